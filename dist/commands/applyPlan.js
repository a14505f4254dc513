import { definitionItem } from './syncItem.js';
export function nothingApplied() {
    return { created: [], updated: [], deleted: [], writes: 0, spent: 0 };
}
/** A command as a result lists it. */
export function named(command) {
    return { id: command.id, type: command.type ?? 1, name: command.name };
}
/** An edit as a result lists it. */
export function updateOf(update) {
    const renamed = update.changes.includes('name');
    return {
        id: update.id,
        type: update.current.type,
        name: update.desired.name,
        previousName: renamed ? update.current.name : undefined,
        changes: update.changes,
    };
}
/** Reports progress; a throwing observer must not stop a sync half-way. */
function report(options, progress) {
    try {
        options.onProgress?.(progress);
    }
    catch {
        // Progress is a display: losing one line is better than losing the rest of the sync.
    }
}
/** Applies `plan` one call per operation, recording each success in `applied`. */
export async function applyIndividually(routes, plan, applied, options) {
    const total = plan.delete.length + plan.update.length + plan.create.length;
    const call = { signal: options.signal };
    for (const command of plan.delete) {
        await routes.delete(command.id, call);
        applied.writes++;
        applied.deleted.push(named(command));
        report(options, { done: applied.writes, total, operation: 'delete', command: named(command) });
    }
    for (const update of plan.update) {
        await routes.edit(update.id, update.patch, { ...call, existingType: update.current.type });
        applied.writes++;
        applied.updated.push(updateOf(update));
        report(options, { done: applied.writes, total, operation: 'update', command: named(update.desired) });
    }
    for (const body of plan.create) {
        const { command, created } = await routes.create(body, call);
        applied.writes++;
        // 200 instead of 201: someone registered the name since the read; the service spent no create.
        if (created)
            applied.spent++;
        applied.created.push(named(command));
        report(options, { done: applied.writes, total, operation: 'create', command: named(command) });
    }
}
/**
 * The bulk overwrite body that applies `plan` (with its deletes): unchanged commands as registered and
 * edited ones as registered plus their patch, each with its id, and the new ones; in `order`.
 */
export function bulkBody(plan, order) {
    const items = [
        ...plan.unchanged.map(definitionItem),
        // Registered fields the desired command leaves to the service stay as they are, as with a PATCH.
        ...plan.update.map((update) => ({ ...definitionItem(update.current), ...update.patch })),
        ...plan.create,
    ];
    return items.sort((a, b) => order(a) - order(b));
}
/** Applies `plan` with one bulk overwrite, recording it in `applied`. */
export async function applyAsBulk(routes, plan, registered, body, applied, options) {
    const result = await routes.bulkOverwrite(body, { signal: options.signal });
    applied.writes++;
    const before = new Set(registered.map((command) => command.id));
    for (const command of result) {
        if (!before.has(command.id)) {
            applied.created.push(named(command));
            applied.spent++;
        }
    }
    applied.updated.push(...plan.update.map(updateOf));
    applied.deleted.push(...plan.delete.map(named));
    report(options, { done: 1, total: 1, operation: 'bulk', command: undefined });
}
