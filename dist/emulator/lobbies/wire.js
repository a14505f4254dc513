import { messageTail } from '../wire.js';
export function memberWire(member) {
    const out = { id: member.id, metadata: member.metadata, flags: member.flags };
    if (member.additionalName !== undefined)
        out.additional_name = member.additionalName;
    return out;
}
export function lobbyWire(lobby, viewer = 'member') {
    return {
        id: lobby.id,
        application_id: lobby.applicationId,
        metadata: lobby.metadata,
        members: lobby.members.map(memberWire),
        flags: lobby.flags,
        ...(lobby.linkedChannel
            ? {
                linked_channel: {
                    id: lobby.linkedChannel.id,
                    guild_id: lobby.linkedChannel.guildId,
                    name: lobby.linkedChannel.name,
                    type: 0,
                    flags: 0,
                    position: lobby.linkedChannel.position,
                },
            }
            : {}),
        // The app's own setting, shown to the app (its bot) only: a member has no use for where the app's
        // webhooks go, and the URL may name the app's backend.
        ...(viewer === 'app' ? { override_event_webhooks_url: lobby.overrideEventWebhooksUrl ?? null } : {}),
    };
}
/** A message with its author as now stored (`author`: undefined once the account was removed). */
export function messageWire(message, author) {
    const out = {
        id: message.id,
        type: 0,
        content: message.content,
        lobby_id: message.lobbyId,
        channel_id: message.lobbyId,
        ...messageTail(message, author, null),
    };
    if (message.metadata)
        out.metadata = message.metadata;
    // What the send set (rules/messageFields.ts): echoed as the service's message object carries them.
    if (message.flags !== undefined)
        out.flags = message.flags;
    if (message.nonce !== undefined)
        out.nonce = message.nonce;
    if (message.tts === true)
        out.tts = true;
    if (message.additionalName !== undefined)
        out.lobby_member = { additional_name: message.additionalName };
    return out;
}
