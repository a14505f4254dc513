/**
 * Bounded waits for tests: `waitFor` polls a condition where no event tells us it became true, and
 * `settle` lets already-scheduled promise continuations run. Both hold the real timer functions, taken
 * when this module loads, so they keep working inside a test that fakes the timers (vi.useFakeTimers).
 */

// Captured before any test can fake them: a poll must not stall because the test froze time.
const realSetTimeout = globalThis.setTimeout;
const realSetImmediate = globalThis.setImmediate;
const realNow = performance.now.bind(performance);

/** Options of {@link waitFor}. */
export interface WaitForOptions {
  /** What is awaited, for the failure message ("bob in the cache"). */
  what: string;
  /** Give up after this many real ms. Default 5000. */
  timeoutMs?: number | undefined;
  /** Real ms between two checks. Default 5. */
  intervalMs?: number | undefined;
}

/**
 * Resolves with the first value of `condition` that is neither `undefined` nor `false`, checking every
 * `intervalMs`; rejects with `timed out after <ms> ms waiting for <what>` past the deadline.
 *
 * @example
 * await waitFor(() => client.GetStatus() === ClientStatus.Ready, { what: 'Ready' });
 */
export async function waitFor<T>(
  condition: () => T | undefined | false | Promise<T | undefined | false>,
  options: WaitForOptions,
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 5000;
  const intervalMs = options.intervalMs ?? 5;
  const deadline = realNow() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value !== undefined && value !== false) return value;
    if (realNow() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${options.what}`);
    await new Promise((resolve) => realSetTimeout(resolve, intervalMs));
  }
}

/**
 * One real turn of the event loop: every promise continuation queued so far (and those they queue) has
 * run when it resolves. Not a wait for I/O: use it after advancing fake timers, to see what they started.
 */
export function settle(): Promise<void> {
  return new Promise((resolve) => realSetImmediate(resolve));
}
