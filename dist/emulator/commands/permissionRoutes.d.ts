/**
 * Command permissions of an application in a guild (SERVICE.md "Command permissions", FACTS.md routes):
 * list, get one (10066 when the command has none), edit (PUT overwrites every entry; only a user's Bearer
 * token with `applications.commands.permissions.update`, the user able to manage the guild and its roles;
 * a bot gets 20001), and the disabled batch edit. Each edit records APPLICATION_COMMAND_PERMISSIONS_UPDATE
 * in the event log, with the permissions object as its payload.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { CommandRegistry } from './registry.js';
/** The gateway event an edit emits. */
export declare const PERMISSIONS_UPDATE_EVENT = "APPLICATION_COMMAND_PERMISSIONS_UPDATE";
/** The routes over the emulator's command registry. */
export declare function commandPermissionRoutes(registry: CommandRegistry): FastifyPluginAsync;
