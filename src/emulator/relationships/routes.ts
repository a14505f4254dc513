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
import { RelationshipType } from '../../model/relationship.js';
import * as relationshipRules from '../../rules/relationship.js';
import { valid } from '../errors.js';
import { RELATIONSHIP_READ_AUTH, RELATIONSHIP_WRITE_AUTH, relationshipCaller } from './access.js';
import * as relationships from './relationships.js';

type KindParams = { kind: string };
type UserParams = { kind: string; user_id: string };
type BlockParams = { user_id: string };

const BASE = '/users/@me/relationships';
const write = RELATIONSHIP_WRITE_AUTH;

export const relationshipRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.emulator;
  /** The kind and user of a path (50035 naming `kind` or `user_id` when malformed). */
  const target = (params: UserParams) => ({
    kind: valid(relationshipRules.validateRelationshipKind(params.kind)),
    userId: valid(relationshipRules.validateRelationshipUserId(params.user_id)),
  });

  app.get(BASE, { config: { bucket: 'relationships.list', auth: RELATIONSHIP_READ_AUTH } }, async (request) =>
    relationships.listRelationships(ctx, relationshipCaller(request)),
  );

  // Registered before `{kind}` routes: `blocks` is not a kind, and fastify prefers static segments.
  app.put<{ Params: BlockParams }>(
    `${BASE}/blocks/:user_id`,
    { config: { bucket: 'relationships.block', auth: write } },
    async (request) => {
      const caller = relationshipCaller(request);
      return relationships.block(
        ctx,
        caller,
        valid(relationshipRules.validateRelationshipUserId(request.params.user_id)),
      );
    },
  );

  app.delete<{ Params: BlockParams }>(
    `${BASE}/blocks/:user_id`,
    { config: { bucket: 'relationships.unblock', auth: write } },
    async (request, reply) => {
      const caller = relationshipCaller(request);
      relationships.unblock(
        ctx,
        caller,
        valid(relationshipRules.validateRelationshipUserId(request.params.user_id)),
      );
      return reply.code(204).send();
    },
  );

  app.post<{ Params: KindParams }>(
    `${BASE}/:kind`,
    { config: { bucket: 'relationships.send', auth: write } },
    async (request) => {
      const caller = relationshipCaller(request);
      const kind = valid(relationshipRules.validateRelationshipKind(request.params.kind));
      const body = valid(relationshipRules.validateFriendRequestBody(request.body));
      return relationships.sendRequest(ctx, caller, kind, body);
    },
  );

  app.post<{ Params: UserParams }>(
    `${BASE}/:kind/:user_id/accept`,
    { config: { bucket: 'relationships.accept', auth: write } },
    async (request) => {
      const caller = relationshipCaller(request);
      const { kind, userId } = target(request.params);
      return relationships.acceptRequest(ctx, caller, kind, userId);
    },
  );

  // Reject (their request) and cancel (ours) differ only in which side's pending request ends.
  for (const [action, pending] of [
    ['reject', RelationshipType.PendingIncoming],
    ['cancel', RelationshipType.PendingOutgoing],
  ] as const)
    app.post<{ Params: UserParams }>(
      `${BASE}/:kind/:user_id/${action}`,
      { config: { bucket: `relationships.${action}`, auth: write } },
      async (request, reply) => {
        const caller = relationshipCaller(request);
        const { kind, userId } = target(request.params);
        relationships.dropRequest(ctx, caller, kind, userId, pending);
        return reply.code(204).send();
      },
    );

  app.delete<{ Params: UserParams }>(
    `${BASE}/:kind/:user_id`,
    { config: { bucket: 'relationships.remove', auth: write } },
    async (request, reply) => {
      const caller = relationshipCaller(request);
      const { kind, userId } = target(request.params);
      relationships.removeFriend(ctx, caller, kind, userId);
      return reply.code(204).send();
    },
  );
};
