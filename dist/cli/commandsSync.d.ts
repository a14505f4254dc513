import { type CliOutput } from './cliOutput.js';
export declare const DIFF_CLI: {
    usage: string;
    help: string;
    options: {
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
    positionals: true;
};
export declare const SYNC_CLI: {
    usage: string;
    help: string;
    options: {
        app: {
            readonly type: 'string';
        };
        guild: {
            readonly type: 'string';
        };
        'token-env': {
            readonly type: 'string';
        };
        'token-file': {
            readonly type: 'string';
        };
        'token-type': {
            readonly type: 'string';
        };
        'base-url': {
            readonly type: 'string';
        };
        'send-token-over-plain-http': {
            readonly type: 'boolean';
        };
        json: {
            readonly type: 'boolean';
        };
        'dry-run': {
            type: "boolean";
        };
        'allow-deletes': {
            type: "boolean";
        };
    };
    positionals: true;
};
/** Runs `diff` (`mode` diff) or `sync`. */
export declare function runDiffOrSync(mode: 'diff' | 'sync', args: readonly string[], output: CliOutput): Promise<number>;
