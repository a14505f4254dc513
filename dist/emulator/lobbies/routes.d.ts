/**
 * Lobbies and lobby messages (FACTS.md) over HTTP: each route declares its callers (`config.auth`, checked
 * before the handler: routeAuth.ts); the handler validates the body with `src/rules`, calls the lobbies
 * domain (lobbies/) and answers its wire shape.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { LobbyMembership } from './membership.js';
import type { MessagePages } from './messagePages.js';
/**
 * @param pages - the serialized message pages.
 * @param membership - the lobbies each user is in: a join that would be a user's 101st is refused.
 */
export declare function lobbyRoutes(pages: MessagePages, membership: LobbyMembership): FastifyPluginAsync;
