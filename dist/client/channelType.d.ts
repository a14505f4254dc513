/**
 * The C++ library's `ChannelType`: the service's channel types under the library's names, plus the kinds
 * only the library has (a lobby, an ephemeral DM) and the retired store channel. The wire names of the
 * model's `ChannelType` (`GUILD_TEXT`, ...) are kept as aliases of the same values, so code written
 * against the package's earlier `ChannelType` keeps working.
 */
/** Channel types, as the C++ library names and numbers them (`ChannelType.GuildText`, `ChannelType.Lobby`). */
export declare const ChannelType: {
    readonly GUILD_TEXT: 0;
    readonly DM: 1;
    readonly GUILD_VOICE: 2;
    readonly GROUP_DM: 3;
    readonly GUILD_CATEGORY: 4;
    readonly GUILD_ANNOUNCEMENT: 5;
    readonly ANNOUNCEMENT_THREAD: 10;
    readonly PUBLIC_THREAD: 11;
    readonly PRIVATE_THREAD: 12;
    readonly GUILD_STAGE_VOICE: 13;
    readonly GUILD_DIRECTORY: 14;
    readonly GUILD_FORUM: 15;
    readonly GUILD_MEDIA: 16;
    readonly GuildText: 0;
    readonly Dm: 1;
    readonly GuildVoice: 2;
    readonly GroupDm: 3;
    readonly GuildCategory: 4;
    readonly GuildNews: 5;
    readonly GuildStore: 6;
    readonly GuildNewsThread: 10;
    readonly GuildPublicThread: 11;
    readonly GuildPrivateThread: 12;
    readonly GuildStageVoice: 13;
    readonly GuildDirectory: 14;
    readonly GuildForum: 15;
    readonly GuildMedia: 16;
    readonly Lobby: 17;
    readonly EphemeralDm: 18;
};
/** One of the {@link ChannelType} values. */
export type ChannelType = (typeof ChannelType)[keyof typeof ChannelType];
