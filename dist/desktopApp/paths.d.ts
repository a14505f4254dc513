/** How many pipe numbers the app may take: `discord-ipc-0` to `discord-ipc-9`. */
export declare const IPC_PIPE_COUNT = 10;
/** The subfolders of the temporary folder that packaged apps listen in ('' = the folder itself). */
export declare const PACKAGED_SUBFOLDERS: readonly string[];
/** The namespace of the app's named pipes on Windows. */
export declare const WINDOWS_PIPE_ROOT = "\\\\?\\pipe";
/** The socket's name for pipe number `n`. */
export declare function ipcName(n: number): string;
/**
 * The folder the app's socket is in on a Unix system: the first of `XDG_RUNTIME_DIR`, `TMPDIR`, `TMP`,
 * `TEMP` that is set and not empty, else `/tmp`.
 * @param env - the environment (default `process.env`).
 */
export declare function ipcDirectory(env?: NodeJS.ProcessEnv): string;
/**
 * Every place to try, in order.
 * @param options - `directories`: folders to look in instead of the environment's (each with its
 *   Flatpak and Snap subfolders); `platform` and `env` for tests.
 * @example ipcCandidates({ directories: ['/run/user/1000'] })[0] // '/run/user/1000/discord-ipc-0'
 */
export declare function ipcCandidates(options?: {
    directories?: readonly string[] | undefined;
    platform?: NodeJS.Platform | undefined;
    env?: NodeJS.ProcessEnv | undefined;
}): string[];
