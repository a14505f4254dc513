import { stringList } from '../gatewayEvents.js';
export class LobbyMembership {
    #ctx;
    /**
     * User id -> the lobbies they are in (every application): the id itself while it is one lobby, as
     * it nearly always is, so a member costs a map entry and no set of its own.
     */
    #byUser = new Map();
    /** The store generation the index was built from (-1: never). */
    #builtFrom = -1;
    constructor(ctx) {
        this.#ctx = ctx;
        ctx.events.subscribe((event) => this.#onEvent(event));
    }
    /** The live lobbies of an application that the user is a member of, in the order they were joined. */
    lobbiesOf(userId, applicationId) {
        this.#fresh();
        const out = [];
        const ids = this.#byUser.get(userId);
        for (const id of typeof ids === 'string' ? [ids] : (ids ?? [])) {
            const lobby = this.#ctx.store.lobbies.get(id);
            // Checked against the record as well: the index only narrows the search, the store decides.
            if (lobby?.applicationId === applicationId && lobby.members.some((m) => m.id === userId))
                out.push(lobby);
        }
        return out;
    }
    #onEvent(event) {
        if (this.#builtFrom !== this.#ctx.store.generation)
            return; // rebuilt from the store on next use
        const lobbyId = event.data.lobby_id;
        if (typeof lobbyId !== 'string')
            return;
        const userId = event.data.user_id;
        if (event.type === 'LOBBY_MEMBER_ADD' && typeof userId === 'string')
            this.#add(userId, lobbyId);
        else if (event.type === 'LOBBY_MEMBER_REMOVE' && typeof userId === 'string')
            this.#remove(userId, lobbyId);
        else if (event.type === 'LOBBY_DELETE')
            for (const id of stringList(event.data.member_ids))
                this.#remove(id, lobbyId);
    }
    #fresh() {
        const generation = this.#ctx.store.generation;
        if (this.#builtFrom === generation)
            return;
        this.#byUser.clear();
        for (const lobby of this.#ctx.store.lobbies.values())
            for (const member of lobby.members)
                this.#add(member.id, lobby.id);
        this.#builtFrom = generation;
    }
    #add(userId, lobbyId) {
        const ids = this.#byUser.get(userId);
        if (ids === undefined)
            this.#byUser.set(userId, lobbyId);
        else if (typeof ids !== 'string')
            ids.add(lobbyId);
        else if (ids !== lobbyId)
            this.#byUser.set(userId, new Set([ids, lobbyId]));
    }
    #remove(userId, lobbyId) {
        const ids = this.#byUser.get(userId);
        if (ids === lobbyId)
            this.#byUser.delete(userId);
        else if (typeof ids === 'object') {
            ids.delete(lobbyId);
            if (ids.size === 0)
                this.#byUser.delete(userId);
        }
    }
}
