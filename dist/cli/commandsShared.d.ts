/**
 * What the `social-sdk commands` subcommands that talk to the service share: the connection flags, the
 * client they build from them, and how a failure is reported (the service's message and code, or ours;
 * never a stack trace, never the token).
 */
import { type CommandsClient } from '../commands/index.js';
import { type Snowflake } from '../model/index.js';
import { type ParsedArgs } from './args.js';
import { type CliOutput } from './cliOutput.js';
/** Flags of every subcommand that reads or writes registered commands. */
export declare const CONNECTION_OPTIONS: {
    readonly app: {
        readonly type: 'string';
    };
    readonly guild: {
        readonly type: 'string';
    };
    readonly 'token-env': {
        readonly type: 'string';
    };
    readonly 'token-file': {
        readonly type: 'string';
    };
    readonly 'token-type': {
        readonly type: 'string';
    };
    readonly 'base-url': {
        readonly type: 'string';
    };
    readonly 'send-token-over-plain-http': {
        readonly type: 'boolean';
    };
    readonly json: {
        readonly type: 'boolean';
    };
};
export declare const CONNECTION_HELP: string;
export type ConnectionValues = ParsedArgs<typeof CONNECTION_OPTIONS>['values'];
/** The connection a run uses. */
export interface Connection {
    readonly client: CommandsClient;
    readonly applicationId: Snowflake;
    readonly guildId: Snowflake | undefined;
}
/** Builds the client from the flags; every mistake is a {@link UsageError} (exit 2). */
export declare function connect(values: ConnectionValues, usage: string, output: CliOutput): Promise<Connection>;
/**
 * Reports a failure of a run (exit 1): the service's status, code and message for a `ServiceError`, the
 * problems for a `ValidationError`, the message otherwise. Errors that are bugs are rethrown.
 */
export declare function reportFailure(output: CliOutput, command: string, error: unknown, json: boolean): number;
