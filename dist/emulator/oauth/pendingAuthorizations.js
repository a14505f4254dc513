/**
 * Authorization requests shown on the consent page and waiting for the user's decision, by the request
 * id the page posts back. Answerable for 10 minutes; one store per emulator. Bounded per client and
 * source (ownerBounds.ts): a client loading the consent page a thousand times pushes out its own oldest
 * requests, never another client's page that a user has open.
 */
import { evictionFor } from './ownerBounds.js';
/** How long the consent page stays answerable. */
export const PENDING_TTL_MS = 10 * 60 * 1000;
/** Requests waiting, per client and source (the address the page was loaded from), and in all. */
export const PENDING_BOUNDS = { perOwner: 100, total: 1000 };
/** Entropy of a request id (32 base64url characters). */
const REQUEST_ID_BYTES = 24;
export class PendingAuthorizations {
    random;
    #pending = new Map();
    constructor(random) {
        this.random = random;
    }
    /**
     * Keeps a request for the consent page and returns the id the page posts back. `source` is the address
     * the page was asked from; `now` the emulator's clock.
     */
    add(authorization, source, now) {
        const owner = `${authorization.app.id} ${source}`;
        if (this.#pending.size >= PENDING_BOUNDS.total)
            this.#forgetExpired(now);
        for (;;) {
            const victim = evictionFor(this.#owners(), owner, PENDING_BOUNDS);
            if (victim === undefined)
                break;
            this.#pending.delete(victim);
        }
        const requestId = this.random.token(REQUEST_ID_BYTES);
        this.#pending.set(requestId, { authorization, owner });
        return requestId;
    }
    /** The request with this id, removed (a decision is taken once); undefined when unknown or expired. */
    take(requestId, now) {
        const entry = this.#pending.get(requestId);
        this.#pending.delete(requestId);
        return entry && now < entry.authorization.expiresAt ? entry.authorization : undefined;
    }
    *#owners() {
        for (const [requestId, entry] of this.#pending)
            yield [requestId, entry.owner];
    }
    #forgetExpired(now) {
        for (const [requestId, entry] of this.#pending)
            if (now >= entry.authorization.expiresAt)
                this.#pending.delete(requestId);
    }
}
