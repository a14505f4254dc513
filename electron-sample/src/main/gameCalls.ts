/**
 * The page's calls, with their inputs checked, over a {@link GameSession}. The Electron glue registers
 * one `ipcMain.handle` per entry (after checking the sender); the renderer test's bridge calls the same
 * entries, so what the page sees in the test is what it sees in the app.
 */
import { type CallResult, INVOKE_CHANNELS, type InvokeCall } from '../common/gameApi.js';
import {
  booleanInput,
  deviceIdInput,
  idInput,
  lobbySecretInput,
  messageContentInput,
  noInputs,
  usernameInput,
  volumeInput,
} from './callInputs.js';
import { answer, type GameSession } from './gameSession.js';

export type GameCall = (args: readonly unknown[]) => Promise<CallResult<unknown>>;

/** A call that takes no arguments: refused (as an answer) when the page sends some. */
function withoutInputs<T>(call: string, work: () => Promise<T> | T): GameCall {
  return (args) =>
    answer(() => {
      noInputs(call, args);
      return work();
    });
}

/** A call that takes exactly one argument, checked by `input` before `work` sees it. */
function withInput<I, T>(
  call: string,
  input: (value: unknown) => I,
  work: (value: I) => Promise<T> | T,
): GameCall {
  return (args) =>
    answer(() => {
      const value = input(args[0]);
      noInputs(call, args.slice(1));
      return work(value);
    });
}

/** A call that takes exactly two arguments, each checked before `work` sees them. */
function withInputs<A, B, T>(
  call: string,
  first: (value: unknown) => A,
  second: (value: unknown) => B,
  work: (a: A, b: B) => Promise<T> | T,
): GameCall {
  return (args) =>
    answer(() => {
      const a = first(args[0]);
      const b = second(args[1]);
      noInputs(call, args.slice(2));
      return work(a, b);
    });
}

/** One entry per call of `window.game` that answers. Bad input is an answer too, never a throw. */
export function gameCalls(session: GameSession): Record<InvokeCall, GameCall> {
  return {
    signIn: withoutInputs('signIn', () => session.signIn()),
    playAsGuest: withoutInputs('playAsGuest', () => session.playAsGuest()),
    linkAccount: withoutInputs('linkAccount', () => session.linkAccount()),
    signOut: withoutInputs('signOut', () => session.signOut()),
    status: withoutInputs('status', () => session.status()),
    joinLobby: withInput('joinLobby(secret)', lobbySecretInput, async (secret) => {
      const lobby = await session.lobbies.join(secret);
      await session.invites.showLobby(secret, lobby);
      return lobby;
    }),
    leaveLobby: withoutInputs('leaveLobby', async () => {
      session.voice.forget();
      await session.lobbies.leave();
      session.invites.hideLobby();
      return null;
    }),
    sendMessage: withInput('sendMessage(content)', messageContentInput, (content) =>
      session.lobbies.send(content),
    ),
    history: withoutInputs('history', () => session.lobbies.history()),
    friends: withoutInputs('friends', () => session.friends.view()),
    addFriend: withInput('addFriend(username)', usernameInput, (username) => session.friends.add(username)),
    acceptFriend: withInput('acceptFriend(userId)', idInput('acceptFriend(userId)'), (userId) =>
      session.friends.accept(userId),
    ),
    declineFriend: withInput('declineFriend(userId)', idInput('declineFriend(userId)'), (userId) =>
      session.friends.decline(userId),
    ),
    invite: withInput('invite(userId)', idInput('invite(userId)'), (id) => session.invites.invite(id)),
    askToJoin: withInput('askToJoin(userId)', idInput('askToJoin(userId)'), (id) =>
      session.invites.askToJoin(id),
    ),
    answerInvite: withInput('answerInvite(messageId)', idInput('answerInvite(messageId)'), (id) =>
      session.invites.answer(id),
    ),
    joinCall: withoutInputs('joinCall', () => session.voice.join()),
    leaveCall: withoutInputs('leaveCall', () => session.voice.leave()),
    setSelfMute: withInput('setSelfMute(mute)', booleanInput('setSelfMute(mute)'), (mute) =>
      session.voice.setSelfMute(mute),
    ),
    setSelfDeaf: withInput('setSelfDeaf(deaf)', booleanInput('setSelfDeaf(deaf)'), (deaf) =>
      session.voice.setSelfDeaf(deaf),
    ),
    setPushToTalk: withInput('setPushToTalk(on)', booleanInput('setPushToTalk(on)'), (on) =>
      session.voice.setPushToTalk(on),
    ),
    setPttActive: withInput('setPttActive(active)', booleanInput('setPttActive(active)'), (active) =>
      session.voice.setPttActive(active),
    ),
    setMemberVolume: withInputs(
      'setMemberVolume(userId, volume)',
      idInput('setMemberVolume(userId, volume)'),
      volumeInput('setMemberVolume(userId, volume)'),
      (userId, volume) => session.voice.setMemberVolume(userId, volume),
    ),
    audioDevices: withoutInputs('audioDevices', () => session.voice.devices()),
    setInputDevice: withInput(
      'setInputDevice(deviceId)',
      deviceIdInput('setInputDevice(deviceId)'),
      (deviceId) => session.voice.setInputDevice(deviceId),
    ),
    setOutputDevice: withInput(
      'setOutputDevice(deviceId)',
      deviceIdInput('setOutputDevice(deviceId)'),
      (deviceId) => session.voice.setOutputDevice(deviceId),
    ),
  };
}

/** The calls with their IPC channels, for `ipcMain.handle`. */
export function callChannels(): [InvokeCall, string][] {
  return Object.entries(INVOKE_CHANNELS) as [InvokeCall, string][];
}
