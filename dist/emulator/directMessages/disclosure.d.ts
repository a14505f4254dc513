/**
 * The disclosure message (our design, docs/direct-messages.md): the C++ library's `DisclosureTypes`
 * `MessageDataVisibleOnDiscord`, a synthetic first message telling the players that what they send in the
 * game is visible on Discord too. The emulator sends it once per kept conversation and application, just
 * before the first chat message sent from the game into it (an ephemeral message is not visible on
 * Discord, and an activity invite is no chat message: neither causes one). It is dispatched to both users (MESSAGE_CREATE, `disclosure_type: 3`) and not kept:
 * history and summaries hold only what the users wrote.
 */
import type { EmulatorContext } from '../context.js';
import type { ConversationRecord } from './state.js';
/** What the disclosure message says. */
export declare const DISCLOSURE_CONTENT = "Messages you send each other in this game are also visible on Discord, in your direct messages.";
/** Sends the conversation's disclosure message unless it was sent; `authorId` is about to write. */
export declare function discloseOnce(ctx: EmulatorContext, found: ConversationRecord, authorId: string, recipientId: string): void;
