/**
 * The options of `players(count, options)`, checked once before anything is made: a wrong one fails with
 * a TypeError naming it and what is allowed, not halfway through a sign-in.
 */
import type { ClientOptions } from '../client/Client.js';
import { checkClientOptionKeys } from '../client/optionKeys.js';
import { checkOptionKeys, optionKeys } from '../rules/optionKeys.js';
import type { SignInMethod } from './playerSignIn.js';

/** The most players one `players()` call makes. */
export const MAX_PLAYERS = 50;

/** Options of `players(count, options)`. */
export interface PlayersOptions {
  /**
   * Every pair of the new players are friends before they connect: `true` for Discord friends (game
   * friends for provisional accounts, which cannot have Discord friends), or the kind by name. When they
   * connect, `players` also waits until each sees the others online.
   * @defaultValue false
   */
  friends?: boolean | 'discord' | 'game' | undefined;
  /**
   * Connect each player and wait until Ready.
   * @defaultValue true
   */
  connected?: boolean | undefined;
  /**
   * A lobby secret: each player joins that lobby (`CreateOrJoinLobby`), and `players` waits until each
   * sees all of them in it; `lobbyId` holds its id. Needs connected players. Each player leaves it when
   * closed, so the same secret starts empty in the next test.
   */
  lobby?: string | undefined;
  /**
   * `'authorize'`: a new user signs in with Authorize and PKCE, through the emulator's scripted browser;
   * `'provisional'`: a provisional account from an ID token of the emulator's test issuer.
   * @defaultValue 'authorize'
   */
  signIn?: SignInMethod | undefined;
  /**
   * The players' names (usernames, or the provisional display names), one per player; they must be
   * unique among the emulator's users. Default `ana<n>`, `ben<n>`, ... (n counts the `players` calls).
   */
  names?: readonly string[] | undefined;
  /**
   * More options of each player's `Client` (`log`, `connection`, `callbackMode`...). `baseUrl`,
   * `applicationId` and `opener` are the fixtures'; `now` defaults to the emulator's clock. With `callbackMode: 'pumped'`, the fixtures' waits
   * (and the player's `next` and `until`) call `RunCallbacks()` while they wait, as a game loop would;
   * between them, callbacks run only when the test calls it.
   */
  client?: ClientOptions | undefined;
}

const PLAYERS_KEYS = optionKeys<PlayersOptions>({
  friends: true,
  connected: true,
  lobby: true,
  signIn: true,
  names: true,
  client: true,
});

/** {@link PlayersOptions} with the defaults applied and the friends' kind resolved. */
export interface CheckedPlayersOptions {
  readonly friends: false | 'discord' | 'game';
  readonly connected: boolean;
  readonly lobby: string | undefined;
  readonly signIn: SignInMethod;
  readonly names: string[] | undefined;
  readonly client: ClientOptions;
}

/**
 * Checks `count` and the options; the player's client options are `defaults` (the fixture's), then
 * `options.client`.
 * @throws TypeError naming the option (`players: options.lobby: ...`) and what it allows.
 */
export function checkPlayersOptions(
  count: unknown,
  options: PlayersOptions,
  defaults: ClientOptions = {},
): CheckedPlayersOptions {
  const fail = (what: string, expected: string, received: unknown): never => {
    throw new TypeError(`players: ${what}: expected ${expected}, received ${JSON.stringify(received)}`);
  };
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_PLAYERS)
    fail('count', `an integer from 1 to ${MAX_PLAYERS}`, count);
  if (typeof options !== 'object' || options === null) fail('options', 'an object', options);
  checkOptionKeys(options, PLAYERS_KEYS, 'players: options');
  const signIn = options.signIn ?? 'authorize';
  if (signIn !== 'authorize' && signIn !== 'provisional')
    fail('options.signIn', '"authorize" or "provisional"', options.signIn);
  const friends = options.friends ?? false;
  if (friends !== true && friends !== false && friends !== 'discord' && friends !== 'game')
    fail('options.friends', 'a boolean, "discord" or "game"', options.friends);
  const kind = friends === true ? (signIn === 'provisional' ? 'game' : 'discord') : friends;
  if (kind === 'discord' && signIn === 'provisional')
    fail(
      'options.friends',
      '"game" or true for provisional accounts (they have no Discord friends)',
      friends,
    );
  const connected = options.connected ?? true;
  if (typeof connected !== 'boolean') fail('options.connected', 'a boolean', options.connected);
  const lobby = options.lobby;
  if (lobby !== undefined && (typeof lobby !== 'string' || lobby.length === 0))
    fail('options.lobby', 'a non-empty lobby secret', lobby);
  if (lobby !== undefined && !connected)
    fail('options.lobby', 'connected players (connected: false was given)', lobby);
  const names = options.names === undefined ? undefined : [...options.names];
  if (names !== undefined) {
    if (names.length !== count)
      fail('options.names', `${String(count)} names, one per player`, options.names);
    names.forEach((name, i) => {
      if (typeof name !== 'string' || name.length === 0)
        fail(`options.names[${i}]`, 'a non-empty string', name);
    });
    if (new Set(names).size !== names.length) fail('options.names', 'unique names', options.names);
  }
  const client = options.client ?? {};
  if (typeof client !== 'object' || client === null)
    fail('options.client', 'Client options (an object)', client);
  checkClientOptionKeys(client, 'players: options.client');
  return { friends: kind, connected, lobby, signIn, names, client: { ...defaults, ...client } };
}
