/**
 * GatewaySocket imports `ws` on first use (issue 20). A socket closed before `ws` has loaded is never
 * opened and reports nothing; later sockets behave as before. This file runs in its own module
 * instance, so its first socket really is the one that starts the import.
 */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { GatewaySocket } from '../../src/connection/socket.js';

function handlers(log: string[]) {
  return {
    onOpen: () => log.push('open'),
    onText: (text: string) => log.push(`text ${text}`),
    onClosed: (code: number) => log.push(`closed ${code}`),
  };
}

/** A port nothing listens on: bound, then released. */
async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('GatewaySocket with ws loaded on first use', () => {
  it('closing before ws has loaded opens nothing and reports nothing', async () => {
    const port = await unusedPort();
    const log: string[] = [];
    const socket = new GatewaySocket(`ws://127.0.0.1:${port}/`, 2000, handlers(log));
    await socket.close(1000);
    expect(socket.send('{}')).toBe(false);
    // A later socket still works: it reaches the (closed) port and reports the failed network once.
    const later: string[] = [];
    await new Promise<void>((resolve) => {
      new GatewaySocket(`ws://127.0.0.1:${port}/`, 2000, {
        ...handlers(later),
        onClosed: (code) => {
          later.push(`closed ${code}`);
          resolve();
        },
      });
    });
    expect(later).toEqual(['closed 1006']);
    expect(log).toEqual([]);
  });
});

describe('GatewaySocket under a flood (issue 38, item 9)', () => {
  it('hands over one message per turn of the event loop, so timers run between a burst of frames', async () => {
    // Imported here, not at the top: the test above needs `ws` not loaded before its socket.
    const { WebSocketServer } = await import('ws');
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const BURST = 2000;
    // The whole burst is sent in one turn: it reaches the client in a few large reads.
    server.on('connection', (ws) => {
      for (let i = 1; i <= BURST; i++) ws.send(`{"n":${i}}`);
    });
    const { port } = server.address() as import('node:net').AddressInfo;
    let received = 0;
    let seenByTimer = -1;
    const socket = await new Promise<GatewaySocket>((resolve) => {
      const opened: GatewaySocket = new GatewaySocket(`ws://127.0.0.1:${port}/`, 2000, {
        onOpen: () => undefined,
        onText: () => {
          received++;
          // A callback queued at the first message: it must run before the rest of the burst is handed over.
          if (received === 1) setImmediate(() => (seenByTimer = received));
          if (received === BURST) resolve(opened);
        },
        onClosed: () => undefined,
      });
    });
    expect(received).toBe(BURST);
    expect(seenByTimer).toBe(1);
    await socket.close(1000);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
