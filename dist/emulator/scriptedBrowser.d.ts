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
/** Options of {@link scriptedBrowser}. */
export interface ScriptedBrowserOptions {
    /** Receives a redirect that is not a loopback http URL (a custom scheme), as the OS would hand it over. */
    readonly onRedirect?: ((url: string) => unknown) | undefined;
    /** Bound on each of the two page loads, in milliseconds (default 10000). */
    readonly timeoutMs?: number | undefined;
}
/** Returns an opener `(url) => Promise<void>` that plays the browser against the emulator. */
export declare function scriptedBrowser(options?: ScriptedBrowserOptions): (url: string) => Promise<void>;
