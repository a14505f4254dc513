/**
 * Forgetting expired codes and dead tokens on the emulator's clock, a few at a time: every token grant
 * takes a small step (at most {@link SWEEP_STEP} records looked at), resuming where the last one stopped
 * and starting over once it went round, so a long-running emulator under load keeps only the tokens of
 * the last 7 days (plus the grace below) and no request pays for a pass over a million records. The
 * control API's clock moves still sweep everything at once (`sweepExpired`, grants.ts).
 */
import type { EmulatorContext } from '../context.js';
import type { CodeRecord, TokenRecord } from '../records.js';
/** Records looked at per step: more than a grant adds (1-2 tokens), so the sweep keeps pace. */
export declare const SWEEP_STEP = 8;
/** Whether a token may be forgotten at `now`: revoked or expired, and past the grace. */
export declare function tokenForgettable(token: TokenRecord, now: number): boolean;
/** Whether an authorization code may be forgotten at `now`. */
export declare function codeForgettable(code: CodeRecord, now: number): boolean;
export declare class ExpirySweeper {
    #private;
    constructor(ctx: EmulatorContext);
    /** Looks at up to `budget` tokens and as many codes from where the last step stopped; returns how many went. */
    step(budget?: number): number;
}
