import type { EmulatorContext } from '../context.js';
import type { ActivationAttempts } from './activationAttempts.js';
import type { PageTokens } from './pageTokens.js';
/** An HTML answer. */
export interface ActivationOutcome {
    status: number;
    html: string;
    /** Seconds, with a 429. */
    retryAfterS?: number | undefined;
}
/** GET /activate: the form, the code prefilled from `?user_code=`. */
export declare function activationForm(ctx: EmulatorContext, tokens: PageTokens, query: Record<string, unknown>): ActivationOutcome;
/** POST /activate: `page_token`, `user_code`, `decision` (approve or deny) and optionally `user_id`. */
export declare function activate(ctx: EmulatorContext, attempts: ActivationAttempts, tokens: PageTokens, body: Record<string, unknown>): ActivationOutcome;
