/**
 * Who may see a user's presence: their Discord friends (in every application), and their game friends
 * of an application who are not Discord friends (in that application only). Nobody else: pending
 * requests, blocks, strangers and lobby members who are not friends see nothing.
 */
import { RelationshipType } from '../../model/relationship.js';
import { discordType, gameType, otherOf, pairsOf } from '../relationships/state.js';
/** How `viewerId` sees the other user of `pair` in `applicationId`, or null when they do not. */
export function viewerKind(pair, viewerId, applicationId) {
    if (!pair)
        return null;
    if (discordType(pair, viewerId) === RelationshipType.Friend)
        return 'discord';
    return gameType(pair, applicationId, viewerId) === RelationshipType.Friend ? 'game' : null;
}
/** Everyone who may see `userId`'s presence, by kind. */
export function viewersOf(ctx, userId) {
    const viewers = { discord: [], game: new Map() };
    for (const pair of pairsOf(ctx, userId)) {
        const other = otherOf(pair, userId);
        if (discordType(pair, other) === RelationshipType.Friend) {
            viewers.discord.push(other);
            continue;
        }
        for (const [applicationId, types] of Object.entries(pair.game))
            if (types[other] === RelationshipType.Friend) {
                const list = viewers.game.get(applicationId) ?? [];
                list.push(other);
                viewers.game.set(applicationId, list);
            }
    }
    return viewers;
}
