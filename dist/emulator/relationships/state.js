/**
 * Relationship state: one record per pair of users holding both kinds of relationship, each side's
 * type (a request is PendingOutgoing on one side and PendingIncoming on the other; a block is Blocked on
 * the blocker's side only), the game types per application, and the spam flag of an incoming request.
 * A pair with nothing left is deleted. Kept in a store collection, so it persists and resets with the
 * rest of the state.
 */
import { RelationshipType } from '../../model/relationship.js';
/** Keyed by {@link pairKey}. */
export function pairs(ctx) {
    return ctx.store.collection('relationships');
}
/** The key of a pair: the same whichever of the two asks. */
export function pairKey(a, b) {
    return a < b ? `${a}:${b}` : `${b}:${a}`;
}
/** A new, empty pair. */
export function emptyPair(a, b) {
    return { users: a < b ? [a, b] : [b, a], discord: {}, game: {}, spam: {} };
}
/** The other user of a pair. */
export function otherOf(pair, userId) {
    return pair.users[0] === userId ? pair.users[1] : pair.users[0];
}
/** `userId`'s Discord type in the pair. */
export function discordType(pair, userId) {
    return pair?.discord[userId] ?? RelationshipType.None;
}
/** `userId`'s game type in the pair for one application. */
export function gameType(pair, applicationId, userId) {
    return pair?.game[applicationId]?.[userId] ?? RelationshipType.None;
}
/** Whether the pair holds nothing any more (then it is deleted). */
export function isEmptyPair(pair) {
    return Object.keys(pair.discord).length === 0 && Object.keys(pair.game).length === 0;
}
/** Every pair `userId` is in. */
export function* pairsOf(ctx, userId) {
    for (const pair of pairs(ctx).values())
        if (pair.users[0] === userId || pair.users[1] === userId)
            yield pair;
}
