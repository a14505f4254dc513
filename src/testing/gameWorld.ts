/**
 * The world of a test file's players: the emulator started with its game application (a public client
 * with loopback and custom-scheme redirects, the test OIDC issuer trusted), and a new player made and
 * signed in to it, as the fixtures' options ask.
 */
import type { ClientOptions } from '../client/Client.js';
import { type EmulatorOptions, scriptedBrowser, startEmulator } from '../emulator/index.js';
import { authorizeNewUser, type GameWorld, provisionalAccount } from './playerSignIn.js';
import type { CheckedPlayersOptions } from './playersOptions.js';
import { TestPlayer } from './testPlayer.js';

/**
 * Starts the emulator (rate limits off by default) with a public-client game application. Its voice
 * server requires end-to-end encryption (DAVE) as the service does, which the players' Clients speak;
 * `emulator: { voice: { dave: 'allowed' } }` lets clients without it into calls.
 */
export async function startWorld(options: EmulatorOptions): Promise<GameWorld> {
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
  } catch (error) {
    await emulator.close();
    throw error;
  }
}

/** A new player `name`, signed in as `options.signIn` says (not connected). */
export async function makePlayer(
  game: GameWorld,
  name: string,
  options: CheckedPlayersOptions,
  timeoutMs: number,
): Promise<TestPlayer> {
  let self: TestPlayer | undefined;
  // The players trust the emulator's voice CA, so a call connects without NODE_EXTRA_CA_CERTS.
  const ca = await voiceAuthority(game);
  const client: ClientOptions = {
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
      } catch (error) {
        throw new Error(`players: ${name} could not sign in (${options.signIn}): ${String(error)}`, {
          cause: error,
        });
      }
    },
  });
}

const authorities = new WeakMap<GameWorld, Promise<string>>();

/** The emulator's voice CA (PEM), asked once per world (it starts the voice server: keys made once). */
function voiceAuthority(game: GameWorld): Promise<string> {
  let pem = authorities.get(game);
  if (pem === undefined) {
    pem = game.emulator.control.voice.certificateAuthority().then((authority) => authority.pem);
    authorities.set(game, pem);
  }
  return pem;
}
