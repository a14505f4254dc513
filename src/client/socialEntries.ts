/**
 * The entries of the client's cache (socialCache.ts) that handles hold on to, and the library events a
 * dispatch causes. Types only: the cache owns and changes the entries.
 */
import type { DisclosureTypes } from '../model/cppEnums.js';
import type { ActivityInvite } from './activityInvite.js';
import type { AdditionalContentValue } from './additionalContent.js';
import type { ChannelType } from './channelType.js';
import type { FriendEvent } from './friendsCache.js';

/** A member of a cached lobby (what a `LobbyMemberHandle` reads). */
export interface MemberEntry {
  readonly id: string;
  readonly lobbyId: string;
  metadata: Record<string, string>;
  connected: boolean;
  gone: boolean;
  /** Lobby member flags (`CanLinkLobby` is `1 << 0`). */
  flags: number;
}

/** A cached lobby the user is in (what a `LobbyHandle` reads). */
export interface LobbyEntry {
  readonly id: string;
  metadata: Record<string, string>;
  members: Map<string, MemberEntry>;
  gone: boolean;
  /** The guild text channel the lobby is linked to, or null. */
  linkedChannel: LinkedChannelEntry | null;
}

/** A lobby's linked channel, as the last lobby dispatch or answer described it. */
export interface LinkedChannelEntry {
  readonly id: string;
  readonly guildId: string;
  readonly name: string;
}

/** A cached lobby or direct message (what a `MessageHandle` reads). */
export interface MessageEntry {
  readonly id: string;
  readonly authorId: string;
  readonly channelId: string;
  /** Set for lobby messages. */
  readonly lobbyId: string | undefined;
  /** Set for direct messages. */
  readonly recipientId: string | undefined;
  /**
   * `Lobby`, `Dm`, or `EphemeralDm` for a direct message the service keeps no channel for (between
   * non-friends or provisional accounts): its `channelId` is then the other user's id.
   */
  readonly channelType: ChannelType;
  content: string;
  metadata: Record<string, string>;
  /** What the game's moderation backend attached; changes live (`*_MESSAGE_UPDATE`). */
  moderationMetadata: Record<string, string>;
  /** The application the message was sent from, when the service says. */
  readonly applicationId: string | undefined;
  /** What it carries beside its text (attachments, a poll...), or null; edits may change it. */
  additionalContent: AdditionalContentValue | null;
  /** `MessageDataVisibleOnDiscord` on the synthetic disclosure message, else null. */
  readonly disclosureType: DisclosureTypes | null;
  /** Unix ms. */
  readonly sentAt: number;
  /** Unix ms, 0 if never edited. */
  editedAt: number;
  gone: boolean;
}

/** A library event caused by a dispatch: its `on(...)` name and values. */
export type SocialEvent =
  | { name: 'lobbyCreated' | 'lobbyDeleted' | 'lobbyUpdated'; args: [lobbyId: string] }
  | {
      name: 'lobbyMemberAdded' | 'lobbyMemberUpdated' | 'lobbyMemberRemoved';
      args: [lobbyId: string, memberId: string];
    }
  | { name: 'messageCreated' | 'messageUpdated'; args: [messageId: string] }
  | { name: 'messageDeleted'; args: [messageId: string, channelId: string] }
  | { name: 'activityInviteCreated' | 'activityInviteUpdated'; args: [invite: ActivityInvite] }
  | { name: 'activityJoin'; args: [joinSecret: string] }
  | { name: 'activityJoinWithApplication'; args: [applicationId: string, joinSecret: string] }
  | FriendEvent;
