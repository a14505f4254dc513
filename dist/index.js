/**
 * social-sdk: the public entry point. The emulator has its own entry point, `social-sdk/emulator`.
 *
 * - `Client` (the C++ library's facade: sign-in, tokens, the realtime connection, `RunCallbacks`) and
 *   `AuthorizationArgs`;
 * - the wire model (types, enums, limits, snowflakes, permission bits) and the service's rules
 *   (command validation, error bodies, localization, permission evaluation, sync planning);
 * - `Transport` and one function per REST route, for apps and bots;
 * - interactions: verifying, parsing and answering commands and autocomplete (also `social-sdk/interactions`);
 * - deep links (URI scheme registration, redirect receiving) and native status.
 */
export * from './api/index.js';
export * from './auth/index.js';
export * from './client/index.js';
// The C++ library's ChannelType (its names, with the wire names as aliases) takes the name over the model's.
export { ChannelType } from './client/index.js';
export { randomToken } from './crypto/randomToken.js';
export * from './deeplink/index.js';
export * from './http/index.js';
export * from './interactions/index.js';
export * from './model/index.js';
/** The service's channel types under their wire names only: what a command option's `channel_types` accepts. */
export { ChannelType as WireChannelType } from './model/index.js';
export { nativeStatus, randomBytes, randomFill, } from './native/index.js';
export * from './rules/index.js';
