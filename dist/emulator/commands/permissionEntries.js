/**
 * The body of Edit Application Command Permissions, checked against the guild it targets: the shape rules
 * are `src/rules` (at most 100 entries, types, booleans, no repeats, All Channels = guild id - 1); here
 * only whether each target exists: a role of the guild (the guild id is @everyone), a user, or a channel
 * of the guild.
 */
import { ApplicationCommandPermissionType as PermissionType, } from '../../model/index.js';
import { validateCommandPermissionsBody } from '../../rules/index.js';
/** Inner codes for entries that name nothing in the guild (same style as the service's codes). */
export const PermissionIssueCodes = {
    UNKNOWN_ROLE: 'APPLICATION_COMMAND_PERMISSIONS_UNKNOWN_ROLE',
    UNKNOWN_USER: 'APPLICATION_COMMAND_PERMISSIONS_UNKNOWN_USER',
    UNKNOWN_CHANNEL: 'APPLICATION_COMMAND_PERMISSIONS_UNKNOWN_CHANNEL',
};
/** The entries of a valid body, or the issues (paths into the body). */
export function checkPermissionsBody(store, guildId, body) {
    const checked = validateCommandPermissionsBody(body, {
        targets: { guildId, check: (type, id) => unknownTarget(store, guildId, id, type) },
    });
    return checked.issues.length > 0 ? { issues: checked.issues } : { entries: checked.value };
}
function unknownTarget(store, guildId, id, type) {
    if (type === PermissionType.ROLE) {
        if (store.roles.get(id)?.guildId === guildId)
            return undefined;
        return {
            code: PermissionIssueCodes.UNKNOWN_ROLE,
            message: `No role ${id} in guild ${guildId} (the @everyone role has the guild's id).`,
        };
    }
    if (type === PermissionType.USER) {
        if (store.users.has(id))
            return undefined;
        return { code: PermissionIssueCodes.UNKNOWN_USER, message: `No user ${id}.` };
    }
    if (store.channels.get(id)?.guildId === guildId)
        return undefined;
    return {
        code: PermissionIssueCodes.UNKNOWN_CHANNEL,
        message: `No channel ${id} in guild ${guildId} (All Channels is the guild id minus 1).`,
    };
}
