/**
 * The lobbies domain on the gateway: who sees each LOBBY_* event, under which name, with which data.
 * Each event goes only to the lobby's members (sessions with a lobby scope). What each event's data holds
 * when recorded on the bus (ids are snowflake strings):
 * - `LOBBY_UPDATE`, `LOBBY_MEMBER_UPDATE`: `lobby_id` (and `user_id` for a member); the lobby as stored.
 * - `LOBBY_MEMBER_ADD`: `lobby_id`, `user_id`. The new member gets `LOBBY_CREATE` (the lobby as it now
 *   is: it has just appeared for them), the others `LOBBY_MEMBER_ADD`.
 * - `LOBBY_MEMBER_REMOVE`: `lobby_id`, `user_id`. The removed user gets `LOBBY_DELETE`, the others
 *   `LOBBY_MEMBER_REMOVE`.
 * - `LOBBY_DELETE`: `lobby_id`, `member_ids` (the lobby is gone from the store by then).
 * - `LOBBY_CREATE`: nothing is dispatched (not in the table): a lobby is seen by its members, and each
 *   member's arrival already dispatched `LOBBY_CREATE` to them.
 * - `LOBBY_MESSAGE_CREATE`, `LOBBY_MESSAGE_UPDATE`: `lobby_id`, `message_id` (the message as stored).
 * - `LOBBY_MESSAGE_DELETE`: `lobby_id`, `message_id`.
 */
import type { GatewayLobby, GatewayLobbyMember } from '../../model/gateway.js';
import type { EmulatorContext } from '../context.js';
import { type EventRoutes, type IsConnected } from '../gatewayEvents.js';
import type { LobbyMemberRecord, LobbyRecord } from '../records.js';
import { MemberIdLists } from './memberIds.js';
/** The lobbies domain's event routes; `lists` shares each lobby's recipient list between its events. */
export declare function lobbyEvents(lists?: MemberIdLists): EventRoutes;
/** A lobby as dispatched (and listed in READY): its members with `connected` and their public user. */
export declare function gatewayLobby(ctx: EmulatorContext, lobby: LobbyRecord, connected: IsConnected): GatewayLobby;
/** A member as dispatched: with `connected` and, while the account exists, its public user. */
export declare function gatewayMember(ctx: EmulatorContext, lobby: LobbyRecord, member: LobbyMemberRecord, connected: IsConnected): GatewayLobbyMember;
