/**
 * Bounds on what anyone may make the emulator remember for later (pending device codes, consent requests
 * waiting for a decision), kept per owner (a client and the address it asks from) rather than only in
 * total: with a single global bound that drops the oldest entry, one client asking a thousand times pushes
 * out every other client's entry, and with it a user's sign-in in progress. Here the owner at its bound
 * loses its own oldest entry; the total bound is a last resort, and it takes the oldest entry of the owner
 * holding the most, which is the one flooding.
 */
/** The two bounds. */
export interface OwnerBounds {
    /** Entries one owner may hold; its oldest goes to make room. */
    readonly perOwner: number;
    /** Entries in all; past it, the oldest entry of the largest owner goes. */
    readonly total: number;
}
/**
 * The key of the entry to forget before one more entry of `owner` is kept, or undefined when there is
 * room. `entries` are [key, owner] in the order they were added (a Map's order), oldest first. One pass.
 */
export declare function evictionFor<K>(entries: Iterable<readonly [K, string]>, owner: string, bounds: OwnerBounds): K | undefined;
