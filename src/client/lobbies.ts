/**
 * The client's lobby domain: `CreateOrJoinLobby` (with or without metadata), `LeaveLobby`, `GetLobbyIds`
 * and `GetLobbyHandle`. Each call parses its ids once (the facade is the edge), calls the REST function,
 * and puts what it learned in the cache that the handles read.
 */
import { snowflakeArgument } from '../api/call.js';
import { createOrJoinLobby, getLobby, parsedLobbyCalls } from '../api/lobbies.js';
import { LoggingSeverity } from '../model/logging.js';
import type { Snowflake } from '../model/snowflake.js';
import type { ClientContext } from './context.js';
import { LobbyHandle } from './handles.js';
import { optionalMetadata } from './metadata.js';
import type { ResultCallback } from './results.js';
import type { StatusCallback } from './signIn.js';

/** Callback of `CreateOrJoinLobby`. */
export type CreateOrJoinLobbyCallback = ResultCallback<[lobbyId: Snowflake]>;

/** The lobby domain of one client. */
export class Lobbies {
  readonly #ctx: ClientContext;

  /** @param ctx - the client's context. */
  constructor(ctx: ClientContext) {
    this.#ctx = ctx;
    // READY lists a large lobby with our own membership only: the rest is asked for once it is Ready.
    ctx.realtime.onSessionStart(() => {
      for (const id of ctx.cache.partialLobbies) void this.#fetchMembers(id);
    });
  }

  /** Fills in a lobby READY listed in part; a failure is logged (the lobby keeps what READY said). */
  async #fetchMembers(lobbyId: string): Promise<void> {
    try {
      const lobby = await getLobby(this.#ctx.transport, lobbyId, this.#ctx.requestOptions());
      this.#ctx.realtime.deliverWhenReady(this.#ctx.cache.addMembers(lobby));
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'error';
      this.#ctx.log(
        `lobbies: the members of lobby ${lobbyId} could not be fetched: ${reason}`,
        LoggingSeverity.Warning,
      );
    }
  }

  /** `CreateOrJoinLobby` (`call` names the facade's method for ClientNotReady); resolves the lobby id. */
  createOrJoin(
    call: 'CreateOrJoinLobby' | 'CreateOrJoinLobbyWithMetadata',
    secret: string,
    lobbyMetadata: unknown,
    memberMetadata: unknown,
    callback: CreateOrJoinLobbyCallback | undefined,
  ): Promise<unknown> {
    const work = async () => {
      const body = {
        secret,
        ...optionalMetadata('lobby_metadata', lobbyMetadata, 'lobbyMetadata'),
        ...optionalMetadata('member_metadata', memberMetadata, 'memberMetadata'),
      };
      const lobby = await createOrJoinLobby(this.#ctx.transport, body, this.#ctx.requestOptions());
      this.#ctx.cache.upsertLobby(lobby);
      return lobby.id;
    };
    return this.#ctx.call(call, work, callback, ['']);
  }

  /** `LeaveLobby`: the lobby leaves the cache once the service confirmed. */
  leave(lobbyId: bigint | string, callback?: StatusCallback): Promise<void> {
    const work = async () => {
      const id = snowflakeArgument(lobbyId, 'lobbyId');
      await parsedLobbyCalls.leave(this.#ctx.transport, id, this.#ctx.requestOptions());
      this.#ctx.cache.removeLobby(id);
    };
    return this.#ctx.call('LeaveLobby', work, callback, []) as Promise<void>;
  }

  /** `GetLobbyIds`: empty while not Ready (the C++ library's empty vector; notReady.ts). */
  ids(): Snowflake[] {
    if (this.#ctx.realtime.readyUser === undefined) return [];
    return [...this.#ctx.cache.lobbies.keys()];
  }

  /** `GetLobbyHandle`: null while not Ready (the C++ `std::optional` empty); ValidationError for a bad id. */
  handle(lobbyId: bigint | string): LobbyHandle | null {
    const id = snowflakeArgument(lobbyId, 'lobbyId');
    if (this.#ctx.realtime.readyUser === undefined) return null;
    const entry = this.#ctx.cache.lobbies.get(id);
    return entry ? new LobbyHandle(this.#ctx.cache, entry) : null;
  }
}
