import { conversationKey, conversations } from '../directMessages/state.js';
import { removeMember, upsertMember } from '../lobbies/members.js';
import { deauthorizeUser } from '../oauth/grants.js';
import { changePair } from '../relationships/relationships.js';
import { otherOf, pairs } from '../relationships/state.js';
import { identityOf } from './accounts.js';
import { ProvisionalErrors } from './errors.js';
import { bans, identities, identityKey } from './state.js';
/** Recorded when a provisional account was merged: `source_id` (gone) into `user_id`. */
export const PROVISIONAL_MERGED_EVENT = 'PROVISIONAL_USER_MERGED';
/**
 * Links `identity` to the full account `userId`, merging the identity's provisional account into it.
 * @param durationMs - how long the merge "runs" on the emulator's clock (423 meanwhile).
 */
export function mergeInto(ctx, app, userId, identity, durationMs) {
    const destination = ctx.store.users.get(userId);
    if (!destination)
        throw ProvisionalErrors.noIdentity();
    if (destination.provisional === true)
        throw ProvisionalErrors.destinationProvisional();
    const key = identityKey(app.id, identity.provider, identity.subject);
    const record = identityOf(ctx, app.id, identity);
    const now = ctx.clock.now();
    if (!record) {
        // Nothing to move: the identity is linked to the account from now on.
        identities(ctx).set(key, {
            ...identity,
            applicationId: app.id,
            userId,
            createdAt: now,
            mergingUntil: null,
        });
        return;
    }
    if (record.userId === userId)
        return;
    const source = ctx.store.users.get(record.userId);
    // The service's 530023: the identity is linked to another full account (not a provisional one to merge).
    if (source?.provisional !== true)
        throw ProvisionalErrors.alreadyLinked();
    if (bans(ctx).has(source.id))
        throw ProvisionalErrors.sourceBanned();
    moveRelationships(ctx, source.id, userId);
    moveConversations(ctx, source.id, userId);
    moveLobbyMemberships(ctx, source.id, userId);
    record.userId = userId;
    record.mergingUntil = durationMs > 0 ? now + durationMs : null;
    deauthorizeUser(ctx, source.id);
    for (const [hash, code] of ctx.store.codes)
        if (code.userId === source.id)
            ctx.store.codes.delete(hash);
    ctx.store.users.delete(source.id);
    ctx.events.record(PROVISIONAL_MERGED_EVENT, app.id, { source_id: source.id, user_id: userId });
}
/** Each relationship of `from` becomes `to`'s where `to` has none of that kind with the same user. */
function moveRelationships(ctx, from, to) {
    const mine = [...pairs(ctx).values()].filter((pair) => pair.users.includes(from));
    for (const old of mine.map((pair) => structuredClone(pair))) {
        const other = otherOf(old, from);
        changePair(ctx, from, other, (pair) => {
            pair.discord = {};
            pair.game = {};
        });
        if (other === to)
            continue;
        changePair(ctx, to, other, (pair) => copySides(old, pair, from, to, other));
    }
}
function copySides(old, pair, from, to, other) {
    const fromType = old.discord[from];
    if (fromType !== undefined && pair.discord[to] === undefined) {
        pair.discord[to] = fromType;
        const otherType = old.discord[other];
        if (otherType !== undefined)
            pair.discord[other] = otherType;
    }
    for (const [applicationId, sides] of Object.entries(old.game)) {
        const target = pair.game[applicationId] ?? {};
        const type = sides[from];
        if (type === undefined || target[to] !== undefined)
            continue;
        target[to] = type;
        const otherType = sides[other];
        if (otherType !== undefined)
            target[other] = otherType;
        pair.game[applicationId] = target;
    }
}
/** `from`'s conversations become `to`'s (joined to one `to` already has with the same user). */
function moveConversations(ctx, from, to) {
    const all = conversations(ctx);
    for (const [key, conversation] of [...all]) {
        if (!conversation.userIds.includes(from))
            continue;
        all.delete(key);
        const other = conversation.userIds[0] === from ? conversation.userIds[1] : conversation.userIds[0];
        if (other === to)
            continue;
        const swap = (id) => (id === from ? to : id);
        const messages = conversation.messages.map((m) => ({
            ...m,
            authorId: swap(m.authorId),
            recipientId: swap(m.recipientId),
        }));
        const targetKey = conversationKey(conversation.applicationId, to, other);
        const target = all.get(targetKey);
        if (target)
            target.messages = [...target.messages, ...messages].sort((a, b) => a.createdAt - b.createdAt);
        else
            all.set(targetKey, { ...conversation, userIds: to < other ? [to, other] : [other, to], messages });
    }
}
/** `to` joins each lobby `from` was in (with its metadata and flags); `from` leaves. */
function moveLobbyMemberships(ctx, from, to) {
    for (const lobby of ctx.store.lobbies.values()) {
        const member = lobby.members.find((m) => m.id === from);
        if (!member)
            continue;
        if (!lobby.members.some((m) => m.id === to))
            upsertMember(ctx, lobby, { id: to, metadata: member.metadata, flags: member.flags, remove: false });
        removeMember(ctx, lobby, from);
    }
}
