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
/** What a response says about its bucket (see `parseRateLimitHeaders`). */
export interface WindowInfo {
    readonly limit: number;
    readonly remaining: number;
    /** Milliseconds until the window resets, counted from when the response arrived. */
    readonly resetAfterMs: number;
}
export declare class RateGate {
    private readonly windowMs?;
    /** Requests allowed per window (`Infinity`: no limit known). */
    limit: number;
    /** Requests left in the current window, after the ones already admitted. */
    remaining: number;
    /** When the current window ends (ms since epoch); `Infinity`: unknown until a response says. */
    resetAt: number;
    /** No request is admitted before this time (a 429 told us to wait). */
    blockedUntil: number;
    /** Requests admitted and not yet released. */
    inFlight: number;
    private maxInFlight;
    private readonly queue;
    private timer;
    private timerAt;
    /**
     * @param windowMs - a self-managed window (the global limiter), or undefined for a learned bucket.
     * @param limit - requests per window for a self-managed window.
     */
    constructor(windowMs?: number | undefined, limit?: number);
    /** Number of requests parked in this gate. */
    get waiting(): number;
    /** True when nothing is parked or in flight and no block is pending: the gate can be forgotten. */
    idle(now: number): boolean;
    /** Admits immediately if possible (and nobody is parked ahead); false means call `acquire`. */
    tryAcquire(now: number): boolean;
    /** Waits until admitted; rejects with the signal's reason if it aborts first. */
    acquire(signal: AbortSignal | undefined): Promise<void>;
    /** Marks an admitted request finished (for learned buckets, after `learn()` if it had headers). */
    release(): void;
    /**
     * Records a response's rate-limit headers (learned buckets). Call before `release()`.
     * @param ownRequest - false when the response belongs to a request admitted by another gate (a route
     *   that turned out to share this bucket), so it is not among this gate's requests in flight.
     */
    learn(info: WindowInfo, now: number, ownRequest?: boolean): void;
    /** A response without rate-limit headers: the route has no known limit, stop probing. */
    learnUnlimited(): void;
    /**
     * How long, in ms from `now`, before this gate could admit anything: a 429's block, or the end of a
     * spent window whose reset is known. 0 when a request could go now (or the wait is unknown).
     */
    blockedFor(now: number): number;
    /** Admits nothing before `until` (ms since epoch), e.g. after a 429. */
    block(until: number): void;
    /** Changes a self-managed window's limit (the global limiter). */
    setLimit(limit: number): void;
    private admit;
    private pump;
    /** Keeps exactly one timer for the earliest moment a parked request could be admitted. */
    private schedule;
}
