import type { Transport } from '../http/transport.js';
import { type EditApplicationCommandPermissionsBody, type GuildApplicationCommandPermissions } from '../model/index.js';
import { type CallOptions, type SnowflakeArg } from './call.js';
/**
 * `GET /applications/{app}/guilds/{guild}/commands/permissions`: one permissions object per command
 * with overwrites in the guild (and one with id = application id for app-level overwrites).
 */
export declare function listGuildCommandPermissions(transport: Transport, applicationId: SnowflakeArg, guildId: SnowflakeArg, options?: CallOptions): Promise<GuildApplicationCommandPermissions[]>;
/** `GET .../commands/{command}/permissions`: the overwrites of one command in a guild. */
export declare function getCommandPermissions(transport: Transport, applicationId: SnowflakeArg, guildId: SnowflakeArg, commandId: SnowflakeArg, options?: CallOptions): Promise<GuildApplicationCommandPermissions>;
/**
 * `PUT .../commands/{command}/permissions`: replaces the command's overwrites in the guild (at most 100).
 * Needs a Bearer token with `applications.commands.permissions.update` from a user who can manage the
 * guild; with a Bot token it rejects with a `ServiceError` code 20001 without sending anything.
 */
export declare function editCommandPermissions(transport: Transport, applicationId: SnowflakeArg, guildId: SnowflakeArg, commandId: SnowflakeArg, body: EditApplicationCommandPermissionsBody, options?: CallOptions): Promise<GuildApplicationCommandPermissions>;
