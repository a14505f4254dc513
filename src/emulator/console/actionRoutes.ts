/**
 * Acting as a user over HTTP (`/_emulator/act/*`, registered by the control routes): the same operations
 * as `control.act` (see actions.ts). A refusal of the service answers as the service would (its status
 * and `{ code, message, errors? }`); a bad field answers 400 naming it, like every control route.
 *
 * - `POST /act/lobby-messages`      `{ userId, lobbyId, content, metadata? }`        201, the message
 * - `POST /act/channel-messages`    `{ userId, channelId, content }`                 201, the message
 * - `POST /act/direct-messages`     `{ userId, applicationId, recipientId, content }` 201, the message
 * - `POST /act/friend-requests`     `{ userId, applicationId, targetId, kind? }`     201, the caller's entry
 * - `POST /act/invites`             `{ userId, applicationId, recipientId, content? }` 201, the message
 */
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../errors.js';
import type {
  ChannelMessageAct,
  DirectMessageAct,
  FriendRequestAct,
  InviteAct,
  LobbyMessageAct,
  UserActions,
} from './actions.js';

/** The routes over the emulator's {@link UserActions}; `body` checks that a body is a JSON object. */
export function userActionRoutes(
  act: UserActions,
  body: (value: unknown) => Record<string, unknown>,
): FastifyPluginAsync {
  return async (app) => {
    app.setErrorHandler((error, _request, reply) => {
      if (error instanceof ApiError) return reply.code(error.status).send(error.body());
      if (error instanceof TypeError || error instanceof RangeError)
        return reply.code(400).send({ code: 0, message: error.message });
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      return reply.code(status).send({ code: 0, message: (error as Error).message });
    });
    app.post('/act/lobby-messages', async (request, reply) =>
      reply.code(201).send(await act.sendLobbyMessage(body(request.body) as unknown as LobbyMessageAct)),
    );
    app.post('/act/channel-messages', async (request, reply) =>
      reply.code(201).send(await act.sendChannelMessage(body(request.body) as unknown as ChannelMessageAct)),
    );
    app.post('/act/direct-messages', async (request, reply) =>
      reply.code(201).send(await act.sendDirectMessage(body(request.body) as unknown as DirectMessageAct)),
    );
    app.post('/act/friend-requests', async (request, reply) =>
      reply.code(201).send(await act.sendFriendRequest(body(request.body) as unknown as FriendRequestAct)),
    );
    app.post('/act/invites', async (request, reply) =>
      reply.code(201).send(await act.sendInvite(body(request.body) as unknown as InviteAct)),
    );
  };
}
