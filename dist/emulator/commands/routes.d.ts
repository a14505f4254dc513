/**
 * Application commands, global (`/applications/{app}/commands`) and per guild
 * (`/applications/{app}/guilds/{guild}/commands`): list, create (upsert: 201 new, 200 overwritten),
 * bulk overwrite (PUT), get, edit (PATCH) and delete. The rules live in the command registry; this
 * plugin declares its callers (`COMMANDS_AUTH`, checked before each handler), resolves the scope and
 * shapes the responses (list GETs are localized for the requester unless `with_localizations=true`).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { CommandRegistry } from './registry.js';
import type { CommandResponses } from './responses.js';
/** The routes over the emulator's registry, answering from its response cache. */
export declare function commandRoutes(registry: CommandRegistry, responses: CommandResponses): FastifyPluginAsync;
