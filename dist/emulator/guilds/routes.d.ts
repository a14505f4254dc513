/**
 * Guilds as a player or a bot reads them: `GET /users/@me/guilds` (scope `guilds`, or the social layer
 * bundle), `GET /guilds/{guild}/channels` (a member sees the channels they can view, each with their
 * permission bits and the lobby it is linked to: our design, docs/service.md "Linked channels"), and the
 * messages of guild text channels (`POST`/`GET /channels/{channel}/messages`), which linked lobbies mirror.
 * The message routes take the bot's token only, as the service's description says: a player's Bearer
 * token writes through the lobby it links (the mirror), never into the channel directly.
 */
import type { FastifyPluginAsync } from 'fastify';
/** Scopes that let a Bearer token list the user's guilds and their channels. */
export declare const GUILD_READ_SCOPES: readonly ['guilds', 'sdk.social_layer'];
export declare const guildRoutes: FastifyPluginAsync;
