/**
 * The user handles (`UserHandle`, `RelationshipHandle`): live views over the cache's users and
 * relationships (see handles.ts for what a handle is).
 */
import { AvatarType, RelationshipType, StatusType } from '../model/index.js';
import type { User } from '../model/user.js';
import type { Activity } from './activity.js';
import { UserApplicationProfileHandle } from './applicationProfiles.js';
import type { SocialCache } from './socialCache.js';
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
    /**
     * The external identities (OIDC, Steam, Epic...) linked to this user for this application: a
     * provisional account's own, or those merged into a full account. Known for the signed-in user only
     * (the service tells a session its own); empty for anyone else.
     */
    UserApplicationProfiles(): UserApplicationProfileHandle[];
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
