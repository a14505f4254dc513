/** `/.well-known/openid-configuration`: where everything is, for OIDC clients (issuer = the base URL). */
import type { FastifyInstance } from 'fastify';
export declare function discoveryRoutes(app: FastifyInstance): Promise<void>;
