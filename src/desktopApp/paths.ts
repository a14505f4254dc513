/**
 * Where the Discord app's IPC socket is (docs/desktop-app.md). On Windows a named pipe
 * `\\?\pipe\discord-ipc-N`; elsewhere a Unix socket `discord-ipc-N` in the first of `$XDG_RUNTIME_DIR`,
 * `$TMPDIR`, `$TMP`, `$TEMP` that is set (else `/tmp`), or in that folder's Flatpak (`app/com.discordapp.Discord`)
 * or Snap (`snap.discord`) subfolder; N from 0 to 9, the first that answers wins. The community clients
 * look in the same places (`@xhayper/discord-rpc`'s path list; `discord-rpc` uses the first folder only).
 */
import { join } from 'node:path';

/** How many pipe numbers the app may take: `discord-ipc-0` to `discord-ipc-9`. */
export const IPC_PIPE_COUNT = 10;

/** The subfolders of the temporary folder that packaged apps listen in ('' = the folder itself). */
export const PACKAGED_SUBFOLDERS: readonly string[] = [
  '',
  join('app', 'com.discordapp.Discord'),
  'snap.discord',
];

/** The socket's name for pipe number `n`. */
export function ipcName(n: number): string {
  return `discord-ipc-${n}`;
}

/**
 * The folder the app's socket is in on a Unix system: the first of `XDG_RUNTIME_DIR`, `TMPDIR`, `TMP`,
 * `TEMP` that is set and not empty, else `/tmp`.
 * @param env - the environment (default `process.env`).
 */
export function ipcDirectory(env: NodeJS.ProcessEnv = process.env): string {
  for (const name of ['XDG_RUNTIME_DIR', 'TMPDIR', 'TMP', 'TEMP'] as const) {
    const value = env[name];
    if (value !== undefined && value !== '') return value.replace(/\/+$/, '') || '/';
  }
  return '/tmp';
}

/**
 * Every place to try, in order.
 * @param options - `directories`: folders to look in instead of the environment's (each with its
 *   Flatpak and Snap subfolders); `platform` and `env` for tests.
 * @example ipcCandidates({ directories: ['/run/user/1000'] })[0] // '/run/user/1000/discord-ipc-0'
 */
export function ipcCandidates(
  options: {
    directories?: readonly string[] | undefined;
    platform?: NodeJS.Platform | undefined;
    env?: NodeJS.ProcessEnv | undefined;
  } = {},
): string[] {
  const platform = options.platform ?? process.platform;
  if (platform === 'win32' && options.directories === undefined)
    return Array.from({ length: IPC_PIPE_COUNT }, (_, n) => `\\\\?\\pipe\\${ipcName(n)}`);
  const directories = options.directories ?? [ipcDirectory(options.env)];
  const out: string[] = [];
  for (const directory of directories)
    for (const sub of PACKAGED_SUBFOLDERS)
      for (let n = 0; n < IPC_PIPE_COUNT; n++) out.push(join(directory, sub, ipcName(n)));
  return out;
}
