/**
 * The relationship operations: friend requests of either kind (a request to someone who already asked
 * us makes both friends), accept, reject, cancel, remove, block (drops every other relationship of the
 * pair, both kinds and both sides) and unblock (restores nothing). Each change records one
 * RELATIONSHIP_CHANGE on the bus with the pair before and after (events.ts turns it into each session's
 * RELATIONSHIP_ADD / _UPDATE / _REMOVE); the friend cap is {@link MAX_FRIENDS} per user and kind.
 */
import { MAX_FRIENDS } from '../../model/limits.js';
import { RelationshipType, } from '../../model/relationship.js';
import { Errors } from '../errors.js';
import { RelationshipErrors } from './errors.js';
import { discordType, emptyPair, gameType, isEmptyPair, pairKey, pairs, pairsOf, } from './state.js';
import { entriesOf, entryTypes, relationshipWire } from './wire.js';
/** What the state of one side reads as in an error message. */
const STATE_NAMES = {
    [RelationshipType.None]: 'there is no relationship',
    [RelationshipType.Friend]: 'you are already friends',
    [RelationshipType.Blocked]: 'the user is blocked',
    [RelationshipType.PendingIncoming]: 'they sent you a request',
    [RelationshipType.PendingOutgoing]: 'you already sent a request',
    [RelationshipType.Implicit]: 'the relationship is implicit',
    [RelationshipType.Suggestion]: 'the user is a suggestion',
};
/** `userId`'s type of `kind` in the pair (the game type of `applicationId`). */
export function typeOf(pair, kind, applicationId, userId) {
    return kind === 'discord' ? discordType(pair, userId) : gameType(pair, applicationId, userId);
}
/** Sets `userId`'s type of `kind`; None removes it, so an emptied pair can be deleted. */
export function setType(pair, kind, applicationId, userId, type) {
    if (kind === 'discord') {
        if (type === RelationshipType.None)
            delete pair.discord[userId];
        else
            pair.discord[userId] = type;
        return;
    }
    const app = pair.game[applicationId] ?? {};
    if (type === RelationshipType.None)
        delete app[userId];
    else
        app[userId] = type;
    if (Object.keys(app).length === 0)
        delete pair.game[applicationId];
    else
        pair.game[applicationId] = app;
}
/** Sets both sides' types of `kind` at once: `a`'s to `typeA`, `b`'s to `typeB` (default: the same). */
export function setBoth(pair, kind, applicationId, [a, b], typeA, typeB = typeA) {
    setType(pair, kind, applicationId, a, typeA);
    setType(pair, kind, applicationId, b, typeB);
}
/** `from` asked `to` (PendingOutgoing / PendingIncoming), or, with `friends`, both are friends. */
export function setRequest(pair, kind, applicationId, users, friends) {
    if (friends)
        setBoth(pair, kind, applicationId, users, RelationshipType.Friend);
    else
        setBoth(pair, kind, applicationId, users, RelationshipType.PendingOutgoing, RelationshipType.PendingIncoming);
}
/**
 * Changes the pair of `a` and `b` with `mutate`, saves it (or deletes it when emptied) and records
 * RELATIONSHIP_CHANGE with copies of the pair before and after (null when there was or is none).
 */
export function changePair(ctx, a, b, mutate) {
    const all = pairs(ctx);
    const key = pairKey(a, b);
    const current = all.get(key);
    const before = current ? structuredClone(current) : null;
    const pair = current ?? emptyPair(a, b);
    mutate(pair);
    for (const userId of pair.users) {
        const incoming = Object.values(pair.game).some((app) => app[userId] === RelationshipType.PendingIncoming);
        if (pair.discord[userId] !== RelationshipType.PendingIncoming && !incoming)
            delete pair.spam[userId];
    }
    const emptied = isEmptyPair(pair);
    if (emptied)
        all.delete(key);
    else
        all.set(key, pair);
    ctx.events.record('RELATIONSHIP_CHANGE', null, {
        user_ids: [...pair.users],
        before,
        after: emptied ? null : structuredClone(pair),
    });
    return emptied ? undefined : pair;
}
/** Whether either of the two blocked the other. */
export function isBlockedBetween(ctx, a, b) {
    const pair = pairs(ctx).get(pairKey(a, b));
    return (discordType(pair, a) === RelationshipType.Blocked || discordType(pair, b) === RelationshipType.Blocked);
}
/** How many friends of `kind` `userId` has (game friends: of `applicationId`). */
export function friendCount(ctx, userId, kind, applicationId) {
    let count = 0;
    for (const pair of pairsOf(ctx, userId))
        if (typeOf(pair, kind, applicationId, userId) === RelationshipType.Friend)
            count++;
    return count;
}
/** The caller's entries (both kinds, the caller's application's game type). */
export function listRelationships(ctx, caller) {
    return entriesOf(ctx, pairsOf(ctx, caller.userId), caller.userId, caller.applicationId);
}
/**
 * Sends a request of `kind` to `target`; when they already asked the caller (PendingIncoming), both
 * become friends. Answers the caller's entry.
 */
export function sendRequest(ctx, caller, kind, target) {
    const otherId = 'user_id' in target ? target.user_id : userIdByName(ctx, target.username);
    const pair = checkedPair(ctx, caller, otherId);
    if (kind === 'discord')
        refuseProvisional(ctx, caller.userId, otherId);
    const mine = typeOf(pair, kind, caller.applicationId, caller.userId);
    if (mine === RelationshipType.Friend || mine === RelationshipType.PendingOutgoing)
        throw RelationshipErrors.state(STATE_NAMES[mine] ?? 'unknown', `send a ${kind} friend request`);
    checkCap(ctx, caller, kind, otherId);
    const mutual = mine === RelationshipType.PendingIncoming;
    const changed = changePair(ctx, caller.userId, otherId, (p) => setRequest(p, kind, caller.applicationId, [caller.userId, otherId], mutual));
    return callerEntry(ctx, caller, changed);
}
/** Accepts the other's incoming request of `kind`: both become friends. */
export function acceptRequest(ctx, caller, kind, otherId) {
    const pair = checkedPair(ctx, caller, otherId);
    if (kind === 'discord')
        refuseProvisional(ctx, caller.userId, otherId);
    expectType(pair, caller, kind, RelationshipType.PendingIncoming, `accept a ${kind} friend request`);
    checkCap(ctx, caller, kind, otherId);
    const changed = changePair(ctx, caller.userId, otherId, (p) => {
        setBoth(p, kind, caller.applicationId, [caller.userId, otherId], RelationshipType.Friend);
    });
    return callerEntry(ctx, caller, changed);
}
/** Rejects the other's incoming request (`pending: PendingIncoming`) or cancels ours (`PendingOutgoing`). */
export function dropRequest(ctx, caller, kind, otherId, pending) {
    const pair = existingPair(ctx, caller, otherId);
    const asked = pending === RelationshipType.PendingIncoming ? 'reject' : 'cancel';
    expectType(pair, caller, kind, pending, `${asked} a ${kind} friend request`);
    changePair(ctx, caller.userId, otherId, (p) => {
        setBoth(p, kind, caller.applicationId, [caller.userId, otherId], RelationshipType.None);
    });
}
/**
 * Removes a friendship: `discord` removes both kinds (the C++ library's RemoveDiscordAndGameFriend:
 * at least one must be a friendship), `game` the game friendship of the caller's application only.
 */
export function removeFriend(ctx, caller, kind, otherId) {
    const pair = existingPair(ctx, caller, otherId);
    const kinds = kind === 'game' ? ['game'] : ['discord', 'game'];
    const friends = kinds.filter((k) => typeOf(pair, k, caller.applicationId, caller.userId) === RelationshipType.Friend);
    if (friends.length === 0)
        throw RelationshipErrors.state(STATE_NAMES[typeOf(pair, kind, caller.applicationId, caller.userId)] ?? 'unknown', `remove a ${kind} friend`);
    changePair(ctx, caller.userId, otherId, (p) => {
        for (const k of friends) {
            setBoth(p, k, caller.applicationId, [caller.userId, otherId], RelationshipType.None);
        }
    });
}
/** Blocks: the caller's Discord type becomes Blocked and every other relationship of the pair goes. */
export function block(ctx, caller, otherId) {
    knownUser(ctx, otherId);
    if (otherId === caller.userId)
        throw RelationshipErrors.state('that is you', 'block yourself');
    const changed = changePair(ctx, caller.userId, otherId, (p) => applyBlock(p, caller.userId, otherId));
    return callerEntry(ctx, caller, changed);
}
/** `blockerId` blocks in the pair: every other relationship goes, a block of the other's stays. */
export function applyBlock(pair, blockerId, otherId) {
    const theirs = discordType(pair, otherId);
    pair.discord = { [blockerId]: RelationshipType.Blocked };
    if (theirs === RelationshipType.Blocked)
        pair.discord[otherId] = theirs;
    pair.game = {};
}
/** Unblocks (restores nothing of what the block dropped). */
export function unblock(ctx, caller, otherId) {
    const pair = existingPair(ctx, caller, otherId);
    expectType(pair, caller, 'discord', RelationshipType.Blocked, 'unblock');
    changePair(ctx, caller.userId, otherId, (p) => {
        setType(p, 'discord', caller.applicationId, caller.userId, RelationshipType.None);
    });
}
function userIdByName(ctx, username) {
    for (const user of ctx.store.users.values())
        if (!user.bot && user.username === username)
            return user.id;
    throw Errors.unknownUser();
}
function knownUser(ctx, userId) {
    const user = ctx.store.users.get(userId);
    if (!user || user.bot)
        throw Errors.unknownUser();
}
/** The pair for a request or an accept: a known other user, not oneself, no block either way. */
/**
 * Provisional accounts have game relationships only (CLIENT-API.md section 3: those made in-game, plus
 * Discord friends copied on unmerge): a Discord friend request from one, or to one, is refused with the
 * service's "user is provisional" error (50229), as a guild join is.
 */
function refuseProvisional(ctx, callerId, otherId) {
    if (ctx.store.users.get(callerId)?.provisional === true)
        throw Errors.userIsProvisional('have Discord friends (game friends only)');
    if (ctx.store.users.get(otherId)?.provisional === true)
        throw Errors.userIsProvisional('be asked for Discord friendship (game friends only)');
}
function checkedPair(ctx, caller, otherId) {
    knownUser(ctx, otherId);
    if (otherId === caller.userId)
        throw RelationshipErrors.toSelf();
    if (isBlockedBetween(ctx, caller.userId, otherId))
        throw RelationshipErrors.refused();
    return pairs(ctx).get(pairKey(caller.userId, otherId));
}
function existingPair(ctx, caller, otherId) {
    knownUser(ctx, otherId);
    return pairs(ctx).get(pairKey(caller.userId, otherId));
}
function expectType(pair, caller, kind, wanted, asked) {
    const mine = typeOf(pair, kind, caller.applicationId, caller.userId);
    if (mine !== wanted)
        throw RelationshipErrors.state(STATE_NAMES[mine] ?? 'unknown', asked);
}
/** Refuses a request or an accept that would take either side past the cap. */
function checkCap(ctx, caller, kind, otherId) {
    for (const userId of [caller.userId, otherId])
        if (friendCount(ctx, userId, kind, caller.applicationId) >= MAX_FRIENDS)
            throw RelationshipErrors.tooManyFriends();
}
function callerEntry(ctx, caller, pair) {
    const types = entryTypes(pair, caller.userId, caller.applicationId);
    const wire = pair && types && relationshipWire(ctx, pair, caller.userId, types);
    // A change that leaves an entry always has one; this only guards a user removed meanwhile.
    if (!wire)
        throw Errors.unknownUser();
    return wire;
}
/** A removed account leaves no relationship behind: each other side sees RELATIONSHIP_REMOVE. */
export function forgetUserRelationships(ctx, userId) {
    for (const pair of [...pairsOf(ctx, userId)])
        changePair(ctx, pair.users[0], pair.users[1], (p) => {
            p.discord = {};
            p.game = {};
        });
}
