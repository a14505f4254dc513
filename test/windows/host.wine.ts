/**
 * The addon and the audio module in a host executable that is not called node.exe, as in an Electron
 * game (electron.exe, or the game's own renamed executable). Both import the Node-API functions through a
 * delay-load import library whose "node.exe" a hook answers with the running executable
 * (native/host_module_win.cc). Node for Windows copied to electron.exe in a folder of its own (no node.exe
 * beside it to be found by name) loads each module, and the module works there. Before the hook, both
 * failed with "Module not found.".
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { requiredEnv } from './support/environment.js';
import './support/lingering.js';

const folder = mkdtempSync(join(tmpdir(), 'social-sdk-host-'));
const host = join(folder, 'electron.exe');
copyFileSync(process.execPath, host);
after(() => rmSync(folder, { recursive: true, force: true }));

/** Runs `script` in the renamed host (bounded) and returns what it printed, or fails with its stderr. */
function inHost(script: string): string {
  const result = spawnSync(host, ['-e', script], { encoding: 'utf8', timeout: 60_000, windowsHide: true });
  assert.equal(result.status, 0, `the host exited with ${result.status}: ${result.stderr}`);
  return result.stdout.trim();
}

describe('a host executable with another name (electron.exe)', () => {
  it('loads the addon, whose calls reach the host: OS randomness of the size asked', () => {
    const addon = requiredEnv('SOCIAL_SDK_NATIVE_PATH');
    const printed = inHost(
      `const a = require(${JSON.stringify(addon)}); const b = a.randomBytes(48);
       process.stdout.write(JSON.stringify({ source: a.randomSource, length: b.length, zero: b.every((x) => x === 0) }));`,
    );
    assert.deepEqual(JSON.parse(printed), { source: 'BCryptGenRandom', length: 48, zero: false });
  });

  it('loads the audio module, whose calls reach the host: its backends and device lists', () => {
    const audio = requiredEnv('SOCIAL_SDK_AUDIO_PATH');
    const printed = inHost(
      `const m = require(${JSON.stringify(audio)});
       m.listDevices('auto').then((list) => process.stdout.write(JSON.stringify({ apis: m.apis(), listed: Array.isArray(list.devices) })));`,
    );
    assert.deepEqual(JSON.parse(printed), { apis: ['wasapi', 'ds'], listed: true });
  });
});
