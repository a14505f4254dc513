/**
 * Handles: the C++ library's live views over the client's cache. Each holds the cache entry it was made
 * from; updates change that entry in place, so a handle always reads the current state. A handle of
 * something that is gone keeps its last state; the client's getters return `null` for it, as the
 * library's optional does.
 */
import { AvatarType, RelationshipType, StatusType } from '../model/index.js';
import type { User } from '../model/user.js';
import type { Activity } from './activity.js';
import { type ChannelHandle } from './channelHandle.js';
import { LinkedChannel } from './guildValues.js';
import type { LobbyEntry, MemberEntry, MessageEntry, SocialCache } from './socialCache.js';
/** A user (`UserHandle`). */
export declare class UserHandle {
    #private;
    /** The image formats of {@link UserHandle.AvatarUrl} (the C++ library's `UserHandle::AvatarType`). */
    static readonly AvatarType: {
        readonly Gif: 0;
        readonly Webp: 1;
        readonly Png: 2;
        readonly Jpeg: 3;
    };
    /** @internal made by the client from its cache. */
    constructor(cache: SocialCache, user: User);
    /** The user's id (snowflake, decimal string). */
    Id(): string;
    /** The unique username (2 to 32 of `a-z 0-9 _ .`), as last seen. */
    Username(): string;
    /** The display name the user chose, or null. */
    GlobalName(): string | null;
    /** The name to show: the global name, else the username. */
    DisplayName(): string;
    /** The avatar hash, or null. */
    Avatar(): string | null;
    /** Whether this is a provisional account (made by a game for a player without a service account). */
    IsProvisional(): boolean;
    /**
     * The user's status as this session last saw it: the signed-in user's own is what `SetOnlineStatus`
     * chose (Online by default); a blocked user reads `Blocked`; a friend's comes from their presence
     * (invisible friends read `Offline`); anyone whose presence this session may not see reads `Offline`.
     * @returns a `StatusType`.
     */
    Status(): StatusType;
    /** @returns the signed-in user's relationship with this user (both types `None` when there is none). */
    Relationship(): RelationshipHandle;
    /**
     * The CDN URL of the user's avatar (no request is made).
     * @param animatedType - the `AvatarType` used when the avatar is animated (its hash starts with `a_`).
     * @param staticType - the `AvatarType` used otherwise.
     * @returns the avatar's URL, or the default avatar's (`/embed/avatars/{(id >> 22) % 6}.png`) when none.
     * @throws ValidationError naming `animatedType` or `staticType` when it is not an `AvatarType`.
     * @example
     * img.src = user.AvatarUrl(UserHandle.AvatarType.Gif, UserHandle.AvatarType.Png);
     */
    AvatarUrl(animatedType: AvatarType, staticType: AvatarType): string;
    /**
     * The user's rich presence in this application only (an activity in another game is not shown): a
     * friend's as their presence last said (never with its secrets; null while they read offline), the
     * signed-in user's own as `UpdateRichPresence` last sent it.
     * @returns a copy of the activity, or null when there is none.
     */
    GameActivity(): Activity | null;
    /**
     * @param type - an `AvatarType` value.
     * @returns its C++ name (`Gif`, `Webp`, `Png`, `Jpeg`), or `Unknown(<n>)`.
     */
    static AvatarTypeToString(type: AvatarType): string;
    /** `UserHandle(<id>)`: the id only, no profile data. */
    toString(): string;
}
/**
 * The signed-in user's relationships with one other user (`RelationshipHandle`): a Discord one and a
 * game one (this application's), each `None` when absent. A live view: it reads the cache at each call.
 */
export declare class RelationshipHandle {
    #private;
    /** @internal made by the client from its cache. */
    constructor(cache: SocialCache, userId: string);
    /** @returns the other user's id. */
    Id(): string;
    /** @returns the Discord relationship (`RelationshipType`; `None` when there is none). */
    DiscordRelationshipType(): RelationshipType;
    /** @returns the game relationship in this application (`RelationshipType`; `None` when there is none). */
    GameRelationshipType(): RelationshipType;
    /** @returns whether an incoming request from this user was flagged as spam. */
    IsSpamRequest(): boolean;
    /** @returns the other user, if the client has seen them, else null. */
    User(): UserHandle | null;
    /** `RelationshipHandle(<other user's id>)`. */
    toString(): string;
}
/** A user found in the cache, or null. */
export declare function userHandle(cache: SocialCache, userId: string): UserHandle | null;
/** A member of a lobby (`LobbyMemberHandle`). */
export declare class LobbyMemberHandle {
    #private;
    /** @internal */
    constructor(cache: SocialCache, entry: MemberEntry);
    /** The member's user id (snowflake, decimal string). */
    Id(): string;
    /** Whether the member has a live gateway session (false once they left the lobby). */
    Connected(): boolean;
    /** A copy of the member's metadata (string keys and values) as last seen. */
    Metadata(): Record<string, string>;
    /** The member's user, if the client has seen it (their own, or as the author of a message). */
    User(): UserHandle | null;
    /** `LobbyMemberHandle(<lobby id>/<user id>)`: ids only, no metadata. */
    toString(): string;
    /**
     * Whether the member has the `CanLinkLobby` flag (`1 << 0`, set by the app's server): only such a member
     * may link the lobby to a guild channel or unlink it.
     */
    CanLinkLobby(): boolean;
}
/** A lobby the user is in (`LobbyHandle`). */
export declare class LobbyHandle {
    #private;
    /** @internal */
    constructor(cache: SocialCache, entry: LobbyEntry);
    /** The lobby's id (snowflake, decimal string). */
    Id(): string;
    /** The user ids of the lobby's current members. */
    LobbyMemberIds(): string[];
    /** A handle for each current member of the lobby. */
    LobbyMembers(): LobbyMemberHandle[];
    /** A member by id, or null if they are not (or no longer) in the lobby. */
    GetLobbyMemberHandle(memberId: bigint | string): LobbyMemberHandle | null;
    /** A copy of the lobby's metadata (string keys and values) as last seen. */
    Metadata(): Record<string, string>;
    /** `LobbyHandle(<id>)`: the id only, no metadata. */
    toString(): string;
    /**
     * The guild text channel the lobby is linked to (its messages are mirrored with the lobby's), as the
     * last lobby update said, or null when it is not linked.
     */
    LinkedChannel(): LinkedChannel | null;
}
/** A lobby message or a direct message (`MessageHandle`). */
export declare class MessageHandle {
    #private;
    /** @internal */
    constructor(cache: SocialCache, entry: MessageEntry);
    /** The message's id (snowflake, decimal string). */
    Id(): string;
    /** The author's user id (snowflake, decimal string). */
    AuthorId(): string;
    /** The author, if the client has seen that user, else null. */
    Author(): UserHandle | null;
    /** The lobby's id for a lobby message, the conversation's channel for a direct message. */
    ChannelId(): string;
    /** The channel it was sent in (the lobby, or the direct-message conversation), or null once unknown. */
    Channel(): ChannelHandle | null;
    /**
     * The message's text as last seen (edits update it), with mentions and custom emoji made readable
     * (`<@42>` reads `@bob`, `<:wave:99>` reads `:wave:`); {@link MessageHandle.RawContent} keeps the markup.
     */
    Content(): string;
    /** The message's text as sent, markup and all. */
    RawContent(): string;
    /**
     * A copy of what the game's moderation backend attached (at most 5 entries); it changes live when the
     * backend sets it again. Empty when nothing was attached.
     */
    ModerationMetadata(): Record<string, string>;
    /** The application the message was sent from (snowflake), or null when the service did not say. */
    ApplicationId(): string | null;
    /** Whether the message was sent from a game (through the SDK) rather than from Discord itself. */
    SentFromGame(): boolean;
    /** The other user of a direct message, if the client has seen that user; null for a lobby message. */
    Recipient(): UserHandle | null;
    /** A copy of the message's metadata (string keys and values). */
    Metadata(): Record<string, string>;
    /** Unix ms. */
    SentTimestamp(): number;
    /** Unix ms, 0 if never edited. */
    EditedTimestamp(): number;
    /** The other user of a direct message; `'0'` for a lobby message (the library's 0). */
    RecipientId(): string;
    /** The lobby of a lobby message while the user is in it, else null. */
    Lobby(): LobbyHandle | null;
    /** `MessageHandle(<id>)`: the id only, never the content. */
    toString(): string;
}
