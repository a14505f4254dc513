/**
 * Redirect URLs that arrive from the OS (argv) or from a second process (the local socket) are hostile
 * input: they are size-limited and must be exactly one URL of the expected scheme before they go
 * anywhere. (Which redirect it is, and whether its state matches, is the sign-in code's job.)
 */
import { MAX_REDIRECT_URL_LENGTH } from '../rules/redirect.js';
import { parseUrl } from '../rules/url.js';
import { resolveScheme } from './scheme.js';
export { MAX_REDIRECT_URL_LENGTH };
/** Printable ASCII without spaces: what a browser hands over (anything else arrives percent-encoded). */
const URL_CHARACTERS = /^[\x21-\x7e]+$/;
/**
 * Checks that `candidate` is one URL of exactly `scheme` (already resolved, lower-case), at most
 * `maxLength` characters of printable ASCII. Never throws and never echoes the candidate.
 */
export function checkRedirectUrl(candidate, scheme, maxLength = MAX_REDIRECT_URL_LENGTH) {
    if (typeof candidate !== 'string')
        return { ok: false, reason: 'not_a_string' };
    if (candidate.length > maxLength)
        return { ok: false, reason: 'too_long' };
    if (!URL_CHARACTERS.test(candidate))
        return { ok: false, reason: 'bad_characters' };
    if (candidate.slice(0, scheme.length + 1).toLowerCase() !== `${scheme}:`) {
        return { ok: false, reason: 'wrong_scheme' };
    }
    const parsed = parseUrl(candidate);
    if (parsed === undefined)
        return { ok: false, reason: 'malformed_url' };
    if (parsed.protocol !== `${scheme}:`)
        return { ok: false, reason: 'wrong_scheme' };
    return { ok: true, url: candidate };
}
/**
 * Finds the redirect URL in a program's argv, as the OS or Chromium passes it: anywhere in the list,
 * among flags and paths that Chromium may have added or reordered. Returns it only when exactly one
 * distinct argument claims the scheme and that argument is a valid URL of it; otherwise (none, two
 * different ones, a malformed or oversized one) returns undefined.
 *
 * @param argv `process.argv`, or the argv Electron's `second-instance` event reports.
 * @param scheme the scheme, or an application id (`discord-<id>`).
 */
export function extractRedirectUrl(argv, scheme, maxLength = MAX_REDIRECT_URL_LENGTH) {
    if (!Array.isArray(argv))
        throw new TypeError('extractRedirectUrl(argv): expected an array of strings');
    const expected = resolveScheme(scheme, 'extractRedirectUrl(scheme)');
    const prefix = `${expected}:`;
    const claims = new Set();
    for (const argument of argv) {
        if (typeof argument === 'string' && argument.slice(0, prefix.length).toLowerCase() === prefix) {
            claims.add(argument);
        }
    }
    if (claims.size !== 1)
        return undefined;
    const [only] = claims;
    const check = checkRedirectUrl(only, expected, maxLength);
    return check.ok ? check.url : undefined;
}
