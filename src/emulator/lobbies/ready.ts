/** The lobbies domain's part of READY: the lobbies of the application the user is in (lobby scopes only). */
import type { GatewayLobby } from '../../model/gateway.js';
import type { ReadyParts } from '../gatewayEvents.js';
import { gatewayLobby } from './events.js';

export const lobbyReady: ReadyParts = {
  lobbies: (ctx, session, connected) => {
    const lobbies: GatewayLobby[] = [];
    if (!session.sees.lobbies) return lobbies;
    for (const lobby of ctx.store.lobbies.values())
      if (lobby.applicationId === session.applicationId && lobby.members.some((m) => m.id === session.userId))
        lobbies.push(gatewayLobby(ctx, lobby, connected));
    return lobbies;
  },
};
