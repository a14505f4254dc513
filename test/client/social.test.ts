/**
 * Lobbies and messages on the Client against the emulator over loopback, with two and three players:
 * every call in both callback styles, the gateway's events mapped to the library's slots and `on(...)`
 * events, live handles, history order and limits, direct messages (edit, delete, summaries, the
 * signed-in rule), leaving, a lobby deleted by the backend, pumped ordering, and a resume or a fresh
 * session losing and repeating nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type ClientOptions, ClientStatus, type SocialEvents } from '../../src/client/Client.js';
import { type ClientResult, ErrorType } from '../../src/client/clientResult.js';
import type { MessageHandle } from '../../src/client/handles.js';
import { ClientResultError } from '../../src/client/results.js';
import { CACHED_MESSAGES_PER_CHANNEL } from '../../src/client/socialCache.js';
import { UserMessageSummary } from '../../src/client/userMessageSummary.js';
import { AuthorizationTokenType } from '../../src/model/enums.js';
import { type GatewayWorld, lobbyCall, startGatewayWorld, until, untilStatus } from '../connection/world.js';
import { settle } from '../support/waitFor.js';

let world: GatewayWorld;
const clients: Client[] = [];

beforeAll(async () => {
  // Heartbeats far apart: a missed ACK on a loaded machine would reconnect a player mid-test.
  world = await startGatewayWorld({ gateway: { heartbeatIntervalMs: 5000 } });
});
afterAll(async () => {
  for (const client of clients) client.Disconnect();
  await world.emulator.close();
});

const EVENT_NAMES: (keyof SocialEvents)[] = [
  'lobbyCreated',
  'lobbyDeleted',
  'lobbyUpdated',
  'lobbyMemberAdded',
  'lobbyMemberUpdated',
  'lobbyMemberRemoved',
  'messageCreated',
  'messageUpdated',
  'messageDeleted',
];

interface Player {
  client: Client;
  /** `name:arg1:arg2` of each `on(...)` event, in order. */
  events: string[];
}

/** A connected client recording every lobby and message event. */
async function player(token: string, options: ClientOptions = {}): Promise<Player> {
  const client = new Client({
    baseUrl: world.fx.url,
    log: () => undefined,
    connection: { policy: { maxRetries: 3, backoffBaseMs: 10, backoffMaxMs: 50 }, handshakeTimeoutMs: 2000 },
    ...options,
  });
  clients.push(client);
  const events: string[] = [];
  for (const name of EVENT_NAMES)
    client.on(name, (...args: string[]) => {
      events.push([name, ...args].join(':'));
    });
  await client.UpdateToken(AuthorizationTokenType.Bearer, token);
  client.Connect();
  if (options.callbackMode === 'pumped') {
    await until(() => {
      client.RunCallbacks();
      return client.GetStatus() === ClientStatus.Ready;
    }, 'Ready');
  } else await untilStatus(client, ClientStatus.Ready);
  return { client, events };
}

/** Waits for `event`; `ms` is only the failure deadline (longer where a reconnect with backoff comes first). */
const seen = (p: Player, event: string, ms?: number) =>
  until(() => p.events.includes(event), `${event} (saw ${p.events})`, ms);
/** Failure deadline of waits that span a reconnect (backoff with jitter, then a fresh session), under load. */
const RECONNECT_MS = 20_000;
const count = (p: Player, event: string) => p.events.filter((e) => e === event).length;

async function failure(work: Promise<unknown>): Promise<ClientResult> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ClientResultError);
  return (error as ClientResultError).result;
}

describe('lobbies', () => {
  it('two players meet in a lobby: ids by both styles, live handles, events by slot and by on()', async () => {
    const alice = await player(world.tokens.alice);
    const bob = await player(world.tokens.bob);
    const lobbyId = await alice.client.CreateOrJoinLobbyWithMetadata(
      'meet',
      { map: 'harbor' },
      { team: 'red' },
    );
    await seen(alice, `lobbyCreated:${lobbyId}`);
    const handle = alice.client.GetLobbyHandle(lobbyId);
    expect(handle?.Metadata()).toEqual({ map: 'harbor' });
    expect(handle?.LobbyMemberIds()).toEqual([world.alice.id]);
    expect(handle?.GetLobbyMemberHandle(world.alice.id)?.Metadata()).toEqual({ team: 'red' });
    expect(handle?.GetLobbyMemberHandle(world.alice.id)?.User()?.Username()).toBe('alice');

    const slot: string[][] = [];
    alice.client.SetLobbyMemberAddedCallback((...args) => slot.push(args));
    const joined = await new Promise<[ClientResult, string]>((resolve) => {
      void bob.client.CreateOrJoinLobby('meet', (result, id) => resolve([result, id]));
    });
    expect(joined[0].Successful()).toBe(true);
    expect(joined[1]).toBe(lobbyId);
    await seen(alice, `lobbyMemberAdded:${lobbyId}:${world.bob.id}`);
    await seen(bob, `lobbyCreated:${lobbyId}`);
    expect(slot).toEqual([[lobbyId, world.bob.id]]);
    // The handle taken before bob joined shows him now.
    expect(handle?.LobbyMemberIds().sort()).toEqual([world.alice.id, world.bob.id].sort());
    expect(handle?.GetLobbyMemberHandle(world.bob.id)?.Connected()).toBe(true);
    // Who he is comes with his arrival, before he ever speaks.
    expect(handle?.GetLobbyMemberHandle(world.bob.id)?.User()?.Username()).toBe('bob');
    expect(alice.client.GetUser(world.bob.id)?.Username()).toBe('bob');
    expect(handle?.LobbyMembers().map((m) => m.Id())).toContain(world.bob.id);
    expect(bob.client.GetLobbyIds()).toEqual([lobbyId]);
    expect(alice.client.GetLobbyHandle('1')).toBeNull();

    // The backend changes the lobby: both see lobbyUpdated and the new metadata through old handles.
    await lobbyCall(world, world.bot, 'PATCH', `/lobbies/${lobbyId}`, { metadata: { map: 'dunes' } });
    await seen(alice, `lobbyUpdated:${lobbyId}`);
    await seen(bob, `lobbyUpdated:${lobbyId}`);
    expect(handle?.Metadata()).toEqual({ map: 'dunes' });
    await lobbyCall(world, world.bot, 'PUT', `/lobbies/${lobbyId}/members/${world.bob.id}`, {
      metadata: { team: 'blue' },
    });
    await seen(alice, `lobbyMemberUpdated:${lobbyId}:${world.bob.id}`);
    expect(handle?.GetLobbyMemberHandle(world.bob.id)?.Metadata()).toEqual({ team: 'blue' });

    // Bob leaves: alice sees him go, bob sees the lobby go, and gets none of its events any more.
    const bobsHandle = bob.client.GetLobbyHandle(lobbyId);
    const bobAsMember = handle?.GetLobbyMemberHandle(world.bob.id);
    await bob.client.LeaveLobby(lobbyId);
    await seen(alice, `lobbyMemberRemoved:${lobbyId}:${world.bob.id}`);
    await seen(bob, `lobbyDeleted:${lobbyId}`);
    expect(bob.client.GetLobbyHandle(lobbyId)).toBeNull();
    expect(bob.client.GetLobbyIds()).toEqual([]);
    expect(bobsHandle?.Id()).toBe(lobbyId);
    expect(bobAsMember?.Connected()).toBe(false);
    expect(handle?.GetLobbyMemberHandle(world.bob.id)).toBeNull();
    const after = await alice.client.SendLobbyMessage(lobbyId, 'anyone?');
    await seen(alice, `messageCreated:${after}`);
    expect(bob.events.some((e) => e.includes(after))).toBe(false);

    // The backend deletes the lobby: alice sees lobbyDeleted.
    await lobbyCall(world, world.bot, 'DELETE', `/lobbies/${lobbyId}`);
    await seen(alice, `lobbyDeleted:${lobbyId}`);
    expect(alice.client.GetLobbyHandle(lobbyId)).toBeNull();
    expect(alice.client.GetMessageHandle(after)).toBeNull();
    alice.client.Disconnect();
    bob.client.Disconnect();
  });

  it('checks input before any request (ValidationError naming the field), refusals are HTTPError, and ClientNotReady before Ready', async () => {
    const alice = await player(world.tokens.alice);
    const lobbyId = await alice.client.CreateOrJoinLobby('checks');
    const before = world.emulator.control.requests().length;
    const cases: [Promise<unknown>, RegExp][] = [
      [alice.client.CreateOrJoinLobby(''), /secret/],
      [alice.client.CreateOrJoinLobby('x'.repeat(251)), /secret/],
      [alice.client.SendLobbyMessage(lobbyId, ''), /content/],
      [alice.client.SendLobbyMessage(lobbyId, 'x'.repeat(2001)), /content/],
      [alice.client.SendLobbyMessage('lobby', 'hi'), /lobbyId/],
      [alice.client.SendLobbyMessageWithMetadata(lobbyId, 'hi', { k: 'v'.repeat(1025) }), /metadata/],
      [
        alice.client.CreateOrJoinLobbyWithMetadata(
          'checks',
          Object.fromEntries(Array.from({ length: 26 }, (_, i) => [`k${i}`, 'v'])),
          {},
        ),
        /lobby_metadata/,
      ],
      [alice.client.GetLobbyMessagesWithLimit(lobbyId, 0), /limit/],
      [alice.client.GetLobbyMessagesWithLimit(lobbyId, 201), /limit/],
      [alice.client.SendUserMessage(world.bob.id, ' '), /content/],
      [alice.client.EditUserMessage(world.bob.id, 'nope', 'x'), /messageId/],
    ];
    for (const [work, field] of cases) {
      const result = await failure(work);
      expect(result.type).toBe(ErrorType.ValidationError);
      expect(result.error).toMatch(field);
    }
    expect(world.emulator.control.requests().length).toBe(before);

    const carol = await player(world.tokens.carol);
    const refused = await failure(carol.client.GetLobbyMessagesWithLimit(lobbyId, 10));
    expect(refused.type).toBe(ErrorType.HTTPError);
    expect([refused.status, refused.errorCode]).toEqual([403, 50001]);

    const offline = new Client({ baseUrl: world.fx.url });
    const notReady = await failure(offline.SendLobbyMessage(lobbyId, 'hi'));
    expect(notReady.type).toBe(ErrorType.ClientNotReady);
    expect(offline.GetLobbyIds()).toEqual([]);
    const viaCallback = await new Promise<ClientResult>((resolve) => {
      void offline.CreateOrJoinLobby('x', (result, id) => {
        expect(id).toBe('');
        resolve(result);
      });
    });
    expect(viaCallback.type).toBe(ErrorType.ClientNotReady);
    alice.client.Disconnect();
    carol.client.Disconnect();
  });
});

describe('lobby messages', () => {
  it('arrive live with their handles; history is newest first and limited; the cache keeps 25 per channel', async () => {
    const alice = await player(world.tokens.alice);
    const bob = await player(world.tokens.bob);
    const carol = await player(world.tokens.carol);
    const lobbyId = await alice.client.CreateOrJoinLobby('chat');
    await bob.client.CreateOrJoinLobby('chat');
    await seen(alice, `lobbyMemberAdded:${lobbyId}:${world.bob.id}`);

    const id = await new Promise<string>((resolve) => {
      void bob.client.SendLobbyMessageWithMetadata(
        lobbyId,
        'hello',
        { kind: 'greeting' },
        (result, messageId) => {
          expect(result.Successful()).toBe(true);
          resolve(messageId);
        },
      );
    });
    await seen(alice, `messageCreated:${id}`);
    await seen(bob, `messageCreated:${id}`);
    const message = alice.client.GetMessageHandle(id) as MessageHandle;
    expect(message.Content()).toBe('hello');
    expect(message.Metadata()).toEqual({ kind: 'greeting' });
    expect(message.AuthorId()).toBe(world.bob.id);
    expect(message.Author()?.Username()).toBe('bob');
    expect(alice.client.GetUser(world.bob.id)?.DisplayName()).toBe(message.Author()?.DisplayName());
    expect(message.ChannelId()).toBe(lobbyId);
    expect(message.Lobby()?.Id()).toBe(lobbyId);
    expect(message.RecipientId()).toBe('0');
    expect(message.SentTimestamp()).toBeGreaterThan(0);
    expect(message.EditedTimestamp()).toBe(0);

    const sent: string[] = [id];
    for (let i = 0; i < CACHED_MESSAGES_PER_CHANNEL + 5; i++)
      sent.push(await alice.client.SendLobbyMessage(lobbyId, `n${i}`));
    const last = sent.at(-1) as string;
    await seen(bob, `messageCreated:${last}`);
    const page = await bob.client.GetLobbyMessagesWithLimit(lobbyId, 3);
    expect(page.map((m) => m.Id())).toEqual(sent.slice(-3).reverse());
    const all = await new Promise<MessageHandle[]>((resolve) => {
      void bob.client.GetLobbyMessagesWithLimit(lobbyId, 200, (_result, messages) => resolve(messages));
    });
    expect(all.map((m) => m.Id())).toEqual([...sent].reverse());
    expect(all.at(-1)?.Content()).toBe('hello');
    // Only the 25 most recent stay in the cache.
    expect(bob.client.GetMessageHandle(sent[0] as string)).toBeNull();
    expect(
      bob.client.GetMessageHandle(sent[sent.length - CACHED_MESSAGES_PER_CHANNEL] as string),
    ).not.toBeNull();
    expect(
      bob.client.GetMessageHandle(sent[sent.length - CACHED_MESSAGES_PER_CHANNEL - 1] as string),
    ).toBeNull();
    // Carol is in no lobby of theirs: she saw none of it.
    expect(carol.events).toEqual([]);
    for (const p of [alice, bob, carol]) p.client.Disconnect();
  });

  it('pumped mode: callbacks and events wait for RunCallbacks and run in the order they happened', async () => {
    const alice = await player(world.tokens.alice, { callbackMode: 'pumped' });
    const bob = await player(world.tokens.bob);
    alice.client.RunCallbacks();
    alice.events.length = 0;
    const order: string[] = [];
    alice.client.SetLobbyMemberAddedCallback((_lobby, member) => order.push(`slot:added:${member}`));
    alice.client.SetMessageCreatedCallback((messageId) => order.push(`slot:message:${messageId}`));
    const known = new Set(alice.client.GetLobbyIds());
    void alice.client.CreateOrJoinLobby('pumped', () => order.push('callback:joined'));
    await until(() => alice.client.GetLobbyIds().some((id) => !known.has(id)), 'the lobby in the cache');
    const lobbyId = await bob.client.CreateOrJoinLobby('pumped');
    await until(
      () => alice.client.GetLobbyHandle(lobbyId)?.LobbyMemberIds().length === 2,
      'bob in the cache',
    );
    const messageId = await bob.client.SendLobbyMessage(lobbyId, 'hi');
    await until(() => alice.client.GetMessageHandle(messageId) !== null, 'the message in the cache');
    // Whatever the client would deliver on its own after these updates is queued by now: one more turn.
    await settle();
    expect(order).toEqual([]);
    expect(alice.events).toEqual([]);
    alice.client.RunCallbacks();
    expect(order).toContain('callback:joined');
    expect(order.indexOf(`slot:added:${world.bob.id}`)).toBeLessThan(
      order.indexOf(`slot:message:${messageId}`),
    );
    expect(alice.events.indexOf(`lobbyMemberAdded:${lobbyId}:${world.bob.id}`)).toBeLessThan(
      alice.events.indexOf(`messageCreated:${messageId}`),
    );
    alice.client.Disconnect();
    bob.client.Disconnect();
  });

  it('after a resume every missed event arrives once, in order; after a fresh session the cache matches READY', async () => {
    const alice = await player(world.tokens.alice);
    const bob = await player(world.tokens.bob);
    const lobbyId = await alice.client.CreateOrJoinLobby('resume');
    const other = await alice.client.CreateOrJoinLobby('resume-2');
    await bob.client.CreateOrJoinLobby('resume');
    await seen(alice, `lobbyMemberAdded:${lobbyId}:${world.bob.id}`);

    world.emulator.control.gateway.drop(world.alice.id);
    const missed: string[] = [];
    for (let i = 0; i < 3; i++) missed.push(await bob.client.SendLobbyMessage(lobbyId, `while away ${i}`));
    await until(
      () => missed.every((id) => alice.events.includes(`messageCreated:${id}`)),
      'the replay',
      RECONNECT_MS,
    );
    await untilStatus(alice.client, ClientStatus.Ready, RECONNECT_MS);
    // A message sent now arrives after anything the replay could still deliver (the gateway keeps order):
    // once it is here, a duplicate of the replay would be too.
    const later = await bob.client.SendLobbyMessage(lobbyId, 'after the resume');
    await seen(alice, `messageCreated:${later}`);
    const created = alice.events.filter((e) => e.startsWith('messageCreated:'));
    expect(created).toEqual([...missed, later].map((id) => `messageCreated:${id}`));
    expect(alice.client.GetMessageHandle(missed[2] as string)?.Content()).toBe('while away 2');

    // A session that cannot be resumed: the backend deletes a lobby meanwhile; READY puts the cache right.
    world.emulator.control.gateway.drop(world.alice.id, { resumable: false });
    await lobbyCall(world, world.bot, 'DELETE', `/lobbies/${other}`);
    await seen(alice, `lobbyDeleted:${other}`, RECONNECT_MS);
    await untilStatus(alice.client, ClientStatus.Ready, RECONNECT_MS);
    expect(alice.client.GetLobbyIds()).toContain(lobbyId);
    expect(alice.client.GetLobbyIds()).not.toContain(other);
    expect(count(alice, `lobbyDeleted:${other}`)).toBe(1);
    expect(alice.client.GetLobbyHandle(lobbyId)?.LobbyMemberIds().sort()).toEqual(
      [world.alice.id, world.bob.id].sort(),
    );
    alice.client.Disconnect();
    bob.client.Disconnect();
  });
});

describe('direct messages', () => {
  it('send, edit and delete arrive live on both sides; history, summaries; both users must have signed in', async () => {
    // Friends: their conversation is kept by the service, one channel for both (non-friends: ephemeral).
    const friends = { user: world.alice.id, other: world.bob.id, kind: 'discord' as const };
    await world.emulator.control.addRelationship({ ...friends, type: 'friend' });
    const alice = await player(world.tokens.alice);
    const bob = await player(world.tokens.bob);
    const id = await alice.client.SendUserMessageWithMetadata(world.bob.id, 'psst', { secret: 'no' });
    await seen(bob, `messageCreated:${id}`);
    const atBob = bob.client.GetMessageHandle(id) as MessageHandle;
    expect(atBob.Content()).toBe('psst');
    expect(atBob.RecipientId()).toBe(world.bob.id);
    expect(atBob.AuthorId()).toBe(world.alice.id);
    expect(atBob.Lobby()).toBeNull();
    expect(atBob.Metadata()).toEqual({ secret: 'no' });
    const channelId = atBob.ChannelId();

    const second = await new Promise<string>((resolve) => {
      void bob.client.SendUserMessage(world.alice.id, 'what?', (_result, messageId) => resolve(messageId));
    });
    await seen(alice, `messageCreated:${second}`);
    expect(alice.client.GetMessageHandle(second)?.ChannelId()).toBe(channelId);

    await alice.client.EditUserMessage(world.bob.id, id, 'psst, edited');
    await seen(bob, `messageUpdated:${id}`);
    await seen(alice, `messageUpdated:${id}`);
    expect(atBob.Content()).toBe('psst, edited');
    expect(atBob.EditedTimestamp()).toBeGreaterThan(0);

    const history = await bob.client.GetUserMessagesWithLimit(world.alice.id, 10);
    expect(history.map((m) => m.Id())).toEqual([second, id]);
    expect((await alice.client.GetUserMessagesWithLimit(world.bob.id, 1)).map((m) => m.Id())).toEqual([
      second,
    ]);
    const summaries = await alice.client.GetUserMessageSummaries();
    expect(summaries.map((s) => [s.UserId(), s.LastMessageId()])).toContainEqual([world.bob.id, second]);
    expect(summaries.every((s) => s instanceof UserMessageSummary)).toBe(true);
    const viaCallback = await new Promise<UserMessageSummary[]>((resolve) => {
      void alice.client.GetUserMessageSummaries((result, list) => {
        expect(result.Successful()).toBe(true);
        resolve(list);
      });
    });
    expect(JSON.parse(JSON.stringify(viaCallback))).toContainEqual({
      user_id: world.bob.id,
      last_message_id: second,
    });

    // Only the author may edit or delete.
    const notMine = await failure(bob.client.DeleteUserMessage(world.alice.id, id));
    expect([notMine.type, notMine.status, notMine.errorCode]).toEqual([ErrorType.HTTPError, 403, 50005]);

    const deleted = await new Promise<ClientResult>((resolve) => {
      void alice.client.DeleteUserMessage(world.bob.id, id, resolve);
    });
    expect(deleted.Successful()).toBe(true);
    await seen(bob, `messageDeleted:${id}:${channelId}`);
    await seen(alice, `messageDeleted:${id}:${channelId}`);
    expect(bob.client.GetMessageHandle(id)).toBeNull();
    expect((await bob.client.GetUserMessagesWithLimit(world.alice.id, 10)).map((m) => m.Id())).toEqual([
      second,
    ]);

    // Dave never signed in to the application: he is unknown to it (404, as the library documents).
    const dave = await world.emulator.control.createUser({ username: 'dave' });
    for (const work of [
      alice.client.GetUserMessagesWithLimit(dave.id, 10),
      alice.client.SendUserMessage(dave.id, 'hi'),
    ]) {
      const unknown = await failure(work);
      expect([unknown.type, unknown.status, unknown.errorCode]).toEqual([ErrorType.HTTPError, 404, 10013]);
    }
    const self = await failure(alice.client.SendUserMessage(world.alice.id, 'me'));
    expect([self.status, self.errorCode]).toEqual([400, 50007]);
    // Carol is no part of the conversation and saw nothing of it.
    const carol = await player(world.tokens.carol);
    expect(carol.events).toEqual([]);
    expect(await carol.client.GetUserMessageSummaries()).toEqual([]);
    for (const p of [alice, bob, carol]) p.client.Disconnect();
    await world.emulator.control.removeRelationship(friends);
  });
});
