import type { GatewayCaller } from './access.js';
import { type DispatchFrame } from './dispatchFrame.js';
import type { ReplayLog } from './replayLog.js';
/** A dispatch to replay: its sequence number, name and frame text. */
export interface KeptDispatch {
    readonly s: number;
    readonly t: string;
    readonly text: string;
}
/** What a session is connected through (the socket side, see connection.ts). */
export interface SessionLink {
    /** Sends a dispatch with the session's sequence number `s`. */
    sendDispatch(frame: DispatchFrame, s: number): void;
}
export declare class GatewaySession {
    #private;
    readonly id: string;
    readonly userId: string;
    readonly applicationId: string;
    /** The session may see lobby events / direct messages / relationships and presence (the token's scopes). */
    readonly sees: {
        readonly lobbies: boolean;
        readonly directMessages: boolean;
        readonly relationships: boolean;
        /**
         * Always false here: what a bot sees depends on its intents (botSessions.ts), and those dispatches
         * are kept by the bot's session itself, never found again in the shared replay log.
         */
        readonly bots: false;
    };
    /** Sequence number of the last dispatch. */
    seq: number;
    /** Dispatches so far (replays not counted). */
    dispatched: number;
    /** The live connection, or null while the client is away. */
    link: SessionLink | null;
    /** Emulator time when the connection went away (null while connected). */
    awaySince: number | null;
    readonly createdAt: number;
    constructor(init: {
        id: string;
        caller: GatewayCaller;
        token: string;
        now: number;
        replayLimit: number;
        log: ReplayLog;
    });
    /** The token the session was opened or last resumed with. */
    get token(): string;
    /** A RESUME may present a newer token of the same user (after a refresh). */
    resumedWith(token: string): void;
    /**
     * Sends a dispatch serialized once for all its recipients (only the sequence number is this
     * session's, spliced in by the frame). `kept` says how a RESUME finds it again: `'log'` (it is the
     * replay log's newest entry), `'own'` (kept by the session) or `'never'` (READY). Returns its number.
     */
    dispatch(frame: DispatchFrame, kept: 'log' | 'own' | 'never'): number;
    /**
     * The frames after sequence number `seq`, oldest first; undefined when some of them are no longer
     * kept (the client was away too long for a replay, or missed READY) or `seq` is ahead of the session.
     */
    framesAfter(seq: number): readonly KeptDispatch[] | undefined;
    /** Counts a presence update (op 3) at `now`; false when the window's allowance is already spent. */
    takePresenceUpdate(now: number): boolean;
    toString(): string;
}
