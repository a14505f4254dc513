/** Group numbers, the C++ library's values (OnlinePlayingGame 0, OnlineElsewhere 1, Offline 2). */
export type GroupNumber = 0 | 1 | 2;
/** Where one friend belongs and how they sort. */
export interface GroupKey {
    readonly group: GroupNumber;
    /** The display name (global name, else username). */
    readonly name: string;
    /** Has played this application (sorts first in OnlineElsewhere). */
    readonly played: boolean;
}
/** Three sorted groups of friends, changed one friend at a time. */
export declare class FriendGroups {
    #private;
    /**
     * Places a friend, or with `key` undefined takes them out (no longer a friend).
     * @returns whether their group changed (including entering or leaving the groups).
     */
    set(id: string, key: GroupKey | undefined): boolean;
    /** The group a friend is in, or undefined. */
    groupOf(id: string): GroupNumber | undefined;
    /** The ids of one group, in order (a fresh array; the groups are not re-sorted to make it). */
    ids(group: GroupNumber): string[];
    /** How many friends are placed. */
    get size(): number;
}
