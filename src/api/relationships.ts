/**
 * Relationship routes (the emulator's own design, docs/relationships.md: the service publishes none),
 * under the API prefix, Bearer tokens of the application. Reads need `sdk.social_layer`,
 * `sdk.social_layer_presence` or `relationships.read`; writes one of the first two. `kind` is `discord`
 * or `game`. Kinds, usernames, ids and bodies are checked before sending with the rules the emulator
 * answers 50035 with (`src/rules/relationship.ts`).
 */
import type { Transport } from '../http/transport.js';
import type { GatewayRelationship, RelationshipKind, SendFriendRequestBody } from '../model/index.js';
import { validateFriendRequestBody, validateRelationshipKind } from '../rules/index.js';
import { SDK_BODY_CHECKS } from './bodyCheckOptions.js';
import { type CallOptions, ensureValid, type SnowflakeArg } from './call.js';
import { send, sendForList } from './send.js';

const LIST = '/users/@me/relationships';
const KIND = '/users/@me/relationships/{kind}';
const USER = '/users/@me/relationships/{kind}/{user.id}';
const BLOCK = '/users/@me/relationships/blocks/{user.id}';

/** What a request to one other user's relationship does: a path suffix, method and answer. */
interface UserCall {
  readonly method: 'POST' | 'DELETE';
  /** Appended to `{kind}/{user.id}` (`/accept`), or '' for the relationship itself. */
  readonly suffix: '' | '/accept' | '/reject' | '/cancel';
}

/** Checks the kind and the user id, then sends; resolves with the response body. */
async function toUser<T>(
  transport: Transport,
  kind: RelationshipKind,
  userId: SnowflakeArg,
  call: UserCall,
  options: CallOptions,
): Promise<T> {
  const request = { method: call.method, route: `${USER}${call.suffix}` } as const;
  ensureValid(request, 'kind', validateRelationshipKind(kind).issues);
  return send(transport, { ...request, ids: { userId }, params: { kind }, options });
}

/** `GET /users/@me/relationships`: every entry of the caller (both kinds, this application's game type). */
export async function getRelationships(
  transport: Transport,
  options: CallOptions = {},
): Promise<GatewayRelationship[]> {
  return sendForList(transport, { method: 'GET', route: LIST, options });
}

/**
 * `POST /users/@me/relationships/{kind}`: sends a friend request to a unique username or a user id;
 * when they already asked the caller, both become friends. Resolves with the caller's entry.
 */
export async function sendFriendRequest(
  transport: Transport,
  kind: RelationshipKind,
  body: SendFriendRequestBody,
  options: CallOptions = {},
): Promise<GatewayRelationship> {
  const request = { method: 'POST', route: KIND } as const;
  ensureValid(request, 'kind', validateRelationshipKind(kind).issues);
  const check = () => validateFriendRequestBody(body, SDK_BODY_CHECKS).issues;
  return send(transport, { ...request, params: { kind }, body, check, options });
}

/** `POST .../{kind}/{user}/accept`: accepts their incoming request; resolves with the caller's entry. */
export function acceptFriendRequest(
  transport: Transport,
  kind: RelationshipKind,
  userId: SnowflakeArg,
  options: CallOptions = {},
): Promise<GatewayRelationship> {
  return toUser(transport, kind, userId, { method: 'POST', suffix: '/accept' }, options);
}

/** `POST .../{kind}/{user}/reject`: rejects their incoming request. */
export async function rejectFriendRequest(
  transport: Transport,
  kind: RelationshipKind,
  userId: SnowflakeArg,
  options: CallOptions = {},
): Promise<void> {
  await toUser(transport, kind, userId, { method: 'POST', suffix: '/reject' }, options);
}

/** `POST .../{kind}/{user}/cancel`: withdraws the caller's outgoing request. */
export async function cancelFriendRequest(
  transport: Transport,
  kind: RelationshipKind,
  userId: SnowflakeArg,
  options: CallOptions = {},
): Promise<void> {
  await toUser(transport, kind, userId, { method: 'POST', suffix: '/cancel' }, options);
}

/**
 * `DELETE .../{kind}/{user}`: `discord` removes both kinds of friendship (the C++ library's
 * RemoveDiscordAndGameFriend), `game` only the game friendship.
 */
export async function removeFriend(
  transport: Transport,
  kind: RelationshipKind,
  userId: SnowflakeArg,
  options: CallOptions = {},
): Promise<void> {
  await toUser(transport, kind, userId, { method: 'DELETE', suffix: '' }, options);
}

/** `PUT /users/@me/relationships/blocks/{user}`: blocks; every other relationship of the pair is dropped. */
export async function blockUser(
  transport: Transport,
  userId: SnowflakeArg,
  options: CallOptions = {},
): Promise<GatewayRelationship> {
  return send(transport, { method: 'PUT', route: BLOCK, ids: { userId }, options });
}

/** `DELETE /users/@me/relationships/blocks/{user}`: unblocks (restores nothing). */
export async function unblockUser(
  transport: Transport,
  userId: SnowflakeArg,
  options: CallOptions = {},
): Promise<void> {
  await send(transport, { method: 'DELETE', route: BLOCK, ids: { userId }, options });
}
