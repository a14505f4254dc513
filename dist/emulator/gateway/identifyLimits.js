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
export class IdentifyLimits {
    #maxConcurrency;
    #total;
    #allowances = new Map();
    constructor(maxConcurrency, total) {
        this.#maxConcurrency = maxConcurrency;
        this.#total = total;
    }
    /** Counts a session start at `now`; returns why it is refused, or undefined when it may go ahead. */
    take(userId, applicationId, now) {
        const allowance = this.#current(`${applicationId}:${userId}`, now);
        while (allowance.recent.length > 0 && now - allowance.recent[0] >= IDENTIFY_WINDOW_MS)
            allowance.recent.shift();
        if (allowance.used >= this.#total)
            return 'total';
        if (allowance.recent.length >= this.#maxConcurrency)
            return 'concurrency';
        allowance.used++;
        allowance.recent.push(now);
        return undefined;
    }
    /** The allowance as `session_start_limit` shows it. */
    limitOf(userId, applicationId, now) {
        const allowance = this.#current(`${applicationId}:${userId}`, now);
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
    #current(key, now) {
        let allowance = this.#allowances.get(key);
        if (allowance === undefined || now - allowance.dayStart >= SESSION_START_DAY_MS) {
            allowance = { dayStart: now, used: 0, recent: [] };
            this.#allowances.set(key, allowance);
        }
        return allowance;
    }
}
