/**
 * DAVE's setting and the gateway's care with what members send (VOICE.md §4, §6): where DAVE is required
 * (the default, as the service) a client without it is refused 4017; the control API switches to
 * 'allowed', where a client without DAVE downgrades the call (op 21 version 0, op 22) and its leaving
 * upgrades it again (op 24 epoch 1, a new group). A key package for another user closes 4020; a commit
 * that is not what was proposed is not relayed; a member reporting a bad commit or welcome (op 31) is
 * removed and added back. Members are `@snazzah/davey` sessions (daveMember.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RawGateway, until } from '../connection/world.js';
import { DaveMember } from './daveMember.js';
import { api } from './helpers.js';
import {
  botSession,
  connectVoice,
  joinChannel,
  RawVoice,
  startVoiceWorld,
  type VoiceWorld,
} from './voiceWorld.js';

let w: VoiceWorld;
let gws: RawGateway[];
const open: { close(): void }[] = [];

beforeAll(async () => {
  // No voice.dave: the emulator's own default applies ('required').
  w = await startVoiceWorld({ voice: { dave: undefined } }, 3);
  gws = await Promise.all(w.bots.map((bot) => botSession(w, bot)));
});
afterAll(async () => {
  for (const o of open) o.close();
  await w.fx.emulator.close();
});

const userOf = (i: number) => (w.bots[i] as { botUserId: string }).botUserId;
const dave = () => w.fx.emulator.control.voice.call(w.voiceId)?.dave;
const gw = (i: number) => gws[i] as RawGateway;

/** Op 4 into the voice channel; resolves with the new grant (each join hands out a new one). */
function grant(i: number) {
  const nth = gw(i).frames.filter((f) => f.t === 'VOICE_SERVER_UPDATE').length + 1;
  return joinChannel(w, gw(i), w.voiceId, { nth });
}

async function member(i: number): Promise<DaveMember> {
  const m = await DaveMember.join(w, await grant(i), userOf(i), w.voiceId);
  open.push(m);
  return m;
}

async function leave(i: number, voice: RawVoice): Promise<void> {
  gw(i).send({ op: 4, d: { guild_id: w.guildId, channel_id: null, self_mute: false, self_deaf: false } });
  await voice.untilClosed();
}

/** Until the server handled everything `m` sent so far, DAVE steps included (op 16 answers in order). */
async function roundTrip(m: DaveMember): Promise<void> {
  const count = () => m.p.voice.frames.filter((f) => f.op === 16).length;
  const before = count();
  m.p.voice.send(16, {});
  await until(() => count() > before, 'op 16 answered');
  await w.fx.emulator.control.voice.daveSettled();
}

async function settings(body?: unknown) {
  return api<{ dave?: string; message?: string }>(w.fx.emulator.url, '/_emulator/voice/settings', {
    method: body === undefined ? 'GET' : 'PUT',
    body,
  });
}

describe('DAVE required (the default)', () => {
  it('refuses an Identify without DAVE with 4017, whether the field is 0 or absent', async () => {
    expect((await settings()).body).toEqual({ dave: 'required' });
    for (const override of [{ max_dave_protocol_version: 0 }, {}]) {
      const joined = await grant(0);
      const voice = await RawVoice.open(joined.endpoint, w.ca, '?v=8');
      await voice.op(8);
      voice.send(0, {
        server_id: joined.serverId,
        user_id: userOf(0),
        session_id: joined.sessionId,
        token: joined.token,
        ...override,
      });
      const closed = await voice.untilClosed();
      expect(closed.code).toBe(4017);
      expect(closed.reason).toMatch(/max_dave_protocol_version/);
    }
    expect(w.fx.emulator.control.voice.call(w.voiceId)).toBeUndefined();
  });

  it('the control API names a bad mode (400)', async () => {
    const bad = await settings({ dave: 'sometimes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/mode: expected 'required' or 'allowed'/);
    expect((await settings()).body).toEqual({ dave: 'required' });
  });
});

describe('what members send', () => {
  it('a key package whose credential is another user closes 4020 naming it', async () => {
    const joined = await grant(0);
    const p = await connectVoice(w, joined, userOf(0), { dave: 1 });
    open.push({ close: () => p.udp.close() });
    const { default: davey } = await import('@snazzah/davey');
    const impostor = new davey.DAVESession(1, userOf(1), w.voiceId);
    p.voice.ws.send(Buffer.concat([Buffer.from([26]), impostor.getSerializedKeyPackage()]), { binary: true });
    const closed = await p.voice.untilClosed();
    expect(closed.code).toBe(4020);
    expect(closed.reason).toMatch(/identity is not this user's id/);
    await leave(0, p.voice);
  });

  it('a commit that is not what was proposed is not relayed; op 31 removes the member and adds it back', async () => {
    const a = await member(0);
    const b = await member(1);
    await Promise.all([a.untilEpoch(1), b.untilEpoch(1)]);
    // Garbage, and a stale epoch's commit: neither reaches anyone.
    await Promise.all([roundTrip(a), roundTrip(b)]);
    const before = dave()?.refusedCommits ?? 0;
    a.p.voice.ws.send(Buffer.from([28, 1, 2, 3]), { binary: true });
    await roundTrip(a);
    expect(dave()?.refusedCommits).toBe(before + 1);
    expect(dave()?.epoch).toBe(1);
    // B reports the last commit or welcome as bad: it is removed, sends a new key package, is added again.
    b.reportInvalid(dave()?.lastTransitionId ?? 0);
    await until(
      () => a.epoch > 1 && b.session.ready && b.epoch === a.epoch && dave()?.epoch === a.epoch,
      'A and B in one group again',
    );
    expect(a.session.voicePrivacyCode).toBe(b.session.voicePrivacyCode);
    expect(
      dave()
        ?.members.filter((m) => m !== null)
        .sort(),
    ).toEqual([userOf(0), userOf(1)].sort());
    const frame = Buffer.from('after the recovery');
    a.sendFrame(frame);
    expect((await b.receive(a, 1)).opus).toEqual(frame);
    await leave(1, b.p.voice);
    await leave(0, a.p.voice);
    await until(() => w.fx.emulator.control.voice.call(w.voiceId) === undefined, 'the call ended');
  });
});

describe('transitions', () => {
  it('a member that never says it is ready does not hold the transition: op 22 after 2 s of emulator time', async () => {
    const a = await member(0);
    const b = await DaveMember.join(w, await grant(1), userOf(1), w.voiceId, { answerTransitions: false });
    open.push(b);
    await Promise.all([a.untilEpoch(1), b.untilEpoch(1)]);
    await Promise.all([roundTrip(a), roundTrip(b)]);
    const id = dave()?.transitionId;
    expect(id).not.toBeNull();
    // Half the timeout (the emulator clock also runs with the wall clock: a margin, not an edge).
    await w.fx.emulator.control.clock.advance(1000);
    await w.fx.emulator.control.voice.daveSettled();
    expect(dave()?.transitionId).toBe(id);
    expect(a.executed).not.toContain(id);
    await w.fx.emulator.control.clock.advance(1000);
    await w.fx.emulator.control.voice.daveSettled();
    await until(
      () => a.executed.includes(id as number) && b.executed.includes(id as number),
      'op 22 at both',
    );
    expect(dave()?.transitionId).toBeNull();
    await leave(1, b.p.voice);
    await leave(0, a.p.voice);
    await until(() => w.fx.emulator.control.voice.call(w.voiceId) === undefined, 'the call ended');
  });
});

describe('resume', () => {
  it('v8: DAVE binary messages sent while away are replayed after op 9, numbered with the JSON ones', async () => {
    const a = await member(0);
    const b = await member(1);
    await Promise.all([a.untilEpoch(1), b.untilEpoch(1)]);
    await roundTrip(a);
    const seqs = () => [
      ...a.p.voice.frames.map((f) => f.seq ?? 0),
      ...a.p.voice.binary.map((frame) => frame.readUInt16BE(0)),
    ];
    const lastSeen = Math.max(...seqs());
    expect(new Set(seqs()).size).toBe(seqs().length);
    a.p.voice.ws.terminate();
    await a.p.voice.untilClosed();
    const away = () =>
      w.fx.emulator.control.voice.call(w.voiceId)?.participants.find((p) => p.userId === userOf(0));
    await until(() => away()?.connected === false, 'A away');
    // C joins: A (away) is sent op 11, then C's Add (op 27) and, once B commits, op 29.
    const c = await member(2);
    await until(() => (dave()?.epoch ?? 0) >= 2, 'B committed C');
    const joined = gw(0)
      .frames.filter((f) => f.t === 'VOICE_SERVER_UPDATE')
      .at(-1)?.d as {
      token: string;
      endpoint: string;
    };
    const again = await RawVoice.open(joined.endpoint, w.ca, '?v=8');
    await again.op(8);
    again.send(7, {
      server_id: w.guildId,
      session_id: gw(0).sessionId(),
      token: joined.token,
      seq_ack: lastSeen,
    });
    await again.op(9);
    await until(() => again.binary.some((frame) => frame[2] === 29), 'op 29 replayed');
    const ops = again.binary.map((frame) => [frame.readUInt16BE(0), frame[2]]);
    expect(ops.map(([, op]) => op)).toEqual([27, 29]);
    const json = again.frames.filter((f) => f.op === 11);
    expect(json.map((f) => f.seq)).toEqual([lastSeen + 1]);
    expect(ops.map(([seq]) => seq)).toEqual([lastSeen + 2, lastSeen + 3]);
    again.close();
    await again.untilClosed();
    await leave(2, c.p.voice);
    await leave(1, b.p.voice);
    await leave(0, again);
    await until(() => w.fx.emulator.control.voice.call(w.voiceId) === undefined, 'the call ended');
  });
});

describe("DAVE 'allowed' (control API)", () => {
  it('a client without DAVE downgrades the call; its leaving upgrades it to a new group', async () => {
    expect((await settings({ dave: 'allowed' })).body).toEqual({ dave: 'allowed' });
    const a = await member(0);
    const b = await member(1);
    await Promise.all([a.untilEpoch(1), b.untilEpoch(1)]);
    expect(w.fx.emulator.control.voice.call(w.voiceId)?.e2ee).toBe(true);
    // C has no DAVE: its session description says 0, and A and B are told to downgrade.
    const joined = await grant(2);
    const c = await connectVoice(w, joined, userOf(2), { dave: 0 });
    open.push({ close: () => c.udp.close() });
    const description = c.voice.frames.find((f) => f.op === 4)?.d as
      | { dave_protocol_version: number }
      | undefined;
    expect(description?.dave_protocol_version).toBe(0);
    await until(() => a.daveJson.some((m) => m.op === 21 && m.d.protocol_version === 0), 'op 21 version 0');
    const down = a.daveJson.find((m) => m.op === 21 && m.d.protocol_version === 0)?.d.transition_id as number;
    await until(() => a.executed.includes(down) && b.executed.includes(down), 'the downgrade executed');
    const call = w.fx.emulator.control.voice.call(w.voiceId);
    expect(call?.e2ee).toBe(false);
    expect(call?.dave?.protocolVersion).toBe(0);
    expect(call?.participants.map((p) => p.daveProtocolVersion)).toEqual([0, 0, 0]);
    // C leaves: everyone left supports DAVE, so the call upgrades (op 24 epoch 1) and a new group forms.
    const [pa, pb] = [a.processed, b.processed];
    await leave(2, c.voice);
    await until(() => a.daveJson.some((m) => m.op === 24 && m.d.epoch === 1), 'op 24 epoch 1');
    await until(() => w.fx.emulator.control.voice.call(w.voiceId)?.e2ee === true, 'e2ee again');
    await until(() => a.processed > pa && b.processed > pb, 'the new group joined by both');
    expect([a.epoch, b.epoch]).toEqual([1, 1]);
    expect(a.session.voicePrivacyCode).toBe(b.session.voicePrivacyCode);
    const frame = Buffer.from('upgraded again');
    b.sendFrame(frame);
    expect((await a.receive(b, 1)).opus).toEqual(frame);
    await settings({ dave: 'required' });
  });
});
