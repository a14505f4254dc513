import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AuthorizationServer } from './authorizationServer.js';
import type { OAuthForm } from './form.js';
export declare function oauthApiRoutes(oauth: AuthorizationServer): FastifyPluginAsync;
/** The form body; anything else is refused (the token endpoint is form-encoded only). */
export declare function formOf(request: FastifyRequest): OAuthForm;
