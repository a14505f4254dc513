/**
 * The lobby handles (`LobbyHandle`, `LobbyMemberHandle`): live views over the cache's lobbies and their
 * members (see handles.ts for what a handle is).
 */
import { canLinkLobby } from '../rules/channelLinking.js';
import { CallInfoHandle } from './callStates.js';
import { LinkedChannel } from './guildValues.js';
import { userHandle } from './userHandles.js';
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
    /**
     * The lobby's voice call while one runs, whether or not this user is in it (participants and their
     * voice states), else null.
     */
    GetCallInfoHandle() {
        return this.#cache.calls.of(this.#entry.id) === undefined
            ? null
            : new CallInfoHandle(this.#cache.calls, this.#entry.id);
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
