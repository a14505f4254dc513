import { type Snowflake } from '../model/index.js';
import { type CommandScope } from '../rules/index.js';
import { type ApplyOptions } from './applyPlan.js';
import type { ScopedRoutes } from './scopedRoutes.js';
import type { CommandSyncResult } from './syncResult.js';
/** Options of `sync`. */
export interface SyncOptions extends ApplyOptions {
    /** Sync this guild's commands instead of the global ones. */
    guildId?: Snowflake | bigint | undefined;
    /** Read and plan, send nothing: the result says what a real run would do. Default false. */
    dryRun?: boolean | undefined;
    /**
     * Delete registered commands that the desired set leaves out. Default false: they are kept and listed
     * in `kept`, so that an empty or partial set never removes commands.
     */
    allowDeletes?: boolean | undefined;
}
/** What sync needs about where it runs. */
export interface SyncTarget {
    readonly routes: ScopedRoutes;
    readonly scope: CommandScope;
    readonly guildId: Snowflake | undefined;
}
/** Runs a sync of `desired` (any accepted command form) against `target`; see the module comment. */
export declare function syncCommands(target: SyncTarget, desired: unknown, options?: SyncOptions): Promise<CommandSyncResult>;
