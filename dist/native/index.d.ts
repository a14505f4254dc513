/**
 * Access to the native addon, loaded once per process, with a deliberate fallback for randomness.
 *
 * Randomness falls back to `crypto.getRandomValues` when the addon is absent (a safe substitute).
 * OS integration (URI scheme registration) has no safe substitute: `requireNative()` throws with the
 * loader's reason instead.
 */
import type { NativeAddon } from './addon.js';
import { type NativeStatus } from './loader.js';
export type { NativeAddon } from './addon.js';
export type { NativeSource, NativeStatus } from './loader.js';
/** Whether the addon is loaded, from where, and if not, why. */
export declare function nativeStatus(): NativeStatus & {
    readonly randomSource: string;
};
/** The addon, or an Error that says why it is unavailable (for features without a safe fallback). */
export declare function requireNative(feature: string): NativeAddon;
/**
 * Fills `buffer` (Buffer, TypedArray, DataView or ArrayBuffer) in place with secure random bytes and
 * returns it. `offset` and `size` count elements of the view, as in Node's `crypto.randomFillSync`.
 * Throws TypeError/RangeError on wrong arguments. (Rest parameters forward exactly the arguments given,
 * so a missing argument is reported the same way by the addon and by the fallback.)
 */
export declare function randomFill<T extends ArrayBufferView | ArrayBuffer>(...args: [buffer: T, offset?: number, size?: number]): T;
/** A new Buffer of `size` secure random bytes (0 <= size <= 2^31 - 1). */
export declare function randomBytes(...args: [size: number]): Buffer;
