/**
 * A user's presence as one viewer sees it in one application (`GatewayPresence`, our wire design):
 * Discord friends see the status (invisible reads as offline), whether the user is in the application
 * and whether they played it; game-only friends see the status only while the user is in the
 * application, offline otherwise. The activity is the user's in this application only, never with its
 * secrets, and none while the user reads offline.
 */
import type { GatewayActivity } from '../../model/activity.js';
import type { ChosenStatus, GatewayPresence } from '../../model/presence.js';
/** What a user's presence derives from, at one moment (kept in PRESENCE_CHANGE events as is). */
export interface PresenceFacts {
    /** The status the user chose (op 3). */
    status: ChosenStatus;
    /** The status of another device (control API), or null. */
    elsewhere: ChosenStatus | null;
    /** Applications with a connected gateway session of the user. */
    applications: string[];
    /** Applications the user has played. */
    played: string[];
    /** Application id -> the user's activity there, without its secrets. */
    activities: Record<string, GatewayActivity>;
}
/** How a viewer is related: a Discord friend, or a friend in this application's game only. */
export type ViewerKind = 'discord' | 'game';
/** The presence `facts` of `userId` as a viewer of `kind` sees it in `applicationId`. */
export declare function presenceSeen(facts: PresenceFacts, userId: string, applicationId: string, kind: ViewerKind): GatewayPresence;
/** Two presences are the same: status, flags and activity. */
export declare function samePresence(a: GatewayPresence, b: GatewayPresence): boolean;
