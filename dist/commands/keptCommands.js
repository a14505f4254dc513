/**
 * Without `allowDeletes`, registered commands that the desired set leaves out stay registered (a missing
 * or truncated file must never wipe an app's commands). The plan assumed they would be deleted first, so
 * keeping them can make it impossible; this finds out before anything is sent.
 */
import { ApplicationCommandType, commandCountLimit } from '../model/index.js';
const TYPE_NAMES = {
    1: 'CHAT_INPUT',
    2: 'USER',
    3: 'MESSAGE',
    4: 'PRIMARY_ENTRY_POINT',
};
function typeOf(command) {
    return command.type ?? ApplicationCommandType.CHAT_INPUT;
}
function key(command) {
    return `${typeOf(command)}\u0000${command.name}`;
}
/** A command as a message names it: `"stats"`, or `"Report" (MESSAGE)`. */
export function describeCommand(command) {
    const type = typeOf(command);
    return type === ApplicationCommandType.CHAT_INPUT
        ? JSON.stringify(command.name)
        : `${JSON.stringify(command.name)} (${TYPE_NAMES[type] ?? `type ${type}`})`;
}
/**
 * Why the plan cannot run with its `delete` list left registered: one line per problem, empty when it
 * can. A rename into a kept command's name would be refused (40041), as would a create past a per-type
 * limit (30032). (Creates never reuse a kept name: the planner pairs a desired command with a registered
 * one of the same type and name unless that one is renamed away, and then it is not deleted.)
 */
export function keptConflicts(plan, registered, scope) {
    const kept = new Map(plan.delete.map((command) => [key(command), command]));
    if (kept.size === 0)
        return [];
    const problems = [];
    for (const update of plan.update) {
        if (!update.changes.includes('name'))
            continue;
        const holder = kept.get(key(update.desired));
        if (holder !== undefined) {
            problems.push(`renaming ${describeCommand(update.current)} to ${describeCommand(update.desired)} needs the ` +
                `registered command ${holder.id} of that name deleted first`);
        }
    }
    for (const type of [1, 2, 3, 4]) {
        const limit = commandCountLimit(type, scope);
        const after = registered.filter((command) => typeOf(command) === type).length +
            plan.create.filter((body) => typeOf(body) === type).length;
        const keptOfType = plan.delete.filter((command) => typeOf(command) === type).length;
        if (keptOfType > 0 && after > limit) {
            problems.push(`keeping ${keptOfType} ${TYPE_NAMES[type]} command(s) that are not desired makes ${after}, over the ` +
                `limit of ${limit}`);
        }
    }
    return problems;
}
