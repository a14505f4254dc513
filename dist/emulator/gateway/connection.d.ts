/**
 * One WebSocket connection to the gateway: the socket, the session it carries once identified, when it
 * last heartbeat, how many frames it sent in the current rate window, and its zlib stream when it asked
 * for `compress=zlib-stream` (compression.ts). The protocol itself is the
 * gateway's (gateway.ts); this only keeps the connection's facts and closes it once.
 */
import type { WebSocket } from 'ws';
import type { ZlibStreamSender } from './compression.js';
import type { FrameWindow } from './frameLimits.js';
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
    /** Frames received in the current rate window (frameLimits.ts). */
    readonly window: FrameWindow;
    /** `compress`: makes the sender of a `zlib-stream` connection from the socket's own send. */
    constructor(socket: WebSocket, now: number, compress?: (out: (bytes: Buffer) => void) => ZlibStreamSender);
    /** Closes the connection unless it is still unidentified after `ms` (a real-time deadline). */
    armIdentifyDeadline(ms: number, onExpired: () => void): void;
    get open(): boolean;
    send(text: string): void;
    /** Closes with a code and a reason (once); `ends` says the session cannot be resumed after it. */
    close(code: number, reason: string, ends: boolean): void;
    /** Drops the TCP connection without a close frame (what a network failure looks like to the client). */
    terminate(ends: boolean): void;
    /** The connection is over: no timer of it outlives it. */
    closed(): void;
}
