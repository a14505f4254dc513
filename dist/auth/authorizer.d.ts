import type { Snowflake } from '../model/snowflake.js';
import type { AuthorizationArgs } from './AuthorizationArgs.js';
import { checkAuthorizeTimeout, DEFAULT_AUTHORIZE_TIMEOUT_MS, MAX_AUTHORIZE_TIMEOUT_MS } from './authorizeTimeout.js';
import type { OidcProvider } from './oidcProvider.js';
import type { UrlOpener } from './opener.js';
import { type AuthorizationCode, type RedirectOutcome } from './pendingAuthorizations.js';
export { checkAuthorizeTimeout, DEFAULT_AUTHORIZE_TIMEOUT_MS, MAX_AUTHORIZE_TIMEOUT_MS };
/** Where the redirect goes when `CustomSchemeParam` is unset. */
export type RedirectMode = 'loopback' | 'customScheme';
/** Options of an {@link Authorizer}. */
export interface AuthorizerOptions {
    /** The service's base URL (the authorize endpoint is `<baseUrl>/oauth2/authorize`). */
    readonly baseUrl: string;
    readonly opener: UrlOpener;
    readonly provider: OidcProvider;
    /** Default `'loopback'` (desktop); `'customScheme'` uses `discord-<app id>:/authorize/callback`. */
    readonly redirectMode?: RedirectMode | undefined;
    /** Default 5 minutes. */
    readonly timeoutMs?: number | undefined;
    /** Diagnostics (never receives secrets). */
    readonly log?: ((line: string) => void) | undefined;
}
/** What the token exchange needs to know about an authorization it did not see. */
export interface AuthorizationRecord {
    /** The application's id (snowflake, decimal string). */
    readonly clientId: Snowflake;
    /** The redirect URI the code was issued for: the token request must send the same one. */
    readonly redirectUri: string;
    /** The `nonce` sent with the authorization, which the ID token must carry; undefined when none was. */
    readonly nonce: string | undefined;
}
/** Runs authorization requests and receives their redirects. */
export declare class Authorizer {
    #private;
    constructor(options: AuthorizerOptions);
    /** Time a pending authorization waits for its redirect, in ms. */
    get timeoutMs(): number;
    /** Changes the wait of authorizations begun from now on: an integer from 1 ms to 1 hour, else it throws. */
    set timeoutMs(ms: number);
    /** Number of authorizations waiting for a redirect. */
    get pendingCount(): number;
    /**
     * Opens the authorize URL and resolves with the code once the redirect arrives, and the record of the
     * authorization the token exchange checks the ID token against.
     * @param defaultClientId - the client's application id, used when `args` has no ClientId.
     */
    authorize(args: AuthorizationArgs, defaultClientId: Snowflake | undefined): Promise<{
        code: AuthorizationCode;
        record: AuthorizationRecord;
    }>;
    /**
     * Offers a redirect URL from any source (deep link, Electron main process, loopback server). It settles
     * the pending authorization whose redirect URI it targets exactly and whose `state` it carries; any other
     * URL is ignored (logged without the URL) and leaves the authorizations waiting. Never throws.
     * @param url - the redirect URL as received (anything: it is checked).
     * @returns whether it settled an authorization, and if not, why.
     */
    handleRedirect(url: unknown): RedirectOutcome;
    /** Cancels every pending authorization (they reject with `Aborted`). Returns how many. */
    abort(message?: string): number;
}
