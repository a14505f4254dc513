/**
 * The voice gateway's protocol with raw clients (VOICE.md §4): Hello at once, heartbeats in v4 (the
 * nonce echoed) and v8 (`{ t }`, numbered messages), each close code and its cause, resume (v8 replays
 * what was missed; a lost message closes 4006), and the main gateway's side: leaving, a session that
 * ends, GUILD_CREATE's voice states, a call moved to the other endpoint, and a lobby's call over op 17.
 * Deadlines run on the emulator clock: the tests move it, they do not wait.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lobby } from '../../src/model/lobby.js';
import { RawGateway, until } from '../connection/world.js';
import { api, signIn } from './helpers.js';
import {
  botSession,
  connectVoice,
  type Joined,
  RawVoice,
  startVoiceWorld,
  type VoiceWorld,
} from './voiceWorld.js';

let w: VoiceWorld;
let gwA: RawGateway;
let gwB: RawGateway;
const HEARTBEAT = 10_000;

beforeAll(async () => {
  w = await startVoiceWorld({ voice: { heartbeatIntervalMs: HEARTBEAT, resumeBuffer: 4 } });
  [gwA, gwB] = await Promise.all([botSession(w, w.bots[0]), botSession(w, w.bots[1])]);
});
afterAll(async () => {
  await w.fx.emulator.close();
});

/** Sends op 4 for `channelId` and resolves with the new VOICE_SERVER_UPDATE's grant. */
async function grant(gw: RawGateway, channelId: string | null = w.voiceId): Promise<Joined> {
  const count = () => gw.frames.filter((f) => f.t === 'VOICE_SERVER_UPDATE').length;
  const before = count();
  gw.send({ op: 4, d: { guild_id: w.guildId, channel_id: channelId, self_mute: false, self_deaf: false } });
  await until(() => count() > before, 'VOICE_SERVER_UPDATE');
  const update = gw.frames.filter((f) => f.t === 'VOICE_SERVER_UPDATE').at(-1)?.d as {
    token: string;
    endpoint: string;
  };
  return { sessionId: gw.sessionId(), token: update.token, endpoint: update.endpoint, serverId: w.guildId };
}

/** Opens the voice gateway, waits for Hello, sends Identify with `joined`'s grant (fields overridable). */
async function identified(
  joined: Joined,
  userId: string,
  query = '?v=8',
  override: Record<string, unknown> = {},
) {
  const voice = await RawVoice.open(joined.endpoint, w.ca, query);
  await voice.op(8);
  voice.send(0, {
    server_id: joined.serverId,
    user_id: userId,
    session_id: joined.sessionId,
    token: joined.token,
    ...override,
  });
  return voice;
}

const A = () => w.bots[0].botUserId;
const B = () => w.bots[1].botUserId;

describe('Hello, heartbeats and versions', () => {
  it('v8: Hello at once, Ready numbered, heartbeat ack `{ t }` unnumbered', async () => {
    const joined = await grant(gwA);
    const voice = await identified(joined, A());
    const hello = voice.frames[0];
    expect(hello).toEqual({ op: 8, d: { v: 8, heartbeat_interval: HEARTBEAT } });
    const ready = await voice.op(2);
    expect(ready.seq).toBe(1);
    expect(ready.d).toMatchObject({
      ip: '127.0.0.1',
      modes: ['aead_aes256_gcm_rtpsize', 'aead_xchacha20_poly1305_rtpsize'],
    });
    expect(ready.d).not.toHaveProperty('heartbeat_interval');
    const buffered = () =>
      w.fx.emulator.control.voice.call(w.voiceId)?.participants.find((p) => p.userId === A())?.buffered;
    expect(buffered()).toBe(1);
    voice.send(3, { t: 1234, seq_ack: 1 });
    const ack = await voice.op(6);
    expect(ack).toEqual({ op: 6, d: { t: 1234 } });
    // What the heartbeat acknowledged is no longer kept for a resume.
    expect(buffered()).toBe(0);
    voice.close();
    await voice.untilClosed();
  });

  it('v4: the heartbeat nonce is echoed and nothing is numbered', async () => {
    const joined = await grant(gwA);
    const voice = await identified(joined, A(), '?v=4');
    const ready = await voice.op(2);
    expect(ready.seq).toBeUndefined();
    voice.send(3, 987654);
    expect(await voice.op(6)).toEqual({ op: 6, d: 987654 });
    voice.close();
    await voice.untilClosed();
  });

  it('answers op 16 with the server version, and accepts op 12 and 15 (ignored)', async () => {
    const joined = await grant(gwA);
    const voice = await identified(joined, A());
    await voice.op(2);
    voice.send(12, { audio_ssrc: 1 });
    voice.send(15, { any: 100 });
    voice.send(16, {});
    expect((await voice.op(16)).d).toEqual({ voice: 'emulator', rtc_worker: 'emulator' });
    expect(voice.closed).toBeUndefined();
    voice.close();
    await voice.untilClosed();
  });
});

describe('close codes', () => {
  async function closedWith(run: (voice: RawVoice) => void | Promise<void>, query = '?v=8'): Promise<number> {
    const joined = await grant(gwA);
    const voice = await RawVoice.open(joined.endpoint, w.ca, query);
    await run(voice);
    return (await voice.untilClosed()).code;
  }
  const identify = async (voice: RawVoice, override: Record<string, unknown> = {}) => {
    const joined = await grant(gwA);
    voice.send(0, {
      server_id: w.guildId,
      user_id: A(),
      session_id: joined.sessionId,
      token: joined.token,
      ...override,
    });
  };

  it('4001 for an opcode a client does not send', async () => {
    expect(await closedWith((v) => v.send(2, {}))).toBe(4001);
  });
  it('4002 for a frame that is not JSON, or a field of the wrong type', async () => {
    expect(await closedWith((v) => v.ws.send('{not json'))).toBe(4002);
    expect(await closedWith((v) => v.send(0, { server_id: 5 }))).toBe(4002);
  });
  it('4003 for Select Protocol before Identify', async () => {
    expect(await closedWith((v) => v.send(1, { protocol: 'udp', data: {} }))).toBe(4003);
  });
  it('4004 for a token the server did not grant (a known server)', async () => {
    expect(await closedWith((v) => identify(v, { token: 'not-the-token' }))).toBe(4004);
    expect(await closedWith((v) => identify(v, { user_id: B() }))).toBe(4004);
  });
  it('4011 for an unknown server', async () => {
    expect(await closedWith((v) => identify(v, { server_id: '1234567890', token: 'unknown' }))).toBe(4011);
  });
  it('4005 for a second Identify', async () => {
    const code = await closedWith(async (v) => {
      await identify(v);
      await v.op(2);
      v.send(0, { server_id: w.guildId, user_id: A(), session_id: 'x', token: 'y' });
    });
    expect(code).toBe(4005);
  });
  it('4012 for a protocol other than udp, 4016 for a mode Ready did not offer', async () => {
    const select = (protocol: string, mode: string) => async (v: RawVoice) => {
      await identify(v);
      await v.op(2);
      v.send(1, { protocol, data: { address: '127.0.0.1', port: 5000, mode } });
    };
    expect(await closedWith(select('webrtc', 'aead_aes256_gcm_rtpsize'))).toBe(4012);
    expect(await closedWith(select('udp', 'xsalsa20_poly1305'))).toBe(4016);
  });
  it('4020 for Speaking with another SSRC than Ready gave, or no version in the query', async () => {
    const code = await closedWith(async (v) => {
      await identify(v);
      const ready = (await v.op(2)).d as { ssrc: number };
      v.send(5, { speaking: 1, delay: 0, ssrc: ready.ssrc + 1 });
    });
    expect(code).toBe(4020);
    expect(await closedWith(() => undefined, '')).toBe(4020);
  });
  it('a DAVE binary opcode: 4003 before Identify, 4020 on protocol version 0; 4001 for another binary frame', async () => {
    expect(await closedWith((v) => v.ws.send(Buffer.from([26, 1, 2]), { binary: true }))).toBe(4003);
    const joined = await grant(gwA);
    const voice = await identified(joined, A(), '?v=8', { max_dave_protocol_version: 0 });
    await voice.op(2);
    voice.ws.send(Buffer.from([26, 1, 2]), { binary: true });
    expect((await voice.untilClosed()).code).toBe(4020);
    expect(await closedWith((v) => v.ws.send(Buffer.from([99]), { binary: true }))).toBe(4001);
  });
  it('Speaking has its own allowance: 200 talk spurts a minute are fine, 601 are not (4021)', async () => {
    const joined = await grant(gwA);
    const voice = await identified(joined, A());
    const ready = (await voice.op(2)).d as { ssrc: number };
    for (let i = 0; i < 200; i++) voice.send(5, { speaking: i % 2, delay: 0, ssrc: ready.ssrc });
    voice.send(16, {});
    await voice.op(16);
    expect(voice.closed).toBeUndefined();
    for (let i = 0; i < 401; i++) voice.send(5, { speaking: i % 2, delay: 0, ssrc: ready.ssrc });
    expect((await voice.untilClosed()).code).toBe(4021);
  });
  it('4021 beyond 120 frames a minute', async () => {
    const code = await closedWith(async (v) => {
      await identify(v);
      await v.op(2);
      for (let i = 0; i < 121; i++) v.send(16, {});
    });
    expect(code).toBe(4021);
  });
  it('4009 when heartbeats stop, by the emulator clock', async () => {
    const joined = await grant(gwA);
    const voice = await identified(joined, A());
    await voice.op(2);
    await w.fx.emulator.control.clock.advance(2 * HEARTBEAT + 5001);
    expect((await voice.untilClosed()).code).toBe(4009);
  });
  it('4006 for a Resume nobody can resume', async () => {
    const code = await closedWith((v) =>
      v.send(7, { server_id: w.guildId, session_id: 'nope', token: 'nope' }),
    );
    expect(code).toBe(4006);
  });
});

describe('resume', () => {
  it('v8: replays what was sent while away, after op 9', async () => {
    const a = await connectVoice(w, await grant(gwA), A());
    const b = await connectVoice(w, await grant(gwB), B());
    try {
      await a.voice.next((f) => f.op === 11, 'B joined');
      const lastSeen = Math.max(...a.voice.frames.map((f) => f.seq ?? 0));
      a.voice.ws.terminate();
      await a.voice.untilClosed();
      await until(
        () =>
          w.fx.emulator.control.voice.call(w.voiceId)?.participants.find((p) => p.userId === A())
            ?.connected === false,
        'A away',
      );
      b.voice.send(5, { speaking: 1, delay: 0, ssrc: b.ssrc });
      await until(
        () =>
          (w.fx.emulator.control.voice.call(w.voiceId)?.participants.find((p) => p.userId === B())
            ?.speaking ?? 0) === 1,
        'B speaking',
      );
      const joined = gwA.frames.filter((f) => f.t === 'VOICE_SERVER_UPDATE').at(-1)?.d as {
        token: string;
        endpoint: string;
      };
      const again = await RawVoice.open(joined.endpoint, w.ca, '?v=8');
      await again.op(8);
      again.send(7, {
        server_id: w.guildId,
        session_id: gwA.sessionId(),
        token: joined.token,
        seq_ack: lastSeen,
      });
      await again.op(9);
      const replayed = await again.next((f) => f.op === 5, 'replayed op 5');
      expect(replayed.d).toEqual({ user_id: B(), ssrc: b.ssrc, speaking: 1 });
      expect(replayed.seq).toBe(lastSeen + 1);
      expect(again.frames.findIndex((f) => f.op === 9)).toBeLessThan(
        again.frames.findIndex((f) => f.op === 5),
      );
      again.close();
      await again.untilClosed();
    } finally {
      a.udp.close();
      b.udp.close();
      b.voice.close();
    }
  });

  it('v8: closes 4006 when the messages missed are no longer kept', async () => {
    const a = await connectVoice(w, await grant(gwA), A());
    const b = await connectVoice(w, await grant(gwB), B());
    try {
      await a.voice.next((f) => f.op === 11, 'B joined');
      const lastSeen = Math.max(...a.voice.frames.map((f) => f.seq ?? 0));
      a.voice.ws.terminate();
      await a.voice.untilClosed();
      await until(
        () =>
          w.fx.emulator.control.voice.call(w.voiceId)?.participants.find((p) => p.userId === A())
            ?.connected === false,
        'A away',
      );
      // More than the buffer (4) while A is away.
      for (let i = 0; i < 6; i++) b.voice.send(5, { speaking: i % 2, delay: 0, ssrc: b.ssrc });
      await until(
        () =>
          b.voice.frames.length > 0 &&
          (w.fx.emulator.control.voice.call(w.voiceId)?.participants.find((p) => p.userId === B())
            ?.speaking ?? -1) === 1,
        'B done',
      );
      const joined = gwA.frames.filter((f) => f.t === 'VOICE_SERVER_UPDATE').at(-1)?.d as {
        token: string;
        endpoint: string;
      };
      const again = await RawVoice.open(joined.endpoint, w.ca, '?v=8');
      again.send(7, {
        server_id: w.guildId,
        session_id: gwA.sessionId(),
        token: joined.token,
        seq_ack: lastSeen,
      });
      expect((await again.untilClosed()).code).toBe(4006);
    } finally {
      a.udp.close();
      b.udp.close();
      b.voice.close();
    }
  });

  it('4015 on a crash, and the client resumes (v4: op 9, nothing replayed)', async () => {
    const joined = await grant(gwA);
    const voice = await identified(joined, A(), '?v=4');
    await voice.op(2);
    expect(w.fx.emulator.control.voice.crash()).toBeGreaterThan(0);
    expect((await voice.untilClosed()).code).toBe(4015);
    const again = await RawVoice.open(joined.endpoint, w.ca, '?v=4');
    again.send(7, { server_id: w.guildId, session_id: joined.sessionId, token: joined.token });
    expect(await again.op(9)).toEqual({ op: 9, d: null });
    again.close();
    await again.untilClosed();
  });
});

describe('the main gateway side', () => {
  it('leaving (channel null) dispatches channel_id null and closes the voice connection 4014', async () => {
    const joined = await grant(gwA);
    const voice = await identified(joined, A());
    await voice.op(2);
    const before = gwB.frames.length;
    gwA.send({ op: 4, d: { guild_id: w.guildId, channel_id: null, self_mute: false, self_deaf: false } });
    expect((await voice.untilClosed()).code).toBe(4014);
    await until(() => gwB.frames.slice(before).some((f) => f.t === 'VOICE_STATE_UPDATE'), 'leave at B');
    const left = gwB.frames.slice(before).find((f) => f.t === 'VOICE_STATE_UPDATE');
    expect(left?.d).toMatchObject({ user_id: A(), channel_id: null, guild_id: w.guildId });
    const call = w.fx.emulator.control.voice.call(w.voiceId);
    expect(call?.participants.some((p) => p.userId === A()) ?? false).toBe(false);
  });

  it('a kick through the control API closes 4014 and clears the state', async () => {
    const joined = await grant(gwA);
    const voice = await identified(joined, A());
    await voice.op(2);
    expect(await w.fx.emulator.control.voice.disconnect(w.guildId, A())).toBe(true);
    expect((await voice.untilClosed()).code).toBe(4014);
    const state = w.fx.emulator.control.events({ type: 'VOICE_STATE_UPDATE' }).at(-1);
    expect(state?.data).toMatchObject({ user_id: A(), channel_id: null });
  });

  it('ending a call closes 4022', async () => {
    const joined = await grant(gwA);
    const voice = await identified(joined, A());
    await voice.op(2);
    expect(w.fx.emulator.control.voice.end(w.voiceId)).toBe(true);
    expect((await voice.untilClosed()).code).toBe(4022);
  });

  it('moving to another channel: a new grant, and the others of the old call get op 13', async () => {
    const a = await connectVoice(w, await grant(gwA), A());
    const b = await connectVoice(w, await grant(gwB), B());
    try {
      await b.voice.next((f) => f.op === 11, 'A at B');
      // The connection is older than the Identify deadline (20 s) when A moves, its heartbeats current.
      await w.fx.emulator.control.clock.advance(15_000);
      for (const p of [a, b]) {
        p.voice.send(3, { t: 15, seq_ack: 0 });
        await p.voice.next((f) => f.op === 6 && (f.d as { t: number }).t === 15, 'ack');
      }
      const moved = await grant(gwA, w.stageId);
      expect(moved.endpoint).toMatch(/^127\.0\.0\.1:\d+$/);
      expect((await b.voice.next((f) => f.op === 13, 'A left B')).d).toEqual({ user_id: A() });
      const here = w.fx.emulator.control.voice.call(w.voiceId)?.participants.map((p) => p.userId);
      expect(here).toEqual([B()]);
      const state = gwB.frames.findLast(
        (f) => f.t === 'VOICE_STATE_UPDATE' && (f.d as { user_id: string }).user_id === A(),
      );
      expect(state?.d).toMatchObject({ channel_id: w.stageId });
      // The old connection stays for its client to close; if it does not, the Identify deadline runs
      // from the move.
      const { clock } = w.fx.emulator.control;
      await clock.advance(19_000);
      // A round trip on it: answered (still open), or closed.
      a.voice.send(3, { t: 19, seq_ack: 0 });
      await until(
        () =>
          a.voice.closed !== undefined ||
          a.voice.frames.some((f) => f.op === 6 && (f.d as { t: number }).t === 19),
        'ack or close',
      );
      expect(a.voice.closed).toBeUndefined();
      await clock.advance(1_001);
      expect((await a.voice.untilClosed()).code).toBe(4009);
    } finally {
      a.udp.close();
      b.udp.close();
      a.voice.close();
      b.voice.close();
      await a.voice.untilClosed();
      await b.voice.untilClosed();
    }
  });

  it('self mute and deaf show in the state; GUILD_CREATE carries the voice states', async () => {
    gwA.send({ op: 4, d: { guild_id: w.guildId, channel_id: w.stageId, self_mute: true, self_deaf: true } });
    await until(
      () =>
        gwB.frames.some(
          (f) =>
            f.t === 'VOICE_STATE_UPDATE' &&
            (f.d as { channel_id: string }).channel_id === w.stageId &&
            (f.d as { self_mute: boolean }).self_mute,
        ),
      'stage join at B',
    );
    const state = gwB.frames.findLast(
      (f) => f.t === 'VOICE_STATE_UPDATE' && (f.d as { user_id: string }).user_id === A(),
    )?.d;
    expect(state).toMatchObject({ channel_id: w.stageId, self_mute: true, self_deaf: true, user_id: A() });
    // The participant joins with its state's mutes.
    const update = gwA.frames.findLast((f) => f.t === 'VOICE_SERVER_UPDATE')?.d as {
      token: string;
      endpoint: string;
    };
    const voice = await identified(
      { sessionId: gwA.sessionId(), token: update.token, endpoint: update.endpoint, serverId: w.guildId },
      A(),
    );
    await voice.op(2);
    expect(
      w.fx.emulator.control.voice.call(w.stageId)?.participants.find((p) => p.userId === A()),
    ).toMatchObject({
      selfMute: true,
      selfDeaf: true,
    });
    voice.close();
    await voice.untilClosed();
    const fresh = await botSession(w, w.bots[1]);
    const guild = (await fresh.next((f) => f.t === 'GUILD_CREATE', 'GUILD_CREATE')).d as {
      voice_states: unknown[];
    };
    expect(guild.voice_states).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          user_id: A(),
          channel_id: w.stageId,
          session_id: gwA.sessionId(),
          self_mute: true,
        }),
      ]),
    );
    fresh.send({ op: 1, d: null });
  });

  it('a bot without GUILD_VOICE_STATES gets its server update but no voice states', async () => {
    const quiet = await botSession(w, w.bots[1], 1);
    const before = quiet.frames.length;
    quiet.send({
      op: 4,
      d: { guild_id: w.guildId, channel_id: w.voiceId, self_mute: false, self_deaf: false },
    });
    await quiet.next((f) => f.t === 'VOICE_SERVER_UPDATE', 'server update');
    expect(quiet.frames.slice(before).some((f) => f.t === 'VOICE_STATE_UPDATE')).toBe(false);
  });

  it('a session that ends takes its voice state with it', async () => {
    const session = await botSession(w, w.bots[1]);
    session.send({
      op: 4,
      d: { guild_id: w.guildId, channel_id: w.voiceId, self_mute: false, self_deaf: false },
    });
    const update = (await session.next((f) => f.t === 'VOICE_SERVER_UPDATE', 'server update')).d as {
      token: string;
      endpoint: string;
    };
    const voice = await identified(
      { sessionId: session.sessionId(), token: update.token, endpoint: update.endpoint, serverId: w.guildId },
      B(),
    );
    await voice.op(2);
    const sessionId = session.sessionId();
    await w.fx.emulator.control.gateway.drop(B(), { resumable: false });
    expect((await voice.untilClosed()).code).toBe(4014);
    const gone = w.fx.emulator.control
      .events({ type: 'VOICE_STATE_UPDATE' })
      .findLast((event) => event.data.session_id === sessionId);
    expect(gone?.data.channel_id).toBeNull();
  });

  it('moves a call to the other endpoint: a new VOICE_SERVER_UPDATE, and the client reconnects there', async () => {
    const gw = await botSession(w, w.bots[0]);
    const first = await grant(gw);
    const voice = await identified(first, A());
    await voice.op(2);
    const endpoint = await w.fx.emulator.control.voice.move(w.voiceId);
    expect(endpoint).not.toBe(first.endpoint);
    await until(
      () => gw.frames.filter((f) => f.t === 'VOICE_SERVER_UPDATE').length === 2,
      'second server update',
    );
    const moved = gw.frames.filter((f) => f.t === 'VOICE_SERVER_UPDATE')[1]?.d as {
      token: string;
      endpoint: string;
    };
    expect(moved.endpoint).toBe(endpoint);
    const there = await identified({ ...first, token: moved.token, endpoint: moved.endpoint }, A());
    await there.op(2);
    // The old connection is replaced.
    expect((await voice.untilClosed()).code).toBe(4006);
    expect(w.fx.emulator.control.voice.call(w.voiceId)?.endpoint).toBe(endpoint);
    there.close();
  });

  it('refuses a Host that is not its own (403), like every loopback server of the emulator', async () => {
    const joined = await grant(gwA);
    const port = joined.endpoint.split(':')[1];
    await expect(
      RawVoice.open(joined.endpoint, w.ca, '?v=8', { Host: `evil.example:${port}` }),
    ).rejects.toThrow(/403/);
  });
});

describe("a lobby's call (op 17)", () => {
  it('members get LOBBY_VOICE_STATE_UPDATE, the caller LOBBY_VOICE_SERVER_UPDATE; the lobby id is the server id', async () => {
    const { fx } = w;
    const alice = (await signIn(fx, 'openid sdk.social_layer', fx.user.id)).access_token as string;
    const bob = (await signIn(fx, 'openid sdk.social_layer', fx.other.id)).access_token as string;
    const body = { secret: 'voice-lobby' };
    const lobby = (
      await api<Lobby>(fx.url, '/api/v10/lobbies', { method: 'PUT', auth: `Bearer ${alice}`, body })
    ).body;
    await api(fx.url, '/api/v10/lobbies', { method: 'PUT', auth: `Bearer ${bob}`, body });
    const url = `${fx.emulator.control.gateway.url()}?v=10&encoding=json`;
    const [ga, gb] = await Promise.all([RawGateway.identified(url, alice), RawGateway.identified(url, bob)]);
    // Op 42 (Lobby Voice Server Ping) is accepted and answered with nothing.
    ga.send({ op: 42, d: { lobby_id: lobby.id } });
    ga.send({ op: 17, d: [{ lobby_id: lobby.id, self_mute: false, self_deaf: false }] });
    const server = (await ga.next((f) => f.t === 'LOBBY_VOICE_SERVER_UPDATE', 'lobby server update')).d as {
      token: string;
      lobby_id: string;
      endpoint: string;
    };
    expect(server.lobby_id).toBe(lobby.id);
    const seen = await gb.next((f) => f.t === 'LOBBY_VOICE_STATE_UPDATE', 'lobby state at bob');
    expect(seen.d).toMatchObject({
      lobby_id: lobby.id,
      channel_id: lobby.id,
      user_id: fx.user.id,
      session_id: ga.sessionId(),
    });
    const voice = await identified(
      { sessionId: ga.sessionId(), token: server.token, endpoint: server.endpoint, serverId: lobby.id },
      fx.user.id,
    );
    await voice.op(2);
    expect(w.fx.emulator.control.voice.call(lobby.id)).toMatchObject({ kind: 'lobby', serverId: lobby.id });
    // What a member sees of the lobby (READY) carries the call's voice states.
    const later = await RawGateway.identified(url, bob);
    const ready = later.frames.find((f) => f.t === 'READY')?.d as {
      lobbies: { id: string; voice_states?: unknown[] }[];
    };
    expect(ready.lobbies.find((l) => l.id === lobby.id)?.voice_states).toEqual([
      expect.objectContaining({ lobby_id: lobby.id, user_id: fx.user.id, channel_id: lobby.id }),
    ]);
    later.send({ op: 1, d: null });
    // Leaving the lobby leaves its call: the state goes, the voice connection closes 4014.
    const before = gb.frames.length;
    await api(fx.url, `/api/v10/lobbies/${lobby.id}/members/@me`, {
      method: 'DELETE',
      auth: `Bearer ${alice}`,
    });
    expect((await voice.untilClosed()).code).toBe(4014);
    await until(
      () => gb.frames.slice(before).some((f) => f.t === 'LOBBY_VOICE_STATE_UPDATE'),
      'leave at bob',
    );
    expect(gb.frames.slice(before).find((f) => f.t === 'LOBBY_VOICE_STATE_UPDATE')?.d).toMatchObject({
      user_id: fx.user.id,
      channel_id: null,
    });
    expect(ga.closed).toBeUndefined();
  });
});
