/**
 * Lobby, lobby member and lobby message routes (FACTS.md "HTTP routes not shown in SERVICE.md"). Server
 * routes (create, modify, members) take a Bot token; client routes (create-or-join, leave, messages) a
 * Bearer token. Bodies are checked before sending.
 */

import type { Transport } from '../http/transport.js';
import type {
  AddLobbyMemberBody,
  BulkLobbyMemberItem,
  CreateLobbyBody,
  CreateOrJoinLobbyBody,
  Lobby,
  LobbyMember,
  LobbyMessage,
  ModifyLobbyBody,
  SendLobbyMessageBody,
} from '../model/index.js';
import { optionKeys } from '../rules/optionKeys.js';
import { type CallOptions, ensureValid, type ParsedSnowflake, type SnowflakeArg } from './call.js';
import {
  checkAddLobbyMemberBody,
  checkBulkLobbyMembersBody,
  checkCreateOrJoinLobbyBody,
  checkLobbyBody,
  checkLobbyMessageBody,
  checkLobbyMessagesLimit,
} from './checks.js';
import { type RouteIds, send, sendForList } from './send.js';

const LOBBIES = '/lobbies';
const LOBBY = '/lobbies/{lobby.id}';
const MEMBER = '/lobbies/{lobby.id}/members/{user.id}';
const ME = '/lobbies/{lobby.id}/members/@me';
const BULK = '/lobbies/{lobby.id}/members/bulk';
const MESSAGES = '/lobbies/{lobby.id}/messages';

/** `POST /lobbies` (Bot): creates a lobby, optionally with up to 25 members. */
export function createLobby(
  transport: Transport,
  body: CreateLobbyBody = {},
  options: CallOptions = {},
): Promise<Lobby> {
  return send(transport, { method: 'POST', route: LOBBIES, body, check: checkLobbyBody, options });
}

/** `PUT /lobbies` (Bearer): creates the lobby for `secret`, or joins it when it exists. */
export function createOrJoinLobby(
  transport: Transport,
  body: CreateOrJoinLobbyBody,
  options: CallOptions = {},
): Promise<Lobby> {
  return send(transport, { method: 'PUT', route: LOBBIES, body, check: checkCreateOrJoinLobbyBody, options });
}

/** `GET /lobbies/{lobby}`. */
export function getLobby(
  transport: Transport,
  lobbyId: SnowflakeArg,
  options: CallOptions = {},
): Promise<Lobby> {
  return send(transport, { method: 'GET', route: LOBBY, ids: { lobbyId }, options });
}

/** `PATCH /lobbies/{lobby}`: changes metadata, members or the idle timeout. */
export function modifyLobby(
  transport: Transport,
  lobbyId: SnowflakeArg,
  body: ModifyLobbyBody,
  options: CallOptions = {},
): Promise<Lobby> {
  return send(transport, {
    method: 'PATCH',
    route: LOBBY,
    ids: { lobbyId },
    body,
    check: checkLobbyBody,
    options,
  });
}

/** `DELETE /lobbies/{lobby}` (idempotent). */
export async function deleteLobby(
  transport: Transport,
  lobbyId: SnowflakeArg,
  options: CallOptions = {},
): Promise<void> {
  await send(transport, { method: 'DELETE', route: LOBBY, ids: { lobbyId }, options });
}

/** `PUT /lobbies/{lobby}/members/{user}`: adds a member or updates its metadata and flags. */
export function addLobbyMember(
  transport: Transport,
  lobbyId: SnowflakeArg,
  userId: SnowflakeArg,
  body: AddLobbyMemberBody = {},
  options: CallOptions = {},
): Promise<LobbyMember> {
  return send(transport, {
    method: 'PUT',
    route: MEMBER,
    ids: { lobbyId, userId },
    body,
    check: checkAddLobbyMemberBody,
    options,
  });
}

/** `DELETE /lobbies/{lobby}/members/{user}`. */
export async function removeLobbyMember(
  transport: Transport,
  lobbyId: SnowflakeArg,
  userId: SnowflakeArg,
  options: CallOptions = {},
): Promise<void> {
  await send(transport, { method: 'DELETE', route: MEMBER, ids: { lobbyId, userId }, options });
}

/** `DELETE /lobbies/{lobby}/members/@me` (Bearer): the current user leaves the lobby. */
export function leaveLobby(
  transport: Transport,
  lobbyId: SnowflakeArg,
  options: CallOptions = {},
): Promise<void> {
  return leave(transport, { ids: { lobbyId } }, options);
}

async function leave(transport: Transport, ids: RouteIds, options: CallOptions): Promise<void> {
  await send(transport, { method: 'DELETE', route: ME, ...ids, options });
}

/** `POST /lobbies/{lobby}/members/bulk`: adds, updates or removes (`remove_member`) 1..25 members. */
export async function bulkUpdateLobbyMembers(
  transport: Transport,
  lobbyId: SnowflakeArg,
  members: readonly BulkLobbyMemberItem[],
  options: CallOptions = {},
): Promise<LobbyMember[]> {
  return sendForList(transport, {
    method: 'POST',
    route: BULK,
    ids: { lobbyId },
    body: members,
    check: checkBulkLobbyMembersBody,
    options,
  });
}

/** `POST /lobbies/{lobby}/messages` (Bearer, member): sends 1..2000 characters. */
export function sendLobbyMessage(
  transport: Transport,
  lobbyId: SnowflakeArg,
  body: SendLobbyMessageBody,
  options: CallOptions = {},
): Promise<LobbyMessage> {
  return postMessage(transport, { ids: { lobbyId } }, body, options);
}

function postMessage(
  transport: Transport,
  ids: RouteIds,
  body: SendLobbyMessageBody,
  options: CallOptions,
): Promise<LobbyMessage> {
  return send(transport, {
    method: 'POST',
    route: MESSAGES,
    ...ids,
    body,
    check: checkLobbyMessageBody,
    options,
  });
}

/** Options of {@link getLobbyMessages}. */
export interface GetLobbyMessagesOptions extends CallOptions {
  /** 1..200; the service's default is 50 (`Limits.LOBBY_MESSAGES_DEFAULT`). */
  limit?: number | undefined;
}

const MESSAGES_KEYS = optionKeys<GetLobbyMessagesOptions>({ signal: true, limit: true });

/** `GET /lobbies/{lobby}/messages?limit=`: the most recent messages, newest first. */
export function getLobbyMessages(
  transport: Transport,
  lobbyId: SnowflakeArg,
  options: GetLobbyMessagesOptions = {},
): Promise<LobbyMessage[]> {
  return recentMessages(transport, { ids: { lobbyId } }, options);
}

async function recentMessages(
  transport: Transport,
  ids: RouteIds,
  options: GetLobbyMessagesOptions,
): Promise<LobbyMessage[]> {
  const { limit } = options;
  const request = { method: 'GET', route: MESSAGES } as const;
  ensureValid(request, 'limit', limit === undefined ? [] : checkLobbyMessagesLimit(limit));
  return sendForList(transport, {
    ...request,
    ...ids,
    query: limit === undefined ? undefined : { limit },
    options,
    optionKeys: MESSAGES_KEYS,
  });
}

/**
 * The lobby calls of the `Client`'s road, with a lobby id it parsed at its edge (`snowflakeArgument` of
 * call.ts): the same requests and checks as the public functions, without parsing the id a second time.
 * Internal to the SDK; the package exports the public functions above.
 *
 * @internal
 */
export const parsedLobbyCalls = {
  leave: (transport: Transport, lobbyId: ParsedSnowflake, options: CallOptions): Promise<void> =>
    leave(transport, { parsedIds: { lobbyId } }, options),
  sendMessage: (
    transport: Transport,
    lobbyId: ParsedSnowflake,
    body: SendLobbyMessageBody,
    options: CallOptions,
  ): Promise<LobbyMessage> => postMessage(transport, { parsedIds: { lobbyId } }, body, options),
  messages: (
    transport: Transport,
    lobbyId: ParsedSnowflake,
    options: GetLobbyMessagesOptions,
  ): Promise<LobbyMessage[]> => recentMessages(transport, { parsedIds: { lobbyId } }, options),
} as const;
