"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
/**
 * The page's only way to the main process: a narrow, typed API on `window.game`. A sandboxed preload
 * can require nothing but Electron's own modules, so the channel names are written here and checked
 * against the shared contract by the compiler (`satisfies`).
 */
const electron = require("electron");
const { contextBridge, ipcRenderer } = electron;
const invoke = (channel, ...args) => ipcRenderer.invoke(channel, ...args);
const api = {
    signIn: () => invoke('game:sign-in'),
    playAsGuest: () => invoke('game:play-as-guest'),
    linkAccount: () => invoke('game:link-account'),
    signOut: () => invoke('game:sign-out'),
    status: () => invoke('game:status'),
    joinLobby: (secret) => invoke('game:join-lobby', secret),
    leaveLobby: () => invoke('game:leave-lobby'),
    sendMessage: (content) => invoke('game:send-message', content),
    history: () => invoke('game:history'),
    friends: () => invoke('game:friends'),
    addFriend: (username) => invoke('game:add-friend', username),
    acceptFriend: (userId) => invoke('game:accept-friend', userId),
    declineFriend: (userId) => invoke('game:decline-friend', userId),
    invite: (userId) => invoke('game:invite', userId),
    askToJoin: (userId) => invoke('game:ask-to-join', userId),
    answerInvite: (messageId) => invoke('game:answer-invite', messageId),
    frame: () => ipcRenderer.send('game:frame'),
    onEvent: (listener) => {
        // The page never sees the IpcRendererEvent (it would expose `sender`).
        const relay = (_event, payload) => listener(payload);
        ipcRenderer.on('game:event', relay);
        return () => {
            ipcRenderer.removeListener('game:event', relay);
        };
    },
};
contextBridge.exposeInMainWorld('game', api);
//# sourceMappingURL=preload.cjs.map