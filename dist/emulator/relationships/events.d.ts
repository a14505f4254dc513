/**
 * The relationships domain on the gateway. Its events concern every application (a game relationship
 * shows in its application's sessions, a Discord one in all of them), so they are recorded without an
 * application and routed here to each application in which the users have sessions. What each event's
 * data holds when recorded:
 * - `RELATIONSHIP_CHANGE` (relationships.ts): `user_ids` (the pair), `before` and `after` (the pair's
 *   record, or null when there was or is none). Each of the two users' sessions gets RELATIONSHIP_ADD,
 *   _UPDATE or _REMOVE when its entry in its application changed, and nothing otherwise.
 * - `USER_UPDATE` (users/profile.ts): `user_id`. The user's own sessions and the sessions of everyone
 *   with an entry for the user (in that session's application) get the public user.
 */
import type { EmulatorContext } from '../context.js';
import { type EventRoutes } from '../gatewayEvents.js';
import { type PairRecord } from './state.js';
export declare const relationshipEvents: EventRoutes;
/** The pair of two users as it is now (for the other domains' routes). */
export declare function currentPair(ctx: EmulatorContext, a: string, b: string): PairRecord | undefined;
