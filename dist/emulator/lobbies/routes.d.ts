/**
 * Lobbies and lobby messages (FACTS.md) over HTTP: each handler authenticates, validates the body with
 * `src/rules`, calls the lobbies domain (lobbies/) and answers its wire shape.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { MessagePages } from './messagePages.js';
export declare function lobbyRoutes(pages: MessagePages): FastifyPluginAsync;
