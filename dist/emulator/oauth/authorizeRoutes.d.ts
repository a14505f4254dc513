import type { FastifyPluginAsync } from 'fastify';
import type { AuthorizationServer } from './authorizationServer.js';
export declare function authorizeRoutes(oauth: AuthorizationServer): FastifyPluginAsync;
