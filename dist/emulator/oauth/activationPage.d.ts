/**
 * The activation page of the device grant (`GET /activate`): a form where the user types the code shown
 * on the console, picks who they are signed in as, and approves or denies. Plain HTML, every value
 * escaped, no script; the same headers as the consent page.
 */
import type { UserRecord } from '../records.js';
export interface ActivationPageInput {
    /** The code as given in `?user_code=` (prefilled), or ''. */
    userCode: string;
    users: readonly UserRecord[];
    selectedUserId: string | null;
    /** The form's per-page token (pageTokens.ts), a hidden field. */
    pageToken: string;
    /** A line above the form (a wrong code, too many attempts), or undefined. */
    notice?: string | undefined;
}
/** The form. */
export declare function activationPage(input: ActivationPageInput): string;
