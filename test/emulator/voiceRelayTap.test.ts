/**
 * The relay tap (issue 42): `control.voice.relayed(channelId, userId)` and
 * `GET /_emulator/voice/calls/:id/relayed/:userId` give the last 16 payloads the relay forwarded from a
 * sender, transport encryption removed. With two DAVE members (`@snazzah/davey`, daveMember.ts) they are
 * exactly the sealed frames the sender sent (ending with DAVE's magic marker 0xFA 0xFA), not its Opus,
 * and a session outside the group cannot decrypt them: the relay holds no end-to-end key. Bounded to
 * the last 16, and gone with the participant.
 */
import davey from '@snazzah/davey';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAY_TAP_SIZE, RelayTap } from '../../src/emulator/voice/relayTap.js';
import { type RawGateway, until } from '../connection/world.js';
import { DaveMember } from './daveMember.js';
import { api } from './helpers.js';
import { botSession, joinChannel, startVoiceWorld, type VoiceWorld } from './voiceWorld.js';

let w: VoiceWorld;
let gws: RawGateway[];
let a: DaveMember;
let b: DaveMember;
/** Every frame `a` sent, as davey sealed it, in order. */
const sent: Buffer[] = [];

const userOf = (i: number) => (w.bots[i] as { botUserId: string }).botUserId;
const relayed = (userId: string) => w.fx.emulator.control.voice.relayed(w.voiceId, userId);
/** A frame that looks like Opus (TOC byte, then text we can look for). */
const opus = (text: string) => Buffer.concat([Buffer.from([0x78]), Buffer.from(text)]);

/** `a` sends a frame; resolves once `b` received it (so the relay has handled it). */
async function send(text: string): Promise<{ plain: Buffer; sealed: Buffer }> {
  const plain = opus(text);
  const sealed = a.sendFrame(plain);
  sent.push(sealed);
  await until(() => b.payloadsFrom(a).length >= sent.length, `${sent.length} frames relayed to B`);
  return { plain, sealed };
}

beforeAll(async () => {
  w = await startVoiceWorld({ voice: { dave: 'required' } }, 2);
  gws = await Promise.all(w.bots.map((bot) => botSession(w, bot)));
  a = await DaveMember.join(w, await joinChannel(w, gws[0] as RawGateway, w.voiceId), userOf(0), w.voiceId);
  b = await DaveMember.join(w, await joinChannel(w, gws[1] as RawGateway, w.voiceId), userOf(1), w.voiceId);
  await Promise.all([a.untilEpoch(1), b.untilEpoch(1)]);
  const last = w.fx.emulator.control.voice.call(w.voiceId)?.dave?.lastTransitionId ?? -1;
  await until(() => a.executed.includes(last) && b.executed.includes(last), `transition ${last} executed`);
});
afterAll(async () => {
  a?.close();
  b?.close();
  await w.fx.emulator.close();
});

describe('the relay tap', () => {
  it('holds exactly the sealed DAVE frame the sender sent, not its Opus, and no key to open it', async () => {
    expect(relayed(userOf(0))).toEqual([]);
    const { plain, sealed } = await send('hello from A, through the relay');
    const tapped = relayed(userOf(0));
    expect(tapped).toEqual([sealed]);
    const [frame] = tapped as [Buffer];
    expect(frame.subarray(-2)).toEqual(Buffer.from([0xfa, 0xfa]));
    expect(frame.equals(plain)).toBe(false);
    expect(frame.includes(Buffer.from('hello from A'))).toBe(false);
    // A session outside the group (the relay's position: no MLS keys) cannot decrypt it; B can.
    const outsider = new davey.DAVESession(1, userOf(1), w.voiceId);
    expect(() => outsider.decrypt(userOf(0), 0, frame)).toThrow();
    expect(b.session.decrypt(userOf(0), 0, frame)).toEqual(plain);
    // Per sender: B sent nothing. Copies: writing into one changes nothing kept.
    expect(relayed(userOf(1))).toEqual([]);
    frame.fill(0);
    expect(relayed(userOf(0))).toEqual([sealed]);
  });

  it('is bounded: after 20 frames it holds the last 16, oldest first', async () => {
    for (let i = sent.length; i < 20; i++) await send(`frame ${i}`);
    expect(sent).toHaveLength(20);
    const tapped = relayed(userOf(0));
    expect(tapped).toHaveLength(16);
    expect(tapped).toEqual(sent.slice(4));
    for (const frame of tapped) expect(frame.subarray(-2)).toEqual(Buffer.from([0xfa, 0xfa]));
  });

  it('answers over HTTP as base64 strings; bad ids 400 naming the argument; unknown ones []', async () => {
    const path = (channelId: string, userId: string) =>
      `/_emulator/voice/calls/${channelId}/relayed/${userId}`;
    const ok = await api<string[]>(w.fx.emulator.url, path(w.voiceId, userOf(0)));
    expect(ok.status).toBe(200);
    expect(ok.body.map((text) => Buffer.from(text, 'base64'))).toEqual(sent.slice(4));
    expect((await api(w.fx.emulator.url, path(w.voiceId, '12345'))).body).toEqual([]);
    expect((await api(w.fx.emulator.url, path('12345', userOf(0)))).body).toEqual([]);
    const bad = await api<{ message: string }>(w.fx.emulator.url, path(w.voiceId, 'someone'));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('userId: expected a snowflake string, received "someone"');
    expect(() => w.fx.emulator.control.voice.relayed('lounge', userOf(0))).toThrow(
      new TypeError('channelId: expected a snowflake string, received "lounge"'),
    );
  });

  it('goes with the participant when it leaves the call', async () => {
    (gws[0] as RawGateway).send({
      op: 4,
      d: { guild_id: w.guildId, channel_id: null, self_mute: false, self_deaf: false },
    });
    await a.p.voice.untilClosed();
    await until(() => w.fx.emulator.control.voice.call(w.voiceId)?.participants.length === 1, 'A gone');
    expect(relayed(userOf(0))).toEqual([]);
  });
});

describe('the ring itself', () => {
  it('keeps the last 16 payloads whole while they change size (its slots are reused and grow)', () => {
    const tap = new RelayTap();
    const expected: Buffer[] = [];
    for (let i = 0; i < 40; i++) {
      const size = [5, 300, 0, 120, 2000][i % 5] as number;
      const payload = Buffer.alloc(size, i);
      tap.keep(payload);
      // The relay's buffer may change later: the ring holds its own copy.
      payload.fill(0xff);
      expected.push(Buffer.alloc(size, i));
    }
    expect(tap.list()).toEqual(expected.slice(-RELAY_TAP_SIZE));
  });
});
