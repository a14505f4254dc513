/**
 * `sync`: makes the registered commands of one scope equal to a desired set while spending as few calls
 * and daily creates (200 a day per scope) as possible.
 *
 * 1. The whole desired set is checked with the shared rules first; any problem and nothing is read or
 *    sent (a `ValidationError` lists every problem with its path).
 * 2. One read: the registered commands, with their localization dictionaries so they can be compared.
 * 3. `planCommandSync` (src/rules) decides what to create, edit and delete; matched commands keep their
 *    ids, so edits spend no daily creates.
 * 4. Deletes only with `allowDeletes`: otherwise commands left out of the set stay registered (`kept`),
 *    and a plan that cannot work around them is refused before anything is sent.
 * 5. The writes: none when in sync; one bulk overwrite when deletes are allowed and that saves calls;
 *    otherwise one call per operation, which touches nothing the plan does not name (a bulk overwrite
 *    would also remove commands registered by someone else since the read).
 */
import { ValidationError } from '../http/index.js';
import { ApplicationCommandType, Limits } from '../model/index.js';
import { formatIssue, planCommandSync, } from '../rules/index.js';
import { applyAsBulk, applyIndividually, bulkBody, named, nothingApplied, updateOf, } from './applyPlan.js';
import { checkCommandSet } from './desiredSet.js';
import { CommandSyncError, CommandSyncErrorCode } from './errors.js';
import { keptConflicts } from './keptCommands.js';
import { individualWriteIssues } from './writeChecks.js';
function typeOf(command) {
    return command.type ?? ApplicationCommandType.CHAT_INPUT;
}
/** Index of each desired command by (type, name), which the checked set makes unique. */
function desiredOrder(desired) {
    const index = new Map(desired.map((command, i) => [`${typeOf(command)}\u0000${command.name}`, i]));
    return (command) => index.get(`${typeOf(command)}\u0000${command.name}`) ?? desired.length;
}
function byTypeAndName(a, b) {
    return a.type - b.type || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
function resultOf(target, plan, method, applied, kept, dryRun) {
    return {
        scope: target.scope,
        guildId: target.guildId,
        dryRun,
        method,
        created: [...applied.created].sort(byTypeAndName),
        updated: applied.updated,
        deleted: applied.deleted,
        kept: kept.map(named),
        unchanged: plan.unchanged.map(named),
        calls: { reads: 1, writes: applied.writes },
        dailyCreates: { planned: plan.dailyCreates, spent: applied.spent, limit: Limits.DAILY_COMMAND_CREATES },
        plan,
    };
}
/** What a real run would have applied: the plan itself, with nothing written. */
function plannedOnly(plan) {
    return {
        created: plan.create.map(named),
        updated: plan.update.map(updateOf),
        deleted: plan.delete.map(named),
        writes: 0,
        spent: 0,
    };
}
/** Runs a sync of `desired` (any accepted command form) against `target`; see the module comment. */
export async function syncCommands(target, desired, options = {}) {
    const { scope } = target;
    const checked = checkCommandSet(desired, scope);
    if (checked.issues.length > 0)
        throw new ValidationError(undefined, 'desired commands', checked.issues);
    const commands = checked.commands;
    const order = desiredOrder(commands);
    const registered = await target.routes.list({ withLocalizations: true, signal: options.signal });
    const fullPlan = planCommandSync(registered, commands);
    const allowDeletes = options.allowDeletes === true;
    const kept = allowDeletes ? [] : fullPlan.delete;
    if (!allowDeletes) {
        const problems = keptConflicts(fullPlan, registered, scope);
        if (problems.length > 0) {
            throw new CommandSyncError(CommandSyncErrorCode.NEEDS_DELETES, `sync cannot keep the ${kept.length} registered command(s) that the desired set leaves out ` +
                `(deletes need allowDeletes); nothing was sent:\n  ${problems.join('\n  ')}`);
        }
    }
    const plan = allowDeletes ? fullPlan : { ...fullPlan, delete: [] };
    const writes = plan.create.length + plan.update.length + plan.delete.length;
    // A bulk overwrite is one call however many writes, but it replaces the whole set: only with deletes.
    const bulkSavesCalls = allowDeletes && writes > 1;
    const individualIssues = writes === 0 || bulkSavesCalls ? [] : individualWriteIssues(plan, scope, order);
    let method = 'none';
    if (writes > 0)
        method = bulkSavesCalls || (allowDeletes && individualIssues.length > 0) ? 'bulk' : 'individual';
    if (method === 'individual' && individualIssues.length > 0) {
        throw new CommandSyncError(CommandSyncErrorCode.NEEDS_BULK_OVERWRITE, `these commands can only be written by a bulk overwrite of the ${scope} scope, which sync uses only ` +
            `with allowDeletes (it replaces the whole set); nothing was sent:\n  ${individualIssues.map(formatIssue).join('\n  ')}`);
    }
    if (options.dryRun === true)
        return resultOf(target, plan, method, plannedOnly(plan), kept, true);
    const applied = nothingApplied();
    try {
        if (method === 'bulk')
            await applyAsBulk(target.routes, plan, registered, bulkBody(plan, order), applied, options);
        else if (method === 'individual')
            await applyIndividually(target.routes, plan, applied, options);
    }
    catch (error) {
        // Nothing written yet: the caller's state is as before, and the original error says why.
        if (applied.writes === 0)
            throw error;
        const result = resultOf(target, plan, method, applied, kept, false);
        const message = error instanceof Error ? error.message : String(error);
        throw new CommandSyncError(CommandSyncErrorCode.INCOMPLETE, `sync stopped after ${applied.writes} of ${writes} writes (result lists what was done): ${message}`, { result, cause: error });
    }
    return resultOf(target, plan, method, applied, kept, false);
}
