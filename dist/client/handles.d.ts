/**
 * Handles: the C++ library's live views over the client's cache. Each holds the cache entry it was made
 * from; updates change that entry in place, so a handle always reads the current state. A handle of
 * something that is gone keeps its last state; the client's getters return `null` for it, as the
 * library's optional does. Each group lives in its own file (userHandles, lobbyHandles, messageHandle);
 * callers import them from here.
 */
export { LobbyHandle, LobbyMemberHandle } from './lobbyHandles.js';
export { MessageHandle } from './messageHandle.js';
export { RelationshipHandle, UserHandle, userHandle } from './userHandles.js';
