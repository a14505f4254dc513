/**
 * Serialized message pages. Messages never change once sent, so each one's JSON is kept and reused, and
 * polling clients ask for the same page again and again, so recent pages are kept per message list and
 * limit. An entry is rebuilt when an author's record is replaced (re-seeded) or removed. Entries are
 * keyed by the stored records (collected with them); one cache per emulator.
 */
import type { LobbyMessageRecord } from '../records.js';
import type { EmulatorStore } from '../store.js';
export declare class MessagePages {
    #private;
    private readonly store;
    constructor(store: EmulatorStore);
    /**
     * The newest `limit` messages of a lobby's list sent at or after `notBefore` (Unix ms: history reaches
     * back 72 hours), newest first, as a JSON array.
     */
    page(list: LobbyMessageRecord[], limit: number, notBefore?: number): string;
    /** Whether a page of this list and limit is kept (for tests of isolation). */
    has(list: LobbyMessageRecord[], limit: number): boolean;
}
