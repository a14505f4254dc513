/**
 * Where the running instance listens for redirects forwarded by a second process: a Unix domain socket
 * in a private directory (0700, owned by this user; the socket itself 0600), or a named pipe on Windows.
 * The name is derived from the scheme, so every instance of one app finds the same endpoint.
 */
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { isAbsolute, join } from 'node:path';
/** The longest Unix socket path that fits `sockaddr_un.sun_path` on Linux and macOS (104) with its NUL. */
const MAX_SOCKET_PATH_BYTES = 103;
/** The directory for sockets: `$XDG_RUNTIME_DIR/social-sdk`, else `<tmpdir>/social-sdk-<uid>`. */
export function defaultSocketDirectory(env = process.env) {
    const runtime = env.XDG_RUNTIME_DIR;
    if (runtime !== undefined && isAbsolute(runtime))
        return join(runtime, 'social-sdk');
    return join(tmpdir(), `social-sdk-${process.getuid?.() ?? userInfo().username}`);
}
/**
 * Creates `directory` (0700) if needed and checks it is a real directory owned by this user that nobody
 * else can enter: in a shared temp dir, another user could otherwise pre-create it and listen in our place.
 */
export function ensurePrivateDirectory(directory) {
    try {
        mkdirSync(directory, { recursive: true, mode: 0o700 });
    }
    catch (cause) {
        throw new Error(`cannot create the redirect socket directory ${directory}: ${cause.message}`);
    }
    const info = lstatSync(directory);
    const uid = process.getuid?.();
    if (!info.isDirectory())
        throw new Error(`${directory} is not a directory (a symlink is not accepted)`);
    if (uid !== undefined && info.uid !== uid) {
        throw new Error(`${directory} belongs to uid ${info.uid}, not to this user (${uid}); refusing to use it`);
    }
    if ((info.mode & 0o077) !== 0) {
        throw new Error(`${directory} is accessible to other users (mode ${(info.mode & 0o777).toString(8)}); it must be 0700`);
    }
}
/**
 * The endpoint for `scheme` (already resolved). On POSIX the directory is created and checked; a scheme
 * too long for a socket path is replaced by a hash of it.
 */
export function redirectEndpoint(scheme, options = {}) {
    if ((options.platform ?? process.platform) === 'win32') {
        const user = userInfo().username.replace(/[^A-Za-z0-9_.-]/g, '_');
        return `\\\\.\\pipe\\social-sdk-${user}-${scheme}`;
    }
    const directory = options.directory ?? defaultSocketDirectory();
    if (!isAbsolute(directory))
        throw new TypeError(`socket directory must be an absolute path: ${directory}`);
    ensurePrivateDirectory(directory);
    let path = join(directory, `${scheme}.sock`);
    if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) {
        path = join(directory, `${createHash('sha256').update(scheme).digest('hex').slice(0, 16)}.sock`);
    }
    if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) {
        throw new RangeError(`the socket path ${path} is longer than ${MAX_SOCKET_PATH_BYTES} bytes; choose a shorter directory`);
    }
    return path;
}
