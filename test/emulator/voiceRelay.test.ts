/**
 * The voice server end to end with raw clients: two bots join a guild voice channel over the main
 * gateway (op 4), reach the voice gateway over TLS trusting the emulator's CA, discover their address
 * over UDP, select a mode, and talk: each RTP packet is authenticated with the sender's key and arrives
 * at the other sealed with theirs, keeping the sender's SSRC. Both encryption modes, across each other;
 * a bad tag and a spoofed address dropped and counted, never forwarded; loss, delay, jitter and
 * reordering applied on a seeded source and the emulator's clock; server mute.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RawGateway } from '../connection/world.js';
import { until } from '../connection/world.js';
import {
  botSession,
  connectVoice,
  joinChannel,
  open,
  type Participant,
  RawUdp,
  sendRtp,
  startVoiceWorld,
  type VoiceWorld,
} from './voiceWorld.js';

let w: VoiceWorld;
let gwA: RawGateway;
let gwB: RawGateway;
let a: Participant;
let b: Participant;

beforeAll(async () => {
  w = await startVoiceWorld();
  [gwA, gwB] = await Promise.all([botSession(w, w.bots[0]), botSession(w, w.bots[1])]);
  const joinedA = await joinChannel(w, gwA, w.voiceId);
  a = await connectVoice(w, joinedA, w.bots[0].botUserId);
  const joinedB = await joinChannel(w, gwB, w.voiceId);
  b = await connectVoice(w, joinedB, w.bots[1].botUserId, { mode: 'aead_xchacha20_poly1305_rtpsize' });
  a.voice.send(5, { speaking: 1, delay: 0, ssrc: a.ssrc });
  b.voice.send(5, { speaking: 1, delay: 0, ssrc: b.ssrc });
  await b.voice.next((f) => f.op === 5, 'A speaking at B');
  await a.voice.next((f) => f.op === 5, 'B speaking at A');
});
afterAll(async () => {
  a?.udp.close();
  b?.udp.close();
  await w.fx.emulator.close();
});

const call = () => w.fx.emulator.control.voice.call(w.voiceId);
const participant = (userId: string) => call()?.participants.find((p) => p.userId === userId);

/** Waits until `p` received `count` more RTP packets than `before`; returns the new ones. */
async function received(p: Participant, before: number, count: number): Promise<Buffer[]> {
  await until(() => p.udp.rtp().length >= before + count, `${count} RTP packets`);
  return p.udp.rtp().slice(before);
}

describe('a guild voice call between two bots', () => {
  it('dispatches the voice state to the guild bots and the server update to the joining session only', () => {
    const stateAtB = gwB.frames.find(
      (f) => f.t === 'VOICE_STATE_UPDATE' && (f.d as { user_id: string }).user_id === w.bots[0].botUserId,
    );
    expect(stateAtB?.d).toMatchObject({
      guild_id: w.guildId,
      channel_id: w.voiceId,
      user_id: w.bots[0].botUserId,
      session_id: gwA.sessionId(),
      self_mute: false,
      self_deaf: false,
      mute: false,
      deaf: false,
    });
    const servers = gwA.frames.filter((f) => f.t === 'VOICE_SERVER_UPDATE');
    expect(servers).toHaveLength(1);
    expect(servers[0]?.d).toMatchObject({
      guild_id: w.guildId,
      endpoint: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
    });
    // The token went to A's session only.
    const token = (servers[0]?.d as { token: string } | undefined)?.token ?? '';
    expect(JSON.stringify(gwB.frames)).not.toContain(token);
    expect(JSON.stringify(w.fx.emulator.control.events())).not.toContain(token);
  });

  it('tells each the other joined (op 11) and who speaks with which SSRC (op 5)', async () => {
    const connect = await a.voice.next((f) => f.op === 11, 'op 11 at A');
    expect(connect.d).toEqual({ user_ids: [w.bots[1].botUserId] });
    const speaking = b.voice.frames.find((f) => f.op === 5)?.d;
    expect(speaking).toEqual({ user_id: w.bots[0].botUserId, ssrc: a.ssrc, speaking: 1 });
    expect(a.ssrc).not.toBe(b.ssrc);
  });

  it("relays AES-GCM from A to B sealed with B's XChaCha key, keeping A's header", async () => {
    const before = b.udp.rtp().length;
    const seq = sendRtp(a, Buffer.from('opus frame from A'));
    const [packet] = await received(b, before, 1);
    expect(packet?.readUInt32BE(8)).toBe(a.ssrc);
    expect(packet?.readUInt16BE(2)).toBe(seq);
    expect(open(b.mode, b.key, packet as Buffer)?.toString()).toBe('opus frame from A');
    expect(open(a.mode, a.key, packet as Buffer)).toBeNull();
  });

  it("relays XChaCha from B to A sealed with A's AES-GCM key", async () => {
    const before = a.udp.rtp().length;
    sendRtp(b, Buffer.from('opus frame from B'));
    const [packet] = await received(a, before, 1);
    expect(packet?.readUInt32BE(8)).toBe(b.ssrc);
    expect(open(a.mode, a.key, packet as Buffer)?.toString()).toBe('opus frame from B');
  });

  it('counts packets in and out per participant', () => {
    expect(participant(w.bots[0].botUserId)).toMatchObject({
      packetsIn: 1,
      packetsOut: 1,
      mode: 'aead_aes256_gcm_rtpsize',
      version: 8,
      daveMax: 0,
    });
    expect(participant(w.bots[1].botUserId)).toMatchObject({
      packetsIn: 1,
      packetsOut: 1,
      mode: 'aead_xchacha20_poly1305_rtpsize',
    });
  });

  it('drops a packet with a bad tag and counts it, forwarding nothing', async () => {
    const stats = () => w.fx.emulator.control.voice.stats().relay;
    const badBefore = stats()?.drops.badTag ?? 0;
    const before = b.udp.rtp().length;
    sendRtp(a, Buffer.from('forged'), { key: new Uint8Array(32).fill(7) });
    await until(() => (stats()?.drops.badTag ?? 0) > badBefore, 'bad tag counted');
    // A good packet after it arrives alone: the forged one was never forwarded.
    sendRtp(a, Buffer.from('after the forged one'));
    const fresh = await received(b, before, 1);
    expect(fresh.map((p) => open(b.mode, b.key, p)?.toString())).toEqual(['after the forged one']);
    expect(participant(w.bots[0].botUserId)?.rejected).toBe(1);
  });

  it('drops a packet from another address than the one A selected (spoofed) and counts it', async () => {
    const spoofer = await RawUdp.open();
    try {
      const stats = () => w.fx.emulator.control.voice.stats().relay;
      const before = stats()?.drops.unknownAddress ?? 0;
      const got = b.udp.rtp().length;
      sendRtp(a, Buffer.from('from elsewhere'), { from: spoofer });
      await until(() => (stats()?.drops.unknownAddress ?? 0) > before, 'spoofed packet counted');
      sendRtp(a, Buffer.from('from A itself'));
      const fresh = await received(b, got, 1);
      expect(fresh.map((p) => open(b.mode, b.key, p)?.toString())).toEqual(['from A itself']);
    } finally {
      spoofer.close();
    }
  });

  it("counts a gap in the sender's sequence numbers as loss", async () => {
    const lostBefore = participant(w.bots[0].botUserId)?.lost ?? 0;
    a.seq += 3; // three packets "lost" on the way
    const before = b.udp.rtp().length;
    sendRtp(a, Buffer.from('after a gap'));
    await received(b, before, 1);
    expect(participant(w.bots[0].botUserId)?.lost).toBe(lostBefore + 3);
  });

  it('answers keep-alives (8 bytes) and the community ping', async () => {
    const before = a.udp.received.length;
    const ping = Buffer.from('1337cafe00000007', 'hex');
    a.udp.send(ping, a.serverPort);
    await until(() => a.udp.received.length > before, 'ping reply');
    expect(a.udp.received.at(-1)?.toString('hex')).toBe('1337f00d00000007');
  });
});

describe('network faults of a call', () => {
  it('drops every packet at 100% loss and counts the drops', async () => {
    const { voice } = w.fx.emulator.control;
    voice.setFaults(w.voiceId, { lossPercent: 100, seed: 42 });
    try {
      const dropsBefore = participant(w.bots[1].botUserId)?.faultDrops ?? 0;
      for (let i = 0; i < 5; i++) sendRtp(a, Buffer.from(`lost ${i}`));
      await until(
        () => (participant(w.bots[1].botUserId)?.faultDrops ?? 0) >= dropsBefore + 5,
        'fault drops',
      );
    } finally {
      voice.setFaults(w.voiceId, null);
    }
    const before = b.udp.rtp().length;
    sendRtp(a, Buffer.from('after the faults'));
    const fresh = await received(b, before, 1);
    expect(fresh.map((p) => open(b.mode, b.key, p)?.toString())).toEqual(['after the faults']);
  });

  it('holds delayed packets until the emulator clock reaches their time', async () => {
    const { voice, clock } = w.fx.emulator.control;
    await clock.freeze(true);
    voice.setFaults(w.voiceId, { delayMs: 500, seed: 1 });
    try {
      const before = b.udp.rtp().length;
      sendRtp(a, Buffer.from('late'));
      await until(() => (voice.stats().relay?.delayed ?? 0) === 1, 'packet held');
      expect(b.udp.rtp().length).toBe(before);
      await clock.advance(499);
      expect(voice.stats().relay?.delayed).toBe(1);
      await clock.advance(1);
      const fresh = await received(b, before, 1);
      expect(open(b.mode, b.key, fresh[0] as Buffer)?.toString()).toBe('late');
    } finally {
      voice.setFaults(w.voiceId, null);
      await clock.freeze(false);
    }
  });

  it('reorders: a held-back packet goes after the next one', async () => {
    const { voice } = w.fx.emulator.control;
    voice.setFaults(w.voiceId, { reorderPercent: 100, seed: 3 });
    try {
      const before = b.udp.rtp().length;
      sendRtp(a, Buffer.from('first'));
      await until(() => (participant(w.bots[0].botUserId)?.packetsIn ?? 0) > 0, 'first in');
      sendRtp(a, Buffer.from('second'));
      const fresh = await received(b, before, 2);
      expect(fresh.map((p) => open(b.mode, b.key, p)?.toString())).toEqual(['second', 'first']);
    } finally {
      voice.setFaults(w.voiceId, null);
    }
  });

  it('repeats the same losses for the same seed', async () => {
    const { voice } = w.fx.emulator.control;
    const arrivals = async (): Promise<string[]> => {
      voice.setFaults(w.voiceId, { lossPercent: 50, seed: 7 });
      const before = b.udp.rtp().length;
      const dropsBefore = participant(w.bots[1].botUserId)?.faultDrops ?? 0;
      for (let i = 0; i < 20; i++) sendRtp(a, Buffer.from(`packet ${i}`));
      await until(
        () =>
          b.udp.rtp().length - before + (participant(w.bots[1].botUserId)?.faultDrops ?? 0) - dropsBefore ===
          20,
        'all 20 decided',
      );
      voice.setFaults(w.voiceId, null);
      return b.udp
        .rtp()
        .slice(before)
        .map((p) => open(b.mode, b.key, p)?.toString() ?? '?');
    };
    const first = await arrivals();
    const second = await arrivals();
    expect(first).toEqual(second);
    expect(first.length).toBeGreaterThan(2);
    expect(first.length).toBeLessThan(18);
  });

  it('jitter holds each packet up to its bound, on the emulator clock', async () => {
    const { voice, clock } = w.fx.emulator.control;
    await clock.freeze(true);
    voice.setFaults(w.voiceId, { jitterMs: 100, seed: 5 });
    try {
      const before = b.udp.rtp().length;
      for (let i = 0; i < 5; i++) sendRtp(a, Buffer.from(`jittered ${i}`));
      await until(() => (voice.stats().relay?.delayed ?? 0) === 5, 'five held');
      await clock.advance(100);
      const fresh = await received(b, before, 5);
      expect(fresh.map((p) => open(b.mode, b.key, p)?.toString()).sort()).toEqual(
        [0, 1, 2, 3, 4].map((i) => `jittered ${i}`),
      );
    } finally {
      voice.setFaults(w.voiceId, null);
      await clock.freeze(false);
    }
  });

  it('refuses faults out of range, naming the field', () => {
    expect(() => w.fx.emulator.control.voice.setFaults(w.voiceId, { lossPercent: 101 })).toThrow(
      /faults\.lossPercent/,
    );
  });
});

describe('server mute', () => {
  it('dispatches mute: true and stops relaying the muted sender', async () => {
    const { voice } = w.fx.emulator.control;
    expect(await voice.mute(w.guildId, w.bots[0].botUserId)).toBe(true);
    const muted = await gwB.next(
      (f) =>
        f.t === 'VOICE_STATE_UPDATE' &&
        (f.d as { mute: boolean; user_id: string }).mute &&
        (f.d as { user_id: string }).user_id === w.bots[0].botUserId,
      'mute state',
    );
    expect(muted.d).toMatchObject({ mute: true, channel_id: w.voiceId });
    const dropsBefore = participant(w.bots[0].botUserId)?.mutedDrops ?? 0;
    sendRtp(a, Buffer.from('muted'));
    await until(() => (participant(w.bots[0].botUserId)?.mutedDrops ?? 0) > dropsBefore, 'muted drop');
    await voice.mute(w.guildId, w.bots[0].botUserId, false);
    const before = b.udp.rtp().length;
    sendRtp(a, Buffer.from('unmuted'));
    const fresh = await received(b, before, 1);
    expect(fresh.map((p) => open(b.mode, b.key, p)?.toString())).toEqual(['unmuted']);
  });
});

describe('server deafen', () => {
  it('stops relaying to the deafened listener, and says so in the state', async () => {
    const { voice } = w.fx.emulator.control;
    expect(await voice.deafen(w.guildId, w.bots[1].botUserId)).toBe(true);
    expect(participant(w.bots[1].botUserId)?.serverDeaf).toBe(true);
    const outBefore = participant(w.bots[1].botUserId)?.packetsOut ?? 0;
    const inBefore = participant(w.bots[0].botUserId)?.packetsIn ?? 0;
    sendRtp(a, Buffer.from('unheard'));
    await until(() => (participant(w.bots[0].botUserId)?.packetsIn ?? 0) > inBefore, 'packet in');
    expect(participant(w.bots[1].botUserId)?.packetsOut).toBe(outBefore);
    await voice.deafen(w.guildId, w.bots[1].botUserId, false);
    const before = b.udp.rtp().length;
    sendRtp(a, Buffer.from('heard again'));
    const fresh = await received(b, before, 1);
    expect(fresh.map((p) => open(b.mode, b.key, p)?.toString())).toEqual(['heard again']);
    const state = gwA.frames.findLast(
      (f) => f.t === 'VOICE_STATE_UPDATE' && (f.d as { user_id: string }).user_id === w.bots[1].botUserId,
    );
    expect(state?.d).toMatchObject({ deaf: false });
  });
});

describe('the console voice page', () => {
  it('shows the call live: participants by name, SSRC, speaking, packets, and the relay drops', async () => {
    const response = await fetch(`${w.fx.url}/_emulator/views/voice`);
    expect(response.status).toBe(200);
    const view = (await response.json()) as {
      stats: { started: boolean; relay: { drops: { badTag: number } } };
      calls: {
        id: string;
        participants: { username: string; ssrc: number; speaking: number; packetsIn: number }[];
      }[];
    };
    expect(view.stats.started).toBe(true);
    expect(view.stats.relay.drops.badTag).toBeGreaterThan(0);
    const shown = view.calls.find((c) => c.id === w.voiceId);
    expect(shown?.participants.map((p) => p.ssrc).sort()).toEqual([a.ssrc, b.ssrc].sort());
    expect(shown?.participants.every((p) => p.speaking === 1 && p.username.length > 0)).toBe(true);
    const page = await fetch(`${w.fx.url}/_emulator/ui/pages/voice.js`);
    expect(page.status).toBe(200);
  });
});
