/**
 * Which direct messages are ephemeral (docs/direct-messages.md). The public guide: DMs between
 * provisional accounts or between users who are not friends are ephemeral; their channel id is the other
 * user's id and no channel is kept for them. The emulator decides per message, when it is sent: ephemeral
 * when either user is provisional, or when the two are friends of neither kind (Discord friends, or game
 * friends in the message's application). Ephemeral messages still live in the conversation (history,
 * summaries, edits) so a game can show them; only their channel is not the service's.
 */
import { RelationshipType } from '../../model/relationship.js';
import { discordType, gameType, pairKey, pairs } from '../relationships/state.js';
/** The wire's channel type of a persisted conversation (the service's DM, 1). */
export const DM_CHANNEL_TYPE = 1;
/** The wire's channel type of an ephemeral direct message (the library's `EphemeralDm`, 18). */
export const EPHEMERAL_DM_CHANNEL_TYPE = 18;
/** Whether a message from `a` to `b` in `applicationId` is ephemeral. */
export function isEphemeralBetween(ctx, applicationId, a, b) {
    if (ctx.store.users.get(a)?.provisional === true || ctx.store.users.get(b)?.provisional === true)
        return true;
    const pair = pairs(ctx).get(pairKey(a, b));
    const friends = (type) => type(a) === RelationshipType.Friend && type(b) === RelationshipType.Friend;
    return !(friends((id) => discordType(pair, id)) || friends((id) => gameType(pair, applicationId, id)));
}
/** The channel id `viewerId` sees for an ephemeral message between `authorId` and `recipientId`. */
export function ephemeralChannelFor(viewerId, authorId, recipientId) {
    return viewerId === authorId ? recipientId : authorId;
}
