/**
 * What the PCM callbacks of `StartCallWithAudioCallbacks` control, and what `SetOutputVolume` and
 * `SetSelfDeafAll` do to them, on a real call between two players. What is played is observed through
 * the `voice.playback` option (the `AudioPlayback` a call hands each participant's frame to after the
 * received callback; without it the call discards them): each player's playback records what it is
 * given. The microphone of the capture test is a `voice.capture` playing a tone. Time is counted in
 * frames heard (20 ms each), never by a sleep.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  type AudioCapture,
  type AudioPlayback,
  CHANNELS,
  FRAME_SAMPLES,
  SAMPLE_RATE,
  SilenceCapture,
  type UserAudioReceivedCallback,
} from '../../src/index.js';
import { testEmulator } from '../../src/testing/index.js';
import { goertzel, Heard, tone, Wake } from '../voice/audio.js';
import { connected, framesPass, type Talker, talk } from '../voice/callWorld.js';

const game = testEmulator({ afterEach, afterAll, timeoutMs: 15_000 });
const { players } = game;

const ANA_HZ = 440;
const BEN_HZ = 880;

/** A talker with what its call's playback was given (a {@link Heard} per call, fed by `play`). */
interface Listener extends Talker {
  readonly played: Heard;
}

interface CallOptions {
  /** Ben's received callback after the recording (see `talk`). */
  readonly benReceived?: UserAudioReceivedCallback;
  /** The players' capture (default: the call's silence). */
  readonly capture?: () => AudioCapture;
  /** Ana's and ben's tones. */
  readonly hz?: readonly [number, number];
}

/** Ana and ben in a call in a fresh lobby, each with a recording playback, each heard by the other. */
async function call(
  lobby: string,
  options: CallOptions = {},
): Promise<{ wake: Wake; a: Listener; b: Listener; lobbyId: string }> {
  const wake = new Wake();
  const playbacks: Heard[] = [];
  const playback = (): AudioPlayback => {
    const played = new Heard(wake);
    playbacks.push(played);
    return {
      play: (userId, frame) => void played.callback(userId, frame, FRAME_SAMPLES, SAMPLE_RATE, CHANNELS),
      close: () => undefined,
    };
  };
  const [ana, ben] = await players(2, { lobby, client: { voice: { playback, capture: options.capture } } });
  const lobbyId = ana.lobbyId as string;
  const [anaHz, benHz] = options.hz ?? [ANA_HZ, BEN_HZ];
  // Each StartCallWithAudioCallbacks makes its call's playback at once: ana's first, then ben's.
  const a = { ...talk(ana, lobbyId, wake, anaHz), played: playbacks[0] as Heard };
  const b = { ...talk(ben, lobbyId, wake, benHz, options.benReceived), played: playbacks[1] as Heard };
  expect(playbacks).toHaveLength(2);
  await connected(wake, [a, b]);
  return { wake, a, b, lobbyId };
}

/** Mean power of `hz` in the last `n` frames of `from` in `heard` (a received callback or a playback). */
function power(heard: Heard, from: Talker, hz = from.hz, n = 10): number {
  const frames = (heard.frames.get(from.player.id) ?? []).slice(-n);
  return frames.reduce((sum, f) => sum + goertzel(f, hz), 0) / Math.max(1, frames.length);
}

describe('the received callback', () => {
  it("returning true mutes that buffer's playback, and only that buffer's", async () => {
    let muteEveryOther = false;
    let seen = 0;
    let muted = 0;
    const { wake, a, b } = await call('callbacks-mute', {
      benReceived: () => {
        if (!muteEveryOther) return false;
        seen++;
        if (seen % 2 === 1) return false;
        muted++;
        return true;
      },
    });
    const id = a.player.id;
    // Nothing muted yet: every buffer handed to the callback was played, with ana's tone in it.
    expect(b.played.heardOf(id)).toBe(b.heard.heardOf(id));
    expect(power(b.played, a)).toBeGreaterThan(0.005);

    // Every other buffer muted: exactly those are missing from the playback.
    const received = b.heard.heardOf(id);
    const played = b.played.heardOf(id);
    muteEveryOther = true;
    await framesPass(wake, b, a, 20);
    muteEveryOther = false;
    expect(muted).toBeGreaterThanOrEqual(10);
    expect(b.heard.heardOf(id) - received).toBe(seen);
    expect(b.played.heardOf(id) - played).toBe(seen - muted);

    // Every buffer muted (the C++ outShouldMute on all): the callback still hears, nothing plays.
    b.heard.mute = true;
    const mutedFrom = b.played.heardOf(id);
    const heardFrom = b.heard.heardOf(id);
    await framesPass(wake, b, a, 25);
    expect(b.played.heardOf(id)).toBe(mutedFrom);
    expect(b.heard.heardOf(id)).toBeGreaterThanOrEqual(heardFrom + 25);
    b.heard.mute = false;
    const unmutedAt = b.played.count(id);
    await wake.until(() => b.played.toneFrames(id, ANA_HZ, 0.005, unmutedAt) >= 5, 'ben plays ana again');
    // Ana's own playback of ben is her business: untouched by ben's callback.
    expect(a.played.heardOf(b.player.id)).toBe(a.heard.heardOf(b.player.id));
  });

  it('writing into data changes what is played, not what the callback was given', async () => {
    const other = tone(1_000);
    let edit: 'none' | 'replace' | 'zero' = 'none';
    const { wake, a, b } = await call('callbacks-edit-received', {
      benReceived: (_userId, data, samplesPerChannel, sampleRate, channels) => {
        if (edit === 'replace') other(data, samplesPerChannel, sampleRate, channels);
        else if (edit === 'zero') data.fill(0);
      },
    });
    const id = a.player.id;
    edit = 'replace';
    let m = b.played.count(id);
    await framesPass(wake, b, a, 15);
    const playedNow = b.played.frames.get(id)?.slice(m) ?? [];
    expect(playedNow.length).toBeGreaterThanOrEqual(15);
    // What is played is the callback's 1000 Hz, and no more ana's 440 Hz...
    expect(power(b.played, a, 1_000)).toBeGreaterThan(0.005);
    expect(power(b.played, a, ANA_HZ)).toBeLessThan(0.0005);
    // ...while the buffers the callback was handed (recorded before its edit) still carry ana's tone.
    expect(power(b.heard, a, ANA_HZ)).toBeGreaterThan(0.005);
    expect(power(b.heard, a, 1_000)).toBeLessThan(0.0005);

    edit = 'zero';
    m = b.played.count(id);
    await framesPass(wake, b, a, 15);
    // The first frame after the switch may have been played before it.
    expect(b.played.loudFrames(id, m + 1)).toBe(0);
    expect(b.played.count(id) - m).toBeGreaterThanOrEqual(14);

    edit = 'none';
    m = b.played.count(id);
    await wake.until(() => b.played.toneFrames(id, ANA_HZ, 0.005, m) >= 5, 'ben plays ana unedited');
  });
});

describe('the captured callback', () => {
  it('writing into data changes what is sent: the other side hears the written tone, not the microphone', async () => {
    const MIC_HZ = 1_000;
    const WRITTEN_HZ = 440;
    // A "microphone": the call's silence on its clock, with a 1000 Hz tone in it.
    const capture = (): AudioCapture => {
      const inner = new SilenceCapture();
      const mic = tone(MIC_HZ);
      return {
        start: (onFrame) =>
          inner.start((frame) => {
            mic(frame, FRAME_SAMPLES, SAMPLE_RATE, CHANNELS);
            onFrame(frame);
          }),
        stop: () => inner.stop(),
      };
    };
    const { wake, a, b } = await call('callbacks-edit-captured', { capture, hz: [WRITTEN_HZ, BEN_HZ] });
    const id = a.player.id;
    // Ana's callback overwrites every frame with 440 Hz: ben hears that and none of the microphone.
    await framesPass(wake, b, a, 10);
    expect(power(b.heard, a, WRITTEN_HZ)).toBeGreaterThan(0.005);
    expect(power(b.heard, a, MIC_HZ)).toBeLessThan(0.0005);

    // Her callback leaves the frame alone: ben hears the microphone.
    a.voice.on = false;
    let m = b.heard.count(id);
    await wake.until(() => b.heard.toneFrames(id, MIC_HZ, 0.005, m) >= 10, "ben hears ana's microphone");
    await framesPass(wake, b, a, 10); // past the frames Opus's look-ahead mixes across the switch
    expect(power(b.heard, a, WRITTEN_HZ)).toBeLessThan(0.0005);

    a.voice.on = true;
    m = b.heard.count(id);
    await wake.until(
      () => b.heard.toneFrames(id, WRITTEN_HZ, 0.005, m) >= 10,
      "ben hears ana's 440 Hz again",
    );
    await framesPass(wake, b, a, 10);
    expect(power(b.heard, a, MIC_HZ)).toBeLessThan(0.0005);
  });
});

describe('output volume and deafen all', () => {
  it("SetOutputVolume scales what is handed to the received callback and played, for the listener's own calls only", async () => {
    const { wake, a, b } = await call('callbacks-output-volume');
    await framesPass(wake, b, a, 10);
    const heard = power(b.heard, a);
    const played = power(b.played, a);
    const anaHears = power(a.heard, b);
    expect(played / heard).toBeCloseTo(1, 5);

    b.player.SetOutputVolume(50);
    expect(b.player.GetOutputVolume()).toBe(50);
    await framesPass(wake, b, a, 15);
    // Half the amplitude: a quarter of the power, in the callback and in the playback alike.
    for (const ratio of [power(b.heard, a) / heard, power(b.played, a) / played]) {
      expect(ratio).toBeGreaterThan(0.15);
      expect(ratio).toBeLessThan(0.35);
    }

    b.player.SetOutputVolume(200);
    await framesPass(wake, b, a, 15);
    for (const ratio of [power(b.heard, a) / heard, power(b.played, a) / played]) {
      expect(ratio).toBeGreaterThan(3);
      expect(ratio).toBeLessThan(5);
    }
    // Ben's output volume is not what he sends: ana hears him as before.
    const anaNow = power(a.heard, b) / anaHears;
    expect(anaNow).toBeGreaterThan(0.7);
    expect(anaNow).toBeLessThan(1.4);
  });

  it('SetSelfDeafAll(true) stops playback and the received callbacks, the others see it; false brings them back', async () => {
    const { wake, a, b, lobbyId } = await call('callbacks-deaf-all');
    const id = a.player.id;
    // The emulator, like the service, stops relaying to a deafened listener once op 17 tells it. The
    // client must stop by itself at once: with the relay holding every packet 200 ms, ten frames of ana
    // are still on their way to ben when he deafens, and they must be neither handed over nor played.
    const { voice } = game.emulator.control;
    voice.setFaults(lobbyId, { delayMs: 200 });
    const toBen = () =>
      voice.call(lobbyId)?.participants.find((p) => p.userId === b.player.id)?.packetsOut ?? 0;
    await framesPass(wake, b, a, 15); // the delayed stream flows again
    b.player.SetSelfDeafAll(true);
    const relayedBefore = toBen();
    expect(b.player.GetSelfDeafAll()).toBe(true);
    expect(b.call.GetSelfDeaf()).toBe(false); // the call's own setting is kept under the override
    const heard = b.heard.heardOf(id);
    const played = b.played.heardOf(id);
    await wake.until(
      () => a.call.GetVoiceStateHandle(b.player.id)?.SelfDeaf() === true,
      'ana sees ben deafened',
    );
    // 25 of ben's frames reach ana (deafen is not mute) while ben hears and plays nothing...
    const m = a.heard.count(b.player.id);
    await framesPass(wake, a, b, 25);
    expect(a.heard.toneFrames(b.player.id, BEN_HZ, 0.005, m)).toBeGreaterThanOrEqual(20);
    expect(b.heard.heardOf(id)).toBe(heard);
    expect(b.played.heardOf(id)).toBe(played);
    // ...although the relay did send him some of ana's packets after he deafened.
    expect(toBen() - relayedBefore).toBeGreaterThanOrEqual(3);

    b.player.SetSelfDeafAll(false);
    expect(b.player.GetSelfDeafAll()).toBe(false);
    const [heardMark, playedMark] = [b.heard.count(id), b.played.count(id)];
    await wake.until(
      () =>
        b.heard.toneFrames(id, ANA_HZ, 0.005, heardMark) >= 5 &&
        b.played.toneFrames(id, ANA_HZ, 0.005, playedMark) >= 5,
      'ben hears and plays ana again',
    );
    await wake.until(
      () => a.call.GetVoiceStateHandle(b.player.id)?.SelfDeaf() === false,
      'ana sees ben hear',
    );
  });
});
