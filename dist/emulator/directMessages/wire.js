import { messageTail } from '../wire.js';
export function directMessageWire(ctx, message) {
    const out = {
        id: message.id,
        type: 0,
        content: message.content,
        channel_id: message.channelId,
        recipient_id: message.recipientId,
        ...messageTail(message, ctx.store.users.get(message.authorId), message.editedAt),
    };
    if (message.metadata)
        out.metadata = message.metadata;
    if (message.activity)
        out.activity = { ...message.activity };
    return out;
}
