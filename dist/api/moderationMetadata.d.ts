/**
 * The moderation-metadata routes (OpenAPI `update_lobby_message_external_moderation_metadata` and
 * `update_user_message_external_moderation_metadata`): a game's moderation backend, with its bot token,
 * attaches at most 5 strings of at most 2000 characters to a lobby message or a direct message; players
 * see them through `MessageHandle.ModerationMetadata()`. Each call replaces what the message carried.
 * The body is checked with the rules the emulator enforces before anything is sent.
 */
import type { Transport } from '../http/transport.js';
import type { CallOptions, SnowflakeArg } from './call.js';
/**
 * `PUT /lobbies/{lobby}/messages/{message}/moderation-metadata` (Bot): replaces a lobby message's
 * moderation metadata; the members' clients see the change live.
 * @throws ValidationError naming the id or the entry (`metadata.<key>`) before sending; the transport's
 *   errors (404 10008 Unknown Message, 10031 Unknown Lobby) after.
 * @example
 * await setLobbyMessageModerationMetadata(botTransport, lobbyId, messageId, { verdict: 'clean' });
 */
export declare function setLobbyMessageModerationMetadata(transport: Transport, lobbyId: SnowflakeArg, messageId: SnowflakeArg, metadata: Readonly<Record<string, string>>, options?: CallOptions): Promise<void>;
/**
 * `PUT /partner-sdk/dms/{user1}/{user2}/messages/{message}/moderation-metadata` (Bot): replaces a direct
 * message's moderation metadata; the two users are the conversation's, in either order.
 * @throws ValidationError naming the id or the entry before sending; the transport's errors after.
 * @example
 * await setDirectMessageModerationMetadata(botTransport, aliceId, bobId, messageId, { verdict: 'flagged' });
 */
export declare function setDirectMessageModerationMetadata(transport: Transport, user1: SnowflakeArg, user2: SnowflakeArg, messageId: SnowflakeArg, metadata: Readonly<Record<string, string>>, options?: CallOptions): Promise<void>;
