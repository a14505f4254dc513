import { validateModerationMetadataBody } from '../rules/moderationMetadata.js';
import { send } from './send.js';
const LOBBY_MESSAGE = '/lobbies/{lobby.id}/messages/{message.id}/moderation-metadata';
const DIRECT_MESSAGE = '/partner-sdk/dms/{user1}/{user2}/messages/{message.id}/moderation-metadata';
/**
 * `PUT /lobbies/{lobby}/messages/{message}/moderation-metadata` (Bot): replaces a lobby message's
 * moderation metadata; the members' clients see the change live.
 * @throws ValidationError naming the id or the entry (`metadata.<key>`) before sending; the transport's
 *   errors (404 10008 Unknown Message, 10031 Unknown Lobby) after.
 * @example
 * await setLobbyMessageModerationMetadata(botTransport, lobbyId, messageId, { verdict: 'clean' });
 */
export async function setLobbyMessageModerationMetadata(transport, lobbyId, messageId, metadata, options = {}) {
    await put(transport, LOBBY_MESSAGE, { lobbyId, messageId }, metadata, options);
}
/**
 * `PUT /partner-sdk/dms/{user1}/{user2}/messages/{message}/moderation-metadata` (Bot): replaces a direct
 * message's moderation metadata; the two users are the conversation's, in either order.
 * @throws ValidationError naming the id or the entry before sending; the transport's errors after.
 * @example
 * await setDirectMessageModerationMetadata(botTransport, aliceId, bobId, messageId, { verdict: 'flagged' });
 */
export async function setDirectMessageModerationMetadata(transport, user1, user2, messageId, metadata, options = {}) {
    await put(transport, DIRECT_MESSAGE, { user1, user2, messageId }, metadata, options);
}
async function put(transport, route, ids, metadata, options) {
    const check = () => validateModerationMetadataBody(metadata).issues;
    await send(transport, { method: 'PUT', route, ids, body: metadata, check, what: 'metadata', options });
}
