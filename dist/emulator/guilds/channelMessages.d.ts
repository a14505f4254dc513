import type { MessageFieldsInput } from '../../rules/messageFields.js';
import type { EmulatorContext } from '../context.js';
import type { ChannelMessageRecord, ChannelRecord } from '../records.js';
/** Messages kept per channel: the oldest go first (a guild channel's history is not the point here). */
export declare const CHANNEL_MESSAGES_KEPT = 1000;
/**
 * Stores a message in the channel and records CHANNEL_MESSAGE_CREATE, with the body's kept fields
 * (rules/messageFields.ts). A send with `enforce_nonce` that repeats one of the last five minutes returns
 * that message and stores nothing; a reply to a message the channel does not hold is refused (400 50035
 * on `message_reference.message_id`) unless `fail_if_not_exists` is false (then it is no reply).
 */
export declare function addChannelMessage(ctx: EmulatorContext, channel: ChannelRecord, authorId: string, content: string, fromLobby?: ChannelMessageRecord['fromLobby'], tts?: boolean, fields?: MessageFieldsInput): ChannelMessageRecord;
/** The newest `limit` messages of a channel, newest first. */
export declare function recentChannelMessages(ctx: EmulatorContext, channelId: string, limit: number): ChannelMessageRecord[];
/** A channel message by id. */
export declare function channelMessage(ctx: EmulatorContext, channelId: string, messageId: unknown): ChannelMessageRecord | undefined;
/** Replaces a message's content and records CHANNEL_MESSAGE_UPDATE. */
export declare function editChannelMessage(ctx: EmulatorContext, message: ChannelMessageRecord, content: string, fields?: MessageFieldsInput): ChannelMessageRecord;
/** Removes a message and records CHANNEL_MESSAGE_DELETE. */
export declare function deleteChannelMessage(ctx: EmulatorContext, message: ChannelMessageRecord): void;
/** A guild text channel the user is a member of the guild of, and holds `needed` in; the service's errors otherwise. */
export declare function textChannel(ctx: EmulatorContext, channelId: string, userId: string, needed: bigint): ChannelRecord;
