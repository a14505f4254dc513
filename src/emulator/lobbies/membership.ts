/**
 * The lobbies each user is in, by application: the index READY is built from, so a session's READY costs
 * the user's lobbies, not a scan of every lobby. Kept from the bus (LOBBY_MEMBER_ADD / _REMOVE and
 * LOBBY_DELETE, which every membership change records, see members.ts and lobbies.ts) and rebuilt from
 * the store when the state was replaced (a reset, a data file loaded).
 */
import type { EmulatorContext } from '../context.js';
import { stringList } from '../gatewayEvents.js';
import type { EventRecord, LobbyRecord } from '../records.js';

export class LobbyMembership {
  readonly #ctx: EmulatorContext;
  /**
   * User id -> the lobbies they are in (every application): the id itself while it is one lobby, as
   * it nearly always is, so a member costs a map entry and no set of its own.
   */
  readonly #byUser = new Map<string, string | Set<string>>();
  /** The store generation the index was built from (-1: never). */
  #builtFrom = -1;

  constructor(ctx: EmulatorContext) {
    this.#ctx = ctx;
    ctx.events.subscribe((event) => this.#onEvent(event));
  }

  /** The live lobbies of an application that the user is a member of, in the order they were joined. */
  lobbiesOf(userId: string, applicationId: string): LobbyRecord[] {
    this.#fresh();
    const out: LobbyRecord[] = [];
    const ids = this.#byUser.get(userId);
    for (const id of typeof ids === 'string' ? [ids] : (ids ?? [])) {
      const lobby = this.#ctx.store.lobbies.get(id);
      // Checked against the record as well: the index only narrows the search, the store decides.
      if (lobby?.applicationId === applicationId && lobby.members.some((m) => m.id === userId))
        out.push(lobby);
    }
    return out;
  }

  #onEvent(event: Readonly<EventRecord>): void {
    if (this.#builtFrom !== this.#ctx.store.generation) return; // rebuilt from the store on next use
    const lobbyId = event.data.lobby_id;
    if (typeof lobbyId !== 'string') return;
    const userId = event.data.user_id;
    if (event.type === 'LOBBY_MEMBER_ADD' && typeof userId === 'string') this.#add(userId, lobbyId);
    else if (event.type === 'LOBBY_MEMBER_REMOVE' && typeof userId === 'string')
      this.#remove(userId, lobbyId);
    else if (event.type === 'LOBBY_DELETE')
      for (const id of stringList(event.data.member_ids)) this.#remove(id, lobbyId);
  }

  #fresh(): void {
    const generation = this.#ctx.store.generation;
    if (this.#builtFrom === generation) return;
    this.#byUser.clear();
    for (const lobby of this.#ctx.store.lobbies.values())
      for (const member of lobby.members) this.#add(member.id, lobby.id);
    this.#builtFrom = generation;
  }

  #add(userId: string, lobbyId: string): void {
    const ids = this.#byUser.get(userId);
    if (ids === undefined) this.#byUser.set(userId, lobbyId);
    else if (typeof ids !== 'string') ids.add(lobbyId);
    else if (ids !== lobbyId) this.#byUser.set(userId, new Set([ids, lobbyId]));
  }

  #remove(userId: string, lobbyId: string): void {
    const ids = this.#byUser.get(userId);
    if (ids === lobbyId) this.#byUser.delete(userId);
    else if (typeof ids === 'object') {
      ids.delete(lobbyId);
      if (ids.size === 0) this.#byUser.delete(userId);
    }
  }
}
