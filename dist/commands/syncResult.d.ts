/** What a sync did (or, in a dry run, would do). */
import type { Snowflake } from '../model/index.js';
import type { CommandScope, CommandSyncPlan, SyncedCommandField } from '../rules/index.js';
/** A command as a sync result names it; `id` is absent for a command not created yet (a dry run). */
export interface SyncedCommand {
    readonly id?: Snowflake | undefined;
    readonly type: number;
    readonly name: string;
}
/** A registered command that was (or would be) edited. */
export interface SyncedUpdate extends SyncedCommand {
    readonly id: Snowflake;
    /** Its name before the edit, when the edit renames it. */
    readonly previousName?: string | undefined;
    /** The fields that differ, in a fixed order. */
    readonly changes: readonly SyncedCommandField[];
}
/** How the writes went out. */
export type SyncMethod = 
/** Nothing to write. */
'none'
/** One call per operation (DELETE, PATCH, POST): touches only what the plan names. */
 | 'individual'
/** One bulk overwrite of the whole set (only with `allowDeletes`): one call however many changes. */
 | 'bulk';
/** The outcome of `sync`; every list is sorted by (type, name). */
export interface CommandSyncResult {
    readonly scope: CommandScope;
    readonly guildId: Snowflake | undefined;
    /** True when nothing was written: the lists say what a real run would do. */
    readonly dryRun: boolean;
    readonly method: SyncMethod;
    readonly created: readonly SyncedCommand[];
    readonly updated: readonly SyncedUpdate[];
    readonly deleted: readonly SyncedCommand[];
    /** Registered commands that are not desired, left in place because `allowDeletes` was off. */
    readonly kept: readonly SyncedCommand[];
    readonly unchanged: readonly SyncedCommand[];
    /** Calls made: 1 read (the registered commands) and the writes. */
    readonly calls: {
        readonly reads: number;
        readonly writes: number;
    };
    /**
     * Daily creates (200 a day per scope): `planned` by the plan, `spent` by the calls made (new commands the
     * service counted), out of `limit`.
     */
    readonly dailyCreates: {
        readonly planned: number;
        readonly spent: number;
        readonly limit: number;
    };
    /** The plan this run was made from. */
    readonly plan: CommandSyncPlan;
}
/** Whether a dry-run result shows drift: anything to create, update or delete. */
export declare function hasDrift(result: CommandSyncResult): boolean;
