import type { ClientOptions } from './clientOptions.js';
export declare const CLIENT_OPTION_KEYS: import("../rules/optionKeys.js").OptionKeys;
/**
 * Checks the keys of `options` and of its nested option objects.
 * @param where - the caller's name for them (`new Client: options`, `players: options.client`).
 * @throws TypeError naming the unknown key, where it is, and the keys allowed there.
 */
export declare function checkClientOptionKeys(options: ClientOptions | undefined, where: string): void;
