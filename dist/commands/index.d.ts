/**
 * `social-sdk/commands`: an app backend's application commands (global and per guild), their
 * permissions, and `sync`, which keeps them registered without spending the 200 daily creates.
 */
export type { SyncProgress } from './applyPlan.js';
export { type CommandEditInput, type CommandPermissionsApi, CommandsClient, type CommandsClientOptions, createCommandsClient, type EditPermissionsOptions, type ScopeOptions, } from './client.js';
export type { CommandInput, CommandJsonSource } from './commandInput.js';
export { type CheckedCommandSet, checkCommandSet } from './desiredSet.js';
export { CommandSyncError, CommandSyncErrorCode } from './errors.js';
export { describeCommand } from './keptCommands.js';
export type { SyncOptions } from './sync.js';
export { exportItem } from './syncItem.js';
export { type CommandSyncResult, hasDrift, type SyncedCommand, type SyncedUpdate, type SyncMethod, } from './syncResult.js';
