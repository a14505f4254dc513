/**
 * Who may talk to the emulator. It listens on 127.0.0.1 only, but a web page in a browser on the same
 * machine is a client too: through DNS rebinding (a name of the attacker's that resolves to 127.0.0.1) it
 * can read responses, and a cross-site form can send simple POSTs. So:
 * - every request must name the emulator itself in `Host` (`127.0.0.1:<port>` or `localhost:<port>`), which
 *   a rebinding page cannot forge;
 * - the control API (`/_emulator`) also refuses a foreign `Origin` and any body that is not JSON (a
 *   cross-site form can only send `text/plain`, urlencoded or multipart), and, when the emulator was given a
 *   control token, every request without it (for machines shared with other users).
 * The consent page's own form posts from the emulator's origin, so it passes. The console's static files
 * (`/_emulator/ui`) are control paths without the token: they hold no state, and a browser navigating to
 * them cannot send a header; everything the page then reads or does needs the token like any control call.
 */
import { parseUrl } from '../rules/url.js';
import { hostHeaderCount } from './requestPath.js';
import { safeEqual } from './secrets.js';
/** The Host values that name the emulator at `port` (compared in lowercase). */
function ownHostsAt(port) {
    return new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
}
/**
 * The guard of one server: checks each request's `Host`, and for control requests `Origin`, content type
 * and token. Every request passes through it, so the names the emulator answers to are worked out once
 * per port, not per request.
 */
export class OriginGuard {
    options;
    #port = -1;
    #own = ownHostsAt(0);
    constructor(options) {
        this.options = options;
    }
    /** Why the request is refused, or undefined (`'static'`: a control path that serves files, no token). */
    check(request, control) {
        const own = this.#ownHosts();
        // Node keeps the first of several Host headers: a second one, whatever the first, is refused (a
        // proxy in front could have routed on the other).
        if (request.raw !== undefined && hostHeaderCount(request.raw.rawHeaders) > 1)
            return { status: 400, message: 'a request must carry exactly one Host header' };
        const host = request.headers.host;
        // Clients send the lowercase spelling: it needs no case-folded copy.
        if (typeof host !== 'string' || !(own.has(host) || own.has(host.toLowerCase()))) {
            return { status: 400, message: `the Host header must name this emulator (127.0.0.1:${this.#port})` };
        }
        if (!control)
            return undefined;
        return controlRefusal(this.options, own, request, control);
    }
    #ownHosts() {
        const port = this.options.port();
        if (port !== this.#port) {
            this.#port = port;
            this.#own = ownHostsAt(port);
        }
        return this.#own;
    }
}
/** The control API's further checks: a foreign `Origin`, a body that is not JSON, the control token. */
function controlRefusal(options, own, request, control) {
    const origin = request.headers.origin;
    if (origin !== undefined && !(typeof origin === 'string' && own.has(originHost(origin)))) {
        return { status: 403, message: 'control requests from another origin are refused' };
    }
    const type = request.headers['content-type'];
    if (type !== undefined && !/^application\/json\s*(;|$)/i.test(String(type))) {
        return { status: 415, message: 'control request bodies must be application/json' };
    }
    if (options.controlToken !== undefined && control !== 'static') {
        const presented = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
        if (presented === undefined || !safeEqual(presented, options.controlToken)) {
            return {
                status: 401,
                message: 'the control API needs the control token (Authorization: Bearer <token>)',
            };
        }
    }
    return undefined;
}
/** `host:port` of an `Origin` value (`http://127.0.0.1:4000` -> `127.0.0.1:4000`), or '' when it is not one. */
function originHost(origin) {
    const url = parseUrl(origin);
    return url?.protocol === 'http:' ? url.host.toLowerCase() : '';
}
