/**
 * The Discord app's local IPC socket (docs/desktop-app.md): its frames, where it listens, and a
 * connection kept in the background. Knows nothing of the facade's names, like connection/.
 */
export { DesktopAppConnection, type DesktopAppConnectionOptions, DesktopAppError, type DesktopAppReady, type DesktopAppState, type DesktopAppUser, MAX_PENDING_COMMANDS, } from './connection.js';
export * from './frames.js';
export { IPC_PIPE_COUNT, ipcCandidates, ipcDirectory, ipcName, PACKAGED_SUBFOLDERS, WINDOWS_PIPE_ROOT, } from './paths.js';
