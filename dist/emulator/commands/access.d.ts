/**
 * Who may touch an application's commands (SERVICE.md Authentication): the application's bot
 * (`Bot <token>`), or a client-credentials `Bearer` token of the application with
 * `applications.commands.update`. Permission edits need a user's Bearer token with
 * `applications.commands.permissions.update`, and that user must be able to manage the guild and its roles.
 */
import type { FastifyRequest } from 'fastify';
import { type Snowflake } from '../../model/index.js';
import type { BearerPrincipal, Principal } from '../callers.js';
import type { EmulatorContext } from '../context.js';
import type { ApplicationRecord } from '../records.js';
import { type RouteAuth } from '../routeAuth.js';
import type { RegistryScope } from './registry.js';
/** Scope of a client-credentials token that manages commands. */
export declare const COMMANDS_UPDATE_SCOPE = "applications.commands.update";
/** Scope of a user's token that edits command permissions. */
export declare const PERMISSIONS_UPDATE_SCOPE = "applications.commands.permissions.update";
/**
 * Who may call the commands routes (their `config.auth`): the bot, or the application's own
 * client-credentials token with `applications.commands.update` (SERVICE.md Authentication 1); a user's
 * token is refused with 401.
 */
export declare const COMMANDS_AUTH: RouteAuth;
/**
 * Who may read command permissions: as {@link COMMANDS_AUTH}, and also a user's token with
 * `applications.commands.permissions.update` (OpenAPI `get_guild_application_command_permissions`).
 */
export declare const PERMISSIONS_READ_AUTH: RouteAuth;
/**
 * Who may edit command permissions: a user's token with `applications.commands.permissions.update`
 * (SERVICE.md Authentication 2); a Bot token gets 403 20001.
 */
export declare const PERMISSIONS_EDIT_AUTH: RouteAuth;
/** Path parameters of the commands and permissions routes. */
export interface CommandParams {
    application_id: string;
    guild_id?: string | undefined;
    command_id?: string | undefined;
}
/** A request allowed to act on the application in the path, and the scope it addresses. */
export interface CommandAccess {
    principal: Principal;
    application: ApplicationRecord;
    scope: RegistryScope;
}
/**
 * The caller of a commands request (admitted by the route's {@link COMMANDS_AUTH} or
 * {@link PERMISSIONS_READ_AUTH}) and the scope it addresses: 50035 for a path id that is not a
 * snowflake; 50001 for another application's commands; 10004 for an unknown guild.
 */
export declare function commandAccess(ctx: EmulatorContext, request: FastifyRequest, params: CommandParams): CommandAccess;
/** The scope named by the path, once the caller is known to act for `application`. */
export declare function resolveScope(ctx: EmulatorContext, application: ApplicationRecord, params: CommandParams): RegistryScope;
/** The user's token for a permission edit, and the check that the user can manage the guild and roles. */
export declare function permissionEditor(ctx: EmulatorContext, request: FastifyRequest, params: CommandParams & {
    guild_id: string;
}): {
    principal: BearerPrincipal;
    scope: RegistryScope & {
        guildId: Snowflake;
    };
};
/**
 * Whether the user can manage the guild and its roles: the owner, a member with ADMINISTRATOR, or a
 * member whose roles (with @everyone) grant both MANAGE_GUILD and MANAGE_ROLES.
 */
export declare function canManageGuildAndRoles(ctx: EmulatorContext, guildId: Snowflake, userId: Snowflake): boolean;
