/**
 * Per-attempt timeouts without one AbortController and one timer per request: attempts whose deadlines
 * fall in the same short slot share a controller that aborts when the slot ends. A slot is 1% of the
 * timeout wide (at least 1 ms), so an attempt times out between its deadline and 1% after it: 30 s
 * becomes 30.0-30.3 s, 150 ms stays 150-151 ms.
 *
 * Why: creating an AbortController and arming a timer were nearly half of the transport's own cost per
 * request with node-fetch (bench/transport.ts). A slot's timer is referenced only while an attempt uses
 * it, so an idle transport never keeps the process alive.
 *
 * Sharing is only right for a fetch that removes its abort listener when a request ends (the default
 * fetch, defaultFetch.ts; node-fetch does too). The default fetch's exchange (issue 45) does not listen
 * on the signal at all: it puts its request in the slot's `requests` while it runs, and the slot destroys
 * what is still there when it fires (a Set's add and delete cost a fraction of an `AbortSignal`
 * listener's add and remove).
 * undici's fetch (the global `fetch`) keeps its listener on the caller's signal until the request object
 * is garbage-collected, so a long-lived shared signal piles up listeners there and costs more than it
 * saves: with `share` false every attempt gets its own controller and timer.
 */
import { setMaxListeners } from 'node:events';
/** The `requests` of an unshared slot, which nothing puts a request in (see `Deadlines.start`). */
const NONE = new Set();
/** The deadline has passed: abort the signal first (so `expired()` is true), then end what runs. */
function fire(controller, requests) {
    controller.abort();
    if (requests.size === 0)
        return;
    const error = new Error('the request timed out');
    for (const request of requests)
        request.destroy(error);
    requests.clear();
}
export class Deadlines {
    #slots = new Map();
    #share;
    constructor(share) {
        this.#share = share;
    }
    /** A slot whose signal aborts no sooner than `timeoutMs` from now (and at most 1% later). */
    start(timeoutMs) {
        if (!this.#share) {
            const controller = new AbortController();
            const at = Date.now() + timeoutMs;
            const timer = setTimeout(() => controller.abort(), timeoutMs);
            // An injected fetch listens on the signal; only the default fetch's exchange uses `requests`.
            const own = { controller, signal: controller.signal, requests: NONE, at, timer, users: 1 };
            return own;
        }
        const width = Math.max(1, Math.floor(timeoutMs / 100));
        const at = Math.ceil((Date.now() + timeoutMs) / width) * width;
        let slot = this.#slots.get(at);
        if (slot === undefined) {
            const controller = new AbortController();
            // Many attempts listen to one signal: that is the point, not a leak.
            setMaxListeners(0, controller.signal);
            const requests = new Set();
            const timer = this.#arm(controller, requests, at);
            slot = { controller, signal: controller.signal, requests, at, timer, users: 0 };
            this.#slots.set(at, slot);
        }
        else if (slot.users === 0) {
            slot.timer.ref();
        }
        slot.users++;
        return slot;
    }
    /** The attempt using `slot` is over; the slot's timer stops holding the process open when unused. */
    release(deadline) {
        const slot = deadline;
        slot.users--;
        if (!this.#share)
            clearTimeout(slot.timer);
        else if (slot.users === 0)
            slot.timer.unref();
    }
    /** True once the slot's deadline has passed (its signal aborted). */
    expired(deadline) {
        return deadline.signal.aborted;
    }
    #arm(controller, requests, at) {
        return setTimeout(() => {
            this.#slots.delete(at);
            fire(controller, requests);
        }, Math.max(1, at - Date.now()));
    }
}
