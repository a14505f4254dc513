import type { Transport } from '../http/transport.js';
import { type GuildChannelWire, type Lobby, type LobbyGuildInvite, type MyGuild } from '../model/index.js';
import { type CallOptions, type SnowflakeArg } from './call.js';
/** `GET /users/@me/guilds`: the guilds the user is in, by id. */
export declare function getCurrentUserGuilds(transport: Transport, options?: CallOptions): Promise<MyGuild[]>;
/**
 * `GET /guilds/{guild}/channels`: the channels the user can view, sorted by position, each with the
 * user's permission bits and the lobby it is linked to.
 */
export declare function getGuildChannels(transport: Transport, guildId: SnowflakeArg, options?: CallOptions): Promise<GuildChannelWire[]>;
/**
 * `PATCH /lobbies/{lobby}/channel-linking`: links the lobby to a guild text channel, or, with `null`,
 * unlinks it (an empty body, as the guide sends). Resolves with the lobby as it now is.
 * @example
 * const lobby = await setLobbyChannelLink(transport, lobbyId, channelId); // lobby.linked_channel?.id
 */
export declare function setLobbyChannelLink(transport: Transport, lobbyId: SnowflakeArg, channelId: SnowflakeArg | null, options?: CallOptions): Promise<Lobby>;
/**
 * `POST /lobbies/{lobby}/members/@me/invites` (Bearer), or `.../members/{user}/invites` with the app's
 * Bot token when `userId` is given: a single-use invite, valid one hour, into the linked channel's guild.
 */
export declare function createLinkedLobbyGuildInvite(transport: Transport, lobbyId: SnowflakeArg, userId?: SnowflakeArg, options?: CallOptions): Promise<LobbyGuildInvite>;
