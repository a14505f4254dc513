/**
 * Applying a sync plan: one call per operation (delete, then edits in the plan's order, then creates,
 * which frees names and per-type slots before they are reused), or one bulk overwrite that carries every
 * kept command with its id (so it stays the same command, spending no daily create).
 */
import type { ApplicationCommand, BulkApplicationCommandItem } from '../model/index.js';
import type { CommandSyncPlan } from '../rules/index.js';
import type { ScopedRoutes } from './scopedRoutes.js';
import { definitionItem } from './syncItem.js';
import type { SyncedCommand, SyncedUpdate } from './syncResult.js';

/** One write done, for a progress display. */
export interface SyncProgress {
  /** Writes done so far, this one included. */
  readonly done: number;
  readonly total: number;
  readonly operation: 'create' | 'update' | 'delete' | 'bulk';
  /** The command written; undefined for `bulk`, which writes the whole set in one call. */
  readonly command: SyncedCommand | undefined;
}

/** Options of the apply step. */
export interface ApplyOptions {
  readonly signal?: AbortSignal | undefined;
  /** Called after each write of the sync (an exception it throws is ignored: the sync goes on). */
  readonly onProgress?: ((progress: SyncProgress) => void) | undefined;
}

/** What has been written so far; filled in call by call, so a failure still tells what was done. */
export interface Applied {
  readonly created: SyncedCommand[];
  readonly updated: SyncedUpdate[];
  readonly deleted: SyncedCommand[];
  writes: number;
  /** New commands the service counted against the daily create limit. */
  spent: number;
}

export function nothingApplied(): Applied {
  return { created: [], updated: [], deleted: [], writes: 0, spent: 0 };
}

/** A command as a result lists it. */
export function named(command: { id?: string | undefined; type?: number | undefined; name: string }) {
  return { id: command.id, type: command.type ?? 1, name: command.name };
}

/** An edit as a result lists it. */
export function updateOf(update: CommandSyncPlan['update'][number]): SyncedUpdate {
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
function report(options: ApplyOptions, progress: SyncProgress): void {
  try {
    options.onProgress?.(progress);
  } catch {
    // Progress is a display: losing one line is better than losing the rest of the sync.
  }
}

/** Applies `plan` one call per operation, recording each success in `applied`. */
export async function applyIndividually(
  routes: ScopedRoutes,
  plan: CommandSyncPlan,
  applied: Applied,
  options: ApplyOptions,
): Promise<void> {
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
    if (created) applied.spent++;
    applied.created.push(named(command));
    report(options, { done: applied.writes, total, operation: 'create', command: named(command) });
  }
}

/**
 * The bulk overwrite body that applies `plan` (with its deletes): unchanged commands as registered and
 * edited ones as registered plus their patch, each with its id, and the new ones; in `order`.
 */
export function bulkBody(
  plan: CommandSyncPlan,
  order: (command: { type?: number | undefined; name: string }) => number,
): BulkApplicationCommandItem[] {
  const items: BulkApplicationCommandItem[] = [
    ...plan.unchanged.map(definitionItem),
    // Registered fields the desired command leaves to the service stay as they are, as with a PATCH.
    ...plan.update.map((update) => ({ ...definitionItem(update.current), ...update.patch })),
    ...plan.create,
  ];
  return items.sort((a, b) => order(a) - order(b));
}

/** Applies `plan` with one bulk overwrite, recording it in `applied`. */
export async function applyAsBulk(
  routes: ScopedRoutes,
  plan: CommandSyncPlan,
  registered: readonly ApplicationCommand[],
  body: readonly BulkApplicationCommandItem[],
  applied: Applied,
  options: ApplyOptions,
): Promise<void> {
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
