/**
 * A first-in first-out queue over a growable ring buffer: `push` and `shift` are O(1) whatever its
 * length. A plain array's `shift()` moves every element (V8 copies it past a small size): at 100,000
 * queued callbacks one shift cost about 50 µs, so a full queue that dropped its oldest on each push
 * stalled the game for seconds (issue 38, item 9).
 */
/** A FIFO queue with O(1) push and shift. */
export declare class RingQueue<T> {
    #private;
    /** Items queued. */
    get size(): number;
    /** Adds an item at the end. */
    push(item: T): void;
    /** Takes the first item, or undefined when empty. */
    shift(): T | undefined;
    /** Takes every item, in order, leaving the queue empty (its buffer shrinks back). */
    takeAll(): T[];
}
