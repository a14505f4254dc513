/**
 * Fake time for tests of code that waits (timeouts, backoff, rate-limit windows) while its I/O stays real:
 * only setTimeout, clearTimeout and Date are faked, and time moves only when the test says so, or when
 * nothing is in flight and the code under test can only be waiting for a timer. Measured durations are
 * then the designed ones exactly, however slow the machine.
 */
import { vi } from 'vitest';
import { settle, waitFor } from './waitFor.js';

/** Runs `body` with setTimeout, clearTimeout and Date faked (starting at the real now); restores them. */
export async function withFakeClock<T>(body: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  try {
    return await body();
  } finally {
    vi.useRealTimers();
  }
}

/**
 * Waits for `promise` on the fake clock: whenever `busy()` is false (no request in flight) it lets pending
 * continuations run and, if the promise is still pending, moves time to the next timer. I/O is awaited in
 * real time and costs no fake time. A wait on I/O longer than `timeoutMs` real ms fails with `what`.
 */
export async function settleOnFakeClock<T>(
  promise: Promise<T>,
  busy: () => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  let done = false;
  const observed = promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  while (!done) {
    await waitFor(() => done || !busy(), { what: `${what} (a request in flight)`, timeoutMs });
    await settle();
    if (done || busy()) continue;
    if (vi.getTimerCount() === 0) {
      await waitFor(() => done || busy(), { what: `${what} (no timer, no request)`, timeoutMs });
      continue;
    }
    await vi.advanceTimersToNextTimerAsync();
  }
  await observed;
  return promise;
}
