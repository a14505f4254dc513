/**
 * What the call's audio controls change in what arrives, measured on the other side of a real call:
 * self mute (sending stops after the trailing silence, the others see the state), self deafen (nothing
 * handed over, the others see it), local mute (for one listener only), participant and input volume
 * (the tone's power), push-to-talk with its release delay, and voice activity (a fixed threshold above
 * or below the tone's level, and the automatic one on silence). Time is measured in the other player's
 * frames (20 ms each), never by a sleep.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { AudioModeType } from '../../src/index.js';
import { testEmulator } from '../../src/testing/index.js';
import { goertzel, Wake } from '../voice/audio.js';
import { connected, framesPass, type Talker, talk } from '../voice/callWorld.js';

const { players } = testEmulator({ afterEach, afterAll, timeoutMs: 15_000 });

/** A call of `n` players in a fresh lobby, every one talking and heard. */
async function call(n: number, lobby: string): Promise<{ wake: Wake; talkers: Talker[]; lobbyId: string }> {
  const made = await players(n, { lobby });
  const lobbyId = made[0]?.lobbyId as string;
  const wake = new Wake();
  const talkers = made.map((player, i) => talk(player, lobbyId, wake, [440, 880, 1320][i] as number));
  await connected(wake, talkers);
  return { wake, talkers, lobbyId };
}

/** Loud frames `listener` heard from `from` since `mark` (a length of its list). */
const loudSince = (listener: Talker, from: Talker, mark: number) =>
  listener.heard.loudFrames(from.player.id, mark);
const mark = (listener: Talker, from: Talker) => listener.heard.frames.get(from.player.id)?.length ?? 0;
/** Mean 440/880/1320 Hz power of the last `n` frames of `from` at `listener`. */
function power(listener: Talker, from: Talker, n = 10): number {
  const frames = (listener.heard.frames.get(from.player.id) ?? []).slice(-n);
  return frames.reduce((sum, f) => sum + goertzel(f, from.hz), 0) / Math.max(1, frames.length);
}

describe('self mute and deafen', () => {
  it('self mute stops what the others hear after the trailing silence, shows in the voice state, and unmute resumes', async () => {
    const { wake, talkers } = await call(2, 'audio-mute');
    const [a, b] = talkers as [Talker, Talker];
    a.call.SetSelfMute(true);
    expect(a.call.GetSelfMute()).toBe(true);
    await wake.until(
      () => b.call.GetVoiceStateHandle(a.player.id)?.SelfMute() === true,
      'ben sees ana muted',
    );
    expect(b.voiceStates).toContain(a.player.id);
    await wake.until(
      () => b.speaking.some(([id, on]) => id === a.player.id && !on),
      'ana stops speaking for ben',
    );
    const m = mark(b, a);
    await framesPass(wake, a, b, 25);
    expect(loudSince(b, a, m)).toBe(0);
    a.call.SetSelfMute(false);
    await wake.until(
      () => b.heard.toneFrames(a.player.id, 440, 0.005, mark(b, a) - 1) > 0 && loudSince(b, a, m) >= 5,
      'ben hears ana again',
    );
    expect(b.call.GetVoiceStateHandle(a.player.id)?.SelfMute()).toBe(false);
  });

  it('SetSelfMuteAll mutes every call and the others see it', async () => {
    const { wake, talkers } = await call(2, 'audio-mute-all');
    const [a, b] = talkers as [Talker, Talker];
    a.player.SetSelfMuteAll(true);
    await wake.until(
      () => b.call.GetVoiceStateHandle(a.player.id)?.SelfMute() === true,
      'ben sees ana muted',
    );
    await wake.until(() => b.speaking.some(([id, on]) => id === a.player.id && !on), 'ana stops speaking');
    const m = mark(b, a);
    await framesPass(wake, a, b, 25);
    expect(loudSince(b, a, m)).toBe(0);
    expect(a.call.GetSelfMute()).toBe(false); // the call's own setting is kept under the override
  });

  it('self deafen hands nothing over and shows in the voice state; the deafened player still sends', async () => {
    const { wake, talkers } = await call(2, 'audio-deaf');
    const [a, b] = talkers as [Talker, Talker];
    b.call.SetSelfDeaf(true);
    expect(b.call.GetSelfDeaf()).toBe(true);
    await wake.until(
      () => a.call.GetVoiceStateHandle(b.player.id)?.SelfDeaf() === true,
      'ana sees ben deafened',
    );
    const heard = b.heard.heardOf(a.player.id);
    await framesPass(wake, a, b, 25);
    expect(b.heard.heardOf(a.player.id)).toBe(heard);
    b.call.SetSelfDeaf(false);
    await wake.until(() => b.heard.heardOf(a.player.id) > heard + 5, 'ben hears again');
  });
});

describe('local mute and volumes', () => {
  it('local mute silences one participant for one listener only', async () => {
    const { wake, talkers } = await call(3, 'audio-local');
    const [a, b, c] = talkers as [Talker, Talker, Talker];
    c.call.SetLocalMute(a.player.id, true);
    expect(c.call.GetLocalMute(a.player.id)).toBe(true);
    expect(c.call.GetLocalMute(b.player.id)).toBe(false);
    const heardByC = c.heard.heardOf(a.player.id);
    const heardByB = b.heard.heardOf(a.player.id);
    await framesPass(wake, c, b, 25);
    expect(c.heard.heardOf(a.player.id)).toBe(heardByC);
    expect(b.heard.heardOf(a.player.id)).toBeGreaterThan(heardByB + 10);
    c.call.SetLocalMute(a.player.id, false);
    await wake.until(() => c.heard.heardOf(a.player.id) > heardByC + 5, 'cy hears ana again');
  });

  it('participant volume and input volume scale the tone that arrives', async () => {
    const { wake, talkers } = await call(2, 'audio-volume');
    const [a, b] = talkers as [Talker, Talker];
    await framesPass(wake, b, a, 10);
    const full = power(b, a);
    b.call.SetParticipantVolume(a.player.id, 50);
    expect(b.call.GetParticipantVolume(a.player.id)).toBe(50);
    await framesPass(wake, b, a, 15);
    const half = power(b, a);
    expect(half / full).toBeGreaterThan(0.15);
    expect(half / full).toBeLessThan(0.35);
    b.call.SetParticipantVolume(a.player.id, 100);
    a.player.SetInputVolume(50);
    await framesPass(wake, b, a, 15);
    const quieter = power(b, a);
    expect(quieter / full).toBeGreaterThan(0.15);
    expect(quieter / full).toBeLessThan(0.35);
    expect(() => b.call.SetParticipantVolume(a.player.id, 201)).toThrow(/volume/);
  });
});

describe('push-to-talk and voice activity', () => {
  it('push-to-talk sends only while the key is held, and for the release delay after', async () => {
    const { wake, talkers } = await call(2, 'audio-ptt');
    const [a, b] = talkers as [Talker, Talker];
    a.call.SetAudioMode(AudioModeType.MODE_PTT);
    expect(a.call.GetAudioMode()).toBe(AudioModeType.MODE_PTT);
    await wake.until(
      () => b.speaking.some(([id, on]) => id === a.player.id && !on),
      'ana stops without the key',
    );
    let m = mark(b, a);
    await framesPass(wake, a, b, 25);
    expect(loudSince(b, a, m)).toBe(0);
    a.call.SetPTTActive(true);
    expect(a.call.GetPTTActive()).toBe(true);
    await wake.until(() => loudSince(b, a, m) >= 10, 'ben hears ana while the key is held');
    expect(b.speaking.at(-1)).toEqual([a.player.id, true]);
    // Released with no delay: the microphone closes at once (only frames in flight arrive).
    let speakingSeen = b.speaking.length;
    m = mark(b, a);
    a.call.SetPTTActive(false);
    await wake.until(
      () => b.speaking.slice(speakingSeen).some(([id, on]) => id === a.player.id && !on),
      'released',
    );
    const withoutDelay = loudSince(b, a, m);
    a.call.SetPTTReleaseDelay(300);
    expect(a.call.GetPTTReleaseDelay()).toBe(300);
    a.call.SetPTTActive(true);
    await wake.until(
      () => b.speaking.slice(speakingSeen).some(([id, on]) => id === a.player.id && on),
      'held again',
    );
    await framesPass(wake, b, a, 10);
    speakingSeen = b.speaking.length;
    m = mark(b, a);
    a.call.SetPTTActive(false);
    await wake.until(
      () => b.speaking.slice(speakingSeen).some(([id, on]) => id === a.player.id && !on),
      'released again',
    );
    const withDelay = loudSince(b, a, m);
    expect(withoutDelay).toBeLessThanOrEqual(4);
    // 300 ms = 15 frames more of tone.
    expect(withDelay).toBeGreaterThanOrEqual(withoutDelay + 10);
  });

  it('voice activity: a fixed threshold above the tone stops sending, one below it sends; automatic ignores silence', async () => {
    const { wake, talkers } = await call(2, 'audio-vad');
    const [a, b] = talkers as [Talker, Talker];
    // The tone (amplitude 8000) is about -15 dBFS.
    a.call.SetVADThreshold(false, -10);
    expect(a.call.GetVADThreshold().Automatic()).toBe(false);
    expect(a.call.GetVADThreshold().VadThreshold()).toBe(-10);
    await wake.until(
      () => b.speaking.some(([id, on]) => id === a.player.id && !on),
      'ana below the threshold',
    );
    let m = mark(b, a);
    await framesPass(wake, a, b, 25);
    expect(loudSince(b, a, m)).toBe(0);
    a.call.SetVADThreshold(false, -30);
    await wake.until(() => loudSince(b, a, m) >= 10, 'ana above the threshold');
    a.call.SetVADThreshold(true, -60);
    a.voice.on = false; // the capture's silence
    const seen = b.speaking.length;
    await wake.until(
      () => b.speaking.slice(seen).some(([id, on]) => id === a.player.id && !on),
      'silence is not voice',
    );
    m = mark(b, a);
    await framesPass(wake, a, b, 25);
    expect(loudSince(b, a, m)).toBe(0);
    a.voice.on = true;
    await wake.until(() => loudSince(b, a, m) >= 10, 'the tone is voice again');
    expect(() => a.call.SetVADThreshold(false, 5)).toThrow(/threshold/);
  });
});
