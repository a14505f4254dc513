import { validateActivityInviteBody } from '../rules/index.js';
import { ensureValid, routeParams } from './call.js';
/** As for every body the SDK sends: a field the body does not define is refused, not dropped. */
const SDK = { unknownFields: 'refuse' };
const INVITE = '/users/@me/activity-invites/{user.id}';
const JOIN_REQUEST = '/users/@me/activity-join-requests/{user.id}';
const ACCEPT = '/users/@me/activity-invites/{message.id}/accept';
/** `POST /users/@me/activity-invites/{user}`: invites the user to the caller's joinable activity. */
export async function sendActivityInvite(transport, userId, body, options = {}) {
    const request = { method: 'POST', route: INVITE };
    ensureValid(request, 'body', validateActivityInviteBody(body, SDK).issues);
    const params = routeParams(request, { userId });
    return (await transport.request({ ...request, params, json: body, signal: options.signal }))
        .body;
}
/** `POST /users/@me/activity-join-requests/{user}`: asks to join the user's activity. */
export async function sendActivityJoinRequest(transport, userId, options = {}) {
    const request = { method: 'POST', route: JOIN_REQUEST };
    const params = routeParams(request, { userId });
    return (await transport.request({ ...request, params, json: {}, signal: options.signal }))
        .body;
}
/** `POST /users/@me/activity-invites/{message}/accept`: the join secret of an invite to the caller. */
export async function acceptActivityInvite(transport, messageId, options = {}) {
    const request = { method: 'POST', route: ACCEPT };
    const params = routeParams(request, { messageId });
    return (await transport.request({ ...request, params, signal: options.signal }))
        .body;
}
