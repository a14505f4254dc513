/**
 * One WebSocket connection to the gateway: the socket, the session it carries once identified, when it
 * last heartbeat, and how many frames it sent in the current rate window. The protocol itself is the
 * gateway's (gateway.ts); this only keeps the connection's facts and closes it once.
 */
import type { WebSocket } from 'ws';
import type { GatewaySession, SessionLink } from './session.js';
export declare class GatewayConnection implements SessionLink {
    #private;
    /** The session, once IDENTIFY or RESUME succeeded. */
    session: GatewaySession | null;
    /** Emulator time of the last heartbeat (or of the connection's opening). */
    lastBeatAt: number;
    /** The close code the emulator closed with; null while open or when the client closed. */
    closedWith: number | null;
    /** The session ends with this connection (no RESUME): set by closes that end it. */
    endsSession: boolean;
    constructor(socket: WebSocket, now: number, realNow: number);
    /** Closes the connection unless it is still unidentified after `ms` (a real-time deadline). */
    armIdentifyDeadline(ms: number, onExpired: () => void): void;
    /** Counts a frame; false once the window's allowance is spent. */
    take(realNow: number, allowance: number, windowMs: number): boolean;
    get open(): boolean;
    send(text: string): void;
    /** Closes with a code and a reason (once); `ends` says the session cannot be resumed after it. */
    close(code: number, reason: string, ends: boolean): void;
    /** Drops the TCP connection without a close frame (what a network failure looks like to the client). */
    terminate(ends: boolean): void;
    /** The connection is over: no timer of it outlives it. */
    closed(): void;
}
