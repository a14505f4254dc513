import { type EmulatorOptions } from '../emulator/index.js';
import { type GameWorld } from './playerSignIn.js';
import type { CheckedPlayersOptions } from './playersOptions.js';
import { TestPlayer } from './testPlayer.js';
/**
 * Starts the emulator (rate limits off by default) with a public-client game application. Its voice
 * server requires end-to-end encryption (DAVE) as the service does, which the players' Clients speak;
 * `emulator: { voice: { dave: 'allowed' } }` lets clients without it into calls.
 */
export declare function startWorld(options: EmulatorOptions): Promise<GameWorld>;
/** A new player `name`, signed in as `options.signIn` says (not connected). */
export declare function makePlayer(game: GameWorld, name: string, options: CheckedPlayersOptions, timeoutMs: number): Promise<TestPlayer>;
