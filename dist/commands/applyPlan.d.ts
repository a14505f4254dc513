/**
 * Applying a sync plan: one call per operation (delete, then edits in the plan's order, then creates,
 * which frees names and per-type slots before they are reused), or one bulk overwrite that carries every
 * kept command with its id (so it stays the same command, spending no daily create).
 */
import type { ApplicationCommand, BulkApplicationCommandItem } from '../model/index.js';
import type { CommandSyncPlan } from '../rules/index.js';
import type { ScopedRoutes } from './scopedRoutes.js';
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
export declare function nothingApplied(): Applied;
/** A command as a result lists it. */
export declare function named(command: {
    id?: string | undefined;
    type?: number | undefined;
    name: string;
}): {
    id: string | undefined;
    type: number;
    name: string;
};
/** An edit as a result lists it. */
export declare function updateOf(update: CommandSyncPlan['update'][number]): SyncedUpdate;
/** Applies `plan` one call per operation, recording each success in `applied`. */
export declare function applyIndividually(routes: ScopedRoutes, plan: CommandSyncPlan, applied: Applied, options: ApplyOptions): Promise<void>;
/**
 * The bulk overwrite body that applies `plan` (with its deletes): unchanged commands as registered and
 * edited ones as registered plus their patch, each with its id, and the new ones; in `order`.
 */
export declare function bulkBody(plan: CommandSyncPlan, order: (command: {
    type?: number | undefined;
    name: string;
}) => number): BulkApplicationCommandItem[];
/** Applies `plan` with one bulk overwrite, recording it in `applied`. */
export declare function applyAsBulk(routes: ScopedRoutes, plan: CommandSyncPlan, registered: readonly ApplicationCommand[], body: readonly BulkApplicationCommandItem[], applied: Applied, options: ApplyOptions): Promise<void>;
