/**
 * The authorization endpoint's decisions (RFC 6749 4.1.1-4.1.2), apart from HTTP: GET checks the request
 * and shows the consent page or, in the scripted modes set through the control API, decides at once;
 * POST takes the page's decision, only with the token of the page it answers (pageTokens.ts): a post from
 * a page elsewhere is refused before the request is looked up, so it can neither approve nor use up the
 * user's pending request. Errors about the client or the redirect URI are shown, never
 * redirected (RFC 6749 4.1.2.1); the others go back to the redirect URI as `error` parameters. Each
 * function returns what to answer; authorizeRoutes.ts renders it.
 */
import type { EmulatorContext } from '../context.js';
import type { UserRecord } from '../records.js';
import type { ConsentPageInput } from './consentPage.js';
import type { PageTokens } from './pageTokens.js';
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
/** Who asks, and what the consent page's form needs: the pending requests and the page tokens. */
export interface ConsentPages {
    readonly pending: PendingAuthorizations;
    readonly tokens: PageTokens;
}
/** GET /oauth2/authorize with its query parameters; `source` is the peer's address (for the bounds). */
export declare function authorize(ctx: EmulatorContext, pages: ConsentPages, query: Record<string, unknown>, source: string): AuthorizeOutcome;
/** POST /oauth2/authorize: the consent page's form (`request_id`, `page_token`, `decision`, `user_id`). */
export declare function decide(ctx: EmulatorContext, pages: ConsentPages, body: Record<string, unknown>): AuthorizeOutcome;
/** The user that approves: the one picked, else the control API's choice, else the first person seeded. */
export declare function consentingUser(ctx: EmulatorContext, picked: string | null): UserRecord | undefined;
