/**
 * `GET /_emulator/memory`: the emulator's memory figures, after a full collection when its Node runs with
 * `--expose-gc` (the soak's child), as they stand otherwise; behind the control API's guard.
 */
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import { PACKAGE_ROOT } from '../../src/native/loader.js';
import { startEmulatorChild } from '../support/emulatorChild.js';

const FIGURES = ['rss', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers'] as const;

describe('GET /_emulator/memory', () => {
  it('reports the figures without a collection when gc is not exposed, behind the control token', async () => {
    const controlToken = 'memory-route-control-token';
    const emulator = await startEmulator({ rateLimits: false, controlToken });
    try {
      const refused = await fetch(`${emulator.url}/_emulator/memory`);
      expect(refused.status).toBe(401);
      const answer = await fetch(`${emulator.url}/_emulator/memory`, {
        headers: { authorization: `Bearer ${controlToken}` },
      });
      expect(answer.status).toBe(200);
      const report = (await answer.json()) as Record<string, unknown>;
      expect(report.gc).toBe(false);
      for (const figure of FIGURES) expect(report[figure], figure).toBeGreaterThan(0);
    } finally {
      await emulator.close();
    }
  });

  it('collects first in a process started with --expose-gc', async () => {
    const { child, port } = await startEmulatorChild(PACKAGE_ROOT, ['--no-rate-limits'], ['--expose-gc']);
    try {
      const report = (await (await fetch(`http://127.0.0.1:${port}/_emulator/memory`)).json()) as Record<
        string,
        number | boolean
      >;
      expect(report.gc).toBe(true);
      expect(report.heapUsed).toBeLessThanOrEqual(report.heapTotal as number);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }, 60_000);
});
