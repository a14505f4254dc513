/**
 * The demo's call (`npm start`, src/cli/demoCall.ts) on two of the fixtures' players: both join the
 * lobby's call, the host's tone (523.25 Hz) goes out through the capture callback, and the guest reports
 * the frequency it hears (to the Hz, found by a Goertzel scan) and the latency; both calls end.
 */
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { shortCall } from '../../src/cli/demoCall.js';
import { testEmulator } from '../../src/testing/index.js';

const { players } = testEmulator({ afterEach, afterAll, timeoutMs: 15_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

it('the guest hears the tone the host sends, at its frequency, and both calls end', async () => {
  const [ana, ben] = await players(2);
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    lines.push(String(line));
  });
  await shortCall({ name: 'player', client: ana }, { name: 'rival', client: ben });
  const out = lines.join('\n');
  expect(out).toMatch(/\[player\] call Connected/);
  expect(out).toMatch(/\[rival\] call Connected/);
  const heard = /\[rival\] hears ([\d.]+) Hz, (\d+) ms after it was captured/.exec(out);
  expect(heard).not.toBeNull();
  expect(Math.abs(Number(heard?.[1]) - 523.25)).toBeLessThan(2);
  expect(out).toMatch(/\[player\] call Disconnected/);
  expect(out).toMatch(/\[rival\] EndCall done/);
  expect(ana.GetCalls()).toEqual([]);
});
