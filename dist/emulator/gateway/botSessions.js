export class BotSessions {
    #intents = new WeakMap();
    add(session, intents) {
        this.#intents.set(session, intents);
    }
    /** The session's intents, or undefined for a user's session. */
    intentsOf(session) {
        return this.#intents.get(session);
    }
    /** Whether a bot session receives a `bots` dispatch that needs `filter`. */
    sees(session, filter) {
        const intents = this.#intents.get(session);
        if (intents === undefined)
            return false;
        if (filter === undefined)
            return true;
        return (intents & filter.all) === filter.all && (intents & (filter.none ?? 0)) === 0;
    }
}
