/**
 * How `social-sdk commands diff` and `sync` show a result: one line per command, marked `+` create,
 * `~` update (with the changed fields), `-` delete, `=` unchanged, `!` kept (left out of the file but not
 * deleted), then a summary; and the same as JSON for `--json`.
 */
import { describeCommand, hasDrift } from '../commands/index.js';
function updateLine(update) {
    const name = update.previousName === undefined
        ? describeCommand(update)
        : `${describeCommand({ ...update, name: update.previousName })} -> ${JSON.stringify(update.name)}`;
    return `~ update ${name}: ${update.changes.join(', ')}`;
}
/** One line per command, in the order creates, updates, deletes, kept, unchanged. */
export function commandLines(result, file) {
    return [
        ...result.created.map((command) => `+ create ${describeCommand(command)}`),
        ...result.updated.map(updateLine),
        ...result.deleted.map((command) => `- delete ${describeCommand(command)}`),
        ...result.kept.map((command) => `! keep ${describeCommand(command)}: not in ${file}; --allow-deletes would delete it`),
        ...result.unchanged.map((command) => `= unchanged ${describeCommand(command)}`),
    ];
}
function counts(result, verbs) {
    const [create, update, remove] = verbs;
    const kept = result.kept.length === 0 ? '' : `, ${result.kept.length} kept`;
    return (`${result.created.length} ${create}, ${result.updated.length} ${update}, ${result.deleted.length} ${remove}, ` +
        `${result.unchanged.length} unchanged${kept}`);
}
/** The summary of `diff`: in sync, or what the drift is. */
export function diffSummary(result) {
    if (!hasDrift(result))
        return `in sync: ${counts(result, ['to create', 'to update', 'to delete'])}`;
    return (`drift: ${counts(result, ['to create', 'to update', 'to delete'])}; ` +
        `${result.dailyCreates.planned} of ${result.dailyCreates.limit} daily creates needed`);
}
/** The summary of `sync`: what it did, the calls it made and the daily creates it spent. */
export function syncSummary(result) {
    const { calls, dailyCreates } = result;
    if (result.dryRun) {
        return (`dry run, nothing sent: ${counts(result, ['to create', 'to update', 'to delete'])}; ` +
            `${dailyCreates.planned} of ${dailyCreates.limit} daily creates needed`);
    }
    const method = result.method === 'bulk' ? ' (one bulk overwrite)' : '';
    return (`synced: ${counts(result, ['created', 'updated', 'deleted'])}; ` +
        `${calls.reads} read + ${calls.writes} write${calls.writes === 1 ? '' : 's'}${method}; ` +
        `daily creates spent: ${dailyCreates.spent} of ${dailyCreates.limit}`);
}
/**
 * The `--json` form: the result without the plan's full command bodies, plus `inSync`: whether the
 * registered commands equal the file (after the run; for a dry run, already).
 */
export function resultJson(result) {
    const { plan: _plan, ...rest } = result;
    const inSync = result.kept.length === 0 && (!result.dryRun || !hasDrift(result));
    return { inSync, ...rest };
}
