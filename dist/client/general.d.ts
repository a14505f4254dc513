import { type ValueOf } from '../model/enums.js';
import type { ClientContext } from './context.js';
/**
 * The threads of the C++ library (`Client::Thread`), for `ThreadToString`. This SDK runs everything on the
 * game's event loop; the names exist for code ported from the library.
 */
export declare const ClientThread: {
    readonly Client: 0;
    readonly Voice: 1;
    readonly Network: 2;
};
/** One of the {@link ClientThread} values. */
export type ClientThread = ValueOf<typeof ClientThread>;
/** The SDK's version, as in package.json (a test keeps the two equal). */
export declare const SDK_VERSION = "0.1.0";
/** Major, minor and patch of {@link SDK_VERSION}. */
export declare const SDK_VERSION_PARTS: {
    readonly major: number;
    readonly minor: number;
    readonly patch: number;
};
/** `Client.ErrorToString`: `'UnexpectedClose'` for 2, `'Unknown(9)'` for a number that is none. */
export declare const errorToString: (type: number) => string;
/** `Client.StatusToString`: `'Ready'` for 3. */
export declare const statusToString: (type: number) => string;
/** `Client.ThreadToString`: `'Network'` for 2. */
export declare const threadToString: (type: number) => string;
/** Callback of `IsDiscordAppInstalled`. */
export type IsDiscordAppInstalledCallback = (installed: boolean) => void;
/** Whether the OS has a handler for `discord:` links (false when it cannot be asked: no addon). */
export declare function discordSchemeHandled(): boolean;
/**
 * `IsDiscordAppInstalled`: whether the OS has a `discord:` handler, through the client's callback delivery
 * (now, or at `RunCallbacks()`).
 * @returns a Promise of the answer, or, given a callback, of nothing.
 * @throws ValidationError naming `callback` when it is neither a function nor undefined.
 */
export declare function isDiscordAppInstalled(ctx: Pick<ClientContext, 'events'>, callback: IsDiscordAppInstalledCallback | undefined): Promise<boolean> | Promise<void>;
