/**
 * Relationship routes (the emulator's own design, docs/relationships.md: the service publishes none),
 * under the API prefix, Bearer tokens of the application. Reads need `sdk.social_layer`,
 * `sdk.social_layer_presence` or `relationships.read`; writes one of the first two. `kind` is `discord`
 * or `game`. Kinds, usernames, ids and bodies are checked before sending with the rules the emulator
 * answers 50035 with (`src/rules/relationship.ts`).
 */
import type { Transport } from '../http/transport.js';
import type { GatewayRelationship, RelationshipKind, SendFriendRequestBody } from '../model/index.js';
import { type CallOptions, type SnowflakeArg } from './call.js';
/** `GET /users/@me/relationships`: every entry of the caller (both kinds, this application's game type). */
export declare function getRelationships(transport: Transport, options?: CallOptions): Promise<GatewayRelationship[]>;
/**
 * `POST /users/@me/relationships/{kind}`: sends a friend request to a unique username or a user id;
 * when they already asked the caller, both become friends. Resolves with the caller's entry.
 */
export declare function sendFriendRequest(transport: Transport, kind: RelationshipKind, body: SendFriendRequestBody, options?: CallOptions): Promise<GatewayRelationship>;
/** `POST .../{kind}/{user}/accept`: accepts their incoming request; resolves with the caller's entry. */
export declare function acceptFriendRequest(transport: Transport, kind: RelationshipKind, userId: SnowflakeArg, options?: CallOptions): Promise<GatewayRelationship>;
/** `POST .../{kind}/{user}/reject`: rejects their incoming request. */
export declare function rejectFriendRequest(transport: Transport, kind: RelationshipKind, userId: SnowflakeArg, options?: CallOptions): Promise<void>;
/** `POST .../{kind}/{user}/cancel`: withdraws the caller's outgoing request. */
export declare function cancelFriendRequest(transport: Transport, kind: RelationshipKind, userId: SnowflakeArg, options?: CallOptions): Promise<void>;
/**
 * `DELETE .../{kind}/{user}`: `discord` removes both kinds of friendship (the C++ library's
 * RemoveDiscordAndGameFriend), `game` only the game friendship.
 */
export declare function removeFriend(transport: Transport, kind: RelationshipKind, userId: SnowflakeArg, options?: CallOptions): Promise<void>;
/** `PUT /users/@me/relationships/blocks/{user}`: blocks; every other relationship of the pair is dropped. */
export declare function blockUser(transport: Transport, userId: SnowflakeArg, options?: CallOptions): Promise<GatewayRelationship>;
/** `DELETE /users/@me/relationships/blocks/{user}`: unblocks (restores nothing). */
export declare function unblockUser(transport: Transport, userId: SnowflakeArg, options?: CallOptions): Promise<void>;
