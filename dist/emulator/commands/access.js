import { ApplicationFlags, hasAllPermissions, isSnowflake, PermissionFlags, } from '../../model/index.js';
import { IssueCodes } from '../../rules/index.js';
import { Errors } from '../errors.js';
import { callerOf, userCallerOf } from '../routeAuth.js';
import { CommandErrors } from './errors.js';
/** Scope of a client-credentials token that manages commands. */
export const COMMANDS_UPDATE_SCOPE = 'applications.commands.update';
/** Scope of a user's token that edits command permissions. */
export const PERMISSIONS_UPDATE_SCOPE = 'applications.commands.permissions.update';
/**
 * Who may call the commands routes (their `config.auth`): the bot, or the application's own
 * client-credentials token with `applications.commands.update` (SERVICE.md Authentication 1); a user's
 * token is refused with 401.
 */
export const COMMANDS_AUTH = { tokens: ['bot', 'app'], scopes: [COMMANDS_UPDATE_SCOPE] };
/**
 * Who may read command permissions: as {@link COMMANDS_AUTH}, and also a user's token with
 * `applications.commands.permissions.update` (OpenAPI `get_guild_application_command_permissions`).
 */
export const PERMISSIONS_READ_AUTH = {
    tokens: ['bot', 'user', 'app'],
    scopes: [COMMANDS_UPDATE_SCOPE, PERMISSIONS_UPDATE_SCOPE],
};
/**
 * Who may edit command permissions: a user's token with `applications.commands.permissions.update`
 * (SERVICE.md Authentication 2); a Bot token gets 403 20001.
 */
export const PERMISSIONS_EDIT_AUTH = { tokens: ['user'], scopes: [PERMISSIONS_UPDATE_SCOPE] };
/**
 * The caller of a commands request (admitted by the route's {@link COMMANDS_AUTH} or
 * {@link PERMISSIONS_READ_AUTH}) and the scope it addresses: 50035 for a path id that is not a
 * snowflake; 50001 for another application's commands; 10004 for an unknown guild.
 */
export function commandAccess(ctx, request, params) {
    const principal = callerOf(request);
    return {
        principal,
        application: principal.application,
        scope: resolveScope(ctx, principal.application, params),
    };
}
/** The scope named by the path, once the caller is known to act for `application`. */
export function resolveScope(ctx, application, params) {
    checkPathIds(params);
    if (params.application_id !== application.id)
        throw Errors.missingAccess();
    const guildId = params.guild_id ?? null;
    if (guildId !== null && !ctx.store.guilds.has(guildId))
        throw Errors.unknownGuild();
    return {
        applicationId: application.id,
        guildId,
        embedded: (application.flags & ApplicationFlags.EMBEDDED) !== 0,
    };
}
/** The user's token for a permission edit, and the check that the user can manage the guild and roles. */
export function permissionEditor(ctx, request, params) {
    // Admitted by PERMISSIONS_EDIT_AUTH: a valid bot token got 20001 before the handler.
    const principal = userCallerOf(request);
    const scope = resolveScope(ctx, principal.application, params);
    const userId = principal.user.id;
    if (!canManageGuildAndRoles(ctx, params.guild_id, userId)) {
        throw ctx.store.member(params.guild_id, userId) ? Errors.missingPermissions() : Errors.missingAccess();
    }
    return { principal, scope: { ...scope, guildId: params.guild_id } };
}
/**
 * Whether the user can manage the guild and its roles: the owner, a member with ADMINISTRATOR, or a
 * member whose roles (with @everyone) grant both MANAGE_GUILD and MANAGE_ROLES.
 */
export function canManageGuildAndRoles(ctx, guildId, userId) {
    const guild = ctx.store.guilds.get(guildId);
    if (!guild)
        return false;
    if (guild.ownerId === userId)
        return true;
    const member = ctx.store.member(guildId, userId);
    if (!member)
        return false;
    let bits = 0n;
    for (const roleId of [guildId, ...member.roles]) {
        const role = ctx.store.roles.get(roleId);
        if (role?.guildId === guildId)
            bits |= BigInt(role.permissions);
    }
    return (hasAllPermissions(bits, PermissionFlags.ADMINISTRATOR) ||
        hasAllPermissions(bits, PermissionFlags.MANAGE_GUILD | PermissionFlags.MANAGE_ROLES));
}
/** Path ids must be snowflakes (the service answers 50035 naming the parameter). */
function checkPathIds(params) {
    for (const key of ['application_id', 'guild_id', 'command_id']) {
        const value = params[key];
        if (value === undefined || isSnowflake(value))
            continue;
        throw CommandErrors.invalidForm([
            {
                path: [key],
                code: IssueCodes.SNOWFLAKE_TYPE_INVALID,
                message: `Value ${JSON.stringify(value)} is not snowflake.`,
            },
        ]);
    }
}
