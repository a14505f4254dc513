/**
 * The desired set passed the rules of a bulk overwrite; applied one call at a time, its creates and edits
 * are POST and PATCH bodies, which the service checks by other rules: in a guild they do not take
 * `integration_types`, `contexts` or `dm_permission`, which a guild bulk item may carry. Checking each
 * planned body here, before the first call, keeps a sync from stopping half-way on a refusal.
 */
import { type CommandScope, type CommandSyncPlan, type Issue } from '../rules/index.js';
/**
 * Problems of the plan's POST and PATCH bodies, each with the path of the desired command it comes from
 * (`indexOf` gives its index in the desired set).
 */
export declare function individualWriteIssues(plan: CommandSyncPlan, scope: CommandScope, indexOf: (command: {
    type?: number | undefined;
    name: string;
}) => number): Issue[];
