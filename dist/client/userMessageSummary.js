/** One conversation's summary (`UserMessageSummary`). */
export class UserMessageSummary {
    #userId;
    #lastMessageId;
    /**
     * @param wire - one entry of the summaries' answer.
     * @example
     * ```ts
     * const summary = new UserMessageSummary({ user_id: '42', last_message_id: '99' });
     * summary.UserId(); // '42'
     * ```
     */
    constructor(wire) {
        this.#userId = wire.user_id;
        this.#lastMessageId = wire.last_message_id;
    }
    /** The other user of the conversation (snowflake, decimal string). */
    UserId() {
        return this.#userId;
    }
    /** The conversation's most recent message (snowflake, decimal string). */
    LastMessageId() {
        return this.#lastMessageId;
    }
    /** The wire form, `{ user_id, last_message_id }` (what `JSON.stringify` writes). */
    toJSON() {
        return { user_id: this.#userId, last_message_id: this.#lastMessageId };
    }
}
