/**
 * Redirect URLs that arrive from the OS (argv) or from a second process (the local socket) are hostile
 * input: they are size-limited and must be exactly one URL of the expected scheme before they go
 * anywhere. (Which redirect it is, and whether its state matches, is the sign-in code's job.)
 */
import { MAX_REDIRECT_URL_LENGTH } from '../rules/redirect.js';
export { MAX_REDIRECT_URL_LENGTH };
/** Why a candidate was not accepted as a redirect URL. */
export type RedirectUrlRejection = 'not_a_string' | 'too_long' | 'bad_characters' | 'wrong_scheme' | 'malformed_url';
/** The result of {@link checkRedirectUrl}. */
export type RedirectUrlCheck = {
    ok: true;
    url: string;
} | {
    ok: false;
    reason: RedirectUrlRejection;
};
/**
 * Checks that `candidate` is one URL of exactly `scheme` (already resolved, lower-case), at most
 * `maxLength` characters of printable ASCII. Never throws and never echoes the candidate.
 */
export declare function checkRedirectUrl(candidate: unknown, scheme: string, maxLength?: number): RedirectUrlCheck;
/**
 * Finds the redirect URL in a program's argv, as the OS or Chromium passes it: anywhere in the list,
 * among flags and paths that Chromium may have added or reordered. Returns it only when exactly one
 * distinct argument claims the scheme and that argument is a valid URL of it; otherwise (none, two
 * different ones, a malformed or oversized one) returns undefined.
 *
 * @param argv `process.argv`, or the argv Electron's `second-instance` event reports.
 * @param scheme the scheme, or an application id (`discord-<id>`).
 */
export declare function extractRedirectUrl(argv: readonly unknown[], scheme: string | bigint, maxLength?: number): string | undefined;
