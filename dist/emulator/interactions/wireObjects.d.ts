/**
 * The store's users, members, roles and channels as an interaction payload carries them, with the
 * permission strings the service computes: a member's permissions in the channel, the bot's
 * (`app_permissions`), and each resolved channel's.
 */
import { type GuildMember, type PartialChannel, type Role, type Snowflake } from '../../model/index.js';
import type { EmulatorContext } from '../context.js';
import type { ChannelRecord } from '../records.js';
/**
 * The bot's permissions in the channel: its member's when the bot is in the guild, otherwise what
 * @everyone has there (what an app without a bot member may do through its interactions).
 */
export declare function appPermissionsIn(ctx: EmulatorContext, guildId: Snowflake, botUserId: Snowflake, channel: ChannelRecord | undefined): bigint;
/** A guild member with its permissions in the channel; `withUser` for the invoking member. */
export declare function wireMember(ctx: EmulatorContext, guildId: Snowflake, userId: Snowflake, channel: ChannelRecord | undefined, withUser: boolean): GuildMember | undefined;
export declare function wireRole(ctx: EmulatorContext, roleId: Snowflake): Role | undefined;
/**
 * A channel as resolved: `permissions` of the invoking user there, and `app_permissions` only when the
 * app's bot is in the guild (SERVICE.md).
 */
export declare function wireChannel(ctx: EmulatorContext, channel: ChannelRecord, viewer: {
    userId: Snowflake;
    botUserId: Snowflake;
}): PartialChannel;
