/**
 * The emulator's gateway protocol over real loopback WebSockets, with a raw client: the handshake,
 * heartbeats by the emulator clock, frame validation and close codes, RESUME with replay, and the control
 * API. Who receives which dispatch is in gatewayDispatch.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayWorld, RawGateway, startGatewayWorld, until } from '../connection/world.js';
import { api } from './helpers.js';

let world: GatewayWorld;
beforeAll(async () => {
  world = await startGatewayWorld();
});
afterAll(async () => {
  await world.emulator.close();
});

const open = (query = '?v=10&encoding=json', headers: Record<string, string> = {}) =>
  RawGateway.open(`${world.gatewayUrl}${query}`, headers);

describe('handshake', () => {
  it('GET /gateway advertises the WebSocket endpoint on the emulator itself', async () => {
    const response = await api<{ url: string }>(world.fx.url, '/api/v10/gateway');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ url: `${world.fx.url.replace('http:', 'ws:')}/gateway` });
  });

  it('says HELLO first, and IDENTIFY with a Bearer token gets READY with the user and a session id', async () => {
    const raw = await open();
    const hello = await raw.next((f) => f.op === 10, 'HELLO');
    expect(hello).toEqual({ op: 10, d: { heartbeat_interval: 41_250 }, s: null, t: null });
    raw.send({ op: 2, d: { token: world.tokens.alice, properties: { os: 'linux' } } });
    const ready = await raw.next((f) => f.t === 'READY', 'READY');
    expect(ready.s).toBe(1);
    expect(ready.d).toMatchObject({
      v: 10,
      user: { id: world.alice.id, username: 'alice' },
      application: { id: world.fx.app.id },
      resume_gateway_url: world.gatewayUrl,
      lobbies: [],
    });
    expect((ready.d as { session_id: string }).session_id).toMatch(/^[\w-]{16,}$/);
    raw.close();
  });

  it('answers a heartbeat with an ACK, before and after IDENTIFY', async () => {
    const raw = await open();
    raw.send({ op: 1, d: null });
    expect(await raw.next((f) => f.op === 11, 'ACK')).toEqual({ op: 11, d: null, s: null, t: null });
    raw.send({ op: 2, d: { token: world.tokens.alice } });
    await raw.next((f) => f.t === 'READY', 'READY');
    raw.send({ op: 1, d: 1 });
    await until(() => raw.frames.filter((f) => f.op === 11).length === 2, 'the second ACK');
    expect(raw.frames.map((f) => [f.op, f.t])).toEqual([
      [10, null],
      [11, null],
      [0, 'READY'],
      [11, null],
    ]);
    raw.close();
  });
});

describe('refusals and close codes', () => {
  it('refuses upgrades to other paths, foreign Host names and foreign Origins', async () => {
    const port = new URL(world.fx.url).port;
    await expect(RawGateway.open(`ws://127.0.0.1:${port}/elsewhere`)).rejects.toThrow('HTTP 404');
    await expect(open('', { host: `evil.example:${port}` })).rejects.toThrow('HTTP 403');
    await expect(open('', { origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
    const fromLoopbackPage = await open('', { origin: `http://localhost:${port}` });
    fromLoopbackPage.close();
  });

  it('closes 4012 for another API version', async () => {
    const raw = await open('?v=9');
    expect((await raw.closedWith()).code).toBe(4012);
  });

  it('closes 4004 for an unknown token and for a token without a social-layer scope', async () => {
    const unknown = await open();
    unknown.send({ op: 2, d: { token: 'not-a-real-token' } });
    expect(await unknown.closedWith()).toEqual({ code: 4004, reason: 'authentication failed' });

    const { signIn } = await import('./helpers.js');
    const identifyOnly = (await signIn(world.fx, 'identify', world.carol.id)).access_token as string;
    const narrow = await open();
    narrow.send({ op: 2, d: { token: identifyOnly } });
    expect((await narrow.closedWith()).code).toBe(4004);
  });

  it('closes 4002 for frames that are not JSON objects of the opcode shape, naming the field', async () => {
    const cases: [string | Uint8Array, string][] = [
      ['{not json', 'frame: not valid JSON'],
      ['[1,2]', 'frame: expected a JSON object'],
      ['{"op":"2"}', 'op: expected an integer opcode'],
      ['{"op":2,"d":{"token":"has space"}}', 'd.token: expected 1 to 4096 visible ASCII characters'],
      ['{"op":6,"d":{"token":"abcdef","session_id":"x","seq":-1}}', 'd.seq: expected'],
      [new Uint8Array([1, 2, 3]), 'frame: send JSON text, not binary'],
    ];
    for (const [frame, reason] of cases) {
      const raw = await open();
      if (typeof frame === 'string') raw.send(frame);
      else raw.sendBinary(frame);
      const closed = await raw.closedWith();
      expect(closed.code).toBe(4002);
      expect(closed.reason).toContain(reason);
    }
  });

  it('closes 4003 for other opcodes before IDENTIFY, 4001 after, and 4005 for a second IDENTIFY', async () => {
    const early = await open();
    early.send({ op: 3, d: {} });
    expect((await early.closedWith()).code).toBe(4003);

    const unknown = await RawGateway.identified(world.gatewayUrl, world.tokens.alice);
    unknown.send({ op: 99, d: null });
    expect((await unknown.closedWith()).code).toBe(4001);

    const twice = await RawGateway.identified(world.gatewayUrl, world.tokens.alice);
    twice.send({ op: 2, d: { token: world.tokens.alice } });
    expect((await twice.closedWith()).code).toBe(4005);
  });

  it('closes frames over the size bound (1009) without harm to the server', async () => {
    const raw = await open();
    raw.send({ op: 2, d: { token: 'x'.repeat(9000) } });
    expect((await raw.closedWith()).code).toBe(1009);
    const after = await RawGateway.identified(world.gatewayUrl, world.tokens.alice);
    after.close();
  });

  it('closes 4008 when a client floods frames', async () => {
    const raw = await open();
    for (let i = 0; i < 200; i++) raw.send({ op: 1, d: null });
    expect((await raw.closedWith()).code).toBe(4008);
  });
});

describe('deadlines', () => {
  it('closes 4009 when no IDENTIFY comes in time', async () => {
    const short = await startGatewayWorld({ gateway: { identifyTimeoutMs: 50 } });
    try {
      const raw = await RawGateway.open(short.gatewayUrl);
      expect(await raw.closedWith()).toEqual({ code: 4009, reason: 'no IDENTIFY or RESUME in time' });
    } finally {
      await short.emulator.close();
    }
  });

  it('ends a session whose heartbeats stopped, by the emulator clock (4009, not resumable)', async () => {
    const raw = await RawGateway.identified(world.gatewayUrl, world.tokens.bob);
    const sessionId = raw.sessionId();
    // Two intervals and the grace: nothing happens before, in emulator time.
    await world.emulator.control.clock.advance(2 * 41_250);
    expect(raw.closed).toBeUndefined();
    await world.emulator.control.clock.advance(5001);
    expect(await raw.closedWith()).toEqual({ code: 4009, reason: 'no heartbeat in time' });
    await until(
      () => !world.emulator.control.gateway.sessions().some((s) => s.id === sessionId),
      'the session to be gone',
    );
  });
});

describe('RESUME', () => {
  it('replays what was dispatched while away, in order, then RESUMED; the token is never listed', async () => {
    const raw = await RawGateway.identified(world.gatewayUrl, world.tokens.alice);
    const ready = raw.frames.find((f) => f.t === 'READY') as { d: { session_id: string } };
    const lobby = await createLobby('resume-room');
    await until(() => raw.dispatches(['LOBBY_CREATE']).length === 1, 'LOBBY_CREATE');
    const seenSeq = raw.dispatches().at(-1)?.s ?? 0;

    // Every session of alice's is dropped: this one, and those earlier tests left waiting for a RESUME.
    const aliceSessions = world.emulator.control.gateway
      .sessions()
      .filter((x) => x.userId === world.alice.id);
    expect(world.emulator.control.gateway.drop(world.alice.id)).toBe(aliceSessions.length);
    await raw.closedWith();
    for (const content of ['one', 'two', 'three'])
      await api(world.fx.url, `/api/v10/lobbies/${lobby}/messages`, {
        method: 'POST',
        auth: `Bearer ${world.tokens.alice}`,
        body: { content },
      });
    const listed = JSON.stringify(world.emulator.control.gateway.sessions());
    expect(listed).not.toContain(world.tokens.alice);

    const again = await open();
    again.send({ op: 6, d: { token: world.tokens.alice, session_id: ready.d.session_id, seq: seenSeq } });
    await again.next((f) => f.t === 'RESUMED', 'RESUMED');
    const replayed = again.dispatches();
    const contents = replayed.filter((d) => d.t === 'LOBBY_MESSAGE_CREATE').map((d) => d.d.content);
    expect(contents).toEqual(['one', 'two', 'three']);
    expect(replayed.map((d) => d.s)).toEqual(replayed.map((_, i) => seenSeq + 1 + i));
    // While away the member showed as disconnected; once resumed, connected again (after RESUMED).
    const names = replayed.map((d) => d.t);
    expect(names.slice(0, 1)).toEqual(['LOBBY_MEMBER_UPDATE']);
    expect(replayed[0]?.d.member).toMatchObject({ id: world.alice.id, connected: false });
    await again.next(
      (f) => f.t === 'LOBBY_MEMBER_UPDATE' && (f.d as { member: { connected: boolean } }).member.connected,
      'connected again',
    );
    const after = again.dispatches();
    expect(after.map((d) => d.t).slice(-2)).toEqual(['RESUMED', 'LOBBY_MEMBER_UPDATE']);
    again.close();
  });

  it('answers INVALID SESSION for an unknown or expired session, and 4007 for a sequence never sent', async () => {
    const unknown = await open();
    unknown.send({ op: 6, d: { token: world.tokens.alice, session_id: 'nope', seq: 0 } });
    expect((await unknown.next((f) => f.op === 9, 'INVALID SESSION')).d).toBe(false);
    // The connection stays open for a fresh IDENTIFY.
    unknown.send({ op: 2, d: { token: world.tokens.alice } });
    await unknown.next((f) => f.t === 'READY', 'READY after INVALID SESSION');
    unknown.close();

    const raw = await RawGateway.identified(world.gatewayUrl, world.tokens.bob);
    const sessionId = raw.sessionId();
    raw.terminate();
    await until(
      () => world.emulator.control.gateway.sessions().some((s) => s.id === sessionId && !s.connected),
      'the session to be away',
    );
    const ahead = await open();
    ahead.send({ op: 6, d: { token: world.tokens.bob, session_id: sessionId, seq: 99 } });
    expect((await ahead.closedWith()).code).toBe(4007);

    const raw2 = await RawGateway.identified(world.gatewayUrl, world.tokens.bob);
    const expiring = raw2.sessionId();
    raw2.terminate();
    await raw2.closedWith();
    await world.emulator.control.clock.advance(120_001);
    const late = await open();
    late.send({ op: 6, d: { token: world.tokens.bob, session_id: expiring, seq: 1 } });
    expect((await late.next((f) => f.op === 9, 'INVALID SESSION')).d).toBe(false);
    late.close();
  });

  it("refuses (4004) a RESUME with another user's token", async () => {
    const raw = await RawGateway.identified(world.gatewayUrl, world.tokens.alice);
    const sessionId = raw.sessionId();
    raw.terminate();
    await raw.closedWith();
    const thief = await open();
    thief.send({ op: 6, d: { token: world.tokens.carol, session_id: sessionId, seq: 1 } });
    expect((await thief.closedWith()).code).toBe(4004);
  });
});

describe('control API and request log', () => {
  it('pauses and resumes ACKs (a zombie connection), for one user', async () => {
    const raw = await RawGateway.identified(world.gatewayUrl, world.tokens.carol);
    world.emulator.control.gateway.pauseAcks(world.carol.id);
    raw.send({ op: 1, d: 1 });
    const other = await RawGateway.identified(world.gatewayUrl, world.tokens.bob);
    other.send({ op: 1, d: 1 });
    await other.next((f) => f.op === 11, "bob's ACK");
    expect(raw.frames.some((f) => f.op === 11)).toBe(false);
    world.emulator.control.gateway.resumeAcks(world.carol.id);
    raw.send({ op: 1, d: 1 });
    await raw.next((f) => f.op === 11, 'ACK after resuming');
    raw.close();
    other.close();
  });

  it('sends RECONNECT on request and keeps the session for a RESUME', async () => {
    const raw = await RawGateway.identified(world.gatewayUrl, world.tokens.carol);
    const sessionId = raw.sessionId();
    expect(world.emulator.control.gateway.reconnect(world.carol.id)).toBe(1);
    await raw.next((f) => f.op === 7, 'RECONNECT');
    expect((await raw.closedWith()).code).toBe(4000);
    const again = await open();
    again.send({ op: 6, d: { token: world.tokens.carol, session_id: sessionId, seq: 1 } });
    await again.next((f) => f.t === 'RESUMED', 'RESUMED');
    again.close();
  });

  it('logs frames both ways with their opcodes, never a token', async () => {
    const since = world.emulator.control.requests().at(-1)?.seq ?? 0;
    const raw = await RawGateway.identified(world.gatewayUrl, world.tokens.alice);
    raw.close();
    await raw.closedWith();
    const frames = world.emulator.control.requests(since).filter((entry) => entry.method === 'WS');
    // This connection's own frames, once identified (others' frames interleave in the log).
    const session = raw.sessionId();
    const mine = frames.filter((e) => e.frame?.session === session);
    const shapes = mine.map((e) => [e.frame?.direction, e.frame?.op, e.frame?.t, e.frame?.close]);
    expect(shapes.at(0)).toEqual(['out', 0, 'READY', null]);
    expect(shapes.at(-1)).toEqual(['in', null, null, 1000]);
    // Between them only alice's own member updates in lobbies earlier tests left her in.
    expect(shapes.slice(1, -1)).toEqual(
      shapes.slice(1, -1).map(() => ['out', 0, 'LOBBY_MEMBER_UPDATE', null]),
    );
    expect(frames.map((e) => [e.frame?.direction, e.frame?.op])).toEqual(
      expect.arrayContaining([
        ['out', 10],
        ['in', 2],
      ]),
    );
    const identify = frames.find((e) => e.frame?.op === 2);
    expect(identify?.auth).toBe('bearer');
    expect(identify?.frame?.d).toEqual({ token: '[redacted]' });
    expect(frames.find((e) => e.frame?.op === 0)?.frame).toMatchObject({
      s: 1,
      session: raw.sessionId(),
    });
    expect(JSON.stringify(world.emulator.control.requests())).not.toContain(world.tokens.alice);
  });

  it('serves the gateway controls over HTTP, with clear errors for bad input', async () => {
    const raw = await RawGateway.identified(world.gatewayUrl, world.tokens.carol);
    const control = (path: string, init: { method?: string; body?: unknown } = {}) =>
      api<Record<string, unknown>>(world.fx.url, `/_emulator${path}`, init);
    const stats = await control('/gateway');
    // Over HTTP: exactly what the in-process control reports (the dispatch count depends on earlier tests).
    expect(stats.body).toEqual({ url: world.gatewayUrl, ...world.emulator.control.gateway.stats() });
    const sessions = await control('/gateway/sessions');
    expect(sessions.body).toEqual(world.emulator.control.gateway.sessions());
    expect(
      (sessions.body as unknown as { userId: string; connected: boolean }[]).filter(
        (session) => session.userId === world.carol.id,
      ),
    ).toEqual([expect.objectContaining({ id: raw.sessionId(), userId: world.carol.id, connected: true })]);
    expect((await control('/gateway/acks', { method: 'PUT', body: { paused: 'yes' } })).body).toEqual({
      code: 0,
      message: 'paused: expected a boolean',
    });
    const bad = await control('/gateway/drop', { method: 'POST', body: { userId: 'me' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/userId: expected a snowflake/);
    const dropped = await control('/gateway/drop', {
      method: 'POST',
      body: { userId: world.carol.id, resumable: false },
    });
    expect(dropped.body).toEqual({ sessions: 1 });
    await raw.closedWith();
    expect(world.emulator.control.gateway.sessions().some((s) => s.userId === world.carol.id)).toBe(false);
  });
});

describe('lifecycle', () => {
  it('closes a session whose token was revoked (4004) and closes everything on reset and on stop', async () => {
    const other = await startGatewayWorld();
    let stopped = false;
    try {
      const alice = await RawGateway.identified(other.gatewayUrl, other.tokens.alice);
      await other.emulator.control.deauthorize(other.alice.id);
      expect((await alice.closedWith()).code).toBe(4004);

      const bob = await RawGateway.identified(other.gatewayUrl, other.tokens.bob);
      await other.emulator.control.reset();
      expect((await bob.closedWith()).code).toBe(4009);
      expect(other.emulator.control.gateway.stats()).toMatchObject({ connections: 0, sessions: 0 });

      const idle = await RawGateway.open(other.gatewayUrl);
      await other.emulator.close();
      stopped = true;
      expect((await idle.closedWith()).code).toBe(1001);
    } finally {
      if (!stopped) await other.emulator.close();
    }
  });
});

async function createLobby(secret: string): Promise<string> {
  const response = await api<{ id: string }>(world.fx.url, '/api/v10/lobbies', {
    method: 'PUT',
    auth: `Bearer ${world.tokens.alice}`,
    body: { secret },
  });
  return response.body.id;
}
