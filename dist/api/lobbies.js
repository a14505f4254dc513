/**
 * Lobby, lobby member and lobby message routes (FACTS.md "HTTP routes not shown in SERVICE.md"). Server
 * routes (create, modify, members) take a Bot token; client routes (create-or-join, leave, messages) a
 * Bearer token. Bodies are checked before sending.
 */
import { optionKeys } from '../rules/optionKeys.js';
import { ensureValid } from './call.js';
import { checkAddLobbyMemberBody, checkBulkLobbyMembersBody, checkCreateOrJoinLobbyBody, checkLobbyBody, checkLobbyMessageBody, checkLobbyMessagesLimit, } from './checks.js';
import { send, sendForList } from './send.js';
const LOBBIES = '/lobbies';
const LOBBY = '/lobbies/{lobby.id}';
const MEMBER = '/lobbies/{lobby.id}/members/{user.id}';
const ME = '/lobbies/{lobby.id}/members/@me';
const BULK = '/lobbies/{lobby.id}/members/bulk';
const MESSAGES = '/lobbies/{lobby.id}/messages';
/** `POST /lobbies` (Bot): creates a lobby, optionally with up to 25 members. */
export function createLobby(transport, body = {}, options = {}) {
    return send(transport, { method: 'POST', route: LOBBIES, body, check: checkLobbyBody, options });
}
/** `PUT /lobbies` (Bearer): creates the lobby for `secret`, or joins it when it exists. */
export function createOrJoinLobby(transport, body, options = {}) {
    return send(transport, { method: 'PUT', route: LOBBIES, body, check: checkCreateOrJoinLobbyBody, options });
}
/** `GET /lobbies/{lobby}`. */
export function getLobby(transport, lobbyId, options = {}) {
    return send(transport, { method: 'GET', route: LOBBY, ids: { lobbyId }, options });
}
/** `PATCH /lobbies/{lobby}`: changes metadata, members or the idle timeout. */
export function modifyLobby(transport, lobbyId, body, options = {}) {
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
export async function deleteLobby(transport, lobbyId, options = {}) {
    await send(transport, { method: 'DELETE', route: LOBBY, ids: { lobbyId }, options });
}
/** `PUT /lobbies/{lobby}/members/{user}`: adds a member or updates its metadata and flags. */
export function addLobbyMember(transport, lobbyId, userId, body = {}, options = {}) {
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
export async function removeLobbyMember(transport, lobbyId, userId, options = {}) {
    await send(transport, { method: 'DELETE', route: MEMBER, ids: { lobbyId, userId }, options });
}
/** `DELETE /lobbies/{lobby}/members/@me` (Bearer): the current user leaves the lobby. */
export function leaveLobby(transport, lobbyId, options = {}) {
    return leave(transport, { ids: { lobbyId } }, options);
}
async function leave(transport, ids, options) {
    await send(transport, { method: 'DELETE', route: ME, ...ids, options });
}
/** `POST /lobbies/{lobby}/members/bulk`: adds, updates or removes (`remove_member`) 1..25 members. */
export async function bulkUpdateLobbyMembers(transport, lobbyId, members, options = {}) {
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
export function sendLobbyMessage(transport, lobbyId, body, options = {}) {
    return postMessage(transport, { ids: { lobbyId } }, body, options);
}
function postMessage(transport, ids, body, options) {
    return send(transport, {
        method: 'POST',
        route: MESSAGES,
        ...ids,
        body,
        check: checkLobbyMessageBody,
        options,
    });
}
const MESSAGES_KEYS = optionKeys({ signal: true, limit: true });
/** `GET /lobbies/{lobby}/messages?limit=`: the most recent messages, newest first. */
export function getLobbyMessages(transport, lobbyId, options = {}) {
    return recentMessages(transport, { ids: { lobbyId } }, options);
}
async function recentMessages(transport, ids, options) {
    const { limit } = options;
    const request = { method: 'GET', route: MESSAGES };
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
    leave: (transport, lobbyId, options) => leave(transport, { parsedIds: { lobbyId } }, options),
    sendMessage: (transport, lobbyId, body, options) => postMessage(transport, { parsedIds: { lobbyId } }, body, options),
    messages: (transport, lobbyId, options) => recentMessages(transport, { parsedIds: { lobbyId } }, options),
};
