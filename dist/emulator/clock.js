/**
 * The emulator's clock. Every expiry (codes, tokens, lobbies) and every rate-limit window reads it, so
 * tests can move time forward instead of sleeping.
 */
/**
 * The emulator's Unix-ms clock (`ctx.clock`): the source's time plus an adjustable offset, optionally
 * frozen. Tests move it through `control.clock`, which also persists the change.
 */
export class EmulatorClock {
    #source;
    #offsetMs;
    #frozenAtMs;
    constructor(options = {}) {
        this.#source = options.now ?? Date.now;
        const sourceNow = this.#source();
        const start = options.startMs ?? sourceNow;
        checkTime('startMs', start);
        this.#offsetMs = start - sourceNow;
        this.#frozenAtMs = options.frozen === true ? start : null;
    }
    /** Current emulator time in Unix ms. */
    now() {
        return this.#frozenAtMs ?? this.#source() + this.#offsetMs;
    }
    /** Current emulator time in Unix seconds (fractional). */
    nowSeconds() {
        return this.now() / 1000;
    }
    /** Moves time forward by `ms` (never backwards: expiries must not un-expire). */
    advance(ms) {
        if (!Number.isFinite(ms) || ms < 0) {
            throw new RangeError(`clock.advance(ms): expected a finite number >= 0, received ${String(ms)}`);
        }
        if (this.#frozenAtMs !== null)
            this.#frozenAtMs += ms;
        else
            this.#offsetMs += ms;
        return this.now();
    }
    /** Sets the current time (Unix ms). */
    set(epochMs) {
        checkTime('clock.set(epochMs)', epochMs);
        if (this.#frozenAtMs !== null)
            this.#frozenAtMs = epochMs;
        else
            this.#offsetMs = epochMs - this.#source();
        return this.now();
    }
    /** Stops (true) or resumes (false) the flow of time at the current instant. */
    freeze(frozen) {
        const now = this.now();
        if (frozen)
            this.#frozenAtMs = now;
        else {
            this.#frozenAtMs = null;
            this.#offsetMs = now - this.#source();
        }
    }
    /** Whether time stands still: it then moves only when advanced or set, until `freeze(false)`. */
    get frozen() {
        return this.#frozenAtMs !== null;
    }
    /** @internal The state to persist, so time never runs backwards across a restart. */
    state() {
        return { offsetMs: this.#offsetMs, frozenAtMs: this.#frozenAtMs };
    }
    /** @internal Restores a persisted state (an advanced clock stays advanced across a restart). */
    restore(state) {
        this.#offsetMs = state.offsetMs;
        this.#frozenAtMs = state.frozenAtMs;
    }
}
function checkTime(what, value) {
    if (!Number.isFinite(value) || value < 0) {
        throw new RangeError(`${what}: expected Unix milliseconds (a finite number >= 0), received ${String(value)}`);
    }
}
