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
import type { UserActions } from './actions.js';
/** The routes over the emulator's {@link UserActions}; `body` checks that a body is a JSON object. */
export declare function userActionRoutes(act: UserActions, body: (value: unknown) => Record<string, unknown>): FastifyPluginAsync;
