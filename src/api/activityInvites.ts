/**
 * Activity invite routes (the emulator's own design, docs/rich-presence.md: the service publishes none),
 * under the API prefix, Bearer tokens with a direct-message scope (an invite is a direct message). The
 * body is checked before sending with the rule the emulator answers 50035 with (src/rules/activity.ts).
 */
import type { Transport } from '../http/transport.js';
import type { DirectMessage } from '../model/gateway.js';
import type { Snowflake } from '../model/snowflake.js';
import { type BodyCheckOptions, validateActivityInviteBody } from '../rules/index.js';
import { type CallOptions, ensureValid, routeParams, type SnowflakeArg } from './call.js';

/** As for every body the SDK sends: a field the body does not define is refused, not dropped. */
const SDK: BodyCheckOptions = { unknownFields: 'refuse' };

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
  ensureValid(request, 'body', validateActivityInviteBody(body, SDK).issues);
  const params = routeParams(request, { userId });
  return (await transport.request<DirectMessage>({ ...request, params, json: body, signal: options.signal }))
    .body;
}

/** `POST /users/@me/activity-join-requests/{user}`: asks to join the user's activity. */
export async function sendActivityJoinRequest(
  transport: Transport,
  userId: SnowflakeArg,
  options: CallOptions = {},
): Promise<DirectMessage> {
  const request = { method: 'POST', route: JOIN_REQUEST } as const;
  const params = routeParams(request, { userId });
  return (await transport.request<DirectMessage>({ ...request, params, json: {}, signal: options.signal }))
    .body;
}

/** `POST /users/@me/activity-invites/{message}/accept`: the join secret of an invite to the caller. */
export async function acceptActivityInvite(
  transport: Transport,
  messageId: SnowflakeArg,
  options: CallOptions = {},
): Promise<AcceptedActivityInvite> {
  const request = { method: 'POST', route: ACCEPT } as const;
  const params = routeParams(request, { messageId });
  return (await transport.request<AcceptedActivityInvite>({ ...request, params, signal: options.signal }))
    .body;
}
