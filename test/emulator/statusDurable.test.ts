/**
 * Issue 38, seen on the way: a status chosen with op 3 is account-wide state (it outlives sessions), but
 * op 3 has no response, so nothing saved it: a kill -9 before the next HTTP write lost it. Now the op is
 * saved like any write. The test waits for the data file to hold the status (a watch on the file, bounded)
 * and starts a second emulator from a copy of the file as it is on disk at that moment, as a restart
 * after kill -9 would.
 */
import { watch } from 'node:fs';
import { copyFile, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import { RawGateway } from '../connection/world.js';
import { signIn, startFixture, useTempDir } from './helpers.js';

const temp = useTempDir('emulator-status-');

/** Resolves once `file` holds `text`, checked on each change of its folder; rejects after `ms`. */
function fileHolds(file: string, text: string, ms = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = async (): Promise<boolean> => (await readFile(file, 'utf8').catch(() => '')).includes(text);
    const watcher = watch(dirname(file), () => {
      void check().then((held) => held && done());
    });
    const timer = setTimeout(() => {
      watcher.close();
      reject(new Error(`${file} never held ${text}`));
    }, ms);
    const done = (): void => {
      clearTimeout(timer);
      watcher.close();
      resolve();
    };
    void check().then((held) => held && done());
  });
}

describe('op 3 status is saved like a write', () => {
  it('a status set over the gateway is on disk without any HTTP write after it', async () => {
    const file = temp('status.json');
    const fx = await startFixture({ dataFile: file });
    const copy = temp('status-copy.json');
    try {
      const tokens = await signIn(fx);
      const gateway = await RawGateway.identified(
        fx.emulator.control.gateway.url(),
        tokens.access_token ?? '',
      );
      gateway.send({ op: 3, d: { status: 'dnd', since: null, afk: false, activities: [] } });
      await fileHolds(file, '"dnd"');
      await copyFile(file, copy);
      gateway.close();
    } finally {
      await fx.emulator.close();
    }
    // The restarted emulator reads the status back from the file as it was on disk.
    const restarted = await startEmulator({ dataFile: copy, rateLimits: false });
    try {
      const state = (await (await fetch(`${restarted.url}/_emulator/state`)).json()) as {
        collections: Record<string, unknown>;
      };
      const presence = JSON.stringify(state.collections.presence);
      expect(presence).toContain(fx.user.id);
      expect(presence).toContain('"dnd"');
    } finally {
      await restarted.close();
    }
  });
});
