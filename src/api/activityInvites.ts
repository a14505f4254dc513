/**
 * Activity invite routes (the emulator's own design, docs/rich-presence.md: the service publishes none),
 * under the API prefix, Bearer tokens with a direct-message scope (an invite is a direct message). The
 * body is checked before sending with the rule the emulator answers 50035 with (src/rules/activity.ts).
 */
import type { Transport } from '../http/transport.js';
import type { DirectMessage } from '../model/gateway.js';
import type { Snowflake } from '../model/snowflake.js';
import { validateActivityInviteBody } from '../rules/index.js';
import { SDK_BODY_CHECKS } from './bodyCheckOptions.js';
import { type CallOptions, ensureValid, type SnowflakeArg } from './call.js';
import { send } from './send.js';

const INVITE = '/users/@me/activity-invites/{user.id}';
const JOIN_REQUEST = '/users/@me/activity-join-requests/{user.id}';
const ACCEPT = '/users/@me/activity-invites/{message.id}/accept';

/** What accepting an invite yields: the application and the join secret to pass to `CreateOrJoinLobby`. */
export interface AcceptedActivityInvite {
  application_id: Snowflake;
  secret: string;
}

/** `POST /users/@me/activity-invites/{user}`: invites the user to the caller's joinable activity. */
export async function sendActivityInvite(
  transport: Transport,
  userId: SnowflakeArg,
  body: { content?: string },
  options: CallOptions = {},
): Promise<DirectMessage> {
  const request = { method: 'POST', route: INVITE } as const;
  ensureValid(request, 'body', validateActivityInviteBody(body, SDK_BODY_CHECKS).issues);
  return send(transport, { ...request, ids: { userId }, body, options });
}

/** `POST /users/@me/activity-join-requests/{user}`: asks to join the user's activity. */
export async function sendActivityJoinRequest(
  transport: Transport,
  userId: SnowflakeArg,
  options: CallOptions = {},
): Promise<DirectMessage> {
  return send(transport, { method: 'POST', route: JOIN_REQUEST, ids: { userId }, body: {}, options });
}

/** `POST /users/@me/activity-invites/{message}/accept`: the join secret of an invite to the caller. */
export async function acceptActivityInvite(
  transport: Transport,
  messageId: SnowflakeArg,
  options: CallOptions = {},
): Promise<AcceptedActivityInvite> {
  return send(transport, { method: 'POST', route: ACCEPT, ids: { messageId }, options });
}
