/**
 * The Discord app's local IPC socket (docs/desktop-app.md): its frames, where it listens, and a
 * connection kept in the background. Knows nothing of the facade's names, like connection/.
 */
export { DesktopAppConnection, DesktopAppError, MAX_PENDING_COMMANDS, } from './connection.js';
// The frame codec's names, as frames.ts lists them (one list).
export * from './frames.js';
export { IPC_PIPE_COUNT, ipcCandidates, ipcDirectory, ipcName, PACKAGED_SUBFOLDERS, WINDOWS_PIPE_ROOT, } from './paths.js';
