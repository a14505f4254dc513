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
export const RelationshipType = {
  None: 0,
  Friend: 1,
  Blocked: 2,
  PendingIncoming: 3,
  PendingOutgoing: 4,
  Implicit: 5,
  Suggestion: 6,
} as const;
export type RelationshipType = ValueOf<typeof RelationshipType>;

/** The groups of a unified friends list (the C++ library's values; the Client computes them). */
export const RelationshipGroupType = {
  OnlinePlayingGame: 0,
  OnlineElsewhere: 1,
  Offline: 2,
} as const;
export type RelationshipGroupType = ValueOf<typeof RelationshipGroupType>;

/**
 * The two independent relationships of a pair: `discord` (everywhere) and `game` (one application only).
 * Every relationship route takes one of them in its path.
 */
export type RelationshipKind = 'discord' | 'game';

/** Both relationship kinds, in the order the routes document them. */
export const RELATIONSHIP_KINDS: readonly RelationshipKind[] = ['discord', 'game'];

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
export type SendFriendRequestBody = { username: string } | { user_id: Snowflake };

/** d of RELATIONSHIP_REMOVE: both types are None now. */
export interface RelationshipRemoveData {
  id: Snowflake;
}
