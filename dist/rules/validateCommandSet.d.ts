import { type Issue } from './issues.js';
import { type CommandScope, type ValidateCommandOptions } from './validateCommand.js';
/** Options of {@link validateCommandSet} beyond the scope. */
export type ValidateCommandSetOptions = Omit<ValidateCommandOptions, 'scope' | 'mode' | 'existingType'> & {
    /** `bulk` (default) for a bulk-overwrite body; `stored` for commands as the service returns them. */
    mode?: 'bulk' | 'stored' | undefined;
};
/**
 * Validates a list of commands of one scope. Each command's issues carry its array index first in the
 * path. Names must be unique per type within the scope (a CHAT_INPUT and a USER command may share a
 * name); at most 100 CHAT_INPUT, 15 USER, 15 MESSAGE and 1 PRIMARY_ENTRY_POINT (none in a guild);
 * ids in a bulk overwrite must be distinct.
 */
export declare function validateCommandSet(commands: unknown, scope: CommandScope, options?: ValidateCommandSetOptions): Issue[];
