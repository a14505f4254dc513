/**
 * Seeding the presence domain: which applications a user has played (`played_application` in their
 * presence), as if they had connected to them before. Seeding writes the state only; the control API's
 * `markPlayed` does the same and fans PRESENCE_UPDATE out to the user's friends.
 */
import type { EmulatorContext } from '../context.js';
import { existingUser, object, SeedError, snowflake } from '../seedChecks.js';
import { addPlayed } from './state.js';

/** A user who has played an application. */
export interface PlayedSeed {
  user: string;
  application: string;
}

/** The checked user and application of a played mark. */
export function checkPlayed(ctx: EmulatorContext, seed: PlayedSeed, at: string): PlayedSeed {
  object(seed, at);
  const user = existingUser(ctx, seed.user, `${at}.user`);
  const application = snowflake(seed.application, `${at}.application`);
  if (!ctx.store.applications.has(application))
    throw new SeedError(`${at}.application: no application ${application} (seed it first)`);
  return { user, application };
}

export function seedPlayed(ctx: EmulatorContext, seed: PlayedSeed, at = 'played'): void {
  const { user, application } = checkPlayed(ctx, seed, at);
  addPlayed(ctx, user, application);
}
