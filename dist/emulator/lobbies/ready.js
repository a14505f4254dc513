import { gatewayLobby } from './events.js';
export const lobbyReady = {
    lobbies: (ctx, session, connected) => {
        const lobbies = [];
        if (!session.sees.lobbies)
            return lobbies;
        for (const lobby of ctx.store.lobbies.values())
            if (lobby.applicationId === session.applicationId && lobby.members.some((m) => m.id === session.userId))
                lobbies.push(gatewayLobby(ctx, lobby, connected));
        return lobbies;
    },
};
