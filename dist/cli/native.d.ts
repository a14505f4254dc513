import { type CliSpec } from './args.js';
export declare const NATIVE_CLI: CliSpec<Record<string, never>>;
/** `social-sdk native`: the loader's view of the addon, as JSON, for bug reports. */
export declare function printNativeStatus(args?: readonly string[]): Promise<number>;
