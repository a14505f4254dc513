/**
 * The gateway's sessions by user and by application, oldest first: what a dispatch for a user of an
 * application walks (only that application's sessions, so fan-out is linear in the sessions that receive
 * it), what "is this user connected to this application" asks, and which session goes first when a user
 * has too many (the oldest away one, else the oldest connected one).
 */
import type { GatewaySession } from './session.js';
export declare class SessionIndex {
    #private;
    add(session: GatewaySession): void;
    delete(session: GatewaySession): void;
    clear(): void;
    /** Every session of a user, of every application. */
    ofUser(userId: string): Iterable<GatewaySession>;
    /** The sessions of a user with one application, oldest first. */
    of(userId: string, applicationId: string): ReadonlySet<GatewaySession>;
    /** How many sessions (connected or away) a user has, over every application. */
    countOf(userId: string): number;
    /** The applications a user has sessions with (connected or away). */
    applicationsOf(userId: string): ReadonlySet<string>;
    /** Whether a session of the user with the application has a live connection. */
    isConnected(applicationId: string, userId: string): boolean;
    /** The session to give up first when the user has too many: the oldest away one, else the oldest. */
    oldestOf(userId: string): GatewaySession | undefined;
}
