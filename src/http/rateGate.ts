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
function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

interface Waiter {
  readonly resolve: () => void;
  readonly reject: (reason: unknown) => void;
  readonly signal: AbortSignal | undefined;
  readonly onAbort: (() => void) | undefined;
}

/** Tolerance when deciding whether a response's reset time starts a new window (timing noise). */
const NEW_WINDOW_TOLERANCE_MS = 50;

/** What a response says about its bucket (see `parseRateLimitHeaders`). */
export interface WindowInfo {
  readonly limit: number;
  readonly remaining: number;
  /** Milliseconds until the window resets, counted from when the response arrived. */
  readonly resetAfterMs: number;
}

export class RateGate {
  /** Requests allowed per window (`Infinity`: no limit known). */
  limit: number;
  /** Requests left in the current window, after the ones already admitted. */
  remaining: number;
  /** When the current window ends (ms since epoch); `Infinity`: unknown until a response says. */
  resetAt = 0;
  /** No request is admitted before this time (a 429 told us to wait). */
  blockedUntil = 0;
  /** Requests admitted and not yet released. */
  inFlight = 0;
  private maxInFlight: number;
  private readonly queue: Waiter[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private timerAt = 0;

  /**
   * @param windowMs - a self-managed window (the global limiter), or undefined for a learned bucket.
   * @param limit - requests per window for a self-managed window.
   */
  constructor(
    private readonly windowMs?: number,
    limit = Number.POSITIVE_INFINITY,
  ) {
    this.limit = limit;
    this.remaining = limit;
    // A learned bucket starts as a probe: one request until a response describes the bucket.
    this.maxInFlight = windowMs === undefined ? 1 : Number.POSITIVE_INFINITY;
  }

  /** Number of requests parked in this gate. */
  get waiting(): number {
    return this.queue.length;
  }

  /** True when nothing is parked or in flight and no block is pending: the gate can be forgotten. */
  idle(now: number): boolean {
    const windowOver = now >= this.resetAt || !Number.isFinite(this.resetAt);
    return this.queue.length === 0 && this.inFlight === 0 && now >= this.blockedUntil && windowOver;
  }

  /** Admits immediately if possible (and nobody is parked ahead); false means call `acquire`. */
  tryAcquire(now: number): boolean {
    return this.queue.length === 0 && this.admit(now);
  }

  /** Waits until admitted; rejects with the signal's reason if it aborts first. */
  acquire(signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    return new Promise<void>((resolve, reject) => {
      const onAbort =
        signal === undefined
          ? undefined
          : () => {
              const index = this.queue.indexOf(waiter);
              if (index >= 0) this.queue.splice(index, 1);
              reject(abortReason(signal));
              this.pump();
            };
      const waiter: Waiter = { resolve, reject, signal, onAbort };
      if (signal !== undefined && onAbort !== undefined)
        signal.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
      this.pump();
    });
  }

  /** Marks an admitted request finished (for learned buckets, after `learn()` if it had headers). */
  release(): void {
    if (this.inFlight > 0) this.inFlight--;
    if (this.queue.length > 0) this.pump();
  }

  /**
   * Records a response's rate-limit headers (learned buckets). Call before `release()`.
   * @param ownRequest - false when the response belongs to a request admitted by another gate (a route
   *   that turned out to share this bucket), so it is not among this gate's requests in flight.
   */
  learn(info: WindowInfo, now: number, ownRequest = true): void {
    this.maxInFlight = Number.POSITIVE_INFINITY;
    this.limit = Math.max(1, info.limit);
    // The service counted only the requests it had processed; others of ours may still be on their way.
    const othersInFlight = Math.max(0, this.inFlight - (ownRequest ? 1 : 0));
    const serverRemaining = Math.max(0, info.remaining - othersInFlight);
    const resetAt = now + Math.max(0, info.resetAfterMs);
    if (
      !Number.isFinite(this.resetAt) ||
      this.resetAt === 0 ||
      resetAt > this.resetAt + NEW_WINDOW_TOLERANCE_MS
    ) {
      this.remaining = serverRemaining;
      this.resetAt = resetAt;
    } else {
      this.remaining = Math.min(this.remaining, serverRemaining);
    }
  }

  /** A response without rate-limit headers: the route has no known limit, stop probing. */
  learnUnlimited(): void {
    this.maxInFlight = Number.POSITIVE_INFINITY;
  }

  /**
   * How long, in ms from `now`, before this gate could admit anything: a 429's block, or the end of a
   * spent window whose reset is known. 0 when a request could go now (or the wait is unknown).
   */
  blockedFor(now: number): number {
    const spentUntil = this.remaining <= 0 && Number.isFinite(this.resetAt) ? this.resetAt : 0;
    return Math.max(0, this.blockedUntil - now, spentUntil - now);
  }

  /** Admits nothing before `until` (ms since epoch), e.g. after a 429. */
  block(until: number): void {
    if (until > this.blockedUntil) this.blockedUntil = until;
  }

  /** Changes a self-managed window's limit (the global limiter). */
  setLimit(limit: number): void {
    const used = this.limit - this.remaining;
    this.limit = limit;
    this.remaining = Math.max(0, limit - (Number.isFinite(used) ? used : 0));
    this.pump();
  }

  private admit(now: number): boolean {
    if (now < this.blockedUntil || this.inFlight >= this.maxInFlight) return false;
    if (now >= this.resetAt) {
      this.remaining = this.limit;
      // A self-managed window starts now; a learned one is unknown until the next response.
      this.resetAt = this.windowMs === undefined ? Number.POSITIVE_INFINITY : now + this.windowMs;
    }
    if (this.remaining <= 0) return false;
    this.remaining--;
    this.inFlight++;
    return true;
  }

  private pump(): void {
    const now = Date.now();
    while (this.queue.length > 0 && this.admit(now)) {
      const waiter = this.queue.shift() as Waiter;
      if (waiter.signal !== undefined && waiter.onAbort !== undefined)
        waiter.signal.removeEventListener('abort', waiter.onAbort);
      waiter.resolve();
    }
    this.schedule(now);
  }

  /** Keeps exactly one timer for the earliest moment a parked request could be admitted. */
  private schedule(now: number): void {
    let wakeAt = Number.POSITIVE_INFINITY;
    if (this.queue.length > 0 && this.inFlight < this.maxInFlight) {
      wakeAt = Math.max(this.blockedUntil, this.remaining <= 0 ? this.resetAt : 0, now);
    }
    if (this.timer !== undefined && this.timerAt === wakeAt) return;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    if (!Number.isFinite(wakeAt)) return;
    this.timerAt = wakeAt;
    // Referenced on purpose: a parked request is pending work that the process must not drop.
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.pump();
      },
      Math.max(1, wakeAt - now),
    );
  }
}
