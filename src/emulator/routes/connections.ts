/**
 * `GET /users/@me/connections`: the caller's connected accounts, filtered as SERVICE.md says (see
 * users/connections.ts). A Bearer token needs the `connections` scope; a bot (the OpenAPI description
 * accepts Bot tokens) reads its bot user's, which has none unless seeded.
 */
import type { FastifyPluginAsync } from 'fastify';
import { Errors } from '../errors.js';
import { authenticate } from '../oauth/callers.js';
import { CONNECTIONS_SCOPE, returnedConnections } from '../users/connections.js';

const READERS = { bot: true, bearer: true, anyScope: [CONNECTIONS_SCOPE], userRequired: true } as const;

export const connectionRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.emulator;
  app.get('/users/@me/connections', { config: { bucket: 'users.@me.connections' } }, async (request) => {
    const user = authenticate(ctx, request, READERS).user;
    if (!user) throw Errors.unauthorized();
    return returnedConnections(ctx, user.id);
  });
};
