/**
 * Bounds on what anyone may make the emulator remember for later (pending device codes, consent requests
 * waiting for a decision), kept per owner (a client and the address it asks from) rather than only in
 * total: with a single global bound that drops the oldest entry, one client asking a thousand times pushes
 * out every other client's entry, and with it a user's sign-in in progress. Here the owner at its bound
 * loses its own oldest entry; the total bound is a last resort, and it takes the oldest entry of the owner
 * holding the most, which is the one flooding.
 */
/**
 * The key of the entry to forget before one more entry of `owner` is kept, or undefined when there is
 * room. `entries` are [key, owner] in the order they were added (a Map's order), oldest first. One pass.
 */
export function evictionFor(entries, owner, bounds) {
    const held = new Map();
    let total = 0;
    for (const [key, entryOwner] of entries) {
        total += 1;
        const counted = held.get(entryOwner);
        if (counted === undefined)
            held.set(entryOwner, { count: 1, oldest: key });
        else
            counted.count += 1;
    }
    const own = held.get(owner);
    if (own !== undefined && own.count >= bounds.perOwner)
        return own.oldest;
    if (total < bounds.total)
        return undefined;
    let largest;
    for (const counted of held.values())
        if (largest === undefined || counted.count > largest.count)
            largest = counted;
    return largest?.oldest;
}
