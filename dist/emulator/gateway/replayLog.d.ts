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
export declare class ReplayLog {
    #private;
    constructor(limits: {
        maxBytes: number;
        windowMs: number;
    });
    /** Absolute index of the oldest entry kept. */
    get start(): number;
    /** Absolute index the next entry will take. */
    get end(): number;
    /** Bytes held (text and bookkeeping), for the stats. */
    get bytes(): number;
    /** Keeps an entry; returns its absolute index. Older entries past the bounds go first. */
    append(entry: ReplayEntry): number;
    /** The entry at an absolute index, if still kept. */
    at(index: number): ReplayEntry | undefined;
    /** How many times `reader` received `entry` (0 when it was not among its recipients). */
    receivedBy(entry: ReplayEntry, reader: ReplayReader): number;
    /** Drops entries older than the window at `now`, then the oldest until the bytes fit. */
    trim(now: number): void;
    /** Forgets every entry (the indexes keep growing, so no session mistakes a new entry for an old one). */
    clear(): void;
}
