/** Retry delays and abortable waits. */
/** How retries after network errors and 5xx responses are spaced. */
export interface BackoffOptions {
    /** Delay before the first retry, before jitter (ms). Default 250. */
    readonly baseMs: number;
    /** Upper bound of any one delay (ms). Default 5000. */
    readonly maxMs: number;
}
export declare const DEFAULT_BACKOFF: BackoffOptions;
/**
 * Delay before retry number `retry` (1-based): exponential (`base * 2^(retry-1)`, capped at `max`) with
 * "equal jitter" (a uniformly random half of it added to the other half), so retries from many clients
 * spread out but never come sooner than half the exponential step.
 */
export declare function backoffDelay(retry: number, options: BackoffOptions, random?: () => number): number;
/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts (clearing the timer). */
export declare function sleep(ms: number, signal: AbortSignal | undefined): Promise<void>;
