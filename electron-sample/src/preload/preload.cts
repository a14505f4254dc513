/**
 * The page's only way to the main process: a narrow, typed API on `window.game`. A sandboxed preload
 * can require nothing but Electron's own modules, so the channel names are written here and checked
 * against the shared contract by the compiler (`satisfies`).
 */
import electron = require('electron');

import type { FRAME_CHANNEL, GameApi, GameEvent, InvokeChannel } from '../common/gameApi.js';

const { contextBridge, ipcRenderer } = electron;

const invoke = (channel: InvokeChannel, ...args: unknown[]) => ipcRenderer.invoke(channel, ...args);

const api: GameApi = {
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
  joinCall: () => invoke('game:join-call'),
  leaveCall: () => invoke('game:leave-call'),
  setSelfMute: (mute) => invoke('game:set-self-mute', mute),
  setSelfDeaf: (deaf) => invoke('game:set-self-deaf', deaf),
  setPushToTalk: (on) => invoke('game:set-push-to-talk', on),
  setPttActive: (active) => invoke('game:set-ptt-active', active),
  setMemberVolume: (userId, volume) => invoke('game:set-member-volume', userId, volume),
  audioDevices: () => invoke('game:audio-devices'),
  setInputDevice: (deviceId) => invoke('game:set-input-device', deviceId),
  setOutputDevice: (deviceId) => invoke('game:set-output-device', deviceId),
  frame: () => ipcRenderer.send('game:frame' satisfies typeof FRAME_CHANNEL),
  onEvent: (listener) => {
    // The page never sees the IpcRendererEvent (it would expose `sender`).
    const relay = (_event: electron.IpcRendererEvent, payload: GameEvent) => listener(payload);
    ipcRenderer.on('game:event', relay);
    return () => {
      ipcRenderer.removeListener('game:event', relay);
    };
  },
};

contextBridge.exposeInMainWorld('game', api);
