/**
 * Direct-message requests (the emulator's own routes, README "Emulator"): what the SDK checks before
 * sending and what the emulator answers 50035 for. The service family gives a direct message the rules
 * of a lobby message (content of 1..2000 characters, not only spaces; lobby metadata; history pages of
 * 1..200), so these name that choice once for both sides: a change to direct messages lands here.
 */
import type { BodyCheckOptions, Checked } from './fields.js';
import { type LobbyMessageInput } from './lobby.js';
/** A send or edit body, as read. */
export type DirectMessageInput = LobbyMessageInput;
/** The path ids of a direct-message route: the other user, and the message for an edit or a delete. */
export interface DirectMessageIds {
    user_id: unknown;
    message_id?: unknown;
}
/**
 * `POST` and `PATCH /users/@me/direct-messages/{user}[/{message}]` bodies: `{ content, metadata? }` and
 * the message fields a player's message may carry (messageFields.ts).
 */
export declare function validateDirectMessageBody(body: unknown, options?: BodyCheckOptions & {
    mode?: 'create' | 'edit' | undefined;
}): Checked<DirectMessageInput>;
/** `limit` of a conversation's history: absent (50) or 1..200, a number or the query string's text. */
export declare function validateDirectMessagesLimit(raw: unknown): Checked<number>;
/** The path ids, as read. */
export interface DirectMessagePath {
    user_id: string;
    /** Absent on the conversation routes. */
    message_id?: string;
}
/** The recipient (and message) ids of the path: snowflakes, each reported under its own name. */
export declare function validateDirectMessageIds(ids: DirectMessageIds): Checked<DirectMessagePath>;
