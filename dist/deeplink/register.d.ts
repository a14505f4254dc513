import type { NativeUriSchemeRegistration } from '../native/addon.js';
import { type AppIdOrScheme } from './scheme.js';
/** Options of {@link registerScheme}. */
export interface RegisterSchemeOptions {
    /** Absolute path of the program to start. Default: this program (see {@link defaultLaunchCommand}). */
    command?: string | undefined;
    /** Arguments before the URL. Default: those that re-launch this program, or none with `command`. */
    args?: readonly string[] | undefined;
    /** The name the OS shows for the handler. Default `<scheme> sign-in handler`. */
    displayName?: string | undefined;
    /** Linux: the desktop file ID (without `.desktop`). Default `social-sdk-<scheme>`. */
    desktopId?: string | undefined;
    /** Whether the OS passes the URL as the last argument. Default true (see launch.ts for false). */
    appendUrl?: boolean | undefined;
}
/** What was registered. */
export interface SchemeRegistration extends NativeUriSchemeRegistration {
    /** The redirect URI to use with this scheme: `<scheme>:/authorize/callback`. */
    readonly redirectUri: string;
}
/** The program and arguments that start this program again (the OS appends the URL). */
export interface LaunchCommand {
    readonly command: string;
    readonly args: readonly string[];
}
/**
 * How to start this program again: in Electron its executable (plus the app path when running
 * unpackaged, `electron .`); in Node `process.execPath`, its flags (`--import tsx` ...) and the absolute
 * script path. Throws when there is no script to re-launch (REPL, `node -e`): pass `command` then.
 */
export declare function defaultLaunchCommand(proc?: NodeJS.Process): LaunchCommand;
/**
 * Registers `discord-<appId>` (given an application id) or a custom scheme with the OS for the current
 * user. Throws TypeError/RangeError for bad arguments (nothing is written then), and an Error with the
 * OS error text when the OS refuses, or when the native addon is not available.
 */
export declare function registerScheme(appIdOrScheme: AppIdOrScheme, options?: RegisterSchemeOptions): SchemeRegistration;
/** Removes this program's registration of the scheme; false when there was none of ours. */
export declare function unregisterScheme(appIdOrScheme: AppIdOrScheme): boolean;
/** The command line the OS runs for the scheme (macOS: the handler's bundle id), or null when none. */
export declare function queryScheme(appIdOrScheme: AppIdOrScheme): string | null;
