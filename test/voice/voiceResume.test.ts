/**
 * Three duties of the Client's voice connection (issue 40), against the emulator's voice server:
 *
 * 1. v8 heartbeats carry `seq_ack`: the Client acknowledges the last sequence number it received, and the
 *    emulator lets go of the messages acknowledged (what it keeps for a resume).
 * 2. A voice socket cut without a close frame (the TCP/TLS connection destroyed: 1006, not the 4015 of
 *    `control.voice.crash()`) resumes with op 7: same SSRC, audio goes on, never Disconnected.
 * 3. A join the service never answers (no LOBBY_VOICE_SERVER_UPDATE after op 17) ends the call with
 *    `JoinTimeout` after `voice.joinTimeoutMs` (15 s by default; 1 s here).
 *
 * The emulator announces a short heartbeat interval (`voice.heartbeatIntervalMs`), which the Client
 * follows from Hello, so a heartbeat comes within half a second. Waits are on the test's Wake, poked by
 * every frame heard and every status (a call's audio is the clock), and bounded.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Call, LoggingSeverity } from '../../src/index.js';
import { testEmulator } from '../../src/testing/index.js';
import { Wake } from './audio.js';
import { connected, framesPass, talk } from './callWorld.js';

/** The heartbeat interval the emulator's Hello announces, ms (the default is 41250). */
const HEARTBEAT_MS = 500;
/** The Client's join timeout in the JoinTimeout test, ms (the default is 15000). */
const JOIN_TIMEOUT_MS = 1000;

const fixture = testEmulator({
  afterEach,
  afterAll,
  timeoutMs: 15_000,
  emulator: { voice: { heartbeatIntervalMs: HEARTBEAT_MS } },
});
// The control API is used before the first players() of a test.
beforeAll(() => fixture.start(), 30_000);

describe('heartbeats (voice gateway v8)', () => {
  it('carry seq_ack: the Client acknowledges the last seq it received, and the emulator lets go of what it acknowledged', async () => {
    const { control } = fixture.emulator;
    // Transport encryption only, so the one message the test makes the server send is the only one (no
    // DAVE re-keying after someone leaves).
    control.voice.setDaveMode('allowed');
    try {
      const [ana, ben, cy] = await fixture.players(3, {
        lobby: 'resume-ack',
        client: { voice: { dave: 'off' } },
      });
      const lobbyId = ana.lobbyId as string;
      const wake = new Wake();
      const a = talk(ana, lobbyId, wake, 440);
      const b = talk(ben, lobbyId, wake, 660);
      const c = talk(cy, lobbyId, wake, 880);
      await connected(wake, [a, b, c]);
      const anaInCall = () => control.voice.call(lobbyId)?.participants.find((p) => p.userId === ana.id);
      expect(anaInCall()?.version).toBe(8);
      // The call is quiet now (steady tones: no speaking changes): every message to ana gets acknowledged.
      await wake.until(() => anaInCall()?.seqAck === anaInCall()?.seq, 'ana acknowledged the call setup');

      // Kicking cy makes the server send ana op 13 at once (numbered, kept for a resume). The control call
      // does it before its first await, so nothing ana sends can have come in between.
      const kicked = control.voice.disconnect(lobbyId, cy.id);
      const before = anaInCall();
      await kicked;
      if (before === undefined) throw new Error('ana is not in the call');
      expect(before.buffered).toBeGreaterThanOrEqual(1);
      expect(before.seqAck).toBeLessThan(before.seq);

      await wake.until(
        () => a.participants.some(([id, added]) => id === cy.id && !added),
        'ana is told cy left (op 13)',
      );
      // Ana's next heartbeat acknowledges it: one interval, bounded.
      await wake.until(() => (anaInCall()?.seqAck ?? -1) >= before.seq, "ana's heartbeat acknowledges op 13");
      const after = anaInCall();
      // The acknowledged value is the highest seq the server sent her (not one more, not one less)...
      expect(after?.seqAck).toBe(before.seq);
      expect(after?.seq).toBe(before.seq);
      // ...and what it acknowledged is no longer kept.
      expect(after?.buffered).toBe(0);
      expect(after?.buffered).toBeLessThan(before.buffered);
      expect(a.statuses.some((s) => s.startsWith('Reconnecting') || s.startsWith('Disconnected'))).toBe(
        false,
      );
    } finally {
      control.voice.setDaveMode('required');
    }
  });

  // The DAVE exchange ends with a JSON message (op 22) whose seq covers the binary frames before it, so
  // this shows acknowledgement in an end-to-end encrypted call, not that binary frames' seqs are counted.
  it('in a call encrypted end to end too, once the DAVE exchange is over every message sent is acknowledged', async () => {
    const { control } = fixture.emulator;
    const [ana, ben] = await fixture.players(2, { lobby: 'resume-ack-dave' });
    const lobbyId = ana.lobbyId as string;
    const wake = new Wake();
    const a = talk(ana, lobbyId, wake, 440);
    const b = talk(ben, lobbyId, wake, 660);
    await connected(wake, [a, b]);
    await wake.until(() => a.call.IsEndToEndEncrypted() && b.call.IsEndToEndEncrypted(), 'the group formed');
    await control.voice.daveSettled();
    for (const player of [ana, ben]) {
      const inCall = () => control.voice.call(lobbyId)?.participants.find((p) => p.userId === player.id);
      await wake.until(() => {
        const p = inCall();
        return p !== undefined && p.seq > 0 && p.seqAck === p.seq && p.buffered === 0;
      }, `${player.name} acknowledged every message`);
    }
  });
});

describe('a dropped voice socket', () => {
  it('cut without a close frame (1006): op 7 Resume, the same SSRCs, audio goes on, never Disconnected', async () => {
    const { control } = fixture.emulator;
    const [ana, ben] = await fixture.players(2, { lobby: 'resume-drop' });
    const lobbyId = ana.lobbyId as string;
    const lines: string[] = [];
    ana.AddVoiceLogCallback((message) => lines.push(message), LoggingSeverity.Verbose);
    const wake = new Wake();
    const a = talk(ana, lobbyId, wake, 440);
    const b = talk(ben, lobbyId, wake, 660);
    await connected(wake, [a, b]);
    const participants = () =>
      (control.voice.call(lobbyId)?.participants ?? []).map((p) => [p.userId, p.ssrc, p.joinedAt]);
    const before = participants();
    expect(before).toHaveLength(2);
    const from = a.statuses.length;
    const linesFrom = lines.length;

    expect(control.voice.dropSocket(lobbyId, ana.id)).toBe(true);
    await wake.until(
      () =>
        a.statuses.slice(from).includes('Reconnecting:None:0') &&
        a.statuses.at(-1) === 'Connected:None:0' &&
        control.voice.call(lobbyId)?.participants.every((p) => p.connected) === true,
      'ana resumed',
    );
    // Resumed, not joined again: an Identify would have made a new participant with a new SSRC.
    expect(participants()).toEqual(before);
    const said = lines.slice(linesFrom);
    // The Client saw no close code (the socket was cut), went Resuming (op 7) and was answered (op 9).
    expect(said.some((line) => /socket closed \(1006\)/.test(line))).toBe(true);
    expect(said.some((line) => /Ready -> Resuming/.test(line))).toBe(true);
    expect(said.some((line) => /Resuming -> Ready/.test(line))).toBe(true);
    expect(said.some((line) => /OpeningWs|Identifying/.test(line))).toBe(false);
    expect(a.statuses.slice(from)).toEqual(['Reconnecting:None:0', 'Connected:None:0']);
    expect([...a.statuses, ...b.statuses].some((s) => s.startsWith('Disconnected'))).toBe(false);
    expect(b.statuses.at(-1)).toBe('Connected:None:0');

    // Audio keeps flowing both ways: ana's tone reaches ben, ben's reaches ana.
    const heardOfAna = b.heard.frames.get(ana.id)?.length ?? 0;
    await framesPass(wake, b, a, 20);
    expect(b.heard.toneFrames(ana.id, 440, 0.005, heardOfAna)).toBeGreaterThanOrEqual(15);
    const heardOfBen = a.heard.frames.get(ben.id)?.length ?? 0;
    await framesPass(wake, a, b, 20);
    expect(a.heard.toneFrames(ben.id, 660, 0.005, heardOfBen)).toBeGreaterThanOrEqual(15);
    expect(a.call.GetStatus()).toBe(Call.Status.Connected);
  });
});

describe('JoinTimeout', () => {
  it('a join the service never answers ends the call with JoinTimeout after voice.joinTimeoutMs', async () => {
    const { control } = fixture.emulator;
    const [ana] = await fixture.players(1, {
      lobby: 'resume-join-timeout',
      client: { voice: { joinTimeoutMs: JOIN_TIMEOUT_MS } },
    });
    const lobbyId = ana.lobbyId as string;
    // The voice server updates this client is sent (not among the typed dispatches: the calls take them).
    const updates: unknown[] = [];
    ana.on('dispatch', (event) => {
      const t: string = event.t;
      if (t === 'LOBBY_VOICE_SERVER_UPDATE') updates.push((event as { d: unknown }).d);
    });
    expect(control.voice.withholdServerUpdates(lobbyId)).toBe(true);
    try {
      const wake = new Wake();
      const started = performance.now();
      const a = talk(ana, lobbyId, wake, 440);
      await wake.until(() => a.call.GetStatus() === Call.Status.Disconnected, 'the call ended');
      const took = performance.now() - started;
      expect(a.statuses).toEqual(['Joining:None:0', 'Disconnected:JoinTimeout:0']);
      expect(Call.ErrorToString(Call.Error.JoinTimeout)).toBe('JoinTimeout');
      // Not before the timeout (the timer's own slack aside).
      expect(took).toBeGreaterThanOrEqual(JOIN_TIMEOUT_MS - 50);
      expect(updates).toEqual([]);
      expect(control.voice.call(lobbyId)).toBeUndefined();
      expect(ana.GetCalls()).toEqual([]);
      expect(ana.GetCall(lobbyId)).toBeNull();

      // The service answers again: the same player's next call connects.
      expect(control.voice.withholdServerUpdates(lobbyId, false)).toBe(false);
      const again = talk(ana, lobbyId, wake, 440);
      await wake.until(() => again.call.GetStatus() === Call.Status.Connected, 'the next call connected');
      expect(updates).toHaveLength(1);
      expect(again.statuses.some((s) => s.includes('JoinTimeout'))).toBe(false);
    } finally {
      control.voice.withholdServerUpdates(lobbyId, false);
    }
  });
});

describe('the controls over HTTP', () => {
  it('PUT /_emulator/voice/withheld and POST /_emulator/voice/calls/:id/drop check their input', async () => {
    const { url } = fixture.emulator;
    const send = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`${url}/_emulator${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const lobbyId = '1234567890123';
    expect(await send('PUT', '/voice/withheld', { serverId: lobbyId })).toEqual({
      status: 200,
      body: { withheld: true },
    });
    expect(fixture.emulator.control.voice.withholdServerUpdates(lobbyId, false)).toBe(false);
    expect(await send('PUT', '/voice/withheld', { serverId: lobbyId, withheld: false })).toEqual({
      status: 200,
      body: { withheld: false },
    });
    const bad = await send('PUT', '/voice/withheld', { serverId: 'lobby' });
    expect(bad.status).toBe(400);
    expect(String(bad.body.message)).toMatch(/serverId/);
    const notBool = await send('PUT', '/voice/withheld', { serverId: lobbyId, withheld: 'yes' });
    expect(notBool.status).toBe(400);
    expect(String(notBool.body.message)).toMatch(/withheld/);
    // No such call or user: nothing to cut.
    expect(await send('POST', `/voice/calls/${lobbyId}/drop`, { userId: '42' })).toEqual({
      status: 200,
      body: { ok: false },
    });
    const badUser = await send('POST', `/voice/calls/${lobbyId}/drop`, { userId: 42 });
    expect(badUser.status).toBe(400);
    expect(String(badUser.body.message)).toMatch(/userId/);
  });
});
