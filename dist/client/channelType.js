/**
 * The C++ library's `ChannelType`: the service's channel types under the library's names, plus the kinds
 * only the library has (a lobby, an ephemeral DM) and the retired store channel. The wire names of the
 * model's `ChannelType` (`GUILD_TEXT`, ...) are kept as aliases of the same values, so code written
 * against the package's earlier `ChannelType` keeps working.
 */
import { ChannelType as WireChannelType } from '../model/enums.js';
/** Channel types, as the C++ library names and numbers them (`ChannelType.GuildText`, `ChannelType.Lobby`). */
export const ChannelType = {
    GuildText: 0,
    Dm: 1,
    GuildVoice: 2,
    GroupDm: 3,
    GuildCategory: 4,
    GuildNews: 5,
    GuildStore: 6,
    GuildNewsThread: 10,
    GuildPublicThread: 11,
    GuildPrivateThread: 12,
    GuildStageVoice: 13,
    GuildDirectory: 14,
    GuildForum: 15,
    GuildMedia: 16,
    Lobby: 17,
    EphemeralDm: 18,
    /** The wire names (`GUILD_TEXT`, ...) of the model's `ChannelType`, as aliases of the same values. */
    ...WireChannelType,
};
