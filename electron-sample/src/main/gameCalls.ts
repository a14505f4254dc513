/**
 * The page's calls, with their inputs checked, over a {@link GameSession}. The Electron glue registers
 * one `ipcMain.handle` per entry (after checking the sender); the renderer test's bridge calls the same
 * entries, so what the page sees in the test is what it sees in the app.
 */
import { type CallResult, INVOKE_CHANNELS, type InvokeCall } from '../shared/gameApi.js';
import { lobbySecretInput, messageContentInput, noInputs } from './callInputs.js';
import { answer, type GameSession } from './gameSession.js';

export type GameCall = (args: readonly unknown[]) => Promise<CallResult<unknown>>;

/** One entry per call of `window.game` that answers. Bad input is an answer too, never a throw. */
export function gameCalls(session: GameSession): Record<InvokeCall, GameCall> {
  return {
    signIn: (args) => answer(() => (noInputs('signIn', args), session.signIn())),
    signOut: (args) => answer(() => (noInputs('signOut', args), session.signOut())),
    status: (args) => answer(() => (noInputs('status', args), session.status())),
    joinLobby: (args) =>
      answer(async () => {
        const secret = lobbySecretInput(args[0]);
        if (args.length !== 1) noInputs('joinLobby(secret)', args.slice(1));
        return session.lobbies.join(secret);
      }),
    leaveLobby: (args) =>
      answer(async () => (noInputs('leaveLobby', args), await session.lobbies.leave(), null)),
    sendMessage: (args) =>
      answer(async () => {
        const content = messageContentInput(args[0]);
        if (args.length !== 1) noInputs('sendMessage(content)', args.slice(1));
        return session.lobbies.send(content);
      }),
    history: (args) => answer(() => (noInputs('history', args), session.lobbies.history())),
  };
}

/** The calls with their IPC channels, for `ipcMain.handle`. */
export function callChannels(): [InvokeCall, string][] {
  return Object.entries(INVOKE_CHANNELS) as [InvokeCall, string][];
}
