/**
 * One gateway session: who it is for, its own sequence of dispatches, and the last of them kept for a
 * RESUME. It outlives its connection: while the client is away, dispatches still take sequence numbers
 * and wait in the replay buffer; a RESUME with the last number received sends what follows, in order.
 */
import { GatewayLimits } from '../../model/gateway.js';
export class GatewaySession {
    id;
    userId;
    applicationId;
    /** The session may see lobby events / direct messages / relationships and presence (the token's scopes). */
    sees;
    /** Sequence number of the last dispatch. */
    seq = 0;
    /** Dispatches so far (replays not counted). */
    dispatched = 0;
    /** The live connection, or null while the client is away. */
    link = null;
    /** Emulator time when the connection went away (null while connected). */
    awaySince = null;
    createdAt;
    /** The raw token it was opened with, re-checked while it lives. Memory only: never logged or listed. */
    #token;
    #replay = [];
    #replayLimit;
    /** Emulator times of the presence updates (op 3) within the current window, oldest first. */
    #presenceUpdates = [];
    constructor(init) {
        this.id = init.id;
        this.userId = init.caller.user.id;
        this.applicationId = init.caller.application.id;
        this.sees = {
            lobbies: init.caller.lobbies,
            directMessages: init.caller.directMessages,
            relationships: init.caller.relationships,
        };
        this.#token = init.token;
        this.createdAt = init.now;
        this.#replayLimit = init.replayLimit;
    }
    /** The token the session was opened or last resumed with. */
    get token() {
        return this.#token;
    }
    /** A RESUME may present a newer token of the same user (after a refresh). */
    resumedWith(token) {
        this.#token = token;
    }
    /**
     * Sends (or keeps, while away) a dispatch whose data is already JSON text: the text is built once per
     * event and only the sequence number differs between sessions. Returns the frame's sequence number.
     */
    dispatch(t, json) {
        const s = ++this.seq;
        this.dispatched++;
        const text = `{"op":0,"d":${json},"s":${s},"t":"${t}"}`;
        this.#replay.push({ s, t, text });
        if (this.#replay.length > this.#replayLimit)
            this.#replay.shift();
        this.link?.send(text);
        return s;
    }
    /**
     * The frames after sequence number `seq`, oldest first; undefined when some of them are no longer
     * kept (the client was away too long for a replay) or `seq` is ahead of the session.
     */
    framesAfter(seq) {
        if (seq > this.seq)
            return undefined;
        if (seq === this.seq)
            return [];
        const first = this.#replay[0];
        if (first === undefined || first.s > seq + 1)
            return undefined;
        return this.#replay.slice(seq + 1 - first.s);
    }
    /** Counts a presence update (op 3) at `now`; false when the window's allowance is already spent. */
    takePresenceUpdate(now) {
        while (this.#presenceUpdates.length > 0 &&
            now - this.#presenceUpdates[0] >= GatewayLimits.PRESENCE_WINDOW_MS)
            this.#presenceUpdates.shift();
        if (this.#presenceUpdates.length >= GatewayLimits.PRESENCE_UPDATES)
            return false;
        this.#presenceUpdates.push(now);
        return true;
    }
    toString() {
        return `GatewaySession(${this.id}, user ${this.userId})`;
    }
}
