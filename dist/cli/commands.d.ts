import { CliOutput } from './cliOutput.js';
/** Entry of `social-sdk commands ...`; returns the exit status. */
export declare function runCommands(args: readonly string[], output?: CliOutput): Promise<number>;
