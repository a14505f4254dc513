/** The sliding-window pacer of the presence commands and its coalescing (src/client/pacer.ts), on fake timers. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LatestOnly, Pacer } from '../../src/client/pacer.js';

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

describe('LatestOnly', () => {
  it('1,000 submissions in a second send at most the allowance, the last one winning', async () => {
    vi.useFakeTimers({ now: 0 });
    const latest = new LatestOnly(new Pacer(5, 20_000));
    const sent: number[] = [];
    const settled: Promise<void>[] = [];
    for (let i = 0; i < 1000; i++) {
      const value = i;
      settled.push(latest.submit(() => sent.push(value)));
      // A frame every millisecond: the pacer's turns are taken as they come.
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(sent.length).toBeLessThanOrEqual(5);
    expect(sent.at(-1)).not.toBe(999);
    // The window opens: the newest state goes out, and every submission has settled.
    await vi.advanceTimersByTimeAsync(20_000);
    await Promise.all(settled);
    expect(sent.length).toBeLessThanOrEqual(6);
    expect(sent.at(-1)).toBe(999);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
  });

  it('a send that throws rejects every submission it carried, and the next one sends again', async () => {
    vi.useFakeTimers({ now: 0 });
    const latest = new LatestOnly(new Pacer(5, 20_000));
    const first = latest.submit(() => {
      throw new Error('not connected');
    });
    const second = latest.submit(() => {
      throw new Error('still not connected');
    });
    await expect(first).rejects.toThrow('still not connected');
    await expect(second).rejects.toThrow('still not connected');
    let sent = false;
    await latest.submit(() => {
      sent = true;
    });
    expect(sent).toBe(true);
  });
});
