export class GatewayConnection {
    #socket;
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
    #compressor;
    #identifyTimer;
    /** `compress`: makes the sender of a `zlib-stream` connection from the socket's own send. */
    constructor(socket, now, compress) {
        this.#socket = socket;
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
    get open() {
        return this.closedWith === null && this.#socket.readyState === this.#socket.OPEN;
    }
    send(text) {
        if (!this.open)
            return;
        if (this.#compressor)
            this.#compressor.send(text);
        else
            this.#write(text);
    }
    #write(data) {
        if (this.#socket.readyState === this.#socket.OPEN)
            this.#socket.send(data);
    }
    /** Closes with a code and a reason (once); `ends` says the session cannot be resumed after it. */
    close(code, reason, ends) {
        if (this.closedWith !== null)
            return;
        this.closedWith = code;
        this.endsSession ||= ends;
        // What was sent before the close goes out before it (a compressed frame may still be in zlib).
        const close = () => this.#socket.close(code, reason.slice(0, 120));
        if (this.#compressor)
            this.#compressor.afterPending(close);
        else
            close();
    }
    /** Drops the TCP connection without a close frame (what a network failure looks like to the client). */
    terminate(ends) {
        this.endsSession ||= ends;
        this.#socket.terminate();
    }
    /** The connection is over: no timer of it outlives it. */
    closed() {
        clearTimeout(this.#identifyTimer);
        this.#compressor?.end();
    }
}
