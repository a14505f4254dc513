/**
 * The voice server's DAVE role (VOICE.md §6) with members built on `@snazzah/davey` (not our code): two
 * members reach a shared epoch, a third joining mid-call and one leaving move the group to a new epoch,
 * frames one encrypts the others decrypt, and the relay's bytes of a frame are not the sent Opus and do
 * not decrypt without the group's keys. A sole remaining member is reset (op 24 epoch 1, op 21 id 0).
 */
import davey from '@snazzah/davey';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RawGateway, until } from '../connection/world.js';
import { DaveMember } from './daveMember.js';
import { botSession, joinChannel, startVoiceWorld, type VoiceWorld } from './voiceWorld.js';

let w: VoiceWorld;
let gws: RawGateway[];
const members: DaveMember[] = [];

beforeAll(async () => {
  // The service's setting, said explicitly (the voice world allows version 0 for its raw clients).
  w = await startVoiceWorld({ voice: { dave: 'required' } }, 3);
  gws = await Promise.all(w.bots.map((bot) => botSession(w, bot)));
});
afterAll(async () => {
  for (const m of members) m.close();
  await w.fx.emulator.close();
});

const dave = () => w.fx.emulator.control.voice.call(w.voiceId)?.dave;
const userOf = (i: number) => (w.bots[i] as { botUserId: string }).botUserId;

async function join(i: number): Promise<DaveMember> {
  const joined = await joinChannel(w, gws[i] as RawGateway, w.voiceId);
  const member = await DaveMember.join(w, joined, userOf(i), w.voiceId);
  members.push(member);
  return member;
}

/** Waits until the transition `id` ran at every member given. */
const executed = (id: number, ...who: DaveMember[]) =>
  until(() => who.every((m) => m.executed.includes(id)), `transition ${id} executed`);

/** A frame that looks like Opus (TOC byte, then text we can look for). */
const opus = (text: string) => Buffer.concat([Buffer.from([0x78]), Buffer.from(text)]);

let a: DaveMember;
let b: DaveMember;
let c: DaveMember;

describe('a call encrypted end to end', () => {
  it('two members reach a shared epoch through the gateway (external sender, proposals, commit, welcome)', async () => {
    a = await join(0);
    b = await join(1);
    await Promise.all([a.untilEpoch(1), b.untilEpoch(1)]);
    const info = dave();
    expect(info).toMatchObject({ protocolVersion: 1, established: true, epoch: 1 });
    await executed(info?.lastTransitionId ?? -1, a, b);
    // One group: the same members and the same epoch authenticator (its privacy code).
    expect(a.session.getUserIds().sort()).toEqual([userOf(0), userOf(1)].sort());
    expect(a.session.voicePrivacyCode).toBe(b.session.voicePrivacyCode);
    expect(a.session.voicePrivacyCode).not.toBe('');
    // Each got op 25 first; proposals, then the commit (29) or the welcome (30).
    expect(a.binaryOps[0]).toBe(25);
    expect(b.binaryOps[0]).toBe(25);
    expect([...a.binaryOps, ...b.binaryOps]).toContain(29);
    expect([...a.binaryOps, ...b.binaryOps]).toContain(30);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    const call = w.fx.emulator.control.voice.call(w.voiceId);
    expect(call?.e2ee).toBe(true);
    expect(call?.participants.map((p) => [p.daveProtocolVersion, p.daveMember])).toEqual([
      [1, true],
      [1, true],
    ]);
  });

  it('a frame one encrypts the other decrypts; the relay forwards bytes it cannot read', async () => {
    const sent = opus('hello from A, end to end');
    const sealed = a.sendFrame(sent);
    const { relayed, opus: heard } = await b.receive(a, 1);
    expect(heard).toEqual(sent);
    // What the relay handled (transport encryption off) is DAVE's frame: not the Opus, nor containing it.
    expect(relayed).toEqual(sealed);
    expect(relayed.equals(sent)).toBe(false);
    expect(relayed.includes(Buffer.from('hello from A'))).toBe(false);
    expect(relayed.subarray(-2)).toEqual(Buffer.from([0xfa, 0xfa]));
    // A session outside the group (the position of the relay: no MLS keys) cannot decrypt it.
    const outsider = new davey.DAVESession(1, userOf(2), w.voiceId);
    expect(() => outsider.decrypt(userOf(0), 0, relayed)).toThrow();
  });

  it('a third member joining mid-call moves the group to epoch 2, and frames cross both ways', async () => {
    c = await join(2);
    await Promise.all([a.untilEpoch(2), b.untilEpoch(2), c.untilEpoch(2)]);
    const info = dave();
    expect(info).toMatchObject({ epoch: 2, members: [userOf(0), userOf(1), userOf(2)] });
    await executed(info?.lastTransitionId ?? -1, a, b, c);
    expect(new Set([a, b, c].map((m) => m.session.voicePrivacyCode)).size).toBe(1);
    const fromC = opus('C speaking');
    c.sendFrame(fromC);
    expect((await a.receive(c, 1)).opus).toEqual(fromC);
    expect((await b.receive(c, 1)).opus).toEqual(fromC);
    const fromA = opus('A again');
    a.sendFrame(fromA);
    expect((await c.receive(a, 1)).opus).toEqual(fromA);
    expect([...a.errors, ...b.errors, ...c.errors]).toEqual([]);
  });

  it('a member leaving moves the group to epoch 3 without it; its keys no longer open new frames', async () => {
    (gws[1] as RawGateway).send({
      op: 4,
      d: { guild_id: w.guildId, channel_id: null, self_mute: false, self_deaf: false },
    });
    await b.p.voice.untilClosed();
    await Promise.all([a.untilEpoch(3), c.untilEpoch(3)]);
    const info = dave();
    // B's leaf (1) is blank now.
    expect(info).toMatchObject({ epoch: 3, members: [userOf(0), null, userOf(2)] });
    await executed(info?.lastTransitionId ?? -1, a, c);
    expect(a.session.getUserIds().sort()).toEqual([userOf(0), userOf(2)].sort());
    const later = opus('after B left');
    a.sendFrame(later);
    const { relayed, opus: heard } = await c.receive(a, 2);
    expect(heard).toEqual(later);
    // B still holds epoch 2's keys: they do not open epoch 3's frames.
    expect(() => b.session.decrypt(userOf(0), 0, relayed)).toThrow();
  });

  it('the sole remaining member is reset: op 24 epoch 1, then op 21 transition 0', async () => {
    (gws[2] as RawGateway).send({
      op: 4,
      d: { guild_id: w.guildId, channel_id: null, self_mute: false, self_deaf: false },
    });
    await c.p.voice.untilClosed();
    await until(() => a.daveJson.some((m) => m.op === 21 && m.d.transition_id === 0), 'op 21 id 0');
    const last = a.daveJson.slice(-2);
    expect(last).toEqual([
      { op: 24, d: { protocol_version: 1, epoch: 1 } },
      { op: 21, d: { protocol_version: 1, transition_id: 0 } },
    ]);
    await until(() => dave()?.established === false, 'the group starts over');
    expect(dave()).toMatchObject({ epoch: 0, members: [] });
  });
});
