/**
 * Relationships over HTTP. The service publishes no relationship routes for the social layer, so these
 * are the emulator's own (docs/relationships.md), under the API prefix and left out of the OpenAPI check
 * (the description has no such paths). Bearer tokens of a user (access.ts); kinds, ids and bodies are
 * checked by `src/rules/relationship.ts`, the rules the SDK checks with.
 *
 * - `GET    /users/@me/relationships`                        the caller's entries
 * - `POST   /users/@me/relationships/{kind}`                 send `{ username }` or `{ user_id }`
 * - `POST   /users/@me/relationships/{kind}/{user}/accept`   accept their request
 * - `POST   /users/@me/relationships/{kind}/{user}/reject`   reject their request (204)
 * - `POST   /users/@me/relationships/{kind}/{user}/cancel`   withdraw ours (204)
 * - `DELETE /users/@me/relationships/{kind}/{user}`          remove a friendship (204)
 * - `PUT    /users/@me/relationships/blocks/{user}`          block
 * - `DELETE /users/@me/relationships/blocks/{user}`          unblock (204)
 */
import type { FastifyPluginAsync } from 'fastify';
export declare const relationshipRoutes: FastifyPluginAsync;
