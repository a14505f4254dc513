import type { ClientContext } from './context.js';
import { GuildChannel, GuildMinimal } from './guildValues.js';
import type { ResultCallback } from './results.js';
/** Callback of `GetUserGuilds`. */
export type GetUserGuildsCallback = ResultCallback<[guilds: GuildMinimal[]]>;
/** Callback of `GetGuildChannels`: sorted by position. */
export type GetGuildChannelsCallback = ResultCallback<[channels: GuildChannel[]]>;
/** The guild domain of one client. */
export declare class Guilds {
    #private;
    /** @param ctx - the client's context. */
    constructor(ctx: ClientContext);
    /** `GetUserGuilds`: the guilds the user is in. */
    userGuilds(callback: GetUserGuildsCallback | undefined): Promise<unknown>;
    /** `GetGuildChannels`: the channels of a guild the user can view, sorted by position. */
    guildChannels(guildId: bigint | string, callback: GetGuildChannelsCallback | undefined): Promise<unknown>;
}
