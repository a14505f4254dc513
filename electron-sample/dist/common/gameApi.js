/**
 * The one contract between the page and the main process: what the preload exposes as `window.game`,
 * the IPC channel of each call, and the plain objects that cross. Nothing here is Electron or the SDK, so
 * the renderer and the tests can use it as is.
 */
/** The request/answer calls and their IPC channels (`ipcRenderer.invoke` / `ipcMain.handle`). */
export const INVOKE_CHANNELS = {
    signIn: 'game:sign-in',
    playAsGuest: 'game:play-as-guest',
    linkAccount: 'game:link-account',
    signOut: 'game:sign-out',
    status: 'game:status',
    joinLobby: 'game:join-lobby',
    leaveLobby: 'game:leave-lobby',
    sendMessage: 'game:send-message',
    history: 'game:history',
    friends: 'game:friends',
    addFriend: 'game:add-friend',
    acceptFriend: 'game:accept-friend',
    declineFriend: 'game:decline-friend',
    invite: 'game:invite',
    askToJoin: 'game:ask-to-join',
    answerInvite: 'game:answer-invite',
};
/** One-way messages: the frame tick (page to main) and events (main to page). */
export const FRAME_CHANNEL = 'game:frame';
export const EVENT_CHANNEL = 'game:event';
//# sourceMappingURL=gameApi.js.map