/**
 * The consent page of GET /oauth2/authorize: a plain HTML form that posts the decision back. Every value
 * shown is escaped; the page loads nothing and runs no script.
 */
import type { UserRecord } from '../records.js';
/**
 * Headers of every HTML page the emulator serves. The referrer policy is `same-origin`, not `no-referrer`:
 * under `no-referrer` a browser sends `Origin: null` with the page's own form post, which could not be told
 * from a sandboxed page elsewhere (pageFetchMetadata.ts); `same-origin` still sends nothing to another origin.
 */
export declare const HTML_HEADERS: {
    readonly 'content-type': 'text/html; charset=utf-8';
    readonly 'cache-control': 'no-store';
    readonly 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";
    readonly 'x-frame-options': 'DENY';
    readonly 'referrer-policy': 'same-origin';
    readonly 'x-content-type-options': 'nosniff';
};
/** HTML-escapes text for element content and quoted attribute values. */
export declare function escapeHtml(text: string): string;
export interface ConsentPageInput {
    requestId: string;
    /** The form's per-page token (pageTokens.ts), a hidden field. */
    pageToken: string;
    appName: string;
    scopes: readonly string[];
    redirectUri: string;
    users: readonly UserRecord[];
    selectedUserId: string | null;
}
/** The `<option>`s of the "Signed in as" list (the consent and activation pages). */
export declare function userOptions(users: readonly UserRecord[], selectedUserId: string | null): string;
/** The page with Approve and Deny buttons. */
export declare function consentPage(input: ConsentPageInput): string;
/** An error page (for errors that must not be redirected: unknown client, bad redirect URI). */
export declare function errorPage(title: string, detail: string): string;
