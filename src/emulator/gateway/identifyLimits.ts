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

interface Allowance {
  /** Start of the current day window. */
  dayStart: number;
  used: number;
  /** Times of the session starts in the last 5 s, oldest first. */
  recent: number[];
}

/** Kept for every user that identified in the last 24 h, so each costs little: see `#current`. */

export class IdentifyLimits {
  readonly #maxConcurrency: number;
  readonly #total: number;
  /** Application id -> user id -> allowance: no `app:user` key string is made and kept per user. */
  readonly #allowances = new Map<string, Map<string, Allowance>>();

  constructor(maxConcurrency: number, total: number) {
    this.#maxConcurrency = maxConcurrency;
    this.#total = total;
  }

  /** Counts a session start at `now`; returns why it is refused, or undefined when it may go ahead. */
  take(userId: string, applicationId: string, now: number): IdentifyRefusal | undefined {
    const allowance = this.#current(applicationId, userId, now);
    while (allowance.recent.length > 0 && now - (allowance.recent[0] as number) >= IDENTIFY_WINDOW_MS)
      allowance.recent.shift();
    if (allowance.used >= this.#total) return 'total';
    if (allowance.recent.length >= this.#maxConcurrency) return 'concurrency';
    allowance.used++;
    // A literal of one when empty: an array grown from empty would reserve room for 17.
    if (allowance.recent.length === 0) allowance.recent = [now];
    else allowance.recent.push(now);
    return undefined;
  }

  /** The allowance as `session_start_limit` shows it. */
  limitOf(userId: string, applicationId: string, now: number): SessionStartLimit {
    const allowance = this.#current(applicationId, userId, now);
    return {
      total: this.#total,
      remaining: Math.max(0, this.#total - allowance.used),
      reset_after: allowance.dayStart + SESSION_START_DAY_MS - now,
      max_concurrency: this.#maxConcurrency,
    };
  }

  clear(): void {
    this.#allowances.clear();
  }

  #current(applicationId: string, userId: string, now: number): Allowance {
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
const NO_STARTS = Object.freeze([]) as unknown as number[];
