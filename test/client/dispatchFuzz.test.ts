/**
 * Fuzzing the client's edge (issue 32): thousands of mutated dispatches of every type. First without a
 * socket: whatever passes its check (src/rules/dispatches.ts) the caches apply without throwing, and stay
 * consistent. Then through a real socket into a real Client: the process lives (this file installs no
 * `uncaughtException` handler; vitest fails a file on any uncaught error), the session stays Ready,
 * every dispatch is either delivered or dropped (never both, never lost), and the cache stays consistent.
 * Mutated READYs go one per Client: each starts a session or is refused, never both.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, ClientStatus } from '../../src/client/Client.js';
import { SocialCache } from '../../src/client/socialCache.js';
import { GATEWAY_EVENT_NAMES, type GatewayDispatch, type GatewayEventName } from '../../src/model/gateway.js';
import { AuthorizationTokenType } from '../../src/model/index.js';
import { isSnowflake } from '../../src/model/snowflake.js';
import { checkDispatch } from '../../src/rules/dispatches.js';
import { checkServerFrame } from '../../src/rules/gateway.js';
import { FakeGateway, type FakeSocket } from '../connection/fakeGateway.js';
import { until, untilStatus } from '../connection/world.js';
import { mutatedDispatchArb, sampleOf } from '../rules/dispatchSamples.js';

const isStrings = (record: Record<string, unknown>) =>
  Object.values(record).every((v) => typeof v === 'string');

/** What must hold of a cache whatever it was fed. */
function expectConsistent(cache: SocialCache): void {
  for (const [id, lobby] of cache.lobbies) {
    expect(isSnowflake(id) && lobby.id === id && !lobby.gone).toBe(true);
    expect(isStrings(lobby.metadata)).toBe(true);
    for (const [memberId, member] of lobby.members) {
      expect(isSnowflake(memberId) && member.id === memberId && member.lobbyId === id).toBe(true);
      expect(typeof member.connected === 'boolean' && isStrings(member.metadata)).toBe(true);
    }
  }
  for (const [id, message] of cache.messages) {
    expect(message.id === id && typeof message.content === 'string' && isStrings(message.metadata)).toBe(
      true,
    );
    expect(cache.users.has(message.authorId)).toBe(true);
  }
  for (const [id, user] of cache.users)
    expect(user.id === id && typeof user.username === 'string').toBe(true);
}

describe('the caches, fed mutated dispatches directly', () => {
  it('apply whatever passes its check without throwing, and stay consistent', () => {
    let passed = 0;
    fc.assert(
      fc.property(mutatedDispatchArb(), ({ t, d }) => {
        const cache = new SocialCache();
        cache.apply({ t: 'READY', d: sampleOf('READY'), s: 1 } as GatewayDispatch);
        if (!checkDispatch(t, d).ok) return;
        passed++;
        cache.apply({ t, d, s: 2 } as GatewayDispatch);
        expectConsistent(cache);
      }),
      { numRuns: 4000 },
    );
    // The mutations are not all fatal: the property also ran on data that the checks let through.
    expect(passed).toBeGreaterThan(100);
  });
});

describe('a Client fed mutated dispatches over a real socket', () => {
  let fake: FakeGateway;
  let socket: FakeSocket | undefined;
  beforeAll(async () => {
    fake = await FakeGateway.start();
    fake.script = {
      identify: (s) => {
        socket = s;
        s.dispatch('READY', fake.ready('100', { lobbies: [sampleOf('LOBBY_CREATE')] }));
      },
    };
  });
  afterAll(async () => {
    await fake.close();
  });

  it('lives, stays Ready, accounts for every dispatch and keeps its cache consistent', async () => {
    const client = new Client({ baseUrl: fake.baseUrl });
    let delivered = 0;
    let dropped = 0;
    let sentinels = 0;
    const wrongShape: string[] = [];
    client.on('dispatchDropped', () => dropped++);
    client.on('dispatch', (event) => {
      if (event.t === 'LOBBY_DELETE' && event.d.id === '999999') sentinels++;
      else delivered++;
      if (!checkDispatch(event.t, event.d).ok) wrongShape.push(event.t);
    });
    await client.UpdateToken(AuthorizationTokenType.Bearer, 'fake-token');
    client.Connect();
    await untilStatus(client, ClientStatus.Ready);
    delivered = 0;
    // READY is left out here: one that fails ends the connection attempt (the next test, one per Client).
    const names = GATEWAY_EVENT_NAMES.filter((t): t is GatewayEventName => t !== 'READY');
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(mutatedDispatchArb(names), { minLength: 100, maxLength: 150 }),
        async (batch) => {
          for (const { t, d } of batch) socket?.dispatch(t, d);
          sent += batch.length;
          // A sentinel after the batch: once it arrives, every dispatch before it was handled.
          const expected = sentinels + 1;
          socket?.dispatch('LOBBY_DELETE', { id: '999999', application_id: '1' });
          await until(() => sentinels === expected, 'the sentinel after a batch');
          expect(client.GetStatus()).toBe(ClientStatus.Ready);
          expect(delivered + dropped).toBe(sent);
        },
      ),
      { numRuns: 25 },
    );
    expect(sent).toBeGreaterThan(2000);
    expect(dropped).toBeGreaterThan(0);
    expect(wrongShape).toEqual([]);
    // The facade reads what the cache holds: every lobby, member and message handle answers.
    for (const id of client.GetLobbyIds()) {
      const lobby = client.GetLobbyHandle(id);
      expect(lobby).not.toBeNull();
      for (const member of lobby?.LobbyMembers() ?? []) expect(typeof member.Connected()).toBe('boolean');
    }
    client.Disconnect();
  });

  it('a mutated READY either starts the session or is dropped and reported, never both, never a crash', async () => {
    let started = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(mutatedDispatchArb(['READY']), async ({ d }) => {
        fake.script = { identify: (s) => s.dispatch('READY', d) };
        // No retries: one attempt per READY, so each is accounted for once.
        const client = new Client({ baseUrl: fake.baseUrl, connection: { policy: { maxRetries: 0 } } });
        const dropped: string[] = [];
        client.on('dispatchDropped', (event) => dropped.push(event.t));
        await client.UpdateToken(AuthorizationTokenType.Bearer, 'fake-token');
        client.Connect();
        const over = () =>
          client.GetStatus() === ClientStatus.Ready || client.GetStatus() === ClientStatus.Disconnected;
        await until(over, 'Ready or given up');
        const usable =
          checkServerFrame(JSON.stringify({ op: 0, t: 'READY', s: 1, d })).ok && checkDispatch('READY', d).ok;
        if (usable) {
          started++;
          expect(client.GetStatus()).toBe(ClientStatus.Ready);
          expect(dropped).toEqual([]);
          for (const id of client.GetLobbyIds())
            expect(client.GetLobbyHandle(id)?.Metadata()).toBeTypeOf('object');
        } else {
          refused++;
          expect(client.GetStatus()).toBe(ClientStatus.Disconnected);
          // Refused by its data check (reported) or by the frame check (a bad frame): never delivered.
          expect(dropped.length).toBeLessThanOrEqual(1);
        }
        client.Disconnect();
      }),
      { numRuns: 150 },
    );
    expect(started).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});
