/** The sliding-window pacer of `SetOnlineStatus` (src/client/pacer.ts), on fake timers. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pacer } from '../../src/client/pacer.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('Pacer', () => {
  it('lets `limit` turns through at once, and the next when the oldest leaves the window', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const pacer = new Pacer(5, 20_000);
    const taken: number[] = [];
    const turns = Array.from({ length: 7 }, (_, i) => pacer.turn().then(() => taken.push(i)));
    await vi.advanceTimersByTimeAsync(0);
    expect(taken).toEqual([0, 1, 2, 3, 4]);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(taken).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(2);
    await Promise.all(turns);
    expect(taken).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('turns spread over time never wait', async () => {
    vi.useFakeTimers({ now: 0 });
    const pacer = new Pacer(2, 1000);
    for (let i = 0; i < 10; i++) {
      let done = false;
      void pacer.turn().then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(done).toBe(true);
      vi.setSystemTime(Date.now() + 600);
    }
  });
});
