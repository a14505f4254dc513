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

export class GatewayConnection implements SessionLink {
  readonly #socket: WebSocket;
  /** The socket under `#socket`, held by `#batch` while a turn's frames gather. */
  readonly #raw: Duplex;
  readonly #batch: WriteBatch;
  /** The session, once IDENTIFY or RESUME succeeded. */
  session: GatewaySession | null = null;
  /** Emulator time of the last heartbeat (or of the connection's opening). */
  lastBeatAt: number;
  /** The close code the emulator closed with; null while open or when the client closed. */
  closedWith: number | null = null;
  /** The session ends with this connection (no RESUME): set by closes that end it. */
  endsSession = false;
  /** Frames received in the current rate window (frameLimits.ts). */
  readonly window: FrameWindow;
  /** Emulator time the connection was closed for not reading (then terminated if it never drains). */
  slowSince: number | null = null;
  readonly #compressor: ZlibStreamSender | undefined;
  #identifyTimer: ReturnType<typeof setTimeout> | undefined;
  readonly #maxBuffered: number;
  readonly #onOverflow: (buffered: number) => void;
  /** While the answer to IDENTIFY or RESUME is written: not held to the bound (it has its own). */
  #starting = false;
  /** Bytes that answer left waiting: allowed on top of the bound until the peer first reads below it. */
  #startAllowance = 0;

  /**
   * `transport`: the socket `ws` runs on (from the upgrade) and the gateway's batch; `compress`: makes the
   * sender of a `zlib-stream` connection from the socket's own send.
   */
  constructor(
    socket: WebSocket,
    transport: ConnectionTransport,
    now: number,
    compress?: (out: (bytes: Buffer) => void) => ZlibStreamSender,
  ) {
    this.#socket = socket;
    this.#raw = transport.socket;
    this.#batch = transport.batch;
    this.#maxBuffered = transport.maxBufferedBytes;
    this.#onOverflow = transport.onOverflow;
    this.lastBeatAt = now;
    this.window = { start: now, frames: 0 };
    this.#compressor = compress?.((bytes) => this.#write(bytes));
  }

  /** Closes the connection unless it is still unidentified after `ms` (a real-time deadline). */
  armIdentifyDeadline(ms: number, onExpired: () => void): void {
    this.#identifyTimer = setTimeout(() => {
      if (this.session === null) onExpired();
    }, ms);
    this.#identifyTimer.unref();
  }

  /** IDENTIFY or RESUME succeeded: the deadline (its timer and closure) is let go at once, not at close. */
  identified(): void {
    clearTimeout(this.#identifyTimer);
    this.#identifyTimer = undefined;
  }

  get open(): boolean {
    return this.closedWith === null && this.#socket.readyState === this.#socket.OPEN;
  }

  /**
   * Bytes written to this connection that the peer has not taken yet: the socket's queue (corked writes
   * included), `ws`'s own, and what waits in or behind the zlib stream.
   */
  get bufferedBytes(): number {
    return this.#socket.bufferedAmount + (this.#compressor?.pendingBytes ?? 0);
  }

  /**
   * Runs `work` (the answer to the client's IDENTIFY or RESUME) without the bound: what it leaves waiting
   * is allowed on top of the bound until the peer first reads below it.
   */
  starting(work: () => void): void {
    this.#starting = true;
    try {
      work();
    } finally {
      this.#starting = false;
      this.#startAllowance = Math.max(0, this.bufferedBytes - this.#maxBuffered);
    }
  }

  send(text: string): void {
    if (!this.open || !this.#hasRoom()) return;
    if (this.#compressor) this.#compressor.send(text);
    else this.#write(text);
  }

  /**
   * Sends a dispatch with this connection's sequence number `s`, from the bytes shared by its recipients.
   * Uncompressed, the whole message is written to the socket here, beside `ws`: its sender only queues
   * (and so could be overtaken) while it compresses or reads a Blob, and the gateway turns compression off
   * and sends no Blob, so its frames and these go out in the order they were written.
   */
  sendDispatch(frame: DispatchFrame, s: number): void {
    if (!this.open || !this.#hasRoom()) return;
    if (this.#compressor) this.#compressor.send(frame.text(s));
    else {
      this.#batch.prepare(this.#raw);
      this.#raw.write(frame.message(s));
    }
  }

  /**
   * Whether one more frame may be written: false (and the gateway told, which closes the connection) when
   * more than the bound already waits for the peer. So at most the bound plus one frame is held.
   */
  #hasRoom(): boolean {
    if (this.#starting) return true;
    const buffered = this.bufferedBytes;
    if (buffered <= this.#maxBuffered) {
      // The peer read below the bound: the start's allowance is spent.
      this.#startAllowance = 0;
      return true;
    }
    if (buffered <= this.#maxBuffered + this.#startAllowance) return true;
    this.#onOverflow(buffered);
    return false;
  }

  #write(data: string | Buffer): void {
    if (this.#socket.readyState !== this.#socket.OPEN) return;
    this.#batch.prepare(this.#raw);
    this.#socket.send(data);
  }

  /** Lets the frames held for this turn go now (before a close or a drop). */
  #flush(): void {
    this.#batch.release(this.#raw);
  }

  /** Closes with a code and a reason (once); `ends` says the session cannot be resumed after it. */
  close(code: number, reason: string, ends: boolean): void {
    if (this.closedWith !== null) return;
    this.closedWith = code;
    this.endsSession ||= ends;
    // What was sent before the close goes out before it (a compressed frame may still be in zlib).
    const close = () => {
      this.#socket.close(code, reason.slice(0, 120));
      this.#flush();
    };
    if (this.#compressor) this.#compressor.afterPending(close);
    else close();
  }

  /** Drops the TCP connection without a close frame (what a network failure looks like to the client). */
  terminate(ends: boolean): void {
    this.endsSession ||= ends;
    // What was sent before still reaches the client, as it did before writes were batched.
    this.#flush();
    this.#socket.terminate();
  }

  /** The connection is over: no timer of it outlives it. */
  closed(): void {
    clearTimeout(this.#identifyTimer);
    this.#compressor?.end();
  }
}
