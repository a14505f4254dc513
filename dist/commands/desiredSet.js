/**
 * The check every desired command set goes through before anything is read or sent: each item turned
 * into its JSON form (builders' `toJSON()` included), then the whole set checked with the shared rules as
 * the body of a bulk overwrite of its scope, which is the strictest form a set can take (names unique per
 * type, per-type counts, ids distinct). `sync` and `social-sdk commands validate` both use it.
 */
import { validateCommandSet } from '../rules/index.js';
import { toPlainCommands } from './commandInput.js';
/**
 * Checks `input` (an array of commands in any accepted form) as the desired commands of `scope`. Every
 * problem is reported, each with its path (`[2].options[0].name`); an item that could not be turned into
 * JSON is reported once, not again as "not a command".
 */
export function checkCommandSet(input, scope) {
    const plain = toPlainCommands(input);
    if (!Array.isArray(input))
        return plain;
    const unreadable = new Set(plain.issues.map((issue) => issue.path[0]));
    const ruled = validateCommandSet(plain.commands, scope, { mode: 'bulk' }).filter((issue) => !unreadable.has(issue.path[0]));
    const issues = [...plain.issues, ...ruled].sort(byIndex);
    return { commands: plain.commands, issues };
}
/** Problems of item 0 first, then 1, ...; problems of the whole set (path `[]`) last. */
function byIndex(a, b) {
    const ia = typeof a.path[0] === 'number' ? a.path[0] : Number.POSITIVE_INFINITY;
    const ib = typeof b.path[0] === 'number' ? b.path[0] : Number.POSITIVE_INFINITY;
    return ia === ib ? 0 : ia < ib ? -1 : 1;
}
