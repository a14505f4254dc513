import type { GameWorld } from './playerSignIn.js';
import type { TestPlayer } from './testPlayer.js';
/** Every pair becomes friends of `kind` before anyone connects: READY already lists them. */
export declare function befriend(game: GameWorld, made: TestPlayer[], kind: 'discord' | 'game'): Promise<void>;
/** Each sees every other online: the presence of those who connected after it has arrived. */
export declare function seeFriendsOnline(made: TestPlayer[]): Promise<void>;
/** Each joins the lobby of `secret` in turn; resolves once everyone sees everyone in it. */
export declare function joinLobby(made: TestPlayer[], secret: string): Promise<void>;
