/**
 * Slow readers on the gateway (issue 38, item 2; docs/hostile-peers.md): a connection whose peer stops
 * reading in a busy lobby is closed 4000 (resumable) once more than `maxBufferedBytes` waits for it,
 * instead of the emulator buffering every dispatch for it without limit; what waits stays within the
 * bound plus one frame; a close that cannot get out is terminated after SLOW_CLOSE_MS of the emulator
 * clock; and the session resumes afterwards with every dispatch it missed, in order.
 *
 * The peer is a real `ws` client whose socket is paused (`ws.pause()`: nothing is read from the kernel,
 * so the emulator's kernel buffers fill, then its own queue). The flood is bob's lobby messages over
 * HTTP, a bounded number of them; the clock is frozen, so nothing times out unless a test moves it.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { EmulatorContext } from '../../src/emulator/context.js';
import { SLOW_CLOSE_MS } from '../../src/emulator/gateway/gateway.js';
import {
  type Frame,
  type GatewayWorld,
  lobbyCall,
  RawGateway,
  startGatewayWorld,
  until,
} from '../connection/world.js';

const BOUND = 64 * 1024;
/**
 * A message's content: 1,990 characters, mostly "€" (three bytes in UTF-8), so a frame is about 6 KB and
 * under 8 KB: fewer posts fill the kernel's buffers.
 */
const CONTENT_CHARS = 1990;
const FRAME_MAX = 8192;
/**
 * Bob's messages at most before the test gives up: the kernel's socket buffers take a few MB before the
 * emulator's own queue grows (about 600 messages here), so this is three times that and more.
 */
const MAX_MESSAGES = 2000;
/** Bob's posts in flight at once. */
const PARALLEL = 8;

let world: GatewayWorld;
beforeAll(async () => {
  world = await startGatewayWorld({
    clock: { frozen: true },
    gateway: { maxBufferedBytes: BOUND, identifyConcurrency: 100, replayFrames: 100_000 },
  });
});
afterAll(async () => {
  await world.emulator.close();
});

const bearer = (token: string) => `Bearer ${token}`;
const stats = () => world.emulator.control.gateway.stats();
const contentOf = (frame: { d: unknown }) => (frame.d as { content?: string } | null)?.content;

/** A gateway client that can stop reading: the frames it took, in order, and how it closed. */
class Reader {
  readonly frames: Frame[] = [];
  closed: { code: number } | undefined;
  readonly ws: WebSocket;

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on('message', (data) => this.frames.push(JSON.parse(String(data)) as Frame));
    this.ws.on('close', (code) => {
      this.closed = { code };
    });
    this.ws.on('error', () => undefined);
  }

  async identify(token: string): Promise<string> {
    await until(() => this.frames.some((f) => f.op === 10), 'HELLO');
    this.ws.send(JSON.stringify({ op: 2, d: { token } }));
    await until(() => this.frames.some((f) => f.t === 'READY'), 'READY');
    const ready = this.frames.find((f) => f.t === 'READY') as Frame;
    return (ready.d as { session_id: string }).session_id;
  }

  get lastSeq(): number {
    return this.frames.findLast((f) => f.s !== null)?.s ?? 0;
  }
}

/** Alice (a {@link Reader}) and bob (reading) in a new lobby, with alice having seen bob arrive. */
async function lobbyWithReader(secret: string) {
  const alice = new Reader(world.gatewayUrl);
  const sessionId = await alice.identify(world.tokens.alice);
  const bob = await RawGateway.identified(world.gatewayUrl, world.tokens.bob);
  const lobby = await lobbyCall<{ id: string }>(world, bearer(world.tokens.alice), 'PUT', '/lobbies', {
    secret,
  });
  await lobbyCall(world, bearer(world.tokens.bob), 'PUT', '/lobbies', { secret });
  await until(() => alice.frames.some((f) => f.t === 'LOBBY_MEMBER_ADD'), 'bob joined');
  return { alice, bob, sessionId, lobbyId: lobby.id };
}

const post = (lobbyId: string, content: string) =>
  lobbyCall(world, bearer(world.tokens.bob), 'POST', `/lobbies/${lobbyId}/messages`, { content });

/**
 * Bob posts numbered messages (PARALLEL at a time) while alice does not read, until the emulator closes
 * her connection for it (at most MAX_MESSAGES); returns how many were posted and the most bytes seen
 * waiting for one peer after each post.
 */
async function floodUntilSlowClosed(lobbyId: string, prefix: string) {
  const before = stats().slowClosed;
  let posted = 0;
  let largest = 0;
  while (posted < MAX_MESSAGES && !(stats().slowClosed > before)) {
    const batch = Array.from({ length: PARALLEL }, (_, i) =>
      `${prefix}${posted + i}:`.padEnd(CONTENT_CHARS, '€'),
    );
    await Promise.all(
      batch.map(async (content) => {
        await post(lobbyId, content);
        largest = Math.max(largest, stats().largestBufferedBytes);
      }),
    );
    posted += batch.length;
  }
  return { posted, largest, closed: stats().slowClosed - before };
}

/** The lobby messages bob received, in order: every message, in the order the emulator sent it. */
const messagesOf = (raw: RawGateway) =>
  raw.dispatches(['LOBBY_MESSAGE_CREATE']).map((d) => contentOf(d) ?? '');

/** Opens a connection that resumes `sessionId` after `seq`; resolves once RESUMED or INVALID SESSION came. */
async function resume(sessionId: string, seq: number): Promise<RawGateway> {
  const raw = await RawGateway.open(world.gatewayUrl);
  raw.send({ op: 6, d: { token: world.tokens.alice, session_id: sessionId, seq } });
  await raw.next((f) => f.t === 'RESUMED' || f.op === 9, 'RESUMED or INVALID SESSION');
  return raw;
}

/** Every lobby message alice got from `frames` after sequence number `after`, checking the numbers run on. */
function messagesAfter(frames: readonly Frame[], after: number): string[] {
  const dispatches = frames.filter((f) => f.op === 0 && f.s !== null && f.s > after);
  expect(dispatches.map((f) => f.s)).toEqual(dispatches.map((_, i) => after + 1 + i));
  return dispatches.filter((f) => f.t === 'LOBBY_MESSAGE_CREATE').map((f) => contentOf(f) ?? '');
}

describe('a gateway connection that does not read', () => {
  it('is closed 4000 past the bound, holding at most the bound and a frame, and resumes with what it missed', async () => {
    const { alice, bob, sessionId, lobbyId } = await lobbyWithReader('slow-close');
    alice.ws.pause();
    const pausedAt = alice.lastSeq;
    const flood = await floodUntilSlowClosed(lobbyId, 'm');
    expect(flood.closed).toBe(1);
    // The check before each write lets at most one frame past the bound.
    expect(flood.largest).toBeLessThanOrEqual(BOUND + FRAME_MAX);
    const closes = world.emulator.control
      .requests()
      .flatMap((entry) => (entry.frame?.session === sessionId ? [entry.frame] : []))
      .filter((frame) => frame.direction === 'out' && frame.close !== null);
    expect(closes.map((frame) => frame.close)).toEqual([4000]);

    // What comes after the close is not written to the connection: the session keeps it for a RESUME.
    const waiting = stats().largestBufferedBytes;
    for (const content of ['after-0', 'after-1', 'after-2']) await post(lobbyId, content);
    await bob.next((f) => contentOf(f) === 'after-2', 'bob got the last message');
    expect(stats().largestBufferedBytes).toBeLessThanOrEqual(waiting + 64);

    // Reading again, alice takes what waited and then the close frame: 4000, which she may resume from.
    alice.ws.resume();
    await until(() => alice.closed !== undefined, 'the close');
    expect(alice.closed?.code).toBe(4000);
    const received = messagesAfter(alice.frames, pausedAt);
    const again = await resume(sessionId, alice.lastSeq);
    expect(again.frames.some((f) => f.op === 9)).toBe(false);
    const replayed = messagesAfter(again.frames, alice.lastSeq);
    expect(again.dispatches().map((d) => d.t)).toContain('RESUMED');
    // Nothing lost, nothing twice: what she read and what was replayed are every message, in order.
    expect([...received, ...replayed]).toEqual(messagesOf(bob));
    expect(replayed.slice(-3)).toEqual(['after-0', 'after-1', 'after-2']);
    again.close();
    bob.close();
  });

  it('is terminated when its close cannot get out within SLOW_CLOSE_MS of the emulator clock, and still resumes', async () => {
    const { alice, bob, sessionId, lobbyId } = await lobbyWithReader('slow-terminate');
    alice.ws.pause();
    const pausedAt = alice.lastSeq;
    const flood = await floodUntilSlowClosed(lobbyId, 't');
    expect(flood.closed).toBe(1);
    const open = stats().connections;
    // Alice never reads: once the grace has passed on the emulator clock, the sweep lets it all go.
    await world.emulator.control.clock.advance(SLOW_CLOSE_MS);
    await until(() => stats().connections === open - 1, 'the slow connection terminated');
    expect(stats().largestBufferedBytes).toBeLessThan(BOUND);
    // Resumed from the last frame alice processed: everything since comes again, in order.
    await until(() => messagesOf(bob).length === flood.posted, 'bob got every message');
    const again = await resume(sessionId, pausedAt);
    expect(again.frames.some((f) => f.op === 9)).toBe(false);
    expect(messagesAfter(again.frames, pausedAt)).toEqual(messagesOf(bob));
    again.close();
    alice.ws.terminate();
    bob.close();
  });
});

describe("the console's live feed to a page that does not read", () => {
  it('ends the stream past the same bound instead of holding every change for it', async () => {
    const TURNS = 6000;
    const ctx = (world.emulator.server as unknown as { emulator: EmulatorContext }).emulator;
    // A page's connection that never reads: a raw socket, paused from the start.
    const socket = connect(world.emulator.port, '127.0.0.1');
    socket.pause();
    let received = 0;
    let ended = false;
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    socket.on('close', () => {
      ended = true;
    });
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`GET /_emulator/stream HTTP/1.1\r\nHost: 127.0.0.1:${world.emulator.port}\r\n\r\n`);
    // 6,000 turns of 20 bus events: each turn's change message lists them (at least 1,700 bytes), so
    // more than 10 MB in all, about three times what the kernel's buffers here and the bound can take.
    for (let turn = 0; turn < TURNS; turn++) {
      for (let i = 0; i < 20; i++) ctx.events.record('LOBBY_MESSAGE_CREATE', null, {});
      await new Promise((resolve) => setImmediate(resolve));
    }
    // Reading at last, the page gets what the kernel held and then the end of the stream, not the rest.
    socket.resume();
    await until(() => ended, 'the stream to end');
    expect(received).toBeLessThan(TURNS * 1700);
  });
});
