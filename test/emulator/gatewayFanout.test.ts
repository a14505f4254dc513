/**
 * The gateway's fan-out at scale (issue 31): a dispatch serialized once with each session's number spliced
 * in (gateway/dispatchFrame.ts) is byte for byte the frame serialized whole; a turn's frames to a socket
 * leave together (gateway/writeBatch.ts) in their order; an arrival is announced to each of the user's
 * lobbies by the lobbies domain (lobbies/connections.ts).
 */
import { once } from 'node:events';
import { createServer, type Socket, connect as tcpConnect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DispatchFrame } from '../../src/emulator/gateway/dispatchFrame.js';
import { WriteBatch } from '../../src/emulator/gateway/writeBatch.js';
import { type GatewayWorld, lobbyCall, RawGateway, startGatewayWorld, until } from '../connection/world.js';

describe('a dispatch serialized once', () => {
  const samples: [string, unknown][] = [
    [
      'LOBBY_MEMBER_UPDATE',
      { lobby_id: '1', member: { id: '2', metadata: null, flags: 0, connected: true } },
    ],
    ['LOBBY_MESSAGE_CREATE', { content: 'héllo "quoted" \\ back\nslash, 絵文字 🎲', lobby_id: '3' }],
    ['RESUMED', {}],
  ];
  const numbers = [1, 9, 10, 99, 100, 65_535, 1_000_000, 2 ** 31, Number.MAX_SAFE_INTEGER];

  it('is byte-equal, for every sequence number, to the frame serialized whole', () => {
    for (const [t, d] of samples) {
      const frame = new DispatchFrame(t, JSON.stringify(d));
      for (const s of numbers) {
        const whole = JSON.stringify({ op: 0, d, s, t });
        expect(frame.bytes(s).equals(Buffer.from(whole)), `${t} s=${s}`).toBe(true);
        expect(frame.text(s)).toBe(whole);
      }
    }
  });

  it('is framed as one unmasked text message, with the length in 7, 16 or 64 bits (RFC 6455 5.2)', () => {
    for (const size of [10, 200, 70_000]) {
      const d = { content: 'x'.repeat(size) };
      const payload = Buffer.from(JSON.stringify({ op: 0, d, s: 42, t: 'LOBBY_MESSAGE_CREATE' }));
      const message = new DispatchFrame('LOBBY_MESSAGE_CREATE', JSON.stringify(d)).message(42);
      // FIN and opcode 1 (text); no mask bit from a server.
      expect(message[0]).toBe(0x81);
      const header = payload.length < 126 ? 2 : payload.length < 65_536 ? 4 : 10;
      const length =
        header === 2
          ? message[1]
          : header === 4
            ? message.readUInt16BE(2)
            : Number(message.readBigUInt64BE(2));
      expect(message[1]).toBe(header === 2 ? payload.length : header === 4 ? 126 : 127);
      expect(length).toBe(payload.length);
      expect(message.subarray(header).equals(payload)).toBe(true);
    }
  });

  it('gives each recipient bytes of its own: one changed does not change another', () => {
    const frame = new DispatchFrame('LOBBY_UPDATE', '{"id":"1"}');
    const first = frame.bytes(1);
    first.fill(0);
    expect(frame.bytes(2).toString()).toBe('{"op":0,"d":{"id":"1"},"s":2,"t":"LOBBY_UPDATE"}');
  });
});

describe('a turn of writes to a socket', () => {
  /** A real loopback TCP pair: the server's side, and everything the client side received. */
  async function pair(): Promise<{ server: Socket; received: () => string; close: () => void }> {
    const listener = createServer();
    listener.listen(0, '127.0.0.1');
    await once(listener, 'listening');
    const address = listener.address() as { port: number };
    const accepted = once(listener, 'connection');
    const client = tcpConnect(address.port, '127.0.0.1');
    const [server] = (await accepted) as [Socket];
    let text = '';
    client.on('data', (chunk) => {
      text += String(chunk);
    });
    return {
      server,
      received: () => text,
      close: () => {
        client.destroy();
        server.destroy();
        listener.close();
      },
    };
  }

  it('is held until the turn ends, then leaves whole and in order', async () => {
    const { server, received, close } = await pair();
    const batch = new WriteBatch();
    for (const part of ['one,', 'two,', 'three']) {
      batch.hold(server);
      server.write(part);
    }
    // One cork however many writes: the socket is held once per turn.
    expect(server.writableCorked).toBe(1);
    expect(batch.size).toBe(1);
    await until(() => received() === 'one,two,three', 'the three writes');
    expect(server.writableCorked).toBe(0);
    expect(batch.size).toBe(0);
    close();
  });

  it('lets one socket go at once (before a close or a drop), the others at the end of the turn', async () => {
    const a = await pair();
    const b = await pair();
    const batch = new WriteBatch();
    batch.hold(a.server);
    a.server.write('a');
    batch.hold(b.server);
    b.server.write('b');
    batch.release(a.server);
    expect(a.server.writableCorked).toBe(0);
    expect(b.server.writableCorked).toBe(1);
    await until(() => a.received() === 'a' && b.received() === 'b', 'both');
    a.close();
    b.close();
  });
});

describe('writes outside a gathering', () => {
  it('hold only while gathering; any other write lets everything held go first', async () => {
    const listener = createServer();
    listener.listen(0, '127.0.0.1');
    await once(listener, 'listening');
    const port = (listener.address() as { port: number }).port;
    const accepted = once(listener, 'connection');
    const client = tcpConnect(port, '127.0.0.1');
    const [server] = (await accepted) as [Socket];
    const batch = new WriteBatch();
    batch.gather(() => batch.prepare(server));
    expect(server.writableCorked).toBe(1);
    // A write caused by something else (an HTTP request): what was held goes now, nothing waits.
    batch.prepare(server);
    expect(server.writableCorked).toBe(0);
    expect(batch.size).toBe(0);
    client.destroy();
    server.destroy();
    listener.close();
  });
});

describe('fan-out through the emulator', () => {
  let world: GatewayWorld;
  beforeAll(async () => {
    world = await startGatewayWorld({ gateway: { identifyConcurrency: 100 } });
  });
  afterAll(async () => {
    await world.emulator.close();
  });

  it("keeps a socket's frames of one turn in order, numbered one after another", async () => {
    const alice = await RawGateway.identified(world.gatewayUrl, world.tokens.alice);
    const lobby = await lobbyCall<{ id: string }>(world, world.bot, 'POST', '/lobbies', {
      members: [{ id: world.alice.id }],
    });
    const users = await Promise.all(
      Array.from({ length: 25 }, (_, i) => world.emulator.control.createUser({ username: `fan${i}` })),
    );
    await until(() => alice.dispatches(['LOBBY_CREATE']).length === 1, 'the lobby created');
    const before = alice.dispatches().at(-1)?.s ?? 0;
    // One request: 25 LOBBY_MEMBER_ADDs recorded and sent to alice's socket in the same turn.
    await lobbyCall(
      world,
      world.bot,
      'POST',
      `/lobbies/${lobby.id}/members/bulk`,
      users.map((user) => ({ id: user.id })),
    );
    await until(() => alice.dispatches(['LOBBY_MEMBER_ADD']).length === 25, 'the 25 additions');
    const added = alice.dispatches().filter((frame) => frame.s > before);
    expect(added.map((frame) => frame.s)).toEqual(Array.from({ length: 25 }, (_, i) => before + 1 + i));
    expect(added.map((frame) => (frame.d.member as { id: string }).id)).toEqual(users.map((user) => user.id));
    alice.close();
  });

  it("announces an arrival in each of the user's lobbies, after the connection event", async () => {
    const lobbies = await Promise.all(
      ['one', 'two'].map((secret) =>
        lobbyCall<{ id: string }>(world, `Bearer ${world.tokens.carol}`, 'PUT', '/lobbies', { secret }),
      ),
    );
    const since = world.emulator.control.events().at(-1)?.seq ?? 0;
    const carol = await RawGateway.identified(world.gatewayUrl, world.tokens.carol);
    await until(() => carol.dispatches(['LOBBY_MEMBER_UPDATE']).length === 2, 'one update per lobby');
    const events = world.emulator.control
      .events()
      .filter((event) => event.seq > since && event.data.user_id === world.carol.id);
    const connection = events.find((event) => event.type === 'GATEWAY_USER_CONNECTION');
    const updates = events.filter((event) => event.type === 'LOBBY_MEMBER_UPDATE');
    expect(updates.map((event) => event.data.lobby_id)).toEqual(lobbies.map((lobby) => lobby.id));
    expect(updates.every((event) => event.data.connected === true)).toBe(true);
    expect(updates.every((event) => event.seq > (connection?.seq ?? Number.POSITIVE_INFINITY))).toBe(true);
    carol.close();
    await until(
      () =>
        world.emulator.control
          .events()
          .some(
            (event) =>
              event.type === 'LOBBY_MEMBER_UPDATE' && event.seq > since && event.data.connected === false,
          ),
      'the departure announced',
    );
  });
});
