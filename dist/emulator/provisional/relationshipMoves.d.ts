import type { EmulatorContext } from '../context.js';
/** Merge: each relationship of `from` (the provisional account) becomes `to`'s; `from` keeps none. */
export declare function moveRelationships(ctx: EmulatorContext, from: string, to: string): void;
/**
 * Unmerge: what `full` (the account the identity left) had with each user that `fresh` (the identity's
 * new provisional account for `applicationId`) starts with: every block, either way; the game friends of
 * the application; the Discord friends who hold a live grant to it. `full` keeps all of its own.
 */
export declare function copyOnUnmerge(ctx: EmulatorContext, applicationId: string, full: string, fresh: string): void;
