/**
 * The lobby handles (`LobbyHandle`, `LobbyMemberHandle`): live views over the cache's lobbies and their
 * members (see handles.ts for what a handle is).
 */
import { CallInfoHandle } from './callStates.js';
import { LinkedChannel } from './guildValues.js';
import type { LobbyEntry, MemberEntry, SocialCache } from './socialCache.js';
import { type UserHandle } from './userHandles.js';
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
    /**
     * The lobby's voice call while one runs, whether or not this user is in it (participants and their
     * voice states), else null.
     */
    GetCallInfoHandle(): CallInfoHandle | null;
    /** `LobbyHandle(<id>)`: the id only, no metadata. */
    toString(): string;
    /**
     * The guild text channel the lobby is linked to (its messages are mirrored with the lobby's), as the
     * last lobby update said, or null when it is not linked.
     */
    LinkedChannel(): LinkedChannel | null;
}
