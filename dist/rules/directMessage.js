import { validateLobbyMessageBody, validateLobbyMessagesLimit, validatePathIds, } from './lobby.js';
/**
 * `POST` and `PATCH /users/@me/direct-messages/{user}[/{message}]` bodies: `{ content, metadata? }` and
 * the message fields a player's message may carry (messageFields.ts).
 */
export function validateDirectMessageBody(body, options = {}) {
    return validateLobbyMessageBody(body, { ...options, route: 'direct' });
}
/** `limit` of a conversation's history: absent (50) or 1..200, a number or the query string's text. */
export function validateDirectMessagesLimit(raw) {
    return validateLobbyMessagesLimit(raw);
}
/** The recipient (and message) ids of the path: snowflakes, each reported under its own name. */
export function validateDirectMessageIds(ids) {
    const { user_id, message_id } = ids;
    const checked = validatePathIds(message_id === undefined ? { user_id } : { user_id, message_id });
    const { value } = checked;
    const path = { user_id: value.user_id ?? '' };
    if (value.message_id !== undefined)
        path.message_id = value.message_id;
    return { value: path, issues: checked.issues };
}
