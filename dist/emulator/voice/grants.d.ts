/**
 * The grants the main gateway hands out (VOICE_SERVER_UPDATE's token, for one user, session and call),
 * by token: Identify and Resume are checked against them. One grant per user and call (a new one
 * replaces the old); a user leaving the call revokes it; one never used is forgotten after 10 minutes.
 */
import type { VoiceGrant } from './calls.js';
export declare class Grants {
    #private;
    /** Keeps a grant; the user's earlier grant for the same call goes. */
    add(grant: VoiceGrant, now: number): void;
    /** Forgets a user's grants for a call. */
    revoke(userId: string, channelId: string): void;
    get(token: string): VoiceGrant | undefined;
    /** Whether some grant names the server (a guild or a lobby). */
    names(serverId: string): boolean;
    /** Forgets grants older than the TTL that no participant holds. */
    sweep(now: number, inUse: (grant: VoiceGrant) => boolean): void;
}
