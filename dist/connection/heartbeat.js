/**
 * The client's heartbeat: the first beat after a random part of the interval (so that many clients
 * reconnecting together spread out), then one per interval. A beat that finds the previous one still
 * unacknowledged means the connection is a zombie: the server, or the path to it, stopped answering
 * while the socket still looks open. The timers never keep the process alive on their own.
 */
export class Heartbeat {
    #options;
    #timer;
    #awaitingAck = false;
    #stopped = false;
    constructor(options) {
        this.#options = options;
        this.#schedule(Math.floor(options.intervalMs * options.jitter));
    }
    /** The server acknowledged the last beat. */
    acked() {
        this.#awaitingAck = false;
    }
    /** The server asked for a beat now (op 1): send one without changing the schedule. */
    beatNow() {
        if (this.#stopped)
            return;
        this.#awaitingAck = true;
        this.#options.beat();
    }
    stop() {
        this.#stopped = true;
        clearTimeout(this.#timer);
    }
    #schedule(ms) {
        this.#timer = setTimeout(() => this.#tick(), ms);
        this.#timer.unref();
    }
    #tick() {
        if (this.#stopped)
            return;
        if (this.#awaitingAck) {
            this.stop();
            this.#options.onMissedAck();
            return;
        }
        this.beatNow();
        this.#schedule(this.#options.intervalMs);
    }
}
