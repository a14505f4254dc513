/**
 * One WebSocket connection to the gateway: the socket, the session it carries once identified, when it
 * last heartbeat, how many frames it sent in the current rate window, and its zlib stream when it asked
 * for `compress=zlib-stream` (compression.ts). The protocol itself is the
 * gateway's (gateway.ts); this only keeps the connection's facts, writes its frames (through the
 * gateway's {@link WriteBatch}, so a turn's frames to one socket leave together) and closes it once.
 */
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { ZlibStreamSender } from './compression.js';
import type { DispatchFrame } from './dispatchFrame.js';
import type { FrameWindow } from './frameLimits.js';
import type { GatewaySession, SessionLink } from './session.js';
import type { WriteBatch } from './writeBatch.js';
/** The socket under a WebSocket, and the gateway's batch of writes it joins. */
export interface ConnectionTransport {
    readonly socket: Duplex;
    readonly batch: WriteBatch;
}
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
    /**
     * `transport`: the socket `ws` runs on (from the upgrade) and the gateway's batch; `compress`: makes the
     * sender of a `zlib-stream` connection from the socket's own send.
     */
    constructor(socket: WebSocket, transport: ConnectionTransport, now: number, compress?: (out: (bytes: Buffer) => void) => ZlibStreamSender);
    /** Closes the connection unless it is still unidentified after `ms` (a real-time deadline). */
    armIdentifyDeadline(ms: number, onExpired: () => void): void;
    /** IDENTIFY or RESUME succeeded: the deadline (its timer and closure) is let go at once, not at close. */
    identified(): void;
    get open(): boolean;
    send(text: string): void;
    /**
     * Sends a dispatch with this connection's sequence number `s`, from the bytes shared by its recipients.
     * Uncompressed, the whole message is written to the socket here, beside `ws`: its sender only queues
     * (and so could be overtaken) while it compresses or reads a Blob, and the gateway turns compression off
     * and sends no Blob, so its frames and these go out in the order they were written.
     */
    sendDispatch(frame: DispatchFrame, s: number): void;
    /** Closes with a code and a reason (once); `ends` says the session cannot be resumed after it. */
    close(code: number, reason: string, ends: boolean): void;
    /** Drops the TCP connection without a close frame (what a network failure looks like to the client). */
    terminate(ends: boolean): void;
    /** The connection is over: no timer of it outlives it. */
    closed(): void;
}
