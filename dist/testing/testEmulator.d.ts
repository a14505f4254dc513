/**
 * The fixture of a test file: one emulator (started on first use) with one game application, and
 * `players(n, options)`, which hands out signed-in players, connected, friends with one another and in
 * one lobby if asked. It imports no test runner: cleanup runs from the runner's hooks when they are
 * passed in (`afterEach` closes the test's players, `afterAll` everything), or from `close()` and
 * `await using`.
 */
import type { ClientOptions } from '../client/Client.js';
import { type EmulatorOptions, type RunningEmulator } from '../emulator/index.js';
import type { ApplicationRecord } from '../emulator/records.js';
import { type PlayersOptions } from './playersOptions.js';
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
export type Players<N extends number, Made extends TestPlayer[] = []> = number extends N ? TestPlayer[] : Made['length'] extends N ? Made : Made['length'] extends 50 ? TestPlayer[] : Players<N, [...Made, TestPlayer]>;
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
export declare function testEmulator(options?: TestEmulatorOptions): TestEmulator;
