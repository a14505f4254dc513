/**
 * The replay log behind RESUME (gateway/replayLog.ts): a dispatch is kept once for all its recipients,
 * the log is bounded by bytes and by the resume window on the emulator clock, READY is never kept, and a
 * session's own dispatches (RESUMED) replay in their place among the shared ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayWorld, lobbyCall, RawGateway, startGatewayWorld, until } from '../connection/world.js';

let world: GatewayWorld;
beforeAll(async () => {
  world = await startGatewayWorld({
    gateway: { resumeWindowMs: 10_000, replayBytes: 64 * 1024, identifyConcurrency: 100 },
  });
});
afterAll(async () => {
  await world.emulator.close();
});

const bearer = (token: string) => `Bearer ${token}`;
const sessionOf = (raw: RawGateway) =>
  (raw.frames.find((f) => f.t === 'READY') as { d: { session_id: string } }).d.session_id;
const lastSeq = (raw: RawGateway) => raw.dispatches().at(-1)?.s ?? 0;

async function say(lobbyId: string, content: string): Promise<void> {
  await lobbyCall(world, bearer(world.tokens.bob), 'POST', `/lobbies/${lobbyId}/messages`, { content });
}

/** Opens a connection that resumes `sessionId` after `seq`; resolves with it once RESUMED or op 9 came. */
async function resume(token: string, sessionId: string, seq: number): Promise<RawGateway> {
  const raw = await RawGateway.open(world.gatewayUrl);
  raw.send({ op: 6, d: { token, session_id: sessionId, seq } });
  await raw.next((f) => f.t === 'RESUMED' || f.op === 9, 'RESUMED or INVALID SESSION');
  return raw;
}

/** Alice and bob in a new lobby, each with a fresh session that has seen the other arrive. */
async function meet(secret: string) {
  const alice = await RawGateway.identified(world.gatewayUrl, world.tokens.alice);
  const bob = await RawGateway.identified(world.gatewayUrl, world.tokens.bob);
  const lobby = await lobbyCall<{ id: string }>(world, bearer(world.tokens.alice), 'PUT', '/lobbies', {
    secret,
  });
  await lobbyCall(world, bearer(world.tokens.bob), 'PUT', '/lobbies', { secret });
  await until(() => alice.dispatches(['LOBBY_MEMBER_ADD']).length > 0, 'bob joined');
  return { alice, bob, lobbyId: lobby.id };
}

describe('the replay log', () => {
  it('keeps a dispatch once however many sessions receive it', async () => {
    const { alice, bob, lobbyId } = await meet('shared');
    const extra = await Promise.all(
      Array.from({ length: 8 }, () => RawGateway.identified(world.gatewayUrl, world.tokens.alice)),
    );
    const stats = () => world.emulator.control.gateway.stats();
    const before = stats();
    const content = 'x'.repeat(200);
    await say(lobbyId, content);
    await until(() => extra.every((raw) => raw.dispatches(['LOBBY_MESSAGE_CREATE']).length === 1), 'all ten');
    const after = stats();
    // Ten sessions (alice's nine, bob's) received it; the log holds it once (its text plus a fixed bookkeeping cost).
    expect(after.dispatched - before.dispatched).toBe(10);
    const frameText = JSON.stringify(alice.dispatches(['LOBBY_MESSAGE_CREATE'])[0]?.d);
    expect(after.replayBytes - before.replayBytes).toBeGreaterThanOrEqual(frameText.length);
    expect(after.replayBytes - before.replayBytes).toBeLessThan(frameText.length + 200);
    for (const raw of [alice, bob, ...extra]) raw.close();
  });

  it("replays the session's own RESUMED in its place, numbered with the shared dispatches", async () => {
    const { alice, bob, lobbyId } = await meet('own');
    const session = sessionOf(alice);
    const seen = lastSeq(alice);
    alice.terminate();
    await alice.closedWith();
    await say(lobbyId, 'one');
    const first = await resume(world.tokens.alice, session, seen);
    await first.next(
      (f) => f.t === 'LOBBY_MEMBER_UPDATE' && f.s !== null && f.s > seen + 2,
      'connected again',
    );
    await say(lobbyId, 'two');
    await first.next((f) => (f.d as { content?: string } | null)?.content === 'two', 'two');
    first.terminate();
    await first.closedWith();
    // The client kept nothing of the first resume: everything after `seen` comes again, RESUMED included.
    const second = await resume(world.tokens.alice, session, seen);
    const replayed = second.dispatches();
    expect(replayed.map((d) => d.s)).toEqual(replayed.map((_, i) => seen + 1 + i));
    const names = replayed.map((d) => d.t);
    expect(names.indexOf('RESUMED')).toBeLessThan(names.lastIndexOf('LOBBY_MESSAGE_CREATE'));
    expect(names.filter((t) => t === 'RESUMED')).toHaveLength(2);
    const contents = replayed.flatMap((d) => ((d.d as { content?: string }).content ?? []) as string[]);
    expect(contents).toEqual(['one', 'two']);
    second.close();
    bob.close();
  });

  it('never keeps READY: a RESUME from 0 is refused', async () => {
    const raw = await RawGateway.identified(world.gatewayUrl, world.tokens.carol);
    const session = sessionOf(raw);
    raw.terminate();
    await raw.closedWith();
    const again = await resume(world.tokens.carol, session, 0);
    expect(again.frames.at(-1)).toMatchObject({ op: 9, d: false });
    again.close();
  });

  it('forgets dispatches older than the resume window, by the emulator clock', async () => {
    const { alice, bob, lobbyId } = await meet('window');
    const session = sessionOf(alice);
    await say(lobbyId, 'old');
    await alice.next((f) => (f.d as { content?: string } | null)?.content === 'old', 'old');
    const beforeOld = lastSeq(alice) - 1;
    // Connected all along (no heartbeat is missed in 11 s): the window is what forgets.
    await world.emulator.control.clock.advance(11_000);
    alice.terminate();
    await alice.closedWith();
    // What came after the window's start can still be replayed; "old" cannot.
    const late = await resume(world.tokens.alice, session, lastSeq(alice));
    expect(late.dispatches().map((d) => d.t)).toContain('RESUMED');
    expect(late.frames.some((f) => f.op === 9)).toBe(false);
    late.terminate();
    await late.closedWith();
    const tooOld = await resume(world.tokens.alice, session, beforeOld);
    expect(tooOld.frames.at(-1)).toMatchObject({ op: 9, d: false });
    tooOld.close();
    bob.close();
  });

  it('forgets the oldest dispatches once the bytes are spent', async () => {
    const { alice, bob, lobbyId } = await meet('bytes');
    const session = sessionOf(alice);
    const seen = lastSeq(alice);
    alice.terminate();
    await alice.closedWith();
    // 40 messages of 2,000 characters: more than the 64 KiB the log may hold.
    for (let i = 0; i < 40; i++) await say(lobbyId, `${i}`.padEnd(2000, '.'));
    expect(world.emulator.control.gateway.stats().replayBytes).toBeLessThanOrEqual(64 * 1024);
    const again = await resume(world.tokens.alice, session, seen);
    expect(again.frames.at(-1)).toMatchObject({ op: 9, d: false });
    again.close();
    bob.close();
  });
});
