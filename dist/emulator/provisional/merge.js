import { conversationKey, conversations } from '../directMessages/state.js';
import { invites } from '../invites/state.js';
import { removeMember, upsertMember } from '../lobbies/members.js';
import { deauthorizeUser } from '../oauth/grants.js';
import { identityOf } from './accounts.js';
import { ProvisionalErrors } from './errors.js';
import { moveRelationships } from './relationshipMoves.js';
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
    moveActivityInvites(ctx, source.id, userId);
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
/**
 * The activity invites among the moved messages follow them: `to` sends, receives and holds what `from`
 * did, so an invite to the guest can be accepted by the account. Those between `from` and `to` go with
 * their conversation.
 */
function moveActivityInvites(ctx, from, to) {
    const all = invites(ctx);
    for (const [id, invite] of [...all]) {
        if (invite.senderId !== from && invite.recipientId !== from)
            continue;
        if (invite.senderId === to || invite.recipientId === to) {
            all.delete(id);
            continue;
        }
        const swap = (userId) => (userId === from ? to : userId);
        invite.senderId = swap(invite.senderId);
        invite.recipientId = swap(invite.recipientId);
        invite.holderId = swap(invite.holderId);
    }
}
/**
 * `to` joins each lobby `from` was in (with its metadata and flags); `from` leaves. What `from` wrote in
 * lobbies (any lobby, left or not) is `to`'s from now on, as its direct messages are: the history names an
 * account that exists. (The message page cache compares each message's author, so it follows.)
 */
function moveLobbyMemberships(ctx, from, to) {
    for (const list of ctx.store.messages.values())
        for (const message of list)
            if (message.authorId === from)
                message.authorId = to;
    for (const lobby of ctx.store.lobbies.values()) {
        const member = lobby.members.find((m) => m.id === from);
        if (!member)
            continue;
        if (!lobby.members.some((m) => m.id === to))
            upsertMember(ctx, lobby, {
                id: to,
                metadata: member.metadata,
                flags: member.flags,
                remove: false,
                additionalName: member.additionalName,
            });
        removeMember(ctx, lobby, from);
    }
}
