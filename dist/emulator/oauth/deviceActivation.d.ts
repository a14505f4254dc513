import type { EmulatorContext } from '../context.js';
import type { ActivationAttempts } from './activationAttempts.js';
/** An HTML answer. */
export interface ActivationOutcome {
    status: number;
    html: string;
    /** Seconds, with a 429. */
    retryAfterS?: number | undefined;
}
/** GET /activate: the form, the code prefilled from `?user_code=`. */
export declare function activationForm(ctx: EmulatorContext, query: Record<string, unknown>): ActivationOutcome;
/** POST /activate: `user_code`, `decision` (approve or deny) and optionally `user_id`. */
export declare function activate(ctx: EmulatorContext, attempts: ActivationAttempts, body: Record<string, unknown>): ActivationOutcome;
