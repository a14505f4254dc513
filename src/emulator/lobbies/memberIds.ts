/**
 * Lobbies' member id lists for the gateway: the same frozen list is handed out while a lobby's
 * membership is unchanged, so every message to a lobby shares one recipient list (in the gateway's
 * replay log too). One per emulator (its event routes own it), never module state.
 */
import type { LobbyMemberRecord, LobbyRecord } from '../records.js';

export class MemberIdLists {
  /** The last id list made of a members array, and the length it had then. */
  readonly #lists = new WeakMap<readonly LobbyMemberRecord[], { length: number; ids: readonly string[] }>();

  /**
   * The lobby's member ids. Members are only ever appended in place (members.ts) or the array replaced,
   * so an unchanged array of unchanged length has unchanged ids.
   */
  of(lobby: LobbyRecord): readonly string[] {
    const known = this.#lists.get(lobby.members);
    if (known !== undefined && known.length === lobby.members.length) return known.ids;
    const ids = Object.freeze(lobby.members.map((member) => member.id));
    this.#lists.set(lobby.members, { length: lobby.members.length, ids });
    return ids;
  }
}
