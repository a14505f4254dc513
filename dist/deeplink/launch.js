/**
 * Launch registration: telling the OS how to start the game when a `discord-<app id>:` link is opened
 * outside it (an invite accepted elsewhere, a join link), on the scheme machinery of register.ts. The C++
 * library's `RegisterLaunchCommand` and `RegisterLaunchSteamApplication`, for the current user:
 *
 * - Linux: a Desktop Entry (`Exec=<program> <args> %u`) made the default for `x-scheme-handler/discord-<id>`
 *   in mimeapps.list. Windows: `HKCU\Software\Classes\discord-<id>\shell\open\command` =
 *   `"<program>" "<arg>"... "%1"`. macOS: Launch Services makes an application bundle the handler (the
 *   bundle must declare the scheme in its Info.plist); a command there is the path of a `.app`, or empty.
 * - The command is one string, split by commandLine.ts (never by a shell), then quoted again for the OS;
 *   an empty command starts the current program again (the same command as `registerScheme`'s default).
 *   The OS appends the link, which the game's redirect receiver hands to its `onActivityJoin` listener.
 * - Steam: the command becomes the OS opener of `steam://rungameid/<steam app id>` (`xdg-open` on Linux,
 *   `explorer.exe` on Windows), so Steam starts the game. The link is not passed on: Steam's URL takes no
 *   extra arguments. macOS refuses (Steam's bundle does not declare `discord-<id>`).
 */
import { accessSync, constants } from 'node:fs';
import { delimiter, posix, win32 } from 'node:path';
import { parseSnowflake } from '../model/snowflake.js';
import { splitLaunchCommand } from './commandLine.js';
import { defaultLaunchCommand, registerScheme } from './register.js';
/** The largest Steam app id (the C++ library takes a `uint32_t`). */
export const MAX_STEAM_APP_ID = 0xffff_ffff;
/** `steam://rungameid/<id>`: Steam's URL that starts (or focuses) an installed game. */
export function steamLaunchUrl(steamAppId) {
    return runGameUrl(steamAppId, 'steamLaunchUrl(steamAppId)');
}
/**
 * Registers `command` as what the OS starts for `discord-<applicationId>:` links, the link appended as
 * the last argument. An empty command means this program (see {@link defaultLaunchCommand}).
 *
 * @example
 * registerLaunchCommand('1234567890', '"/opt/My Game/game" --windowed');
 * @throws TypeError or RangeError naming the argument (nothing is written then): a bad application id, a
 *   command that is not a string, too long (over 32767 characters), with a control character (NUL, newline,
 *   ...) or an unbalanced quote, a relative program, `%` on Windows. Error with the OS's reason when the OS
 *   refuses, or when the native addon is not available.
 */
export function registerLaunchCommand(applicationId, command) {
    return launchCommand(applicationId, command, 'registerLaunchCommand');
}
/**
 * Registers the Steam launch of `steamAppId` as what the OS runs for `discord-<applicationId>:` links.
 *
 * @example
 * registerLaunchSteamApplication('1234567890', 570);
 * @throws TypeError or RangeError for a bad application id or Steam app id (an integer 1..4294967295);
 *   Error when there is no opener to run (no `xdg-open` on PATH; macOS), the OS refuses, or the addon is
 *   not available.
 */
export function registerLaunchSteamApplication(applicationId, steamAppId) {
    return steamLaunch(applicationId, steamAppId, 'registerLaunchSteamApplication');
}
/**
 * The Client's `RegisterLaunchCommand`: true when registered; false when the OS refused or the addon is
 * missing, the reason going to `log`. Bad arguments still throw, as {@link registerLaunchCommand}.
 */
export function tryRegisterLaunchCommand(applicationId, command, log) {
    return succeeded(() => launchCommand(applicationId, command, 'RegisterLaunchCommand'), log);
}
/** The Client's `RegisterLaunchSteamApplication`, with {@link tryRegisterLaunchCommand}'s contract. */
export function tryRegisterLaunchSteamApplication(applicationId, steamAppId, log) {
    return succeeded(() => steamLaunch(applicationId, steamAppId, 'RegisterLaunchSteamApplication'), log);
}
function launchCommand(applicationId, command, name) {
    const appId = parseSnowflake(applicationId, `${name}(applicationId)`);
    const where = `${name}(command)`;
    const platform = process.platform;
    const split = splitLaunchCommand(command, platform, where);
    if (split !== undefined) {
        if (!isAbsoluteProgram(split.command, platform)) {
            throw new RangeError(`${where}: the program must be an absolute path; PATH is not searched`);
        }
        const percent = platform === 'win32' ? command.indexOf('%') : -1;
        if (percent !== -1) {
            throw new RangeError(`${where}: '%' (character ${percent}) is not allowed on Windows: the shell substitutes %1, %* ... in a registered command and has no escape for it`);
        }
        if (platform === 'darwin' && (split.args.length > 0 || !/\.app\/*$/.test(split.command))) {
            throw new RangeError(`${where}: on macOS the handler of a URL scheme is an application bundle: pass the path of a .app (no arguments), or an empty command for this app`);
        }
    }
    const launch = split ?? defaultLaunchCommand();
    return registerScheme(appId, {
        command: launch.command,
        args: launch.args,
        displayName: `discord-${appId} game launcher`,
    });
}
function steamLaunch(applicationId, steamAppId, name) {
    const appId = parseSnowflake(applicationId, `${name}(applicationId)`);
    const url = runGameUrl(steamAppId, `${name}(steamAppId)`);
    return registerScheme(appId, {
        command: urlOpener(process.platform, name),
        args: [url],
        appendUrl: false,
        displayName: `discord-${appId} Steam launcher`,
    });
}
/** {@link steamLaunchUrl}, its id checked with `where` (the caller's argument) named in the error. */
function runGameUrl(steamAppId, where) {
    return `steam://rungameid/${readSteamAppId(steamAppId, where)}`;
}
function readSteamAppId(value, where) {
    if (typeof value !== 'number') {
        throw new TypeError(`${where}: expected a number, received ${value === null ? 'null' : typeof value}`);
    }
    if (!Number.isInteger(value) || value < 1 || value > MAX_STEAM_APP_ID) {
        throw new RangeError(`${where}: expected an integer from 1 to ${MAX_STEAM_APP_ID}, received ${value}`);
    }
    return value;
}
/** The program that opens a URL through the OS, by absolute path (the registration needs one). */
function urlOpener(platform, name) {
    if (platform === 'win32') {
        return win32.join(process.env.SystemRoot ?? process.env.windir ?? 'C:\\Windows', 'explorer.exe');
    }
    if (platform === 'darwin') {
        throw new Error(`${name}: on macOS only an application bundle that declares discord-<app id> can handle it, and Steam's does not; register the game's bundle with RegisterLaunchCommand`);
    }
    for (const dir of (process.env.PATH ?? '').split(delimiter)) {
        if (!posix.isAbsolute(dir))
            continue;
        const candidate = posix.join(dir, 'xdg-open');
        try {
            accessSync(candidate, constants.X_OK);
            return candidate;
        }
        catch {
            // not here; the next directory
        }
    }
    throw new Error(`${name}: xdg-open is not on PATH (Debian package xdg-utils); it opens the steam:// URL`);
}
function isAbsoluteProgram(program, platform) {
    // As the addon checks it: a drive path or a UNC path on Windows, a path from / elsewhere.
    return platform === 'win32' ? /^[A-Za-z]:[\\/]|^\\\\/.test(program) : program.startsWith('/');
}
/** Runs a registration; an OS failure (not a TypeError or RangeError) becomes false and a log line. */
function succeeded(register, log) {
    try {
        register();
        return true;
    }
    catch (error) {
        if (error instanceof TypeError || error instanceof RangeError)
            throw error;
        log?.(`launch registration failed: ${error instanceof Error ? error.message : String(error)}`);
        return false;
    }
}
