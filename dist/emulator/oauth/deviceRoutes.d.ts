import type { FastifyPluginAsync } from 'fastify';
import type { AuthorizationServer } from './authorizationServer.js';
/** `POST /oauth2/device/authorize`. */
export declare function deviceAuthorizeRoutes(oauth: AuthorizationServer): FastifyPluginAsync;
/** `GET /activate` and `POST /activate`. */
export declare function activationRoutes(oauth: AuthorizationServer): FastifyPluginAsync;
