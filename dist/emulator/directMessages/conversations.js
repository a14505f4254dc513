/**
 * Direct messages between two users of an application. The C++ library's rule: both users must have
 * signed in to the application (a live grant); otherwise the other user is unknown to the caller (404
 * Unknown User), as the library documents for history. A player may also write to the application's own
 * bot (the bot has no grant; other bots stay unknown). A message between non-friends or provisional
 * accounts is ephemeral (ephemeral.ts): same conversation, but its channel is the other user. The emulator also refuses a message to oneself
 * (400 50007) and edits or deletes by anyone but the author (403 50005), as the service family does,
 * and a message between two users of whom one blocked the other (403 50007, asked of relationships/).
 * Every change is recorded on the event bus (MESSAGE_CREATE / _UPDATE / _DELETE with `user_ids`), and the
 * gateway routes it to the two users' sessions.
 */
import { ApiError, Errors } from '../errors.js';
import { keptFields, repeatedSend } from '../messageNonce.js';
import { isBlockedBetween } from '../relationships/relationships.js';
import { discloseOnce } from './disclosure.js';
import { isEphemeralBetween } from './ephemeral.js';
import { conversationKey, conversations, } from './state.js';
import { directMessageWire } from './wire.js';
const cannotMessage = () => new ApiError(400, 50007, 'Cannot send messages to this user');
const notAuthor = () => new ApiError(403, 50005, 'Cannot edit a message authored by another user');
const unknownMessage = () => new ApiError(404, 10008, 'Unknown Message');
/** Either user blocked the other (the relationships domain decides). */
const blocked = () => new ApiError(403, 50007, 'Cannot send messages to this user');
/** Whether `userId` holds a live grant of `applicationId` (has signed in to it and not been revoked). */
function signedIn(ctx, applicationId, userId) {
    for (const grant of ctx.store.grants.values())
        if (grant.applicationId === applicationId && grant.userId === userId && grant.revokedAt === null)
            return true;
    return false;
}
/** The conversation of the caller with `otherId`, created when `create`; 404 when the other is unknown. */
export function conversation(ctx, caller, otherId, create) {
    const { applicationId, userId: callerId } = caller;
    const other = ctx.store.users.get(otherId);
    // The application's own bot may be written to by its players (its sessions get the message as a
    // bot, directMessages/events.ts); any other bot stays unknown, as before.
    const ownBot = other?.bot === true && ctx.store.applications.get(applicationId)?.botUserId === otherId;
    if (!other ||
        (other.bot && !ownBot) ||
        (!ownBot && !signedIn(ctx, applicationId, otherId)) ||
        !signedIn(ctx, applicationId, callerId))
        throw Errors.unknownUser();
    if (otherId === callerId)
        throw cannotMessage();
    const key = conversationKey(applicationId, callerId, otherId);
    const all = conversations(ctx);
    let found = all.get(key);
    if (!found && create) {
        const userIds = callerId < otherId ? [callerId, otherId] : [otherId, callerId];
        found = { channelId: ctx.ids.next(), applicationId, userIds, messages: [] };
        all.set(key, found);
    }
    return found;
}
/** Sends a message from the caller to `recipientId` and records MESSAGE_CREATE. */
export function send(ctx, caller, recipientId, input, activity) {
    const { applicationId, userId: authorId } = caller;
    // Before the conversation is made: a refused message leaves nothing behind.
    if (isBlockedBetween(ctx, authorId, recipientId))
        throw blocked();
    const found = conversation(ctx, caller, recipientId, true);
    // `enforce_nonce`: a repeat of a send of the last five minutes is that send (messageNonce.ts).
    const repeated = repeatedSend(found.messages, authorId, input.fields, ctx.clock.now());
    if (repeated !== undefined)
        return repeated;
    const ephemeral = isEphemeralBetween(ctx, applicationId, authorId, recipientId);
    // Before the message's id is taken: the disclosure comes first. An invite is no chat message: it
    // causes none (it reaches the game as an invite, never as a message).
    if (!ephemeral && !activity)
        discloseOnce(ctx, found, authorId, recipientId);
    const message = {
        id: ctx.ids.next(),
        channelId: found.channelId,
        applicationId,
        authorId,
        recipientId,
        content: input.content,
        metadata: input.metadata ?? null,
        createdAt: ctx.clock.now(),
        editedAt: null,
        ...keptFields(input.fields),
    };
    if (ephemeral)
        message.ephemeral = true;
    if (activity)
        message.activity = activity;
    found.messages.push(message);
    record(ctx, 'MESSAGE_CREATE', found, message);
    return message;
}
/** Edits the caller's own message and records MESSAGE_UPDATE. */
export function edit(ctx, caller, ref, input) {
    const { found, message } = ownMessage(ctx, caller, ref);
    message.content = input.content;
    if (input.metadata !== undefined)
        message.metadata = input.metadata ?? null;
    if (input.fields?.flags !== undefined)
        message.flags = input.fields.flags;
    message.editedAt = ctx.clock.now();
    record(ctx, 'MESSAGE_UPDATE', found, message);
    return message;
}
/**
 * Sets whether an invite message may still be accepted, recording MESSAGE_UPDATE when that changed
 * (the invites domain decides; the message keeps its content and is not marked edited).
 */
export function setInviteValidity(ctx, applicationId, userIds, messageId, valid) {
    const found = conversations(ctx).get(conversationKey(applicationId, userIds[0], userIds[1]));
    const message = found?.messages.find((m) => m.id === messageId);
    if (!found || !message?.activity || message.activity.is_valid === valid)
        return;
    message.activity = { ...message.activity, is_valid: valid };
    record(ctx, 'MESSAGE_UPDATE', found, message);
}
/** Deletes the caller's own message and records MESSAGE_DELETE. */
export function remove(ctx, caller, ref) {
    const { found, message } = ownMessage(ctx, caller, ref);
    found.messages.splice(found.messages.indexOf(message), 1);
    ctx.events.record('MESSAGE_DELETE', found.applicationId, {
        user_ids: [...found.userIds],
        message_id: message.id,
        channel_id: found.channelId,
        // Each user's channel id is then the other user's (events.ts).
        ...(message.ephemeral ? { ephemeral_author_id: message.authorId } : {}),
    });
}
/** The newest `limit` messages with `otherId`, newest first. */
export function history(ctx, caller, otherId, limit) {
    const found = conversation(ctx, caller, otherId, false);
    return (found?.messages ?? []).slice(-limit).reverse();
}
/** The caller's conversations in the application, each with its last message, newest first. */
export function summaries(ctx, caller) {
    const { applicationId, userId: callerId } = caller;
    const out = [];
    for (const found of conversations(ctx).values()) {
        if (found.applicationId !== applicationId || !found.userIds.includes(callerId))
            continue;
        const last = found.messages.at(-1);
        if (!last)
            continue;
        const other = found.userIds[0] === callerId ? found.userIds[1] : found.userIds[0];
        out.push({ summary: { user_id: other, last_message_id: last.id }, at: last.createdAt });
    }
    return out.sort((a, b) => b.at - a.at).map((entry) => entry.summary);
}
function ownMessage(ctx, caller, ref) {
    const found = conversation(ctx, caller, ref.otherId, false);
    const message = found?.messages.find((m) => m.id === ref.messageId);
    if (!found || !message)
        throw unknownMessage();
    if (message.authorId !== caller.userId)
        throw notAuthor();
    return { found, message };
}
/** Records MESSAGE_CREATE or MESSAGE_UPDATE of a conversation's message for its two users. */
export function record(ctx, type, found, message) {
    ctx.events.record(type, found.applicationId, {
        user_ids: [...found.userIds],
        // As its author sees it; the gateway gives the recipient its own channel id (events.ts).
        message: directMessageWire(ctx, message, message.authorId),
    });
}
/**
 * Replaces a direct message's moderation metadata for the application's bot (`PUT /partner-sdk/dms/
 * {user1}/{user2}/messages/{message}/moderation-metadata`; the two users in either order) and records
 * MESSAGE_UPDATE, so that both users' clients see it live.
 * @throws ApiError 404 10008 when the application has no such message between the two users.
 */
export function setModerationMetadata(ctx, applicationId, userIds, messageId, metadata) {
    const found = conversations(ctx).get(conversationKey(applicationId, userIds[0], userIds[1]));
    const message = found?.messages.find((m) => m.id === messageId);
    if (!found || !message)
        throw unknownMessage();
    message.moderationMetadata = metadata;
    record(ctx, 'MESSAGE_UPDATE', found, message);
    return message;
}
