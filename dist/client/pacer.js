/**
 * A sliding-window pacer: at most `limit` turns per `windowMs`; a turn over the budget waits (a timer
 * that does not keep the process alive) until the oldest turn leaves the window. Taking a turn reserves
 * its place at once, so concurrent callers never share one.
 */
export class Pacer {
    #limit;
    #windowMs;
    #now;
    /** When the turns in the window were taken, oldest first. */
    #taken = [];
    /**
     * @param limit - turns per window.
     * @param windowMs - the window, ms.
     * @param now - the clock, ms.
     */
    constructor(limit, windowMs, now = Date.now) {
        this.#limit = limit;
        this.#windowMs = windowMs;
        this.#now = now;
    }
    /** Resolves when a turn fits in the window, having taken it. */
    async turn() {
        for (;;) {
            const windowStart = this.#now() - this.#windowMs;
            while (this.#taken.length > 0 && this.#taken[0] <= windowStart)
                this.#taken.shift();
            if (this.#taken.length < this.#limit) {
                this.#taken.push(this.#now());
                return;
            }
            const wait = this.#taken[0] - windowStart + 1;
            await new Promise((resolve) => setTimeout(resolve, wait).unref());
        }
    }
}
/**
 * Paced sends of a state of which only the latest matters (a presence): what is submitted while a send
 * waits for its turn joins that send, and the last submission is what goes out. So a game that submits
 * every frame sends at most the pacer's allowance per window, and each window's send carries its newest
 * state. Every submission's Promise settles with the send that carried it.
 */
export class LatestOnly {
    #pacer;
    /** The send waiting for a turn: the latest state's sender and everyone it answers. */
    #waiting;
    /** @param pacer - whose turns the sends take. */
    constructor(pacer) {
        this.#pacer = pacer;
    }
    /**
     * @param send - sends the state as it is now (called once, unless a later submission replaces it).
     * @returns a Promise settled when the send that carries this submission went out (or threw).
     */
    submit(send) {
        return new Promise((resolve, reject) => {
            if (this.#waiting !== undefined) {
                this.#waiting.send = send;
                this.#waiting.settle.push({ resolve, reject });
                return;
            }
            this.#waiting = { send, settle: [{ resolve, reject }] };
            void this.#pacer.turn().then(() => this.#flush());
        });
    }
    #flush() {
        const waiting = this.#waiting;
        this.#waiting = undefined;
        if (waiting === undefined)
            return;
        try {
            waiting.send();
        }
        catch (error) {
            for (const { reject } of waiting.settle)
                reject(error);
            return;
        }
        for (const { resolve } of waiting.settle)
            resolve();
    }
}
