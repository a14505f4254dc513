/**
 * Linked channels over HTTP: `PATCH /lobbies/{lobby}/channel-linking` (Bearer member with CanLinkLobby,
 * or the app's bot), the guild invites of a linked lobby (`POST /lobbies/{lobby}/members/@me/invites`
 * for the caller, `.../members/{user}/invites` for the bot), resolving one (`GET /invites/{code}`, no token)
 * and accepting one (`POST /invites/{code}`).
 */
import type { FastifyPluginAsync } from 'fastify';
export declare const linkedChannelRoutes: FastifyPluginAsync;
