/**
 * The unified friends list's three groups (the C++ library's `RelationshipGroupType`), kept sorted
 * incrementally: a change moves one friend (a binary-search removal at their old place, an insertion at
 * the new one), so reading a group never sorts. Pure data: ids, names and flags in, ordered ids out.
 *
 * Order within a group: display name with one shared `Intl.Collator` (base sensitivity: case and accents
 * ignored), ties by id as snowflakes; in OnlineElsewhere those who have played the game come first.
 */
import { compareSnowflakes } from '../model/snowflake.js';
import { compareNames } from './nameCollator.js';
const ONLINE_ELSEWHERE = 1;
function compare(a, b) {
    if (a.group === ONLINE_ELSEWHERE && a.played !== b.played)
        return a.played ? -1 : 1;
    return compareNames(a.name, b.name) || compareSnowflakes(a.id, b.id);
}
/** The first index whose entry sorts at or after `entry` (entries are unique by id, so "at" is itself). */
function lowerBound(list, entry) {
    let low = 0;
    let high = list.length;
    while (low < high) {
        const middle = (low + high) >>> 1;
        if (compare(list[middle], entry) < 0)
            low = middle + 1;
        else
            high = middle;
    }
    return low;
}
/** Three sorted groups of friends, changed one friend at a time. */
export class FriendGroups {
    #lists = [[], [], []];
    /** Each friend's place as it was inserted: removal searches with this key, not the current one. */
    #placed = new Map();
    /**
     * Places a friend, or with `key` undefined takes them out (no longer a friend).
     * @returns whether their group changed (including entering or leaving the groups).
     */
    set(id, key) {
        const old = this.#placed.get(id);
        if (old !== undefined &&
            key !== undefined &&
            old.group === key.group &&
            old.name === key.name &&
            old.played === key.played)
            return false;
        if (old !== undefined) {
            const list = this.#lists[old.group];
            const at = lowerBound(list, old);
            if (list[at]?.id === id)
                list.splice(at, 1);
            this.#placed.delete(id);
        }
        if (key !== undefined) {
            const entry = { id, group: key.group, name: key.name, played: key.played };
            const list = this.#lists[key.group];
            list.splice(lowerBound(list, entry), 0, entry);
            this.#placed.set(id, entry);
        }
        return old?.group !== key?.group;
    }
    /** The group a friend is in, or undefined. */
    groupOf(id) {
        return this.#placed.get(id)?.group;
    }
    /** The ids of one group, in order (a fresh array; the groups are not re-sorted to make it). */
    ids(group) {
        return this.#lists[group].map((entry) => entry.id);
    }
    /** How many friends are placed. */
    get size() {
        return this.#placed.size;
    }
}
