/**
 * The grants the main gateway hands out (VOICE_SERVER_UPDATE's token, for one user, session and call),
 * by token: Identify and Resume are checked against them. One grant per user and call (a new one
 * replaces the old); a user leaving the call revokes it; one never used is forgotten after 10 minutes.
 */
import type { VoiceGrant } from './calls.js';

/** Grants not used are forgotten after this long (emulator ms). */
const GRANT_TTL_MS = 10 * 60_000;

export class Grants {
  readonly #byToken = new Map<string, { grant: VoiceGrant; at: number }>();

  /** Keeps a grant; the user's earlier grant for the same call goes. */
  add(grant: VoiceGrant, now: number): void {
    this.revoke(grant.userId, grant.channelId);
    this.#byToken.set(grant.token, { grant, at: now });
  }

  /** Forgets a user's grants for a call. */
  revoke(userId: string, channelId: string): void {
    for (const [token, kept] of this.#byToken)
      if (kept.grant.userId === userId && kept.grant.channelId === channelId) this.#byToken.delete(token);
  }

  get(token: string): VoiceGrant | undefined {
    return this.#byToken.get(token)?.grant;
  }

  /** Whether some grant names the server (a guild or a lobby). */
  names(serverId: string): boolean {
    for (const kept of this.#byToken.values()) if (kept.grant.serverId === serverId) return true;
    return false;
  }

  /** Forgets grants older than the TTL that no participant holds. */
  sweep(now: number, inUse: (grant: VoiceGrant) => boolean): void {
    for (const [token, kept] of this.#byToken)
      if (now - kept.at > GRANT_TTL_MS && !inUse(kept.grant)) this.#byToken.delete(token);
  }
}
