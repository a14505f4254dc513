/**
 * Lobby calls between real Clients on the emulator's voice server: the status sequence, audio both
 * ways through the PCM callbacks (a tone detected by Goertzel), participants and voice states.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Call } from '../../src/index.js';
import { testEmulator } from '../../src/testing/index.js';
import { dominant, goertzel, Heard, tone } from './audio.js';

const { players } = testEmulator({ afterEach, afterAll, timeoutMs: 15_000 });

/** Resolves once `check` holds, polling on the event loop's timers (media arrives every 20 ms), bounded. */
async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a two-player lobby call', () => {
  it('goes Joining, Connecting, SignalingConnected, Connected, and a tone sent is heard by the other', async () => {
    const [ana, ben] = await players(2, { lobby: 'call-tone' });
    const lobbyId = ana.lobbyId as string;
    const statuses: string[] = [];
    const heardByBen = new Heard();
    const a = ana.StartCallWithAudioCallbacks(lobbyId, () => false, tone(440)) as Call;
    expect(a).not.toBeNull();
    a.SetStatusChangedCallback((status, error) => statuses.push(`${Call.StatusToString(status)}:${error}`));
    const b = ben.StartCallWithAudioCallbacks(lobbyId, heardByBen.callback, () => undefined) as Call;
    await until(
      () => a.GetStatus() === Call.Status.Connected && b.GetStatus() === Call.Status.Connected,
      'both Connected',
    );
    expect(statuses).toEqual(['Joining:0', 'Connecting:0', 'SignalingConnected:0', 'Connected:0']);
    await until(() => heardByBen.toneFrames(ana.id, 440, 0.005) >= 10, 'ben hears the 440 Hz tone');
    const frame = heardByBen.last(ana.id) as Int16Array;
    expect(dominant(frame, [220, 440, 880, 1000])).toBe(440);
    expect(goertzel(frame, 440)).toBeGreaterThan(10 * goertzel(frame, 1000));
    expect(a.GetParticipants().sort()).toEqual([ana.id, ben.id].sort());
    expect(ana.StartCall(lobbyId)).toBeNull();
    await ana.EndCall(lobbyId);
    expect(a.GetStatus()).toBe(Call.Status.Disconnected);
    await until(() => !b.GetParticipants().includes(ana.id), 'ana left for ben');
  });
});
