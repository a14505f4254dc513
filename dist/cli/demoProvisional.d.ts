import { type ApplicationRecord, type RunningEmulator } from '../emulator/index.js';
import type { DemoPlayer } from './demoPlayers.js';
/**
 * A guest plays without an account, befriends `host` in the game and joins its lobby, then links the
 * account of `accountUserId`.
 */
export declare function guestLinksLater(emulator: RunningEmulator, app: ApplicationRecord, host: DemoPlayer, accountUserId: string): Promise<void>;
/** `demo --device`: a console signs in with the device grant; the scripted phone enters the code. */
export declare function deviceSignIn(emulator: RunningEmulator, app: ApplicationRecord, userId: string): Promise<void>;
