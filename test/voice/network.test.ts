/**
 * A call through the network's trouble, driven by the emulator's control API: 10% packet loss (the
 * jitter buffer conceals the gaps: audio keeps flowing), a crashed voice server (close 4015: the socket
 * resumes, Reconnecting then Connected, same session), a kicked voice connection (4014: the call ends
 * with SignalingUnexpectedClose for that player, the others see them leave), and a call moved to the
 * server's other endpoint (a new LOBBY_VOICE_SERVER_UPDATE: a fresh connection there).
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Call } from '../../src/index.js';
import { testEmulator } from '../../src/testing/index.js';
import { Wake } from './audio.js';
import { connected, framesPass, type Talker, talk } from './callWorld.js';

const fixture = testEmulator({ afterEach, afterAll, timeoutMs: 15_000 });

async function call(lobby: string): Promise<{ wake: Wake; a: Talker; b: Talker; lobbyId: string }> {
  const [ana, ben] = await fixture.players(2, { lobby });
  const lobbyId = ana.lobbyId as string;
  const wake = new Wake();
  const a = talk(ana, lobbyId, wake, 440);
  const b = talk(ben, lobbyId, wake, 880);
  await connected(wake, [a, b]);
  return { wake, a, b, lobbyId };
}

describe('network trouble', () => {
  it('10% loss on the relay keeps the tone flowing: the gaps are concealed', async () => {
    const { wake, a, b, lobbyId } = await call('net-loss');
    const { control } = fixture.emulator;
    control.voice.setFaults(lobbyId, { lossPercent: 10, seed: 7 });
    await framesPass(wake, b, a, 5);
    const from = b.heard.frames.get(a.player.id)?.length ?? 0;
    await framesPass(wake, b, a, 100);
    const frames = (b.heard.frames.get(a.player.id) ?? []).slice(from);
    const drops =
      control.voice.call(lobbyId)?.participants.find((p) => p.userId === b.player.id)?.faultDrops ?? 0;
    expect(drops).toBeGreaterThan(0);
    // Every 20 ms still brings a frame, and nearly all of them carry the tone.
    expect(frames.length).toBeGreaterThanOrEqual(100);
    expect(b.heard.toneFrames(a.player.id, 440, 0.005, from)).toBeGreaterThanOrEqual(85);
    control.voice.setFaults(lobbyId, null);
  });

  it('a crashed voice server (4015): the socket resumes, Reconnecting then Connected, and audio goes on', async () => {
    const { wake, a, b, lobbyId } = await call('net-resume');
    const { control } = fixture.emulator;
    const before = control.voice.call(lobbyId)?.participants.map((p) => [p.userId, p.ssrc]);
    expect(control.voice.crash()).toBeGreaterThanOrEqual(2);
    await wake.until(
      () => a.statuses.includes('Reconnecting:None:0') && a.statuses.at(-1) === 'Connected:None:0',
      'ana resumed',
    );
    await wake.until(
      () => b.statuses.at(-1) === 'Connected:None:0' && b.statuses.includes('Reconnecting:None:0'),
      'ben resumed',
    );
    // Resumed, not joined again: the same participants with the same SSRCs.
    expect(control.voice.call(lobbyId)?.participants.map((p) => [p.userId, p.ssrc])).toEqual(before);
    const m = b.heard.frames.get(a.player.id)?.length ?? 0;
    await framesPass(wake, b, a, 20);
    expect(b.heard.toneFrames(a.player.id, 440, 0.005, m)).toBeGreaterThanOrEqual(15);
  });

  it('a kicked voice connection (4014) ends that call with SignalingUnexpectedClose; the other sees them leave', async () => {
    const { wake, a, b, lobbyId } = await call('net-kick');
    expect(await fixture.emulator.control.voice.disconnect(lobbyId, a.player.id)).toBe(true);
    await wake.until(() => a.call.GetStatus() === Call.Status.Disconnected, 'ana kicked');
    expect(a.statuses.at(-1)).toBe('Disconnected:SignalingUnexpectedClose:4014');
    await wake.until(
      () => b.participants.some(([id, added]) => id === a.player.id && !added),
      'ben sees ana leave',
    );
    expect(a.player.GetCalls()).toEqual([]);
    // The player may call again.
    const again = talk(a.player, lobbyId, wake, 440);
    await wake.until(() => again.call.GetStatus() === Call.Status.Connected, 'ana back in the call');
  });

  it('a call moved to the other endpoint: each client connects there afresh and audio goes on', async () => {
    const { wake, a, b, lobbyId } = await call('net-move');
    const { control } = fixture.emulator;
    const before = control.voice.call(lobbyId)?.endpoint;
    const endpoint = await control.voice.move(lobbyId);
    expect(endpoint).not.toBe(before);
    await wake.until(
      () =>
        [a, b].every(
          (t) => t.statuses.includes('Reconnecting:None:0') && t.statuses.at(-1) === 'Connected:None:0',
        ) && control.voice.call(lobbyId)?.participants.filter((p) => p.connected).length === 2,
      'both reconnected at the new endpoint',
    );
    expect(control.voice.call(lobbyId)?.endpoint).toBe(endpoint);
    const m = b.heard.frames.get(a.player.id)?.length ?? 0;
    await framesPass(wake, b, a, 20);
    expect(b.heard.toneFrames(a.player.id, 440, 0.005, m)).toBeGreaterThanOrEqual(15);
  });

  it('server mute (control API) stops what the others hear of that player', async () => {
    const { wake, a, b, lobbyId } = await call('net-server-mute');
    await fixture.emulator.control.voice.mute(lobbyId, a.player.id);
    await framesPass(wake, a, b, 10);
    const m = b.heard.frames.get(a.player.id)?.length ?? 0;
    await framesPass(wake, a, b, 25);
    expect(b.heard.loudFrames(a.player.id, m)).toBe(0);
  });
});

describe('the main gateway session', () => {
  it('a dropped gateway connection that resumes leaves the call as it was', async () => {
    const { wake, a, b } = await call('net-gateway-resume');
    expect(fixture.emulator.control.gateway.drop(a.player.id)).toBeGreaterThan(0);
    await a.player.until(() => a.player.GetStatus() === 3, 'ana Ready again');
    const m = b.heard.frames.get(a.player.id)?.length ?? 0;
    await framesPass(wake, b, a, 20);
    expect(b.heard.toneFrames(a.player.id, 440, 0.005, m)).toBeGreaterThanOrEqual(15);
    expect(a.call.GetStatus()).toBe(Call.Status.Connected);
  });

  it('a gateway session that ends (no resume): the call joins again with the new session', async () => {
    const { wake, a, b, lobbyId } = await call('net-gateway-fresh');
    expect(fixture.emulator.control.gateway.drop(a.player.id, { resumable: false })).toBeGreaterThan(0);
    await wake.until(() => a.statuses.includes('Reconnecting:None:0'), 'ana reconnecting');
    await a.player.until(() => a.player.GetStatus() === 3, 'ana Ready again');
    await wake.until(() => a.call.GetStatus() === Call.Status.Connected, 'ana’s call back');
    expect(a.statuses.some((s) => s.startsWith('Disconnected'))).toBe(false);
    await wake.until(() => b.call.GetParticipants().includes(a.player.id), 'ben sees ana in the call again');
    const m = b.heard.frames.get(a.player.id)?.length ?? 0;
    await framesPass(wake, b, a, 20);
    expect(b.heard.toneFrames(a.player.id, 440, 0.005, m)).toBeGreaterThanOrEqual(15);
    expect(fixture.emulator.control.voice.call(lobbyId)?.participants.length).toBe(2);
  });
});

describe('encryption modes', () => {
  it('AES-GCM by default; a client preferring XChaCha20-Poly1305 gets it, and the two still hear each other', async () => {
    const [ana] = await fixture.players(1, { lobby: 'net-modes' });
    const [ben] = await fixture.players(1, {
      client: { voice: { modes: ['aead_xchacha20_poly1305_rtpsize'] } },
    });
    const lobbyId = ana.lobbyId as string;
    await ben.joinLobby('net-modes');
    const wake = new Wake();
    const a = talk(ana, lobbyId, wake, 440);
    const b = talk(ben, lobbyId, wake, 880);
    await connected(wake, [a, b]);
    const modes = Object.fromEntries(
      (fixture.emulator.control.voice.call(lobbyId)?.participants ?? []).map((p) => [p.userId, p.mode]),
    );
    expect(modes).toEqual({
      [ana.id]: 'aead_aes256_gcm_rtpsize',
      [ben.id]: 'aead_xchacha20_poly1305_rtpsize',
    });
    await expect(
      fixture.players(1, { client: { voice: { modes: ['xsalsa20_poly1305' as never] } } }),
    ).rejects.toThrow(/voice\.modes/);
  });
});
