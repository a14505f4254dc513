import { LOOPBACK_HOST } from './oauth.js';
import { parseUrl } from './url.js';
export { LOOPBACK_HOST };
/** Path of custom-scheme redirects. */
export const CUSTOM_SCHEME_CALLBACK_PATH = '/authorize/callback';
/** Path of loopback redirects. */
export const LOOPBACK_CALLBACK_PATH = '/callback';
/** Longest redirect URL parsed; anything longer is not a redirect from the service. */
export const MAX_REDIRECT_URL_LENGTH = 8192;
/** Longest custom scheme accepted. */
export const MAX_CUSTOM_SCHEME_LENGTH = 64;
/** RFC 3986 scheme. */
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
/** Schemes a browser or the OS already owns: a redirect there would leak the code to someone else. */
const RESERVED_SCHEMES = new Set([
    'http',
    'https',
    'file',
    'ftp',
    'data',
    'javascript',
    'about',
    'blob',
    'ws',
    'wss',
]);
/**
 * Validates a custom URI scheme and returns it lower-cased (URL parsing lower-cases schemes). Throws a
 * TypeError whose message starts with `where`.
 */
export function parseCustomScheme(scheme, where = 'CustomSchemeParam') {
    if (typeof scheme !== 'string' || !SCHEME.test(scheme) || scheme.length > MAX_CUSTOM_SCHEME_LENGTH) {
        throw new TypeError(`${where}: expected a URI scheme (a letter, then letters, digits, "+", "-" or ".", at most ${MAX_CUSTOM_SCHEME_LENGTH}), received ${typeof scheme === 'string' ? JSON.stringify(scheme.slice(0, 80)) : typeof scheme}`);
    }
    const lower = scheme.toLowerCase();
    if (RESERVED_SCHEMES.has(lower)) {
        throw new TypeError(`${where}: "${lower}" is not a custom scheme; pick one your app owns`);
    }
    return lower;
}
/** The default custom scheme of an application: `discord-<application id>`. */
export function defaultCustomScheme(applicationId) {
    return `discord-${applicationId}`;
}
/** `<scheme>:/authorize/callback` (the scheme is validated and lower-cased). */
export function customSchemeRedirectUri(scheme) {
    return `${parseCustomScheme(scheme, 'scheme')}:${CUSTOM_SCHEME_CALLBACK_PATH}`;
}
/** `http://127.0.0.1:<port>/callback`. */
export function loopbackRedirectUri(port) {
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
        throw new RangeError(`loopback port: expected an integer from 1 to 65535, received ${String(port)}`);
    }
    return `http://${LOOPBACK_HOST}:${port}${LOOPBACK_CALLBACK_PATH}`;
}
const SINGLE_VALUED = ['code', 'state', 'error', 'error_description', 'iss'];
/** The comparable form of a redirect URI: scheme, authority and path; no query, fragment or credentials. */
export function redirectTarget(url) {
    // The serialised URL keeps the difference between `x:/p` (no authority) and `x:///p` (empty authority).
    const bare = new URL(url.href);
    bare.search = '';
    bare.hash = '';
    return bare.href;
}
/** Parses an incoming redirect URL, or says why it is not one. Never throws. */
export function parseRedirect(input) {
    const url = typeof input === 'string' && input.length <= MAX_REDIRECT_URL_LENGTH ? parseUrl(input) : undefined;
    if (url === undefined)
        return { ok: false, reason: 'malformed_url' };
    if (url.username !== '' || url.password !== '')
        return { ok: false, reason: 'unexpected_redirect_uri' };
    const query = url.searchParams;
    for (const name of SINGLE_VALUED) {
        if (query.getAll(name).length > 1)
            return { ok: false, reason: 'duplicate_parameter' };
    }
    const get = (name) => query.get(name) ?? undefined;
    return {
        ok: true,
        params: {
            target: redirectTarget(url),
            code: get('code'),
            state: get('state'),
            error: get('error'),
            errorDescription: get('error_description'),
            iss: get('iss'),
        },
    };
}
/** The comparable target of an expected redirect URI (so `discord-1:/authorize/callback` matches itself). */
export function expectedTarget(redirectUri) {
    return redirectTarget(new URL(redirectUri));
}
