/** What the search reads of a friend. */
export interface SearchCandidate {
    readonly id: string;
    readonly username: string;
    readonly displayName: string;
}
/** The edit bound of a query of `length` characters. */
export declare function editBound(length: number): number;
/**
 * The fewest edits that turn `query` into some substring of `text` (Sellers' approximate matching), or
 * `bound + 1` when that is more than `bound`.
 */
export declare function substringEditDistance(query: string, text: string, bound: number): number;
/**
 * Friends matching `query`, best first (see the module's ranking).
 * @param query - the search text (an empty one matches nobody).
 * @param candidates - the friends.
 * @returns the ids of the matches, ranked.
 */
export declare function searchFriends(query: string, candidates: Iterable<SearchCandidate>): string[];
