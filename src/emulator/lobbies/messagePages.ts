/**
 * Serialized message pages. Messages never change once sent, so each one's JSON is kept and reused, and
 * polling clients ask for the same page again and again, so recent pages are kept per message list and
 * limit. An entry is rebuilt when an author's record is replaced (re-seeded) or removed. Entries are
 * keyed by the stored records (collected with them); one cache per emulator.
 */
import type { LobbyMessageRecord, UserRecord } from '../records.js';
import type { EmulatorStore } from '../store.js';
import { messageWire } from './wire.js';

interface CachedPage {
  /** The list's length when built: messages are only ever appended, so a longer list is a new page. */
  length: number;
  authors: (UserRecord | undefined)[];
  /** When the oldest message of the page was sent: the page holds while that one is in the window. */
  oldestAt: number;
  json: string;
}

const PAGES_PER_LIST = 8;

export class MessagePages {
  readonly #messages = new WeakMap<LobbyMessageRecord, { author: UserRecord | undefined; json: string }>();
  readonly #pages = new WeakMap<LobbyMessageRecord[], Map<number, CachedPage>>();

  constructor(private readonly store: EmulatorStore) {}

  /**
   * The newest `limit` messages of a lobby's list sent at or after `notBefore` (Unix ms: history reaches
   * back 72 hours), newest first, as a JSON array.
   */
  page(list: LobbyMessageRecord[], limit: number, notBefore = 0): string {
    const users = this.store.users;
    let pages = this.#pages.get(list);
    const cached = pages?.get(limit);
    // Messages left out as too old stay too old, so a page is still right while its oldest message is not.
    if (cached && cached.length === list.length && cached.oldestAt >= notBefore) {
      let same = true;
      for (let i = 0; i < cached.authors.length && same; i++) {
        const message = list[list.length - 1 - i];
        same = message !== undefined && users.get(message.authorId) === cached.authors[i];
      }
      if (same) return cached.json;
    }
    const parts: string[] = [];
    const authors: (UserRecord | undefined)[] = [];
    let oldestAt = Number.POSITIVE_INFINITY;
    for (let i = list.length - 1; i >= 0 && parts.length < limit; i--) {
      const message = list[i];
      if (!message) continue;
      if (message.createdAt < notBefore) break;
      parts.push(this.#messageJson(message));
      authors.push(users.get(message.authorId));
      oldestAt = message.createdAt;
    }
    const json = `[${parts.join(',')}]`;
    if (!pages) {
      pages = new Map();
      this.#pages.set(list, pages);
    }
    if (pages.size >= PAGES_PER_LIST) pages.clear();
    pages.set(limit, { length: list.length, authors, oldestAt, json });
    return json;
  }

  /** Whether a page of this list and limit is kept (for tests of isolation). */
  has(list: LobbyMessageRecord[], limit: number): boolean {
    return this.#pages.get(list)?.has(limit) === true;
  }

  #messageJson(message: LobbyMessageRecord): string {
    const author = this.store.users.get(message.authorId);
    const cached = this.#messages.get(message);
    if (cached && cached.author === author) return cached.json;
    const json = JSON.stringify(messageWire(message, author));
    this.#messages.set(message, { author, json });
    return json;
  }
}
