/**
 * Who may touch an application's commands (SERVICE.md Authentication): the application's bot
 * (`Bot <token>`), or a client-credentials `Bearer` token of the application with
 * `applications.commands.update`. Permission edits need a user's Bearer token with
 * `applications.commands.permissions.update`, and that user must be able to manage the guild and its roles.
 */
import type { FastifyRequest } from 'fastify';
import {
  ApplicationFlags,
  hasAllPermissions,
  isSnowflake,
  PermissionFlags,
  type Snowflake,
} from '../../model/index.js';
import { IssueCodes } from '../../rules/index.js';
import type { BearerPrincipal, Principal } from '../callers.js';
import type { EmulatorContext } from '../context.js';
import { Errors } from '../errors.js';
import type { ApplicationRecord } from '../records.js';
import { callerOf, type RouteAuth, userCallerOf } from '../routeAuth.js';
import { CommandErrors } from './errors.js';
import type { RegistryScope } from './registry.js';

/** Scope of a client-credentials token that manages commands. */
export const COMMANDS_UPDATE_SCOPE = 'applications.commands.update';
/** Scope of a user's token that edits command permissions. */
export const PERMISSIONS_UPDATE_SCOPE = 'applications.commands.permissions.update';

/**
 * Who may call the commands routes (their `config.auth`): the bot, or the application's own
 * client-credentials token with `applications.commands.update` (SERVICE.md Authentication 1); a user's
 * token is refused with 401.
 */
export const COMMANDS_AUTH: RouteAuth = { tokens: ['bot', 'app'], scopes: [COMMANDS_UPDATE_SCOPE] };

/**
 * Who may read command permissions: as {@link COMMANDS_AUTH}, and also a user's token with
 * `applications.commands.permissions.update` (OpenAPI `get_guild_application_command_permissions`).
 */
export const PERMISSIONS_READ_AUTH: RouteAuth = {
  tokens: ['bot', 'user', 'app'],
  scopes: [COMMANDS_UPDATE_SCOPE, PERMISSIONS_UPDATE_SCOPE],
};

/**
 * Who may edit command permissions: a user's token with `applications.commands.permissions.update`
 * (SERVICE.md Authentication 2); a Bot token gets 403 20001.
 */
export const PERMISSIONS_EDIT_AUTH: RouteAuth = { tokens: ['user'], scopes: [PERMISSIONS_UPDATE_SCOPE] };

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
export function commandAccess(
  ctx: EmulatorContext,
  request: FastifyRequest,
  params: CommandParams,
): CommandAccess {
  const principal = callerOf(request);
  return {
    principal,
    application: principal.application,
    scope: resolveScope(ctx, principal.application, params),
  };
}

/** The scope named by the path, once the caller is known to act for `application`. */
export function resolveScope(
  ctx: EmulatorContext,
  application: ApplicationRecord,
  params: CommandParams,
): RegistryScope {
  checkPathIds(params);
  if (params.application_id !== application.id) throw Errors.missingAccess();
  const guildId = params.guild_id ?? null;
  if (guildId !== null && !ctx.store.guilds.has(guildId)) throw Errors.unknownGuild();
  return {
    applicationId: application.id,
    guildId,
    embedded: (application.flags & ApplicationFlags.EMBEDDED) !== 0,
  };
}

/** The user's token for a permission edit, and the check that the user can manage the guild and roles. */
export function permissionEditor(
  ctx: EmulatorContext,
  request: FastifyRequest,
  params: CommandParams & { guild_id: string },
): { principal: BearerPrincipal; scope: RegistryScope & { guildId: Snowflake } } {
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
export function canManageGuildAndRoles(ctx: EmulatorContext, guildId: Snowflake, userId: Snowflake): boolean {
  const guild = ctx.store.guilds.get(guildId);
  if (!guild) return false;
  if (guild.ownerId === userId) return true;
  const member = ctx.store.member(guildId, userId);
  if (!member) return false;
  let bits = 0n;
  for (const roleId of [guildId, ...member.roles]) {
    const role = ctx.store.roles.get(roleId);
    if (role?.guildId === guildId) bits |= BigInt(role.permissions);
  }
  return (
    hasAllPermissions(bits, PermissionFlags.ADMINISTRATOR) ||
    hasAllPermissions(bits, PermissionFlags.MANAGE_GUILD | PermissionFlags.MANAGE_ROLES)
  );
}

/** Path ids must be snowflakes (the service answers 50035 naming the parameter). */
function checkPathIds(params: CommandParams): void {
  for (const key of ['application_id', 'guild_id', 'command_id'] as const) {
    const value = params[key];
    if (value === undefined || isSnowflake(value)) continue;
    throw CommandErrors.invalidForm([
      {
        path: [key],
        code: IssueCodes.SNOWFLAKE_TYPE_INVALID,
        message: `Value ${JSON.stringify(value)} is not snowflake.`,
      },
    ]);
  }
}
