/**
 * The built-in OIDC test issuer's documents at the emulator's origin: `/test-oidc/.well-known/openid-configuration`
 * and its JWKS, so a game backend or an OIDC library can treat it as any issuer.
 */
import type { FastifyPluginAsync } from 'fastify';
import { type TestIssuer } from './testIssuer.js';
export declare function testIssuerRoutes(issuer: TestIssuer): FastifyPluginAsync;
