/**
 * Direct messages over HTTP. The spec names no routes for them, so these are the emulator's own, under
 * the API prefix and documented in the README ("Emulator"); the OpenAPI check leaves them out. Bearer
 * tokens with a direct-message scope only (access.ts); bodies, limits and path ids are checked by the
 * direct-message rules of `src/rules`, the ones the SDK checks with.
 *
 * - `GET    /users/@me/direct-messages`                      last message of each conversation
 * - `POST   /users/@me/direct-messages/{user}`               send `{ content, metadata? }` (201)
 * - `GET    /users/@me/direct-messages/{user}?limit=1..200`  history, newest first
 * - `PATCH  /users/@me/direct-messages/{user}/{message}`     edit the caller's own message
 * - `DELETE /users/@me/direct-messages/{user}/{message}`     delete the caller's own message (204)
 *
 * And the one route of the family the OpenAPI description documents, for the application's bot:
 * - `PUT /partner-sdk/dms/{user1}/{user2}/messages/{message}/moderation-metadata`  (204)
 */
import type { FastifyPluginAsync } from 'fastify';
export declare const directMessageRoutes: FastifyPluginAsync;
