/**
 * Seeding the presence domain: which applications a user has played (`played_application` in their
 * presence), as if they had connected to them before. Seeding writes the state only; the control API's
 * `markPlayed` does the same and fans PRESENCE_UPDATE out to the user's friends.
 */
import type { EmulatorContext } from '../context.js';
/** A user who has played an application. */
export interface PlayedSeed {
    user: string;
    application: string;
}
/** The checked user and application of a played mark. */
export declare function checkPlayed(ctx: EmulatorContext, seed: PlayedSeed, at: string): PlayedSeed;
export declare function seedPlayed(ctx: EmulatorContext, seed: PlayedSeed, at?: string): void;
