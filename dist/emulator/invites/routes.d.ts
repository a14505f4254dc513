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
import type { InviteService } from './invites.js';
/** The plugin, over the emulator's one {@link InviteService}. */
export declare function inviteRoutes(invites: InviteService): FastifyPluginAsync;
