/**
 * One WebSocket connection to the gateway: the socket, the session it carries once identified, when it
 * last heartbeat, how many frames it sent in the current rate window, and its zlib stream when it asked
 * for `compress=zlib-stream` (compression.ts). The protocol itself is the
 * gateway's (gateway.ts); this only keeps the connection's facts, writes its frames (through the
 * gateway's {@link WriteBatch}, so a turn's frames to one socket leave together) and closes it once.
 *
 * It also bounds what a peer that does not read can make the emulator hold (docs/hostile-peers.md, "Slow
 * readers on the gateway"): before each write it looks at the bytes still waiting for this peer (the
 * socket's queue, `ws`'s, and the zlib stream's); past `maxBufferedBytes` it writes nothing more and tells
 * the gateway, which closes the connection (resumable) instead of buffering without limit. The answer to
 * the client's own IDENTIFY or RESUME (READY, a bot's GUILD_CREATEs, a replay) is bounded by its own limits
 * and may sit on top of the bound until the peer first reads below it, so a large start is never cut.
 */
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { ZlibStreamSender } from './compression.js';
import type { DispatchFrame } from './dispatchFrame.js';
import type { FrameWindow } from './frameLimits.js';
import type { GatewaySession, SessionLink } from './session.js';
import type { WriteBatch } from './writeBatch.js';
/** The socket under a WebSocket, the gateway's batch of writes it joins, and the bound on what waits. */
export interface ConnectionTransport {
    readonly socket: Duplex;
    readonly batch: WriteBatch;
    /** Bytes that may wait for the peer before a write is refused (the gateway's `maxBufferedBytes`). */
    readonly maxBufferedBytes: number;
    /** Called (once) when a write finds more than the bound waiting: `buffered` is what waits. */
    readonly onOverflow: (buffered: number) => void;
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
    /** Emulator time the connection was closed for not reading (then terminated if it never drains). */
    slowSince: number | null;
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
    /**
     * Bytes written to this connection that the peer has not taken yet: the socket's queue (corked writes
     * included), `ws`'s own, and what waits in or behind the zlib stream.
     */
    get bufferedBytes(): number;
    /**
     * Runs `work` (the answer to the client's IDENTIFY or RESUME) without the bound: what it leaves waiting
     * is allowed on top of the bound until the peer first reads below it.
     */
    starting(work: () => void): void;
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
