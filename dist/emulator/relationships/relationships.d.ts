import { type GatewayRelationship, type RelationshipKind, RelationshipType } from '../../model/relationship.js';
import type { FriendRequestTarget } from '../../rules/index.js';
import type { EmulatorContext } from '../context.js';
import type { RelationshipCaller } from './access.js';
import { type PairRecord } from './state.js';
/** `userId`'s type of `kind` in the pair (the game type of `applicationId`). */
export declare function typeOf(pair: PairRecord | undefined, kind: RelationshipKind, applicationId: string, userId: string): RelationshipType;
/** Sets `userId`'s type of `kind`; None removes it, so an emptied pair can be deleted. */
export declare function setType(pair: PairRecord, kind: RelationshipKind, applicationId: string, userId: string, type: RelationshipType): void;
/** Sets both sides' types of `kind` at once: `a`'s to `typeA`, `b`'s to `typeB` (default: the same). */
export declare function setBoth(pair: PairRecord, kind: RelationshipKind, applicationId: string, [a, b]: readonly [string, string], typeA: RelationshipType, typeB?: RelationshipType): void;
/** `from` asked `to` (PendingOutgoing / PendingIncoming), or, with `friends`, both are friends. */
export declare function setRequest(pair: PairRecord, kind: RelationshipKind, applicationId: string, users: readonly [from: string, to: string], friends: boolean): void;
/**
 * Changes the pair of `a` and `b` with `mutate`, saves it (or deletes it when emptied) and records
 * RELATIONSHIP_CHANGE with copies of the pair before and after (null when there was or is none).
 */
export declare function changePair(ctx: EmulatorContext, a: string, b: string, mutate: (pair: PairRecord) => void): PairRecord | undefined;
/** Whether either of the two blocked the other. */
export declare function isBlockedBetween(ctx: EmulatorContext, a: string, b: string): boolean;
/** How many friends of `kind` `userId` has (game friends: of `applicationId`). */
export declare function friendCount(ctx: EmulatorContext, userId: string, kind: RelationshipKind, applicationId: string): number;
/** The caller's entries (both kinds, the caller's application's game type). */
export declare function listRelationships(ctx: EmulatorContext, caller: RelationshipCaller): GatewayRelationship[];
/**
 * Sends a request of `kind` to `target`; when they already asked the caller (PendingIncoming), both
 * become friends. Answers the caller's entry.
 */
export declare function sendRequest(ctx: EmulatorContext, caller: RelationshipCaller, kind: RelationshipKind, target: FriendRequestTarget): GatewayRelationship;
/** Accepts the other's incoming request of `kind`: both become friends. */
export declare function acceptRequest(ctx: EmulatorContext, caller: RelationshipCaller, kind: RelationshipKind, otherId: string): GatewayRelationship;
/** Rejects the other's incoming request (`pending: PendingIncoming`) or cancels ours (`PendingOutgoing`). */
export declare function dropRequest(ctx: EmulatorContext, caller: RelationshipCaller, kind: RelationshipKind, otherId: string, pending: typeof RelationshipType.PendingIncoming | typeof RelationshipType.PendingOutgoing): void;
/**
 * Removes a friendship: `discord` removes both kinds (the C++ library's RemoveDiscordAndGameFriend:
 * at least one must be a friendship), `game` the game friendship of the caller's application only.
 */
export declare function removeFriend(ctx: EmulatorContext, caller: RelationshipCaller, kind: RelationshipKind, otherId: string): void;
/** Blocks: the caller's Discord type becomes Blocked and every other relationship of the pair goes. */
export declare function block(ctx: EmulatorContext, caller: RelationshipCaller, otherId: string): GatewayRelationship;
/** `blockerId` blocks in the pair: every other relationship goes, a block of the other's stays. */
export declare function applyBlock(pair: PairRecord, blockerId: string, otherId: string): void;
/** Unblocks (restores nothing of what the block dropped). */
export declare function unblock(ctx: EmulatorContext, caller: RelationshipCaller, otherId: string): void;
/** A removed account leaves no relationship behind: each other side sees RELATIONSHIP_REMOVE. */
export declare function forgetUserRelationships(ctx: EmulatorContext, userId: string): void;
