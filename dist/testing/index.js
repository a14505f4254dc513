export { MAX_PLAYERS } from './playersOptions.js';
export { testEmulator, } from './testEmulator.js';
export { TestPlayer } from './testPlayer.js';
