import { channelMessages } from './state.js';
/** Messages kept per channel: the oldest go first (a guild channel's history is not the point here). */
export const CHANNEL_MESSAGES_KEPT = 1000;
/** Stores a message in the channel and records CHANNEL_MESSAGE_CREATE. */
export function addChannelMessage(ctx, channel, authorId, content, fromLobby, tts = false) {
    const message = {
        id: ctx.ids.next(),
        channelId: channel.id,
        guildId: channel.guildId,
        authorId,
        content,
        createdAt: ctx.clock.now(),
        ...(fromLobby === undefined ? {} : { fromLobby }),
        ...(tts ? { tts } : {}),
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
export function editChannelMessage(ctx, message, content) {
    message.content = content;
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
