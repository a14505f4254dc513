/**
 * The client's current access token, in one place: what `UpdateToken` set, what every HTTP request carries
 * (the transport's authorization), what the gateway's IDENTIFY and RESUME read ({@link TokenState.read}),
 * and whose expiry the token lifetime watches. Owned by the client's context; the sign-in domain changes
 * it, the connection domain reads it.
 */
import { TokenLifetime } from '../auth/tokenLifetime.js';
/** The current token and the expiries of the tokens this client received. */
export class TokenState {
    #transport;
    #lifetime;
    #current;
    /**
     * @param transport - the client's transport, whose authorization follows the current token.
     * @param now - Unix ms, for expiries.
     * @param log - diagnostic lines (never a token).
     */
    constructor(transport, now, log) {
        this.#transport = transport;
        this.#lifetime = new TokenLifetime({ now, log });
    }
    /** The current token, or undefined: a function value, so the gateway can hold it without the client. */
    read = () => this.#current;
    /** The current token, or undefined before `UpdateToken` (or after revoking it). */
    get current() {
        return this.#current;
    }
    /** Makes `token` current for requests, the gateway and the expiry callback; undefined forgets it. */
    set(token) {
        this.#current = token;
        this.#transport.setAuthorization(token === undefined ? undefined : { type: 'Bearer', token });
        this.#lifetime.setCurrent(token);
    }
    /** Notes the expiry of tokens just received from a grant (they may become current later). */
    received(tokens) {
        this.#lifetime.received(tokens);
    }
    /** The callback for the current token's expiry (`SetTokenExpirationCallback`), or undefined. */
    setExpirationCallback(callback) {
        this.#lifetime.setCallback(callback);
    }
}
