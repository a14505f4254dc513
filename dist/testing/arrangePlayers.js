/**
 * What `players()` arranges once its players are signed in: friendships seeded before they connect, and
 * the waits until each player sees the arrangement (friends online, everyone in the lobby), each bounded
 * and named by the player's `until`.
 */
import { StatusType } from '../model/index.js';
/** Every pair becomes friends of `kind` before anyone connects: READY already lists them. */
export async function befriend(game, made, kind) {
    const { control } = game.emulator;
    for (const [i, a] of made.entries()) {
        for (const b of made.slice(i + 1)) {
            await control.addRelationship({
                user: a.id,
                other: b.id,
                kind,
                type: 'friend',
                ...(kind === 'game' ? { application: game.application.id } : {}),
            });
        }
    }
}
/** Each sees every other online: the presence of those who connected after it has arrived. */
export async function seeFriendsOnline(made) {
    await Promise.all(made.flatMap((a) => made
        .filter((b) => b !== a)
        .map((b) => a.until(() => a.GetUser(b.id)?.Status() === StatusType.Online, `${b.name} online among its friends`))));
}
/** Each joins the lobby of `secret` in turn; resolves once everyone sees everyone in it. */
export async function joinLobby(made, secret) {
    for (const player of made)
        await player.joinLobby(secret);
    const ids = made.map((player) => player.id);
    await Promise.all(made.map((player) => player.until(() => {
        const members = player.GetLobbyHandle(player.lobbyId ?? '')?.LobbyMemberIds() ?? [];
        return ids.every((id) => members.includes(id));
    }, `every player in lobby "${secret}"`)));
}
