/**
 * The C++ library's `ChannelType`: the service's channel types under the library's names, plus the kinds
 * only the library has (a lobby, an ephemeral DM) and the retired store channel. The wire names of the
 * model's `ChannelType` (`GUILD_TEXT`, ...) are kept as aliases of the same values, so code written
 * against the package's earlier `ChannelType` keeps working.
 */

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
  /** Wire alias of `GuildText`. */
  GUILD_TEXT: 0,
  /** Wire alias of `Dm`. */
  DM: 1,
  /** Wire alias of `GuildVoice`. */
  GUILD_VOICE: 2,
  /** Wire alias of `GroupDm`. */
  GROUP_DM: 3,
  /** Wire alias of `GuildCategory`. */
  GUILD_CATEGORY: 4,
  /** Wire alias of `GuildNews`. */
  GUILD_ANNOUNCEMENT: 5,
  /** Wire alias of `GuildNewsThread`. */
  ANNOUNCEMENT_THREAD: 10,
  /** Wire alias of `GuildPublicThread`. */
  PUBLIC_THREAD: 11,
  /** Wire alias of `GuildPrivateThread`. */
  PRIVATE_THREAD: 12,
  /** Wire alias of `GuildStageVoice`. */
  GUILD_STAGE_VOICE: 13,
  /** Wire alias of `GuildDirectory`. */
  GUILD_DIRECTORY: 14,
  /** Wire alias of `GuildForum`. */
  GUILD_FORUM: 15,
  /** Wire alias of `GuildMedia`. */
  GUILD_MEDIA: 16,
} as const;
/** One of the {@link ChannelType} values. */
export type ChannelType = (typeof ChannelType)[keyof typeof ChannelType];
