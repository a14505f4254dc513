/**
 * One gateway session: who it is for, its own sequence of dispatches, and what a RESUME needs to send
 * the ones its client missed. It outlives its connection: while the client is away, dispatches still
 * take sequence numbers; a RESUME with the last number received sends what follows, in order.
 *
 * It copies no frame. The dispatches events cause are kept once for every session, in the gateway's
 * {@link ReplayLog}; the session only remembers where in that log it began, and reads back the entries it
 * was among, numbering them down from its own sequence. The few dispatches of its own (RESUMED) are kept
 * here; READY never is: a client that missed it must start afresh.
 */
import { GatewayLimits } from '../../model/gateway.js';
import { dispatchText } from './dispatchFrame.js';
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
    #log;
    /** The log index the session began at: older entries were never its own. */
    #since;
    /** Made on the first one: most sessions never have one before their READY is all they got. */
    #own;
    /** The highest sequence number of a dispatch no longer kept (READY, or own ones past the limit). */
    #forgotten = 0;
    #replayLimit;
    /** Emulator times of the presence updates (op 3) within the current window, oldest first (made on the first). */
    #presenceUpdates;
    constructor(init) {
        this.id = init.id;
        this.userId = init.caller.user.id;
        this.applicationId = init.caller.application.id;
        this.sees = seesOf(init.caller);
        this.#token = init.token;
        this.createdAt = init.now;
        this.#replayLimit = init.replayLimit;
        this.#log = init.log;
        this.#since = init.log.end;
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
     * Sends a dispatch serialized once for all its recipients (only the sequence number is this
     * session's, spliced in by the frame). `kept` says how a RESUME finds it again: `'log'` (it is the
     * replay log's newest entry), `'own'` (kept by the session) or `'never'` (READY). Returns its number.
     */
    dispatch(frame, kept) {
        const s = ++this.seq;
        this.dispatched++;
        if (kept === 'never')
            this.#forgotten = s;
        else if (kept === 'own') {
            const own = { s, t: frame.t, json: frame.json, at: this.#log.end };
            if (this.#own === undefined)
                this.#own = [own];
            else
                this.#own.push(own);
            if (this.#own.length > this.#replayLimit)
                this.#forgotten = this.#own.shift().s;
        }
        this.link?.sendDispatch(frame, s);
        return s;
    }
    /**
     * The frames after sequence number `seq`, oldest first; undefined when some of them are no longer
     * kept (the client was away too long for a replay, or missed READY) or `seq` is ahead of the session.
     */
    framesAfter(seq) {
        if (seq > this.seq)
            return undefined;
        const out = [];
        const owned = this.#own ?? NONE_OWN;
        let s = this.seq;
        let own = owned.length - 1;
        // Walks back from the newest: the session's own dispatches where they fell, the log's entries it
        // received in between, each taking the next number down, until the client's number is reached.
        for (let at = this.#log.end; s > seq; at--) {
            while (s > seq && own >= 0 && owned[own].at === at) {
                const kept = owned[own--];
                if (kept.s !== s)
                    return undefined;
                out.push({ s, t: kept.t, text: dispatchText(kept.t, kept.json, s) });
                s--;
            }
            if (s <= seq)
                break;
            if (s <= this.#forgotten || at <= this.#since || at <= this.#log.start)
                return undefined;
            if (out.length >= this.#replayLimit)
                return undefined;
            const entry = this.#log.at(at - 1);
            for (let n = this.#log.receivedBy(entry, this); n > 0 && s > seq; n--) {
                out.push({ s, t: entry.t, text: dispatchText(entry.t, entry.json, s) });
                s--;
            }
        }
        return out.reverse();
    }
    /** Counts a presence update (op 3) at `now`; false when the window's allowance is already spent. */
    takePresenceUpdate(now) {
        const times = this.#presenceUpdates;
        if (times === undefined) {
            this.#presenceUpdates = [now];
            return true;
        }
        while (times.length > 0 && now - times[0] >= GatewayLimits.PRESENCE_WINDOW_MS)
            times.shift();
        if (times.length >= GatewayLimits.PRESENCE_UPDATES)
            return false;
        times.push(now);
        return true;
    }
    toString() {
        return `GatewaySession(${this.id}, user ${this.userId})`;
    }
}
const NONE_OWN = Object.freeze([]);
/**
 * The eight possible answers, made once: every session shares its scopes' object instead of holding a
 * copy (they are frozen, so no session can change another's).
 */
const SEES = Array.from({ length: 8 }, (_, bits) => Object.freeze({
    lobbies: (bits & 1) !== 0,
    directMessages: (bits & 2) !== 0,
    relationships: (bits & 4) !== 0,
    bots: false,
}));
function seesOf(caller) {
    const bits = (caller.lobbies ? 1 : 0) | (caller.directMessages ? 2 : 0) | (caller.relationships ? 4 : 0);
    return SEES[bits];
}
