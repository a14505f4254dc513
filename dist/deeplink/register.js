/**
 * Registering a scheme with the OS for the current user, through the native addon, so that opening
 * `<scheme>:/authorize/callback?...` starts this program with the URL as its last argument.
 *
 * macOS: the app bundle must declare the scheme in its Info.plist (CFBundleURLTypes -> CFBundleURLSchemes);
 * registration makes the running bundle the default handler, and macOS delivers URLs as `open-url`
 * events (Electron) rather than in argv. Launch Services cannot remove a handler, so unregisterScheme
 * throws there.
 */
import { isAbsolute, resolve } from 'node:path';
import { requireNative } from '../native/index.js';
import { checkOptionKeys, optionKeys } from '../rules/optionKeys.js';
import { resolveScheme } from './scheme.js';
/** Node flags that must not be repeated when the OS re-launches the program. */
const NOT_RELAUNCHED = /^--(inspect|debug)/;
/**
 * How to start this program again: in Electron its executable (plus the app path when running
 * unpackaged, `electron .`); in Node `process.execPath`, its flags (`--import tsx` ...) and the absolute
 * script path. Throws when there is no script to re-launch (REPL, `node -e`): pass `command` then.
 */
export function defaultLaunchCommand(proc = process) {
    const electron = proc.versions.electron !== undefined;
    const script = proc.argv[1];
    if (electron) {
        const unpackaged = proc.defaultApp === true;
        return { command: proc.execPath, args: unpackaged && script !== undefined ? [resolve(script)] : [] };
    }
    if (script === undefined || script === '' || script.startsWith('-')) {
        throw new Error('registerScheme: this process has no script path to re-launch; pass options.command');
    }
    const flags = proc.execArgv.filter((flag) => !NOT_RELAUNCHED.test(flag));
    return { command: proc.execPath, args: [...flags, isAbsolute(script) ? script : resolve(script)] };
}
const REGISTER_KEYS = optionKeys({
    command: true,
    args: true,
    displayName: true,
    desktopId: true,
    appendUrl: true,
});
/**
 * Registers `discord-<appId>` (given an application id) or a custom scheme with the OS for the current
 * user. Throws TypeError/RangeError for bad arguments (nothing is written then), and an Error with the
 * OS error text when the OS refuses, or when the native addon is not available.
 */
export function registerScheme(appIdOrScheme, options = {}) {
    const scheme = resolveScheme(appIdOrScheme, 'registerScheme(appIdOrScheme)');
    if (typeof options !== 'object' || options === null) {
        throw new TypeError('registerScheme(options): expected an object');
    }
    checkOptionKeys(options, REGISTER_KEYS, 'registerScheme: options');
    const launch = options.command === undefined
        ? defaultLaunchCommand()
        : { command: options.command, args: options.args ?? [] };
    const addon = requireNative('URI scheme registration');
    const registration = addon.registerUriScheme({
        scheme,
        command: launch.command,
        args: options.args ?? launch.args,
        displayName: options.displayName ?? `${scheme} sign-in handler`,
        desktopId: options.desktopId,
        // Only when set, so that an addon built before the option existed still serves sign-in registrations.
        ...(options.appendUrl === undefined ? {} : { appendUrl: options.appendUrl }),
    });
    return { ...registration, redirectUri: `${registration.scheme}:/authorize/callback` };
}
/** Removes this program's registration of the scheme; false when there was none of ours. */
export function unregisterScheme(appIdOrScheme) {
    const scheme = resolveScheme(appIdOrScheme, 'unregisterScheme(appIdOrScheme)');
    return requireNative('URI scheme registration').unregisterUriScheme(scheme);
}
/** The command line the OS runs for the scheme (macOS: the handler's bundle id), or null when none. */
export function queryScheme(appIdOrScheme) {
    const scheme = resolveScheme(appIdOrScheme, 'queryScheme(appIdOrScheme)');
    return requireNative('URI scheme registration').queryUriScheme(scheme);
}
