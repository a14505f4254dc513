/**
 * The authorization endpoint's decisions (RFC 6749 4.1.1-4.1.2), apart from HTTP: GET checks the request
 * and shows the consent page or, in the scripted modes set through the control API, decides at once;
 * POST takes the page's decision. Errors about the client or the redirect URI are shown, never
 * redirected (RFC 6749 4.1.2.1); the others go back to the redirect URI as `error` parameters. Each
 * function returns what to answer; authorizeRoutes.ts renders it.
 */
import type { EmulatorContext } from '../context.js';
import type { UserRecord } from '../records.js';
import type { ConsentPageInput } from './consentPage.js';
import { type PendingAuthorizations } from './pendingAuthorizations.js';
/** What the endpoint answers: an error page, a redirect to the client, or the consent page. */
export type AuthorizeOutcome = {
    kind: 'page';
    status: number;
    title: string;
    detail: string;
} | {
    kind: 'redirect';
    status: 302 | 303;
    location: string;
} | {
    kind: 'consent';
    page: ConsentPageInput;
};
/** GET /oauth2/authorize with its query parameters. */
export declare function authorize(ctx: EmulatorContext, pending: PendingAuthorizations, query: Record<string, unknown>): AuthorizeOutcome;
/** POST /oauth2/authorize: the consent page's form (`request_id`, `decision`, `user_id`). */
export declare function decide(ctx: EmulatorContext, pending: PendingAuthorizations, body: Record<string, unknown>): AuthorizeOutcome;
/** The user that approves: the one picked, else the control API's choice, else the first person seeded. */
export declare function consentingUser(ctx: EmulatorContext, picked: string | null): UserRecord | undefined;
