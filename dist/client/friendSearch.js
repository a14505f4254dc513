/**
 * The local fuzzy search of `SearchFriendsByUsername`: pure, over what the cache holds of each friend
 * (unique username and display name), no request.
 *
 * Ranking, best first (case-insensitive: query and names are lowercased):
 * 1. a name that starts with the query;
 * 2. a name that contains it (an earlier position ranks first);
 * 3. a name within a small edit distance of the query: the fewest insertions, deletions or substitutions
 *    that turn the query into some part of the name (at most 1 for queries of 4-7 characters, 2 for longer
 *    ones; shorter queries only match exactly, as one edit in three letters matches almost anything);
 *    fewer edits rank first.
 * A friend counts once, by the better of their two names. Equal ranks: display name, then id.
 */
import { compareSnowflakes } from '../model/snowflake.js';
import { compareNames } from './nameCollator.js';
/** The edit bound of a query of `length` characters. */
export function editBound(length) {
    if (length < 4)
        return 0;
    return length <= 7 ? 1 : 2;
}
/** Columns of the distance table, reused across calls (the search runs on one thread). */
let row = new Uint16Array(64);
/**
 * The fewest edits that turn `query` into some substring of `text` (Sellers' approximate matching), or
 * `bound + 1` when that is more than `bound`.
 */
export function substringEditDistance(query, text, bound) {
    const m = query.length;
    if (m === 0)
        return 0;
    if (row.length < m + 1)
        row = new Uint16Array(m + 1);
    for (let i = 0; i <= m; i++)
        row[i] = i;
    let best = row[m];
    for (let j = 1; j <= text.length; j++) {
        const c = text.charCodeAt(j - 1);
        // Row 0 stays 0: a match may start anywhere in the text.
        let diagonal = 0;
        for (let i = 1; i <= m; i++) {
            const above = row[i];
            const cost = query.charCodeAt(i - 1) === c ? 0 : 1;
            const value = Math.min(above + 1, row[i - 1] + 1, diagonal + cost);
            diagonal = above;
            row[i] = value;
        }
        if (row[m] < best)
            best = row[m];
        if (best === 0)
            break;
    }
    return best > bound ? bound + 1 : best;
}
function score(query, name, bound) {
    const at = name.indexOf(query);
    if (at === 0)
        return 0;
    if (at > 0)
        return 1000 + at;
    if (bound === 0)
        return undefined;
    const distance = substringEditDistance(query, name, bound);
    return distance <= bound ? 2000 + distance : undefined;
}
/**
 * Friends matching `query`, best first (see the module's ranking).
 * @param query - the search text (an empty one matches nobody).
 * @param candidates - the friends.
 * @returns the ids of the matches, ranked.
 */
export function searchFriends(query, candidates) {
    const needle = query.toLowerCase();
    if (needle.length === 0)
        return [];
    const bound = editBound(needle.length);
    const found = [];
    for (const candidate of candidates) {
        const byUsername = score(needle, candidate.username.toLowerCase(), bound);
        const byDisplay = score(needle, candidate.displayName.toLowerCase(), bound);
        const best = Math.min(byUsername ?? Number.POSITIVE_INFINITY, byDisplay ?? Number.POSITIVE_INFINITY);
        if (best !== Number.POSITIVE_INFINITY)
            found.push({ id: candidate.id, displayName: candidate.displayName, score: best });
    }
    found.sort((a, b) => a.score - b.score || compareNames(a.displayName, b.displayName) || compareSnowflakes(a.id, b.id));
    return found.map((entry) => entry.id);
}
