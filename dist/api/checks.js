/**
 * Pre-flight checks of the non-command request bodies (lobbies, lobby messages, command permissions,
 * voice channel status): the rules the emulator enforces too (`src/rules`), with the SDK's one addition:
 * fields a body does not define are refused, so a misspelt field is reported instead of dropped.
 */
import { validateAddLobbyMemberBody, validateBulkLobbyMembersBody, validateCommandPermissionsBody, validateCreateOrJoinLobbyBody, validateLobbyBody, validateLobbyMessageBody, validateLobbyMessagesLimit, validateVoiceStatusBody, } from '../rules/index.js';
import { SDK_BODY_CHECKS } from './bodyCheckOptions.js';
/** `POST /lobbies` and `PATCH /lobbies/{lobby}` bodies: metadata, members (<= 25), idle timeout 5..604800. */
export function checkLobbyBody(body) {
    return validateLobbyBody(body, SDK_BODY_CHECKS).issues;
}
/** `PUT /lobbies` body: `secret` (1..250) plus optional metadata, idle timeout and flags. */
export function checkCreateOrJoinLobbyBody(body) {
    return validateCreateOrJoinLobbyBody(body, SDK_BODY_CHECKS).issues;
}
/** `PUT /lobbies/{lobby}/members/{user}` body: optional metadata and flags. */
export function checkAddLobbyMemberBody(body) {
    return validateAddLobbyMemberBody(body, SDK_BODY_CHECKS).issues;
}
/** `POST /lobbies/{lobby}/members/bulk` body: 1..25 items `{ id, metadata?, flags?, remove_member? }`. */
export function checkBulkLobbyMembersBody(body) {
    return validateBulkLobbyMembersBody(body, SDK_BODY_CHECKS).issues;
}
/** `POST /lobbies/{lobby}/messages` body: `content` of 1..2000 characters, optional metadata. */
export function checkLobbyMessageBody(body) {
    return validateLobbyMessageBody(body, SDK_BODY_CHECKS).issues;
}
/** `limit` of Get Lobby Messages: an integer 1..200. */
export function checkLobbyMessagesLimit(limit) {
    return validateLobbyMessagesLimit(limit).issues;
}
/** Edit Application Command Permissions body: `permissions`, at most 100 `{ id, type, permission }`. */
export function checkCommandPermissionsBody(body) {
    return validateCommandPermissionsBody(body).issues;
}
/** Set Voice Channel Status body: `status`, a string of at most 500 characters, or null to clear. */
export function checkVoiceStatusBody(body) {
    return validateVoiceStatusBody(body, SDK_BODY_CHECKS).issues;
}
