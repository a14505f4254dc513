/**
 * OAuth2 rules shared by the SDK and the emulator, each written once: PKCE (RFC 7636; the service accepts
 * only S256, FACTS.md), redirect URI matching (exact, or RFC 8252 section 7.3 loopback with any port),
 * scope lists (RFC 6749 section 3.3), token strings, and the token endpoint's response (RFC 6749 section
 * 5.1). Pure: no I/O; problems are returned as text that never quotes a secret.
 */
import { createHash } from 'node:crypto';
import { Limits } from '../model/limits.js';
import { parseUrl } from './url.js';
import { isRecord } from './validateCore.js';
/** RFC 7636 section 4.1: 43..128 characters of the unreserved set. */
const CODE_VERIFIER = /^[A-Za-z0-9\-._~]+$/;
/** A base64url SHA-256 digest: exactly 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9\-_]{43}$/;
/** Token strings: visible ASCII, bounded; anything else is not a token. */
const TOKEN = /^[\x21-\x7e]{1,4096}$/;
/** RFC 6749 section 3.3 scope-token: one or more of %x21 / %x23-5B / %x5D-7E. */
const SCOPE_TOKEN = /^[\x21\x23-\x5b\x5d-\x7e]+$/;
/** The only loopback host a redirect may name (RFC 8252 section 8.3 prefers the IP literal). */
export const LOOPBACK_HOST = '127.0.0.1';
/**
 * What is wrong with a PKCE code verifier, or undefined when it is one: `length` (not 43..128 characters),
 * `characters` (outside `[A-Za-z0-9-._~]`) or `type` (not a string). Each side words it in its own voice
 * (the SDK as an argument error, the emulator as the token endpoint's `error_description`); the value
 * itself is never quoted.
 */
export function codeVerifierProblem(verifier) {
    if (typeof verifier !== 'string')
        return { kind: 'type', length: 0 };
    const { PKCE_VERIFIER_MIN: min, PKCE_VERIFIER_MAX: max } = Limits;
    if (verifier.length < min || verifier.length > max)
        return { kind: 'length', length: verifier.length };
    if (!CODE_VERIFIER.test(verifier))
        return { kind: 'characters', length: verifier.length };
    return undefined;
}
/** True when `verifier` is a well-formed PKCE code verifier. */
export function isCodeVerifier(verifier) {
    return codeVerifierProblem(verifier) === undefined;
}
/** The S256 challenge of a verifier: base64url(SHA-256(ASCII(verifier))), no padding. */
export function s256Challenge(verifier) {
    return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}
/** True when `challenge` has the form of an S256 challenge. */
export function isS256Challenge(challenge) {
    return typeof challenge === 'string' && S256_CHALLENGE.test(challenge);
}
/** True when `value` can be an access token, refresh token, code or client secret. */
export function isTokenString(value) {
    return typeof value === 'string' && TOKEN.test(value);
}
/**
 * True when `requested` equals a registered redirect URI exactly, or when both are `http://127.0.0.1`
 * loopback URIs that differ only in the port (RFC 8252 section 7.3: native apps pick a free port).
 */
export function redirectUriAllowed(requested, registered) {
    if (registered.includes(requested))
        return true;
    const asked = loopbackPath(requested);
    if (asked === undefined)
        return false;
    return registered.some((uri) => loopbackPath(uri) === asked);
}
/** Path and query of a loopback http URI (everything but its port), or undefined when it is not one. */
function loopbackPath(uri) {
    const url = parseUrl(uri);
    if (url === undefined || url.protocol !== 'http:' || url.hostname !== LOOPBACK_HOST)
        return undefined;
    if (url.username !== '' || url.password !== '' || url.hash !== '' || uri.includes('#'))
        return undefined;
    return url.pathname + url.search;
}
/** The scopes of a space-separated scope parameter, each once, in order; empty entries dropped. */
export function parseScopeList(value) {
    return [...new Set(value.split(' ').filter((scope) => scope !== ''))];
}
/** Why `value` is not a scope parameter (RFC 6749 section 3.3), or undefined when it is one. */
export function scopeListProblem(value) {
    if (typeof value !== 'string' || value.trim() === '')
        return 'expected space-separated scopes';
    const bad = value.split(' ').find((scope) => scope !== '' && !SCOPE_TOKEN.test(scope));
    return bad === undefined ? undefined : 'a scope may not contain control characters, quotes or backslashes';
}
/**
 * Checks a token endpoint's JSON body (the one place its shape is decided) and normalises it: `token_type`
 * compared case-insensitively (RFC 6749 section 5.1) and returned as `Bearer`, a missing `scope` as `''`.
 * Says what is wrong without quoting any token.
 */
export function parseTokenResponse(body) {
    const fail = (problem) => ({ ok: false, problem });
    if (!isRecord(body))
        return fail('is not a JSON object');
    const { access_token: access, token_type: type, expires_in: expiresIn } = body;
    if (!isTokenString(access))
        return fail('has no valid access_token');
    if (typeof type !== 'string' || type.toLowerCase() !== 'bearer') {
        return fail(`has token_type ${JSON.stringify(String(type).slice(0, 32))}; only Bearer is known`);
    }
    if (typeof expiresIn !== 'number' ||
        !Number.isInteger(expiresIn) ||
        expiresIn <= 0 ||
        expiresIn > 2 ** 31 - 1) {
        return fail('has no numeric expires_in (a positive integer of seconds)');
    }
    const refresh = body.refresh_token;
    if (refresh !== undefined && !isTokenString(refresh))
        return fail('has a malformed refresh_token');
    const scope = body.scope;
    if (scope !== undefined && typeof scope !== 'string')
        return fail('has a non-string scope');
    const idToken = body.id_token;
    if (idToken !== undefined && typeof idToken !== 'string')
        return fail('has a non-string id_token');
    const tokens = {
        access_token: access,
        token_type: 'Bearer',
        expires_in: expiresIn,
        scope: scope ?? '',
    };
    if (refresh !== undefined)
        tokens.refresh_token = refresh;
    if (idToken !== undefined)
        tokens.id_token = idToken;
    return { ok: true, tokens };
}
