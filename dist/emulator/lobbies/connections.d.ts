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
/**
 * The listener to subscribe on the bus. Subscribe it after every other listener of
 * `GATEWAY_USER_CONNECTION` (emulator.ts does): the member updates then follow whatever the connection
 * itself caused (the presence updates), as they did when the gateway recorded them itself.
 */
export declare function memberConnectionUpdates(ctx: EmulatorContext, membership: LobbyMembership): EventListener;
