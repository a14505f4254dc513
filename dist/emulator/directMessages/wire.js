import { messageTail } from '../wire.js';
import { DM_CHANNEL_TYPE, EPHEMERAL_DM_CHANNEL_TYPE, ephemeralChannelFor } from './ephemeral.js';
/** The `disclosure_type` of the disclosure message (`MessageDataVisibleOnDiscord`; disclosure.ts). */
export const MESSAGE_DATA_VISIBLE_ON_DISCORD = 3;
/** `message` as `viewerId` (its author or its recipient) sees it. */
export function directMessageWire(ctx, message, viewerId) {
    const ephemeral = message.ephemeral === true;
    const out = {
        id: message.id,
        type: 0,
        content: message.content,
        channel_id: ephemeral
            ? ephemeralChannelFor(viewerId, message.authorId, message.recipientId)
            : message.channelId,
        channel_type: ephemeral ? EPHEMERAL_DM_CHANNEL_TYPE : DM_CHANNEL_TYPE,
        recipient_id: message.recipientId,
        ...messageTail(message, ctx.store.users.get(message.authorId), message.editedAt),
        // The message object's required fields (openapi.json MessageResponse), on every copy: a game's
        // message has none of them; a message from the Discord app may fill some (its extras, below).
        mentions: [],
        mention_roles: [],
        mention_everyone: false,
        attachments: [],
        embeds: [],
        components: [],
        pinned: false,
        tts: message.tts === true,
    };
    if (message.metadata)
        out.metadata = message.metadata;
    // What the send set (rules/messageFields.ts); a Discord message's own flags come with its extras below.
    if (message.flags !== undefined)
        out.flags = message.flags;
    if (message.nonce !== undefined)
        out.nonce = message.nonce;
    if (message.disclosure)
        out.disclosure_type = MESSAGE_DATA_VISIBLE_ON_DISCORD;
    if (message.extras)
        Object.assign(out, structuredClone(message.extras));
    // A message from the Discord app was not sent through any application.
    if (message.fromDiscord)
        delete out.application_id;
    if (message.activity)
        out.activity = { ...message.activity };
    return out;
}
