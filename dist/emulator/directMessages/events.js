import { stringList } from '../gatewayEvents.js';
export const directMessageEvents = {
    MESSAGE_CREATE: messageDeliveries,
    MESSAGE_UPDATE: messageDeliveries,
    MESSAGE_DELETE: (_ctx, event) => {
        const { data } = event;
        const ids = stringList(data.user_ids);
        if (ids.length === 0 || typeof data.message_id !== 'string' || typeof data.channel_id !== 'string')
            return [];
        const d = { id: data.message_id, channel_id: data.channel_id };
        return [{ t: 'MESSAGE_DELETE', userIds: ids, audience: 'directMessages', data: () => d }];
    },
};
function messageDeliveries(_ctx, event) {
    const ids = stringList(event.data.user_ids);
    const message = event.data.message;
    if (ids.length === 0 || typeof message !== 'object' || message === null)
        return [];
    const t = event.type === 'MESSAGE_CREATE' ? 'MESSAGE_CREATE' : 'MESSAGE_UPDATE';
    return [{ t, userIds: ids, audience: 'directMessages', data: () => message }];
}
