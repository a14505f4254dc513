/**
 * Without `allowDeletes`, registered commands that the desired set leaves out stay registered (a missing
 * or truncated file must never wipe an app's commands). The plan assumed they would be deleted first, so
 * keeping them can make it impossible; this finds out before anything is sent.
 */
import { type ApplicationCommand } from '../model/index.js';
import type { CommandScope, CommandSyncPlan } from '../rules/index.js';
/** A command as a message names it: `"stats"`, or `"Report" (MESSAGE)`. */
export declare function describeCommand(command: {
    type?: number | undefined;
    name: string;
}): string;
/**
 * Why the plan cannot run with its `delete` list left registered: one line per problem, empty when it
 * can. A rename into a kept command's name would be refused (40041), as would a create past a per-type
 * limit (30032). (Creates never reuse a kept name: the planner pairs a desired command with a registered
 * one of the same type and name unless that one is renamed away, and then it is not deleted.)
 */
export declare function keptConflicts(plan: CommandSyncPlan, registered: readonly ApplicationCommand[], scope: CommandScope): string[];
