/**
 * GET /oauth2/authorize (browser) and POST /oauth2/authorize (the consent page's form). The decisions are
 * the authorization server's (oauth/authorization.ts); this renders them as HTML or redirects.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AuthorizationServer } from './authorizationServer.js';
export declare function authorizeRoutes(oauth: AuthorizationServer): FastifyPluginAsync;
