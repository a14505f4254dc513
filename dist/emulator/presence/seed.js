import { existingUser, object, SeedError, snowflake } from '../seedChecks.js';
import { addPlayed } from './state.js';
/** The checked user and application of a played mark. */
export function checkPlayed(ctx, seed, at) {
    object(seed, at);
    const user = existingUser(ctx, seed.user, `${at}.user`);
    const application = snowflake(seed.application, `${at}.application`);
    if (!ctx.store.applications.has(application))
        throw new SeedError(`${at}.application: no application ${application} (seed it first)`);
    return { user, application };
}
export function seedPlayed(ctx, seed, at = 'played') {
    const { user, application } = checkPlayed(ctx, seed, at);
    addPlayed(ctx, user, application);
}
