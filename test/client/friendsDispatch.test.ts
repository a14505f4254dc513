/**
 * Malformed friends dispatches from a server that breaks the contract: a tiny fake gateway (HTTP for
 * `GET /gateway`, and `ws` for the socket) sends READY and friends events with bad fields. The client
 * must keep its session, keep what was good, drop what was not, and say so in its log (never the data).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { Client, ClientStatus } from '../../src/client/Client.js';
import { AuthorizationTokenType, RelationshipGroupType, RelationshipType } from '../../src/model/index.js';
import { until, untilStatus } from '../connection/world.js';

const user = (id: string, username: string, extra: Record<string, unknown> = {}) => ({
  id,
  username,
  discriminator: '0',
  global_name: null,
  avatar: null,
  ...extra,
});
const entry = (id: string, username: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: RelationshipType.Friend,
  game_type: RelationshipType.None,
  is_spam_request: false,
  user: user(id, username),
  ...extra,
});
const presence = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  user: { id },
  status,
  in_application: false,
  played_application: false,
  activities: [],
  ...extra,
});

let server: Server;
let sockets: WebSocketServer;
let seq = 0;
let socket: WebSocket | undefined;
const send = (t: string, d: unknown) => socket?.send(JSON.stringify({ op: 0, t, s: ++seq, d }));

beforeAll(async () => {
  server = createServer((request, response) => {
    const { port } = server.address() as AddressInfo;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ url: `ws://127.0.0.1:${port}/gateway` }));
    void request;
  });
  sockets = new WebSocketServer({ server });
  sockets.on('connection', (ws) => {
    socket = ws;
    ws.send(JSON.stringify({ op: 10, d: { heartbeat_interval: 30_000 }, s: null, t: null }));
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { op: number };
      if (frame.op === 1) ws.send(JSON.stringify({ op: 11, d: null, s: null, t: null }));
      if (frame.op !== 2) return;
      send('READY', {
        v: 10,
        user: user('100', 'me'),
        session_id: 'fake',
        resume_gateway_url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/gateway`,
        application: { id: '1' },
        lobbies: [],
        relationships: [
          entry('200', 'good'),
          entry('201', 'bad_type', { type: 99 }),
          entry('202', 'number_id', { id: 202 }),
          entry('203', 'mismatch', { user: user('999', 'someone') }),
          'not an entry',
        ],
        presences: [presence('200', 'online'), presence('201', 'sleeping')],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const ws of sockets.clients) ws.terminate();
  await new Promise((resolve) => sockets.close(resolve));
  await new Promise((resolve) => server.close(resolve));
});

describe('malformed friends dispatches', () => {
  it('are ignored and logged; the session and the good data stay', async () => {
    const log: string[] = [];
    const { port } = server.address() as AddressInfo;
    const client = new Client({ baseUrl: `http://127.0.0.1:${port}`, log: (line) => log.push(line) });
    const events: string[] = [];
    client.on('relationshipCreated', (id) => events.push(`created:${id}`));
    client.on('userUpdated', (id) => events.push(`user:${id}`));
    await client.UpdateToken(AuthorizationTokenType.Bearer, 'fake-token');
    client.Connect();
    await untilStatus(client, ClientStatus.Ready);
    expect(client.GetRelationships().map((r) => r.Id())).toEqual(['200']);
    expect(client.GetRelationshipsByGroup(RelationshipGroupType.OnlineElsewhere).map((r) => r.Id())).toEqual([
      '200',
    ]);
    expect(log.filter((line) => line.includes('READY'))).toHaveLength(5);
    expect(log.join('\n')).toContain('relationships[1].type: expected a RelationshipType');
    expect(log.join('\n')).toContain('relationships[3].user.id');
    expect(log.join('\n')).toContain('presences[1].status');

    expect(events).toEqual(['user:200', 'created:200']);
    const hostile = [
      ['RELATIONSHIP_ADD', null],
      ['RELATIONSHIP_ADD', entry('300', 'x', { is_spam_request: 'yes' })],
      ['RELATIONSHIP_UPDATE', entry('200', 'good', { user: user('200', 'x'.repeat(5000)) })],
      ['RELATIONSHIP_REMOVE', { id: '0200' }],
      ['RELATIONSHIP_REMOVE', []],
      ['PRESENCE_UPDATE', presence('200', 'offline', { in_application: 1 })],
      ['PRESENCE_UPDATE', presence('200', 'offline', { activities: {} })],
      ['USER_UPDATE', user('200', 'good', { avatar: '../../../etc/passwd' })],
      ['USER_UPDATE', user('200', 'good', { global_name: { toString: 1 } })],
    ] as const;
    for (const [t, d] of hostile) send(t, d);
    // A good dispatch after them all: it arrives, so everything before it was handled and survived.
    send('RELATIONSHIP_ADD', entry('301', 'after'));
    await until(() => events.includes('created:301'), 'the good dispatch after the bad ones');
    expect(client.GetStatus()).toBe(ClientStatus.Ready);
    expect(events).toEqual(['user:200', 'created:200', 'created:301']);
    expect(log.filter((line) => line.includes(' ignored: '))).toHaveLength(hostile.length);
    expect(log.join('\n')).not.toContain('passwd');
    expect(client.GetUser('200')?.Username()).toBe('good');
    expect(client.GetRelationshipHandle('200').DiscordRelationshipType()).toBe(RelationshipType.Friend);
    client.Disconnect();
  });
});
