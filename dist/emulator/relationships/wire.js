import { RelationshipType } from '../../model/relationship.js';
import { publicUser } from '../wire.js';
import { discordType, gameType, otherOf } from './state.js';
/** `viewerId`'s types in the pair for `applicationId`, or null when both are None. */
export function entryTypes(pair, viewerId, applicationId) {
    if (!pair)
        return null;
    const type = discordType(pair, viewerId);
    const game_type = gameType(pair, applicationId, viewerId);
    if (type === RelationshipType.None && game_type === RelationshipType.None)
        return null;
    const incoming = type === RelationshipType.PendingIncoming || game_type === RelationshipType.PendingIncoming;
    return { type, game_type, is_spam_request: incoming && pair.spam[viewerId] === true };
}
/** Two views of an entry are the same (the user is not compared: USER_UPDATE carries its changes). */
export function sameEntry(a, b) {
    if (a === null || b === null)
        return a === b;
    return a.type === b.type && a.game_type === b.game_type && a.is_spam_request === b.is_spam_request;
}
/** The entry on the wire, with the other user's public fields (null when the user is gone). */
export function relationshipWire(ctx, pair, viewerId, types) {
    const other = ctx.store.users.get(otherOf(pair, viewerId));
    if (!other)
        return null;
    return { id: other.id, ...types, user: publicUser(other) };
}
/** Every entry of `userId` in `applicationId`, in the order of the other users' ids. */
export function entriesOf(ctx, pairs, userId, applicationId) {
    const out = [];
    for (const pair of pairs) {
        const types = entryTypes(pair, userId, applicationId);
        const wire = types && relationshipWire(ctx, pair, userId, types);
        if (wire)
            out.push(wire);
    }
    return out.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
}
