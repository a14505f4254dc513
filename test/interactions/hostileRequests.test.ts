/**
 * Issue 32, finding 5: the interactions handler against a greedy or replaying client, over a real
 * loopback socket. A body too slow (408) or too large (413) is refused and the connection closed, never
 * read further; a validly signed request sent again within the window gets the first answer and does not
 * run the command handler twice; the ids remembered stay bounded.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInteractionHandler, type InteractionHandler } from '../../src/interactions/index.js';
import { ReplayGuard } from '../../src/interactions/replayGuard.js';

const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const publicHex = publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('hex');
const command = (id: string) =>
  JSON.stringify({
    id,
    application_id: '20',
    type: 2,
    token: 'interaction-token',
    version: 1,
    guild_id: '30',
    member: { user: { id: '40', username: 'alice' }, roles: [], permissions: '8' },
    data: { id: '50', name: 'ping', type: 1 },
  });
const signedHeaders = (body: string) => {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return {
    'content-type': 'application/json',
    'x-signature-ed25519': sign(null, Buffer.from(timestamp + body), privateKey).toString('hex'),
    'x-signature-timestamp': timestamp,
  };
};

let server: Server;
let handler: InteractionHandler;
let runs = 0;
const errors: string[] = [];
beforeAll(async () => {
  handler = createInteractionHandler({
    publicKey: publicHex,
    bodyTimeoutMs: 100,
    maxBodyBytes: 1024,
    commands: {
      ping: () => {
        runs++;
        return { type: 4, data: { content: `pong ${runs}` } };
      },
    },
    onError: (error) => errors.push(error.message),
  });
  server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await handler.drain();
  await new Promise((resolve) => server.close(resolve));
});

/** Opens a raw connection, sends `head`, and collects what comes back until the server ends it. */
function rawRequest(head: string): { socket: Socket; answer: Promise<string>; ended: Promise<void> } {
  const { port } = server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  socket.write(head);
  let text = '';
  let resolveAnswer: (value: string) => void = () => undefined;
  const answer = new Promise<string>((resolve) => {
    resolveAnswer = resolve;
  });
  socket.on('data', (chunk) => {
    text += String(chunk);
    if (text.includes('\r\n\r\n')) resolveAnswer(text);
  });
  socket.on('error', () => undefined);
  const ended = new Promise<void>((resolve) => socket.once('end', resolve));
  return { socket, answer, ended };
}

describe('a refused body', () => {
  it('too slow: 408, then the connection is ended while the client still trickles', async () => {
    const { socket, answer, ended } = rawRequest(
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"id":',
    );
    expect(await answer).toMatch(/^HTTP\/1\.1 408 .*connection: close/is);
    // Trickling after the answer changes nothing: the server ends the connection.
    socket.write('"1"');
    await ended;
    socket.destroy();
  });

  it('too large: 413, then the connection is ended, the rest never read', async () => {
    const { socket, answer, ended } = rawRequest(
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    const chunk = 'x'.repeat(2000);
    socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    expect(await answer).toMatch(/^HTTP\/1\.1 413 .*connection: close/is);
    await ended;
    socket.destroy();
  });
});

describe('a replayed interaction', () => {
  it('gets the first answer; the command handler ran once', async () => {
    const { port } = server.address() as AddressInfo;
    const body = command('777');
    const headers = signedHeaders(body);
    const post = async () => {
      const response = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', headers, body });
      return { status: response.status, text: await response.text() };
    };
    const first = await post();
    const again = await Promise.all([post(), post()]);
    expect(first).toEqual({ status: 200, text: '{"type":4,"data":{"content":"pong 1"}}' });
    expect(again).toEqual([first, first]);
    expect(runs).toBe(1);
    expect(errors.filter((line) => line.includes('interaction 777 was received again'))).toHaveLength(2);
    // Another id is a new interaction.
    const other = command('778');
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      headers: signedHeaders(other),
      body: other,
    });
    expect(await response.text()).toContain('pong 2');
  });
});

describe('ReplayGuard', () => {
  const answer = (status: number) => async () => ({ status, contentType: 'text/plain', body: '' });

  it('remembers ids for its window, and at most maxIds of them (oldest forgotten first)', async () => {
    let now = 0;
    const guard = new ReplayGuard(600_000, 3, () => now);
    expect(guard.claim('a', answer(200))).toBeUndefined();
    expect(await guard.claim('a', answer(500))).toMatchObject({ status: 200 });
    for (const id of ['b', 'c', 'd']) guard.claim(id, answer(200));
    expect(guard.size).toBe(3);
    // 'a' was pushed out by the fourth id: bounded memory, documented trade-off.
    expect(guard.claim('a', answer(201))).toBeUndefined();
    now = 600_001;
    expect(guard.claim('e', answer(200))).toBeUndefined();
    expect(guard.size).toBe(1);
  });
});
