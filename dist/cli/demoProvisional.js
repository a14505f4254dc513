/**
 * The demo's players without an account (README "Players without an account", "Consoles and TVs"):
 * a guest plays as a provisional account made from the game's own identity (an ID token of the
 * emulator's test issuer), sets a display name, befriends a player in the game and shares a lobby, then
 * links a real account: the merge keeps the friendship and the lobby. And `demo --device`: a console signs
 * in with the device grant, the code printed and entered by the scripted phone. Every wait is bounded.
 */
import { AuthorizationArgs } from '../auth/AuthorizationArgs.js';
import { DeviceAuthorizationArgs } from '../auth/DeviceAuthorizationArgs.js';
import { Client } from '../client/Client.js';
import { printingDeviceScreen } from '../client/deviceScreen.js';
import { scriptedBrowser, scriptedDeviceBrowser, } from '../emulator/index.js';
import { AuthorizationTokenType } from '../model/enums.js';
import { AuthenticationExternalAuthType } from '../model/provisional.js';
const WAIT_MS = 10_000;
/** Resolves with the arguments of the first `event` that `accept` takes; fails after 10 s. */
function next(client, event, accept = () => true) {
    return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
            client.off(event, listener);
            reject(new Error(`the demo waited 10 s for ${String(event)}`));
        }, WAIT_MS);
        const listener = (...args) => {
            if (!accept(...args))
                return;
            clearTimeout(timer);
            client.off(event, listener);
            resolve(args);
        };
        client.on(event, listener);
    });
}
/** A connected client of `token`. */
async function connected(emulator, appId, token) {
    const client = new Client({ baseUrl: emulator.url, applicationId: appId });
    await client.UpdateToken(AuthorizationTokenType.Bearer, token);
    const ready = next(client, 'statusChanged', (status) => status === Client.Status.Ready);
    client.Connect();
    await ready;
    return client;
}
/**
 * A guest plays without an account, befriends `host` in the game and joins its lobby, then links the
 * account of `accountUserId`.
 */
export async function guestLinksLater(emulator, app, host, accountUserId) {
    const { control } = emulator;
    await control.provisional.configure(app.id, { oidc: 'test' });
    // What the game's own login service hands its player: an OIDC ID token (here from the emulator's issuer).
    const credential = await control.provisional.mintIdToken(app.id, {
        sub: 'guest-42',
        preferred_username: 'Guest',
    });
    const say = (line) => console.log(`   [guest] ${line}`);
    const signUp = new Client({ baseUrl: emulator.url, applicationId: app.id });
    const provisional = await signUp.GetProvisionalToken(app.id, AuthenticationExternalAuthType.OIDC, credential);
    say(`GetProvisionalToken: a provisional account, token for ${provisional.expiresIn} s, no refresh token`);
    const guest = await connected(emulator, app.id, provisional.accessToken);
    await guest.UpdateProvisionalAccountDisplayName('Wanderer');
    const me = guest.GetCurrentUser();
    say(`connected as ${me.Id()}, IsProvisional() = ${me.IsProvisional()}; display name set to "Wanderer"`);
    const hostId = host.client.GetCurrentUser().Id();
    const asked = next(host.client, 'relationshipCreated', (userId) => userId === me.Id());
    await guest.SendGameFriendRequestById(hostId);
    await asked;
    const befriended = next(guest, 'relationshipCreated', (userId) => userId === hostId);
    await host.client.AcceptGameFriendRequest(me.Id());
    await befriended;
    say(`game friends with ${host.name}`);
    const lobbyId = await guest.CreateOrJoinLobby('guest-lobby');
    await host.client.CreateOrJoinLobby('guest-lobby');
    say(`in lobby ${lobbyId} with ${host.name}`);
    // Later the player links a real account: Authorize, then the code exchange that merges.
    await control.setConsent('approve', accountUserId);
    const linking = new Client({ baseUrl: emulator.url, applicationId: app.id, opener: scriptedBrowser() });
    const verifier = linking.CreateAuthorizationCodeVerifier();
    const args = new AuthorizationArgs();
    args.SetScopes(Client.GetDefaultCommunicationScopes());
    args.SetCodeChallenge(verifier.Challenge());
    const { code, redirectUri } = await linking.Authorize(args);
    const ended = next(guest, 'statusChanged', (status) => status === Client.Status.Disconnected);
    const linked = await linking.GetTokenFromProvisionalMerge(app.id, code, verifier.Verifier(), redirectUri, AuthenticationExternalAuthType.OIDC, credential);
    await ended;
    say('GetTokenFromProvisionalMerge: merged into the real account; the provisional session ended');
    guest.Disconnect();
    const account = await connected(emulator, app.id, linked.accessToken);
    const friend = account.GetRelationshipHandle(hostId);
    say(`reconnected as ${account.GetCurrentUser().Id()} (IsProvisional() = ${account.GetCurrentUser().IsProvisional()}): ` +
        `${host.name} is still a friend (${friend === null ? 'no' : 'yes'}), still in the lobby (${account.GetLobbyIds().includes(lobbyId) ? 'yes' : 'no'})`);
    account.Disconnect();
}
/** `demo --device`: a console signs in with the device grant; the scripted phone enters the code. */
export async function deviceSignIn(emulator, app, userId) {
    await emulator.control.setConsent('page', userId);
    const print = printingDeviceScreen((line) => console.log(`   [screen] ${line}`));
    const phone = scriptedDeviceBrowser();
    const consoleClient = new Client({
        baseUrl: emulator.url,
        applicationId: app.id,
        deviceScreen: {
            open(screen, closed) {
                print.open(screen, closed);
                console.log('   [phone] opens the URL and enters the code');
                void phone(screen).then((status) => console.log(`   [phone] the activation page answered ${status}`));
            },
            close: () => console.log('   [screen] closed'),
        },
    });
    const args = new DeviceAuthorizationArgs();
    args.SetScopes(Client.GetDefaultCommunicationScopes());
    const tokens = await consoleClient.GetTokenFromDevice(args);
    console.log(`   GetTokenFromDevice: token for ${tokens.expiresIn} s, ID token for ${tokens.claims?.sub ?? '?'}`);
    const ready = await connected(emulator, app.id, tokens.accessToken);
    console.log(`   connected as @${ready.GetCurrentUser().Username()}`);
    ready.Disconnect();
}
