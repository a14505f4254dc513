import { fallbackRandomBytes, fallbackRandomFill } from './fallback.js';
import { loadAddon } from './loader.js';
let loaded;
function load() {
    loaded ??= loadAddon();
    return loaded;
}
/** Whether the addon is loaded, from where, and if not, why. */
export function nativeStatus() {
    const { addon, status } = load();
    return { ...status, randomSource: addon?.randomSource ?? 'crypto.getRandomValues' };
}
/** The addon, or an Error that says why it is unavailable (for features without a safe fallback). */
export function requireNative(feature) {
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
export function randomFill(...args) {
    const { addon } = load();
    return addon ? addon.randomFill(...args) : fallbackRandomFill(...args);
}
/** A new Buffer of `size` secure random bytes (0 <= size <= 2^31 - 1). */
export function randomBytes(...args) {
    const { addon } = load();
    return addon ? addon.randomBytes(...args) : fallbackRandomBytes(...args);
}
