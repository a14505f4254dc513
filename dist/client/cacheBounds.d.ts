import { type LogFunction } from '../model/logging.js';
import type { User } from '../model/user.js';
/** The kinds of cache a bound applies to, as the warning names them. */
export type BoundKind = 'lobbies' | 'lobby members' | 'Discord friends' | 'game friends' | 'relationships' | 'presences' | 'message channels' | 'users';
/** Logs the first time each kind of cache is past its bound, and only then. */
export declare class BoundWarnings {
    #private;
    /** @param log - where the warnings go. */
    constructor(log: LogFunction | undefined);
    /**
     * Reports that a cache refused an item at its bound (the first time for its kind; later ones are silent).
     * @param kind - which cache.
     * @param bound - its bound.
     * @param what - what happens to the excess (`'new lobbies are dropped'`).
     */
    reached(kind: BoundKind, bound: number, what: string): void;
}
/** The fields of a user the cache keeps (what handles read), copied: nothing else a server sent. */
export declare function keptUser(user: User): User;
/**
 * The client's users by id, shared by lobbies, messages and relationships: at most
 * {@link ClientCacheBounds.USERS}; past it a user not known yet is not kept (known ones still update).
 */
export declare class BoundedUsers extends Map<string, User> {
    #private;
    /** @param warnings - where reaching the bound is reported. */
    constructor(warnings?: BoundWarnings | undefined);
    /** Keeps `keptUser(user)` under `id`, unless `id` is new and the map is full. */
    set(id: string, user: User): this;
}
