/**
 * Relationships between two users, as the C++ library names them (its `RelationshipType` and
 * `RelationshipGroupType` enums, with their values) and as the emulator sends them on the wire. The wire
 * shape ({@link GatewayRelationship}) is OUR design: the service's relationship payloads are not
 * published (docs/relationships.md says which parts are confirmed).
 */
import type { ValueOf } from './enums.js';
import type { Snowflake } from './snowflake.js';
import type { User } from './user.js';
/** The kind of relationship one user has with another (the C++ library's values). */
export declare const RelationshipType: {
    readonly None: 0;
    readonly Friend: 1;
    readonly Blocked: 2;
    readonly PendingIncoming: 3;
    readonly PendingOutgoing: 4;
    readonly Implicit: 5;
    readonly Suggestion: 6;
};
export type RelationshipType = ValueOf<typeof RelationshipType>;
/** The groups of a unified friends list (the C++ library's values; the Client computes them). */
export declare const RelationshipGroupType: {
    readonly OnlinePlayingGame: 0;
    readonly OnlineElsewhere: 1;
    readonly Offline: 2;
};
export type RelationshipGroupType = ValueOf<typeof RelationshipGroupType>;
/**
 * The two independent relationships of a pair: `discord` (everywhere) and `game` (one application only).
 * Every relationship route takes one of them in its path.
 */
export type RelationshipKind = 'discord' | 'game';
/** Both relationship kinds, in the order the routes document them. */
export declare const RELATIONSHIP_KINDS: readonly RelationshipKind[];
/** One entry per other user: both kinds of relationship with them, as the caller sees it. */
export interface GatewayRelationship {
    /** The other user's id. */
    id: Snowflake;
    /** The Discord relationship (None 0 when there is none). */
    type: RelationshipType;
    /** The game relationship for this application (None 0 when there is none). */
    game_type: RelationshipType;
    /** An incoming request flagged as spam (the emulator's control API sets it). */
    is_spam_request: boolean;
    /** The other user's public user (no email or other private fields). */
    user: User;
}
/** `POST /users/@me/relationships/{kind}` body: exactly one of the two. */
export type SendFriendRequestBody = {
    username: string;
} | {
    user_id: Snowflake;
};
/** d of RELATIONSHIP_REMOVE: both types are None now. */
export interface RelationshipRemoveData {
    id: Snowflake;
}
