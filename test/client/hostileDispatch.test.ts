/**
 * Issue 32, finding 1: a server (or a proxy, or a future service version) that sends dispatches without
 * the fields the client relies on. Each is dropped at the edge (src/rules/dispatches.ts), logged with
 * its name and failing path (never its data), counted, and reported by `dispatchDropped`; the cache and
 * the `dispatch` event never see it, and the session stays Ready. Last, a game process of its own (plain
 * node, no `uncaughtException` handler: test/client/hostileChild.ts) takes them and a thousand fuzzed
 * ones, and lives.
 */
import { spawn } from 'node:child_process';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, ClientStatus } from '../../src/client/Client.js';
import { GATEWAY_EVENT_NAMES } from '../../src/model/gateway.js';
import { AuthorizationTokenType } from '../../src/model/index.js';
import { PACKAGE_ROOT } from '../../src/native/loader.js';
import { FakeGateway, type FakeSocket, fakeUser } from '../connection/fakeGateway.js';
import { until, untilStatus } from '../connection/world.js';
import { mutatedDispatchArb } from '../rules/dispatchSamples.js';

/** Planted in every bad frame: it must never reach the log or an event. */
const CONTENT = 'PLANTED-CONTENT';
const member = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  metadata: { role: 'host' },
  flags: 0,
  connected: true,
  user: fakeUser(id),
  ...extra,
});
const lobby = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  application_id: '1',
  metadata: { map: 'dust' },
  members: [member('100'), member('200')],
  flags: 0,
  ...extra,
});
const message = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 0,
  content: CONTENT,
  lobby_id: '10',
  channel_id: '10',
  author: fakeUser('200'),
  flags: 0,
  ...extra,
});

/** The shapes found by the probe, and more: each must be dropped, each with its path. */
const HOSTILE: readonly [t: string, d: unknown, path: string][] = [
  ['LOBBY_CREATE', null, 'd: expected an object'],
  ['LOBBY_CREATE', lobby('11', { members: [null] }), 'd.members[0]'],
  ['LOBBY_UPDATE', lobby('10', { members: CONTENT }), 'd.members'],
  ['LOBBY_UPDATE', lobby('10', { metadata: { map: { CONTENT } } }), 'd.metadata'],
  ['LOBBY_DELETE', { id: 10 }, 'd.id'],
  ['LOBBY_MEMBER_ADD', { lobby_id: '10' }, 'd.member'],
  ['LOBBY_MEMBER_UPDATE', { lobby_id: '10', member: member('200', { id: 200 }) }, 'd.member.id'],
  ['LOBBY_MEMBER_UPDATE', { lobby_id: '10', member: member('200', { connected: 'no' }) }, 'connected'],
  ['LOBBY_MEMBER_UPDATE', { lobby_id: '10', member: member('200', { user: fakeUser('300') }) }, 'user.id'],
  ['LOBBY_MEMBER_REMOVE', { lobby_id: '10', member: null }, 'd.member'],
  ['LOBBY_MESSAGE_CREATE', message('500', { author: undefined }), 'd.author'],
  ['LOBBY_MESSAGE_UPDATE', message('500', { content: 5 }), 'd.content'],
  ['LOBBY_MESSAGE_DELETE', [], 'd: expected an object'],
  ['MESSAGE_CREATE', { ...message('501', { author: null }), recipient_id: '100' }, 'd.author'],
  ['MESSAGE_UPDATE', message('501'), 'd.recipient_id'],
  ['MESSAGE_DELETE', { id: '501' }, 'd.channel_id'],
  ['USER_UPDATE', { ...fakeUser('200'), username: { CONTENT } }, 'd.username'],
];

let fake: FakeGateway;
let socket: FakeSocket | undefined;
beforeAll(async () => {
  fake = await FakeGateway.start();
});
afterAll(async () => {
  await fake.close();
});

async function readyClient(log: string[], ready: Record<string, unknown>): Promise<Client> {
  fake.script = {
    identify: (s) => {
      socket = s;
      s.dispatch('READY', fake.ready('100', ready));
    },
  };
  const client = new Client({
    baseUrl: fake.baseUrl,
    log: (line) => log.push(line),
    connection: { policy: { maxRetries: 1, backoffBaseMs: 1, backoffMaxMs: 1 } },
  });
  await client.UpdateToken(AuthorizationTokenType.Bearer, 'fake-token');
  return client;
}

describe('malformed dispatches', () => {
  it('are dropped at the edge, counted, reported by name and path; the cache keeps its state', async () => {
    const log: string[] = [];
    const client = await readyClient(log, { lobbies: [lobby('10')] });
    const dropped: { t: string; reason: string; count: number }[] = [];
    const seen: string[] = [];
    client.on('dispatchDropped', (event) => dropped.push(event));
    client.on('dispatch', (event) => seen.push(event.t));
    const events: string[] = [];
    client.on('lobbyMemberAdded', (lobbyId, memberId) => events.push(`added:${lobbyId}:${memberId}`));
    client.Connect();
    await untilStatus(client, ClientStatus.Ready);

    for (const [t, d] of HOSTILE) socket?.dispatch(t, d);
    // A good dispatch after them all: once it is applied, every bad one before it was handled.
    socket?.dispatch('LOBBY_MEMBER_ADD', { lobby_id: '10', member: member('300') });
    await until(() => events.length > 0, 'the good dispatch after the bad ones');

    expect(client.GetStatus()).toBe(ClientStatus.Ready);
    expect(dropped.map((event) => event.t)).toEqual(HOSTILE.map(([t]) => t));
    expect(dropped.map((event) => event.count)).toEqual(HOSTILE.map((_, i) => i + 1));
    HOSTILE.forEach(([, , path], i) => {
      expect(dropped[i]?.reason).toContain(path);
    });
    expect(seen).toEqual(['READY', 'LOBBY_MEMBER_ADD']);
    expect(events).toEqual(['added:10:300']);
    // The cache is what READY and the good dispatch made it.
    const handle = client.GetLobbyHandle('10');
    expect(handle?.Metadata()).toEqual({ map: 'dust' });
    expect(handle?.LobbyMemberIds().sort()).toEqual(['100', '200', '300']);
    expect(handle?.GetLobbyMemberHandle('200')?.Connected()).toBe(true);
    expect(client.GetLobbyIds()).toEqual(['10']);
    expect(client.GetMessageHandle('500')).toBeNull();
    expect(client.GetUser('200')?.Username()).toBe('user200');
    // Logged with name and path, never the data.
    expect(log.filter((line) => line.includes(' ignored: '))).toHaveLength(HOSTILE.length);
    expect(log.join('\n')).not.toContain(CONTENT);
    expect(JSON.stringify(dropped)).not.toContain(CONTENT);
    client.Disconnect();
  });

  it('a READY whose lobbies are not lobbies fails the attempt, and retries end in a reported error', async () => {
    const log: string[] = [];
    const client = await readyClient(log, { lobbies: [null, 5, { id: '12' }] });
    const dropped: string[] = [];
    client.on('dispatchDropped', (event) => dropped.push(`${event.t} ${event.reason}`));
    const statuses: number[][] = [];
    client.on('statusChanged', (status, error, detail) => statuses.push([status, error, detail]));
    client.Connect();
    await until(() => statuses.at(-1)?.[0] === ClientStatus.Disconnected, 'the client gives up');
    expect(statuses.map(([status]) => status)).not.toContain(ClientStatus.Ready);
    // Given up as a failed connection, with the decode error's code: reported, not silent.
    expect(statuses.at(-1)).toEqual([ClientStatus.Disconnected, 1, 4002]);
    // One attempt and one retry (maxRetries 1), each READY dropped with its path.
    expect(dropped).toEqual([
      'READY d.lobbies[0]: expected an object',
      'READY d.lobbies[0]: expected an object',
    ]);
  });

  it('a game process with no uncaughtException handler lives through them all, and fuzzed ones too', async () => {
    fake.script = {
      identify: (s) => {
        socket = s;
        s.dispatch('READY', fake.ready('100', { lobbies: [lobby('10')] }));
      },
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/client/hostileChild.ts', fake.baseUrl], {
      cwd: PACKAGE_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    await until(() => out.includes('ready\n'), 'the child Ready', 30_000);
    const fuzzed = fc.sample(mutatedDispatchArb(GATEWAY_EVENT_NAMES.filter((t) => t !== 'READY')), {
      numRuns: 1000,
      seed: 32,
    });
    for (const [t, d] of HOSTILE) socket?.dispatch(t, d);
    for (const { t, d } of fuzzed) socket?.dispatch(t, d);
    socket?.dispatch('LOBBY_DELETE', { id: '999999', application_id: '1' });
    expect(await exited).toBe(0);
    const report = JSON.parse(out.split('\n').at(-2) ?? '{}') as { dropped: number; status: number };
    expect(report.status).toBe(ClientStatus.Ready);
    expect(report.dropped).toBeGreaterThanOrEqual(HOSTILE.length);
  });
});
