import { checkClientOptionKeys } from '../client/optionKeys.js';
import { checkOptionKeys, optionKeys } from '../rules/optionKeys.js';
/** The most players one `players()` call makes. */
export const MAX_PLAYERS = 50;
const PLAYERS_KEYS = optionKeys({
    friends: true,
    connected: true,
    lobby: true,
    signIn: true,
    names: true,
    client: true,
});
/**
 * Checks `count` and the options; the player's client options are `defaults` (the fixture's), then
 * `options.client`.
 * @throws TypeError naming the option (`players: options.lobby: ...`) and what it allows.
 */
export function checkPlayersOptions(count, options, defaults = {}) {
    const fail = (what, expected, received) => {
        throw new TypeError(`players: ${what}: expected ${expected}, received ${JSON.stringify(received)}`);
    };
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_PLAYERS)
        fail('count', `an integer from 1 to ${MAX_PLAYERS}`, count);
    if (typeof options !== 'object' || options === null)
        fail('options', 'an object', options);
    checkOptionKeys(options, PLAYERS_KEYS, 'players: options');
    const signIn = options.signIn ?? 'authorize';
    if (signIn !== 'authorize' && signIn !== 'provisional')
        fail('options.signIn', '"authorize" or "provisional"', options.signIn);
    const friends = options.friends ?? false;
    if (friends !== true && friends !== false && friends !== 'discord' && friends !== 'game')
        fail('options.friends', 'a boolean, "discord" or "game"', options.friends);
    const kind = friends === true ? (signIn === 'provisional' ? 'game' : 'discord') : friends;
    if (kind === 'discord' && signIn === 'provisional')
        fail('options.friends', '"game" or true for provisional accounts (they have no Discord friends)', friends);
    const connected = options.connected ?? true;
    if (typeof connected !== 'boolean')
        fail('options.connected', 'a boolean', options.connected);
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
        if (new Set(names).size !== names.length)
            fail('options.names', 'unique names', options.names);
    }
    const client = options.client ?? {};
    if (typeof client !== 'object' || client === null)
        fail('options.client', 'Client options (an object)', client);
    checkClientOptionKeys(client, 'players: options.client');
    return { friends: kind, connected, lobby, signIn, names, client: { ...defaults, ...client } };
}
