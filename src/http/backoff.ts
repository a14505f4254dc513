/** Retry delays and abortable waits. */

/** How retries after network errors and 5xx responses are spaced. */
export interface BackoffOptions {
  /** Delay before the first retry, before jitter (ms). Default 250. */
  readonly baseMs: number;
  /** Upper bound of any one delay (ms). Default 5000. */
  readonly maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 250, maxMs: 5000 };

/**
 * Delay before retry number `retry` (1-based): exponential (`base * 2^(retry-1)`, capped at `max`) with
 * "equal jitter" (a uniformly random half of it added to the other half), so retries from many clients
 * spread out but never come sooner than half the exponential step.
 */
export function backoffDelay(
  retry: number,
  options: BackoffOptions,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, retry - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts (clearing the timer). */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise<void>((resolve, reject) => {
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
