import { scriptedBrowser, startEmulator } from '../emulator/index.js';
import { authorizeNewUser, provisionalAccount } from './playerSignIn.js';
import { TestPlayer } from './testPlayer.js';
/**
 * Starts the emulator (rate limits off by default) with a public-client game application. Its voice
 * server requires end-to-end encryption (DAVE) as the service does, which the players' Clients speak;
 * `emulator: { voice: { dave: 'allowed' } }` lets clients without it into calls.
 */
export async function startWorld(options) {
    const emulator = await startEmulator({
        rateLimits: false,
        ...options,
    });
    try {
        const { control } = emulator;
        const created = await control.createApplication({ name: 'Game', publicClient: true });
        const application = await control.createApplication({
            id: created.id,
            // Loopback is a Node game's default redirect; the custom scheme is for a client made with
            // `redirectMode: 'customScheme'` (the scripted browser hands it to HandleRedirect).
            redirectUris: ['http://127.0.0.1/callback', `discord-${created.id}:/authorize/callback`],
        });
        await control.provisional.configure(application.id, { oidc: 'test' });
        return { emulator, application };
    }
    catch (error) {
        await emulator.close();
        throw error;
    }
}
/** A new player `name`, signed in as `options.signIn` says (not connected). */
export async function makePlayer(game, name, options, timeoutMs) {
    let self;
    // The players trust the emulator's voice CA, so a call connects without NODE_EXTRA_CA_CERTS.
    const ca = await voiceAuthority(game);
    const client = {
        // The players live in the emulator's time: after `control.clock.advance`, its ID tokens and token
        // lifetimes are checked against its clock, not the machine's.
        now: () => game.emulator.control.clock.now(),
        ...options.client,
        voice: { ca, ...options.client.voice },
        baseUrl: game.emulator.url,
        applicationId: game.application.id,
        opener: scriptedBrowser({ onRedirect: (url) => self?.HandleRedirect(url) }),
    };
    return TestPlayer.signedIn({
        name,
        timeoutMs,
        client,
        signIn: async (player) => {
            self = player;
            try {
                return options.signIn === 'provisional'
                    ? await provisionalAccount(game, player, name)
                    : await authorizeNewUser(game, player, name);
            }
            catch (error) {
                throw new Error(`players: ${name} could not sign in (${options.signIn}): ${String(error)}`, {
                    cause: error,
                });
            }
        },
    });
}
const authorities = new WeakMap();
/** The emulator's voice CA (PEM), asked once per world (it starts the voice server: keys made once). */
function voiceAuthority(game) {
    let pem = authorities.get(game);
    if (pem === undefined) {
        pem = game.emulator.control.voice.certificateAuthority().then((authority) => authority.pem);
        authorities.set(game, pem);
    }
    return pem;
}
