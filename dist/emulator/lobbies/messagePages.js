import { messageWire } from './wire.js';
const PAGES_PER_LIST = 8;
export class MessagePages {
    store;
    #messages = new WeakMap();
    #pages = new WeakMap();
    constructor(store) {
        this.store = store;
    }
    /**
     * The newest `limit` messages of a lobby's list sent at or after `notBefore` (Unix ms: history reaches
     * back 72 hours), newest first, as a JSON array.
     */
    page(list, limit, notBefore = 0) {
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
            if (same)
                return cached.json;
        }
        const parts = [];
        const authors = [];
        let oldestAt = Number.POSITIVE_INFINITY;
        for (let i = list.length - 1; i >= 0 && parts.length < limit; i--) {
            const message = list[i];
            if (!message)
                continue;
            if (message.createdAt < notBefore)
                break;
            parts.push(this.#messageJson(message));
            authors.push(users.get(message.authorId));
            oldestAt = message.createdAt;
        }
        const json = `[${parts.join(',')}]`;
        if (!pages) {
            pages = new Map();
            this.#pages.set(list, pages);
        }
        if (pages.size >= PAGES_PER_LIST)
            pages.clear();
        pages.set(limit, { length: list.length, authors, oldestAt, json });
        return json;
    }
    /** Whether a page of this list and limit is kept (for tests of isolation). */
    has(list, limit) {
        return this.#pages.get(list)?.has(limit) === true;
    }
    #messageJson(message) {
        const author = this.store.users.get(message.authorId);
        const cached = this.#messages.get(message);
        if (cached && cached.author === author)
            return cached.json;
        const json = JSON.stringify(messageWire(message, author));
        this.#messages.set(message, { author, json });
        return json;
    }
}
