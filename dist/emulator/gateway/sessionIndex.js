export class SessionIndex {
    /** User id -> application id -> sessions in creation order (a Set keeps insertion order). */
    #byUser = new Map();
    add(session) {
        let apps = this.#byUser.get(session.userId);
        if (apps === undefined) {
            apps = new Map();
            this.#byUser.set(session.userId, apps);
        }
        let sessions = apps.get(session.applicationId);
        if (sessions === undefined) {
            sessions = new Set();
            apps.set(session.applicationId, sessions);
        }
        sessions.add(session);
    }
    delete(session) {
        const apps = this.#byUser.get(session.userId);
        const sessions = apps?.get(session.applicationId);
        if (apps === undefined || sessions === undefined)
            return;
        sessions.delete(session);
        if (sessions.size === 0)
            apps.delete(session.applicationId);
        if (apps.size === 0)
            this.#byUser.delete(session.userId);
    }
    clear() {
        this.#byUser.clear();
    }
    /** Every session of a user, of every application. */
    *ofUser(userId) {
        for (const sessions of this.#byUser.get(userId)?.values() ?? [])
            yield* sessions;
    }
    /** The sessions of a user with one application, oldest first. */
    of(userId, applicationId) {
        return this.#byUser.get(userId)?.get(applicationId) ?? EMPTY;
    }
    /** How many sessions (connected or away) a user has, over every application. */
    countOf(userId) {
        let count = 0;
        for (const sessions of this.#byUser.get(userId)?.values() ?? [])
            count += sessions.size;
        return count;
    }
    /** The applications a user has sessions with (connected or away). */
    applicationsOf(userId) {
        return new Set(this.#byUser.get(userId)?.keys() ?? []);
    }
    /** Whether a session of the user with the application has a live connection. */
    isConnected(applicationId, userId) {
        for (const session of this.of(userId, applicationId))
            if (session.link !== null)
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
const EMPTY = new Set();
