/**
 * Issue 32, finding 2: one token must not be able to fill the emulator with sessions. IDENTIFY is limited
 * per user of an application (`max_concurrency` per 5 s, a daily `total`), a user holds at most
 * `maxSessionsPerUser` sessions (the oldest resumable one ends first, else the oldest connected one), and
 * a flood of identify-and-vanish connections leaves a bounded number of sessions and dispatches.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { GatewayOptions } from '../../src/emulator/gateway/gateway.js';
import { type GatewayWorld, lobbyCall, RawGateway, startGatewayWorld, until } from '../connection/world.js';

let world: GatewayWorld | undefined;
afterEach(async () => {
  await world?.emulator.close();
  world = undefined;
});

async function start(gateway: GatewayOptions): Promise<GatewayWorld> {
  world = await startGatewayWorld({ gateway });
  return world;
}

/** Opens a connection, waits for HELLO and sends IDENTIFY; resolves with the connection. */
async function identify(w: GatewayWorld, token: string): Promise<RawGateway> {
  const raw = await RawGateway.open(w.gatewayUrl);
  await raw.next((f) => f.op === 10, 'HELLO');
  raw.send({ op: 2, d: { token } });
  await raw.next((f) => f.t === 'READY' || f.op === 9 || raw.closed !== undefined, 'an answer to IDENTIFY');
  return raw;
}

const aliceSessions = (w: GatewayWorld) =>
  w.emulator.control.gateway.sessions().filter((s) => s.userId === w.alice.id);

describe('IDENTIFY limits', () => {
  it('max_concurrency per 5 s: above it INVALID SESSION; the next window allows again', async () => {
    const w = await start({ identifyConcurrency: 3 });
    const first = [];
    for (let i = 0; i < 3; i++) first.push(await identify(w, w.tokens.alice));
    expect(first.every((raw) => raw.frames.some((f) => f.t === 'READY'))).toBe(true);
    const refused = await identify(w, w.tokens.alice);
    expect(refused.frames.some((f) => f.op === 9 && f.d === false)).toBe(true);
    expect(refused.frames.some((f) => f.t === 'READY')).toBe(false);
    // Another user is not limited by alice's starts.
    expect((await identify(w, w.tokens.bob)).frames.some((f) => f.t === 'READY')).toBe(true);
    await w.emulator.control.clock.advance(5000);
    expect((await identify(w, w.tokens.alice)).frames.some((f) => f.t === 'READY')).toBe(true);
    expect(w.emulator.control.gateway.sessionStartLimit(w.alice.id, w.fx.app.id)).toMatchObject({
      total: 1000,
      remaining: 996,
      max_concurrency: 3,
    });
  });

  it('the daily total: once spent, IDENTIFY closes 4008 until the day starts over; RESUME is not counted', async () => {
    const w = await start({ identifyConcurrency: 100, sessionStartLimit: 2 });
    const kept = await identify(w, w.tokens.alice);
    await identify(w, w.tokens.alice);
    const third = await identify(w, w.tokens.alice);
    expect(await third.closedWith()).toMatchObject({
      code: 4008,
      reason: 'session start limit reached for today',
    });
    const limit = w.emulator.control.gateway.sessionStartLimit(w.alice.id, w.fx.app.id);
    expect(limit).toMatchObject({ total: 2, remaining: 0 });
    expect(limit.reset_after).toBeGreaterThan(0);
    // A RESUME continues a session: allowed with the total spent.
    const sessionId = kept.sessionId();
    kept.terminate();
    await until(() => aliceSessions(w).some((s) => s.id === sessionId && !s.connected), 'the session away');
    const back = await RawGateway.open(w.gatewayUrl);
    await back.next((f) => f.op === 10, 'HELLO');
    back.send({ op: 6, d: { token: w.tokens.alice, session_id: sessionId, seq: 1 } });
    await back.next((f) => f.t === 'RESUMED', 'RESUMED');
    await w.emulator.control.clock.advance(limit.reset_after);
    expect((await identify(w, w.tokens.alice)).frames.some((f) => f.t === 'READY')).toBe(true);
  });
});

describe('sessions per user', () => {
  it('at most maxSessionsPerUser: the oldest resumable goes first, then the oldest connected (told so)', async () => {
    const w = await start({ identifyConcurrency: 100, maxSessionsPerUser: 3 });
    const a = await identify(w, w.tokens.alice);
    const b = await identify(w, w.tokens.alice);
    const c = await identify(w, w.tokens.alice);
    const [idA, idB, idC] = [a.sessionId(), b.sessionId(), c.sessionId()];
    // b goes away (resumable): it is the first to go, though a is older.
    b.terminate();
    await until(() => aliceSessions(w).some((s) => s.id === idB && !s.connected), 'b away');
    const d = await identify(w, w.tokens.alice);
    expect(
      aliceSessions(w)
        .map((s) => s.id)
        .sort(),
    ).toEqual([idA, idC, d.sessionId()].sort());
    // All connected: the oldest connected one (a) is told its session is over.
    const e = await identify(w, w.tokens.alice);
    expect(await a.closedWith()).toMatchObject({ code: 4009 });
    expect(a.frames.some((f) => f.op === 9 && f.d === false)).toBe(true);
    expect(
      aliceSessions(w)
        .map((s) => s.id)
        .sort(),
    ).toEqual([idC, d.sessionId(), e.sessionId()].sort());
  });

  it('a flood of identify-and-vanish connections leaves at most the cap, with dispatches linear in it', async () => {
    const w = await start({ identifyConcurrency: 1000 });
    // Alice in a lobby with bob: each of her sessions' connects and drops is an event for the lobby.
    await lobbyCall(w, w.bot, 'POST', '/lobbies', { members: [{ id: w.alice.id }, { id: w.bob.id }] });
    const flood = 200;
    for (let i = 0; i < flood; i++) (await identify(w, w.tokens.alice)).terminate();
    await until(() => w.emulator.control.gateway.stats().connections === 0, 'every flood connection gone');
    expect(aliceSessions(w).length).toBeLessThanOrEqual(32);
    expect(w.emulator.control.gateway.stats().sessions).toBeLessThanOrEqual(32);
    // Each start dispatches a bounded number of frames (READY, and the lobby's member update to each of
    // alice's sessions, at most the cap, when her connected state flips on connect and on drop): linear
    // in the flood. Without the cap it was the sum over all sessions so far: quadratic (about 40,000 here).
    const cap = 32;
    expect(w.emulator.control.gateway.stats().dispatched).toBeLessThanOrEqual(flood * (2 * cap + 4));
  });
});
