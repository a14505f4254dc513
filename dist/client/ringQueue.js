/**
 * A first-in first-out queue over a growable ring buffer: `push` and `shift` are O(1) whatever its
 * length. A plain array's `shift()` moves every element (V8 copies it past a small size): at 100,000
 * queued callbacks one shift cost about 50 µs, so a full queue that dropped its oldest on each push
 * stalled the game for seconds (issue 38, item 9).
 */
/** A FIFO queue with O(1) push and shift. */
export class RingQueue {
    #items = new Array(16);
    #head = 0;
    #size = 0;
    /** Items queued. */
    get size() {
        return this.#size;
    }
    /** Adds an item at the end. */
    push(item) {
        if (this.#size === this.#items.length)
            this.#grow();
        this.#items[(this.#head + this.#size) % this.#items.length] = item;
        this.#size++;
    }
    /** Takes the first item, or undefined when empty. */
    shift() {
        if (this.#size === 0)
            return undefined;
        const item = this.#items[this.#head];
        this.#items[this.#head] = undefined;
        this.#head = (this.#head + 1) % this.#items.length;
        this.#size--;
        return item;
    }
    /** Takes every item, in order, leaving the queue empty (its buffer shrinks back). */
    takeAll() {
        const out = new Array(this.#size);
        for (let i = 0; i < out.length; i++)
            out[i] = this.#items[(this.#head + i) % this.#items.length];
        this.#items = new Array(16);
        this.#head = 0;
        this.#size = 0;
        return out;
    }
    #grow() {
        const items = new Array(this.#items.length * 2);
        for (let i = 0; i < this.#size; i++)
            items[i] = this.#items[(this.#head + i) % this.#items.length];
        this.#items = items;
        this.#head = 0;
    }
}
