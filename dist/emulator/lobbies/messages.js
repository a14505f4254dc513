import { ApiError } from '../errors.js';
import { keptFields, repeatedSend } from '../messageNonce.js';
/**
 * Stores a message from `authorId` and records LOBBY_MESSAGE_CREATE. `fromChannel` marks a copy of a
 * linked channel's message (so that it is not mirrored back). A send with `enforce_nonce` that repeats
 * one of the last five minutes (messageNonce.ts) returns that message and stores nothing.
 */
export function addMessage(ctx, lobby, authorId, input, fromChannel) {
    const repeated = repeatedSend(messagesOf(ctx, lobby), authorId, input.fields, ctx.clock.now());
    if (repeated !== undefined)
        return repeated;
    const message = {
        id: ctx.ids.next(),
        lobbyId: lobby.id,
        authorId,
        applicationId: lobby.applicationId,
        content: input.content,
        metadata: input.metadata ?? null,
        createdAt: ctx.clock.now(),
        ...(fromChannel === undefined ? {} : { fromChannel }),
        ...keptFields(input.fields),
        ...(input.fields?.allowedMentions === undefined ? {} : { allowedMentions: input.fields.allowedMentions }),
    };
    const name = lobby.members.find((member) => member.id === authorId)?.additionalName;
    if (name !== undefined)
        message.additionalName = name;
    const list = ctx.store.messages.get(lobby.id) ?? [];
    list.push(message);
    ctx.store.messages.set(lobby.id, list);
    ctx.events.record('LOBBY_MESSAGE_CREATE', lobby.applicationId, {
        lobby_id: lobby.id,
        message_id: message.id,
    });
    return message;
}
/** A lobby's messages, oldest first (the stored list: the page cache keys on it). */
export function messagesOf(ctx, lobby) {
    return ctx.store.messages.get(lobby.id) ?? [];
}
/**
 * Replaces a message's moderation metadata (the bot's `PUT .../moderation-metadata`) and records
 * LOBBY_MESSAGE_UPDATE, so that the members' clients see it live.
 * @throws ApiError 404 10008 when the lobby holds no such message.
 */
export function setModerationMetadata(ctx, lobby, messageId, metadata) {
    const message = messagesOf(ctx, lobby).find((stored) => stored.id === messageId);
    if (!message)
        throw new ApiError(404, 10008, 'Unknown Message');
    message.moderationMetadata = metadata;
    ctx.events.record('LOBBY_MESSAGE_UPDATE', lobby.applicationId, {
        lobby_id: lobby.id,
        message_id: message.id,
    });
    return message;
}
