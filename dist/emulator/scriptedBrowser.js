/**
 * A browser for tests and headless demos, for use as the SDK's `opener`: it loads the authorize URL the
 * way a browser would, takes the emulator's consent answer (set it with `control.setConsent('approve')` or
 * `'deny'`), and delivers the redirect: a loopback `http://127.0.0.1:<port>/...` redirect is loaded (so the
 * SDK's loopback receiver gets it, as from a real browser); any other redirect (a custom scheme such as
 * `discord-<app id>:/authorize/callback?...`, which the OS would hand to the app) goes to `onRedirect`.
 *
 * @example
 * const client = new Client({ baseUrl: emulator.url, opener: scriptedBrowser() });
 * // custom scheme: new Client({ ..., opener: scriptedBrowser({ onRedirect: (url) => client.HandleRedirect(url) }) })
 */
import { checkOptionKeys, optionKeys } from '../rules/optionKeys.js';
const SCRIPTED_BROWSER_KEYS = optionKeys({ onRedirect: true, timeoutMs: true });
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"' };
/** An entity's character: a named one, or a numeric one as the emulator's pages write them (`&#62;`). */
function entity(name) {
    if (!name.startsWith('#'))
        return ENTITIES[name] ?? '';
    const code = Number.parseInt(name.slice(1), 10);
    return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
}
/** An error page's status, heading and first paragraph as one line of text (`400 Unknown application: ...`). */
function errorPageText(status, html) {
    const text = (tag) => (new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(html)?.[1] ?? '').replace(/&(amp|lt|gt|quot|#\d{1,7});/g, (_, name) => entity(name));
    const heading = text('h1');
    return heading === '' ? `HTTP ${status}` : `${status} ${heading}: ${text('p')}`;
}
/** Returns an opener `(url) => Promise<void>` that plays the browser against the emulator. */
export function scriptedBrowser(options = {}) {
    checkOptionKeys(options, SCRIPTED_BROWSER_KEYS, 'scriptedBrowser: options');
    const timeoutMs = options.timeoutMs ?? 10_000;
    return async (authorizeUrl) => {
        const consent = await fetch(authorizeUrl, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
        const location = consent.headers.get('location');
        if (location === null) {
            const page = await consent.text();
            if (consent.status >= 400) {
                // The service refused the request itself (an unknown client_id, an unregistered redirect_uri): it
                // shows an error page and never redirects. Its own words say which.
                throw new Error(`scriptedBrowser: the service refused the authorization request: ${errorPageText(consent.status, page)}`);
            }
            throw new Error(`scriptedBrowser: the authorize page answered ${consent.status} without a redirect ` +
                "(the emulator's consent is 'page'? set it with control.setConsent('approve'))");
        }
        await consent.body?.cancel();
        const redirect = new URL(location, authorizeUrl);
        if (redirect.protocol === 'http:' && LOOPBACK_HOSTS.has(redirect.hostname)) {
            const page = await fetch(redirect, { signal: AbortSignal.timeout(timeoutMs) });
            await page.body?.cancel();
            return;
        }
        if (options.onRedirect === undefined) {
            throw new Error(`scriptedBrowser: the redirect is not a loopback http URL (its scheme is ${redirect.protocol}); only the OS ` +
                'can deliver it: ' +
                'pass onRedirect, for example (url) => client.HandleRedirect(url)');
        }
        await options.onRedirect(redirect.href);
    };
}
