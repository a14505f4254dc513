/**
 * Messages of guild text channels: what a guild member (or a bot) posts there, and what a linked lobby
 * mirrors into it. Each new message records CHANNEL_MESSAGE_CREATE (`channel_id`, `message_id`); the
 * linked-channel domain follows it to mirror the message into the lobby. An edit records
 * CHANNEL_MESSAGE_UPDATE, a deletion CHANNEL_MESSAGE_DELETE (with `guild_id`: the message is gone);
 * bots' sessions receive all three (guilds/events.ts).
 */
import type { EmulatorContext } from '../context.js';
import type { ChannelMessageRecord, ChannelRecord } from '../records.js';
/** Messages kept per channel: the oldest go first (a guild channel's history is not the point here). */
export declare const CHANNEL_MESSAGES_KEPT = 1000;
/** Stores a message in the channel and records CHANNEL_MESSAGE_CREATE. */
export declare function addChannelMessage(ctx: EmulatorContext, channel: ChannelRecord, authorId: string, content: string, fromLobby?: ChannelMessageRecord['fromLobby'], tts?: boolean): ChannelMessageRecord;
/** The newest `limit` messages of a channel, newest first. */
export declare function recentChannelMessages(ctx: EmulatorContext, channelId: string, limit: number): ChannelMessageRecord[];
/** A channel message by id. */
export declare function channelMessage(ctx: EmulatorContext, channelId: string, messageId: unknown): ChannelMessageRecord | undefined;
/** Replaces a message's content and records CHANNEL_MESSAGE_UPDATE. */
export declare function editChannelMessage(ctx: EmulatorContext, message: ChannelMessageRecord, content: string): ChannelMessageRecord;
/** Removes a message and records CHANNEL_MESSAGE_DELETE. */
export declare function deleteChannelMessage(ctx: EmulatorContext, message: ChannelMessageRecord): void;
