import { validateActivityInviteBody } from '../rules/index.js';
import { SDK_BODY_CHECKS } from './bodyCheckOptions.js';
import { ensureValid } from './call.js';
import { send } from './send.js';
const INVITE = '/users/@me/activity-invites/{user.id}';
const JOIN_REQUEST = '/users/@me/activity-join-requests/{user.id}';
const ACCEPT = '/users/@me/activity-invites/{message.id}/accept';
/** `POST /users/@me/activity-invites/{user}`: invites the user to the caller's joinable activity. */
export async function sendActivityInvite(transport, userId, body, options = {}) {
    const request = { method: 'POST', route: INVITE };
    ensureValid(request, 'body', validateActivityInviteBody(body, SDK_BODY_CHECKS).issues);
    return send(transport, { ...request, ids: { userId }, body, options });
}
/** `POST /users/@me/activity-join-requests/{user}`: asks to join the user's activity. */
export async function sendActivityJoinRequest(transport, userId, options = {}) {
    return send(transport, { method: 'POST', route: JOIN_REQUEST, ids: { userId }, body: {}, options });
}
/** `POST /users/@me/activity-invites/{message}/accept`: the join secret of an invite to the caller. */
export async function acceptActivityInvite(transport, messageId, options = {}) {
    return send(transport, { method: 'POST', route: ACCEPT, ids: { messageId }, options });
}
