import type { EmulatorContext } from '../context.js';
import type { ChannelMessageRecord, ChannelRecord, GuildRecord, MemberRecord, RoleRecord } from '../records.js';
/** A role object. */
export declare function roleWire(role: RoleRecord): Record<string, unknown>;
/** A guild member object, with its user. */
export declare function memberWire(ctx: EmulatorContext, member: MemberRecord): Record<string, unknown>;
/** A guild channel object (without the caller's bits; its linked lobby stays, our design). */
export declare function channelWire(ctx: EmulatorContext, channel: ChannelRecord): Record<string, unknown>;
/** A guild object (GUILD_UPDATE, and the base of GUILD_CREATE). */
export declare function guildWire(ctx: EmulatorContext, guild: GuildRecord): Record<string, unknown>;
/**
 * GUILD_CREATE for a bot: the guild with its channels, and its members as the intents allow (every
 * member with GUILD_MEMBERS, else only the bot itself, as the service sends to a bot without it).
 */
export declare function guildCreateWire(ctx: EmulatorContext, guild: GuildRecord, botUserId: string, intents: number): Record<string, unknown>;
/**
 * A guild channel message as MESSAGE_CREATE / MESSAGE_UPDATE carry it: the REST object plus `guild_id`,
 * the author's `member` and `channel_type` (what discord.js needs to find the channel). `withContent`
 * false empties what the MESSAGE_CONTENT intent guards (content, embeds, attachments, components).
 */
export declare function gatewayMessageWire(ctx: EmulatorContext, message: ChannelMessageRecord, withContent: boolean): Record<string, unknown>;
