export class SessionIndex {
    /** User id -> sessions in creation order. */
    #byUser = new Map();
    add(session) {
        const sessions = this.#byUser.get(session.userId);
        // A literal of one: an array grown from empty would reserve room for 17.
        if (sessions === undefined)
            this.#byUser.set(session.userId, [session]);
        else if (!sessions.includes(session))
            sessions.push(session);
    }
    delete(session) {
        const sessions = this.#byUser.get(session.userId);
        const at = sessions?.indexOf(session) ?? -1;
        if (sessions === undefined || at < 0)
            return;
        if (sessions.length === 1)
            this.#byUser.delete(session.userId);
        else
            sessions.splice(at, 1);
    }
    clear() {
        this.#byUser.clear();
    }
    /** Every session of a user, of every application, oldest first (do not change the index while walking it). */
    ofUser(userId) {
        return this.#byUser.get(userId) ?? EMPTY;
    }
    /** How many sessions (connected or away) a user has, over every application. */
    countOf(userId) {
        return this.ofUser(userId).length;
    }
    /** The applications a user has sessions with (connected or away). */
    applicationsOf(userId) {
        return new Set(this.ofUser(userId).map((session) => session.applicationId));
    }
    /** Whether a session of the user with the application has a live connection. */
    isConnected(applicationId, userId) {
        for (const session of this.ofUser(userId))
            if (session.applicationId === applicationId && session.link !== null)
                return true;
        return false;
    }
    /** The session to give up first when the user has too many: the oldest away one, else the oldest. */
    oldestOf(userId) {
        let oldest;
        let oldestAway;
        for (const session of this.ofUser(userId)) {
            if (oldest === undefined || session.createdAt < oldest.createdAt)
                oldest = session;
            if (session.link === null && (oldestAway === undefined || session.createdAt < oldestAway.createdAt))
                oldestAway = session;
        }
        return oldestAway ?? oldest;
    }
}
const EMPTY = Object.freeze([]);
