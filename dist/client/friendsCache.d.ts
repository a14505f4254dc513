/**
 * The client's relationships and presences, as READY loaded them and the dispatches kept them
 * (RELATIONSHIP_ADD / _UPDATE / _REMOVE, PRESENCE_UPDATE, USER_UPDATE), with the friends list's groups
 * kept incrementally beside them (friendGroups.ts). Users live in the social cache's user map, shared
 * with lobbies and messages, so every handle reads one user.
 *
 * Every change is applied by comparing the old and the new state: the events are the difference, so a
 * replayed dispatch or a new READY that repeats what is known causes none (nothing doubled), and a new
 * READY's missing entries are removed with their events (no ghost friend). A dispatch whose data fails
 * its check (friendsWire.ts) is ignored and reported to the log, never thrown.
 *
 * Bounded against a hostile server ({@link ClientCacheBounds}): 1,000 friends of each kind (the service's
 * cap), 5,000 relationships and 5,000 presences; a change past a bound is dropped whole, with one warning
 * per kind. Inserts are O(1) here and O(log n) comparisons in the groups (friendGroups.ts), whose sorted
 * arrays hold at most the 2,000 friends.
 */
import type { GatewayActivity } from '../model/activity.js';
import type { GatewayDispatch } from '../model/gateway.js';
import { type PresenceStatus, RelationshipType, StatusType } from '../model/index.js';
import { type LogFunction } from '../model/logging.js';
import type { User } from '../model/user.js';
import { BoundWarnings } from './cacheBounds.js';
import { FriendGroups } from './friendGroups.js';
/** Both relationships with one other user (what a `RelationshipHandle` reads). */
export interface RelationshipEntry {
    readonly id: string;
    type: RelationshipType;
    gameType: RelationshipType;
    spam: boolean;
}
/** What this session sees of a user's presence. */
export interface PresenceEntry {
    status: PresenceStatus;
    inApplication: boolean;
    played: boolean;
    /** Their activity in this application (never with secrets), or null. */
    activity: GatewayActivity | null;
}
/** A library event caused by a relationship, presence or user change: its `on(...)` name and values. */
export type FriendEvent = {
    name: 'relationshipCreated' | 'relationshipDeleted';
    args: [userId: string, isDiscordRelationshipUpdate: boolean];
} | {
    name: 'relationshipGroupsUpdated' | 'userUpdated';
    args: [userId: string];
};
/** A user's name as lists show it: the global name, else the username. */
export declare const displayName: (user: User | undefined) => string;
/** One client's relationships, presences and friends-list groups. */
export declare class FriendsCache {
    #private;
    readonly relationships: Map<string, RelationshipEntry>;
    readonly presences: Map<string, PresenceEntry>;
    readonly groups: FriendGroups;
    /** The signed-in user's own status, as `SetOnlineStatus` last chose it (the service sends it no echo). */
    ownStatus: StatusType;
    /** The signed-in user's activity, as the last presence command sent it (their own: secrets kept). */
    ownActivity: GatewayActivity | null;
    /** The session's application (from READY): only activities of this application are kept. */
    applicationId: string;
    /**
     * @param users - the social cache's users (shared: relationship entries and USER_UPDATE refresh them).
     * @param log - where refused dispatch data is reported.
     * @param bounds - where reaching a bound is reported (one warning per kind; shared with the social cache).
     */
    constructor(users: Map<string, User>, log: LogFunction | undefined, bounds?: BoundWarnings | undefined);
    /** Applies a dispatch (READY and the friends events; others are not its concern); returns its events. */
    apply(event: GatewayDispatch): FriendEvent[];
    /** Whether the user is a friend of either kind. */
    isFriend(id: string): boolean;
}
