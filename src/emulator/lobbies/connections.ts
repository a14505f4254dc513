/**
 * Members' connection state in their lobbies: when the gateway says whether a user is connected to an
 * application changed (`GATEWAY_USER_CONNECTION`, `user_id`, `connected`), each lobby of that application
 * the user is in records `LOBBY_MEMBER_UPDATE` with `connected`, which events.ts dispatches to the lobby's
 * members: what keeps the C++ library's `LobbyMemberHandle::Connected()` current and fires its
 * member-updated callback. The lobbies come from the membership index (membership.ts), so an arrival costs
 * the user's own lobbies, never a scan of every lobby.
 */
import type { EmulatorContext } from '../context.js';
import type { EventListener } from '../events.js';
import type { LobbyMembership } from './membership.js';

/** The gateway's event this follows. */
const USER_CONNECTION_EVENT = 'GATEWAY_USER_CONNECTION';

/**
 * The listener to subscribe on the bus. Subscribe it after every other listener of
 * `GATEWAY_USER_CONNECTION` (emulator.ts does): the member updates then follow whatever the connection
 * itself caused (the presence updates), as they did when the gateway recorded them itself.
 */
export function memberConnectionUpdates(ctx: EmulatorContext, membership: LobbyMembership): EventListener {
  return (event) => {
    if (event.type !== USER_CONNECTION_EVENT || event.applicationId === null) return;
    const { user_id: userId, connected } = event.data;
    if (typeof userId !== 'string' || typeof connected !== 'boolean') return;
    for (const lobby of membership.lobbiesOf(userId, event.applicationId))
      ctx.events.record('LOBBY_MEMBER_UPDATE', event.applicationId, {
        lobby_id: lobby.id,
        user_id: userId,
        connected,
      });
  };
}
