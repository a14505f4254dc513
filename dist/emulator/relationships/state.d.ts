/**
 * Relationship state: one record per pair of users holding both kinds of relationship, each side's
 * type (a request is PendingOutgoing on one side and PendingIncoming on the other; a block is Blocked on
 * the blocker's side only), the game types per application, and the spam flag of an incoming request.
 * A pair with nothing left is deleted. Kept in a store collection, so it persists and resets with the
 * rest of the state.
 */
import { RelationshipType } from '../../model/relationship.js';
import type { EmulatorContext } from '../context.js';
/** Both relationships of two users. */
export interface PairRecord {
    /** The two users, lower id first. */
    users: [string, string];
    /** The Discord relationship, per side (user id -> type; absent: None). */
    discord: Record<string, RelationshipType>;
    /** The game relationships: application id -> (user id -> type). */
    game: Record<string, Record<string, RelationshipType>>;
    /** Incoming requests flagged as spam: the receiving user's id -> true. */
    spam: Record<string, boolean>;
}
/** Keyed by {@link pairKey}. */
export declare function pairs(ctx: EmulatorContext): Map<string, PairRecord>;
/** The key of a pair: the same whichever of the two asks. */
export declare function pairKey(a: string, b: string): string;
/** A new, empty pair. */
export declare function emptyPair(a: string, b: string): PairRecord;
/** The other user of a pair. */
export declare function otherOf(pair: PairRecord, userId: string): string;
/** `userId`'s Discord type in the pair. */
export declare function discordType(pair: PairRecord | undefined, userId: string): RelationshipType;
/** `userId`'s game type in the pair for one application. */
export declare function gameType(pair: PairRecord | undefined, applicationId: string, userId: string): RelationshipType;
/** Whether the pair holds nothing any more (then it is deleted). */
export declare function isEmptyPair(pair: PairRecord): boolean;
/** Every pair `userId` is in. */
export declare function pairsOf(ctx: EmulatorContext, userId: string): Generator<PairRecord>;
