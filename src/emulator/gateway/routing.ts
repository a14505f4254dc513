/**
 * From an event on the bus to dispatches: which users see it, under which name, with which data. Each
 * event goes only to the sessions that may see it: the members of its lobby, the two users of a direct
 * message. A domain that wants its changes on the gateway only records an event with the data below;
 * it never calls the gateway.
 *
 * What each event's data must hold (ids are snowflake strings):
 * - `LOBBY_UPDATE`, `LOBBY_MEMBER_UPDATE`: `lobby_id` (and `user_id` for a member); the lobby as stored.
 * - `LOBBY_MEMBER_ADD`: `lobby_id`, `user_id`. The new member gets `LOBBY_CREATE` (the lobby as it now
 *   is: it has just appeared for them), the others `LOBBY_MEMBER_ADD`.
 * - `LOBBY_MEMBER_REMOVE`: `lobby_id`, `user_id`. The removed user gets `LOBBY_DELETE`, the others
 *   `LOBBY_MEMBER_REMOVE`.
 * - `LOBBY_DELETE`: `lobby_id`, `member_ids` (the lobby is gone from the store by then).
 * - `LOBBY_CREATE`: nothing is dispatched: a lobby is seen by its members, and each member's arrival
 *   already dispatched `LOBBY_CREATE` to them.
 * - `LOBBY_MESSAGE_CREATE`, `LOBBY_MESSAGE_UPDATE`: `lobby_id`, `message_id` (the message as stored).
 * - `LOBBY_MESSAGE_DELETE`: `lobby_id`, `message_id`.
 * - `MESSAGE_CREATE`, `MESSAGE_UPDATE` (direct messages): `user_ids` (the two users) and `message` (a
 *   `DirectMessage`, as the gateway sends it). `MESSAGE_DELETE`: `user_ids`, `message_id`, `channel_id`.
 */

import type {
  GatewayEventName,
  GatewayLobby,
  GatewayLobbyMember,
  LobbyDeleteData,
  LobbyMemberEventData,
} from '../../model/gateway.js';
import type { EmulatorContext } from '../context.js';
import { lobbyWire, memberWire, messageWire } from '../lobbies/wire.js';
import type { EventRecord, LobbyMemberRecord, LobbyRecord } from '../records.js';
import { publicUser } from '../wire.js';

/** Which kind of session may see a dispatch. */
export type Audience = 'lobbies' | 'directMessages';

/** One dispatch of an event to some users (their sessions of the event's application). */
export interface Delivery {
  readonly t: GatewayEventName;
  readonly userIds: readonly string[];
  readonly audience: Audience;
  /** The data, built only when some recipient has a session. */
  readonly data: () => unknown;
}

/** Whether a user has a live gateway session with an application. */
export type IsConnected = (applicationId: string, userId: string) => boolean;

/** The dispatches an event causes (none for events the gateway does not carry). */
export function deliveriesOf(ctx: EmulatorContext, event: EventRecord, connected: IsConnected): Delivery[] {
  const data = event.data;
  switch (event.type) {
    case 'LOBBY_UPDATE': {
      const lobby = storedLobby(ctx, data);
      if (!lobby) return [];
      return [lobbyDelivery('LOBBY_UPDATE', memberIds(lobby), () => gatewayLobby(ctx, lobby, connected))];
    }
    case 'LOBBY_DELETE': {
      const ids = stringList(data.member_ids);
      const gone = deleted(data, event);
      return gone ? [lobbyDelivery('LOBBY_DELETE', ids, () => gone)] : [];
    }
    case 'LOBBY_MEMBER_ADD':
    case 'LOBBY_MEMBER_UPDATE':
      return memberDeliveries(ctx, event, connected);
    case 'LOBBY_MEMBER_REMOVE':
      return removalDeliveries(ctx, event, connected);
    case 'LOBBY_MESSAGE_CREATE':
    case 'LOBBY_MESSAGE_UPDATE': {
      const lobby = storedLobby(ctx, data);
      const message = lobby && storedMessage(ctx, lobby.id, data.message_id);
      if (!lobby || !message) return [];
      return [
        lobbyDelivery(event.type, memberIds(lobby), () =>
          messageWire(message, ctx.store.users.get(message.authorId)),
        ),
      ];
    }
    case 'LOBBY_MESSAGE_DELETE': {
      const lobby = storedLobby(ctx, data);
      if (!lobby || typeof data.message_id !== 'string') return [];
      const d = { id: data.message_id, lobby_id: lobby.id, channel_id: lobby.id };
      return [lobbyDelivery('LOBBY_MESSAGE_DELETE', memberIds(lobby), () => d)];
    }
    case 'MESSAGE_CREATE':
    case 'MESSAGE_UPDATE': {
      const ids = stringList(data.user_ids);
      const message = data.message;
      if (ids.length === 0 || typeof message !== 'object' || message === null) return [];
      return [{ t: event.type, userIds: ids, audience: 'directMessages', data: () => message }];
    }
    case 'MESSAGE_DELETE': {
      const ids = stringList(data.user_ids);
      if (ids.length === 0 || typeof data.message_id !== 'string' || typeof data.channel_id !== 'string')
        return [];
      const d = { id: data.message_id, channel_id: data.channel_id };
      return [{ t: 'MESSAGE_DELETE', userIds: ids, audience: 'directMessages', data: () => d }];
    }
    default:
      return [];
  }
}

/** A lobby as dispatched: its members with `connected` and their public user. */
export function gatewayLobby(ctx: EmulatorContext, lobby: LobbyRecord, connected: IsConnected): GatewayLobby {
  const wire = lobbyWire(lobby);
  return { ...wire, members: lobby.members.map((member) => gatewayMember(ctx, lobby, member, connected)) };
}

function gatewayMember(
  ctx: EmulatorContext,
  lobby: LobbyRecord,
  member: LobbyMemberRecord,
  connected: IsConnected,
): GatewayLobbyMember {
  const user = ctx.store.users.get(member.id);
  return {
    ...memberWire(member),
    connected: connected(lobby.applicationId, member.id),
    ...(user === undefined ? {} : { user: publicUser(user) }),
  };
}

function lobbyDelivery(t: GatewayEventName, userIds: readonly string[], data: () => unknown): Delivery {
  return { t, userIds, audience: 'lobbies', data };
}

function memberDeliveries(ctx: EmulatorContext, event: EventRecord, connected: IsConnected): Delivery[] {
  const lobby = storedLobby(ctx, event.data);
  const userId = event.data.user_id;
  const member = lobby?.members.find((m) => m.id === userId);
  if (!lobby || !member) return [];
  const memberData = (): LobbyMemberEventData => ({
    lobby_id: lobby.id,
    member: gatewayMember(ctx, lobby, member, connected),
  });
  if (event.type === 'LOBBY_MEMBER_UPDATE')
    return [lobbyDelivery('LOBBY_MEMBER_UPDATE', memberIds(lobby), memberData)];
  const others = memberIds(lobby).filter((id) => id !== member.id);
  return [
    lobbyDelivery('LOBBY_CREATE', [member.id], () => gatewayLobby(ctx, lobby, connected)),
    lobbyDelivery('LOBBY_MEMBER_ADD', others, memberData),
  ];
}

function removalDeliveries(ctx: EmulatorContext, event: EventRecord, connected: IsConnected): Delivery[] {
  const lobby = storedLobby(ctx, event.data);
  const userId = event.data.user_id;
  if (!lobby || typeof userId !== 'string') return [];
  const gone: LobbyDeleteData = { id: lobby.id, application_id: lobby.applicationId };
  const removed = (): LobbyMemberEventData => ({
    lobby_id: lobby.id,
    member: { id: userId, metadata: null, flags: 0, connected: connected(lobby.applicationId, userId) },
  });
  return [
    lobbyDelivery('LOBBY_DELETE', [userId], () => gone),
    lobbyDelivery('LOBBY_MEMBER_REMOVE', memberIds(lobby), removed),
  ];
}

function storedLobby(ctx: EmulatorContext, data: Record<string, unknown>): LobbyRecord | undefined {
  return typeof data.lobby_id === 'string' ? ctx.store.lobbies.get(data.lobby_id) : undefined;
}

/** A lobby message by id: messages are appended, so a new one is found from the end at once. */
function storedMessage(ctx: EmulatorContext, lobbyId: string, messageId: unknown) {
  const list = ctx.store.messages.get(lobbyId) ?? [];
  for (let i = list.length - 1; i >= 0; i--) if (list[i]?.id === messageId) return list[i];
  return undefined;
}

function deleted(data: Record<string, unknown>, event: EventRecord): LobbyDeleteData | undefined {
  if (typeof data.lobby_id !== 'string' || event.applicationId === null) return undefined;
  return { id: data.lobby_id, application_id: event.applicationId };
}

const memberIds = (lobby: LobbyRecord): string[] => lobby.members.map((member) => member.id);

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
