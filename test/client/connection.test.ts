/**
 * The Client's realtime connection against the emulator's gateway over loopback: Ready, heartbeats by
 * the emulator clock, RESUME after a drop with every missed event once and in order, a fresh session
 * after an expired one, zombie detection by missed ACKs, 4004 not retried, UpdateToken reconnecting,
 * ClientNotReady, and bounded retries when the service is gone.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, ClientError, type ClientOptions, ClientStatus } from '../../src/client/Client.js';
import { ErrorType } from '../../src/client/clientResult.js';
import { ClientResultError } from '../../src/client/results.js';
import { ValidationError } from '../../src/http/errors.js';
import { AuthorizationTokenType } from '../../src/model/enums.js';
import type { GatewayDispatch } from '../../src/model/gateway.js';
import {
  type GatewayWorld,
  lobbyCall,
  SOCIAL_SCOPES,
  startGatewayWorld,
  until,
  untilStatus,
} from '../connection/world.js';
import { signIn } from '../emulator/helpers.js';
import { settle } from '../support/waitFor.js';

const HEARTBEAT_MS = 50;
let world: GatewayWorld;
const clients: Client[] = [];

beforeAll(async () => {
  world = await startGatewayWorld({ gateway: { heartbeatIntervalMs: HEARTBEAT_MS } });
});
afterAll(async () => {
  for (const client of clients) client.Disconnect();
  await world.emulator.close();
});

interface Recorded {
  client: Client;
  statuses: [ClientStatus, ClientError, number][];
  dispatches: GatewayDispatch[];
  log: string[];
}

/** A client with fast retries that records its statuses, dispatches and log lines. */
async function connected(token: string, options: ClientOptions = {}): Promise<Recorded> {
  const recorded = await recording(token, options);
  recorded.client.Connect();
  await untilStatus(recorded.client, ClientStatus.Ready);
  return recorded;
}

async function recording(token: string, options: ClientOptions = {}): Promise<Recorded> {
  const log: string[] = [];
  const client = new Client({
    baseUrl: world.fx.url,
    log: (line) => log.push(line),
    connection: {
      policy: {
        maxRetries: 3,
        backoffBaseMs: 20,
        backoffMaxMs: 100,
        reidentifyMinMs: 5,
        reidentifyMaxMs: 20,
      },
      handshakeTimeoutMs: 2000,
    },
    ...options,
  });
  clients.push(client);
  const recorded: Recorded = { client, statuses: [], dispatches: [], log };
  client.on('statusChanged', (...change) => recorded.statuses.push(change));
  client.on('dispatch', (event) => recorded.dispatches.push(event));
  await client.UpdateToken(AuthorizationTokenType.Bearer, token);
  return recorded;
}

const sessionIdOf = (recorded: Recorded): string | undefined =>
  recorded.dispatches.findLast((d) => d.t === 'READY')?.d.session_id;
/** Frames clients sent since a request-log sequence number, optionally only those of one session. */
const framesIn = (op: number, since: number, session?: string) =>
  world.emulator.control
    .requests(since)
    .filter((e) => e.frame?.direction === 'in' && e.frame.op === op)
    .filter((e) => session === undefined || e.frame?.session === session);
const lastRequestSeq = () => world.emulator.control.requests().at(-1)?.seq ?? 0;

describe('Connect, Ready and the C++ enums', () => {
  it('goes HttpWait, Connecting, Connected, Ready, with the same values in the callback slot', async () => {
    const recorded = await recording(world.tokens.alice);
    const slot: number[][] = [];
    recorded.client.SetStatusChangedCallback((status, error, detail) => slot.push([status, error, detail]));
    expect(recorded.client.GetStatus()).toBe(Client.Status.Disconnected);
    recorded.client.Connect();
    await untilStatus(recorded.client, ClientStatus.Ready);
    expect(recorded.statuses.map(([status]) => status)).toEqual([
      Client.Status.HttpWait,
      Client.Status.Connecting,
      Client.Status.Connected,
      Client.Status.Ready,
    ]);
    expect(slot).toEqual(recorded.statuses);
    expect(recorded.client.GetCurrentUser().Id()).toBe(world.alice.id);
    expect(recorded.client.GetCurrentUser().Username()).toBe('alice');
    expect(recorded.dispatches[0]).toMatchObject({ t: 'READY', s: 1 });
    expect([ClientStatus.Ready, Client.Error.UnexpectedClose, ClientError.ConnectionCanceled]).toEqual([
      3, 2, 3,
    ]);

    recorded.client.Disconnect();
    await untilStatus(recorded.client, ClientStatus.Disconnected);
    expect(recorded.statuses.slice(-2)).toEqual([
      [ClientStatus.Disconnecting, ClientError.None, 0],
      [ClientStatus.Disconnected, ClientError.None, 0],
    ]);
  });

  it('checks its options, needs a token to connect, and calls that need the connection fail with ClientNotReady before Ready', async () => {
    expect(() => new Client({ connection: { policy: { maxRetries: -1 } } })).toThrow(
      'connection.policy.maxRetries: expected an integer 0..100, received -1',
    );
    expect(() => new Client({ connection: { handshakeTimeoutMs: 0.5 } })).toThrow(/handshakeTimeoutMs/);
    expect(() => new Client({ callbackMode: 'sometimes' as 'pumped' })).toThrow(/callbackMode/);
    const client = new Client({ baseUrl: world.fx.url });
    expect(() => client.Connect()).toThrow(ValidationError);
    expect(() => client.Connect()).toThrow(/call UpdateToken first/);
    // A call with a result channel says why; a synchronous read returns the C++ value (gettersNotReady.test.ts).
    const notReady = await client.SendUserMessage(world.bob.id, 'hi').catch((error: unknown) => error);
    expect(notReady).toBeInstanceOf(ClientResultError);
    expect((notReady as ClientResultError).result.type).toBe(ErrorType.ClientNotReady);
    expect((notReady as ClientResultError).result.error).toMatch(/call Connect\(\)/);
    expect(client.GetCurrentUser().Id()).toBe('0');
  });
});

describe('keeping the connection', () => {
  it('heartbeats on the announced interval; the emulator clock past the deadline ends the session, and the client starts a new one', async () => {
    const since = lastRequestSeq();
    const recorded = await connected(world.tokens.bob);
    const first = sessionIdOf(recorded);
    await until(() => framesIn(1, since, first).length >= 3, 'three heartbeats');
    // Less than the deadline (two intervals and the 5 s grace) changes nothing ...
    await world.emulator.control.clock.advance(3000);
    expect(recorded.client.GetStatus()).toBe(ClientStatus.Ready);
    // ... past it, the emulator ends the session (4009) and the client identifies afresh.
    await world.emulator.control.clock.advance(11_000);
    await until(() => recorded.statuses.some(([s]) => s === ClientStatus.Reconnecting), 'Reconnecting');
    await untilStatus(recorded.client, ClientStatus.Ready);
    expect(recorded.statuses.find(([s]) => s === ClientStatus.Reconnecting)).toEqual([
      ClientStatus.Reconnecting,
      ClientError.UnexpectedClose,
      4009,
    ]);
    expect(sessionIdOf(recorded)).not.toBe(first);
    recorded.client.Disconnect();
  });

  it('resumes after a drop: every event missed meanwhile arrives once and in order', async () => {
    const alice = await connected(world.tokens.alice, {
      connection: { policy: { backoffBaseMs: 300, backoffMaxMs: 300 } },
    });
    const lobby = await lobbyCall<{ id: string }>(world, `Bearer ${world.tokens.alice}`, 'PUT', '/lobbies', {
      secret: 'resume-client',
    });
    await lobbyCall(world, `Bearer ${world.tokens.bob}`, 'PUT', '/lobbies', { secret: 'resume-client' });
    await until(() => alice.dispatches.some((d) => d.t === 'LOBBY_MEMBER_ADD'), 'bob joining');
    const session = sessionIdOf(alice);
    const since = lastRequestSeq();

    world.emulator.control.gateway.drop(world.alice.id);
    const sent = ['m1', 'm2', 'm3', 'm4', 'm5'];
    for (const content of sent)
      await lobbyCall(world, `Bearer ${world.tokens.bob}`, 'POST', `/lobbies/${lobby.id}/messages`, {
        content,
      });
    await until(() => alice.dispatches.some((d) => d.t === 'RESUMED'), 'RESUMED');
    // On a loaded machine the resume can come before the last messages are sent; those then arrive live.
    const messages = () => alice.dispatches.filter((d) => d.t === 'LOBBY_MESSAGE_CREATE');
    await until(() => messages().length >= sent.length, 'every message');

    const received = alice.dispatches.flatMap((d) => (d.t === 'LOBBY_MESSAGE_CREATE' ? [d.d.content] : []));
    expect(received).toEqual(sent);
    const seqs = alice.dispatches.map((d) => d.s);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    expect(sessionIdOf(alice)).toBe(session);
    expect(framesIn(6, since)).toHaveLength(1);
    expect(alice.statuses.slice(-3).map(([s, e, d]) => [s, e, d])).toEqual([
      [ClientStatus.Reconnecting, ClientError.UnexpectedClose, 1006],
      [ClientStatus.Connected, ClientError.None, 0],
      [ClientStatus.Ready, ClientError.None, 0],
    ]);
    alice.client.Disconnect();
  });

  it('starts a fresh session when the old one expired (INVALID SESSION), and re-reads its lobbies', async () => {
    const carol = await connected(world.tokens.carol);
    const before = sessionIdOf(carol);
    world.emulator.control.gateway.drop(world.carol.id, { resumable: false });
    // While carol is away, the app's server puts her in a lobby.
    const lobby = await lobbyCall<{ id: string }>(world, world.bot, 'POST', '/lobbies', {
      members: [{ id: world.carol.id }],
    });
    await until(() => carol.dispatches.filter((d) => d.t === 'READY').length === 2, 'a second READY');
    await untilStatus(carol.client, ClientStatus.Ready);
    expect(sessionIdOf(carol)).not.toBe(before);
    const ready = carol.dispatches.findLast((d) => d.t === 'READY');
    expect(ready?.t === 'READY' && ready.d.lobbies.map((l) => l.id)).toContain(lobby.id);
    carol.client.Disconnect();
  });

  it('detects a zombie connection by a missed ACK and resumes once the server answers again', async () => {
    const bob = await connected(world.tokens.bob);
    const session = sessionIdOf(bob);
    world.emulator.control.gateway.pauseAcks(world.bob.id);
    await until(() => bob.statuses.some(([s]) => s === ClientStatus.Reconnecting), 'Reconnecting');
    world.emulator.control.gateway.resumeAcks(world.bob.id);
    await untilStatus(bob.client, ClientStatus.Ready);
    expect(bob.statuses.find(([s]) => s === ClientStatus.Reconnecting)).toEqual([
      ClientStatus.Reconnecting,
      ClientError.UnexpectedClose,
      0,
    ]);
    expect(bob.log.some((line) => line.includes('heartbeat was not acknowledged'))).toBe(true);
    expect(sessionIdOf(bob)).toBe(session);
    bob.client.Disconnect();
  });
});

describe('tokens', () => {
  it('a refused token (4004) ends in Disconnected with ConnectionFailed and is not retried', async () => {
    const since = lastRequestSeq();
    const recorded = await recording('not-a-valid-token');
    // Fake timers: any retry the client armed would be due within backoffMaxMs (100 ms); moving time
    // well past that shows none was armed, without waiting on the wall clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      recorded.client.Connect();
      await until(() => recorded.statuses.some(([s]) => s === ClientStatus.Disconnected), 'Disconnected');
      await vi.advanceTimersByTimeAsync(10_000);
      await settle();
    } finally {
      vi.useRealTimers();
    }
    expect(recorded.statuses.at(-1)).toEqual([ClientStatus.Disconnected, ClientError.ConnectionFailed, 4004]);
    expect(recorded.statuses.filter(([s]) => s === ClientStatus.Connecting)).toHaveLength(1);
    expect(framesIn(2, since)).toHaveLength(1);
    expect(recorded.log.join('\n')).not.toContain('not-a-valid-token');
  });

  it('after a refused token, a call that needs the connection says the service refused it and to sign in again', async () => {
    const recorded = await recording('well-formed-but-unknown-token');
    recorded.client.Connect();
    await until(() => recorded.statuses.some(([s]) => s === ClientStatus.Disconnected), 'Disconnected');
    const error = await recorded.client.CreateOrJoinLobby('room-secret').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientResultError);
    const message = (error as ClientResultError).result.error;
    expect(message).toContain('the service refused the token (gateway close 4004');
    expect(message).toContain('sign the player in again');
    expect(message).toContain('UpdateToken');
    expect(message).not.toContain('well-formed-but-unknown-token');
    // The log line of the failure says it too.
    expect(recorded.log.some((line) => line.includes('the service refused the token'))).toBe(true);
  });

  it('refuses a token given with its "Bearer " prefix, saying to drop it', async () => {
    const client = new Client({ baseUrl: world.fx.url });
    await expect(
      client.UpdateToken(AuthorizationTokenType.Bearer, `Bearer ${world.tokens.bob}`),
    ).rejects.toThrow('token: starts with "Bearer ": pass the token alone, without the prefix');
    const error = await client
      .UpdateToken(AuthorizationTokenType.Bearer, `bearer ${world.tokens.bob}`)
      .catch((e: unknown) => e as Error);
    expect((error as Error).message).not.toContain(world.tokens.bob);
  });

  it('a token revoked while connected closes with 4004: Disconnected, not retried', async () => {
    const other = await startGatewayWorld({ gateway: { heartbeatIntervalMs: HEARTBEAT_MS } });
    try {
      const client = new Client({ baseUrl: other.fx.url });
      const statuses: number[][] = [];
      client.on('statusChanged', (...s) => statuses.push(s));
      await client.UpdateToken(AuthorizationTokenType.Bearer, other.tokens.alice);
      client.Connect();
      await untilStatus(client, ClientStatus.Ready);
      await other.emulator.control.deauthorize(other.alice.id);
      await untilStatus(client, ClientStatus.Disconnected);
      expect(statuses.at(-1)).toEqual([ClientStatus.Disconnected, ClientError.ConnectionFailed, 4004]);
    } finally {
      await other.emulator.close();
    }
  });

  it('UpdateToken on a connected client reconnects with the new token', async () => {
    const alice = await connected(world.tokens.alice);
    const before = sessionIdOf(alice);
    const fresh = (await signIn(world.fx, SOCIAL_SCOPES, world.alice.id)).access_token as string;
    const since = lastRequestSeq();
    await alice.client.UpdateToken(AuthorizationTokenType.Bearer, fresh);
    await until(() => alice.dispatches.filter((d) => d.t === 'READY').length === 2, 'a new READY');
    await untilStatus(alice.client, ClientStatus.Ready);
    expect(sessionIdOf(alice)).not.toBe(before);
    expect(alice.statuses.slice(-3).map(([s]) => s)).toEqual([
      ClientStatus.Reconnecting,
      ClientStatus.Connected,
      ClientStatus.Ready,
    ]);
    // The old session ended with the old connection (closed 1000): one session of alice's is live.
    await until(
      () => !world.emulator.control.gateway.sessions().some((s) => s.id === before),
      'the old session to end',
    );
    expect(framesIn(2, since)).toHaveLength(1);
    alice.client.Disconnect();
  });
});

describe('bounded retries', () => {
  it("gives up after the policy's retries when the service is gone", async () => {
    const gone = await startGatewayWorld();
    const client = new Client({
      baseUrl: gone.fx.url,
      connection: { policy: { maxRetries: 2, backoffBaseMs: 10, backoffMaxMs: 20 }, handshakeTimeoutMs: 500 },
    });
    const statuses: number[][] = [];
    client.on('statusChanged', (...s) => statuses.push(s));
    await client.UpdateToken(AuthorizationTokenType.Bearer, gone.tokens.alice);
    client.Connect();
    await untilStatus(client, ClientStatus.Ready);
    await gone.emulator.close();
    await until(() => client.GetStatus() === ClientStatus.Disconnected, 'giving up', 10_000);
    expect(statuses.filter(([s]) => s === ClientStatus.Reconnecting)).toHaveLength(1);
    expect(statuses.at(-1)?.slice(0, 2)).toEqual([ClientStatus.Disconnected, ClientError.ConnectionFailed]);
  });
});
