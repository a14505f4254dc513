/**
 * `social-sdk/commands`: an app backend's application commands (global and per guild), their
 * permissions, and `sync`, which keeps them registered without spending the 200 daily creates.
 */
export { CommandsClient, createCommandsClient, } from './client.js';
export { checkCommandSet } from './desiredSet.js';
export { CommandSyncError, CommandSyncErrorCode } from './errors.js';
export { describeCommand } from './keptCommands.js';
export { exportItem } from './syncItem.js';
export { hasDrift, } from './syncResult.js';
