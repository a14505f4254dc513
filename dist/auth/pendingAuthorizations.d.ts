import { type RedirectRejection } from '../rules/redirect.js';
/** What `Authorize` resolves to: the code and the redirect URI to send with it to the token endpoint. */
export interface AuthorizationCode {
    readonly code: string;
    readonly redirectUri: string;
}
/** The result of handing a URL to {@link Authorizer.handleRedirect} (the client's `HandleRedirect`). */
export type RedirectOutcome = 
/** The URL settled one pending authorization (with a code, or with the service's error). */
{
    readonly handled: true;
}
/** The URL was ignored; pending authorizations keep waiting. */
 | {
    readonly handled: false;
    readonly reason: RedirectRejection | 'no_pending_authorization';
};
/** Options of one pending authorization. */
export interface BeginOptions {
    readonly state: string;
    readonly redirectUri: string;
    /** Milliseconds to wait for the redirect before failing with a timeout. */
    readonly timeoutMs: number;
    /** What the timeout's message adds after its first sentence: the likely causes and how to check them. */
    readonly timeoutAdvice?: string | undefined;
    /**
     * The issuer the redirect's `iss` must equal when present (RFC 9207). Called only when `iss` is
     * present; may fetch discovery.
     */
    readonly expectedIssuer: () => Promise<string>;
    /** Called once when the transaction settles (success, error, timeout or abort): release resources. */
    readonly onSettled?: (() => void) | undefined;
}
/** Untrusted text from a redirect, made safe to show: printable, bounded. */
export declare function sanitizeServiceText(text: string): string;
/** The set of authorizations waiting for their redirect. */
export declare class PendingAuthorizations {
    #private;
    /** Number of authorizations still waiting. */
    get size(): number;
    /**
     * Registers a transaction. `result` settles on its redirect, timeout or abort; `cancel` ends it early
     * with the given error (e.g. when the browser could not be opened).
     */
    begin(options: BeginOptions): {
        result: Promise<AuthorizationCode>;
        cancel(error: Error): void;
    };
    /** Cancels every pending authorization with an `Aborted` error. Returns how many were cancelled. */
    abortAll(message?: string): number;
    /**
     * Offers a redirect URL. Returns whether it settled a pending authorization; never throws, whatever the
     * input. The settled authorization's promise carries the outcome (code, or the service's error).
     */
    handleRedirect(url: unknown): RedirectOutcome;
}
