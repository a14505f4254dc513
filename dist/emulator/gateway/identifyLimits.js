/**
 * IDENTIFY limits of the emulator's gateway, in the service family's terms (`session_start_limit` of
 * `GET /gateway/bot`): for each user of each application, at most `maxConcurrency` new sessions per
 * 5 seconds, and at most `total` per 24 hours (`remaining` counts down; `reset_after` says when the day
 * starts over). RESUME is not a session start and is not counted. Times are the emulator clock's, so a
 * test can move past a window.
 */
/** The window of `max_concurrency`, ms. */
export const IDENTIFY_WINDOW_MS = 5000;
/** The window of `total`, ms. */
export const SESSION_START_DAY_MS = 24 * 60 * 60 * 1000;
/** Kept for every user that identified in the last 24 h, so each costs little: see `#current`. */
export class IdentifyLimits {
    #maxConcurrency;
    #total;
    /** Application id -> user id -> allowance: no `app:user` key string is made and kept per user. */
    #allowances = new Map();
    constructor(maxConcurrency, total) {
        this.#maxConcurrency = maxConcurrency;
        this.#total = total;
    }
    /** Counts a session start at `now`; returns why it is refused, or undefined when it may go ahead. */
    take(userId, applicationId, now) {
        const allowance = this.#current(applicationId, userId, now);
        while (allowance.recent.length > 0 && now - allowance.recent[0] >= IDENTIFY_WINDOW_MS)
            allowance.recent.shift();
        if (allowance.used >= this.#total)
            return 'total';
        if (allowance.recent.length >= this.#maxConcurrency)
            return 'concurrency';
        allowance.used++;
        // A literal of one when empty: an array grown from empty would reserve room for 17.
        if (allowance.recent.length === 0)
            allowance.recent = [now];
        else
            allowance.recent.push(now);
        return undefined;
    }
    /** The allowance as `session_start_limit` shows it. */
    limitOf(userId, applicationId, now) {
        const allowance = this.#current(applicationId, userId, now);
        return {
            total: this.#total,
            remaining: Math.max(0, this.#total - allowance.used),
            reset_after: allowance.dayStart + SESSION_START_DAY_MS - now,
            max_concurrency: this.#maxConcurrency,
        };
    }
    clear() {
        this.#allowances.clear();
    }
    #current(applicationId, userId, now) {
        let users = this.#allowances.get(applicationId);
        if (users === undefined) {
            users = new Map();
            this.#allowances.set(applicationId, users);
        }
        let allowance = users.get(userId);
        if (allowance === undefined || now - allowance.dayStart >= SESSION_START_DAY_MS) {
            allowance = { dayStart: now, used: 0, recent: NO_STARTS };
            users.set(userId, allowance);
        }
        return allowance;
    }
}
/** The empty list every new allowance starts with; frozen, since `take` replaces it, never pushes to it. */
const NO_STARTS = Object.freeze([]);
