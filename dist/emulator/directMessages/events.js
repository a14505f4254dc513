/**
 * The direct-messages domain on the gateway: each MESSAGE_* event goes to the conversation's two users
 * (sessions with a direct-message scope). What each event's data holds when recorded (conversations.ts):
 * - `MESSAGE_CREATE`, `MESSAGE_UPDATE`: `user_ids` (the two users) and `message` (a `DirectMessage`, as
 *   the gateway sends it).
 * - `MESSAGE_DELETE`: `user_ids`, `message_id`, `channel_id`, and for an ephemeral message
 *   `ephemeral_author_id` (its author: each user's channel is then the other user).
 * An ephemeral message (channel type 18) has a channel id per user, the other user's id (ephemeral.ts):
 * each user gets a dispatch of their own.
 * A message to the application's bot also goes to the bot's sessions with DIRECT_MESSAGES (docs/bots.md).
 */
import { GatewayIntentBits } from '../../model/intents.js';
import { stringList } from '../gatewayEvents.js';
import { EPHEMERAL_DM_CHANNEL_TYPE, ephemeralChannelFor } from './ephemeral.js';
export const directMessageEvents = {
    MESSAGE_CREATE: messageDeliveries,
    MESSAGE_UPDATE: messageDeliveries,
    MESSAGE_DELETE: (_ctx, event) => {
        const { data } = event;
        const ids = stringList(data.user_ids);
        if (ids.length === 0 || typeof data.message_id !== 'string' || typeof data.channel_id !== 'string')
            return [];
        const { message_id: id, channel_id: channelId } = data;
        if (typeof data.ephemeral_author_id !== 'string') {
            const d = { id, channel_id: channelId };
            return [{ t: 'MESSAGE_DELETE', userIds: ids, audience: 'directMessages', data: () => d }];
        }
        const [a, b] = ids;
        const authorId = data.ephemeral_author_id;
        const recipientId = authorId === a ? b : a;
        return ids.map((userId) => {
            const d = { id, channel_id: ephemeralChannelFor(userId, authorId, recipientId) };
            return { t: 'MESSAGE_DELETE', userIds: [userId], audience: 'directMessages', data: () => d };
        });
    },
};
function messageDeliveries(ctx, event) {
    const ids = stringList(event.data.user_ids);
    const message = event.data.message;
    if (ids.length === 0 || typeof message !== 'object' || message === null)
        return [];
    const t = event.type === 'MESSAGE_CREATE' ? 'MESSAGE_CREATE' : 'MESSAGE_UPDATE';
    const wire = message;
    const out = [];
    if (wire.channel_type !== EPHEMERAL_DM_CHANNEL_TYPE) {
        out.push({ t, userIds: ids, audience: 'directMessages', data: () => message });
    }
    else {
        const authorId = wire.author?.id;
        const recipientId = wire.recipient_id;
        if (typeof authorId !== 'string' || typeof recipientId !== 'string')
            return [];
        for (const userId of ids) {
            const d = { ...wire, channel_id: ephemeralChannelFor(userId, authorId, recipientId) };
            out.push({ t, userIds: [userId], audience: 'directMessages', data: () => d });
        }
    }
    // A player writing to the application's bot: its sessions get the message as a DM (channel type 1,
    // what discord.js reads to place it), with its content (MESSAGE_CONTENT does not apply to DMs).
    const botUserId = ctx.store.applications.get(event.applicationId ?? '')?.botUserId;
    if (botUserId !== undefined && ids.includes(botUserId))
        out.push({
            t,
            userIds: [botUserId],
            audience: 'bots',
            intents: { all: GatewayIntentBits.DirectMessages },
            data: () => ({ ...message, channel_type: 1 }),
        });
    return out;
}
