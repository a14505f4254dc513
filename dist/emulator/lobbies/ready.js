import { Limits } from '../../model/limits.js';
import { gatewayLobby, gatewayMember } from './events.js';
import { lobbyWire } from './wire.js';
export function lobbyReady(membership) {
    return {
        lobbies: (ctx, session, connected) => {
            const lobbies = [];
            if (!session.sees.lobbies)
                return lobbies;
            for (const lobby of membership.lobbiesOf(session.userId, session.applicationId)) {
                if (lobby.members.length <= Limits.LOBBY_READY_MEMBERS_MAX) {
                    lobbies.push(gatewayLobby(ctx, lobby, connected));
                    continue;
                }
                const own = lobby.members.filter((member) => member.id === session.userId);
                lobbies.push({
                    ...lobbyWire({ ...lobby, members: [] }),
                    members: own.map((member) => gatewayMember(ctx, lobby, member, connected)),
                    member_count: lobby.members.length,
                });
            }
            return lobbies;
        },
    };
}
