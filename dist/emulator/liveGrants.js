/** Each user's live grant to each application, indexed by the pair (`ctx.liveGrants`). */
export class LiveGrants {
    #store;
    /** `applicationId:userId` -> the grant last known live for the pair. */
    #byPair = new Map();
    /** The store generation the index was built from (-1: never). */
    #builtFrom = -1;
    constructor(store) {
        this.#store = store;
    }
    /** The user's live grant to the application, if any. */
    find(applicationId, userId) {
        this.#fresh();
        const key = pairKey(applicationId, userId);
        const grant = this.#byPair.get(key);
        if (grant === undefined)
            return undefined;
        if (this.#live(grant))
            return grant;
        // Revoked since: upsertGrant never makes a second live grant for a pair, but a data file written
        // by hand might hold one, so the pair's grants are looked for once (a sign-in after a revocation).
        this.#byPair.delete(key);
        for (const other of this.#store.grants.values()) {
            if (other.applicationId === applicationId && other.userId === userId && this.#live(other)) {
                this.#byPair.set(key, other);
                return other;
            }
        }
        return undefined;
    }
    #live(grant) {
        return grant.revokedAt === null && this.#store.grants.get(grant.id) === grant;
    }
    /** Records a grant just stored. */
    add(grant) {
        this.#fresh();
        this.#byPair.set(pairKey(grant.applicationId, grant.userId), grant);
    }
    #fresh() {
        const generation = this.#store.generation;
        if (this.#builtFrom === generation)
            return;
        this.#byPair.clear();
        // The first live grant of a pair wins, as the scan this replaces found it.
        for (const grant of this.#store.grants.values()) {
            const key = pairKey(grant.applicationId, grant.userId);
            if (grant.revokedAt === null && !this.#byPair.has(key))
                this.#byPair.set(key, grant);
        }
        this.#builtFrom = generation;
    }
}
/** Snowflakes hold no `:`, so the pair's key is unambiguous. */
function pairKey(applicationId, userId) {
    return `${applicationId}:${userId}`;
}
