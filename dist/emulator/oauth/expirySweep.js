/** Records looked at per step: more than a grant adds (1-2 tokens), so the sweep keeps pace. */
export const SWEEP_STEP = 8;
const DAY_MS = 86_400_000;
/** Dead tokens stay this long: a rotated refresh token presented again is still recognised (and revokes). */
const TOKEN_GRACE_MS = 7 * DAY_MS;
/** Expired codes stay a day: a code presented late is still told apart from one never issued. */
const CODE_GRACE_MS = DAY_MS;
/** Whether a token may be forgotten at `now`: revoked or expired, and past the grace. */
export function tokenForgettable(token, now) {
    const deadSince = token.revokedAt ?? (token.expiresAt !== null && now >= token.expiresAt ? token.expiresAt : null);
    return deadSince !== null && now >= deadSince + TOKEN_GRACE_MS;
}
/** Whether an authorization code may be forgotten at `now`. */
export function codeForgettable(code, now) {
    return now >= code.expiresAt + CODE_GRACE_MS;
}
/** A cursor over one collection that forgets what `forgettable` says, a few records per step. */
class Cursor {
    map;
    forgettable;
    #entries;
    constructor(map, forgettable) {
        this.map = map;
        this.forgettable = forgettable;
    }
    /** Starts over from the first record on the next step. */
    restart() {
        this.#entries = undefined;
    }
    /** Looks at up to `budget` records after the last one looked at; returns how many it removed. */
    step(budget, now) {
        const map = this.map();
        this.#entries ??= map.entries();
        let removed = 0;
        // Map iterators are live: deleting the entry just read is safe, and entries added later are visited.
        for (let seen = 0; seen < budget; seen++) {
            const next = this.#entries.next();
            if (next.done) {
                this.#entries = undefined;
                break;
            }
            const [key, record] = next.value;
            if (this.forgettable(record, now) && map.delete(key))
                removed++;
        }
        return removed;
    }
}
export class ExpirySweeper {
    #ctx;
    #tokens;
    #codes;
    /** The store generation the cursors walk (a reset or a load starts them over). */
    #generation = -1;
    constructor(ctx) {
        this.#ctx = ctx;
        this.#tokens = new Cursor(() => ctx.store.tokens, tokenForgettable);
        this.#codes = new Cursor(() => ctx.store.codes, codeForgettable);
    }
    /** Looks at up to `budget` tokens and as many codes from where the last step stopped; returns how many went. */
    step(budget = SWEEP_STEP) {
        if (this.#generation !== this.#ctx.store.generation) {
            this.#generation = this.#ctx.store.generation;
            this.#tokens.restart();
            this.#codes.restart();
        }
        const now = this.#ctx.clock.now();
        return this.#tokens.step(budget, now) + this.#codes.step(budget, now);
    }
}
