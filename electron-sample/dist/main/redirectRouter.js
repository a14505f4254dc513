/**
 * Where redirects from the OS go. They arrive three ways — argv on a cold start (Windows, Linux), argv of
 * a second instance (`second-instance`), and `open-url` (macOS, possibly before the app is ready) — and
 * all of them end in the same place: `Client.HandleRedirect`. Until the client exists they wait here, in a
 * short queue, so a macOS cold start loses nothing. Anything that is not one URL of our scheme is dropped
 * without echoing it (it may carry a code).
 */
import { checkRedirectUrl, extractRedirectUrl, resolveScheme } from 'social-sdk';
/** Redirects kept while no sink is attached; one sign-in needs one, a few cover double clicks. */
export const MAX_PENDING_REDIRECTS = 4;
export class RedirectRouter {
    scheme;
    #pending = [];
    #sink;
    #onDropped;
    /** @param appIdOrScheme the application id (`discord-<id>`) or a custom scheme. */
    constructor(appIdOrScheme, onDropped = () => { }) {
        this.scheme = resolveScheme(appIdOrScheme, 'RedirectRouter(appIdOrScheme)');
        this.#onDropped = onDropped;
    }
    /** A command line (cold start or `second-instance`): routes its one redirect URL, if it has one. */
    fromArgv(argv) {
        const url = extractRedirectUrl(argv, this.scheme);
        if (url === undefined)
            return false;
        this.#route(url);
        return true;
    }
    /** macOS `open-url`: the URL alone. */
    fromOpenUrl(candidate) {
        const check = checkRedirectUrl(candidate, this.scheme);
        if (!check.ok) {
            this.#onDropped(`open-url ignored: ${check.reason}`);
            return false;
        }
        this.#route(check.url);
        return true;
    }
    /** Attaches the sink and hands it what arrived before it. */
    attach(sink) {
        this.#sink = sink;
        for (const url of this.#pending.splice(0))
            sink(url);
    }
    get pendingCount() {
        return this.#pending.length;
    }
    #route(url) {
        if (this.#sink !== undefined) {
            this.#sink(url);
            return;
        }
        if (this.#pending.length >= MAX_PENDING_REDIRECTS) {
            this.#onDropped(`redirect dropped: ${MAX_PENDING_REDIRECTS} already waiting for the client`);
            return;
        }
        this.#pending.push(url);
    }
}
//# sourceMappingURL=redirectRouter.js.map