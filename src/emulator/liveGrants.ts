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
export class LiveGrants {
  readonly #store: EmulatorStore;
  /** `applicationId:userId` -> the grant last known live for the pair. */
  readonly #byPair = new Map<string, GrantRecord>();
  /** The store generation the index was built from (-1: never). */
  #builtFrom = -1;

  constructor(store: EmulatorStore) {
    this.#store = store;
  }

  /** The user's live grant to the application, if any. */
  find(applicationId: string, userId: string): GrantRecord | undefined {
    this.#fresh();
    const key = pairKey(applicationId, userId);
    const grant = this.#byPair.get(key);
    if (grant === undefined) return undefined;
    if (this.#live(grant)) return grant;
    // Revoked since: upsertGrant never makes a second live grant for a pair, but a data file written
    // by hand might hold one, so the pair's grants are looked for once (a sign-in after a revocation).
    this.#byPair.delete(key);
    for (const other of this.#store.grants.values()) {
      if (other.applicationId === applicationId && other.userId === userId && this.#live(other)) {
        this.#byPair.set(key, other);
        return other;
      }
    }
    return undefined;
  }

  #live(grant: GrantRecord): boolean {
    return grant.revokedAt === null && this.#store.grants.get(grant.id) === grant;
  }

  /** Records a grant just stored. */
  add(grant: GrantRecord): void {
    this.#fresh();
    this.#byPair.set(pairKey(grant.applicationId, grant.userId), grant);
  }

  #fresh(): void {
    const generation = this.#store.generation;
    if (this.#builtFrom === generation) return;
    this.#byPair.clear();
    // The first live grant of a pair wins, as the scan this replaces found it.
    for (const grant of this.#store.grants.values()) {
      const key = pairKey(grant.applicationId, grant.userId);
      if (grant.revokedAt === null && !this.#byPair.has(key)) this.#byPair.set(key, grant);
    }
    this.#builtFrom = generation;
  }
}

/** Snowflakes hold no `:`, so the pair's key is unambiguous. */
function pairKey(applicationId: string, userId: string): string {
  return `${applicationId}:${userId}`;
}
