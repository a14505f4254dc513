/**
 * Messages of guild text channels: what a guild member (or a bot) posts there, and what a linked lobby
 * mirrors into it. Each new message records CHANNEL_MESSAGE_CREATE (`channel_id`, `message_id`); the
 * linked-channel domain follows it to mirror the message into the lobby. An edit records
 * CHANNEL_MESSAGE_UPDATE, a deletion CHANNEL_MESSAGE_DELETE (with `guild_id`: the message is gone);
 * bots' sessions receive all three (guilds/events.ts).
 */
import { ChannelType } from '../../model/enums.js';
import { hasAllPermissions, PermissionFlags } from '../../model/permissions.js';
import { ApiError, Errors } from '../errors.js';
import { keptFields, repeatedSend } from '../messageNonce.js';
import { permissionsIn } from './permissions.js';
import { channelMessages } from './state.js';
/** Messages kept per channel: the oldest go first (a guild channel's history is not the point here). */
export const CHANNEL_MESSAGES_KEPT = 1000;
/**
 * Stores a message in the channel and records CHANNEL_MESSAGE_CREATE, with the body's kept fields
 * (rules/messageFields.ts). A send with `enforce_nonce` that repeats one of the last five minutes returns
 * that message and stores nothing; a reply to a message the channel does not hold is refused (400 50035
 * on `message_reference.message_id`) unless `fail_if_not_exists` is false (then it is no reply).
 */
export function addChannelMessage(ctx, channel, authorId, content, fromLobby, tts = false, fields) {
    const kept = channelMessages(ctx.store).get(channel.id) ?? [];
    const repeated = repeatedSend(kept, authorId, fields, ctx.clock.now());
    if (repeated !== undefined)
        return repeated;
    const reference = fields?.messageReference;
    const replyTo = reference !== undefined && kept.some((m) => m.id === reference.messageId)
        ? reference.messageId
        : undefined;
    if (reference !== undefined && replyTo === undefined && reference.failIfNotExists)
        throw new ApiError(400, 50035, 'Invalid Form Body', {
            message_reference: {
                message_id: {
                    _errors: [{ code: 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE', message: 'Unknown message' }],
                },
            },
        });
    const message = {
        id: ctx.ids.next(),
        channelId: channel.id,
        guildId: channel.guildId,
        authorId,
        content,
        createdAt: ctx.clock.now(),
        ...(fromLobby === undefined ? {} : { fromLobby }),
        ...(tts ? { tts } : {}),
        ...keptFields(fields),
        ...(fields?.allowedMentions === undefined ? {} : { allowedMentions: fields.allowedMentions }),
        ...(fields?.embeds === undefined ? {} : { embeds: fields.embeds }),
        ...(fields?.components === undefined ? {} : { components: fields.components }),
        ...(replyTo === undefined ? {} : { replyTo }),
    };
    const all = channelMessages(ctx.store);
    const list = all.get(channel.id) ?? [];
    list.push(message);
    if (list.length > CHANNEL_MESSAGES_KEPT)
        list.splice(0, list.length - CHANNEL_MESSAGES_KEPT);
    all.set(channel.id, list);
    ctx.events.record('CHANNEL_MESSAGE_CREATE', fromLobby?.applicationId ?? null, {
        channel_id: channel.id,
        message_id: message.id,
    });
    return message;
}
/** The newest `limit` messages of a channel, newest first. */
export function recentChannelMessages(ctx, channelId, limit) {
    const list = channelMessages(ctx.store).get(channelId) ?? [];
    return list.slice(-limit).reverse();
}
/** A channel message by id. */
export function channelMessage(ctx, channelId, messageId) {
    const list = channelMessages(ctx.store).get(channelId) ?? [];
    for (let i = list.length - 1; i >= 0; i--)
        if (list[i]?.id === messageId)
            return list[i];
    return undefined;
}
/** Replaces a message's content and records CHANNEL_MESSAGE_UPDATE. */
export function editChannelMessage(ctx, message, content, fields) {
    // Empty only when the edit gave embeds or components alone: the text stays.
    if (content !== '')
        message.content = content;
    // What the edit gives replaces what was kept (rules/messageFields.ts: the edit body's fields).
    if (fields?.flags !== undefined)
        message.flags = fields.flags;
    if (fields?.allowedMentions !== undefined)
        message.allowedMentions = fields.allowedMentions;
    if (fields?.embeds !== undefined)
        message.embeds = fields.embeds;
    if (fields?.components !== undefined)
        message.components = fields.components;
    message.editedAt = ctx.clock.now();
    ctx.events.record('CHANNEL_MESSAGE_UPDATE', null, {
        channel_id: message.channelId,
        message_id: message.id,
    });
    return message;
}
/** Removes a message and records CHANNEL_MESSAGE_DELETE. */
export function deleteChannelMessage(ctx, message) {
    const list = channelMessages(ctx.store).get(message.channelId) ?? [];
    const at = list.findIndex((m) => m.id === message.id);
    if (at >= 0)
        list.splice(at, 1);
    ctx.events.record('CHANNEL_MESSAGE_DELETE', null, {
        channel_id: message.channelId,
        message_id: message.id,
        guild_id: message.guildId,
    });
}
/** A guild text channel the user is a member of the guild of, and holds `needed` in; the service's errors otherwise. */
export function textChannel(ctx, channelId, userId, needed) {
    const channel = ctx.store.channels.get(channelId);
    if (!channel)
        throw Errors.unknownChannel();
    if (!ctx.store.member(channel.guildId, userId))
        throw Errors.missingAccess();
    const bits = permissionsIn(ctx, channel.guildId, userId, channel);
    if (!hasAllPermissions(bits, PermissionFlags.VIEW_CHANNEL))
        throw Errors.missingAccess();
    if (channel.type !== ChannelType.GUILD_TEXT)
        throw Errors.wrongChannelType();
    if (!hasAllPermissions(bits, needed))
        throw Errors.missingPermissions();
    return channel;
}
