/** The directory for sockets: `$XDG_RUNTIME_DIR/social-sdk`, else `<tmpdir>/social-sdk-<uid>`. */
export declare function defaultSocketDirectory(env?: NodeJS.ProcessEnv): string;
/**
 * Creates `directory` (0700) if needed and checks it is a real directory owned by this user that nobody
 * else can enter: in a shared temp dir, another user could otherwise pre-create it and listen in our place.
 */
export declare function ensurePrivateDirectory(directory: string): void;
/**
 * The endpoint for `scheme` (already resolved). On POSIX the directory is created and checked; a scheme
 * too long for a socket path is replaced by a hash of it.
 */
export declare function redirectEndpoint(scheme: string, options?: {
    directory?: string | undefined;
    platform?: NodeJS.Platform;
}): string;
