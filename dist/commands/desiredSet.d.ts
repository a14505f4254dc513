/**
 * The check every desired command set goes through before anything is read or sent: each item turned
 * into its JSON form (builders' `toJSON()` included), then the whole set checked with the shared rules as
 * the body of a bulk overwrite of its scope, which is the strictest form a set can take (names unique per
 * type, per-type counts, ids distinct). `sync` and `social-sdk commands validate` both use it.
 */
import { type CommandScope, type Issue } from '../rules/index.js';
/** A checked set: `commands` is safe to plan with only when `issues` is empty. */
export interface CheckedCommandSet {
    readonly commands: unknown[];
    readonly issues: Issue[];
}
/**
 * Checks `input` (an array of commands in any accepted form) as the desired commands of `scope`. Every
 * problem is reported, each with its path (`[2].options[0].name`); an item that could not be turned into
 * JSON is reported once, not again as "not a command".
 */
export declare function checkCommandSet(input: unknown, scope: CommandScope): CheckedCommandSet;
