/**
 * Which browser requests the emulator's own pages (the consent page, the activation page) take, read from
 * the headers a browser sets and a web page cannot forge (Fetch Metadata's `Sec-Fetch-*`, and `Origin`):
 * - a POST (the page's form) only from the page itself: `Sec-Fetch-Site` absent, `same-origin` or `none`,
 *   and `Origin` absent or this emulator's own (`http://` and the Host the origin guard has checked).
 *   Another port of 127.0.0.1 is `same-site` to a browser, not same-origin: it is refused like any site.
 * - a GET (showing the page) from anywhere as a top-level navigation (an app opens it, a link leads to
 *   it), but not as a subresource or a frame of another origin (`<img>`, `fetch`, `<iframe>`): a page
 *   elsewhere could otherwise load the consent page in a loop, each load a pending request.
 * Clients that send none of these headers (curl, Node's fetch, the scripted browsers) are not browsers and
 * pass; a post still needs the form's per-page token (pageTokens.ts).
 */
import { parseUrl } from '../../rules/url.js';
/** Why a browser request to a page is refused (a sentence for the error page), or undefined. */
export function postRefusal(headers) {
    const site = headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none')
        return 'This form can only be sent from its own page (the request came from another site).';
    const origin = headers.origin;
    if (origin !== undefined && !ownOrigin(origin, headers.host))
        return 'This form can only be sent from its own page (the request came from another origin).';
    return undefined;
}
/** Why showing a page is refused: a subresource or frame load from another origin. */
export function loadRefusal(headers) {
    const site = headers['sec-fetch-site'];
    if (site === undefined || site === 'same-origin' || site === 'none')
        return undefined;
    if (headers['sec-fetch-mode'] === 'navigate' && headers['sec-fetch-dest'] === 'document')
        return undefined;
    return 'This page can only be opened in the browser, not loaded by another page.';
}
/** Whether `origin` is `http://<host>` for the request's own Host (one header each; `null` is not). */
function ownOrigin(origin, host) {
    if (typeof origin !== 'string' || typeof host !== 'string')
        return false;
    const url = parseUrl(origin);
    return url?.protocol === 'http:' && url.origin === origin.toLowerCase() && url.host === host.toLowerCase();
}
