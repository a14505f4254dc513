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
    #windowStart;
    #frames = 0;
    #identifyTimer;
    constructor(socket, now, realNow) {
        this.#socket = socket;
        this.lastBeatAt = now;
        this.#windowStart = realNow;
    }
    /** Closes the connection unless it is still unidentified after `ms` (a real-time deadline). */
    armIdentifyDeadline(ms, onExpired) {
        this.#identifyTimer = setTimeout(() => {
            if (this.session === null)
                onExpired();
        }, ms);
        this.#identifyTimer.unref();
    }
    /** Counts a frame; false once the window's allowance is spent. */
    take(realNow, allowance, windowMs) {
        if (realNow - this.#windowStart >= windowMs) {
            this.#windowStart = realNow;
            this.#frames = 0;
        }
        return ++this.#frames <= allowance;
    }
    get open() {
        return this.closedWith === null && this.#socket.readyState === this.#socket.OPEN;
    }
    send(text) {
        if (this.open)
            this.#socket.send(text);
    }
    /** Closes with a code and a reason (once); `ends` says the session cannot be resumed after it. */
    close(code, reason, ends) {
        if (this.closedWith !== null)
            return;
        this.closedWith = code;
        this.endsSession ||= ends;
        this.#socket.close(code, reason.slice(0, 120));
    }
    /** Drops the TCP connection without a close frame (what a network failure looks like to the client). */
    terminate(ends) {
        this.endsSession ||= ends;
        this.#socket.terminate();
    }
    /** The connection is over: no timer of it outlives it. */
    closed() {
        clearTimeout(this.#identifyTimer);
    }
}
