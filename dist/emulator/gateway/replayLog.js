/** Bookkeeping bytes of an entry besides its text (the object, its fields, the array slot). */
const ENTRY_OVERHEAD = 96;
/** The dead head of the array is cut off once it is this long and half the array. */
const COMPACT_AFTER = 1024;
export class ReplayLog {
    #maxBytes;
    #windowMs;
    #entries = [];
    /** Absolute index of `#entries[#head]`; indexes only grow, so a session can remember one. */
    #first = 0;
    #head = 0;
    #bytes = 0;
    /** How often each user appears in a recipient list: built on a RESUME's first look, then shared. */
    #counts = new WeakMap();
    constructor(limits) {
        this.#maxBytes = limits.maxBytes;
        this.#windowMs = limits.windowMs;
    }
    /** Absolute index of the oldest entry kept. */
    get start() {
        return this.#first;
    }
    /** Absolute index the next entry will take. */
    get end() {
        return this.#first + this.#entries.length - this.#head;
    }
    /** Bytes held (text and bookkeeping), for the stats. */
    get bytes() {
        return this.#bytes;
    }
    /** Keeps an entry; returns its absolute index. Older entries past the bounds go first. */
    append(entry) {
        const index = this.end;
        this.#entries.push(entry);
        this.#bytes += sizeOf(entry);
        this.trim(entry.time);
        return index;
    }
    /** The entry at an absolute index, if still kept. */
    at(index) {
        if (index < this.#first)
            return undefined;
        return this.#entries[this.#head + index - this.#first];
    }
    /** How many times `reader` received `entry` (0 when it was not among its recipients). */
    receivedBy(entry, reader) {
        if (entry.applicationId !== reader.applicationId || !reader.sees[entry.audience])
            return 0;
        let counts = this.#counts.get(entry.userIds);
        if (counts === undefined) {
            counts = new Map();
            for (const id of entry.userIds)
                counts.set(id, (counts.get(id) ?? 0) + 1);
            this.#counts.set(entry.userIds, counts);
        }
        return counts.get(reader.userId) ?? 0;
    }
    /** Drops entries older than the window at `now`, then the oldest until the bytes fit. */
    trim(now) {
        const oldest = now - this.#windowMs;
        while (this.#head < this.#entries.length) {
            const entry = this.#entries[this.#head];
            if (entry.time >= oldest && this.#bytes <= this.#maxBytes)
                break;
            this.#bytes -= sizeOf(entry);
            this.#head++;
            this.#first++;
        }
        if (this.#head >= COMPACT_AFTER && this.#head * 2 >= this.#entries.length) {
            this.#entries = this.#entries.slice(this.#head);
            this.#head = 0;
        }
    }
    /** Forgets every entry (the indexes keep growing, so no session mistakes a new entry for an old one). */
    clear() {
        this.#first = this.end;
        this.#entries = [];
        this.#head = 0;
        this.#bytes = 0;
    }
}
function sizeOf(entry) {
    return entry.json.length + entry.t.length + ENTRY_OVERHEAD;
}
