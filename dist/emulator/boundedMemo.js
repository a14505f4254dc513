/**
 * A memo of values computed from a string key, bounded by emptying it when full: the emulator remembers
 * what a client sends again and again (credential digests, decoded Basic headers, checked scope lists)
 * without growing with every distinct key. Emptying at once keeps the hit path a single lookup; the
 * keys that matter come back on the next request. Each owner holds its own: nothing is shared between
 * emulators.
 */
export class BoundedMemo {
    capacity;
    #values = new Map();
    constructor(capacity) {
        this.capacity = capacity;
    }
    /** The value for `key`, computed by `compute` on a miss (a compute that throws stores nothing). */
    get(key, compute) {
        let value = this.#values.get(key);
        if (value === undefined) {
            value = compute(key);
            if (this.#values.size >= this.capacity)
                this.#values.clear();
            this.#values.set(key, value);
        }
        return value;
    }
    has(key) {
        return this.#values.has(key);
    }
    clear() {
        this.#values.clear();
    }
}
