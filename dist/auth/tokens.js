/**
 * Token exchange, refresh, revocation and client credentials: what the flow itself must guarantee on top
 * of the token-endpoint routes of `src/api` (which check every argument and parse every response, once):
 * ID tokens are verified (nonce of the authorization, at_hash, OIDC Core 12.2 across refreshes),
 * concurrent refreshes of one token share one request, and `invalid_grant` on refresh is reported as a
 * deauthorization.
 */
import { clientCredentialsToken, exchangeAuthorizationCode, refreshAccessToken, revokeToken, } from '../api/oauth.js';
import { OAuthError } from '../http/errors.js';
import { AuthorizationTokenType } from '../model/enums.js';
import { parseSnowflake } from '../model/snowflake.js';
import { DeauthorizedError } from './errors.js';
import { verifyIdToken } from './idToken.js';
/** How many ID-token chains (refresh token -> original claims) are remembered. */
const MAX_CHAINS = 64;
/** The facade's view of a token response that `src/api` has already checked. */
function toTokenSet(response) {
    return {
        accessToken: response.access_token,
        refreshToken: response.refresh_token ?? '',
        tokenType: AuthorizationTokenType.Bearer,
        expiresIn: response.expires_in,
        scopes: response.scope,
        idToken: response.id_token,
    };
}
/** Token operations of one client. */
export class TokenService {
    #options;
    /** In-flight refreshes by application and refresh token: concurrent callers share one request. */
    #refreshing = new Map();
    /** Claims of the original ID token, by the refresh token that continues its session. */
    #chains = new Map();
    constructor(options) {
        this.#options = options;
    }
    /** Exchanges an authorization code (with its PKCE verifier) for tokens. */
    async exchangeCode(params) {
        const response = await exchangeAuthorizationCode(this.#options.transport, {
            clientId: params.applicationId,
            code: params.code,
            redirectUri: params.redirectUri,
            // Required here (the library's GetToken always sends one): an absent verifier fails the route's check.
            codeVerifier: params.codeVerifier ?? '',
            merge: params.merge,
        }, { signal: params.signal });
        return this.#accept(response, params.applicationId, { nonce: params.nonce, previous: undefined });
    }
    /**
     * Refreshes tokens. Concurrent calls with the same refresh token share one request (the service rotates
     * refresh tokens and would revoke the grant on reuse). `invalid_grant` rejects with
     * {@link DeauthorizedError} and calls `onDeauthorized`.
     */
    refresh(applicationId, refreshToken, signal) {
        const key = `${String(applicationId)} ${String(refreshToken)}`;
        const inFlight = this.#refreshing.get(key);
        if (inFlight !== undefined)
            return inFlight;
        const request = this.#refresh(applicationId, refreshToken, signal).finally(() => this.#refreshing.delete(key));
        this.#refreshing.set(key, request);
        return request;
    }
    async #refresh(applicationId, refreshToken, signal) {
        let response;
        try {
            response = await refreshAccessToken(this.#options.transport, { clientId: applicationId, refreshToken }, { signal });
        }
        catch (error) {
            if (error instanceof OAuthError && error.error === 'invalid_grant') {
                this.#chains.delete(refreshToken);
                this.#options.onDeauthorized?.({ applicationId: parseSnowflake(applicationId, 'applicationId') });
                throw new DeauthorizedError(error.errorDescription, error.status, error);
            }
            throw error;
        }
        const previous = this.#chains.get(refreshToken);
        this.#chains.delete(refreshToken);
        return this.#accept(response, applicationId, { nonce: undefined, previous });
    }
    /** Client-credentials grant (confidential clients, backends): a token for the application itself. */
    async clientCredentials(applicationId, clientSecret, scopes, signal) {
        const response = await clientCredentialsToken(this.#options.transport, { clientId: applicationId, clientSecret, scope: typeof scopes === 'string' ? scopes.trim() : scopes }, { signal });
        return this.#accept(response, applicationId, { nonce: undefined, previous: undefined });
    }
    /** Revokes an access or refresh token (RFC 7009). */
    async revoke(applicationId, token, signal) {
        await revokeToken(this.#options.transport, { clientId: applicationId, token }, { signal });
        this.#chains.delete(token);
    }
    /**
     * Accepts a token response a flow of its own obtained (the device grant, a provisional account): its
     * ID token, if any, is verified as the code exchange's is, without a nonce.
     */
    accept(response, applicationId) {
        return this.#accept(response, applicationId, { nonce: undefined, previous: undefined });
    }
    async #accept(response, applicationId, expect) {
        const tokens = toTokenSet(response);
        if (tokens.idToken === undefined) {
            if (expect.previous !== undefined && tokens.refreshToken !== '')
                this.#chain(tokens.refreshToken, expect.previous);
            return tokens;
        }
        const claims = await verifyIdToken(tokens.idToken, this.#options.provider, {
            // The route has checked the id; this only normalises a bigint to its decimal string.
            clientId: parseSnowflake(applicationId, 'applicationId'),
            nonce: expect.nonce,
            accessToken: tokens.accessToken,
            previous: expect.previous,
            clockToleranceS: this.#options.clockToleranceS,
            now: (this.#options.now ?? Date.now)(),
        });
        // The session's original claims stay the reference for every later refresh (OIDC Core 12.2).
        if (tokens.refreshToken !== '')
            this.#chain(tokens.refreshToken, expect.previous ?? claims);
        return { ...tokens, claims };
    }
    #chain(refreshToken, claims) {
        this.#chains.set(refreshToken, claims);
        for (const key of this.#chains.keys()) {
            if (this.#chains.size <= MAX_CHAINS)
                break;
            this.#chains.delete(key);
        }
    }
}
