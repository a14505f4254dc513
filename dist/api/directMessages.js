import { validateDirectMessageBody, validateDirectMessagesLimit, } from '../rules/index.js';
import { ensureValid, routeParams } from './call.js';
/** As for every body the SDK sends: a field the body does not define is refused, not dropped. */
const SDK = { unknownFields: 'refuse' };
const CONVERSATIONS = '/users/@me/direct-messages';
const CONVERSATION = '/users/@me/direct-messages/{user.id}';
const MESSAGE = '/users/@me/direct-messages/{user.id}/{message.id}';
/** `POST /users/@me/direct-messages/{user}`: sends 1..2000 characters to another signed-in user. */
export async function sendUserMessage(transport, recipientId, body, options = {}) {
    const request = { method: 'POST', route: CONVERSATION };
    const params = routeParams(request, { userId: recipientId });
    ensureValid(request, 'body', validateDirectMessageBody(body, SDK).issues);
    return (await transport.request({ ...request, params, json: body, signal: options.signal }))
        .body;
}
/** `PATCH /users/@me/direct-messages/{user}/{message}`: edits one of the caller's own messages. */
export async function editUserMessage(transport, recipientId, messageId, body, options = {}) {
    const request = { method: 'PATCH', route: MESSAGE };
    const params = routeParams(request, { userId: recipientId, messageId });
    ensureValid(request, 'body', validateDirectMessageBody(body, SDK).issues);
    return (await transport.request({ ...request, params, json: body, signal: options.signal }))
        .body;
}
/** `DELETE /users/@me/direct-messages/{user}/{message}`: deletes one of the caller's own messages. */
export async function deleteUserMessage(transport, recipientId, messageId, options = {}) {
    const request = { method: 'DELETE', route: MESSAGE };
    const params = routeParams(request, { userId: recipientId, messageId });
    await transport.request({ ...request, params, signal: options.signal });
}
/** `GET /users/@me/direct-messages/{user}?limit=1..200`: the conversation's newest messages, newest first. */
export async function getUserMessages(transport, recipientId, limit, options = {}) {
    const request = { method: 'GET', route: CONVERSATION };
    const params = routeParams(request, { userId: recipientId });
    ensureValid(request, 'limit', validateDirectMessagesLimit(limit).issues);
    const response = await transport.request({
        ...request,
        params,
        query: { limit },
        signal: options.signal,
    });
    return response.body ?? [];
}
/** `GET /users/@me/direct-messages`: the last message of each of the caller's conversations. */
export async function getUserMessageSummaries(transport, options = {}) {
    const response = await transport.request({
        method: 'GET',
        route: CONVERSATIONS,
        signal: options.signal,
    });
    return response.body ?? [];
}
