import type { EmulatorOptions } from './emulatorOptions.js';
export declare const EMULATOR_OPTION_KEYS: import("../rules/optionKeys.js").OptionKeys;
/**
 * Checks the keys of `options` and of its nested option objects.
 * @param where - the caller's name for them (`startEmulator: options`, `testEmulator: options.emulator`).
 * @throws TypeError naming the unknown key, where it is, and the keys allowed there.
 */
export declare function checkEmulatorOptionKeys(options: EmulatorOptions | undefined, where: string): void;
