/**
 * Each user's live grant to each application, by the pair: what a sign-in looks up to extend or create
 * the grant. Finding it by a scan of every grant made each sign-in cost the number of grants, so signing
 * in many users was quadratic. The index only narrows the search: a hit is checked against the store
 * (still there, still live), and it is rebuilt from the store when the state was replaced (a reset, a
 * data file loaded). Grants are created only by `upsertGrant` (oauth/grants.ts), which keeps it. One
 * per emulator (`ctx.liveGrants`), so two emulators share none of it.
 */
import type { GrantRecord } from './records.js';
import type { EmulatorStore } from './store.js';
/** Each user's live grant to each application, indexed by the pair (`ctx.liveGrants`). */
export declare class LiveGrants {
    #private;
    constructor(store: EmulatorStore);
    /** The user's live grant to the application, if any. */
    find(applicationId: string, userId: string): GrantRecord | undefined;
    /** Records a grant just stored. */
    add(grant: GrantRecord): void;
}
