/** Guilds, guild channels and channel messages as the service sends them to a user or a bot. */
import type { ChannelMessage, GuildChannelWire, MyGuild } from '../../model/guild.js';
import type { EmulatorContext } from '../context.js';
import type { ChannelMessageRecord, ChannelRecord, GuildRecord } from '../records.js';
/** A guild in `GET /users/@me/guilds`, with the user's guild-wide bits. */
export declare function myGuildWire(guild: GuildRecord, userId: string, permissions: bigint): MyGuild;
/** A channel, with the caller's bits when listed for a user, and the lobby it is linked to. */
export declare function guildChannelWire(ctx: EmulatorContext, channel: ChannelRecord, permissions: bigint | undefined): GuildChannelWire;
/** The lobby a channel is linked to, if any (a channel has at most one). */
export declare function linkedLobbyOf(ctx: EmulatorContext, channelId: string): import("../records.js").LobbyRecord | undefined;
/** A channel message with its author as now stored, and what its content mentions. */
export declare function channelMessageWire(ctx: EmulatorContext, message: ChannelMessageRecord): ChannelMessage;
