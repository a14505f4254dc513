/**
 * The lobbies domain's part of READY: the lobbies of the application the user is in (lobby scopes only),
 * found through the membership index. A lobby of up to {@link Limits.LOBBY_READY_MEMBERS_MAX} members is
 * listed whole; a larger one with the user's own membership and `member_count` only, so READY does not
 * grow with lobby size (the service family's `large_threshold`; docs/emulator-domains.md). The SDK
 * fetches a large lobby's members itself (`GET /lobbies/{id}`).
 */
import type { GatewayLobby } from '../../model/gateway.js';
import { Limits } from '../../model/limits.js';
import type { ReadyParts } from '../gatewayEvents.js';
import { gatewayLobby, gatewayMember } from './events.js';
import type { LobbyMembership } from './membership.js';
import { lobbyWire } from './wire.js';

export function lobbyReady(membership: LobbyMembership): ReadyParts {
  return {
    lobbies: (ctx, session, connected) => {
      const lobbies: GatewayLobby[] = [];
      if (!session.sees.lobbies) return lobbies;
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
