/**
 * social-sdk: the public entry point. The emulator has its own entry point, `social-sdk/emulator`.
 */
export { randomToken } from './crypto/randomToken.js';
export { type NativeStatus, nativeStatus, randomBytes, randomFill } from './native/index.js';
