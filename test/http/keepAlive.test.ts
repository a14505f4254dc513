/**
 * The default fetch keeps connections alive and owns them (issue 31): sequential requests share one
 * socket on the real emulator, `Transport.close()` ends it, and an idle kept-alive socket never holds a
 * process open: a script that used the Client exits by itself once it has disconnected.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Transport } from '../../src/http/index.js';
import { type Fixture, signIn, startFixture } from '../emulator/helpers.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const moduleUrl = (path: string) => JSON.stringify(pathToFileURL(join(ROOT, path)).href);

let fixture: Fixture;
/** The server-side socket of every request to a path under `/api/v10/lobbies`, in arrival order. */
const lobbySockets: Socket[] = [];

beforeAll(async () => {
  fixture = await startFixture();
  fixture.emulator.server.server.on('request', (request: IncomingMessage) => {
    if (request.url?.startsWith('/api/v10/lobbies')) lobbySockets.push(request.socket);
  });
});
afterAll(() => fixture.emulator.close());

describe('the default fetch', () => {
  it('sends sequential requests on one kept-alive connection, which close() ends', async () => {
    const { access_token: token = '' } = await signIn(fixture);
    const transport = new Transport({ baseUrl: fixture.url, authorization: { type: 'Bearer', token } });
    lobbySockets.length = 0;
    const lobby = await transport.request<{ id: string }>({
      method: 'PUT',
      route: '/lobbies',
      json: { secret: 'keep-alive' },
    });
    for (let i = 0; i < 10; i++) {
      await transport.request({
        method: 'POST',
        route: '/lobbies/{lobby.id}/messages',
        params: { 'lobby.id': lobby.body.id },
        json: { content: `message ${i}` },
      });
    }
    expect(lobbySockets).toHaveLength(11);
    const [first] = lobbySockets;
    expect(new Set(lobbySockets).size).toBe(1);
    if (first === undefined) throw new Error('no request arrived');

    const closed = once(first, 'close');
    transport.close();
    await closed;
    // Still usable: the next request opens a new connection.
    await transport.request({
      method: 'GET',
      route: '/lobbies/{lobby.id}',
      params: { 'lobby.id': lobby.body.id },
    });
    expect(lobbySockets).toHaveLength(12);
    expect(lobbySockets[11]).not.toBe(first);
    transport.close();
  });

  it('never holds a process open: a script using the Client exits by itself after disconnecting', async () => {
    const { access_token: token = '' } = await signIn(fixture);
    lobbySockets.length = 0;
    const script = `
      const { Client } = await import(${moduleUrl('src/client/Client.ts')});
      const { AuthorizationTokenType } = await import(${moduleUrl('src/model/enums.ts')});
      const client = new Client({ baseUrl: ${JSON.stringify(fixture.url)} });
      await client.UpdateToken(AuthorizationTokenType.Bearer, ${JSON.stringify(token)});
      const status = (wanted) => new Promise((done) =>
        client.on('statusChanged', (now) => now === wanted && done()));
      const ready = status(Client.Status.Ready);
      client.Connect();
      await ready;
      const lobbyId = await client.CreateOrJoinLobby('exits-by-itself');
      for (let i = 0; i < 5; i++) await client.SendLobbyMessage(lobbyId, 'message ' + i);
      const disconnected = status(Client.Status.Disconnected);
      client.Disconnect();
      await disconnected;
      setImmediate(() => {
        const sockets = process._getActiveHandles().filter((handle) => handle.constructor.name === 'Socket');
        // Sockets still open (the kept-alive one) and what keeps the event loop alive (none of them).
        process.stdout.write(JSON.stringify({
          open: sockets.filter((socket) => !socket.destroyed).length,
          holding: process.getActiveResourcesInfo(),
        }));
      });
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code, err).toBe(0);
    const report = JSON.parse(out) as { open: number; holding: string[] };
    // Its REST calls (join and five messages) shared one connection, still open when the script ended...
    expect(lobbySockets.length).toBeGreaterThanOrEqual(6);
    expect(new Set(lobbySockets).size).toBe(1);
    expect(report.open).toBeGreaterThanOrEqual(1);
    // ... and that connection did not keep the process alive.
    expect(report.holding).not.toContain('TCPSocketWrap');
  });
});
