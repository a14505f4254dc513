export class GatewayConnection {
    #socket;
    /** The socket under `#socket`, held by `#batch` while a turn's frames gather. */
    #raw;
    #batch;
    /** The session, once IDENTIFY or RESUME succeeded. */
    session = null;
    /** Emulator time of the last heartbeat (or of the connection's opening). */
    lastBeatAt;
    /** The close code the emulator closed with; null while open or when the client closed. */
    closedWith = null;
    /** The session ends with this connection (no RESUME): set by closes that end it. */
    endsSession = false;
    /** Frames received in the current rate window (frameLimits.ts). */
    window;
    /** Emulator time the connection was closed for not reading (then terminated if it never drains). */
    slowSince = null;
    #compressor;
    #identifyTimer;
    #maxBuffered;
    #onOverflow;
    /** While the answer to IDENTIFY or RESUME is written: not held to the bound (it has its own). */
    #starting = false;
    /** Bytes that answer left waiting: allowed on top of the bound until the peer first reads below it. */
    #startAllowance = 0;
    /**
     * `transport`: the socket `ws` runs on (from the upgrade) and the gateway's batch; `compress`: makes the
     * sender of a `zlib-stream` connection from the socket's own send.
     */
    constructor(socket, transport, now, compress) {
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
    armIdentifyDeadline(ms, onExpired) {
        this.#identifyTimer = setTimeout(() => {
            if (this.session === null)
                onExpired();
        }, ms);
        this.#identifyTimer.unref();
    }
    /** IDENTIFY or RESUME succeeded: the deadline (its timer and closure) is let go at once, not at close. */
    identified() {
        clearTimeout(this.#identifyTimer);
        this.#identifyTimer = undefined;
    }
    get open() {
        return this.closedWith === null && this.#socket.readyState === this.#socket.OPEN;
    }
    /**
     * Bytes written to this connection that the peer has not taken yet: the socket's queue (corked writes
     * included), `ws`'s own, and what waits in or behind the zlib stream.
     */
    get bufferedBytes() {
        return this.#socket.bufferedAmount + (this.#compressor?.pendingBytes ?? 0);
    }
    /**
     * Runs `work` (the answer to the client's IDENTIFY or RESUME) without the bound: what it leaves waiting
     * is allowed on top of the bound until the peer first reads below it.
     */
    starting(work) {
        this.#starting = true;
        try {
            work();
        }
        finally {
            this.#starting = false;
            this.#startAllowance = Math.max(0, this.bufferedBytes - this.#maxBuffered);
        }
    }
    send(text) {
        if (!this.open || !this.#hasRoom())
            return;
        if (this.#compressor)
            this.#compressor.send(text);
        else
            this.#write(text);
    }
    /**
     * Sends a dispatch with this connection's sequence number `s`, from the bytes shared by its recipients.
     * Uncompressed, the whole message is written to the socket here, beside `ws`: its sender only queues
     * (and so could be overtaken) while it compresses or reads a Blob, and the gateway turns compression off
     * and sends no Blob, so its frames and these go out in the order they were written.
     */
    sendDispatch(frame, s) {
        if (!this.open || !this.#hasRoom())
            return;
        if (this.#compressor)
            this.#compressor.send(frame.text(s));
        else {
            this.#batch.prepare(this.#raw);
            this.#raw.write(frame.message(s));
        }
    }
    /**
     * Whether one more frame may be written: false (and the gateway told, which closes the connection) when
     * more than the bound already waits for the peer. So at most the bound plus one frame is held.
     */
    #hasRoom() {
        if (this.#starting)
            return true;
        const buffered = this.bufferedBytes;
        if (buffered <= this.#maxBuffered) {
            // The peer read below the bound: the start's allowance is spent.
            this.#startAllowance = 0;
            return true;
        }
        if (buffered <= this.#maxBuffered + this.#startAllowance)
            return true;
        this.#onOverflow(buffered);
        return false;
    }
    #write(data) {
        if (this.#socket.readyState !== this.#socket.OPEN)
            return;
        this.#batch.prepare(this.#raw);
        this.#socket.send(data);
    }
    /** Lets the frames held for this turn go now (before a close or a drop). */
    #flush() {
        this.#batch.release(this.#raw);
    }
    /** Closes with a code and a reason (once); `ends` says the session cannot be resumed after it. */
    close(code, reason, ends) {
        if (this.closedWith !== null)
            return;
        this.closedWith = code;
        this.endsSession ||= ends;
        // What was sent before the close goes out before it (a compressed frame may still be in zlib).
        const close = () => {
            this.#socket.close(code, reason.slice(0, 120));
            this.#flush();
        };
        if (this.#compressor)
            this.#compressor.afterPending(close);
        else
            close();
    }
    /** Drops the TCP connection without a close frame (what a network failure looks like to the client). */
    terminate(ends) {
        this.endsSession ||= ends;
        // What was sent before still reaches the client, as it did before writes were batched.
        this.#flush();
        this.#socket.terminate();
    }
    /** The connection is over: no timer of it outlives it. */
    closed() {
        clearTimeout(this.#identifyTimer);
        this.#compressor?.end();
    }
}
