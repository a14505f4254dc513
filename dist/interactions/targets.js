/**
 * The target of a context-menu command (SERVICE.md: USER commands resolve `users` and `members`,
 * MESSAGE commands `messages`, both keyed by `data.target_id`).
 */
import { ValidationError } from '../http/errors.js';
import { ApplicationCommandType, } from '../model/index.js';
import { IssueCodes } from '../rules/issues.js';
function target(interaction, type, what) {
    const { data } = interaction;
    if (data.type !== type || data.target_id === undefined) {
        const message = `/${data.name} is not a ${what} command: it has no target ${what === 'USER' ? 'user' : 'message'}`;
        throw new ValidationError(undefined, 'interaction', [{ path: ['data', 'target_id'], code: IssueCodes.BASE_TYPE_REQUIRED, message }], message);
    }
    return data.target_id;
}
/**
 * The user a USER command was used on.
 *
 * @example
 * const user = targetUser(interaction); // interaction.data.resolved.users[target_id]
 */
export function targetUser(interaction) {
    const id = target(interaction, ApplicationCommandType.USER, 'USER');
    const user = interaction.data.resolved?.users?.[id];
    if (user === undefined)
        throw unresolved(id, 'users');
    return user;
}
/** The targeted user's guild member (undefined in DMs or when the user is not in the guild). */
export function targetMember(interaction) {
    const id = target(interaction, ApplicationCommandType.USER, 'USER');
    return interaction.data.resolved?.members?.[id];
}
/** The message a MESSAGE command was used on. */
export function targetMessage(interaction) {
    const id = target(interaction, ApplicationCommandType.MESSAGE, 'MESSAGE');
    const message = interaction.data.resolved?.messages?.[id];
    if (message === undefined)
        throw unresolved(id, 'messages');
    return message;
}
function unresolved(id, map) {
    const message = `the target ${id} is not in resolved.${map}`;
    return new ValidationError(undefined, 'interaction', [{ path: ['data', 'resolved', map], code: IssueCodes.BASE_TYPE_REQUIRED, message }], message);
}
