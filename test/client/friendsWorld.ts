/**
 * The friends tests' world: one emulator per file (the gateway world), and players made on demand, each
 * a new user signed in to the application, connected, recording every relationship and user event.
 * Each test makes its own players, so no test sees another's friends.
 */
import type { Client, ClientOptions, SocialEvents } from '../../src/client/Client.js';
import type { ClientResult } from '../../src/client/clientResult.js';
import { ClientStatus } from '../../src/client/clientStatus.js';
import { ClientResultError } from '../../src/client/results.js';
import type { UserRecord } from '../../src/emulator/records.js';
import { AuthorizationTokenType } from '../../src/model/enums.js';
import { type GatewayWorld, SOCIAL_SCOPES, until } from '../connection/world.js';
import { signIn } from '../emulator/helpers.js';
import { useGatewayWorld } from './gatewayWorld.js';

const FRIEND_EVENTS: (keyof SocialEvents)[] = [
  'relationshipCreated',
  'relationshipDeleted',
  'relationshipGroupsUpdated',
  'userUpdated',
];

/** A signed-in user and their connected client. */
export interface Player {
  readonly user: UserRecord;
  readonly token: string;
  readonly client: Client;
  /** `name:arg1:arg2` of each friends event, in order. */
  readonly events: string[];
  /** Diagnostic lines of the client. */
  readonly log: string[];
  /** Waits until `event` was seen (at least `times` times). */
  seen(event: string, times?: number): Promise<void>;
  /** How often `event` was seen. */
  count(event: string): number;
}

export interface FriendsWorld {
  readonly world: GatewayWorld;
  /** A new user `username`, signed in (`scopes`) and connected with a client recording its events. */
  player(username: string, options?: ClientOptions & { scopes?: string }): Promise<Player>;
  /** A new user, signed in, not connected. */
  user(username: string, scopes?: string): Promise<{ user: UserRecord; token: string }>;
  /** Connects a client for an existing user. */
  connect(user: UserRecord, token: string, options?: ClientOptions): Promise<Player>;
  /** Makes two players Discord friends (control API) and waits until each has the other in a group. */
  befriend(a: Player, b: Player): Promise<void>;
}

/** The result a failing call rejected with. */
export async function failure(work: Promise<unknown>): Promise<ClientResult> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ClientResultError))
    throw new Error(`expected a ClientResultError, got ${String(error)}`);
  return error.result;
}

/** Starts the world before the file's tests (gatewayWorld.ts); its players are its clients. */
export function useFriendsWorld(): FriendsWorld {
  // Heartbeats far apart: a missed ACK on a loaded machine would reconnect a player mid-test.
  const domain = useGatewayWorld({ gateway: { heartbeatIntervalMs: 5000 } });
  const friends: FriendsWorld = {
    get world() {
      return domain.world;
    },
    async user(username, scopes = SOCIAL_SCOPES) {
      const user = await domain.world.emulator.control.createUser({ username });
      const token = (await signIn(domain.world.fx, scopes, user.id)).access_token as string;
      return { user, token };
    },
    async player(username, options = {}) {
      const { scopes, ...clientOptions } = options;
      const { user, token } = await friends.user(username, scopes);
      return friends.connect(user, token, clientOptions);
    },
    async befriend(a, b) {
      await domain.world.emulator.control.addRelationship({
        user: a.user.id,
        other: b.user.id,
        kind: 'discord',
        type: 'friend',
      });
      await a.seen(`relationshipGroupsUpdated:${b.user.id}`);
      await b.seen(`relationshipGroupsUpdated:${a.user.id}`);
    },
    async connect(user, token, options = {}) {
      const log: string[] = [];
      const policy = { maxRetries: 3, backoffBaseMs: 10, backoffMaxMs: 50 };
      const client = domain.client({
        log: (line) => log.push(line),
        connection: { policy, handshakeTimeoutMs: 3000 },
        ...options,
      });
      const events: string[] = [];
      for (const name of FRIEND_EVENTS)
        client.on(name, (...args: unknown[]) => events.push([name, ...args].join(':')));
      await client.UpdateToken(AuthorizationTokenType.Bearer, token);
      client.Connect();
      // In pumped mode the status reaches the game only through RunCallbacks, as in a game loop.
      const pumped = options.callbackMode === 'pumped';
      await until(() => {
        if (pumped) client.RunCallbacks();
        return client.GetStatus() === ClientStatus.Ready;
      }, 'Ready');
      const count = (event: string) => events.filter((e) => e === event).length;
      return {
        user,
        token,
        client,
        events,
        log,
        count,
        seen: (event, times = 1) =>
          until(
            () => count(event) >= times,
            `${event} x${times} (${user.username} saw ${events.join(', ')})`,
          ),
      };
    },
  };
  return friends;
}
