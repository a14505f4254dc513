/**
 * Lobby, lobby member and lobby message routes (FACTS.md "HTTP routes not shown in SERVICE.md"). Server
 * routes (create, modify, members) take a Bot token; client routes (create-or-join, leave, messages) a
 * Bearer token. Bodies are checked before sending.
 */

import type { HttpMethod, Transport } from '../http/transport.js';
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
import type { Issue } from '../rules/issues.js';
import {
  type CallOptions,
  ensureValid,
  type ParsedSnowflake,
  placeRouteParams,
  routeParams,
  type SnowflakeArg,
} from './call.js';
import {
  checkAddLobbyMemberBody,
  checkBulkLobbyMembersBody,
  checkCreateOrJoinLobbyBody,
  checkLobbyBody,
  checkLobbyMessageBody,
  checkLobbyMessagesLimit,
} from './checks.js';

const LOBBIES = '/lobbies';
const LOBBY = '/lobbies/{lobby.id}';
const MEMBER = '/lobbies/{lobby.id}/members/{user.id}';
const ME = '/lobbies/{lobby.id}/members/@me';
const BULK = '/lobbies/{lobby.id}/members/bulk';
const MESSAGES = '/lobbies/{lobby.id}/messages';

/**
 * The ids of a call: from a caller of the public functions (`ids`, parsed here), or from the `Client`,
 * which parsed them at its edge (`parsedIds`, placed as they are: one parse per id).
 */
type Ids =
  | { readonly ids?: Readonly<Record<string, SnowflakeArg>> | undefined; readonly parsedIds?: undefined }
  | { readonly ids?: undefined; readonly parsedIds: Readonly<Record<string, ParsedSnowflake>> };

type Call = Ids & {
  readonly method: HttpMethod;
  readonly route: string;
  readonly body?: unknown;
  readonly check?: ((body: unknown) => Issue[]) | undefined;
  readonly query?: Readonly<Record<string, number>> | undefined;
  readonly options: CallOptions;
};

/** Checks ids and body, then sends; resolves with the response body. */
async function send<T>(transport: Transport, call: Call): Promise<T> {
  const request = { method: call.method, route: call.route };
  const params =
    call.parsedIds !== undefined
      ? placeRouteParams(call.parsedIds)
      : call.ids === undefined
        ? undefined
        : routeParams(request, call.ids);
  if (call.check !== undefined) ensureValid(request, 'body', call.check(call.body));
  const response = await transport.request<T>({
    ...request,
    params,
    json: call.body,
    query: call.query,
    signal: call.options.signal,
  });
  return response.body;
}

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

async function leave(transport: Transport, ids: Ids, options: CallOptions): Promise<void> {
  await send(transport, { method: 'DELETE', route: ME, ...ids, options });
}

/** `POST /lobbies/{lobby}/members/bulk`: adds, updates or removes (`remove_member`) 1..25 members. */
export async function bulkUpdateLobbyMembers(
  transport: Transport,
  lobbyId: SnowflakeArg,
  members: readonly BulkLobbyMemberItem[],
  options: CallOptions = {},
): Promise<LobbyMember[]> {
  const body = await send<LobbyMember[] | null>(transport, {
    method: 'POST',
    route: BULK,
    ids: { lobbyId },
    body: members,
    check: checkBulkLobbyMembersBody,
    options,
  });
  return body ?? [];
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
  ids: Ids,
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
  ids: Ids,
  options: GetLobbyMessagesOptions,
): Promise<LobbyMessage[]> {
  const { limit } = options;
  const request = { method: 'GET', route: MESSAGES } as const;
  ensureValid(request, 'limit', limit === undefined ? [] : checkLobbyMessagesLimit(limit));
  const body = await send<LobbyMessage[] | null>(transport, {
    ...request,
    ...ids,
    query: limit === undefined ? undefined : { limit },
    options,
  });
  return body ?? [];
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
