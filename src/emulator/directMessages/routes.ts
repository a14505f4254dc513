/**
 * Direct messages over HTTP. The spec names no routes for them, so these are the emulator's own, under
 * the API prefix and documented in the README ("Emulator"); the OpenAPI check leaves them out. Bearer
 * tokens with a direct-message scope only; bodies use the lobby-message rules of `src/rules`.
 *
 * - `GET    /users/@me/direct-messages`                      last message of each conversation
 * - `POST   /users/@me/direct-messages/{user}`               send `{ content, metadata? }` (201)
 * - `GET    /users/@me/direct-messages/{user}?limit=1..200`  history, newest first
 * - `PATCH  /users/@me/direct-messages/{user}/{message}`     edit the caller's own message
 * - `DELETE /users/@me/direct-messages/{user}/{message}`     delete the caller's own message (204)
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { validateLobbyMessageBody, validateLobbyMessagesLimit, validatePathIds } from '../../rules/index.js';
import { authenticate } from '../callers.js';
import { Errors } from '../errors.js';
import { valid } from '../lobbies/routes.js';
import {
  deleteDirectMessage,
  directMessageHistory,
  directMessageSummaries,
  directMessageWire,
  editDirectMessage,
  sendDirectMessage,
} from './conversations.js';

type UserParams = { user_id: string };
type MessageParams = { user_id: string; message_id: string };

const BASE = '/users/@me/direct-messages';
/** The scopes that let a session see direct messages (gateway/access.ts) also let it send them. */
const dm = { bearer: true, anyScope: ['sdk.social_layer', 'dm_channels.read'], userRequired: true } as const;

export const directMessageRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.emulator;
  const caller = (request: FastifyRequest) => {
    const principal = authenticate(ctx, request, dm);
    if (!principal.user) throw Errors.unauthorized();
    return { applicationId: principal.application.id, userId: principal.user.id };
  };

  app.get(BASE, { config: { bucket: 'dms.summaries' } }, async (request) => {
    const { applicationId, userId } = caller(request);
    return directMessageSummaries(ctx, applicationId, userId);
  });

  app.post<{ Params: UserParams }>(
    `${BASE}/:user_id`,
    { config: { bucket: 'dms.create' } },
    async (request, reply) => {
      const { applicationId, userId } = caller(request);
      const { user_id } = valid(validatePathIds({ user_id: request.params.user_id }));
      const input = valid(validateLobbyMessageBody(request.body));
      const message = sendDirectMessage(ctx, applicationId, userId, user_id as string, input);
      return reply.code(201).send(directMessageWire(ctx, message));
    },
  );

  app.get<{ Params: UserParams; Querystring: { limit?: string } }>(
    `${BASE}/:user_id`,
    { config: { bucket: 'dms.list' } },
    async (request) => {
      const { applicationId, userId } = caller(request);
      const { user_id } = valid(validatePathIds({ user_id: request.params.user_id }));
      const limit = valid(validateLobbyMessagesLimit(request.query.limit));
      return directMessageHistory(ctx, applicationId, userId, user_id as string, limit).map((m) =>
        directMessageWire(ctx, m),
      );
    },
  );

  app.patch<{ Params: MessageParams }>(
    `${BASE}/:user_id/:message_id`,
    { config: { bucket: 'dms.edit' } },
    async (request) => {
      const { applicationId, userId } = caller(request);
      const ids = valid(validatePathIds(request.params));
      const input = valid(validateLobbyMessageBody(request.body));
      const message = editDirectMessage(
        ctx,
        applicationId,
        userId,
        ids.user_id as string,
        ids.message_id as string,
        input,
      );
      return directMessageWire(ctx, message);
    },
  );

  app.delete<{ Params: MessageParams }>(
    `${BASE}/:user_id/:message_id`,
    { config: { bucket: 'dms.delete' } },
    async (request, reply) => {
      const { applicationId, userId } = caller(request);
      const ids = valid(validatePathIds(request.params));
      deleteDirectMessage(ctx, applicationId, userId, ids.user_id as string, ids.message_id as string);
      return reply.code(204).send();
    },
  );
};
