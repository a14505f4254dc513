/**
 * `social-sdk/testing`: test fixtures for games built on the SDK. One emulator per test file and
 * signed-in, connected players in one call, each a real `Client` with bounded waits on its events. It
 * imports no test runner: pass the runner's hooks for cleanup, or close it yourself.
 *
 * ```ts
 * import { afterAll, afterEach, it } from 'vitest';            // Jest: globals; node:test: afterEach, after
 * import { testEmulator } from 'social-sdk/testing';
 *
 * const { players } = testEmulator({ afterEach, afterAll });
 *
 * it('ben hears ana', async () => {
 *   const [ana, ben] = await players(2, { friends: true, connected: true, lobby: 'room' });
 *   await ana.SendLobbyMessage(ana.lobbyId ?? '', 'gg');
 *   await ben.next('MessageCreated');
 * });
 * ```
 */
export type { NextOptions, PlayerEvents, RecordedEvent, UntilOptions } from './playerEvents.js';
export type { SignInMethod } from './playerSignIn.js';
export { MAX_PLAYERS, type PlayersOptions } from './playersOptions.js';
export { type CleanupHook, type Players, type TestEmulator, type TestEmulatorOptions, testEmulator, } from './testEmulator.js';
export { TestPlayer } from './testPlayer.js';
