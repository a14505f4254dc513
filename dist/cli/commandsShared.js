/**
 * What the `social-sdk commands` subcommands that talk to the service share: the connection flags, the
 * client they build from them, and how a failure is reported (the service's message and code, or ours;
 * never a stack trace, never the token).
 */
import { CommandSyncError, createCommandsClient } from '../commands/index.js';
import { SdkError, ServiceError } from '../http/index.js';
import { parseSnowflake } from '../model/index.js';
import { UsageError } from './args.js';
import { Exit } from './cliOutput.js';
import { DEFAULT_TOKEN_ENV, resolveToken } from './cliToken.js';
import { checkTokenDestination } from './plainHttp.js';
/** Flags of every subcommand that reads or writes registered commands. */
export const CONNECTION_OPTIONS = {
    app: { type: 'string' },
    guild: { type: 'string' },
    'token-env': { type: 'string' },
    'token-file': { type: 'string' },
    'token-type': { type: 'string' },
    'base-url': { type: 'string' },
    'send-token-over-plain-http': { type: 'boolean' },
    json: { type: 'boolean' },
};
export const CONNECTION_HELP = '  --app ID           the application (required)\n' +
    "  --guild ID         a guild's commands instead of the global ones\n" +
    `  --token-env NAME   read the token from this environment variable (default ${DEFAULT_TOKEN_ENV})\n` +
    '  --token-file FILE  read the token from the first line of FILE instead\n' +
    '  --token-type TYPE  bot (default) or bearer (a client-credentials token)\n' +
    "  --base-url URL     the service (default https://discord.com); the emulator's URL for tests\n" +
    '  --send-token-over-plain-http\n' +
    '                     allow an http: --base-url that is not this machine (the token travels in clear)\n' +
    '  --json             print one JSON document instead of lines\n';
function snowflakeFlag(flag, value, usage) {
    if (value === undefined)
        return undefined;
    try {
        return parseSnowflake(value, flag);
    }
    catch {
        throw new UsageError(`${flag}: expected an id (a decimal snowflake), received ${JSON.stringify(value)}`, usage);
    }
}
/** Builds the client from the flags; every mistake is a {@link UsageError} (exit 2). */
export async function connect(values, usage, output) {
    const applicationId = snowflakeFlag('--app', values.app, usage);
    if (applicationId === undefined)
        throw new UsageError('--app ID is required', usage);
    const guildId = snowflakeFlag('--guild', values.guild, usage);
    const tokenType = values['token-type'] ?? 'bot';
    if (tokenType !== 'bot' && tokenType !== 'bearer')
        throw new UsageError(`--token-type: expected bot or bearer, received ${JSON.stringify(tokenType)}`, usage);
    checkTokenDestination(values['base-url'], values['send-token-over-plain-http'] === true, usage);
    const token = await resolveToken({ tokenEnv: values['token-env'], tokenFile: values['token-file'] }, usage);
    output.addSecret(token);
    try {
        const client = createCommandsClient({
            applicationId,
            token,
            tokenType: tokenType === 'bot' ? 'Bot' : 'Bearer',
            baseUrl: values['base-url'],
        });
        return { client, applicationId, guildId };
    }
    catch (error) {
        // The transport names what is wrong (`baseUrl: ...`, `authorization.token: ...`), never the token.
        const message = error instanceof Error ? error.message : String(error);
        const flag = message.startsWith('baseUrl') ? '--base-url' : 'token';
        throw new UsageError(`${flag}: ${message}`, usage);
    }
}
/** The JSON form of a failure, for `--json`. */
function failureJson(error) {
    if (error instanceof ServiceError)
        return { name: error.name, status: error.status, code: error.serviceCode, message: error.serviceMessage };
    if (error instanceof CommandSyncError)
        return { name: error.name, code: error.code, message: error.message };
    if (error instanceof Error)
        return { name: error.name, message: error.message };
    return { name: 'Error', message: String(error) };
}
/**
 * Reports a failure of a run (exit 1): the service's status, code and message for a `ServiceError`, the
 * problems for a `ValidationError`, the message otherwise. Errors that are bugs are rethrown.
 */
export function reportFailure(output, command, error, json) {
    // ValidationError is an SdkError too: problems found before sending.
    if (!(error instanceof SdkError))
        throw error;
    output.problem(`social-sdk commands ${command}: ${error.message}`);
    if (error instanceof CommandSyncError && error.result !== undefined) {
        const { calls, created, updated, deleted } = error.result;
        output.problem(`done before the failure: ${created.length} created, ${updated.length} updated, ${deleted.length} deleted ` +
            `(${calls.writes} writes)`);
    }
    if (json)
        output.json({ ok: false, error: failureJson(error) });
    return Exit.FAILED;
}
