import { type EmulatorOptions } from '../emulator/index.js';
import { type GameWorld } from './playerSignIn.js';
import type { CheckedPlayersOptions } from './playersOptions.js';
import { TestPlayer } from './testPlayer.js';
/**
 * Starts the emulator (rate limits off by default) with a public-client game application. Its voice
 * server allows calls without end-to-end encryption (`voice.dave: 'allowed'`) unless told otherwise:
 * the SDK's Client does not speak DAVE yet (issue 42), while the emulator, like the service, requires it
 * by default.
 */
export declare function startWorld(options: EmulatorOptions): Promise<GameWorld>;
/** A new player `name`, signed in as `options.signIn` says (not connected). */
export declare function makePlayer(game: GameWorld, name: string, options: CheckedPlayersOptions, timeoutMs: number): Promise<TestPlayer>;
