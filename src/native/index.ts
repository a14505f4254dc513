/**
 * Access to the native addon, loaded once per process, with a deliberate fallback for randomness.
 *
 * Randomness falls back to `crypto.getRandomValues` when the addon is absent (a safe substitute).
 * OS integration (URI scheme registration) has no safe substitute: `requireNative()` throws with the
 * loader's reason instead.
 */
import type { NativeAddon } from './addon.js';
import { fallbackRandomBytes, fallbackRandomFill } from './fallback.js';
import { type LoadResult, loadAddon, type NativeStatus } from './loader.js';

export type { NativeAddon } from './addon.js';
export type { NativeSource, NativeStatus } from './loader.js';

let loaded: LoadResult | undefined;

function load(): LoadResult {
  loaded ??= loadAddon();
  return loaded;
}

/** Whether the addon is loaded, from where, and if not, why. */
export function nativeStatus(): NativeStatus & { readonly randomSource: string } {
  const { addon, status } = load();
  return { ...status, randomSource: addon?.randomSource ?? 'crypto.getRandomValues' };
}

/** The addon, or an Error that says why it is unavailable (for features without a safe fallback). */
export function requireNative(feature: string): NativeAddon {
  const { addon, status } = load();
  if (addon === undefined)
    throw new Error(`${feature} needs the social-sdk native addon: ${status.error ?? ''}`);
  return addon;
}

/**
 * Fills `buffer` (Buffer, TypedArray, DataView or ArrayBuffer) in place with secure random bytes and
 * returns it. `offset` and `size` count elements of the view, as in Node's `crypto.randomFillSync`.
 * Throws TypeError/RangeError on wrong arguments. (Rest parameters forward exactly the arguments given,
 * so a missing argument is reported the same way by the addon and by the fallback.)
 */
export function randomFill<T extends ArrayBufferView | ArrayBuffer>(
  ...args: [buffer: T, offset?: number, size?: number]
): T {
  const { addon } = load();
  return addon ? addon.randomFill(...args) : fallbackRandomFill(...args);
}

/** A new Buffer of `size` secure random bytes (0 <= size <= 2^31 - 1). */
export function randomBytes(...args: [size: number]): Buffer {
  const { addon } = load();
  return addon ? addon.randomBytes(...args) : fallbackRandomBytes(...args);
}
