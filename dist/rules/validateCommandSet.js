/**
 * `validateCommandSet`: the rules over a whole set of commands of one scope (a bulk overwrite, or the
 * registered set): every command's own rules, names unique per type, and the per-type counts.
 */
import { commandCountLimit, Limits } from '../model/index.js';
import { IssueCodes } from './issues.js';
import { checkCommandInto } from './validateCommand.js';
import { isRecord, listItems, report, show } from './validateCore.js';
const TYPE_NAMES = ['', 'CHAT_INPUT', 'USER', 'MESSAGE', 'PRIMARY_ENTRY_POINT'];
/** The index `key` was first seen at; undefined (and `index` recorded) when this is its first time. */
function seenAt(first, key, index) {
    const seen = first.get(key);
    if (seen === undefined)
        first.set(key, index);
    return seen;
}
/**
 * Validates a list of commands of one scope. Each command's issues carry its array index first in the
 * path. Names must be unique per type within the scope (a CHAT_INPUT and a USER command may share a
 * name); at most 100 CHAT_INPUT, 15 USER, 15 MESSAGE and 1 PRIMARY_ENTRY_POINT (none in a guild);
 * ids in a bulk overwrite must be distinct.
 */
export function validateCommandSet(commands, scope, options = {}) {
    const ctx = { issues: [], path: [] };
    const items = listItems(ctx, commands, 'commands', Limits.BULK_OVERWRITE_COMMANDS);
    if (items === undefined)
        return ctx.issues;
    const commandOptions = { ...options, scope, mode: options.mode ?? 'bulk' };
    const counts = [0, 0, 0, 0, 0];
    const firstByName = new Map();
    const firstById = new Map();
    for (let i = 0; i < items.length; i++) {
        const command = items[i];
        ctx.path.push(i);
        const type = checkCommandInto(ctx, command, commandOptions);
        ctx.path.pop();
        if (type < 1 || type > 4 || !isRecord(command))
            continue;
        counts[type] = (counts[type] ?? 0) + 1;
        const name = command.name;
        const sameName = typeof name === 'string' ? seenAt(firstByName, `${type}:${name}`, i) : undefined;
        if (sameName !== undefined) {
            report(ctx, [i, 'name'], IssueCodes.APPLICATION_COMMANDS_DUPLICATE_NAME, `Application command names must be unique per type: ${TYPE_NAMES[type]} command ${show(name)} ` +
                `is also at index ${sameName}.`);
        }
        const id = command.id;
        const sameId = typeof id === 'string' ? seenAt(firstById, id, i) : undefined;
        if (sameId !== undefined) {
            report(ctx, [i, 'id'], IssueCodes.LIST_ITEM_VALUE_DUPLICATE, `Command id ${id} is also used at index ${sameId}.`);
        }
    }
    for (let type = 1; type <= 4; type++) {
        const limit = commandCountLimit(type, scope);
        const count = counts[type] ?? 0;
        // A guild PRIMARY_ENTRY_POINT (limit 0) is already reported on the item itself.
        if (limit > 0 && count > limit) {
            report(ctx, [], IssueCodes.APPLICATION_COMMANDS_TOO_MANY, `At most ${limit} ${TYPE_NAMES[type]} commands are allowed per ${scope === 'global' ? 'application' : 'guild'}; ` +
                `got ${count}.`);
        }
    }
    return ctx.issues;
}
