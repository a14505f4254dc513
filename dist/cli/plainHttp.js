/**
 * Where the CLI may send a token: over `https:`, or over plain `http:` only to this machine (the
 * emulator, a local proxy). A bot token sent in clear text to another host can be read by anyone on the
 * path, so that is refused unless the user says so with a flag named for exactly that.
 */
import { parseUrl } from '../rules/url.js';
import { UsageError } from './args.js';
/** The flag that allows a token over plain `http:` to another host. */
export const PLAIN_HTTP_FLAG = '--send-token-over-plain-http';
/** `localhost`, 127.0.0.0/8 and ::1: the names of this machine. */
export function isLoopbackHost(hostname) {
    const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
    return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}
/**
 * @param baseUrl - the `--base-url` value (undefined: the service's https default).
 * @param allowed - whether {@link PLAIN_HTTP_FLAG} was given.
 * @throws UsageError naming `--base-url` and the flag, for plain `http:` to another host.
 */
export function checkTokenDestination(baseUrl, allowed, usage) {
    if (baseUrl === undefined || allowed)
        return;
    const url = parseUrl(baseUrl);
    if (url === undefined)
        return; // The transport names a malformed URL itself.
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
        throw new UsageError(`--base-url: refusing to send the token in clear text (http:) to ${url.hostname}, which is not this ` +
            `machine: use https:, or pass ${PLAIN_HTTP_FLAG} if you trust every network in between`, usage);
}
