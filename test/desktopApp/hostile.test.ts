/**
 * A hostile "Discord app": a test server on a real Unix socket that writes malformed frames, announces huge
 * lengths, sends opcodes that are none, never answers the handshake or a command, or floods. The SDK's
 * connection (src/desktopApp) and a Client on top of it neither crash nor grow: each breach drops the socket
 * (one at a time, never more), says why, and the next try waits its backoff; every wait is bounded.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../src/client/activity.js';
import { Client } from '../../src/client/Client.js';
import { ErrorType } from '../../src/client/clientResult.js';
import { ClientResultError } from '../../src/client/results.js';
import { DesktopAppConnection, DesktopAppError } from '../../src/desktopApp/index.js';
import { encodeFrame, FrameDecoder, IpcOpcode, MAX_FRAME_BODY_BYTES } from '../../src/rules/ipcFrames.js';
import { waitFor } from '../support/waitFor.js';

let dir: string;
let server: Server | undefined;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hostile-app-'));
});
/** Connections made by the running test: closed after it, so a failed test cannot hold the server open. */
const made = new Set<DesktopAppConnection>();
afterEach(async () => {
  for (const conn of made) conn.close();
  made.clear();
  const current = server;
  server = undefined;
  if (current) await new Promise((resolve) => current.close(resolve));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** What the hostile server saw: connections made, open at once (most), bytes received. */
interface Seen {
  connections: number;
  open: number;
  mostOpen: number;
  closed: number;
}

/** Listens at `<dir>/discord-ipc-0`; `behave` gets each connection and its first frame. */
async function hostile(behave: (socket: Socket, first: unknown) => void): Promise<Seen> {
  const seen: Seen = { connections: 0, open: 0, mostOpen: 0, closed: 0 };
  const path = join(dir, 'discord-ipc-0');
  await rm(path, { force: true });
  server = createServer((socket) => {
    seen.connections++;
    seen.open++;
    seen.mostOpen = Math.max(seen.mostOpen, seen.open);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      seen.open--;
      seen.closed++;
    });
    const decoder = new FrameDecoder();
    let first = true;
    socket.on('data', (chunk) => {
      for (const frame of decoder.push(chunk)) {
        if (!first) continue;
        first = false;
        behave(socket, frame.body);
      }
    });
  });
  await new Promise<void>((resolve) => server?.listen(path, resolve));
  return seen;
}

function connection(extra: Partial<ConstructorParameters<typeof DesktopAppConnection>[0]> = {}) {
  const problems: string[] = [];
  const conn = new DesktopAppConnection({
    clientId: '1234567890',
    candidates: () => [join(dir, 'discord-ipc-0')],
    retryMinMs: 10,
    retryMaxMs: 40,
    handshakeTimeoutMs: 300,
    log: (line) => problems.push(line),
    ...extra,
  });
  made.add(conn);
  return { conn, problems };
}

const READY = {
  cmd: 'DISPATCH',
  evt: 'READY',
  data: { v: 1, config: {}, user: { id: '42', username: 'host' } },
};

describe('a hostile Discord app', () => {
  it('a body that is not JSON drops the socket, says so, and the retries keep one socket at a time', async () => {
    const seen = await hostile((socket) => {
      const header = Buffer.alloc(8);
      header.writeUInt32LE(IpcOpcode.Frame, 0);
      header.writeUInt32LE(5, 4);
      socket.write(Buffer.concat([header, Buffer.from('{oops')]));
    });
    const { conn, problems } = connection();
    expect(await conn.settled()).toBeUndefined();
    expect(conn.problem).toMatch(/not JSON/);
    // It tries again by itself, after its backoff, and fails the same way: never two sockets at once.
    await expect.poll(() => seen.connections, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    conn.close();
    await expect.poll(() => seen.open).toBe(0);
    expect(seen.mostOpen).toBe(1);
    expect(problems.some((line) => line.includes('not JSON'))).toBe(true);
  });

  it('a huge length is refused from its header, before any of it is held', async () => {
    let written = 0;
    const seen = await hostile((socket) => {
      const header = Buffer.alloc(8);
      header.writeUInt32LE(IpcOpcode.Frame, 0);
      header.writeUInt32LE(0xffff_fff0, 4);
      socket.write(header);
      // Then a stream of bytes the client must not keep.
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (!socket.destroyed && written < 64 * 1024 * 1024 && socket.write(chunk))
          written += chunk.length;
        if (!socket.destroyed && written < 64 * 1024 * 1024) socket.once('drain', pump);
      };
      pump();
    });
    const { conn } = connection({ retryMinMs: 60_000 });
    expect(await conn.settled()).toBeUndefined();
    expect(conn.problem).toContain(`at most ${MAX_FRAME_BODY_BYTES}`);
    await expect.poll(() => seen.open).toBe(0);
    expect(written).toBeLessThan(64 * 1024 * 1024);
    conn.close();
  });

  it('an opcode that is none, a second handshake, a READY without a user: each drops the socket', async () => {
    const cases: [string, (socket: Socket) => void, RegExp][] = [
      [
        'opcode',
        (socket) => {
          const header = Buffer.alloc(8);
          header.writeUInt32LE(77, 0);
          socket.write(header);
        },
        /unknown opcode 77/,
      ],
      ['handshake', (socket) => socket.write(encodeFrame(IpcOpcode.Handshake, { v: 1 })), /handshake frame/],
      [
        'user',
        (socket) => socket.write(encodeFrame(IpcOpcode.Frame, { cmd: 'DISPATCH', evt: 'READY', data: {} })),
        /READY without its user/,
      ],
    ];
    for (const [, behave, why] of cases) {
      await hostile(behave);
      const { conn } = connection({ retryMinMs: 60_000 });
      expect(await conn.settled()).toBeUndefined();
      expect(conn.problem).toMatch(why);
      conn.close();
      const current = server;
      server = undefined;
      await new Promise((resolve) => current?.close(resolve));
    }
  });

  it('a handshake never answered ends within its bound', async () => {
    await hostile(() => undefined);
    const { conn } = connection({ handshakeTimeoutMs: 200, retryMinMs: 60_000 });
    expect(await conn.settled()).toBeUndefined();
    expect(conn.problem).toBe('no READY from the Discord app within 200 ms');
    conn.close();
  });

  it('a command never answered times out; answers to nobody and floods of dispatches are dropped', async () => {
    await hostile((socket) => {
      socket.write(encodeFrame(IpcOpcode.Frame, READY));
      // Answers to nonces nobody sent, and a flood of events nobody subscribed to.
      for (let i = 0; i < 2000; i++)
        socket.write(encodeFrame(IpcOpcode.Frame, { cmd: 'SET_ACTIVITY', nonce: `n${i}`, data: null }));
      for (let i = 0; i < 2000; i++)
        socket.write(encodeFrame(IpcOpcode.Frame, { cmd: 'DISPATCH', evt: 'SPAM', data: { i } }));
      socket.write(encodeFrame(IpcOpcode.Ping, { ping: 1 }));
    });
    let dispatches = 0;
    const { conn } = connection({ commandTimeoutMs: 150, onDispatch: () => dispatches++ });
    expect((await conn.settled())?.user.id).toBe('42');
    // The flood is read through first (on a loaded machine that can take longer than the command's
    // 150 ms): what is asserted is that each was handed over once and nothing else broke.
    await waitFor(() => dispatches === 2000, { what: "the app's 2,000 dispatches", timeoutMs: 20_000 });
    const error = await conn.command('SET_ACTIVITY', { pid: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DesktopAppError);
    expect((error as DesktopAppError).code).toBe('timeout');
    expect(dispatches).toBe(2000);
    expect(conn.state).toBe('ready');
    // More commands waiting than the bound: refused at once.
    const many = Array.from({ length: 40 }, () => conn.command('SET_ACTIVITY', { pid: 1 }).catch((e) => e));
    const codes = (await Promise.all(many)).map((e) => (e as DesktopAppError).code);
    expect(codes.filter((code) => code === 'busy')).toHaveLength(8);
    conn.close();
  });

  it('a Client beside a hostile app: presence is kept for Ready, the connected user is a clear error', async () => {
    await hostile((socket) => socket.write(Buffer.from('garbage that is no frame at all')));
    const client = new Client({
      applicationId: '1234567890',
      desktopApp: { directories: [dir], retryMinMs: 10, retryMaxMs: 40, handshakeTimeoutMs: 300 },
    });
    const activity = new Activity();
    activity.SetState('Waiting');
    await expect(client.UpdateRichPresence(activity)).resolves.toBeUndefined();
    const error = await client.GetDiscordClientConnectedUser('1234567890').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientResultError);
    expect((error as ClientResultError).result.Type()).toBe(ErrorType.RPCError);
    expect((error as ClientResultError).result.Error()).toMatch(/broke the protocol/);
    client.Disconnect();
  });
});
