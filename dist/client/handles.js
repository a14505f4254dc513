/**
 * Handles: the C++ library's live views over the client's cache. Each holds the cache entry it was made
 * from; updates change that entry in place, so a handle always reads the current state. A handle of
 * something that is gone keeps its last state; the client's getters return `null` for it, as the
 * library's optional does.
 */
import { AvatarType, RelationshipType, StatusType } from '../model/index.js';
import { canLinkLobby } from '../rules/channelLinking.js';
import { activityFromWire } from './activityWire.js';
import { avatarTypeToString, avatarUrl } from './avatarUrl.js';
import { channelHandle } from './channelHandle.js';
import { LinkedChannel } from './guildValues.js';
import { readableContent } from './messageText.js';
/** What others' presence reads as, in the C++ library's `StatusType`. */
const STATUS = {
    online: StatusType.Online,
    idle: StatusType.Idle,
    dnd: StatusType.Dnd,
    offline: StatusType.Offline,
};
/** A user (`UserHandle`). */
export class UserHandle {
    /** The image formats of {@link UserHandle.AvatarUrl} (the C++ library's `UserHandle::AvatarType`). */
    static AvatarType = AvatarType;
    #cache;
    #last;
    /** @internal made by the client from its cache. */
    constructor(cache, user) {
        this.#cache = cache;
        this.#last = user;
    }
    #user() {
        const current = this.#cache.users.get(this.#last.id);
        if (current)
            this.#last = current;
        return this.#last;
    }
    /** The user's id (snowflake, decimal string). */
    Id() {
        return this.#last.id;
    }
    /** The unique username (2 to 32 of `a-z 0-9 _ .`), as last seen. */
    Username() {
        return this.#user().username;
    }
    /** The display name the user chose, or null. */
    GlobalName() {
        return this.#user().global_name;
    }
    /** The name to show: the global name, else the username. */
    DisplayName() {
        const user = this.#user();
        return user.global_name ?? user.username;
    }
    /** The avatar hash, or null. */
    Avatar() {
        return this.#user().avatar;
    }
    /** Whether this is a provisional account (made by a game for a player without a service account). */
    IsProvisional() {
        return this.#user().is_provisional === true;
    }
    /**
     * The user's status as this session last saw it: the signed-in user's own is what `SetOnlineStatus`
     * chose (Online by default); a blocked user reads `Blocked`; a friend's comes from their presence
     * (invisible friends read `Offline`); anyone whose presence this session may not see reads `Offline`.
     * @returns a `StatusType`.
     */
    Status() {
        const id = this.#last.id;
        const friends = this.#cache.friends;
        if (id === this.#cache.selfId)
            return friends.ownStatus;
        if (friends.relationships.get(id)?.type === RelationshipType.Blocked)
            return StatusType.Blocked;
        return STATUS[friends.presences.get(id)?.status ?? 'offline'];
    }
    /** @returns the signed-in user's relationship with this user (both types `None` when there is none). */
    Relationship() {
        return new RelationshipHandle(this.#cache, this.#last.id);
    }
    /**
     * The CDN URL of the user's avatar (no request is made).
     * @param animatedType - the `AvatarType` used when the avatar is animated (its hash starts with `a_`).
     * @param staticType - the `AvatarType` used otherwise.
     * @returns the avatar's URL, or the default avatar's (`/embed/avatars/{(id >> 22) % 6}.png`) when none.
     * @throws ValidationError naming `animatedType` or `staticType` when it is not an `AvatarType`.
     * @example
     * img.src = user.AvatarUrl(UserHandle.AvatarType.Gif, UserHandle.AvatarType.Png);
     */
    AvatarUrl(animatedType, staticType) {
        return avatarUrl(this.#last.id, this.#user().avatar, animatedType, staticType);
    }
    /**
     * The user's rich presence in this application only (an activity in another game is not shown): a
     * friend's as their presence last said (never with its secrets; null while they read offline), the
     * signed-in user's own as `UpdateRichPresence` last sent it.
     * @returns a copy of the activity, or null when there is none.
     */
    GameActivity() {
        const id = this.#last.id;
        const friends = this.#cache.friends;
        const wire = id === this.#cache.selfId ? friends.ownActivity : (friends.presences.get(id)?.activity ?? null);
        return wire === null ? null : activityFromWire(wire);
    }
    /**
     * @param type - an `AvatarType` value.
     * @returns its C++ name (`Gif`, `Webp`, `Png`, `Jpeg`), or `Unknown(<n>)`.
     */
    static AvatarTypeToString(type) {
        return avatarTypeToString(type);
    }
    /** `UserHandle(<id>)`: the id only, no profile data. */
    toString() {
        return `UserHandle(${this.#last.id})`;
    }
}
/**
 * The signed-in user's relationships with one other user (`RelationshipHandle`): a Discord one and a
 * game one (this application's), each `None` when absent. A live view: it reads the cache at each call.
 */
export class RelationshipHandle {
    #cache;
    #id;
    /** @internal made by the client from its cache. */
    constructor(cache, userId) {
        this.#cache = cache;
        this.#id = userId;
    }
    /** @returns the other user's id. */
    Id() {
        return this.#id;
    }
    /** @returns the Discord relationship (`RelationshipType`; `None` when there is none). */
    DiscordRelationshipType() {
        return this.#cache.friends.relationships.get(this.#id)?.type ?? RelationshipType.None;
    }
    /** @returns the game relationship in this application (`RelationshipType`; `None` when there is none). */
    GameRelationshipType() {
        return this.#cache.friends.relationships.get(this.#id)?.gameType ?? RelationshipType.None;
    }
    /** @returns whether an incoming request from this user was flagged as spam. */
    IsSpamRequest() {
        return this.#cache.friends.relationships.get(this.#id)?.spam ?? false;
    }
    /** @returns the other user, if the client has seen them, else null. */
    User() {
        return userHandle(this.#cache, this.#id);
    }
    /** `RelationshipHandle(<other user's id>)`. */
    toString() {
        return `RelationshipHandle(${this.#id})`;
    }
}
/** A user found in the cache, or null. */
export function userHandle(cache, userId) {
    const user = cache.users.get(userId);
    return user ? new UserHandle(cache, user) : null;
}
/** A member of a lobby (`LobbyMemberHandle`). */
export class LobbyMemberHandle {
    #cache;
    #entry;
    /** @internal */
    constructor(cache, entry) {
        this.#cache = cache;
        this.#entry = entry;
    }
    /** The member's user id (snowflake, decimal string). */
    Id() {
        return this.#entry.id;
    }
    /** Whether the member has a live gateway session (false once they left the lobby). */
    Connected() {
        return !this.#entry.gone && this.#entry.connected;
    }
    /** A copy of the member's metadata (string keys and values) as last seen. */
    Metadata() {
        return { ...this.#entry.metadata };
    }
    /** The member's user, if the client has seen it (their own, or as the author of a message). */
    User() {
        return userHandle(this.#cache, this.#entry.id);
    }
    /** `LobbyMemberHandle(<lobby id>/<user id>)`: ids only, no metadata. */
    toString() {
        return `LobbyMemberHandle(${this.#entry.lobbyId}/${this.#entry.id})`;
    }
    /**
     * Whether the member has the `CanLinkLobby` flag (`1 << 0`, set by the app's server): only such a member
     * may link the lobby to a guild channel or unlink it.
     */
    CanLinkLobby() {
        return canLinkLobby(this.#entry.flags);
    }
}
/** A lobby the user is in (`LobbyHandle`). */
export class LobbyHandle {
    #cache;
    #entry;
    /** @internal */
    constructor(cache, entry) {
        this.#cache = cache;
        this.#entry = entry;
    }
    /** The lobby's id (snowflake, decimal string). */
    Id() {
        return this.#entry.id;
    }
    /** The user ids of the lobby's current members. */
    LobbyMemberIds() {
        return [...this.#entry.members.keys()];
    }
    /** A handle for each current member of the lobby. */
    LobbyMembers() {
        return [...this.#entry.members.values()].map((member) => new LobbyMemberHandle(this.#cache, member));
    }
    /** A member by id, or null if they are not (or no longer) in the lobby. */
    GetLobbyMemberHandle(memberId) {
        const member = this.#entry.members.get(String(memberId));
        return member ? new LobbyMemberHandle(this.#cache, member) : null;
    }
    /** A copy of the lobby's metadata (string keys and values) as last seen. */
    Metadata() {
        return { ...this.#entry.metadata };
    }
    /** `LobbyHandle(<id>)`: the id only, no metadata. */
    toString() {
        return `LobbyHandle(${this.#entry.id})`;
    }
    /**
     * The guild text channel the lobby is linked to (its messages are mirrored with the lobby's), as the
     * last lobby update said, or null when it is not linked.
     */
    LinkedChannel() {
        const link = this.#entry.linkedChannel;
        return link ? new LinkedChannel({ id: link.id, name: link.name, guildId: link.guildId }) : null;
    }
}
/** A lobby message or a direct message (`MessageHandle`). */
export class MessageHandle {
    #cache;
    #entry;
    /** @internal */
    constructor(cache, entry) {
        this.#cache = cache;
        this.#entry = entry;
    }
    /** The message's id (snowflake, decimal string). */
    Id() {
        return this.#entry.id;
    }
    /** The author's user id (snowflake, decimal string). */
    AuthorId() {
        return this.#entry.authorId;
    }
    /** The author, if the client has seen that user, else null. */
    Author() {
        return userHandle(this.#cache, this.#entry.authorId);
    }
    /** The lobby's id for a lobby message, the conversation's channel for a direct message. */
    ChannelId() {
        return this.#entry.channelId;
    }
    /** The channel it was sent in (the lobby, or the direct-message conversation), or null once unknown. */
    Channel() {
        return channelHandle(this.#cache, this.#entry.channelId);
    }
    /**
     * The message's text as last seen (edits update it), with mentions and custom emoji made readable
     * (`<@42>` reads `@bob`, `<:wave:99>` reads `:wave:`); {@link MessageHandle.RawContent} keeps the markup.
     */
    Content() {
        return readableContent(this.#entry.content, (id) => {
            const user = this.#cache.users.get(id);
            return user === undefined ? undefined : (user.global_name ?? user.username);
        });
    }
    /** The message's text as sent, markup and all. */
    RawContent() {
        return this.#entry.content;
    }
    /**
     * A copy of what the game's moderation backend attached (at most 5 entries); it changes live when the
     * backend sets it again. Empty when nothing was attached.
     */
    ModerationMetadata() {
        return { ...this.#entry.moderationMetadata };
    }
    /** The application the message was sent from (snowflake), or null when the service did not say. */
    ApplicationId() {
        return this.#entry.applicationId ?? null;
    }
    /** Whether the message was sent from a game (through the SDK) rather than from Discord itself. */
    SentFromGame() {
        return this.#entry.applicationId !== undefined;
    }
    /** The other user of a direct message, if the client has seen that user; null for a lobby message. */
    Recipient() {
        return this.#entry.recipientId === undefined ? null : userHandle(this.#cache, this.#entry.recipientId);
    }
    /** A copy of the message's metadata (string keys and values). */
    Metadata() {
        return { ...this.#entry.metadata };
    }
    /** Unix ms. */
    SentTimestamp() {
        return this.#entry.sentAt;
    }
    /** Unix ms, 0 if never edited. */
    EditedTimestamp() {
        return this.#entry.editedAt;
    }
    /** The other user of a direct message; `'0'` for a lobby message (the library's 0). */
    RecipientId() {
        return this.#entry.recipientId ?? '0';
    }
    /** The lobby of a lobby message while the user is in it, else null. */
    Lobby() {
        const lobby = this.#entry.lobbyId === undefined ? undefined : this.#cache.lobbies.get(this.#entry.lobbyId);
        return lobby ? new LobbyHandle(this.#cache, lobby) : null;
    }
    /** `MessageHandle(<id>)`: the id only, never the content. */
    toString() {
        return `MessageHandle(${this.#entry.id})`;
    }
}
