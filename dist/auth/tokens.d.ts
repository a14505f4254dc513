/**
 * Token exchange, refresh, revocation and client credentials: what the flow itself must guarantee on top
 * of the token-endpoint routes of `src/api` (which check every argument and parse every response, once):
 * ID tokens are verified (nonce of the authorization, at_hash, OIDC Core 12.2 across refreshes),
 * concurrent refreshes of one token share one request, and `invalid_grant` on refresh is reported as a
 * deauthorization.
 */
import { type ProvisionalMerge } from '../api/oauth.js';
import type { Transport } from '../http/transport.js';
import { AuthorizationTokenType } from '../model/enums.js';
import type { OAuthTokenResponse } from '../model/oauth.js';
import { type Snowflake } from '../model/snowflake.js';
import { type IdTokenClaims } from './idToken.js';
import type { OidcProvider } from './oidcProvider.js';
/** Tokens as the facade hands them out. */
export interface TokenSet {
    readonly accessToken: string;
    /** `''` when the grant issues none (client credentials). */
    readonly refreshToken: string;
    readonly tokenType: AuthorizationTokenType;
    /** Seconds from issue to expiry. */
    readonly expiresIn: number;
    /** Space-separated scopes granted. */
    readonly scopes: string;
    /** The raw ID token, when `openid` was granted. */
    readonly idToken?: string | undefined;
    /** The verified claims of {@link idToken}. */
    readonly claims?: IdTokenClaims | undefined;
}
/** Options of a {@link TokenService}. */
export interface TokenServiceOptions {
    /** The transport the token endpoint is called over (its timeout applies). */
    readonly transport: Transport;
    readonly provider: OidcProvider;
    /** Seconds of clock skew tolerated in ID-token time checks. */
    readonly clockToleranceS?: number | undefined;
    /** Current time in Unix ms. Default `Date.now`. */
    readonly now?: (() => number) | undefined;
    /** Called when a refresh answers `invalid_grant` (the user deauthorized the application). */
    readonly onDeauthorized?: ((event: {
        applicationId: Snowflake;
    }) => void) | undefined;
}
/** Token operations of one client. */
export declare class TokenService {
    #private;
    constructor(options: TokenServiceOptions);
    /** Exchanges an authorization code (with its PKCE verifier) for tokens. */
    exchangeCode(params: {
        applicationId: bigint | string;
        code: string;
        codeVerifier: string;
        redirectUri: string;
        /** The nonce sent in the authorization request, when known: the ID token must carry it. */
        nonce?: string | undefined;
        /** Cancels the request (it rejects with an `AbortError` and frees its place in the queue). */
        signal?: AbortSignal | undefined;
        /** A provisional account to merge into the user who authorized. */
        merge?: ProvisionalMerge | undefined;
    }): Promise<TokenSet>;
    /**
     * Refreshes tokens. Concurrent calls with the same refresh token share one request (the service rotates
     * refresh tokens and would revoke the grant on reuse). `invalid_grant` rejects with
     * {@link DeauthorizedError} and calls `onDeauthorized`.
     */
    refresh(applicationId: bigint | string, refreshToken: string, signal?: AbortSignal): Promise<TokenSet>;
    /** Client-credentials grant (confidential clients, backends): a token for the application itself. */
    clientCredentials(applicationId: bigint | string, clientSecret: string, scopes: string, signal?: AbortSignal): Promise<TokenSet>;
    /** Revokes an access or refresh token (RFC 7009). */
    revoke(applicationId: bigint | string, token: string, signal?: AbortSignal): Promise<void>;
    /**
     * Accepts a token response a flow of its own obtained (the device grant, a provisional account): its
     * ID token, if any, is verified as the code exchange's is, without a nonce.
     */
    accept(response: OAuthTokenResponse, applicationId: bigint | string): Promise<TokenSet>;
}
