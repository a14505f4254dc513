import { type CliOutput } from './cliOutput.js';
export declare const VALIDATE_CLI: {
    usage: string;
    help: string;
    options: {
        scope: {
            type: "string";
        };
        json: {
            type: "boolean";
        };
    };
    positionals: true;
};
export declare function runValidate(args: readonly string[], output: CliOutput): Promise<number>;
