/**
 * How `social-sdk commands diff` and `sync` show a result: one line per command, marked `+` create,
 * `~` update (with the changed fields), `-` delete, `=` unchanged, `!` kept (left out of the file but not
 * deleted), then a summary; and the same as JSON for `--json`.
 */
import { type CommandSyncResult } from '../commands/index.js';
/** One line per command, in the order creates, updates, deletes, kept, unchanged. */
export declare function commandLines(result: CommandSyncResult, file: string): string[];
/** The summary of `diff`: in sync, or what the drift is. */
export declare function diffSummary(result: CommandSyncResult): string;
/** The summary of `sync`: what it did, the calls it made and the daily creates it spent. */
export declare function syncSummary(result: CommandSyncResult): string;
/**
 * The `--json` form: the result without the plan's full command bodies, plus `inSync`: whether the
 * registered commands equal the file (after the run; for a dry run, already).
 */
export declare function resultJson(result: CommandSyncResult): Record<string, unknown>;
