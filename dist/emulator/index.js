/**
 * `social-sdk/emulator`: a faithful local service for demos, our tests and our users' auth-flow tests.
 *
 * ```ts
 * const emulator = await startEmulator({ seed: 1 });
 * const { applications: [app], users: [user] } = await emulator.control.seed({ users: [{}], applications: [{}] });
 * // ... point the SDK at emulator.url ...
 * await emulator.close();
 * ```
 */
import { Emulator } from './emulator.js';
/** Starts an emulator on 127.0.0.1 (see {@link Emulator} for what it owns). */
export async function startEmulator(options = {}) {
    return new Emulator(options).start();
}
export { authenticate, authenticateBearer, } from './callers.js';
export { scriptedDeviceBrowser, } from './deviceBrowser.js';
export { DEFAULT_BODY_LIMIT, EMULATOR_HOST, Emulator, } from './emulator.js';
export { ApiError, Errors } from './errors.js';
export { OAuthErrorResponse } from './oauth/errors.js';
export { checkEmulatorOptionKeys } from './optionKeys.js';
export { ProvisionalAccounts } from './provisional/service.js';
export { TestIssuer } from './provisional/testIssuer.js';
export { botCallerOf, callerOf, userCallerOf, } from './routeAuth.js';
export { scriptedBrowser } from './scriptedBrowser.js';
export { EmulatorStore, memberKey } from './store.js';
export { LEGACY_GAME_CONNECTIONS_HIDDEN_FROM, NEW_GAME_CONNECTIONS_HIDDEN_FROM, } from './users/connections.js';
export { VOICE_CHANNEL_STATUS_UPDATE } from './voice/status.js';
