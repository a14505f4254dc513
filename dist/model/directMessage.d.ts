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
/**
 * The last message of one conversation, as the wire carries it; the client wraps it in the library's
 * `UserMessageSummary` class (client/userMessageSummary.ts).
 */
export interface UserMessageSummaryWire {
    /** The other user of the conversation. */
    user_id: Snowflake;
    last_message_id: Snowflake;
}
