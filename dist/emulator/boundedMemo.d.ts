/**
 * A memo of values computed from a string key, bounded by emptying it when full: the emulator remembers
 * what a client sends again and again (credential digests, decoded Basic headers, checked scope lists)
 * without growing with every distinct key. Emptying at once keeps the hit path a single lookup; the
 * keys that matter come back on the next request. Each owner holds its own: nothing is shared between
 * emulators.
 */
export declare class BoundedMemo<V> {
    #private;
    private readonly capacity;
    constructor(capacity: number);
    /** The value for `key`, computed by `compute` on a miss (a compute that throws stores nothing). */
    get(key: string, compute: (key: string) => V): V;
    has(key: string): boolean;
    clear(): void;
}
