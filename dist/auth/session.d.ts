/**
 * One client's sign-in: the authorizer (browser and redirects), the token service (exchange, refresh,
 * revoke, ID tokens) and what joins them, the record of each code this client authorized (the nonce the
 * token exchange checks the ID token against). The facade calls it; it knows none of the facade's names.
 */
import type { ProvisionalMerge } from '../api/oauth.js';
import type { Transport } from '../http/transport.js';
import type { OAuthTokenResponse } from '../model/oauth.js';
import type { Snowflake } from '../model/snowflake.js';
import type { AuthorizationArgs } from './AuthorizationArgs.js';
import { type AuthorizerOptions } from './authorizer.js';
import { type DeviceGrantOptions } from './deviceGrant.js';
import type { AuthorizationCode, RedirectOutcome } from './pendingAuthorizations.js';
import { type TokenSet } from './tokens.js';
/** Options of a {@link SignInSession}. */
export interface SignInSessionOptions extends Omit<AuthorizerOptions, 'baseUrl' | 'provider'> {
    /** The transport of every token-endpoint call, and of discovery and the JWKS. */
    readonly transport: Transport;
    readonly jwksRefetchCooldownMs?: number | undefined;
    /** Seconds of clock skew tolerated in ID-token time checks. */
    readonly clockToleranceS?: number | undefined;
    /** Current time in Unix ms. */
    readonly now: () => number;
    /** A refresh answered `invalid_grant`. */
    readonly onDeauthorized: (event: {
        applicationId: Snowflake;
    }) => void;
}
/** Sign-in for one client. */
export declare class SignInSession {
    #private;
    constructor(options: SignInSessionOptions);
    /** Opens the authorize page and waits for the redirect; remembers the code's record for `getToken`. */
    authorize(args: AuthorizationArgs, defaultClientId: Snowflake | undefined): Promise<AuthorizationCode>;
    /** Offers a redirect URL from any source to the pending authorizations; never throws. */
    handleRedirect(url: unknown): RedirectOutcome;
    /** Cancels every pending authorization. */
    abort(): void;
    /**
     * Exchanges a code for tokens. When the code came from this session's `authorize`, the ID token must
     * carry the nonce that was sent (the record is used once).
     */
    getToken(applicationId: bigint | string, code: string, codeVerifier: string, redirectUri: string, merge?: ProvisionalMerge | undefined): Promise<TokenSet>;
    refresh(applicationId: bigint | string, refreshToken: string): Promise<TokenSet>;
    revoke(applicationId: bigint | string, token: string): Promise<void>;
    clientCredentials(applicationId: bigint | string, clientSecret: string, scopes: string): Promise<TokenSet>;
    /**
     * The device grant (deviceGrant.ts), ended by `options.signal` or by aborting the pending requests;
     * its ID token, if any, verified.
     */
    deviceGrant(options: Omit<DeviceGrantOptions, 'transport' | 'now'>): Promise<TokenSet>;
    /** A token response obtained by another route (a provisional account's), its ID token verified. */
    acceptTokens(response: OAuthTokenResponse, applicationId: bigint | string): Promise<TokenSet>;
    /**
     * Cancels every token call in flight or waiting for its turn (rate limits): each rejects with an
     * `AbortError` and frees its place in the queue. Later calls are not affected. Returns nothing to wait.
     */
    /** The signal of the calls pending now; other calls of the same client (lobbies, messages) use it too. */
    get pendingRequestsSignal(): AbortSignal;
    abortRequests(): void;
}
