/** The state of one emulator (`ctx.store`): its named collections, persisted and reset together. */
export class EmulatorStore {
    #collections = new Map();
    /** Entries loaded from a snapshot for collections nobody has asked for yet (plugins register later). */
    #pending = {};
    #generation = 0;
    applications = this.collection('applications');
    users = this.collection('users');
    guilds = this.collection('guilds');
    roles = this.collection('roles');
    /** Keyed by {@link memberKey}. */
    members = this.collection('members');
    channels = this.collection('channels');
    grants = this.collection('grants');
    /** Keyed by the code's hash. */
    codes = this.collection('codes');
    /** Keyed by the token's hash. */
    tokens = this.collection('tokens');
    lobbies = this.collection('lobbies');
    /** Keyed by lobby id: that lobby's messages, oldest first. */
    messages = this.collection('messages');
    /** Keyed by the event's sequence number. */
    events = this.collection('events');
    /**
     * The collection called `name`, created on first use. Records must be JSON values: they are persisted
     * as they are. Calling it again with the same name returns the same map.
     */
    collection(name) {
        let map = this.#collections.get(name);
        if (!map) {
            map = new Map(this.#pending[name] ?? []);
            delete this.#pending[name];
            this.#collections.set(name, map);
        }
        return map;
    }
    /** Names of the collections in use. */
    collectionNames() {
        return [...this.#collections.keys()];
    }
    /**
     * Grows each time the state is replaced wholesale (cleared or loaded), so that an index derived from
     * it (a domain's own, kept up to date from the event bus) knows to rebuild.
     */
    get generation() {
        return this.#generation;
    }
    /** Empties every collection (plugins' too). */
    clear() {
        this.#generation++;
        for (const map of this.#collections.values())
            map.clear();
        this.#pending = {};
    }
    /** Every collection as JSON-ready pairs (collections loaded but not yet claimed are kept). */
    snapshot() {
        const out = { ...this.#pending };
        for (const [name, map] of this.#collections)
            out[name] = [...map.entries()];
        return out;
    }
    /** Replaces the state with a snapshot. */
    load(snapshot) {
        this.clear();
        for (const [name, entries] of Object.entries(snapshot)) {
            if (!Array.isArray(entries))
                throw new TypeError(`snapshot collection "${name}" is not an array of pairs`);
            const map = this.#collections.get(name);
            if (map)
                for (const [key, value] of entries)
                    map.set(key, value);
            else
                this.#pending[name] = entries;
        }
    }
    /** A user's membership in a guild. */
    member(guildId, userId) {
        return this.members.get(memberKey(guildId, userId));
    }
}
/** Key of a guild member in {@link EmulatorStore.members}. */
export function memberKey(guildId, userId) {
    return `${guildId}:${userId}`;
}
