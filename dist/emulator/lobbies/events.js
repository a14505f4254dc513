import { stringList, } from '../gatewayEvents.js';
import { lobbyVoiceStates, lobbyVoiceStateWire } from '../voiceWire.js';
import { publicUser } from '../wire.js';
import { MemberIdLists } from './memberIds.js';
import { lobbyWire, memberWire, messageWire } from './wire.js';
/** The lobbies domain's event routes; `lists` shares each lobby's recipient list between its events. */
export function lobbyEvents(lists = new MemberIdLists()) {
    const memberIds = (lobby) => lists.of(lobby);
    return {
        LOBBY_UPDATE: (ctx, event, connected) => {
            const lobby = storedLobby(ctx, event.data);
            if (!lobby)
                return [];
            return [lobbyDelivery('LOBBY_UPDATE', memberIds(lobby), () => gatewayLobby(ctx, lobby, connected))];
        },
        LOBBY_DELETE: (_ctx, event) => {
            const ids = stringList(event.data.member_ids);
            const gone = deleted(event);
            return gone ? [lobbyDelivery('LOBBY_DELETE', ids, () => gone)] : [];
        },
        LOBBY_MEMBER_ADD: memberRoute(memberIds, memberDeliveries),
        LOBBY_MEMBER_UPDATE: memberRoute(memberIds, memberDeliveries),
        LOBBY_MEMBER_REMOVE: memberRoute(memberIds, removalDeliveries),
        LOBBY_MESSAGE_CREATE: (ctx, event) => messageDeliveries(ctx, event, memberIds),
        LOBBY_MESSAGE_UPDATE: (ctx, event) => messageDeliveries(ctx, event, memberIds),
        LOBBY_MESSAGE_DELETE: (ctx, event) => {
            const lobby = storedLobby(ctx, event.data);
            const messageId = event.data.message_id;
            if (!lobby || typeof messageId !== 'string')
                return [];
            const d = { id: messageId, lobby_id: lobby.id, channel_id: lobby.id };
            return [lobbyDelivery('LOBBY_MESSAGE_DELETE', memberIds(lobby), () => d)];
        },
    };
}
/** A lobby as dispatched (and listed in READY): its members with `connected` and their public user. */
export function gatewayLobby(ctx, lobby, connected) {
    const wire = lobbyWire(lobby);
    const members = lobby.members.map((member) => gatewayMember(ctx, lobby, member, connected));
    // The call's voice states only while it runs (our design: VOICE.md §3.4 lists the field, not when).
    const inCall = lobbyVoiceStates(ctx, lobby.id);
    if (inCall.length === 0)
        return { ...wire, members };
    return { ...wire, members, voice_states: inCall.map((state) => lobbyVoiceStateWire(state)) };
}
/** A member as dispatched: with `connected` and, while the account exists, its public user. */
export function gatewayMember(ctx, lobby, member, connected) {
    const user = ctx.store.users.get(member.id);
    return {
        ...memberWire(member),
        connected: connected(lobby.applicationId, member.id),
        ...(user === undefined ? {} : { user: publicUser(user) }),
    };
}
function lobbyDelivery(t, userIds, data) {
    return { t, userIds, audience: 'lobbies', data };
}
function messageDeliveries(ctx, event, memberIds) {
    const lobby = storedLobby(ctx, event.data);
    const message = lobby && storedMessage(ctx, lobby.id, event.data.message_id);
    if (!lobby || !message)
        return [];
    const t = event.type === 'LOBBY_MESSAGE_CREATE' ? 'LOBBY_MESSAGE_CREATE' : 'LOBBY_MESSAGE_UPDATE';
    return [
        lobbyDelivery(t, memberIds(lobby), () => messageWire(message, ctx.store.users.get(message.authorId))),
    ];
}
/** The route of a LOBBY_MEMBER_* event: nothing when its lobby is gone or it names no user. */
function memberRoute(memberIds, deliveries) {
    return (ctx, event, connected) => {
        const lobby = storedLobby(ctx, event.data);
        const userId = event.data.user_id;
        if (!lobby || typeof userId !== 'string')
            return [];
        return deliveries({ ctx, type: event.type, lobby, userId, connected, memberIds });
    };
}
function memberDeliveries({ ctx, type, lobby, userId, connected, memberIds }) {
    const member = lobby.members.find((m) => m.id === userId);
    if (!member)
        return [];
    const memberData = () => ({
        lobby_id: lobby.id,
        member: gatewayMember(ctx, lobby, member, connected),
    });
    if (type === 'LOBBY_MEMBER_UPDATE')
        return [lobbyDelivery('LOBBY_MEMBER_UPDATE', memberIds(lobby), memberData)];
    const others = memberIds(lobby).filter((id) => id !== member.id);
    return [
        lobbyDelivery('LOBBY_CREATE', [member.id], () => gatewayLobby(ctx, lobby, connected)),
        lobbyDelivery('LOBBY_MEMBER_ADD', others, memberData),
    ];
}
function removalDeliveries({ lobby, userId, connected, memberIds }) {
    const gone = { id: lobby.id, application_id: lobby.applicationId };
    const removed = () => ({
        lobby_id: lobby.id,
        member: { id: userId, metadata: null, flags: 0, connected: connected(lobby.applicationId, userId) },
    });
    return [
        lobbyDelivery('LOBBY_DELETE', [userId], () => gone),
        lobbyDelivery('LOBBY_MEMBER_REMOVE', memberIds(lobby), removed),
    ];
}
function storedLobby(ctx, data) {
    return typeof data.lobby_id === 'string' ? ctx.store.lobbies.get(data.lobby_id) : undefined;
}
/** A lobby message by id: messages are appended, so a new one is found from the end at once. */
function storedMessage(ctx, lobbyId, messageId) {
    const list = ctx.store.messages.get(lobbyId) ?? [];
    for (let i = list.length - 1; i >= 0; i--)
        if (list[i]?.id === messageId)
            return list[i];
    return undefined;
}
function deleted(event) {
    const lobbyId = event.data.lobby_id;
    if (typeof lobbyId !== 'string' || event.applicationId === null)
        return undefined;
    return { id: lobbyId, application_id: event.applicationId };
}
