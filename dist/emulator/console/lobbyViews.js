import { MESSAGES_SHOWN, usernameOf } from './peopleViews.js';
/** The lobbies page. */
export function lobbiesView(sources) {
    const { ctx } = sources;
    const connected = new Set(sources.gateway
        .sessions()
        .filter((session) => session.connected)
        .map((session) => `${session.applicationId}:${session.userId}`));
    const lobbyOf = (lobby) => {
        const messages = ctx.store.messages.get(lobby.id) ?? [];
        return {
            id: lobby.id,
            applicationId: lobby.applicationId,
            metadata: lobby.metadata,
            createdAt: lobby.createdAt,
            emptySince: lobby.emptySince,
            idleTimeoutSeconds: lobby.idleTimeoutSeconds,
            linkedChannel: lobby.linkedChannel
                ? { id: lobby.linkedChannel.id, name: lobby.linkedChannel.name }
                : null,
            members: lobby.members.map((member) => ({
                id: member.id,
                username: usernameOf(ctx, member.id),
                metadata: member.metadata,
                connected: connected.has(`${lobby.applicationId}:${member.id}`),
            })),
            messageCount: messages.length,
            messages: messages.slice(-MESSAGES_SHOWN).map((message) => ({
                id: message.id,
                author: usernameOf(ctx, message.authorId),
                content: message.content,
                createdAt: message.createdAt,
            })),
        };
    };
    return { lobbies: [...ctx.store.lobbies.values()].map(lobbyOf) };
}
