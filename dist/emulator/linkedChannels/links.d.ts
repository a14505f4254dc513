import type { Principal } from '../callers.js';
import type { EmulatorContext } from '../context.js';
import type { LobbyRecord } from '../records.js';
/**
 * Links `channelId` to the lobby (null unlinks). A player must be a member with `CanLinkLobby`; to link,
 * they must also see the channel and hold Manage Channels, View Channel and Send Messages in it. A bot
 * links for its application wherever its bot user is a member of the guild.
 */
export declare function setLobbyLink(ctx: EmulatorContext, principal: Principal, lobby: LobbyRecord, channelId: string | null): LobbyRecord;
