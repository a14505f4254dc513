/**
 * Authorization requests shown on the consent page and waiting for the user's decision, by the request
 * id the page posts back. Bounded (the oldest goes first) and answerable for 10 minutes; one store per
 * emulator.
 */
/** How long the consent page stays answerable. */
export const PENDING_TTL_MS = 10 * 60 * 1000;
const MAX_PENDING = 1000;
/** Entropy of a request id (32 base64url characters). */
const REQUEST_ID_BYTES = 24;
export class PendingAuthorizations {
    random;
    #pending = new Map();
    constructor(random) {
        this.random = random;
    }
    /** Keeps a request for the consent page and returns the id the page posts back. */
    add(authorization) {
        const requestId = this.random.token(REQUEST_ID_BYTES);
        if (this.#pending.size >= MAX_PENDING)
            this.#pending.delete(this.#pending.keys().next().value);
        this.#pending.set(requestId, authorization);
        return requestId;
    }
    /** The request with this id, removed (a decision is taken once); undefined when unknown or expired. */
    take(requestId, now) {
        const authorization = this.#pending.get(requestId);
        this.#pending.delete(requestId);
        return authorization && now < authorization.expiresAt ? authorization : undefined;
    }
}
