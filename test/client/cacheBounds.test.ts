/**
 * Issue 38, item 9: what a hostile server can make a real Client hold. A fake gateway of the test's own
 * (a real WebSocket server over loopback) floods the Client with 100,000 LOBBY_CREATE, lobbies of 10,000
 * members, 160,000 distinct users, 2,000 conversations, 55,001 RELATIONSHIP_ADD and 6,000 presences; each
 * cache stops at its bound (src/model/limits.ts `ClientCacheBounds`), says so in exactly one warning per
 * kind, and keeps working. Then the order of events: nothing READY or a resume's replay announces
 * reaches the game before the `Get*` calls can read it (issue 38's "seen on the way", issue 44).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Client, ClientStatus } from '../../src/client/Client.js';
import { CallbackQueue, MAX_QUEUED_CALLBACKS } from '../../src/client/callbacks.js';
import { AuthorizationTokenType, RelationshipType } from '../../src/model/index.js';
import { ClientCacheBounds } from '../../src/model/limits.js';
import { FakeGateway, type FakeSocket, fakeUser } from '../connection/fakeGateway.js';
import { until, untilStatus } from '../connection/world.js';

const B = ClientCacheBounds;
const SELF = '100';
/** Distinct snowflakes from a base: `id(1_000_000, 5)` is '1000005'. */
const id = (base: number, i: number) => String(base + i);
const member = (userId: string) => ({ id: userId, metadata: {}, connected: true, user: fakeUser(userId) });
const lobby = (lobbyId: string, members = [member(SELF)]) => ({
  id: lobbyId,
  application_id: '1',
  metadata: {},
  members,
});

let fake: FakeGateway;
let socket: FakeSocket | undefined;
beforeEach(async () => {
  fake = await FakeGateway.start();
});
afterEach(async () => {
  await fake.close();
});

/** A Client Ready on the fake (READY with `extra`), its warnings and its dispatch count. */
async function hostile(extra: Record<string, unknown> = {}): Promise<{
  client: Client;
  warnings: string[];
  seen: () => number;
}> {
  fake.script = {
    identify: (s) => {
      socket = s;
      s.dispatch('READY', fake.ready(SELF, extra));
    },
  };
  const warnings: string[] = [];
  const client = new Client({
    baseUrl: fake.baseUrl,
    log: (line) => {
      if (line.startsWith('cache: ')) warnings.push(line);
    },
  });
  let dispatches = 0;
  client.on('dispatch', () => {
    dispatches++;
  });
  await client.UpdateToken(AuthorizationTokenType.Bearer, 'fake-token');
  client.Connect();
  await untilStatus(client, ClientStatus.Ready);
  return { client, warnings, seen: () => dispatches };
}

/** Sends `count` dispatches made by `make`, then waits until the Client has taken every one. */
async function flood(
  seen: () => number,
  t: string,
  count: number,
  make: (i: number) => unknown,
): Promise<void> {
  const target = seen() + count;
  for (let i = 0; i < count; i++) socket?.dispatch(t, make(i));
  await until(() => seen() >= target, `${count} ${t} taken`, 60_000);
}

const warned = (warnings: string[], kind: string) =>
  warnings.filter((line) => line.startsWith(`cache: ${kind} reached the bound`));

describe('a hostile server cannot make the Client hold without bound', () => {
  it('lobbies, lobby members, users and message channels stop at their bounds, one warning each', async () => {
    const { client, warnings, seen } = await hostile();
    let created = 0;
    client.on('lobbyCreated', () => {
      created++;
    });

    // 100,000 lobbies: the service lets a user be in 100.
    await flood(seen, 'LOBBY_CREATE', 100_000, (i) => lobby(id(1_000_000, i)));
    expect(client.GetLobbyIds()).toHaveLength(B.LOBBIES);
    expect(created).toBe(B.LOBBIES);
    expect(client.GetLobbyHandle(id(1_000_000, 0))).not.toBeNull();
    expect(client.GetLobbyHandle(id(1_000_000, B.LOBBIES))).toBeNull();
    expect(warned(warnings, 'lobbies')).toHaveLength(1);

    // A known lobby listing 10,000 members (the edge's bound) keeps the service's 1,000.
    const crowd = Array.from({ length: 10_000 }, (_, i) => member(id(2_000_000, i)));
    await flood(seen, 'LOBBY_UPDATE', 1, () => lobby(id(1_000_000, 0), crowd));
    expect(client.GetLobbyHandle(id(1_000_000, 0))?.LobbyMemberIds()).toHaveLength(B.LOBBY_MEMBERS);
    expect(warned(warnings, 'lobby members')).toHaveLength(1);
    // ... and a full lobby takes no one more; one who left makes room.
    await flood(seen, 'LOBBY_MEMBER_ADD', 1, () => ({ lobby_id: id(1_000_000, 0), member: member('99') }));
    expect(client.GetLobbyHandle(id(1_000_000, 0))?.GetLobbyMemberHandle('99')).toBeNull();

    // 160 updates of a lobby, each with 1,000 members never seen: 160,000 users.
    await flood(seen, 'LOBBY_UPDATE', 160, (round) =>
      lobby(
        id(1_000_000, 1),
        Array.from({ length: 1000 }, (_, i) => member(id(10_000_000, round * 1000 + i))),
      ),
    );
    expect(client.GetUser(id(10_000_000, 0))?.Username()).toBe(`user${id(10_000_000, 0)}`);
    expect(client.GetUser(id(10_000_000, 159_999))).toBeNull();
    expect(warned(warnings, 'users')).toHaveLength(1);

    // 2,000 conversations: the 1,000 written to last keep their messages.
    await flood(seen, 'MESSAGE_CREATE', 2000, (i) => ({
      id: id(50_000_000, i),
      content: 'hi',
      channel_id: id(60_000_000, i),
      recipient_id: SELF,
      author: fakeUser('200'),
      type: 0,
      flags: 0,
    }));
    expect(client.GetMessageHandle(id(50_000_000, 0))).toBeNull();
    expect(client.GetMessageHandle(id(50_000_000, 1999))?.Content()).toBe('hi');
    expect(client.GetMessageHandle(id(50_000_000, 2000 - B.MESSAGE_CHANNELS))).not.toBeNull();
    expect(client.GetMessageHandle(id(50_000_000, 1999 - B.MESSAGE_CHANNELS))).toBeNull();
    expect(warned(warnings, 'message channels')).toHaveLength(1);

    // Nothing else warned, and nothing warned twice.
    expect(warnings, warnings.join('\n')).toHaveLength(4);
    expect(client.GetStatus()).toBe(ClientStatus.Ready);
    client.Disconnect();
  }, 120_000);

  it('55,001 RELATIONSHIP_ADD and 6,000 presences stop at the bounds, one warning each', async () => {
    const { client, warnings, seen } = await hostile();
    const relationship = (userId: string, type: RelationshipType, gameType: RelationshipType) => ({
      id: userId,
      type,
      game_type: gameType,
      is_spam_request: false,
      user: fakeUser(userId),
    });
    const { Friend, None, PendingIncoming } = RelationshipType;
    // 2,000 Discord friends, then 2,000 game friends: the service caps each kind at 1,000.
    await flood(seen, 'RELATIONSHIP_ADD', 2000, (i) => relationship(id(3_000_000, i), Friend, None));
    await flood(seen, 'RELATIONSHIP_ADD', 2000, (i) => relationship(id(4_000_000, i), None, Friend));
    // 55,001 requests: 3,000 more fit.
    await flood(seen, 'RELATIONSHIP_ADD', 55_001, (i) =>
      relationship(id(5_000_000, i), PendingIncoming, None),
    );
    const all = client.GetRelationships();
    expect(all).toHaveLength(B.RELATIONSHIPS);
    const discord = all.filter((handle) => handle.DiscordRelationshipType() === Friend);
    const game = all.filter((handle) => handle.GameRelationshipType() === Friend);
    expect(discord).toHaveLength(B.FRIENDS_PER_KIND);
    expect(game).toHaveLength(B.FRIENDS_PER_KIND);
    const groups = ([0, 1, 2] as const).map((group) => client.GetRelationshipsByGroup(group).length);
    expect(groups.reduce((a, b) => a + b)).toBe(2 * B.FRIENDS_PER_KIND);
    expect(client.GetRelationshipHandle(id(3_000_000, 999)).DiscordRelationshipType()).toBe(Friend);
    expect(client.GetRelationshipHandle(id(3_000_000, 1000)).DiscordRelationshipType()).toBe(None);

    // A removal makes room again: the next friend is kept.
    await flood(seen, 'RELATIONSHIP_REMOVE', 1, () => ({ id: id(3_000_000, 0) }));
    await flood(seen, 'RELATIONSHIP_UPDATE', 1, () => relationship(id(5_000_000, 0), Friend, None));
    expect(client.GetRelationshipHandle(id(5_000_000, 0)).DiscordRelationshipType()).toBe(Friend);

    // Presences of 6,000 users never seen.
    await flood(seen, 'PRESENCE_UPDATE', 6000, (i) => ({
      user: { id: id(7_000_000, i) },
      status: 'online',
      activities: [],
      in_application: false,
      played_application: false,
    }));
    expect(client.GetUser(id(3_000_000, 1))?.Status()).toBeDefined();
    for (const kind of ['Discord friends', 'game friends', 'relationships', 'presences'])
      expect(warned(warnings, kind), kind).toHaveLength(1);
    expect(warnings).toHaveLength(4);
    expect(client.GetStatus()).toBe(ClientStatus.Ready);
    client.Disconnect();
  }, 120_000);

  it('a full pumped callback queue drops its oldest in O(1): 400,000 callbacks queue in well under the timeout', () => {
    const reports: unknown[] = [];
    const queue = new CallbackQueue('pumped', (error) => reports.push(error));
    const ran: number[] = [];
    // An array's shift() at 100,000 entries took ~50 µs: 300,000 drops were 15 s of stall.
    for (let i = 0; i < 400_000; i++) queue.run(() => ran.push(i));
    expect(queue.size).toBe(MAX_QUEUED_CALLBACKS);
    expect(reports).toHaveLength(1);
    expect(queue.drain()).toBe(MAX_QUEUED_CALLBACKS);
    // The newest were kept, in order, across the ring's many wraps.
    expect(ran[0]).toBe(400_000 - MAX_QUEUED_CALLBACKS);
    expect(ran.every((value, at) => value === 400_000 - MAX_QUEUED_CALLBACKS + at)).toBe(true);
    expect(ran.at(-1)).toBe(399_999);
  }, 5000);
});

/*
 * Source: CLIENT-API.md (the C++ library's calls), section 2 (Users): `SetUserUpdatedCallback` ("fires when any
 * cached user changes"), and section 3 (Relationships): `SetRelationshipCreatedCallback` ("a relationship appeared or
 * changed type"): each callback announces a change of what the `Get*` calls read, so a listener that reads
 * in the callback must find the state announced (issues 38 and 44).
 */
describe('no event before the state it announces can be read', () => {
  /** Every answer a listener got from the `Get*` calls, or the error they threw. */
  function reader(client: Client): string[] {
    const reads: string[] = [];
    const attempt = (what: string, read: () => unknown) => {
      try {
        reads.push(`${what}=${String(read())}`);
      } catch (error) {
        reads.push(`${what} threw ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    client.on('relationshipCreated', (userId) =>
      attempt(`relationship ${userId}`, () => client.GetRelationshipHandle(userId).DiscordRelationshipType()),
    );
    client.on('userUpdated', (userId) => attempt(`user ${userId}`, () => client.GetUser(userId)?.Status()));
    client.on('lobbyCreated', (lobbyId) =>
      attempt(`lobby ${lobbyId}`, () => client.GetLobbyHandle(lobbyId)?.LobbyMemberIds().length),
    );
    return reads;
  }

  it("READY's relationshipCreated, userUpdated and lobbyCreated: every Get* in them reads the state", async () => {
    fake.script = {
      identify: (s) =>
        s.dispatch(
          'READY',
          fake.ready(SELF, {
            lobbies: [lobby('10')],
            relationships: [
              { id: '200', type: 1, game_type: 0, is_spam_request: false, user: fakeUser('200') },
            ],
            presences: [
              {
                user: { id: '200' },
                status: 'online',
                activities: [],
                in_application: false,
                played_application: false,
              },
            ],
          }),
        ),
    };
    const client = new Client({ baseUrl: fake.baseUrl });
    const reads = reader(client);
    const order: string[] = [];
    client.on('relationshipCreated', () => order.push('relationshipCreated'));
    client.on('statusChanged', (status) => {
      if (status === ClientStatus.Ready) order.push('Ready');
    });
    await client.UpdateToken(AuthorizationTokenType.Bearer, 'fake-token');
    client.Connect();
    await untilStatus(client, ClientStatus.Ready);
    // Delivered once the status is Ready, just before it is reported.
    expect(order).toEqual(['relationshipCreated', 'Ready']);
    expect(reads.sort()).toEqual(['lobby 10=1', 'relationship 200=1', 'user 200=0']);
    client.Disconnect();
  });

  it("a resume's replayed events wait for RESUMED: Get* reads them", async () => {
    fake.script = {
      identify: (s) => s.dispatch('READY', fake.ready(SELF)),
      resume: (s) => {
        s.dispatch('RELATIONSHIP_ADD', {
          id: '300',
          type: 3,
          game_type: 0,
          is_spam_request: false,
          user: fakeUser('300'),
        });
        s.dispatch('LOBBY_CREATE', lobby('11'));
        s.dispatch('RESUMED', {});
      },
    };
    const client = new Client({
      baseUrl: fake.baseUrl,
      connection: { policy: { backoffBaseMs: 1, backoffMaxMs: 2 } },
    });
    const reads = reader(client);
    await client.UpdateToken(AuthorizationTokenType.Bearer, 'fake-token');
    client.Connect();
    await untilStatus(client, ClientStatus.Ready);
    fake.closeAll(4000);
    await until(() => reads.length === 2, 'the replayed events');
    expect(fake.sentOps(6)).toBe(1);
    expect(reads.sort()).toEqual(['lobby 11=1', 'relationship 300=3']);
    client.Disconnect();
  });
});
