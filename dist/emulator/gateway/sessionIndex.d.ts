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
export declare class SessionIndex {
    #private;
    add(session: GatewaySession): void;
    delete(session: GatewaySession): void;
    clear(): void;
    /** Every session of a user, of every application, oldest first (do not change the index while walking it). */
    ofUser(userId: string): readonly GatewaySession[];
    /** How many sessions (connected or away) a user has, over every application. */
    countOf(userId: string): number;
    /** The applications a user has sessions with (connected or away). */
    applicationsOf(userId: string): ReadonlySet<string>;
    /** Whether a session of the user with the application has a live connection. */
    isConnected(applicationId: string, userId: string): boolean;
    /** The session to give up first when the user has too many: the oldest away one, else the oldest. */
    oldestOf(userId: string): GatewaySession | undefined;
}
