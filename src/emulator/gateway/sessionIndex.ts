/**
 * The gateway's sessions by user, oldest first: what a dispatch for a user walks (only that user's
 * sessions, so fan-out is linear in the sessions that receive it), what "is this user connected to this
 * application" asks, and which session goes first when a user has too many (the oldest away one, else the
 * oldest connected one).
 *
 * A user's sessions are one small array over every application, not a map of sets: a user has a few (at
 * most `maxSessionsPerUser`, nearly always one), so the array costs the least memory per user, and a
 * fan-out to 1,000 users walks 1,000 of them without an iterator object each. Callers skip the sessions of
 * other applications themselves.
 */
import type { GatewaySession } from './session.js';

export class SessionIndex {
  /** User id -> sessions in creation order. */
  readonly #byUser = new Map<string, GatewaySession[]>();

  add(session: GatewaySession): void {
    const sessions = this.#byUser.get(session.userId);
    // A literal of one: an array grown from empty would reserve room for 17.
    if (sessions === undefined) this.#byUser.set(session.userId, [session]);
    else if (!sessions.includes(session)) sessions.push(session);
  }

  delete(session: GatewaySession): void {
    const sessions = this.#byUser.get(session.userId);
    const at = sessions?.indexOf(session) ?? -1;
    if (sessions === undefined || at < 0) return;
    if (sessions.length === 1) this.#byUser.delete(session.userId);
    else sessions.splice(at, 1);
  }

  clear(): void {
    this.#byUser.clear();
  }

  /** Every session of a user, of every application, oldest first (do not change the index while walking it). */
  ofUser(userId: string): readonly GatewaySession[] {
    return this.#byUser.get(userId) ?? EMPTY;
  }

  /** How many sessions (connected or away) a user has, over every application. */
  countOf(userId: string): number {
    return this.ofUser(userId).length;
  }

  /** The applications a user has sessions with (connected or away). */
  applicationsOf(userId: string): ReadonlySet<string> {
    return new Set(this.ofUser(userId).map((session) => session.applicationId));
  }

  /** Whether a session of the user with the application has a live connection. */
  isConnected(applicationId: string, userId: string): boolean {
    for (const session of this.ofUser(userId))
      if (session.applicationId === applicationId && session.link !== null) return true;
    return false;
  }

  /** The session to give up first when the user has too many: the oldest away one, else the oldest. */
  oldestOf(userId: string): GatewaySession | undefined {
    let oldest: GatewaySession | undefined;
    let oldestAway: GatewaySession | undefined;
    for (const session of this.ofUser(userId)) {
      if (oldest === undefined || session.createdAt < oldest.createdAt) oldest = session;
      if (session.link === null && (oldestAway === undefined || session.createdAt < oldestAway.createdAt))
        oldestAway = session;
    }
    return oldestAway ?? oldest;
  }
}

const EMPTY: readonly GatewaySession[] = Object.freeze([]);
