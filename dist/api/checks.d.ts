/**
 * Pre-flight checks of the non-command request bodies (lobbies, lobby messages, command permissions,
 * voice channel status): the rules the emulator enforces too (`src/rules`), with the SDK's one addition:
 * fields a body does not define are refused, so a misspelt field is reported instead of dropped.
 */
import { type Issue } from '../rules/index.js';
/** `POST /lobbies` and `PATCH /lobbies/{lobby}` bodies: metadata, members (<= 25), idle timeout 5..604800. */
export declare function checkLobbyBody(body: unknown): Issue[];
/** `PUT /lobbies` body: `secret` (1..250) plus optional metadata, idle timeout and flags. */
export declare function checkCreateOrJoinLobbyBody(body: unknown): Issue[];
/** `PUT /lobbies/{lobby}/members/{user}` body: optional metadata and flags. */
export declare function checkAddLobbyMemberBody(body: unknown): Issue[];
/** `POST /lobbies/{lobby}/members/bulk` body: 1..25 items `{ id, metadata?, flags?, remove_member? }`. */
export declare function checkBulkLobbyMembersBody(body: unknown): Issue[];
/** `POST /lobbies/{lobby}/messages` body: `content` of 1..2000 characters, optional metadata. */
export declare function checkLobbyMessageBody(body: unknown): Issue[];
/** `limit` of Get Lobby Messages: an integer 1..200. */
export declare function checkLobbyMessagesLimit(limit: unknown): Issue[];
/** Edit Application Command Permissions body: `permissions`, at most 100 `{ id, type, permission }`. */
export declare function checkCommandPermissionsBody(body: unknown): Issue[];
/** Set Voice Channel Status body: `status`, a string of at most 500 characters, or null to clear. */
export declare function checkVoiceStatusBody(body: unknown): Issue[];
