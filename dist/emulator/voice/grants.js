/** Grants not used are forgotten after this long (emulator ms). */
const GRANT_TTL_MS = 10 * 60_000;
export class Grants {
    #byToken = new Map();
    /** Keeps a grant; the user's earlier grant for the same call goes. */
    add(grant, now) {
        this.revoke(grant.userId, grant.channelId);
        this.#byToken.set(grant.token, { grant, at: now });
    }
    /** Forgets a user's grants for a call. */
    revoke(userId, channelId) {
        for (const [token, kept] of this.#byToken)
            if (kept.grant.userId === userId && kept.grant.channelId === channelId)
                this.#byToken.delete(token);
    }
    get(token) {
        return this.#byToken.get(token)?.grant;
    }
    /** Whether some grant names the server (a guild or a lobby). */
    names(serverId) {
        for (const kept of this.#byToken.values())
            if (kept.grant.serverId === serverId)
                return true;
        return false;
    }
    /** Forgets grants older than the TTL that no participant holds. */
    sweep(now, inUse) {
        for (const [token, kept] of this.#byToken)
            if (now - kept.at > GRANT_TTL_MS && !inUse(kept.grant))
                this.#byToken.delete(token);
    }
}
