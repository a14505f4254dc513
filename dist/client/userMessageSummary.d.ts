/**
 * `UserMessageSummary`: the C++ library's value class for one direct-message conversation (the other user
 * and the last message), wrapping the plain wire object of `GET /users/@me/direct-messages`
 * (`UserMessageSummaryWire`, model/directMessage.ts), which the api layer returns as it is.
 */
import type { UserMessageSummaryWire } from '../model/directMessage.js';
/** One conversation's summary (`UserMessageSummary`). */
export declare class UserMessageSummary {
    #private;
    /**
     * @param wire - one entry of the summaries' answer.
     * @example
     * ```ts
     * const summary = new UserMessageSummary({ user_id: '42', last_message_id: '99' });
     * summary.UserId(); // '42'
     * ```
     */
    constructor(wire: UserMessageSummaryWire);
    /** The other user of the conversation (snowflake, decimal string). */
    UserId(): string;
    /** The conversation's most recent message (snowflake, decimal string). */
    LastMessageId(): string;
    /** The wire form, `{ user_id, last_message_id }` (what `JSON.stringify` writes). */
    toJSON(): UserMessageSummaryWire;
}
