/**
 * Replays of a signed interaction: a request whose signature holds may be sent again by anyone who saw it
 * (a proxy, a log) while its timestamp is within the accepted skew. The guard remembers each interaction
 * id with the answer it got, so a replay gets the same answer and the handler does not run twice.
 *
 * Window: an id is kept for twice the accepted skew (the timestamp may lie up to the skew ahead of the
 * clock, and a replay stays acceptable until the skew after it): 10 minutes with the default 300 s. Memory
 * is bounded: at most `maxIds` ids (default 10000), the oldest forgotten first when more arrive.
 */
export const DEFAULT_MAX_REMEMBERED_IDS = 10_000;
export class ReplayGuard {
    #windowMs;
    #maxIds;
    #now;
    /** Insertion order is arrival order: the oldest are first. */
    #seen = new Map();
    /**
     * @param windowMs - how long an id is remembered (Infinity: until pushed out by newer ones).
     * @param maxIds - the most ids remembered at once.
     * @param now - Unix ms.
     */
    constructor(windowMs, maxIds, now) {
        this.#windowMs = windowMs;
        this.#maxIds = maxIds;
        this.#now = now;
    }
    /** How many ids are remembered now. */
    get size() {
        return this.#seen.size;
    }
    /**
     * The answer the first request with this id got (or will get), for a replay; undefined for a first
     * request, whose answer is then remembered as `answer`.
     */
    claim(id, answer) {
        const now = this.#now();
        this.#forgetOld(now);
        const seen = this.#seen.get(id);
        if (seen !== undefined)
            return seen.answer;
        this.#seen.set(id, { at: now, answer: answer() });
        while (this.#seen.size > this.#maxIds)
            this.#seen.delete(this.#seen.keys().next().value);
        return undefined;
    }
    #forgetOld(now) {
        for (const [id, seen] of this.#seen) {
            if (now - seen.at <= this.#windowMs)
                return;
            this.#seen.delete(id);
        }
    }
}
