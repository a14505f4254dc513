/** The flag that allows a token over plain `http:` to another host. */
export declare const PLAIN_HTTP_FLAG = "--send-token-over-plain-http";
/** `localhost`, 127.0.0.0/8 and ::1: the names of this machine. */
export declare function isLoopbackHost(hostname: string): boolean;
/**
 * @param baseUrl - the `--base-url` value (undefined: the service's https default).
 * @param allowed - whether {@link PLAIN_HTTP_FLAG} was given.
 * @throws UsageError naming `--base-url` and the flag, for plain `http:` to another host.
 */
export declare function checkTokenDestination(baseUrl: string | undefined, allowed: boolean, usage: string): void;
