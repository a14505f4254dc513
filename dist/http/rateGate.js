/**
 * A FIFO gate in front of a rate-limited resource: admits a request only while the current window has
 * requests left, and parks the rest until the window resets (or until a response tells more).
 *
 * Two flavours share this code:
 * - a per-route bucket, whose limit and reset time are learned from response headers (`learn()`); until the
 *   first response it lets one request through as a probe, so a burst cannot overrun an unknown limit;
 * - the global limiter, which runs its own fixed window (`windowMs`) of `limit` requests.
 *
 * Timers exist only while requests are parked, so an idle gate never keeps the process alive.
 */
/** Error used to reject a parked request whose signal was aborted: the signal's own reason. */
function abortReason(signal) {
    return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}
/** Tolerance when deciding whether a response's reset time starts a new window (timing noise). */
const NEW_WINDOW_TOLERANCE_MS = 50;
export class RateGate {
    windowMs;
    /** Requests allowed per window (`Infinity`: no limit known). */
    limit;
    /** Requests left in the current window, after the ones already admitted. */
    remaining;
    /** When the current window ends (ms since epoch); `Infinity`: unknown until a response says. */
    resetAt = 0;
    /** No request is admitted before this time (a 429 told us to wait). */
    blockedUntil = 0;
    /** Requests admitted and not yet released. */
    inFlight = 0;
    maxInFlight;
    queue = [];
    timer;
    timerAt = 0;
    /**
     * @param windowMs - a self-managed window (the global limiter), or undefined for a learned bucket.
     * @param limit - requests per window for a self-managed window.
     */
    constructor(windowMs, limit = Number.POSITIVE_INFINITY) {
        this.windowMs = windowMs;
        this.limit = limit;
        this.remaining = limit;
        // A learned bucket starts as a probe: one request until a response describes the bucket.
        this.maxInFlight = windowMs === undefined ? 1 : Number.POSITIVE_INFINITY;
    }
    /** Number of requests parked in this gate. */
    get waiting() {
        return this.queue.length;
    }
    /** True when nothing is parked or in flight and no block is pending: the gate can be forgotten. */
    idle(now) {
        const windowOver = now >= this.resetAt || !Number.isFinite(this.resetAt);
        return this.queue.length === 0 && this.inFlight === 0 && now >= this.blockedUntil && windowOver;
    }
    /** Admits immediately if possible (and nobody is parked ahead); false means call `acquire`. */
    tryAcquire(now) {
        return this.queue.length === 0 && this.admit(now);
    }
    /** Waits until admitted; rejects with the signal's reason if it aborts first. */
    acquire(signal) {
        if (signal?.aborted)
            return Promise.reject(abortReason(signal));
        return new Promise((resolve, reject) => {
            const onAbort = signal === undefined
                ? undefined
                : () => {
                    const index = this.queue.indexOf(waiter);
                    if (index >= 0)
                        this.queue.splice(index, 1);
                    reject(abortReason(signal));
                    this.pump();
                };
            const waiter = { resolve, reject, signal, onAbort };
            if (signal !== undefined && onAbort !== undefined)
                signal.addEventListener('abort', onAbort, { once: true });
            this.queue.push(waiter);
            this.pump();
        });
    }
    /** Marks an admitted request finished (for learned buckets, after `learn()` if it had headers). */
    release() {
        if (this.inFlight > 0)
            this.inFlight--;
        if (this.queue.length > 0)
            this.pump();
    }
    /**
     * Records a response's rate-limit headers (learned buckets). Call before `release()`.
     * @param ownRequest - false when the response belongs to a request admitted by another gate (a route
     *   that turned out to share this bucket), so it is not among this gate's requests in flight.
     */
    learn(info, now, ownRequest = true) {
        this.maxInFlight = Number.POSITIVE_INFINITY;
        this.limit = Math.max(1, info.limit);
        // The service counted only the requests it had processed; others of ours may still be on their way.
        const othersInFlight = Math.max(0, this.inFlight - (ownRequest ? 1 : 0));
        const serverRemaining = Math.max(0, info.remaining - othersInFlight);
        const resetAt = now + Math.max(0, info.resetAfterMs);
        if (!Number.isFinite(this.resetAt) ||
            this.resetAt === 0 ||
            resetAt > this.resetAt + NEW_WINDOW_TOLERANCE_MS) {
            this.remaining = serverRemaining;
            this.resetAt = resetAt;
        }
        else {
            this.remaining = Math.min(this.remaining, serverRemaining);
        }
    }
    /** A response without rate-limit headers: the route has no known limit, stop probing. */
    learnUnlimited() {
        this.maxInFlight = Number.POSITIVE_INFINITY;
    }
    /**
     * How long, in ms from `now`, before this gate could admit anything: a 429's block, or the end of a
     * spent window whose reset is known. 0 when a request could go now (or the wait is unknown).
     */
    blockedFor(now) {
        const spentUntil = this.remaining <= 0 && Number.isFinite(this.resetAt) ? this.resetAt : 0;
        return Math.max(0, this.blockedUntil - now, spentUntil - now);
    }
    /** Admits nothing before `until` (ms since epoch), e.g. after a 429. */
    block(until) {
        if (until > this.blockedUntil)
            this.blockedUntil = until;
    }
    /** Changes a self-managed window's limit (the global limiter). */
    setLimit(limit) {
        const used = this.limit - this.remaining;
        this.limit = limit;
        this.remaining = Math.max(0, limit - (Number.isFinite(used) ? used : 0));
        this.pump();
    }
    admit(now) {
        if (now < this.blockedUntil || this.inFlight >= this.maxInFlight)
            return false;
        if (now >= this.resetAt) {
            this.remaining = this.limit;
            // A self-managed window starts now; a learned one is unknown until the next response.
            this.resetAt = this.windowMs === undefined ? Number.POSITIVE_INFINITY : now + this.windowMs;
        }
        if (this.remaining <= 0)
            return false;
        this.remaining--;
        this.inFlight++;
        return true;
    }
    pump() {
        const now = Date.now();
        while (this.queue.length > 0 && this.admit(now)) {
            const waiter = this.queue.shift();
            if (waiter.signal !== undefined && waiter.onAbort !== undefined)
                waiter.signal.removeEventListener('abort', waiter.onAbort);
            waiter.resolve();
        }
        this.schedule(now);
    }
    /** Keeps exactly one timer for the earliest moment a parked request could be admitted. */
    schedule(now) {
        let wakeAt = Number.POSITIVE_INFINITY;
        if (this.queue.length > 0 && this.inFlight < this.maxInFlight) {
            wakeAt = Math.max(this.blockedUntil, this.remaining <= 0 ? this.resetAt : 0, now);
        }
        if (this.timer !== undefined && this.timerAt === wakeAt)
            return;
        if (this.timer !== undefined)
            clearTimeout(this.timer);
        this.timer = undefined;
        if (!Number.isFinite(wakeAt))
            return;
        this.timerAt = wakeAt;
        // Referenced on purpose: a parked request is pending work that the process must not drop.
        this.timer = setTimeout(() => {
            this.timer = undefined;
            this.pump();
        }, Math.max(1, wakeAt - now));
    }
}
