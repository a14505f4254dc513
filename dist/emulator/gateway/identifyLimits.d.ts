/**
 * IDENTIFY limits of the emulator's gateway, in the service family's terms (`session_start_limit` of
 * `GET /gateway/bot`): for each user of each application, at most `maxConcurrency` new sessions per
 * 5 seconds, and at most `total` per 24 hours (`remaining` counts down; `reset_after` says when the day
 * starts over). RESUME is not a session start and is not counted. Times are the emulator clock's, so a
 * test can move past a window.
 */
/** The window of `max_concurrency`, ms. */
export declare const IDENTIFY_WINDOW_MS = 5000;
/** The window of `total`, ms. */
export declare const SESSION_START_DAY_MS: number;
/** A user's allowance with one application, as `session_start_limit` shows it. */
export interface SessionStartLimit {
    total: number;
    remaining: number;
    /** ms until `remaining` is back to `total`. */
    reset_after: number;
    max_concurrency: number;
}
/** Why an IDENTIFY was refused: too many at once (retry soon), or the day's total is spent. */
export type IdentifyRefusal = 'concurrency' | 'total';
/** Kept for every user that identified in the last 24 h, so each costs little: see `#current`. */
export declare class IdentifyLimits {
    #private;
    constructor(maxConcurrency: number, total: number);
    /** Counts a session start at `now`; returns why it is refused, or undefined when it may go ahead. */
    take(userId: string, applicationId: string, now: number): IdentifyRefusal | undefined;
    /** The allowance as `session_start_limit` shows it. */
    limitOf(userId: string, applicationId: string, now: number): SessionStartLimit;
    clear(): void;
}
