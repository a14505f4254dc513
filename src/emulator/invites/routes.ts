/**
 * Activity invites over HTTP: the emulator's own routes (docs/rich-presence.md), under the API prefix
 * and left out of the OpenAPI check (the description has no such paths). The callers of direct messages
 * (directMessages/access.ts), since an invite is one; bodies and ids are checked by src/rules, the rules
 * the SDK checks with.
 *
 * - `POST /users/@me/activity-invites/{user}`                  invite to the caller's activity `{ content? }` (201, the message)
 * - `POST /users/@me/activity-join-requests/{user}`            ask to join theirs (201, the message)
 * - `POST /users/@me/activity-invites/{message}/accept`        the join secret `{ application_id, secret }`
 */
import type { FastifyPluginAsync } from 'fastify';
import { validateActivityInviteBody } from '../../rules/activity.js';
import { validatePathIds } from '../../rules/lobby.js';
import { DIRECT_MESSAGE_AUTH, directMessageCaller } from '../directMessages/access.js';
import { directMessageWire } from '../directMessages/wire.js';
import { valid } from '../errors.js';
import type { InviteService } from './invites.js';

type UserParams = { user_id: string };
type MessageParams = { message_id: string };

/** The plugin, over the emulator's one {@link InviteService}. */
export function inviteRoutes(invites: InviteService): FastifyPluginAsync {
  return async (app) => {
    const ctx = app.emulator;
    const userId = (params: UserParams) => valid(validatePathIds({ user_id: params.user_id })).user_id ?? '';

    app.post<{ Params: UserParams }>(
      '/users/@me/activity-invites/:user_id',
      { config: { bucket: 'invites.create', auth: DIRECT_MESSAGE_AUTH } },
      async (request, reply) => {
        const caller = directMessageCaller(request);
        const to = userId(request.params);
        const content = valid(validateActivityInviteBody(request.body));
        return reply
          .code(201)
          .send(directMessageWire(ctx, invites.invite(caller, to, content), caller.userId));
      },
    );

    app.post<{ Params: UserParams }>(
      '/users/@me/activity-join-requests/:user_id',
      { config: { bucket: 'invites.create', auth: DIRECT_MESSAGE_AUTH } },
      async (request, reply) => {
        const caller = directMessageCaller(request);
        const message = invites.requestJoin(caller, userId(request.params));
        return reply.code(201).send(directMessageWire(ctx, message, caller.userId));
      },
    );

    app.post<{ Params: MessageParams }>(
      '/users/@me/activity-invites/:message_id/accept',
      { config: { bucket: 'invites.accept', auth: DIRECT_MESSAGE_AUTH } },
      async (request) => {
        const caller = directMessageCaller(request);
        const ids = valid(validatePathIds({ message_id: request.params.message_id }));
        return invites.accept(caller, ids.message_id ?? '');
      },
    );
  };
}
