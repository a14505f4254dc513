/**
 * Presence state that outlives sessions: each user's chosen status (op 3, account-wide; default online),
 * the status "from another device" the control API set (online elsewhere; null when none), and the
 * applications each user has played. Kept in store collections, so they persist and reset with the rest.
 * Which sessions are connected is not state: the presence domain follows the gateway's announcements.
 */
import type { ChosenStatus } from '../../model/presence.js';
import type { EmulatorContext } from '../context.js';
/** A user's statuses. */
export interface StatusRecord {
    /** What the user chose with op 3 (applies while any session of theirs is connected). */
    status: ChosenStatus;
    /** What the control API set "from another device"; null: no other device. */
    elsewhere: ChosenStatus | null;
}
/** Keyed by user id; a user without a record is online by choice and has no other device. */
export declare function statuses(ctx: EmulatorContext): Map<string, StatusRecord>;
/** Keyed by user id: the ids of the applications the user has played, in the order first played. */
export declare function playedApplications(ctx: EmulatorContext): Map<string, string[]>;
/** Marks `applicationId` played by `userId` (no change when it already was). */
export declare function addPlayed(ctx: EmulatorContext, userId: string, applicationId: string): void;
