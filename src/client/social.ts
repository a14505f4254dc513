/**
 * Lobby and message calls of the client, in idiomatic form: each checks its input with the shared rules
 * (through the REST functions of api/), calls the service, puts what it learned in the cache and returns
 * handles over it. The `Client` adapts them to the C++ library's names and callbacks.
 */
import {
  deleteUserMessage,
  editUserMessage,
  getUserMessageSummaries,
  getUserMessages,
  sendUserMessage,
} from '../api/directMessages.js';
import { createOrJoinLobby, getLobbyMessages, leaveLobby, sendLobbyMessage } from '../api/lobbies.js';
import { ValidationError } from '../http/errors.js';
import type { Transport } from '../http/transport.js';
import type { UserMessageSummary } from '../model/directMessage.js';
import type { LobbyMetadata } from '../model/lobby.js';
import { parseSnowflake, type Snowflake } from '../model/snowflake.js';
import { LobbyHandle, MessageHandle } from './handles.js';
import type { SocialCache } from './socialCache.js';

/** A snowflake argument of the facade: validated and normalised, or a ValidationError naming it. */
export function snowflakeArgument(value: unknown, name: string): Snowflake {
  try {
    return parseSnowflake(value, name);
  } catch (error) {
    throw ValidationError.argument(name, (error as Error).message);
  }
}

/** Metadata given as the library's map: an object of strings (checked in full by the shared rules). */
function metadataArgument(value: unknown, name: string): LobbyMetadata {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw ValidationError.argument(name, `${name}: expected an object of string values`);
  return value as LobbyMetadata;
}

export class SocialCalls {
  /**
   * @param signal - the client's signal of pending requests at call time (`AbortPendingRequests()`
   *   aborts it: a call in flight or waiting for a rate limit then fails with Aborted).
   */
  constructor(
    private readonly transport: Transport,
    private readonly cache: SocialCache,
    private readonly signal: () => AbortSignal,
  ) {}

  #options(): { signal: AbortSignal } {
    return { signal: this.signal() };
  }

  async createOrJoinLobby(
    secret: string,
    lobbyMetadata?: unknown,
    memberMetadata?: unknown,
  ): Promise<Snowflake> {
    const body = {
      secret,
      ...(lobbyMetadata === undefined
        ? {}
        : { lobby_metadata: metadataArgument(lobbyMetadata, 'lobbyMetadata') }),
      ...(memberMetadata === undefined
        ? {}
        : { member_metadata: metadataArgument(memberMetadata, 'memberMetadata') }),
    };
    const lobby = await createOrJoinLobby(this.transport, body, this.#options());
    this.cache.upsertLobby(lobby);
    return lobby.id;
  }

  async leaveLobby(lobbyId: unknown): Promise<void> {
    const id = snowflakeArgument(lobbyId, 'lobbyId');
    await leaveLobby(this.transport, id, this.#options());
    this.cache.removeLobby(id);
  }

  lobbyIds(): Snowflake[] {
    return [...this.cache.lobbies.keys()];
  }

  lobbyHandle(lobbyId: unknown): LobbyHandle | null {
    const entry = this.cache.lobbies.get(snowflakeArgument(lobbyId, 'lobbyId'));
    return entry ? new LobbyHandle(this.cache, entry) : null;
  }

  messageHandle(messageId: unknown): MessageHandle | null {
    const entry = this.cache.messages.get(snowflakeArgument(messageId, 'messageId'));
    return entry ? new MessageHandle(this.cache, entry) : null;
  }

  async sendLobbyMessage(lobbyId: unknown, content: string, metadata?: unknown): Promise<Snowflake> {
    const body = {
      content,
      ...(metadata === undefined ? {} : { metadata: metadataArgument(metadata, 'metadata') }),
    };
    const message = await sendLobbyMessage(
      this.transport,
      snowflakeArgument(lobbyId, 'lobbyId'),
      body,
      this.#options(),
    );
    this.cache.upsertMessage(message);
    return message.id;
  }

  /** Newest first, as the library documents. */
  async lobbyMessages(lobbyId: unknown, limit: number): Promise<MessageHandle[]> {
    const list = await getLobbyMessages(this.transport, snowflakeArgument(lobbyId, 'lobbyId'), {
      limit,
      ...this.#options(),
    });
    return list.map((message) => new MessageHandle(this.cache, this.cache.upsertMessage(message)));
  }

  async sendUserMessage(recipientId: unknown, content: string, metadata?: unknown): Promise<Snowflake> {
    const body = {
      content,
      ...(metadata === undefined ? {} : { metadata: metadataArgument(metadata, 'metadata') }),
    };
    const message = await sendUserMessage(
      this.transport,
      snowflakeArgument(recipientId, 'recipientId'),
      body,
      this.#options(),
    );
    this.cache.upsertMessage(message);
    return message.id;
  }

  async editUserMessage(recipientId: unknown, messageId: unknown, content: string): Promise<void> {
    const message = await editUserMessage(
      this.transport,
      snowflakeArgument(recipientId, 'recipientId'),
      snowflakeArgument(messageId, 'messageId'),
      { content },
      this.#options(),
    );
    this.cache.upsertMessage(message);
  }

  async deleteUserMessage(recipientId: unknown, messageId: unknown): Promise<void> {
    await deleteUserMessage(
      this.transport,
      snowflakeArgument(recipientId, 'recipientId'),
      snowflakeArgument(messageId, 'messageId'),
      this.#options(),
    );
  }

  /** Newest first. */
  async userMessages(recipientId: unknown, limit: number): Promise<MessageHandle[]> {
    const list = await getUserMessages(
      this.transport,
      snowflakeArgument(recipientId, 'recipientId'),
      limit,
      this.#options(),
    );
    return list.map((message) => new MessageHandle(this.cache, this.cache.upsertMessage(message)));
  }

  userMessageSummaries(): Promise<UserMessageSummary[]> {
    return getUserMessageSummaries(this.transport, this.#options());
  }
}
