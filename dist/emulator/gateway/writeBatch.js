export class WriteBatch {
    #held = new Set();
    #scheduled = false;
    #flush = () => this.flush();
    /** Depth of `gather` calls in progress. */
    #gathering = 0;
    /** Runs `work` (the handling of what a client sent); what it writes waits for the end of the turn. */
    gather(work) {
        this.#gathering++;
        try {
            work();
        }
        finally {
            this.#gathering--;
        }
    }
    /** Before a write to `socket`: held while gathering; otherwise everything held goes first. */
    prepare(socket) {
        if (this.#gathering > 0)
            this.hold(socket);
        else if (this.#held.size > 0)
            this.flush();
    }
    /** Holds the socket's writes until the end of this turn (once per socket per turn). */
    hold(socket) {
        if (this.#held.has(socket))
            return;
        socket.cork();
        this.#held.add(socket);
        if (this.#scheduled)
            return;
        this.#scheduled = true;
        setImmediate(this.#flush);
    }
    /** Lets one socket's held writes go now: before it is destroyed, which would drop them. */
    release(socket) {
        if (this.#held.delete(socket))
            socket.uncork();
    }
    /** Lets every held socket's writes go. */
    flush() {
        this.#scheduled = false;
        for (const socket of this.#held)
            socket.uncork();
        this.#held.clear();
    }
    /** Sockets held now (for tests). */
    get size() {
        return this.#held.size;
    }
}
