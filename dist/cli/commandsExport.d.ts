import { type CliOutput } from './cliOutput.js';
export declare const EXPORT_CLI: {
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
        out: {
            type: "string";
        };
    };
};
export declare function runExport(args: readonly string[], output: CliOutput): Promise<number>;
