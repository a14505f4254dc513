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
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** Returns an opener `(url) => Promise<void>` that plays the browser against the emulator. */
export function scriptedBrowser(options = {}) {
    const timeoutMs = options.timeoutMs ?? 10_000;
    return async (authorizeUrl) => {
        const consent = await fetch(authorizeUrl, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
        await consent.body?.cancel();
        const location = consent.headers.get('location');
        if (location === null) {
            throw new Error(`scriptedBrowser: the authorize page answered ${consent.status} without a redirect ` +
                "(the emulator's consent is 'page'? set it with control.setConsent('approve'))");
        }
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
