/**
 * The gateway's replay log: every dispatch an event causes is kept once, as its serialized data and its
 * audience (application, scope, user ids), however many sessions received it. A session keeps no copy:
 * on a RESUME it reads back the entries it was among (session.ts), numbering them from its own sequence.
 * So a message to a lobby of 1,000 costs one entry, not 1,000 frames.
 *
 * Bounded twice: by bytes (oldest first) and by age on the emulator clock (a session away longer than
 * the resume window is gone anyway, so older entries can serve nobody).
 */
import type { Audience } from '../gatewayEvents.js';

/** One dispatch as sent to all its recipients: the frame's name and data, and who received it. */
export interface ReplayEntry {
  readonly t: string;
  /** The dispatch's `d`, as JSON text. */
  readonly json: string;
  readonly applicationId: string;
  readonly audience: Audience;
  /** The users whose sessions (of the application, with the scope) received it; may be shared. */
  readonly userIds: readonly string[];
  /** Emulator time it was sent. */
  readonly time: number;
}

/** What a session must match to have received an entry. */
export interface ReplayReader {
  readonly userId: string;
  readonly applicationId: string;
  readonly sees: Readonly<Record<Audience, boolean>>;
}

/** Bookkeeping bytes of an entry besides its text (the object, its fields, the array slot). */
const ENTRY_OVERHEAD = 96;
/** The dead head of the array is cut off once it is this long and half the array. */
const COMPACT_AFTER = 1024;

export class ReplayLog {
  readonly #maxBytes: number;
  readonly #windowMs: number;
  #entries: ReplayEntry[] = [];
  /** Absolute index of `#entries[#head]`; indexes only grow, so a session can remember one. */
  #first = 0;
  #head = 0;
  #bytes = 0;
  /** How often each user appears in a recipient list: built on a RESUME's first look, then shared. */
  readonly #counts = new WeakMap<readonly string[], Map<string, number>>();

  constructor(limits: { maxBytes: number; windowMs: number }) {
    this.#maxBytes = limits.maxBytes;
    this.#windowMs = limits.windowMs;
  }

  /** Absolute index of the oldest entry kept. */
  get start(): number {
    return this.#first;
  }

  /** Absolute index the next entry will take. */
  get end(): number {
    return this.#first + this.#entries.length - this.#head;
  }

  /** Bytes held (text and bookkeeping), for the stats. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Keeps an entry; returns its absolute index. Older entries past the bounds go first. */
  append(entry: ReplayEntry): number {
    const index = this.end;
    this.#entries.push(entry);
    this.#bytes += sizeOf(entry);
    this.trim(entry.time);
    return index;
  }

  /** The entry at an absolute index, if still kept. */
  at(index: number): ReplayEntry | undefined {
    if (index < this.#first) return undefined;
    return this.#entries[this.#head + index - this.#first];
  }

  /** How many times `reader` received `entry` (0 when it was not among its recipients). */
  receivedBy(entry: ReplayEntry, reader: ReplayReader): number {
    if (entry.applicationId !== reader.applicationId || !reader.sees[entry.audience]) return 0;
    let counts = this.#counts.get(entry.userIds);
    if (counts === undefined) {
      counts = new Map();
      for (const id of entry.userIds) counts.set(id, (counts.get(id) ?? 0) + 1);
      this.#counts.set(entry.userIds, counts);
    }
    return counts.get(reader.userId) ?? 0;
  }

  /** Drops entries older than the window at `now`, then the oldest until the bytes fit. */
  trim(now: number): void {
    const oldest = now - this.#windowMs;
    while (this.#head < this.#entries.length) {
      const entry = this.#entries[this.#head] as ReplayEntry;
      if (entry.time >= oldest && this.#bytes <= this.#maxBytes) break;
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
  clear(): void {
    this.#first = this.end;
    this.#entries = [];
    this.#head = 0;
    this.#bytes = 0;
  }
}

function sizeOf(entry: ReplayEntry): number {
  return entry.json.length + entry.t.length + ENTRY_OVERHEAD;
}
