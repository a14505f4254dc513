/**
 * Changing a user's public fields from outside (the control API's `updateUser`): username (a unique
 * username, the rule the SDK checks requests with), global_name and avatar. Records USER_UPDATE on the
 * bus (`user_id`); the relationships domain routes it to the user and to those with an entry for them.
 */
import { usernameIssues } from '../../rules/relationship.js';
import { existingUser, nullableString, object, SeedError } from '../seedChecks.js';
export function updateUser(ctx, userId, update) {
    const id = existingUser(ctx, userId, 'userId');
    object(update, 'update');
    const user = ctx.store.users.get(id);
    if (user.bot)
        throw new SeedError(`userId: ${id} is an application's bot user`);
    const [issue] = update.username === undefined ? [] : usernameIssues(update.username);
    if (issue)
        throw new SeedError(`update.username: ${issue.message}`);
    const globalName = nullableString(update.global_name, 'update.global_name', 1, 32);
    const avatar = nullableString(update.avatar, 'update.avatar', 1, 256);
    const changed = { ...user };
    if (update.username !== undefined)
        changed.username = update.username;
    if (globalName !== undefined)
        changed.global_name = globalName;
    if (avatar !== undefined)
        changed.avatar = avatar;
    ctx.store.users.set(id, changed);
    ctx.events.record('USER_UPDATE', null, { user_id: id });
    return structuredClone(changed);
}
