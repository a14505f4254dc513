/**
 * Issue 44, "Getters before Ready": the C++ library's synchronous reads have no error channel. Their
 * signatures in the 1.9 header (the C++ header as data, cpp-api.json, class Client; CLIENT-API.md sections 2 and 3)
 * return a value: an empty `std::vector`, an empty `std::optional`, a `RelationshipHandle` whose types read
 * None, a `UserHandle` (the dummy user of `GetCurrentUser`). A game that reads its friends list in a frame
 * loop must not crash while it connects. So every synchronous getter of the facade, found in the code
 * (src/client/Client.ts, any public method named Get/Search/Can/Is that returns no Promise), is called on
 * a Client that never connected, on one connecting (statuses Connecting and Connected, read inside the
 * status callback, before READY), after Disconnect (Disconnecting and Disconnected) and connecting again
 * with the last session's state in its cache; none throws, and each returns the C++ value listed below.
 * Calls with a result channel still fail with ClientNotReady (connection.test.ts, social.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Client, ClientStatus } from '../../src/client/Client.js';
import { AuthorizationTokenType, RelationshipGroupType, RelationshipType } from '../../src/model/index.js';
import { until, untilStatus } from '../connection/world.js';
import { useGatewayWorld } from './gatewayWorld.js';

const domain = useGatewayWorld();

/** The ids the reads ask about: real ones of the first session, so a stale cache would show. */
interface Ids {
  readonly self: string;
  readonly friend: string;
  readonly lobby: string;
  readonly message: string;
}

/**
 * The C++ values while not Ready, one per read, with its signature as cpp-api.json (class Client) gives
 * it. A read of the TS port that the header lacks says so. `read` returns what is compared.
 */
const NOT_READY: Readonly<
  Record<string, { cpp: string; read: (client: Client, ids: Ids) => unknown; expected: unknown }>
> = {
  GetCurrentUser: {
    cpp: 'UserHandle GetCurrentUser() const',
    read: (c) => {
      const user = c.GetCurrentUser();
      return [
        user.Id(),
        user.Username(),
        user.DisplayName(),
        user.GlobalName(),
        user.Avatar(),
        user.IsProvisional(),
      ];
    },
    expected: ['0', '', '', null, null, false],
  },
  GetCurrentUserV2: {
    cpp: 'std::optional<UserHandle> GetCurrentUserV2() const',
    read: (c) => c.GetCurrentUserV2(),
    expected: null,
  },
  GetUser: {
    cpp: 'std::optional<UserHandle> GetUser(uint64_t userId) const',
    read: (c, ids) => [c.GetUser(ids.self), c.GetUser(ids.friend)],
    expected: [null, null],
  },
  GetRelationships: {
    cpp: 'std::vector<RelationshipHandle> GetRelationships() const',
    read: (c) => c.GetRelationships(),
    expected: [],
  },
  GetRelationshipHandle: {
    cpp: 'RelationshipHandle GetRelationshipHandle(uint64_t userId) const',
    read: (c, ids) => {
      const handle = c.GetRelationshipHandle(ids.friend);
      return [
        handle.Id(),
        handle.DiscordRelationshipType(),
        handle.GameRelationshipType(),
        handle.IsSpamRequest(),
        handle.User(),
      ];
    },
    expected: 'friend-none',
  },
  GetRelationshipsByGroup: {
    cpp: 'std::vector<RelationshipHandle> GetRelationshipsByGroup(RelationshipGroupType groupType) const',
    read: (c) => [
      c.GetRelationshipsByGroup(RelationshipGroupType.OnlinePlayingGame),
      c.GetRelationshipsByGroup(RelationshipGroupType.OnlineElsewhere),
      c.GetRelationshipsByGroup(RelationshipGroupType.Offline),
    ],
    expected: [[], [], []],
  },
  SearchFriendsByUsername: {
    cpp: 'std::vector<UserHandle> SearchFriendsByUsername(std::string searchStr) const',
    read: (c) => c.SearchFriendsByUsername('bob'),
    expected: [],
  },
  GetLobbyIds: {
    cpp: 'std::vector<uint64_t> GetLobbyIds() const',
    read: (c) => c.GetLobbyIds(),
    expected: [],
  },
  GetLobbyHandle: {
    cpp: 'std::optional<LobbyHandle> GetLobbyHandle(uint64_t lobbyId) const',
    read: (c, ids) => c.GetLobbyHandle(ids.lobby),
    expected: null,
  },
  GetMessageHandle: {
    cpp: 'std::optional<MessageHandle> GetMessageHandle(uint64_t messageId) const',
    read: (c, ids) => c.GetMessageHandle(ids.message),
    expected: null,
  },
  GetChannelHandle: {
    cpp: 'std::optional<ChannelHandle> GetChannelHandle(uint64_t channelId) const',
    read: (c, ids) => c.GetChannelHandle(ids.lobby),
    expected: null,
  },
  CanOpenMessageInDiscord: {
    cpp: 'bool CanOpenMessageInDiscord(uint64_t messageId)',
    read: (c, ids) => c.CanOpenMessageInDiscord(ids.message),
    expected: false,
  },
  GetCall: {
    cpp: 'Call GetCall(uint64_t channelId) (an invalid Call: null here)',
    read: (c, ids) => c.GetCall(ids.lobby),
    expected: null,
  },
  GetCalls: { cpp: 'std::vector<Call> GetCalls()', read: (c) => c.GetCalls(), expected: [] },
  // Settings of the client, not of the session: what was set (here the defaults), Ready or not.
  GetSelfMuteAll: { cpp: 'bool GetSelfMuteAll() const', read: (c) => c.GetSelfMuteAll(), expected: false },
  GetSelfDeafAll: { cpp: 'bool GetSelfDeafAll() const', read: (c) => c.GetSelfDeafAll(), expected: false },
  GetInputVolume: { cpp: 'float GetInputVolume()', read: (c) => c.GetInputVolume(), expected: 100 },
  GetOutputVolume: { cpp: 'float GetOutputVolume()', read: (c) => c.GetOutputVolume(), expected: 100 },
  GetApplicationId: {
    cpp: 'uint64_t GetApplicationId() (unset: undefined here)',
    read: (c) => c.GetApplicationId(),
    expected: undefined,
  },
  IsAuthenticated: {
    cpp: 'bool IsAuthenticated()',
    read: (c) => typeof c.IsAuthenticated(),
    expected: 'boolean',
  },
  GetStatus: {
    cpp: 'Client::Status GetStatus() const',
    read: (c) => c.GetStatus() !== ClientStatus.Ready,
    expected: true,
  },
  GetGameWindowPid: {
    cpp: '(the TS port only: the game window of the desktop app)',
    read: (c) => typeof c.GetGameWindowPid(),
    expected: 'undefined',
  },
};

/** The facade's synchronous reads, from its source: public, named Get/Search/Can/Is, not returning a Promise. */
function syncReadsOfTheFacade(): { name: string; params: string }[] {
  const source = readFileSync(new URL('../../src/client/Client.ts', import.meta.url), 'utf8');
  const reads = [];
  for (const match of source.matchAll(
    /^ {2}((?:Get|Search|Can|Is)[A-Za-z0-9]*)\(([^)]*)\): ([^{;]+) \{$/gm,
  )) {
    const [, name, params, returns] = match as unknown as [string, string, string, string];
    if (!returns.includes('Promise')) reads.push({ name, params });
  }
  return reads;
}

/** Every synchronous read, called now: what it returned (as compared), or what it threw. */
function readAll(client: Client, ids: Ids): Record<string, unknown> {
  const seen: Record<string, unknown> = {};
  for (const { name, params } of syncReadsOfTheFacade()) {
    try {
      const known = NOT_READY[name];
      if (known !== undefined) seen[name] = known.read(client, ids);
      else {
        // A read added since this table was written: it must not throw either (its value is not known here).
        const method = (client as unknown as Record<string, (...args: unknown[]) => unknown>)[name] as (
          ...args: unknown[]
        ) => unknown;
        method.apply(client, params.trim() === '' ? [] : params.split(',').map(() => ids.lobby));
        seen[name] = 'returned';
      }
    } catch (error) {
      seen[name] = `threw ${(error as Error).message}`;
    }
  }
  return seen;
}

function expectedValues(ids: Ids): Record<string, unknown> {
  const expected: Record<string, unknown> = {};
  for (const { name } of syncReadsOfTheFacade()) {
    const known = NOT_READY[name];
    expected[name] =
      known === undefined
        ? 'returned'
        : known.expected === 'friend-none'
          ? [ids.friend, RelationshipType.None, RelationshipType.None, false, null]
          : known.expected;
  }
  return expected;
}

/** Samples every read inside the status callback at each status short of Ready. */
function sampleWhileNotReady(
  client: Client,
  ids: () => Ids,
  into: Map<number, Record<string, unknown>>,
): void {
  client.SetStatusChangedCallback((status) => {
    if (status === ClientStatus.Ready) return;
    expect(client.GetStatus()).toBe(status);
    into.set(status, readAll(client, ids()));
  });
}

describe('synchronous reads while not Ready return the C++ value (cpp-api.json), never ClientNotReady', () => {
  it('the facade has every read of the header, and the table names only reads the facade has', () => {
    const names = syncReadsOfTheFacade().map((read) => read.name);
    // The header's synchronous, non-static reads of Client (cpp-api.json), each a read of the facade.
    for (const name of Object.keys(NOT_READY)) expect(names).toContain(name);
    expect(names.length).toBeGreaterThanOrEqual(Object.keys(NOT_READY).length);
  });

  it('never connected, connecting, disconnecting, disconnected, and connecting again with a stale cache', async () => {
    const { world } = domain;
    await world.emulator.control.addRelationship({
      user: world.alice.id,
      other: world.bob.id,
      kind: 'discord',
      type: 'friend',
    });
    let ids: Ids = { self: world.alice.id, friend: world.bob.id, lobby: '1', message: '2' };
    const client = domain.client();
    const samples = new Map<number, Record<string, unknown>>();
    sampleWhileNotReady(client, () => ids, samples);

    // Never connected (no token either).
    expect(readAll(client, ids)).toEqual(expectedValues(ids));

    // Connecting for the first time: sampled at each status before READY (HttpWait, Connecting, Connected).
    await client.UpdateToken(AuthorizationTokenType.Bearer, world.tokens.alice);
    client.Connect();
    await untilStatus(client, ClientStatus.Ready);
    expect([...samples.keys()]).toEqual(
      expect.arrayContaining([ClientStatus.Connecting, ClientStatus.Connected]),
    );
    for (const seen of samples.values()) expect(seen).toEqual(expectedValues(ids));

    // Ready: the state the reads will have to hide once the session ends.
    const lobby = await client.CreateOrJoinLobby('getters-not-ready');
    const message = await client.SendUserMessage(world.bob.id, 'hello');
    ids = { ...ids, lobby, message };
    await until(() => client.GetMessageHandle(message) !== null, 'the message in the cache');
    expect(client.GetCurrentUser().Id()).toBe(world.alice.id);
    expect(client.GetUser(world.bob.id)).not.toBeNull();
    expect(client.GetRelationshipHandle(world.bob.id).DiscordRelationshipType()).toBe(
      RelationshipType.Friend,
    );
    expect(client.GetRelationships().map((r) => r.Id())).toEqual([world.bob.id]);
    expect(client.SearchFriendsByUsername('bob').map((u) => u.Id())).toEqual([world.bob.id]);
    expect(client.GetLobbyIds()).toEqual([lobby]);
    expect(client.GetLobbyHandle(lobby)).not.toBeNull();
    expect(client.GetChannelHandle(lobby)).not.toBeNull();
    expect(client.CanOpenMessageInDiscord(message)).toBe(true);

    // Disconnect: sampled at Disconnecting and Disconnected, then read again.
    samples.clear();
    client.Disconnect();
    await untilStatus(client, ClientStatus.Disconnected);
    expect([...samples.keys()].sort()).toEqual([ClientStatus.Disconnected, ClientStatus.Disconnecting]);
    for (const seen of samples.values()) expect(seen).toEqual(expectedValues(ids));
    expect(readAll(client, ids)).toEqual(expectedValues(ids));

    // Connecting again, the last session still in the cache: the reads still say nothing until Ready.
    samples.clear();
    client.Connect();
    await untilStatus(client, ClientStatus.Ready);
    expect([...samples.keys()]).toEqual(
      expect.arrayContaining([ClientStatus.Connecting, ClientStatus.Connected]),
    );
    for (const seen of samples.values()) expect(seen).toEqual(expectedValues(ids));
    expect(client.GetLobbyIds()).toEqual([lobby]);
    expect(client.GetRelationshipHandle(world.bob.id).DiscordRelationshipType()).toBe(
      RelationshipType.Friend,
    );
    client.Disconnect();
  });
});
