/**
 * The one spelling of a request's path that every decision is made on.
 *
 * The router (find-my-way) percent-decodes a path before it matches it, so `/%5Femulator/state` reaches
 * `/_emulator/state`; a guard that read the raw path would let that spelling past (issue 38: the control
 * API's state, client secrets included, was readable without the control token). So the server rewrites
 * every request's URL to its canonical form before anything looks at it (`rewriteUrl`), and the guard, the
 * request log, the fault rules and the router all see the same path:
 *
 * - percent-encoded unreserved characters (`A-Z a-z 0-9 - . _ ~`) are decoded: RFC 3986 section 6.2.2.2
 *   says they are the same URI either way (`/_%65mulator` is `/_emulator`);
 * - the hex digits of the other escapes are upper-cased (6.2.2.1), so `%2f` and `%2F` compare equal;
 *   reserved characters stay encoded, as the router keeps them (`%2F` is never a separator);
 * - dot segments are removed (5.2.4: `/./_emulator`, `/x/../_emulator`), after the decoding, so `%2e%2e`
 *   is a dot segment too;
 * - runs of slashes are one slash (`//_emulator`);
 * - a fragment (`#...`, never sent by a real client) is dropped, as the router does.
 *
 * A URL that has no canonical form (a malformed escape, an escaped NUL, a target that is not a path: the
 * absolute form or `*`) is refused with 400 before any route or hook sees it.
 */
export { hostHeaderCount } from '../rules/hostHeader.js';
/** The canonical path and the raw query string (without its `?`), or why the target is refused. */
export type CanonicalTarget = {
    readonly ok: true;
    readonly path: string;
    readonly query: string;
} | {
    readonly ok: false;
    readonly reason: string;
};
/**
 * The canonical form of a request target (`/path?query`). Cheap on the common path: a target with no `%`,
 * no `.` segment and no `//` is returned as it is.
 */
export declare function canonicalTarget(url: string): CanonicalTarget;
