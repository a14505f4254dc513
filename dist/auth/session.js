import { Authorizer } from './authorizer.js';
import { runDeviceGrant } from './deviceGrant.js';
import { OidcProvider } from './oidcProvider.js';
import { TokenService } from './tokens.js';
/** How long the record of a received code is kept for the token exchange (codes expire after 10 minutes). */
const CODE_MEMORY_MS = 10 * 60_000;
/** At most this many codes are remembered; the oldest is forgotten first. */
const CODE_MEMORY_SIZE = 32;
/** Sign-in for one client. */
export class SignInSession {
    #authorizer;
    #tokens;
    #now;
    #transport;
    #codes = new Map();
    /** Signals the token calls in flight or queued; replaced each time they are aborted. */
    #requests = new AbortController();
    constructor(options) {
        const { transport } = options;
        const provider = new OidcProvider({ transport, jwksRefetchCooldownMs: options.jwksRefetchCooldownMs });
        this.#now = options.now;
        this.#transport = transport;
        this.#authorizer = new Authorizer({ ...options, baseUrl: transport.baseUrl, provider });
        this.#tokens = new TokenService({
            transport,
            provider,
            clockToleranceS: options.clockToleranceS,
            now: options.now,
            onDeauthorized: options.onDeauthorized,
        });
    }
    /** Opens the authorize page and waits for the redirect; remembers the code's record for `getToken`. */
    async authorize(args, defaultClientId) {
        const { code, record } = await this.#authorizer.authorize(args, defaultClientId);
        this.#codes.set(code.code, { ...record, until: this.#now() + CODE_MEMORY_MS });
        for (const key of this.#codes.keys()) {
            if (this.#codes.size <= CODE_MEMORY_SIZE)
                break;
            this.#codes.delete(key);
        }
        return code;
    }
    /** Offers a redirect URL from any source to the pending authorizations; never throws. */
    handleRedirect(url) {
        return this.#authorizer.handleRedirect(url);
    }
    /** Cancels every pending authorization. */
    abort() {
        this.#authorizer.abort();
    }
    /**
     * Exchanges a code for tokens. When the code came from this session's `authorize`, the ID token must
     * carry the nonce that was sent (the record is used once).
     */
    getToken(applicationId, code, codeVerifier, redirectUri, merge) {
        const record = typeof code === 'string' ? this.#codes.get(code) : undefined;
        if (record !== undefined)
            this.#codes.delete(code);
        const nonce = record !== undefined && record.until >= this.#now() ? record.nonce : undefined;
        const signal = this.#requests.signal;
        return this.#tokens.exchangeCode({
            applicationId,
            code,
            codeVerifier,
            redirectUri,
            nonce,
            signal,
            merge,
        });
    }
    refresh(applicationId, refreshToken) {
        return this.#tokens.refresh(applicationId, refreshToken, this.#requests.signal);
    }
    revoke(applicationId, token) {
        return this.#tokens.revoke(applicationId, token, this.#requests.signal);
    }
    clientCredentials(applicationId, clientSecret, scopes) {
        return this.#tokens.clientCredentials(applicationId, clientSecret, scopes, this.#requests.signal);
    }
    /**
     * The device grant (deviceGrant.ts), ended by `options.signal` or by aborting the pending requests;
     * its ID token, if any, verified.
     */
    async deviceGrant(options) {
        const signal = AbortSignal.any([options.signal, this.#requests.signal]);
        const response = await runDeviceGrant({ ...options, signal, transport: this.#transport, now: this.#now });
        return this.#tokens.accept(response, options.clientId);
    }
    /** A token response obtained by another route (a provisional account's), its ID token verified. */
    acceptTokens(response, applicationId) {
        return this.#tokens.accept(response, applicationId);
    }
    /**
     * Cancels every token call in flight or waiting for its turn (rate limits): each rejects with an
     * `AbortError` and frees its place in the queue. Later calls are not affected. Returns nothing to wait.
     */
    /** The signal of the calls pending now; other calls of the same client (lobbies, messages) use it too. */
    get pendingRequestsSignal() {
        return this.#requests.signal;
    }
    abortRequests() {
        const current = this.#requests;
        this.#requests = new AbortController();
        current.abort(new Error('the pending requests were aborted'));
    }
}
