/**
 * @discordjs/voice (0.18.0, the release that runs on Node 20), unchanged, on the emulator's voice
 * server: two discord.js bots join a guild voice channel (op 4, VOICE_STATE_UPDATE and
 * VOICE_SERVER_UPDATE), reach the voice gateway over TLS, discover their address over UDP and pick
 * aead_aes256_gcm_rtpsize; one plays a 440 Hz tone (Opus through opusscript), the other receives it
 * through its receiver, decodes it and finds 440 Hz; both leave. The library's URL is fixed
 * (`wss://<endpoint>?v=4`) and passes no `ca`, so the bots run in a child process whose
 * NODE_EXTRA_CA_CERTS names the emulator's CA (docs/voice-server.md): the documented way.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTempDir } from '../emulator/helpers.js';
import { startVoiceWorld, type VoiceWorld } from '../emulator/voiceWorld.js';
import { runBots } from './botsChild.js';

const temp = useTempDir('voice-compat-');

let w: VoiceWorld;
beforeAll(async () => {
  w = await startVoiceWorld();
});
afterAll(async () => {
  await w?.fx.emulator.close();
});

interface ChildResult {
  ok: boolean;
  error?: string;
  ready?: boolean;
  speakingUser?: string;
  packets?: number;
  measured?: { hz: number; rms: number; samples: number };
}

describe('@discordjs/voice on the emulator', () => {
  it('two bots join, one plays a tone, the other receives and decodes it, both leave', async () => {
    const caFile = temp('voice-ca.pem');
    writeFileSync(caFile, w.ca);
    const result = await runBots<ChildResult>(process.execPath, w, caFile, 60_000);
    expect(result.error).toBeUndefined();
    expect(result.ok).toBe(true);
    expect(result.speakingUser).toBe(w.bots[0].botUserId);
    // 1.5 s of 20 ms frames: 75 packets (and the five silence frames), most of which must arrive.
    expect(result.packets ?? 0).toBeGreaterThan(60);
    expect(result.measured?.hz ?? 0).toBeGreaterThan(430);
    expect(result.measured?.hz ?? 0).toBeLessThan(450);
    expect(result.measured?.rms ?? 0).toBeGreaterThan(3000);
    const relay = w.fx.emulator.control.voice.stats().relay;
    expect(relay?.drops.badTag).toBe(0);
    expect(relay?.forwarded ?? 0).toBeGreaterThan(60);
    // Both left: no call, and the voice states are gone (dispatched with channel_id null).
    expect(w.fx.emulator.control.voice.calls()).toEqual([]);
    const leaves = w.fx.emulator.control
      .events({ type: 'VOICE_STATE_UPDATE' })
      .filter((event) => event.data.channel_id === null);
    expect(leaves.map((event) => event.data.user_id).sort()).toEqual(
      [w.bots[0].botUserId, w.bots[1].botUserId].sort(),
    );
  });
});
