/**
 * Lobby calls by the C++ names, between real Clients on the emulator's voice server: the status sequence,
 * a tone sent through the capture callback detected (Goertzel) on the other side, participants, voice
 * states and the lobby's call info for members in it or not, ending a call and leaving the lobby, who may
 * call, the arguments' checks and the voice log.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Call, LoggingSeverity, ValidationError } from '../../src/index.js';
import { testEmulator } from '../../src/testing/index.js';
import { dominant, goertzel, Wake } from '../voice/audio.js';
import { connected, talk } from '../voice/callWorld.js';

const { players } = testEmulator({ afterEach, afterAll, timeoutMs: 15_000 });

describe('a two-player lobby call', () => {
  it('goes Joining, Connecting, SignalingConnected, Connected, and each hears the tone the other sends', async () => {
    const [ana, ben] = await players(2, { lobby: 'call-two' });
    const lobbyId = ana.lobbyId as string;
    const wake = new Wake();
    const a = talk(ana, lobbyId, wake, 440);
    const b = talk(ben, lobbyId, wake, 880);
    await connected(wake, [a, b]);
    expect(a.statuses).toEqual([
      'Joining:None:0',
      'Connecting:None:0',
      'SignalingConnected:None:0',
      'Connected:None:0',
    ]);
    const frame = b.heard.last(ana.id) as Int16Array;
    expect(dominant(frame, [220, 440, 880, 1000])).toBe(440);
    expect(goertzel(frame, 440)).toBeGreaterThan(10 * goertzel(frame, 880));
    expect(dominant(a.heard.last(ben.id) as Int16Array, [220, 440, 880, 1000])).toBe(880);
    // Each hears only the other, never itself.
    expect(a.heard.heardOf(ana.id)).toBe(0);
    expect(a.call.GetParticipants().sort()).toEqual([ana.id, ben.id].sort());
    expect(a.call.GetChannelId()).toBe(lobbyId);
    expect(a.call.GetGuildId()).toBe(lobbyId);
    expect(ana.GetCall(lobbyId)?.GetStatus()).toBe(Call.Status.Connected);
    expect(ana.GetCalls().map((call) => call.GetChannelId())).toEqual([lobbyId]);
    // Both speak (op 5), and each is told of the other's and its own speaking.
    await wake.until(() => b.speaking.some(([id, on]) => id === ana.id && on), 'ben sees ana speaking');
    expect(a.speaking).toContainEqual([ana.id, true]);
    // Already in the call: the C++ library's invalid Call.
    expect(ana.StartCall(lobbyId)).toBeNull();
  });

  it('EndCall: Disconnecting then Disconnected for the caller, and the other sees the participant leave', async () => {
    const [ana, ben] = await players(2, { lobby: 'call-end' });
    const lobbyId = ana.lobbyId as string;
    const wake = new Wake();
    const a = talk(ana, lobbyId, wake, 440);
    const b = talk(ben, lobbyId, wake, 880);
    await connected(wake, [a, b]);
    let ended = 0;
    await ana.EndCall(lobbyId, () => {
      ended++;
    });
    expect(ended).toBe(1);
    expect(a.statuses.slice(-2)).toEqual(['Disconnecting:None:0', 'Disconnected:None:0']);
    expect(a.call.GetStatus()).toBe(Call.Status.Disconnected);
    expect(ana.GetCall(lobbyId)).toBeNull();
    await wake.until(
      () => b.participants.some(([id, added]) => id === ana.id && !added),
      'ben sees ana leave',
    );
    expect(b.call.GetParticipants()).toEqual([ben.id]);
    // Ending a call one is not in is a no-op that still calls back.
    await ana.EndCalls();
    await ben.EndCalls();
    expect(b.statuses.at(-1)).toBe('Disconnected:None:0');
  });

  it('leaving the lobby ends the call for the leaver, and the others see them leave it', async () => {
    const [ana, ben] = await players(2, { lobby: 'call-leave' });
    const lobbyId = ana.lobbyId as string;
    const wake = new Wake();
    const a = talk(ana, lobbyId, wake, 440);
    const b = talk(ben, lobbyId, wake, 880);
    await connected(wake, [a, b]);
    await ana.LeaveLobby(lobbyId);
    await wake.until(() => a.call.GetStatus() === Call.Status.Disconnected, 'ana’s call ended');
    await wake.until(() => !b.call.GetParticipants().includes(ana.id), 'ben sees ana leave the call');
    expect(b.participants).toContainEqual([ana.id, false]);
    expect(ana.GetCalls()).toEqual([]);
  });
});

describe('three players', () => {
  it('each hears the two others apart, and a member outside the call sees it through GetCallInfoHandle', async () => {
    const [ana, ben, cy, dee] = await players(4, { lobby: 'call-three' });
    const lobbyId = ana.lobbyId as string;
    const wake = new Wake();
    const changes: [string, string, boolean][] = [];
    dee.SetVoiceParticipantChangedCallback((lobby, member, added) => {
      changes.push([lobby, member, added]);
      wake.poke();
    });
    expect(dee.GetLobbyHandle(lobbyId)?.GetCallInfoHandle()).toBeNull();
    const talkers = [
      talk(ana, lobbyId, wake, 440),
      talk(ben, lobbyId, wake, 880),
      talk(cy, lobbyId, wake, 1320),
    ];
    await connected(wake, talkers);
    const [a, b, c] = talkers as [(typeof talkers)[0], (typeof talkers)[0], (typeof talkers)[0]];
    const candidates = [440, 880, 1320];
    expect(dominant(c.heard.last(ana.id) as Int16Array, candidates)).toBe(440);
    expect(dominant(c.heard.last(ben.id) as Int16Array, candidates)).toBe(880);
    expect(dominant(a.heard.last(cy.id) as Int16Array, candidates)).toBe(1320);
    expect(dominant(b.heard.last(cy.id) as Int16Array, candidates)).toBe(1320);
    await wake.until(() => changes.length >= 3, 'dee told of three participants');
    expect(
      changes
        .filter(([, , added]) => added)
        .map(([, member]) => member)
        .sort(),
    ).toEqual([ana.id, ben.id, cy.id].sort());
    const info = dee.GetLobbyHandle(lobbyId)?.GetCallInfoHandle();
    expect(info?.ChannelId()).toBe(lobbyId);
    expect(info?.GuildId()).toBe(lobbyId);
    expect(info?.GetParticipants().sort()).toEqual([ana.id, ben.id, cy.id].sort());
    expect(info?.GetVoiceStateHandle(ana.id)?.SelfMute()).toBe(false);
    expect(info?.GetVoiceStateHandle(dee.id)).toBeNull();
    // ben joined after ana: ana was told of ben (and cy) joining.
    expect(a.participants.filter(([, added]) => added).map(([id]) => id)).toEqual(
      expect.arrayContaining([ben.id, cy.id]),
    );
    await ben.EndCall(lobbyId);
    await wake.until(
      () => changes.some(([, member, added]) => member === ben.id && !added),
      'dee told ben left',
    );
    expect(info?.GetParticipants().sort()).toEqual([ana.id, cy.id].sort());
  });
});

describe('who may call', () => {
  it('a provisional account can call', async () => {
    const [ana, ben] = await players(2, { lobby: 'call-provisional', signIn: 'provisional' });
    const wake = new Wake();
    const a = talk(ana, ana.lobbyId as string, wake, 440);
    const b = talk(ben, ana.lobbyId as string, wake, 880);
    await connected(wake, [a, b]);
  });

  it('a lobby the user is not in: the call goes Joining, then Disconnected with Forbidden', async () => {
    const [ana, ben] = await players(2);
    const lobbyId = await ana.joinLobby('call-members-only');
    const wake = new Wake();
    const b = talk(ben, lobbyId, wake, 880);
    await wake.until(() => b.call.GetStatus() === Call.Status.Disconnected, 'ben refused');
    expect(b.statuses).toEqual(['Joining:None:0', 'Disconnected:Forbidden:0']);
    expect(ben.GetCalls()).toEqual([]);
  });

  it('before Ready StartCall returns null; bad arguments throw ValidationError naming them', async () => {
    const [ana] = await players(1, { connected: false });
    expect(ana.StartCall('123')).toBeNull();
    expect(() => ana.StartCall('lobby')).toThrow(ValidationError);
    expect(() => ana.StartCall('lobby')).toThrow(/lobbyId/);
    expect(() => ana.SetInputVolume(101)).toThrow(/inputVolume/);
    expect(() => ana.SetOutputVolume(-1)).toThrow(/outputVolume/);
    expect(() => ana.SetSelfMuteAll('yes' as unknown as boolean)).toThrow(/mute/);
    ana.SetInputVolume(50);
    ana.SetOutputVolume(200);
    expect([ana.GetInputVolume(), ana.GetOutputVolume()]).toEqual([50, 200]);
    ana.SetSelfMuteAll(true);
    ana.SetSelfDeafAll(true);
    expect([ana.GetSelfMuteAll(), ana.GetSelfDeafAll()]).toEqual([true, true]);
    expect(Call.StatusToString(Call.Status.SignalingConnected)).toBe('SignalingConnected');
    expect(Call.ErrorToString(Call.Error.JoinTimeout)).toBe('JoinTimeout');
  });
});

describe('the voice log', () => {
  it('goes to AddVoiceLogCallback and SetVoiceLogDir, apart from the SDK log, with no token or key', async () => {
    const [ana, ben] = await players(2, { lobby: 'call-log' });
    const lobbyId = ana.lobbyId as string;
    const dir = mkdtempSync(join(tmpdir(), 'voice-log-'));
    const voiceLines: string[] = [];
    const sdkLines: string[] = [];
    ana.AddVoiceLogCallback((message) => voiceLines.push(message), LoggingSeverity.Verbose);
    ana.AddLogCallback((message) => sdkLines.push(message), LoggingSeverity.Verbose);
    expect(ana.SetVoiceLogDir(dir, LoggingSeverity.Verbose)).toBe(true);
    const tokens: string[] = [];
    ana.on('dispatch', (event) => {
      const token = (event.d as { token?: unknown }).token;
      if (typeof token === 'string') tokens.push(token);
    });
    const wake = new Wake();
    const a = talk(ana, lobbyId, wake, 440);
    const b = talk(ben, lobbyId, wake, 880);
    await connected(wake, [a, b]);
    await ana.EndCall(lobbyId);
    expect(voiceLines.some((line) => /Connected/.test(line))).toBe(true);
    expect(voiceLines.some((line) => /Opus through/.test(line))).toBe(true);
    expect(sdkLines.some((line) => /^voice:/.test(line))).toBe(false);
    expect(tokens.length).toBeGreaterThan(0);
    const file = readFileSync(join(dir, 'discord-webrtc_0'), 'utf8');
    expect(file).toMatch(/Connected/);
    for (const token of tokens) {
      expect(file).not.toContain(token);
      for (const line of [...voiceLines, ...sdkLines]) expect(line).not.toContain(token);
    }
    // A second SetVoiceLogDir keeps the previous run's log as discord-last-webrtc_0.
    expect(ana.SetVoiceLogDir(dir, LoggingSeverity.Info)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['discord-last-webrtc_0', 'discord-webrtc_0']);
    ana.SetVoiceLogDir(dir, LoggingSeverity.None);
  });
});

describe('callback delivery', () => {
  it('pumped mode: the PCM callbacks run at once, the status callbacks wait for RunCallbacks()', async () => {
    const [ana, ben] = await players(2, { lobby: 'call-pumped', client: { callbackMode: 'pumped' } });
    const lobbyId = ana.lobbyId as string;
    const wake = new Wake();
    const a = talk(ana, lobbyId, wake, 440);
    const b = talk(ben, lobbyId, wake, 880);
    // Nothing pumps here: audio still arrives, through the PCM callbacks.
    await wake.until(() => b.heard.toneFrames(ana.id, 440, 0.005) >= 5, 'ben hears ana unpumped');
    expect(a.call.GetStatus()).toBe(Call.Status.Connected);
    expect(a.statuses).toEqual([]);
    ana.RunCallbacks();
    expect(a.statuses).toEqual([
      'Joining:None:0',
      'Connecting:None:0',
      'SignalingConnected:None:0',
      'Connected:None:0',
    ]);
    // EndCall's Promise settles unpumped; its callback waits for RunCallbacks().
    let ended = 0;
    await ana.EndCall(lobbyId, () => {
      ended++;
    });
    expect(ended).toBe(0);
    ana.RunCallbacks();
    expect(ended).toBe(1);
  });
});

describe('the client disconnecting', () => {
  it('Disconnect ends the calls (Disconnected, no error), and the others see the player leave', async () => {
    const [ana, ben] = await players(2, { lobby: 'call-disconnect' });
    const lobbyId = ana.lobbyId as string;
    const wake = new Wake();
    const a = talk(ana, lobbyId, wake, 440);
    const b = talk(ben, lobbyId, wake, 880);
    await connected(wake, [a, b]);
    ana.Disconnect();
    await wake.until(() => a.call.GetStatus() === Call.Status.Disconnected, 'ana’s call ended');
    expect(a.statuses.at(-1)).toBe('Disconnected:None:0');
    expect(ana.GetCalls()).toEqual([]);
    await wake.until(() => !b.call.GetParticipants().includes(ana.id), 'ben sees ana leave');
  });
});
