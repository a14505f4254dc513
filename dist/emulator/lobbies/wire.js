import { messageTail } from '../wire.js';
export function memberWire(member) {
    return { id: member.id, metadata: member.metadata, flags: member.flags };
}
export function lobbyWire(lobby) {
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
    return out;
}
