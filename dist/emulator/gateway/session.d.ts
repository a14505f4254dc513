import type { GatewayCaller } from './access.js';
/** A sent dispatch as kept for replay: its sequence number and its frame's text. */
export interface KeptDispatch {
    readonly s: number;
    readonly t: string;
    readonly text: string;
}
/** What a session is connected through (the socket side, see connection.ts). */
export interface SessionLink {
    send(text: string): void;
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
    });
    /** The token the session was opened or last resumed with. */
    get token(): string;
    /** A RESUME may present a newer token of the same user (after a refresh). */
    resumedWith(token: string): void;
    /**
     * Sends (or keeps, while away) a dispatch whose data is already JSON text: the text is built once per
     * event and only the sequence number differs between sessions. Returns the frame's sequence number.
     */
    dispatch(t: string, json: string): number;
    /**
     * The frames after sequence number `seq`, oldest first; undefined when some of them are no longer
     * kept (the client was away too long for a replay) or `seq` is ahead of the session.
     */
    framesAfter(seq: number): readonly KeptDispatch[] | undefined;
    /** Counts a presence update (op 3) at `now`; false when the window's allowance is already spent. */
    takePresenceUpdate(now: number): boolean;
    toString(): string;
}
