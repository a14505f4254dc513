/**
 * The fixture of a test file: one emulator (started on first use) with one game application, and
 * `players(n, options)`, which hands out signed-in players, connected, friends with one another and in
 * one lobby if asked. It imports no test runner: cleanup runs from the runner's hooks when they are
 * passed in (`afterEach` closes the test's players, `afterAll` everything), or from `close()` and
 * `await using`.
 */
import type { ClientOptions } from '../client/Client.js';
import { checkClientOptionKeys } from '../client/optionKeys.js';
import { checkEmulatorOptionKeys, type EmulatorOptions, type RunningEmulator } from '../emulator/index.js';
import type { ApplicationRecord } from '../emulator/records.js';
import { checkOptionKeys, optionKeys } from '../rules/optionKeys.js';
import { befriend, joinLobby, seeFriendsOnline } from './arrangePlayers.js';
import { makePlayer, startWorld } from './gameWorld.js';
import type { GameWorld } from './playerSignIn.js';
import { checkPlayersOptions, type PlayersOptions } from './playersOptions.js';
import type { TestPlayer } from './testPlayer.js';

/**
 * A runner's hook that takes a function to run later: Vitest's and Jest's `afterEach`/`afterAll`,
 * node:test's `afterEach`/`after`, Playwright's `test.afterEach`/`test.afterAll`.
 */
export type CleanupHook = (cleanup: () => Promise<void>) => unknown;

/** Options of {@link testEmulator}. */
export interface TestEmulatorOptions {
  /** The runner's after-each-test hook: the players a test made are closed after it. */
  afterEach?: CleanupHook | undefined;
  /** The runner's after-all hook (`after` in node:test): players and emulator are closed after the file. */
  afterAll?: CleanupHook | undefined;
  /** Client options of every player, under those of each `players` call (`PlayersOptions.client`). */
  client?: ClientOptions | undefined;
  /** Options of the emulator. The fixtures turn rate limits off unless `rateLimits` is given here. */
  emulator?: EmulatorOptions | undefined;
  /**
   * Bound of every wait in the fixtures (Ready, friends online, lobby members) and the default of the
   * players' `next` and `until`, in real ms.
   * @defaultValue 5000
   */
  timeoutMs?: number | undefined;
}

/** `count` players as a tuple when `count` is a literal (`[ana, ben]` are both defined), else an array. */
export type Players<N extends number, Made extends TestPlayer[] = []> = number extends N
  ? TestPlayer[]
  : Made['length'] extends N
    ? Made
    : Made['length'] extends 50
      ? TestPlayer[]
      : Players<N, [...Made, TestPlayer]>;

/** One test file's emulator and its players (see {@link testEmulator}). */
export interface TestEmulator extends AsyncDisposable {
  /** Starts the emulator and creates the game application (once; `players` calls it). */
  start(): Promise<RunningEmulator>;
  /** The running emulator (`control`, `url`). @throws Error before {@link TestEmulator.start}. */
  readonly emulator: RunningEmulator;
  /** The game application the players sign in to. @throws Error before {@link TestEmulator.start}. */
  readonly application: ApplicationRecord;
  /**
   * Makes `count` players, each a new user (or provisional account) signed in to the game application,
   * and arranges them as `options` asks; the players' recorded events start after that.
   * @throws TypeError naming the option that is wrong; Error naming the player and the step that failed.
   * @example
   * const [ana, ben] = await players(2, { friends: true, connected: true, lobby: 'room' });
   */
  players<N extends number>(count: N, options?: PlayersOptions): Promise<Players<N>>;
  /** Closes the players made so far (the `afterEach` hook calls it). */
  closePlayers(): Promise<void>;
  /** Closes the players, then the emulator. Safe to call twice. */
  close(): Promise<void>;
}

const TEST_EMULATOR_KEYS = optionKeys<TestEmulatorOptions>({
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
export function testEmulator(options: TestEmulatorOptions = {}): TestEmulator {
  checkOptionKeys(options, TEST_EMULATOR_KEYS, 'testEmulator: options');
  const timeoutMs = options.timeoutMs ?? 5000;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0)
    throw new TypeError(
      `testEmulator: timeoutMs: expected a number > 0, received ${String(options.timeoutMs)}`,
    );
  if (options.client !== undefined && (typeof options.client !== 'object' || options.client === null))
    throw new TypeError(
      `testEmulator: client: expected Client options (an object), received ${typeof options.client}`,
    );
  checkClientOptionKeys(options.client, 'testEmulator: options.client');
  checkEmulatorOptionKeys(options.emulator, 'testEmulator: options.emulator');
  for (const hook of ['afterEach', 'afterAll'] as const) {
    if (options[hook] !== undefined && typeof options[hook] !== 'function')
      throw new TypeError(
        `testEmulator: ${hook}: expected the runner's ${hook} function, received ${typeof options[hook]}`,
      );
  }

  let starting: Promise<GameWorld> | undefined;
  let world: GameWorld | undefined;
  let closed = false;
  /** Players not closed yet, oldest first. */
  let live: TestPlayer[] = [];
  /** The `players` calls made, for default names that stay unique in the file. */
  let calls = 0;
  // Sign-ins run one at a time: consent is the emulator's one setting, scripted per user during each.
  let signIns: Promise<unknown> = Promise.resolve();

  const started = (): GameWorld => {
    if (world === undefined)
      throw new Error('testEmulator: not started yet (await start() or players() first)');
    return world;
  };

  async function start(): Promise<RunningEmulator> {
    if (closed) throw new Error('testEmulator: closed (make a new one per test file)');
    starting ??= startWorld(options.emulator ?? {});
    world = await starting;
    return world.emulator;
  }

  async function players<N extends number>(count: N, given: PlayersOptions = {}): Promise<Players<N>> {
    const checked = checkPlayersOptions(count, given, options.client);
    await start();
    const game = started();
    calls += 1;
    const names = checked.names ?? DEFAULT_NAMES.slice(0, count).map((name) => `${name}${calls}`);
    while (names.length < count) names.push(`p${names.length + 1}_${calls}`);
    const made: TestPlayer[] = [];
    try {
      const signIn = async (): Promise<void> => {
        for (const name of names) made.push(await makePlayer(game, name, checked, timeoutMs));
      };
      const turn = signIns.then(signIn, signIn);
      signIns = turn.catch(() => undefined);
      await turn;
      if (checked.friends !== false) await befriend(game, made, checked.friends);
      if (checked.connected) await Promise.all(made.map((player) => player.connectUntilReady()));
      if (checked.friends !== false && checked.connected) await seeFriendsOnline(made);
      if (checked.lobby !== undefined) await joinLobby(made, checked.lobby);
    } catch (error) {
      await Promise.allSettled(made.map((player) => player.close()));
      throw error;
    }
    for (const player of made) player.clearEvents();
    live.push(...made);
    return made as Players<N>;
  }

  async function closePlayers(): Promise<void> {
    const closing = live;
    live = [];
    const results = await Promise.allSettled(closing.map((player) => player.close()));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    try {
      await closePlayers();
    } finally {
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
