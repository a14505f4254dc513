/**
 * The users domain over HTTP:
 * - `GET /users/@me`: the current user of a Bearer token (identify or the social-layer scopes) or the
 *   bot; `premium_type` only for `identify.premium` on an approved application, else 0 (SERVICE.md).
 * - `GET /users/@me/connections`: the caller's connected accounts, filtered as SERVICE.md says (see
 *   connections.ts). A Bearer token needs the `connections` scope; a bot (the OpenAPI description
 *   accepts Bot tokens) reads its bot user's, which has none unless seeded.
 */
import type { FastifyInstance } from 'fastify';
export declare function userRoutes(app: FastifyInstance): Promise<void>;
