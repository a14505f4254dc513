export class MemberIdLists {
    /** The last id list made of a members array, and the length it had then. */
    #lists = new WeakMap();
    /**
     * The lobby's member ids. Members are only ever appended in place (members.ts) or the array replaced,
     * so an unchanged array of unchanged length has unchanged ids.
     */
    of(lobby) {
        const known = this.#lists.get(lobby.members);
        if (known !== undefined && known.length === lobby.members.length)
            return known.ids;
        const ids = Object.freeze(lobby.members.map((member) => member.id));
        this.#lists.set(lobby.members, { length: lobby.members.length, ids });
        return ids;
    }
}
