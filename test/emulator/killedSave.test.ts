/**
 * A kill during a save leaves a temporary file behind (the data file itself stays intact: the rename never
 * happened). The next start removes the temporaries of dead writers, keeps a live writer's, and loads.
 */
import { spawn } from 'node:child_process';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import { PACKAGE_ROOT } from '../../src/native/loader.js';
import { useTempDir } from './helpers.js';

const temp = useTempDir('emulator-killed-');

/** A pid that is surely not running: past Linux's pid_max default (4194304). */
const DEAD_PID = 4_194_305;

describe('temporaries of interrupted saves', () => {
  it('are removed at start when their writer is gone; a live writer’s and other files are kept', async () => {
    const file = temp('fake.json');
    const dead = `.fake.json.${DEAD_PID}.0123456789ab.tmp`;
    const live = `.fake.json.${process.ppid}.0123456789ab.tmp`;
    const other = '.other.json.1.0123456789ab.tmp';
    for (const name of [dead, live, other]) await writeFile(temp(name), '{}');
    const emulator = await startEmulator({ dataFile: file, rateLimits: false });
    try {
      const left = await readdir(temp());
      expect(left).not.toContain(dead);
      expect(left).toContain(live);
      expect(left).toContain(other);
    } finally {
      await emulator.close();
    }
  });

  it('after kill -9 in the middle of saving, nothing acknowledged is lost and no temporary is left', async () => {
    const file = temp('killed.json');
    // A child emulator that saves as fast as it can (each seed changes the state), killed mid-stream.
    const script = `
      const { startEmulator } = await import(${JSON.stringify(join(PACKAGE_ROOT, 'src/emulator/index.ts'))});
      const emulator = await startEmulator({ dataFile: ${JSON.stringify(file)}, rateLimits: false });
      let n = 0;
      for (;;) {
        await emulator.control.seed({ users: [{ username: 'u' + n }] });
        n += 1;
        if (n >= 20) process.stdout.write('saved ' + n + '\\n');
      }`;
    let acknowledged = 0;
    for (let round = 0; round < 3; round++) {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: PACKAGE_ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      // Let it save a few more each round (counted by the child, not timed), then kill it wherever it is.
      const killAfter = 20 + 5 * (round + 1);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the child never saved ${killAfter} users`)), 20_000);
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += String(chunk);
          if (!output.includes(`saved ${killAfter}\n`)) return;
          clearTimeout(timer);
          resolve();
        });
        child.once('exit', (code) => reject(new Error(`child exited early (${code})`)));
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      const emulator = await startEmulator({ dataFile: file, rateLimits: false });
      try {
        const users = emulator.server.emulator.store.users.size;
        // Each restart keeps at least what the previous one had (saves are acknowledged in order).
        expect(users).toBeGreaterThanOrEqual(acknowledged);
        acknowledged = users;
      } finally {
        await emulator.close();
      }
      expect((await readdir(temp())).filter((name) => name.startsWith('.killed.json.'))).toEqual([]);
    }
    expect(acknowledged).toBeGreaterThan(20);
  }, 90_000);
});
