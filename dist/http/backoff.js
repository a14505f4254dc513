/** Retry delays and abortable waits. */
export const DEFAULT_BACKOFF = { baseMs: 250, maxMs: 5000 };
/**
 * Delay before retry number `retry` (1-based): exponential (`base * 2^(retry-1)`, capped at `max`) with
 * "equal jitter" (a uniformly random half of it added to the other half), so retries from many clients
 * spread out but never come sooner than half the exponential step.
 */
export function backoffDelay(retry, options, random = Math.random) {
    const exponential = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, retry - 1));
    return Math.round(exponential / 2 + random() * (exponential / 2));
}
/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts (clearing the timer). */
export function sleep(ms, signal) {
    if (signal?.aborted)
        return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal?.reason);
        };
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        signal?.addEventListener('abort', onAbort, { once: true });
    });
}
