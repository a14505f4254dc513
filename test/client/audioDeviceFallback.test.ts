/**
 * Issue 41's "without a device, calls fall back to the PCM-only path and say so once", where the audio
 * module is loaded but a device cannot be used (the no-module case is test/client/audioDevicesWithout):
 * a private PulseAudio server (test/support/pulseAudio.ts) with no device at all, a selected input whose
 * device vanished before the call, and a server that dies mid-call. In each, a player with
 * `audio: { devices: true }` stays in the call on the PCM-only path (silence captured on a clock), so the
 * capture callback's tone (660 Hz, apart from the test microphone's 440 Hz) still reaches the other
 * player, and the client's log has exactly one PCM-only line across the call, naming why. Device polling
 * runs every 100 ms so that the retries it triggers happen within the call. Skipped with the reason
 * outside CI when pulseaudio or the audio module is missing; in CI both must be there.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { audioModule } from '../../src/native/audio.js';
import { type TestPlayer, testEmulator } from '../../src/testing/index.js';
import { MIC_TONE_HZ, PULSE_TOOLS, type PulseServer, startPulseServer } from '../support/pulseAudio.js';
import { missingToolsReason, type SkippableContext, skipOrFail } from '../support/systemTools.js';
import { Wake } from '../voice/audio.js';
import { connected, framesPass, type Talker, talk } from '../voice/callWorld.js';

const { players } = testEmulator({ afterEach, afterAll, timeoutMs: 15_000 });

/** The tone of the first player's capture callback, apart from the test microphone's. */
const CALLBACK_HZ = 660;
const unavailable =
  missingToolsReason(PULSE_TOOLS) ??
  (audioModule().module === undefined ? `audio module: ${audioModule().status.error ?? ''}` : undefined);

let server: PulseServer | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** Starts this test's private server (and points the process at it), or skips with why. */
async function pulse(ctx: SkippableContext, devices: boolean): Promise<PulseServer> {
  if (unavailable !== undefined) {
    skipOrFail(ctx, unavailable);
    throw new Error('unreachable');
  }
  server = await startPulseServer({ devices });
  server.use();
  return server;
}

const pcmOnly = (lines: readonly string[]) => lines.filter((line) => line.includes('PCM-only'));

/**
 * Ana (devices on, her log kept) and ben in a fresh lobby's call: ana's capture callback writes 660 Hz,
 * ben's 880 Hz. Every log line of ana's pokes the wake.
 */
async function call(
  lobby: string,
  setUp?: (ana: TestPlayer) => Promise<void>,
): Promise<{ wake: Wake; a: Talker; b: Talker; lines: string[]; lobbyId: string }> {
  const wake = new Wake();
  const lines: string[] = [];
  const [ana] = await players(1, {
    lobby,
    client: {
      audio: { devices: true, pollIntervalMs: 100 },
      log: (line) => {
        lines.push(line);
        wake.poke();
      },
    },
  });
  const [ben] = await players(1, { lobby });
  if (ana === undefined || ben === undefined) throw new Error('players missing');
  await setUp?.(ana);
  const lobbyId = ana.lobbyId as string;
  const a = talk(ana, lobbyId, wake, CALLBACK_HZ);
  const b = talk(ben, lobbyId, wake, 880);
  return { wake, a, b, lines, lobbyId };
}

async function end(lobbyId: string, ...talkers: Talker[]): Promise<void> {
  for (const t of talkers) await t.player.EndCall(lobbyId);
}

describe('a call with audio.devices on where a device cannot be opened', () => {
  it("connects on the PCM-only path when the sound server has no device at all, carries the capture callback's audio, and says so once", async (ctx) => {
    await pulse(ctx, false);
    const { wake, a, b, lines, lobbyId } = await call('fallback-none');
    // (With the default backend, `auto`, a PulseAudio without devices hands over to ALSA, whose default
    // device goes through PulseAudio's ALSA plugin where it is installed and cannot be opened either: the
    // reason is then ALSA's.)
    // Each hears the other: ana's missing microphone and speakers change neither what she sends nor what
    // her received callback gets.
    await connected(wake, [a, b]);
    await wake.until(() => pcmOnly(lines).length > 0, 'ana says she fell back to the PCM-only path');
    // A second of the call (ten device polls) later, still one line.
    await framesPass(wake, b, a, 50);
    const said = pcmOnly(lines);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(
      /^audio: no device audio \((no default (input|output) device \(\w+\)|could not open "[^"]+": .+)\); calls use the PCM-only path/,
    );
    await end(lobbyId, a, b);
  });

  it('stays on the PCM-only path (silence) when the selected input vanished, retries when devices change, opens it when it is back, and says so once', async (ctx) => {
    const server = await pulse(ctx, true);
    const quiet = await server.pactl(
      'load-module',
      'module-null-sink',
      'sink_name=quiet',
      `sink_properties='device.description="Quiet"'`,
    );
    const { wake, a, b, lines, lobbyId } = await call('fallback-vanished', async (ana) => {
      await ana.SetInputDevice('Monitor of Quiet');
      // Unplugged after it was selected, before the call: the selection names a device that is gone.
      await server.pactl('unload-module', quiet);
    });
    await connected(wake, [a, b]);
    await wake.until(() => pcmOnly(lines).length > 0, 'ana says she fell back to the PCM-only path');
    // A device plugged in mid-call changes the list: the input tries its selection again, which fails
    // again (and is not said again); the call goes on.
    await server.pactl(
      'load-module',
      'module-null-sink',
      'sink_name=headset',
      `sink_properties='device.description="USB Headset"'`,
    );
    await framesPass(wake, b, a, 50);
    expect(b.heard.toneFrames(a.player.id, CALLBACK_HZ, 0.005, -25)).toBeGreaterThanOrEqual(5);
    // Without the callback's tone ana sends what the PCM-only path captures, silence: not the default
    // microphone's 440 Hz in place of the missing selection.
    a.voice.on = false;
    await wake.until(
      () => b.speaking.some(([id, on]) => id === a.player.id && !on),
      'ana stops speaking for ben',
    );
    // (Ana's silence is not sent at all past the trailing frames: ben's audio to her is the clock.)
    const silent = b.heard.frames.get(a.player.id)?.length ?? 0;
    await framesPass(wake, a, b, 25);
    expect(b.heard.loudFrames(a.player.id, silent)).toBe(0);
    // The selected device plugged in again (hearing 1 kHz): the next poll opens it, and ana is heard again.
    await server.pactl(
      'load-module',
      'module-null-sink',
      'sink_name=quiet',
      `sink_properties='device.description="Quiet"'`,
    );
    await server.pactl('load-module', 'module-sine', 'sink=quiet', 'frequency=1000');
    const back = b.heard.frames.get(a.player.id)?.length ?? 0;
    await wake.until(
      () => b.heard.toneFrames(a.player.id, 1000, 0.005, back) >= 5,
      'ben hears the returned "Monitor of Quiet"',
      15_000,
    );
    expect(b.heard.toneFrames(a.player.id, MIC_TONE_HZ, 0.005, back)).toBe(0);
    const said = pcmOnly(lines);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(
      /^audio: no device audio \(no input device named "Monitor of Quiet" \(\w+\)\); calls use the PCM-only path/,
    );
    await end(lobbyId, a, b);
  });
});

describe('a call whose sound server dies', () => {
  it("goes on on the PCM-only path with the capture callback's audio, and says so once", async (ctx) => {
    const server = await pulse(ctx, true);
    const { wake, a, b, lines, lobbyId } = await call('fallback-crash');
    // First what the device hears (the capture callback passes it through): ana's microphone is live.
    a.voice.on = false;
    await wake.until(
      () => b.heard.toneFrames(a.player.id, MIC_TONE_HZ, 0.005) >= 5,
      "ben hears ana's 440 Hz microphone",
      15_000,
    );
    a.voice.on = true;
    await wake.until(
      () => b.heard.toneFrames(a.player.id, CALLBACK_HZ, 0.005, -25) >= 5,
      "ben hears ana's capture callback",
    );
    expect(pcmOnly(lines)).toEqual([]);

    await server.crash();
    await wake.until(() => pcmOnly(lines).length > 0, 'ana says she fell back to the PCM-only path');
    const mark = b.heard.heardOf(a.player.id);
    await wake.until(
      () => b.heard.heardOf(a.player.id) >= mark + 25,
      'ben hears 25 frames of ana after the fallback',
    );
    const after = (b.heard.frames.get(a.player.id) ?? []).slice(-25);
    expect(after.length).toBe(25);
    expect(b.heard.toneFrames(a.player.id, CALLBACK_HZ, 0.005, -25)).toBeGreaterThanOrEqual(20);
    // A second later (ten failed device polls), still one line.
    await framesPass(wake, b, a, 50);
    // The reason is the device's failure, not that of a reopen the device poll tried on the changed list.
    const said = pcmOnly(lines);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(
      /^audio: no device audio \(the device "[^"]+" failed: .+\); calls use the PCM-only path/,
    );
    await end(lobbyId, a, b);
  });
});
