import { validateFriendRequestBody, validateRelationshipKind } from '../rules/index.js';
import { SDK_BODY_CHECKS } from './bodyCheckOptions.js';
import { ensureValid } from './call.js';
import { send, sendForList } from './send.js';
const LIST = '/users/@me/relationships';
const KIND = '/users/@me/relationships/{kind}';
const USER = '/users/@me/relationships/{kind}/{user.id}';
const BLOCK = '/users/@me/relationships/blocks/{user.id}';
/** Checks the kind and the user id, then sends; resolves with the response body. */
async function toUser(transport, kind, userId, call, options) {
    const request = { method: call.method, route: `${USER}${call.suffix}` };
    ensureValid(request, 'kind', validateRelationshipKind(kind).issues);
    return send(transport, { ...request, ids: { userId }, params: { kind }, options });
}
/** `GET /users/@me/relationships`: every entry of the caller (both kinds, this application's game type). */
export async function getRelationships(transport, options = {}) {
    return sendForList(transport, { method: 'GET', route: LIST, options });
}
/**
 * `POST /users/@me/relationships/{kind}`: sends a friend request to a unique username or a user id;
 * when they already asked the caller, both become friends. Resolves with the caller's entry.
 */
export async function sendFriendRequest(transport, kind, body, options = {}) {
    const request = { method: 'POST', route: KIND };
    ensureValid(request, 'kind', validateRelationshipKind(kind).issues);
    const check = () => validateFriendRequestBody(body, SDK_BODY_CHECKS).issues;
    return send(transport, { ...request, params: { kind }, body, check, options });
}
/** `POST .../{kind}/{user}/accept`: accepts their incoming request; resolves with the caller's entry. */
export function acceptFriendRequest(transport, kind, userId, options = {}) {
    return toUser(transport, kind, userId, { method: 'POST', suffix: '/accept' }, options);
}
/** `POST .../{kind}/{user}/reject`: rejects their incoming request. */
export async function rejectFriendRequest(transport, kind, userId, options = {}) {
    await toUser(transport, kind, userId, { method: 'POST', suffix: '/reject' }, options);
}
/** `POST .../{kind}/{user}/cancel`: withdraws the caller's outgoing request. */
export async function cancelFriendRequest(transport, kind, userId, options = {}) {
    await toUser(transport, kind, userId, { method: 'POST', suffix: '/cancel' }, options);
}
/**
 * `DELETE .../{kind}/{user}`: `discord` removes both kinds of friendship (the C++ library's
 * RemoveDiscordAndGameFriend), `game` only the game friendship.
 */
export async function removeFriend(transport, kind, userId, options = {}) {
    await toUser(transport, kind, userId, { method: 'DELETE', suffix: '' }, options);
}
/** `PUT /users/@me/relationships/blocks/{user}`: blocks; every other relationship of the pair is dropped. */
export async function blockUser(transport, userId, options = {}) {
    return send(transport, { method: 'PUT', route: BLOCK, ids: { userId }, options });
}
/** `DELETE /users/@me/relationships/blocks/{user}`: unblocks (restores nothing). */
export async function unblockUser(transport, userId, options = {}) {
    await send(transport, { method: 'DELETE', route: BLOCK, ids: { userId }, options });
}
