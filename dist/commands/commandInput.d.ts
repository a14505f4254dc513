/**
 * What the commands client accepts as a command: the plain JSON the service takes, a command as fetched,
 * or anything with a `toJSON()` that returns such JSON (the output of `@discordjs/builders`, which many
 * apps already use). Each is turned into its JSON form exactly as it would be sent: that is the value the
 * shared rules check and the value that goes on the wire, so the two can never disagree.
 */
import type { ApplicationCommand, BulkApplicationCommandItem } from '../model/index.js';
import { type Issue } from '../rules/index.js';
/** A builder such as `SlashCommandBuilder` or `ContextMenuCommandBuilder`: only `toJSON()` is used. */
export interface CommandJsonSource {
    /** The command's JSON, in the shape the service takes (checked by the same rules as plain JSON). */
    toJSON(): unknown;
}
/** One command in any accepted form. */
export type CommandInput = BulkApplicationCommandItem | ApplicationCommand | CommandJsonSource;
/** The JSON forms of a list of commands and the problems met while producing them (none: all readable). */
export interface PlainCommands {
    readonly commands: unknown[];
    readonly issues: Issue[];
}
/**
 * The JSON form of one command (what `JSON.stringify` sends: `toJSON()` applied, `undefined` fields
 * dropped), or the issue at `path` when it cannot be produced (a builder refusing its own state, a cycle,
 * a bigint).
 */
export declare function toPlainCommand(input: unknown, path?: (string | number)[]): {
    command: unknown;
    issue?: Issue;
};
/** The JSON form of each command of `input` (which must be an array), with the index of each problem. */
export declare function toPlainCommands(input: unknown): PlainCommands;
