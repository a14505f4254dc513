/**
 * The client's sign-in domain: the application id, `Authorize` and its redirects, the token grants
 * (`GetToken`, `RefreshToken`, client credentials), `RevokeToken`, `UpdateToken`, the token-expiry
 * callback, the HTTP timeout, and the claims of the last ID token. The current token itself lives in the
 * context's token state, which the gateway reads; this module is what changes it.
 */
import { AuthorizationArgs } from '../auth/AuthorizationArgs.js';
import type { IdTokenClaims } from '../auth/idToken.js';
import type { AuthorizationCode, RedirectOutcome } from '../auth/pendingAuthorizations.js';
import type { TokenSet } from '../auth/tokens.js';
import type { AuthorizationTokenType } from '../model/enums.js';
import type { Snowflake } from '../model/snowflake.js';
import type { ClientContext } from './context.js';
import type { ResultCallback } from './results.js';
import { type TokenExchangeCallback } from './tokenValues.js';
export type { TokenExchangeCallback } from './tokenValues.js';
/** What `GetToken` and `RefreshToken` resolve to. */
export type TokenResult = TokenSet;
/** Values of `Authorize`: the code and the redirect URI to pass on to `GetToken`. */
export type AuthorizeResult = AuthorizationCode;
/** Callback of `Authorize`. */
export type AuthorizationCallback = ResultCallback<[code: string, redirectUri: string]>;
/** Callback of calls without values (`UpdateToken`, `RevokeToken`, `LeaveLobby`, ...). */
export type StatusCallback = ResultCallback<[]>;
/** The sign-in domain of one client. */
export declare class SignIn {
    #private;
    /** @param ctx - the client's context. */
    constructor(ctx: ClientContext);
    /** @throws ValidationError naming `applicationId` when it is not a snowflake. */
    setApplicationId(applicationId: bigint | string): void;
    /** The application id as a decimal string, or undefined before it is set. */
    get applicationId(): Snowflake | undefined;
    /** The verified claims of the most recent ID token, if any. */
    get lastIdTokenClaims(): IdTokenClaims | undefined;
    /** True once a token was set with `UpdateToken` (and not revoked through this client). */
    get authenticated(): boolean;
    /** `Authorize`; rejects with ValidationError (as a ClientResultError) when `args` is not AuthorizationArgs. */
    authorize(args: AuthorizationArgs, callback?: AuthorizationCallback): Promise<unknown>;
    /** Cancels every pending `Authorize`. */
    abortAuthorize(): void;
    /** Cancels the client's HTTP calls in flight or queued. */
    abortPendingRequests(): void;
    /** Hands a redirect URL to the pending authorizations; never throws. */
    handleRedirect(url: string): RedirectOutcome;
    /** `GetToken`: the code exchange, the ID token verified. */
    getToken(applicationId: bigint | string, code: string, codeVerifier: string, redirectUri: string, callback?: TokenExchangeCallback): Promise<unknown>;
    /** `RefreshToken`: the refresh grant (the refresh token rotates). */
    refreshToken(applicationId: bigint | string, refreshToken: string, callback?: TokenExchangeCallback): Promise<unknown>;
    /** `GetTokenFromClientCredentials`: the client-credentials grant. */
    clientCredentials(applicationId: bigint | string, clientSecret: string, scopes: string, callback?: TokenExchangeCallback): Promise<unknown>;
    /** `RevokeToken`: revoking the current token forgets it and ends the connection. */
    revokeToken(applicationId: bigint | string, token: string, callback?: StatusCallback): Promise<void>;
    /** `UpdateToken`: Bearer only; a changed token makes a live connection start a fresh session with it. */
    updateToken(tokenType: AuthorizationTokenType, token: string, callback?: StatusCallback): Promise<void>;
    /** @throws ValidationError naming `callback` when it is neither a function nor undefined. */
    setTokenExpirationCallback(callback: (() => void) | undefined): void;
    /** @throws ValidationError naming `httpTimeoutInMilliseconds` when out of range. */
    setHttpRequestTimeout(httpTimeoutInMilliseconds: number): void;
    /**
     * Runs a token grant under the facade's convention: notes the tokens' expiry and any verified ID token's
     * claims (also for the device and provisional domains' grants); `name` is the facade's call, for the log.
     */
    runGrant(name: string, grant: () => Promise<TokenSet>, callback: TokenExchangeCallback | undefined): Promise<unknown>;
}
