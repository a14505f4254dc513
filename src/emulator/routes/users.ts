/**
 * `GET /users/@me`: the current user of a Bearer token (identify or the social-layer scopes) or the bot;
 * `premium_type` only for `identify.premium` on an approved application, else 0 (SERVICE.md).
 */
import type { FastifyInstance } from 'fastify';
import { Errors } from '../errors.js';
import { authenticate } from '../oauth/callers.js';
import { PREMIUM_SCOPE, USER_READ_SCOPES } from '../oauth/scopes.js';
import { currentUser } from '../wire.js';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.emulator;
  // Synchronous: the value returned is sent at once (an async handler costs a promise and a tick).
  app.get('/users/@me', { config: { bucket: 'users.@me' } }, (request) => {
    const principal = authenticate(ctx, request, {
      bot: true,
      bearer: true,
      anyScope: USER_READ_SCOPES,
      userRequired: true,
    });
    if (!principal.user) throw Errors.unauthorized();
    const bearer = principal.kind === 'bearer' ? principal : undefined;
    const withEmail = bearer?.scopes.has('email') === true;
    const withPremiumType =
      bearer?.scopes.has(PREMIUM_SCOPE) === true && bearer.application.premiumScopeApproved === true;
    return currentUser(principal.user, withEmail, withPremiumType);
  });
}
