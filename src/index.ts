/**
 * social-sdk: the public entry point. The emulator has its own entry point, `social-sdk/emulator`.
 */

export * from './auth/index.js';
export * from './client/index.js';
export { randomToken } from './crypto/randomToken.js';
export { ClientResult, ErrorType } from './http/clientResult.js';
export { AuthorizationTokenType } from './model/enums.js';
export { type NativeStatus, nativeStatus, randomBytes, randomFill } from './native/index.js';
