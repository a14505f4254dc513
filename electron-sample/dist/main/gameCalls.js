/**
 * The page's calls, with their inputs checked, over a {@link GameSession}. The Electron glue registers
 * one `ipcMain.handle` per entry (after checking the sender); the renderer test's bridge calls the same
 * entries, so what the page sees in the test is what it sees in the app.
 */
import { INVOKE_CHANNELS } from '../common/gameApi.js';
import { idInput, lobbySecretInput, messageContentInput, noInputs, usernameInput } from './callInputs.js';
import { answer } from './gameSession.js';
/** A call that takes no arguments: refused (as an answer) when the page sends some. */
function withoutInputs(call, work) {
    return (args) => answer(() => {
        noInputs(call, args);
        return work();
    });
}
/** A call that takes exactly one argument, checked by `input` before `work` sees it. */
function withInput(call, input, work) {
    return (args) => answer(() => {
        const value = input(args[0]);
        noInputs(call, args.slice(1));
        return work(value);
    });
}
/** One entry per call of `window.game` that answers. Bad input is an answer too, never a throw. */
export function gameCalls(session) {
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
            await session.lobbies.leave();
            session.invites.hideLobby();
            return null;
        }),
        sendMessage: withInput('sendMessage(content)', messageContentInput, (content) => session.lobbies.send(content)),
        history: withoutInputs('history', () => session.lobbies.history()),
        friends: withoutInputs('friends', () => session.friends.view()),
        addFriend: withInput('addFriend(username)', usernameInput, (username) => session.friends.add(username)),
        acceptFriend: withInput('acceptFriend(userId)', idInput('acceptFriend(userId)'), (userId) => session.friends.accept(userId)),
        declineFriend: withInput('declineFriend(userId)', idInput('declineFriend(userId)'), (userId) => session.friends.decline(userId)),
        invite: withInput('invite(userId)', idInput('invite(userId)'), (id) => session.invites.invite(id)),
        askToJoin: withInput('askToJoin(userId)', idInput('askToJoin(userId)'), (id) => session.invites.askToJoin(id)),
        answerInvite: withInput('answerInvite(messageId)', idInput('answerInvite(messageId)'), (id) => session.invites.answer(id)),
    };
}
/** The calls with their IPC channels, for `ipcMain.handle`. */
export function callChannels() {
    return Object.entries(INVOKE_CHANNELS);
}
//# sourceMappingURL=gameCalls.js.map