/**
 * The lobbies each user is in, by application: the index READY is built from, so a session's READY costs
 * the user's lobbies, not a scan of every lobby. Kept from the bus (LOBBY_MEMBER_ADD / _REMOVE and
 * LOBBY_DELETE, which every membership change records, see members.ts and lobbies.ts) and rebuilt from
 * the store when the state was replaced (a reset, a data file loaded).
 */
import type { EmulatorContext } from '../context.js';
import type { LobbyRecord } from '../records.js';
export declare class LobbyMembership {
    #private;
    constructor(ctx: EmulatorContext);
    /** The live lobbies of an application that the user is a member of, in the order they were joined. */
    lobbiesOf(userId: string, applicationId: string): LobbyRecord[];
}
