/**
 * The bounds of what a server can make the client hold ({@link ClientCacheBounds}, docs/hostile-peers.md):
 * one warning per kind of cache when it first refuses something, and the user map, which keeps at most
 * {@link ClientCacheBounds.USERS} users and of each only the fields the handles read. A million
 * LOBBY_CREATE from a hostile server once added 552 MiB to a game (issue 38, item 9); each cache now
 * stops at its bound in O(1) and says so once, never once per dropped item.
 */
import { ClientCacheBounds } from '../model/limits.js';
import { LoggingSeverity } from '../model/logging.js';
/** Logs the first time each kind of cache is past its bound, and only then. */
export class BoundWarnings {
    #log;
    #warned = new Set();
    /** @param log - where the warnings go. */
    constructor(log) {
        this.#log = log;
    }
    /**
     * Reports that a cache refused an item at its bound (the first time for its kind; later ones are silent).
     * @param kind - which cache.
     * @param bound - its bound.
     * @param what - what happens to the excess (`'new lobbies are dropped'`).
     */
    reached(kind, bound, what) {
        if (this.#warned.has(kind))
            return;
        this.#warned.add(kind);
        this.#log?.(`cache: ${kind} reached the bound of ${bound}: ${what} (see docs/hostile-peers.md; this warning is not repeated)`, LoggingSeverity.Warning);
    }
}
/** Longest discriminator kept ('0', or four digits on legacy accounts). */
const DISCRIMINATOR_MAX = 8;
/** The fields of a user the cache keeps (what handles read), copied: nothing else a server sent. */
export function keptUser(user) {
    const discriminator = typeof user.discriminator === 'string' && user.discriminator.length <= DISCRIMINATOR_MAX
        ? user.discriminator
        : '0';
    const out = {
        id: user.id,
        username: user.username,
        discriminator,
        global_name: user.global_name ?? null,
        avatar: user.avatar ?? null,
    };
    if (user.is_provisional === true)
        out.is_provisional = true;
    return out;
}
/**
 * The client's users by id, shared by lobbies, messages and relationships: at most
 * {@link ClientCacheBounds.USERS}; past it a user not known yet is not kept (known ones still update).
 */
export class BoundedUsers extends Map {
    #warnings;
    /** @param warnings - where reaching the bound is reported. */
    constructor(warnings) {
        super();
        this.#warnings = warnings;
    }
    /** Keeps `keptUser(user)` under `id`, unless `id` is new and the map is full. */
    set(id, user) {
        if (!this.has(id) && this.size >= ClientCacheBounds.USERS) {
            this.#warnings?.reached('users', ClientCacheBounds.USERS, 'users not seen before are not kept');
            return this;
        }
        return super.set(id, keptUser(user));
    }
}
