/**
 * The General and Mobile groups of the C++ library that need no service: the names of `Client.Error`,
 * `Client.Status` and `Client.Thread` values, the SDK's version, and `IsDiscordAppInstalled`, which asks
 * the OS whether a handler of the `discord:` URI scheme is registered (the Discord app registers it when
 * installed), through the addon's scheme query (src/deeplink); without the addon the answer is false.
 * docs/desktop-app.md says why this reading, where CLIENT-API.md describes the mobile app's.
 */
import { connectionErrorName, connectionStatusName } from '../connection/status.js';
import { queryScheme } from '../deeplink/register.js';
import { ValidationError } from '../http/errors.js';
import { enumNamer } from '../model/enums.js';
/**
 * The threads of the C++ library (`Client::Thread`), for `ThreadToString`. This SDK runs everything on the
 * game's event loop; the names exist for code ported from the library.
 */
export const ClientThread = {
    Client: 0,
    Voice: 1,
    Network: 2,
};
/** The SDK's version, as in package.json (a test keeps the two equal). */
export const SDK_VERSION = '0.1.0';
const [major = 0, minor = 0, patch = 0] = SDK_VERSION.split('.').map(Number);
/** Major, minor and patch of {@link SDK_VERSION}. */
export const SDK_VERSION_PARTS = {
    major,
    minor,
    patch,
};
/** `Client.ErrorToString`: `'UnexpectedClose'` for 2, `'Unknown(9)'` for a number that is none. */
export const errorToString = connectionErrorName;
/** `Client.StatusToString`: `'Ready'` for 3. */
export const statusToString = connectionStatusName;
/** `Client.ThreadToString`: `'Network'` for 2. */
export const threadToString = enumNamer(ClientThread);
/** Whether the OS has a handler for `discord:` links (false when it cannot be asked: no addon). */
export function discordSchemeHandled() {
    try {
        return queryScheme('discord') !== null;
    }
    catch {
        return false;
    }
}
/**
 * `IsDiscordAppInstalled`: whether the OS has a `discord:` handler, through the client's callback delivery
 * (now, or at `RunCallbacks()`).
 * @returns a Promise of the answer, or, given a callback, of nothing.
 * @throws ValidationError naming `callback` when it is neither a function nor undefined.
 */
export function isDiscordAppInstalled(ctx, callback) {
    if (callback !== undefined && typeof callback !== 'function')
        throw ValidationError.argument('callback', 'IsDiscordAppInstalled: callback must be a function');
    const installed = discordSchemeHandled();
    if (callback === undefined)
        return Promise.resolve(installed);
    ctx.events.run(() => callback(installed));
    return Promise.resolve();
}
