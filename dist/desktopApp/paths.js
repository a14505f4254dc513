/**
 * Where the Discord app's IPC socket is (docs/desktop-app.md). On Windows a named pipe
 * `\\?\pipe\discord-ipc-N`; elsewhere a Unix socket `discord-ipc-N` in the first of `$XDG_RUNTIME_DIR`,
 * `$TMPDIR`, `$TMP`, `$TEMP` that is set (else `/tmp`), or in that folder's Flatpak (`app/com.discordapp.Discord`)
 * or Snap (`snap.discord`) subfolder; N from 0 to 9, the first that answers wins. The community clients
 * look in the same places (`@xhayper/discord-rpc`'s path list; `discord-rpc` uses the first folder only).
 * On Windows a "folder" given instead of the default is a pipe namespace: `\\?\pipe\<name>`, under which
 * the pipes are `\\?\pipe\<name>\discord-ipc-N` (pipe names may hold backslashes), so tests never touch
 * the player's own app.
 */
import { join } from 'node:path';
/** How many pipe numbers the app may take: `discord-ipc-0` to `discord-ipc-9`. */
export const IPC_PIPE_COUNT = 10;
/** The subfolders of the temporary folder that packaged apps listen in ('' = the folder itself). */
export const PACKAGED_SUBFOLDERS = [
    '',
    join('app', 'com.discordapp.Discord'),
    'snap.discord',
];
/** The namespace of the app's named pipes on Windows. */
export const WINDOWS_PIPE_ROOT = '\\\\?\\pipe';
/** The socket's name for pipe number `n`. */
export function ipcName(n) {
    return `discord-ipc-${n}`;
}
/**
 * The folder the app's socket is in on a Unix system: the first of `XDG_RUNTIME_DIR`, `TMPDIR`, `TMP`,
 * `TEMP` that is set and not empty, else `/tmp`.
 * @param env - the environment (default `process.env`).
 */
export function ipcDirectory(env = process.env) {
    for (const name of ['XDG_RUNTIME_DIR', 'TMPDIR', 'TMP', 'TEMP']) {
        const value = env[name];
        if (value !== undefined && value !== '')
            return value.replace(/\/+$/, '') || '/';
    }
    return '/tmp';
}
/**
 * Every place to try, in order.
 * @param options - `directories`: folders to look in instead of the environment's (each with its
 *   Flatpak and Snap subfolders); `platform` and `env` for tests.
 * @example ipcCandidates({ directories: ['/run/user/1000'] })[0] // '/run/user/1000/discord-ipc-0'
 */
export function ipcCandidates(options = {}) {
    const platform = options.platform ?? process.platform;
    if (platform === 'win32') {
        const roots = options.directories ?? [WINDOWS_PIPE_ROOT];
        return roots.flatMap((root) => Array.from({ length: IPC_PIPE_COUNT }, (_, n) => `${root.replace(/\\+$/, '')}\\${ipcName(n)}`));
    }
    const directories = options.directories ?? [ipcDirectory(options.env)];
    const out = [];
    for (const directory of directories)
        for (const sub of PACKAGED_SUBFOLDERS)
            for (let n = 0; n < IPC_PIPE_COUNT; n++)
                out.push(join(directory, sub, ipcName(n)));
    return out;
}
