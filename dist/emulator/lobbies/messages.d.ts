/**
 * Lobby messages: stored oldest first per lobby; once sent, only their moderation metadata changes (the
 * game's moderation backend sets it).
 */
import type { LobbyMessageInput } from '../../rules/index.js';
import type { EmulatorContext } from '../context.js';
import type { LobbyMessageRecord, LobbyRecord } from '../records.js';
/**
 * Stores a message from `authorId` and records LOBBY_MESSAGE_CREATE. `fromChannel` marks a copy of a
 * linked channel's message (so that it is not mirrored back). A send with `enforce_nonce` that repeats
 * one of the last five minutes (messageNonce.ts) returns that message and stores nothing.
 */
export declare function addMessage(ctx: EmulatorContext, lobby: LobbyRecord, authorId: string, input: LobbyMessageInput, fromChannel?: string): LobbyMessageRecord;
/** A lobby's messages, oldest first (the stored list: the page cache keys on it). */
export declare function messagesOf(ctx: EmulatorContext, lobby: LobbyRecord): LobbyMessageRecord[];
/**
 * Replaces a message's moderation metadata (the bot's `PUT .../moderation-metadata`) and records
 * LOBBY_MESSAGE_UPDATE, so that the members' clients see it live.
 * @throws ApiError 404 10008 when the lobby holds no such message.
 */
export declare function setModerationMetadata(ctx: EmulatorContext, lobby: LobbyRecord, messageId: string, metadata: Record<string, string>): LobbyMessageRecord;
