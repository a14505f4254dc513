/**
 * The user handles (`UserHandle`, `RelationshipHandle`): live views over the cache's users and
 * relationships (see handles.ts for what a handle is).
 */
import { AvatarType, RelationshipType, StatusType } from '../model/index.js';
import { activityFromWire } from './activityWire.js';
import { UserApplicationProfileHandle } from './applicationProfiles.js';
import { avatarTypeToString, avatarUrl } from './avatarUrl.js';
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
    /**
     * The external identities (OIDC, Steam, Epic...) linked to this user for this application: a
     * provisional account's own, or those merged into a full account. Known for the signed-in user only
     * (the service tells a session its own); empty for anyone else.
     */
    UserApplicationProfiles() {
        if (this.#last.id !== this.#cache.selfId)
            return [];
        return this.#cache.selfProfiles.map((profile) => new UserApplicationProfileHandle(profile));
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
