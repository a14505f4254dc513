import { checkClientOptionKeys } from '../client/optionKeys.js';
import { checkEmulatorOptionKeys } from '../emulator/index.js';
import { checkOptionKeys, optionKeys } from '../rules/optionKeys.js';
import { befriend, joinLobby, seeFriendsOnline } from './arrangePlayers.js';
import { makePlayer, startWorld } from './gameWorld.js';
import { checkPlayersOptions } from './playersOptions.js';
const TEST_EMULATOR_KEYS = optionKeys({
    afterEach: true,
    afterAll: true,
    client: true,
    emulator: true,
    timeoutMs: true,
});
const DEFAULT_NAMES = ['ana', 'ben', 'cy', 'dee', 'eli', 'fay', 'gil', 'hal', 'ivy', 'jo'];
/**
 * The emulator of one test file. Call it at the top of the file (where the runner's hooks may be
 * registered); the emulator starts on the first `players()` (or `start()`).
 *
 * @example
 * import { afterAll, afterEach, expect, it } from 'vitest';
 * import { testEmulator } from 'social-sdk/testing';
 *
 * const { players } = testEmulator({ afterEach, afterAll });
 *
 * it('a lobby message reaches the other player', async () => {
 *   const [ana, ben] = await players(2, { friends: true, lobby: 'room' });
 *   const messageId = await ana.SendLobbyMessage(ana.lobbyId ?? '', 'gg');
 *   expect(await ben.next('MessageCreated')).toEqual([messageId]);
 * });
 */
export function testEmulator(options = {}) {
    checkOptionKeys(options, TEST_EMULATOR_KEYS, 'testEmulator: options');
    const timeoutMs = options.timeoutMs ?? 5000;
    if (!Number.isFinite(timeoutMs) || timeoutMs <= 0)
        throw new TypeError(`testEmulator: timeoutMs: expected a number > 0, received ${String(options.timeoutMs)}`);
    if (options.client !== undefined && (typeof options.client !== 'object' || options.client === null))
        throw new TypeError(`testEmulator: client: expected Client options (an object), received ${typeof options.client}`);
    checkClientOptionKeys(options.client, 'testEmulator: options.client');
    checkEmulatorOptionKeys(options.emulator, 'testEmulator: options.emulator');
    for (const hook of ['afterEach', 'afterAll']) {
        if (options[hook] !== undefined && typeof options[hook] !== 'function')
            throw new TypeError(`testEmulator: ${hook}: expected the runner's ${hook} function, received ${typeof options[hook]}`);
    }
    let starting;
    let world;
    let closed = false;
    /** Players not closed yet, oldest first. */
    let live = [];
    /** The `players` calls made, for default names that stay unique in the file. */
    let calls = 0;
    // Sign-ins run one at a time: consent is the emulator's one setting, scripted per user during each.
    let signIns = Promise.resolve();
    const started = () => {
        if (world === undefined)
            throw new Error('testEmulator: not started yet (await start() or players() first)');
        return world;
    };
    async function start() {
        if (closed)
            throw new Error('testEmulator: closed (make a new one per test file)');
        starting ??= startWorld(options.emulator ?? {});
        world = await starting;
        return world.emulator;
    }
    async function players(count, given = {}) {
        const checked = checkPlayersOptions(count, given, options.client);
        await start();
        const game = started();
        calls += 1;
        const names = checked.names ?? DEFAULT_NAMES.slice(0, count).map((name) => `${name}${calls}`);
        while (names.length < count)
            names.push(`p${names.length + 1}_${calls}`);
        const made = [];
        try {
            const signIn = async () => {
                for (const name of names)
                    made.push(await makePlayer(game, name, checked, timeoutMs));
            };
            const turn = signIns.then(signIn, signIn);
            signIns = turn.catch(() => undefined);
            await turn;
            if (checked.friends !== false)
                await befriend(game, made, checked.friends);
            if (checked.connected)
                await Promise.all(made.map((player) => player.connectUntilReady()));
            if (checked.friends !== false && checked.connected)
                await seeFriendsOnline(made);
            if (checked.lobby !== undefined)
                await joinLobby(made, checked.lobby);
        }
        catch (error) {
            await Promise.allSettled(made.map((player) => player.close()));
            throw error;
        }
        for (const player of made)
            player.clearEvents();
        live.push(...made);
        return made;
    }
    async function closePlayers() {
        const closing = live;
        live = [];
        const results = await Promise.allSettled(closing.map((player) => player.close()));
        const failed = results.find((result) => result.status === 'rejected');
        if (failed)
            throw failed.reason;
    }
    async function close() {
        if (closed)
            return;
        closed = true;
        try {
            await closePlayers();
        }
        finally {
            const running = await starting?.catch(() => undefined);
            await running?.emulator.close();
        }
    }
    options.afterEach?.(() => closePlayers());
    options.afterAll?.(() => close());
    return {
        start,
        get emulator() {
            return started().emulator;
        },
        get application() {
            return started().application;
        },
        players,
        closePlayers,
        close,
        [Symbol.asyncDispose]: close,
    };
}
