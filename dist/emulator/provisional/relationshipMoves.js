/**
 * What a merge and an unmerge do to relationships. A merge moves every relationship of the provisional
 * account to the full account it merges into; an unmerge copies to the identity's new provisional account
 * what the public guide lists (game friends of the application, and Discord friends who use it; CLIENT-API.md
 * section 3) and, in both directions, every block: a block is about the person behind the account, so it
 * follows the person whichever account they use next. Otherwise blocking someone in the game would be
 * undone by the blocked player linking their Discord account (or unlinking it).
 *
 * Where both accounts had a relationship with the same user, a block (either way, of either account)
 * wins over everything else, as blocking drops every other relationship of a pair; then a friendship
 * wins over a pending request or a weaker type, and two requests that answer each other (one asked,
 * the other was asked) make the two friends, as a request to someone who already asked does. Each change
 * goes through `changePair`, so each side's sessions see it (RELATIONSHIP_ADD / _UPDATE / _REMOVE).
 */
import { RelationshipType } from '../../model/relationship.js';
import { changePair, setBoth } from '../relationships/relationships.js';
import { discordType, gameType, otherOf, pairsOf } from '../relationships/state.js';
const { Blocked, Friend, PendingIncoming, PendingOutgoing } = RelationshipType;
/** Merge: each relationship of `from` (the provisional account) becomes `to`'s; `from` keeps none. */
export function moveRelationships(ctx, from, to) {
    const mine = [...pairsOf(ctx, from)].map((pair) => structuredClone(pair));
    for (const old of mine) {
        const other = otherOf(old, from);
        changePair(ctx, from, other, (pair) => {
            pair.discord = {};
            pair.game = {};
        });
        if (other === to)
            continue;
        changePair(ctx, to, other, (pair) => mergeSides(old, pair, from, to, other));
    }
}
/**
 * Unmerge: what `full` (the account the identity left) had with each user that `fresh` (the identity's
 * new provisional account for `applicationId`) starts with: every block, either way; the game friends of
 * the application; the Discord friends who hold a live grant to it. `full` keeps all of its own.
 */
export function copyOnUnmerge(ctx, applicationId, full, fresh) {
    const theirs = [...pairsOf(ctx, full)].map((pair) => structuredClone(pair));
    for (const pair of theirs) {
        const other = otherOf(pair, full);
        if (other === fresh)
            continue;
        const fullBlocks = discordType(pair, full) === Blocked;
        const otherBlocks = discordType(pair, other) === Blocked;
        const bothAre = (type) => type(full) === Friend && type(other) === Friend;
        const gameFriends = bothAre((id) => gameType(pair, applicationId, id));
        const discordFriends = bothAre((id) => discordType(pair, id)) && ctx.liveGrants.find(applicationId, other) !== undefined;
        if (!fullBlocks && !otherBlocks && !gameFriends && !discordFriends)
            continue;
        changePair(ctx, fresh, other, (next) => {
            if (fullBlocks || otherBlocks) {
                setBlocks(next, fresh, other, fullBlocks, otherBlocks);
                return;
            }
            if (discordFriends)
                setBoth(next, 'discord', applicationId, [fresh, other], Friend);
            if (gameFriends)
                setBoth(next, 'game', applicationId, [fresh, other], Friend);
        });
    }
}
/** The pair of `to` and `other` once `from`'s pair with `other` (`old`) joined it. */
function mergeSides(old, pair, from, to, other) {
    const toBlocks = discordType(old, from) === Blocked || discordType(pair, to) === Blocked;
    const otherBlocks = discordType(old, other) === Blocked || discordType(pair, other) === Blocked;
    if (toBlocks || otherBlocks) {
        setBlocks(pair, to, other, toBlocks, otherBlocks);
        return;
    }
    let tookIncoming = mergeKind(old.discord, pair.discord, from, to, other);
    for (const [applicationId, sides] of Object.entries(old.game)) {
        const target = pair.game[applicationId] ?? {};
        tookIncoming = mergeKind(sides, target, from, to, other) || tookIncoming;
        if (Object.keys(target).length > 0)
            pair.game[applicationId] = target;
    }
    // The spam flag of an incoming request moves with the request (changePair drops it otherwise).
    if (tookIncoming && old.spam[from] === true)
        pair.spam[to] = true;
}
/** Only the blocks remain: every other relationship of the pair goes, both kinds, both sides. */
function setBlocks(pair, user, other, userBlocks, otherBlocks) {
    pair.discord = {};
    if (userBlocks)
        pair.discord[user] = Blocked;
    if (otherBlocks)
        pair.discord[other] = Blocked;
    pair.game = {};
}
/**
 * One kind's sides (user id -> type): `from`'s side moves to `to` where `to` has none; a friendship, or
 * two requests that answer each other, make `to` and `other` friends. Whether `to` took `from`'s
 * incoming request.
 */
function mergeKind(old, target, from, to, other) {
    const mine = old[from];
    if (mine === undefined)
        return false;
    const current = target[to];
    if (current === undefined) {
        target[to] = mine;
        const theirs = old[other];
        if (theirs !== undefined)
            target[other] = theirs;
        return mine === PendingIncoming;
    }
    if (current === Friend)
        return false;
    const answered = (mine === PendingOutgoing && current === PendingIncoming) ||
        (mine === PendingIncoming && current === PendingOutgoing);
    if (mine === Friend || answered) {
        target[to] = Friend;
        target[other] = Friend;
    }
    return false;
}
