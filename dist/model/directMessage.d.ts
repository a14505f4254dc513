/**
 * Direct messages between two users of one application. The spec names no routes for them: these are the
 * emulator's own (README, "Emulator"), in the shapes the gateway already dispatches (`DirectMessage`).
 */
import type { LobbyMetadata } from './lobby.js';
import type { Snowflake } from './snowflake.js';
/** Body of sending a direct message: the same rules as a lobby message. */
export interface SendUserMessageBody {
    /** 1..2000 characters, not only spaces. */
    content: string;
    metadata?: LobbyMetadata | undefined;
}
/** Body of editing a direct message: the new content (and metadata, if given). */
export type EditUserMessageBody = SendUserMessageBody;
/** The last message of one conversation (the library's `UserMessageSummary`). */
export interface UserMessageSummary {
    /** The other user of the conversation. */
    user_id: Snowflake;
    last_message_id: Snowflake;
}
