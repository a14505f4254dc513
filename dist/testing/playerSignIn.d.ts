import { Client } from '../client/Client.js';
import type { RunningEmulator } from '../emulator/index.js';
import type { ApplicationRecord } from '../emulator/records.js';
/** The emulator and the game application the players sign in to. */
export interface GameWorld {
    readonly emulator: RunningEmulator;
    readonly application: ApplicationRecord;
}
/** How a player signs in: `'authorize'` (a user of the service) or `'provisional'` (no account). */
export type SignInMethod = 'authorize' | 'provisional';
/**
 * A new user `username` signs in with Authorize (PKCE, the default communication scopes). Consent is
 * scripted to approve for this user while the flow runs, then set back: the caller runs one at a time.
 * @returns the user's id.
 */
export declare function authorizeNewUser(world: GameWorld, client: Client, username: string): Promise<string>;
/**
 * A player without an account signs in with an OIDC ID token from the emulator's test issuer (subject
 * and display name `name`): the same name again is the same provisional account.
 * @returns the provisional user's id.
 */
export declare function provisionalAccount(world: GameWorld, client: Client, name: string): Promise<string>;
