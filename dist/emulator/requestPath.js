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
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const HEX = /^[0-9A-Fa-f]{2}$/;
/**
 * The canonical form of a request target (`/path?query`). Cheap on the common path: a target with no `%`,
 * no `.` segment and no `//` is returned as it is.
 */
export function canonicalTarget(url) {
    if (url.charCodeAt(0) !== 47 /* / */)
        return { ok: false, reason: 'the request target must be a path' };
    const hash = url.indexOf('#');
    const withoutFragment = hash < 0 ? url : url.slice(0, hash);
    const at = withoutFragment.indexOf('?');
    const raw = at < 0 ? withoutFragment : withoutFragment.slice(0, at);
    const query = at < 0 ? '' : withoutFragment.slice(at + 1);
    if (!needsWork(raw))
        return { ok: true, path: raw, query };
    const decoded = decodeUnreserved(raw);
    if (decoded === undefined)
        return { ok: false, reason: 'the path holds a malformed percent-escape' };
    return { ok: true, path: removeDotSegments(decoded.replace(/\/{2,}/g, '/')), query };
}
/** Whether the path may differ from its canonical form (most paths are already canonical). */
function needsWork(path) {
    return path.includes('%') || path.includes('//') || /\/\.\.?(\/|$)/.test(path);
}
/** Decodes escapes of unreserved characters and upper-cases the rest; undefined for a malformed one. */
function decodeUnreserved(path) {
    let out = '';
    let from = 0;
    for (let at = path.indexOf('%'); at >= 0; at = path.indexOf('%', from)) {
        const hex = path.slice(at + 1, at + 3);
        if (!HEX.test(hex))
            return undefined;
        // An escaped NUL is never a path character: some file and string APIs end the string there.
        if (hex === '00')
            return undefined;
        const char = String.fromCharCode(Number.parseInt(hex, 16));
        out += path.slice(from, at) + (UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`);
        from = at + 3;
    }
    return out + path.slice(from);
}
/** RFC 3986 section 5.2.4 over an absolute path (it starts with `/`). */
function removeDotSegments(path) {
    const segments = path.split('/');
    const out = [];
    for (let i = 1; i < segments.length; i++) {
        const segment = segments[i];
        const last = i === segments.length - 1;
        if (segment === '.' || segment === '..') {
            if (segment === '..')
                out.pop();
            // A trailing dot segment leaves the path ending in a slash (`/a/b/..` is `/a/`).
            if (last)
                out.push('');
        }
        else
            out.push(segment);
    }
    return `/${out.join('/')}`;
}
