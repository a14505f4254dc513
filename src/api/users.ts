/** Current-user routes and the voice channel status route. */
import type { Transport } from '../http/transport.js';
import type { User } from '../model/index.js';
import { type CallOptions, ensureValid, routeParams, type SnowflakeArg } from './call.js';
import { checkVoiceStatusBody } from './checks.js';

/** A third-party account linked to the user (`GET /users/@me/connections`, OpenAPI shape). */
export interface UserConnection {
  id: string;
  name: string | null;
  /** Provider, e.g. `steam`, `xbox`, `twitch`. */
  type: string;
  friend_sync: boolean;
  show_activity: boolean;
  two_way_link: boolean;
  verified: boolean;
  /** 0 none, 1 everyone. */
  visibility: number;
  revoked?: boolean | undefined;
  integrations?: unknown[] | undefined;
}

/** `GET /users/@me`: the user the Bearer token belongs to (or the bot, with a Bot token). */
export async function getCurrentUser(transport: Transport, options: CallOptions = {}): Promise<User> {
  return (await transport.request<User>({ method: 'GET', route: '/users/@me', signal: options.signal })).body;
}

/**
 * `GET /users/@me/connections` (scope `connections`). Newly created and, from July 2026, legacy
 * third-party game connections are no longer returned.
 */
export async function getCurrentUserConnections(
  transport: Transport,
  options: CallOptions = {},
): Promise<UserConnection[]> {
  const response = await transport.request<UserConnection[] | null>({
    method: 'GET',
    route: '/users/@me/connections',
    signal: options.signal,
  });
  return response.body ?? [];
}

/**
 * `PUT /channels/{channel}/voice-status`: sets a voice channel's status (at most 500 characters), or
 * clears it with `null`. Needs SET_VOICE_CHANNEL_STATUS (and MANAGE_CHANNELS when the bot is not
 * connected to the channel).
 */
export async function setVoiceChannelStatus(
  transport: Transport,
  channelId: SnowflakeArg,
  status: string | null,
  options: CallOptions = {},
): Promise<void> {
  const request = { method: 'PUT', route: '/channels/{channel.id}/voice-status' } as const;
  const params = routeParams(request, { channelId });
  const body = { status };
  ensureValid(request, 'body', checkVoiceStatusBody(body));
  await transport.request({
    ...request,
    params,
    json: body,
    signal: options.signal,
  });
}
