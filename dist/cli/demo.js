/**
 * `npm start` / `social-sdk demo`: the SDK end to end against the embedded emulator, with no network.
 *
 * A game signs its player in (PKCE, loopback redirect, verified ID token), connects to the gateway,
 * befriends another player by username (a friend from before shows online elsewhere), joins a lobby and chats (its events arriving over the connection), shows its rich presence and
 * brings the friend into its lobby by a join request, an invite and its secret, keeps its token fresh and finally
 * revokes it; its backend keeps the game's slash commands in sync without spending daily creates twice,
 * and answers a slash command and an autocomplete that the emulator delivers to its interactions
 * endpoint. The "browser" is scripted: it loads the authorize URL, the emulator's
 * consent is set to approve, and the redirect is delivered to the SDK's loopback receiver, exactly as a real
 * browser would. With `--browser`, the OS browser opens the emulator's real consent page instead.
 *
 * Secrets (tokens, codes, verifiers, client secrets) are never printed.
 */
import { createServer } from 'node:http';
import { bulkOverwriteGlobalCommands, listGlobalCommands } from '../api/commands.js';
import { getCurrentUser } from '../api/users.js';
import { AuthorizationArgs } from '../auth/AuthorizationArgs.js';
import { Client } from '../client/Client.js';
import { ClientResultError } from '../client/results.js';
import { scriptedBrowser, startEmulator, } from '../emulator/index.js';
import { Transport } from '../http/transport.js';
import { createInteractionHandler, messageResponse } from '../interactions/index.js';
import { ApplicationCommandOptionType, ApplicationCommandType, AuthorizationTokenType, } from '../model/enums.js';
import { nativeStatus } from '../native/index.js';
import { planCommandSync } from '../rules/sync.js';
import { helpText, parseCommandArgs, wantsHelp } from './args.js';
import { shortCall } from './demoCall.js';
import { joinByInvite } from './demoInvites.js';
import { becomeFriends, playTogether } from './demoPlayers.js';
import { deviceSignIn, guestLinksLater } from './demoProvisional.js';
/** The game's slash commands, as its backend wants them registered. */
const gameCommands = [
    {
        name: 'invite',
        description: 'Invite a friend to your lobby',
        description_localizations: { de: 'Lade jemanden in deine Lobby ein', fr: 'Invite un ami dans ton salon' },
        options: [
            { type: ApplicationCommandOptionType.USER, name: 'friend', description: 'Who', required: true },
        ],
    },
    {
        name: 'stats',
        description: 'Show your stats',
        options: [
            {
                type: ApplicationCommandOptionType.STRING,
                name: 'mode',
                description: 'Game mode',
                choices: [
                    { name: 'Ranked', value: 'ranked' },
                    { name: 'Casual', value: 'casual' },
                ],
            },
        ],
    },
    {
        name: 'play',
        description: 'Start a match',
        options: [
            {
                type: ApplicationCommandOptionType.STRING,
                name: 'map',
                description: 'Map',
                required: true,
                autocomplete: true,
            },
        ],
    },
    { type: ApplicationCommandType.USER, name: 'Challenge to a duel' },
];
/** The maps the backend offers while a player types `/play map:`. */
const MAPS = ['harbor', 'hangar', 'highlands', 'docks', 'desert'];
function step(title) {
    console.log(`\n== ${title}`);
}
export const DEMO_CLI = {
    usage: 'social-sdk demo [--browser] [--device]',
    help: 'Plays a game and its backend against the embedded emulator on 127.0.0.1, with no network: sign-in\n' +
        '(PKCE, loopback redirect, verified ID token), friends and presence, a lobby chat, rich presence\n' +
        'and an invite into the lobby, command sync,\n' +
        'refresh and revoke, then a slash command and an autocomplete delivered to the backend.\n' +
        'No secret is printed.\n\nOptions:\n' +
        "  --browser          open the OS browser on the emulator's real consent page instead of the\n" +
        '                     scripted browser\n' +
        '  --device           sign in as a console does instead: the device grant, the code printed and\n' +
        "                     entered by a scripted phone on the emulator's activation page",
    options: { browser: { type: 'boolean' }, device: { type: 'boolean' } },
};
export async function runDemo(args) {
    if (wantsHelp(args)) {
        process.stdout.write(helpText(DEMO_CLI));
        return 0;
    }
    const values = parseCommandArgs(DEMO_CLI, args).values;
    const useRealBrowser = values.browser === true;
    const status = nativeStatus();
    console.log('social-sdk demo: a game and its backend against the embedded emulator');
    console.log(status.loaded
        ? `native addon loaded (randomness from ${status.randomSource})`
        : `native addon not loaded: ${status.error ?? '?'} (randomness from ${status.randomSource})`);
    // The voice server requires end-to-end encryption (DAVE) as the service does: the demo's call is encrypted.
    const emulator = await startEmulator({ rateLimits: false });
    try {
        if (values.device === true)
            return await runDeviceDemo(emulator);
        return await runAgainst(emulator, useRealBrowser);
    }
    catch (error) {
        const detail = error instanceof ClientResultError ? error.result.toString() : String(error);
        console.error(`\ndemo failed: ${detail}`);
        return 1;
    }
    finally {
        await emulator.close();
    }
}
async function runAgainst(emulator, useRealBrowser) {
    const { control } = emulator;
    const { users, applications } = await control.seed({
        users: [
            { username: 'player', global_name: 'Player One' },
            { username: 'rival', global_name: 'Player Two' },
            { username: 'veteran', global_name: 'Old Friend' },
            { username: 'newcomer', global_name: 'Player Three' },
        ],
        applications: [{ name: 'Demo Game', publicClient: true }],
    });
    const [player, rival, veteran, newcomer] = users;
    const [app] = applications;
    if (!player || !rival || !veteran || !newcomer || !app)
        throw new Error('the emulator did not seed the demo world');
    // A friend from before, who has played the game and is online on another device right now.
    await control.addRelationship({ user: player.id, other: veteran.id, kind: 'discord', type: 'friend' });
    await control.markPlayed(veteran.id, app.id);
    await control.setPresence(veteran.id, { status: 'online' });
    await control.createApplication({ id: app.id, redirectUris: ['http://127.0.0.1/callback'] });
    await control.setConsent(useRealBrowser ? 'page' : 'approve', player.id);
    console.log(`emulator at ${emulator.url}: application ${app.id} "Demo Game", user ${player.id} @player`);
    // The voice server's TLS comes from the emulator's own CA: the players trust it (README, "Voice").
    const voice = { ca: (await control.voice.certificateAuthority()).pem };
    step('1. Sign in: Authorize with PKCE and a loopback redirect');
    const client = new Client({
        baseUrl: emulator.url,
        voice,
        ...(useRealBrowser ? {} : { opener: announced(scriptedBrowser()) }),
    });
    client.SetApplicationId(app.id);
    client.SetHttpRequestTimeout(10_000);
    const verifier = client.CreateAuthorizationCodeVerifier();
    const args = new AuthorizationArgs();
    args.SetScopes(Client.GetDefaultCommunicationScopes());
    args.SetCodeChallenge(verifier.Challenge());
    const { code, redirectUri } = await client.Authorize(args);
    console.log(`   authorized; redirect URI ${redirectUri} (code received, ${code.length} characters)`);
    step('2. GetToken: exchange the code, verify the ID token');
    const tokens = await client.GetToken(app.id, code, verifier.Verifier(), redirectUri);
    console.log(`   token type Bearer, expires in ${tokens.expiresIn} s, scopes "${tokens.scopes}"`);
    console.log(`   ID token verified: sub ${tokens.claims?.sub ?? '?'}, aud ${String(tokens.claims?.aud ?? '?')}`);
    await client.UpdateToken(AuthorizationTokenType.Bearer, tokens.accessToken);
    console.log(`   UpdateToken done; IsAuthenticated() = ${client.IsAuthenticated()}`);
    step('3. Two players connect, become friends, meet in a lobby, chat live, send a direct message, and one leaves');
    client.on('statusChanged', (status, error, detail) => console.log(`   [player] status ${statusName(status)}${error === 0 ? '' : ` (error ${error}, detail ${detail})`}`));
    const rivalClient = await signedIn(emulator, app, rival.id, voice);
    client.Connect();
    rivalClient.Connect();
    await Promise.all([
        untilStatus(client, Client.Status.Ready),
        untilStatus(rivalClient, Client.Status.Ready),
    ]);
    const me = await getCurrentUser(client.transport);
    console.log(`   signed in as @${me.username} (${me.id}); the gateway says @${client.GetCurrentUser().Username()}`);
    await becomeFriends({ name: 'player', client }, { name: 'rival', client: rivalClient }, 'rival');
    await playTogether({ name: 'player', client }, { name: 'rival', client: rivalClient });
    step('3b. A third player plays without an account, befriends rival in the game, then links an account');
    await guestLinksLater(emulator, app, { name: 'rival', client: rivalClient }, newcomer.id);
    step('4. Rich presence: player one shows their lobby, player two asks to join, is invited and joins');
    await joinByInvite({ name: 'player', client }, { name: 'rival', client: rivalClient });
    step('4b. A short lobby call: player sends a tone through the capture callback, rival hears it');
    await shortCall({ name: 'player', client }, { name: 'rival', client: rivalClient });
    client.Disconnect();
    rivalClient.Disconnect();
    await untilStatus(client, Client.Status.Disconnected);
    step("5. The game's backend keeps its commands in sync");
    const backend = new Transport(backendOptions(emulator, app.botToken));
    for (const round of ['first deploy', 'second deploy (nothing changed)']) {
        const current = await listGlobalCommands(backend, app.id, { withLocalizations: true });
        const plan = planCommandSync(current, gameCommands);
        console.log(`   ${round}: create ${plan.create.length}, update ${plan.update.length}, delete ${plan.delete.length}, ` +
            `unchanged ${plan.unchanged.length}; daily creates spent ${plan.dailyCreates}`);
        if (plan.create.length + plan.update.length + plan.delete.length > 0) {
            const registered = await bulkOverwriteGlobalCommands(backend, app.id, gameCommands);
            console.log(`   registered: ${registered.map((c) => `${c.name} (v${c.version.slice(-4)})`).join(', ')}`);
        }
    }
    const inGerman = new Transport({ ...backendOptions(emulator, app.botToken), locale: 'de' });
    const localized = await listGlobalCommands(inGerman, app.id);
    const invite = localized.find((command) => command.name === 'invite');
    console.log(`   listed with X-Service-Locale: de -> /invite "${invite?.description_localized ?? '?'}"`);
    step('6. RefreshToken (rotation), RevokeToken, and what a revoked grant looks like');
    const refreshed = await client.RefreshToken(app.id, tokens.refreshToken);
    console.log(`   refreshed: new access token, expires in ${refreshed.expiresIn} s; the old refresh token is spent`);
    await client.RevokeToken(app.id, refreshed.refreshToken);
    console.log('   revoked the grant');
    client.on('deauthorized', ({ applicationId }) => console.log(`   event: deauthorized from ${applicationId}`));
    try {
        await client.RefreshToken(app.id, refreshed.refreshToken);
        console.log('   unexpected: refresh after revoke succeeded');
        return 1;
    }
    catch (error) {
        if (!(error instanceof ClientResultError))
            throw error;
        console.log(`   refresh after revoke fails as expected: ${error.result.toString()}`);
    }
    step('7. The backend receives a slash command and an autocomplete that the emulator delivers');
    await answerInteractions(emulator, app, player.id);
    console.log('\ndemo complete: every step ran against the embedded emulator over loopback HTTP.');
    return 0;
}
/** `demo --device`: a console (no browser) signs in with the device grant. */
async function runDeviceDemo(emulator) {
    const { users, applications } = await emulator.control.seed({
        users: [{ username: 'player', global_name: 'Player One' }],
        applications: [{ name: 'Demo Game', publicClient: true }],
    });
    const [player] = users;
    const [app] = applications;
    if (!player || !app)
        throw new Error('the emulator did not seed the demo world');
    step('Sign in on a console: the device authorization grant (RFC 8628)');
    await deviceSignIn(emulator, app, player.id);
    console.log('\ndemo complete: the console signed in with no browser on it.');
    return 0;
}
/**
 * The game's backend as an HTTP interactions endpoint on a loopback port: the emulator signs and POSTs
 * a player's `/stats mode:Ranked` and the autocomplete of `/play map:`, and the handler answers both.
 */
async function answerInteractions(emulator, app, playerId) {
    const { control } = emulator;
    const handler = createInteractionHandler({
        publicKey: app.verifyKey,
        transport: new Transport({ baseUrl: emulator.url }),
        commands: {
            stats: (interaction, { options }) => messageResponse(`${interaction.member?.user?.username ?? 'you'}: 12 wins in ${options.getString('mode') ?? 'all'} games`),
        },
        autocomplete: {
            play: (_interaction, { focused }) => MAPS.filter((map) => map.startsWith(String(focused.value))).map((map) => ({ name: map, value: map })),
        },
        onError: (error) => console.log(`   handler: ${error.message}`),
    });
    const server = createServer(handler);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
        const { port } = server.address();
        await control.createApplication({ id: app.id, interactionsUrl: `http://127.0.0.1:${port}/interactions` });
        const { guilds } = await control.seed({
            guilds: [
                {
                    name: 'Demo Guild',
                    channels: [{ name: 'lobby' }],
                    members: [{ userId: playerId }, { userId: app.botUserId }],
                },
            ],
        });
        const guild = guilds[0]?.id;
        console.log(`   interactions URL http://127.0.0.1:${port}/interactions (the emulator delivers to loopback only)`);
        const used = await control.invokeCommand({
            user: playerId,
            guild,
            name: 'stats',
            options: { mode: 'ranked' },
        });
        console.log(`   /stats mode:ranked -> ${describe(used.response)}`);
        const typed = await control.autocomplete({
            user: playerId,
            guild,
            name: 'play',
            focused: 'map',
            options: { map: 'h' },
        });
        console.log(`   /play map:"h" (autocomplete) -> ${describe(typed.response)}`);
        await handler.drain();
    }
    finally {
        await new Promise((resolve) => server.close(() => resolve()));
    }
}
/** The answer in one line: a message's content, or the choices' names. */
function describe(response) {
    if (response === null)
        return 'no answer';
    if ('data' in response && response.data !== undefined && 'content' in response.data)
        return `message "${response.data.content ?? ''}"`;
    if ('data' in response && response.data !== undefined && 'choices' in response.data)
        return `choices ${response.data.choices.map((choice) => choice.name).join(', ')}`;
    return `answer type ${response.type}`;
}
function backendOptions(emulator, botToken) {
    return { baseUrl: emulator.url, authorization: { type: 'Bot', token: botToken } };
}
function statusName(status) {
    return Object.entries(Client.Status).find(([, value]) => value === status)?.[0] ?? String(status);
}
/** The second player: signed in through the scripted browser (consent approved for them), token set. */
async function signedIn(emulator, app, userId, voice) {
    await emulator.control.setConsent('approve', userId);
    const client = new Client({
        baseUrl: emulator.url,
        opener: scriptedBrowser(),
        applicationId: app.id,
        voice,
    });
    const verifier = client.CreateAuthorizationCodeVerifier();
    const args = new AuthorizationArgs();
    args.SetScopes(Client.GetDefaultCommunicationScopes());
    args.SetCodeChallenge(verifier.Challenge());
    const { code, redirectUri } = await client.Authorize(args);
    const tokens = await client.GetToken(app.id, code, verifier.Verifier(), redirectUri);
    await client.UpdateToken(AuthorizationTokenType.Bearer, tokens.accessToken);
    console.log(`   [rival] signed in (Authorize, GetToken, UpdateToken)`);
    return client;
}
/** Resolves once the client reaches `status`; fails after 10 s (the demo never waits unbounded). */
function untilStatus(client, status) {
    if (client.GetStatus() === status)
        return Promise.resolve();
    return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
            client.off('statusChanged', listener);
            reject(new Error(`the client did not reach status ${statusName(status)} in 10 s`));
        }, 10_000);
        const listener = (now) => {
            if (now !== status)
                return;
            clearTimeout(timer);
            client.off('statusChanged', listener);
            resolve();
        };
        client.on('statusChanged', listener);
    });
}
/** The emulator's scripted browser, saying what it did (the redirect's origin and path, never its code). */
function announced(open) {
    return async (url) => {
        await open(url);
        const redirect = new URL(new URL(url).searchParams.get('redirect_uri') ?? 'about:blank');
        console.log(`   browser: consent approved, redirected to ${redirect.origin}${redirect.pathname}`);
    };
}
