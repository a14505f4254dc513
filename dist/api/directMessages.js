import { validateDirectMessageBody, validateDirectMessagesLimit } from '../rules/index.js';
import { SDK_BODY_CHECKS } from './bodyCheckOptions.js';
import { send, sendForList } from './send.js';
const CONVERSATIONS = '/users/@me/direct-messages';
const CONVERSATION = '/users/@me/direct-messages/{user.id}';
const MESSAGE = '/users/@me/direct-messages/{user.id}/{message.id}';
/** `POST /users/@me/direct-messages/{user}`: sends 1..2000 characters to another signed-in user. */
export async function sendUserMessage(transport, recipientId, body, options = {}) {
    const check = () => validateDirectMessageBody(body, SDK_BODY_CHECKS).issues;
    return send(transport, {
        method: 'POST',
        route: CONVERSATION,
        ids: { userId: recipientId },
        body,
        check,
        options,
    });
}
/** `PATCH /users/@me/direct-messages/{user}/{message}`: edits one of the caller's own messages. */
export async function editUserMessage(transport, recipientId, messageId, body, options = {}) {
    const ids = { userId: recipientId, messageId };
    const check = () => validateDirectMessageBody(body, SDK_BODY_CHECKS).issues;
    return send(transport, { method: 'PATCH', route: MESSAGE, ids, body, check, options });
}
/** `DELETE /users/@me/direct-messages/{user}/{message}`: deletes one of the caller's own messages. */
export async function deleteUserMessage(transport, recipientId, messageId, options = {}) {
    await send(transport, {
        method: 'DELETE',
        route: MESSAGE,
        ids: { userId: recipientId, messageId },
        options,
    });
}
/** `GET /users/@me/direct-messages/{user}?limit=1..200`: the conversation's newest messages, newest first. */
export async function getUserMessages(transport, recipientId, limit, options = {}) {
    return sendForList(transport, {
        method: 'GET',
        route: CONVERSATION,
        ids: { userId: recipientId },
        check: () => validateDirectMessagesLimit(limit).issues,
        what: 'limit',
        query: { limit },
        options,
    });
}
/** `GET /users/@me/direct-messages`: the last message of each of the caller's conversations. */
export async function getUserMessageSummaries(transport, options = {}) {
    return sendForList(transport, { method: 'GET', route: CONVERSATIONS, options });
}
