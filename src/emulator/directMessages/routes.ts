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
import * as dmRules from '../../rules/directMessage.js';
import { validateModerationMetadataBody } from '../../rules/moderationMetadata.js';
import { valid } from '../errors.js';
import { botCallerOf, type RouteAuth } from '../routeAuth.js';
import { DIRECT_MESSAGE_AUTH, directMessageCaller } from './access.js';
import * as conversations from './conversations.js';
import { directMessageWire } from './wire.js';

type UserParams = { user_id: string };
type MessageParams = { user_id: string; message_id: string };
type ModerationParams = { user_id_1: string; user_id_2: string; message_id: string };

const BASE = '/users/@me/direct-messages';
const dm = DIRECT_MESSAGE_AUTH;
/** The moderation route: the application's bot (OpenAPI `update_user_message_external_moderation_metadata`). */
const bot: RouteAuth = { tokens: ['bot'] };

export const directMessageRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.emulator;

  app.get(BASE, { config: { bucket: 'dms.summaries', auth: dm } }, async (request) =>
    conversations.summaries(ctx, directMessageCaller(request)),
  );

  app.post<{ Params: UserParams }>(
    `${BASE}/:user_id`,
    { config: { bucket: 'dms.create', auth: dm } },
    async (request, reply) => {
      const caller = directMessageCaller(request);
      const { user_id } = valid(dmRules.validateDirectMessageIds(request.params));
      const input = valid(dmRules.validateDirectMessageBody(request.body));
      const message = conversations.send(ctx, caller, user_id, input);
      return reply.code(201).send(directMessageWire(ctx, message, caller.userId));
    },
  );

  app.get<{ Params: UserParams; Querystring: { limit?: string } }>(
    `${BASE}/:user_id`,
    { config: { bucket: 'dms.list', auth: dm } },
    async (request) => {
      const caller = directMessageCaller(request);
      const { user_id } = valid(dmRules.validateDirectMessageIds(request.params));
      const limit = valid(dmRules.validateDirectMessagesLimit(request.query.limit));
      return conversations
        .history(ctx, caller, user_id, limit)
        .map((m) => directMessageWire(ctx, m, caller.userId));
    },
  );

  app.patch<{ Params: MessageParams }>(
    `${BASE}/:user_id/:message_id`,
    { config: { bucket: 'dms.edit', auth: dm } },
    async (request) => {
      const caller = directMessageCaller(request);
      const ref = messageRef(request.params);
      const input = valid(dmRules.validateDirectMessageBody(request.body, { mode: 'edit' }));
      const message = conversations.edit(ctx, caller, ref, input);
      return directMessageWire(ctx, message, caller.userId);
    },
  );

  app.put<{ Params: ModerationParams }>(
    '/partner-sdk/dms/:user_id_1/:user_id_2/messages/:message_id/moderation-metadata',
    { config: { bucket: 'dms.moderation', auth: bot } },
    async (request, reply) => {
      const principal = botCallerOf(request);
      const { user_id_1, user_id_2, message_id } = request.params;
      const first = valid(dmRules.validateDirectMessageIds({ user_id: user_id_1, message_id }));
      const second = valid(dmRules.validateDirectMessageIds({ user_id: user_id_2 }));
      const metadata = valid(validateModerationMetadataBody(request.body));
      conversations.setModerationMetadata(
        ctx,
        principal.application.id,
        [first.user_id, second.user_id],
        first.message_id ?? '',
        metadata,
      );
      return reply.code(204).send();
    },
  );

  app.delete<{ Params: MessageParams }>(
    `${BASE}/:user_id/:message_id`,
    { config: { bucket: 'dms.delete', auth: dm } },
    async (request, reply) => {
      const caller = directMessageCaller(request);
      conversations.remove(ctx, caller, messageRef(request.params));
      return reply.code(204).send();
    },
  );
};

/** The message a PATCH or DELETE path names (50035 for malformed ids). */
function messageRef(params: MessageParams): conversations.MessageRef {
  const { user_id, message_id } = valid(dmRules.validateDirectMessageIds(params));
  return { otherId: user_id, messageId: message_id ?? '' };
}
