/**
 * One check per dispatch the SDK consumes: the fields its caches and events rely on, with their types,
 * checked once at the edge (the connection drops a dispatch that fails, so the cache never sees it). The
 * checks are of types and bounds, not of the service's business rules: a future field is allowed, a
 * missing or mistyped one that the SDK reads is not. Relationship and presence entries inside READY are
 * checked one by one by the friends cache (a bad entry skips that entry only), so READY checks their
 * lists here and not their items.
 *
 * A failed check names the dispatch and the JSON path (`LOBBY_MEMBER_ADD d.member.id: expected a
 * snowflake string`), never the value. Dispatch names outside the model pass (forward compatibility:
 * nothing reads them but the `dispatch` event's listeners).
 */
import type { GatewayEventName } from '../model/gateway.js';
import {
  anything,
  arrayOf,
  boolean,
  both,
  integer,
  nullable,
  objectOf,
  optional,
  type Shape,
  snowflake,
  stringRecord,
  text,
} from './wireShape.js';

/**
 * Bounds of what a dispatch may carry, well above the service's own limits (25 metadata keys, 1000
 * members, 2000 characters): they stop a hostile server from filling memory, not a future version.
 */
export const DispatchBounds = {
  LOBBIES: 10_000,
  MEMBERS: 10_000,
  METADATA_KEYS: 1000,
  METADATA_VALUE: 16_384,
  CONTENT: 16_384,
  NAME: 256,
  LIST: 100_000,
  URL: 2048,
} as const;

const B = DispatchBounds;
const metadata = optional(nullable(stringRecord(B.METADATA_KEYS, B.METADATA_VALUE)));
const time = optional(nullable(text(64)));

const user = objectOf({
  id: snowflake,
  username: text(B.NAME, 1),
  global_name: optional(nullable(text(B.NAME))),
  avatar: optional(nullable(text(B.NAME))),
});

const member = both(
  objectOf({ id: snowflake, metadata, connected: optional(boolean), user: optional(user) }),
  userIsSelf,
);

const lobby = objectOf({
  id: snowflake,
  metadata,
  members: arrayOf(member, B.MEMBERS),
});

const memberEvent = objectOf({ lobby_id: snowflake, member });

const messageFields = {
  id: snowflake,
  content: text(B.CONTENT),
  channel_id: snowflake,
  author: user,
  metadata,
  timestamp: time,
  edited_timestamp: time,
};

const ready = objectOf({
  session_id: text(128, 1),
  user,
  resume_gateway_url: text(B.URL, 1),
  lobbies: arrayOf(lobby, B.LOBBIES),
  relationships: optional(arrayOf(anything, B.LIST)),
  presences: optional(arrayOf(anything, B.LIST)),
});

/** Each dispatch's check, by its name. */
export const DISPATCH_SHAPES: Readonly<Record<GatewayEventName, Shape>> = {
  READY: ready,
  RESUMED: anything,
  LOBBY_CREATE: lobby,
  LOBBY_UPDATE: lobby,
  LOBBY_DELETE: objectOf({ id: snowflake }),
  LOBBY_MEMBER_ADD: memberEvent,
  LOBBY_MEMBER_UPDATE: memberEvent,
  LOBBY_MEMBER_REMOVE: objectOf({ lobby_id: snowflake, member: objectOf({ id: snowflake }) }),
  LOBBY_MESSAGE_CREATE: objectOf({ ...messageFields, lobby_id: snowflake }),
  LOBBY_MESSAGE_UPDATE: objectOf({ ...messageFields, lobby_id: snowflake }),
  LOBBY_MESSAGE_DELETE: objectOf({ id: snowflake, lobby_id: snowflake, channel_id: snowflake }),
  MESSAGE_CREATE: objectOf({ ...messageFields, recipient_id: snowflake }),
  MESSAGE_UPDATE: objectOf({ ...messageFields, recipient_id: snowflake }),
  MESSAGE_DELETE: objectOf({ id: snowflake, channel_id: snowflake }),
  // The friends cache checks every field of these (client/friendsWire.ts); here only what routes them.
  RELATIONSHIP_ADD: objectOf({ id: snowflake, type: integer, user }),
  RELATIONSHIP_UPDATE: objectOf({ id: snowflake, type: integer, user }),
  RELATIONSHIP_REMOVE: objectOf({ id: snowflake }),
  PRESENCE_UPDATE: objectOf({ user: objectOf({ id: snowflake }), status: text(32, 1) }),
  USER_UPDATE: user,
};

/** A dispatch that failed its check: its name and the failing path with what was expected. */
export interface DispatchProblem {
  readonly ok: false;
  readonly t: string;
  /** `d.member.id: expected a snowflake string` (never the value). */
  readonly reason: string;
}

/** The verdict of {@link checkDispatch}: it fits, or what is wrong and where. */
export type DispatchCheck = { readonly ok: true } | DispatchProblem;

const KNOWN: ReadonlySet<string> = new Set(Object.keys(DISPATCH_SHAPES));

/**
 * Checks a dispatch's data against what the SDK relies on.
 * @param t - the dispatch's name (`LOBBY_CREATE`); names the SDK does not know pass.
 * @param d - its data, as parsed from the frame.
 * @example
 * checkDispatch('LOBBY_DELETE', { id: 5 }) // { ok: false, t: 'LOBBY_DELETE', reason: 'd.id: expected a snowflake string' }
 */
export function checkDispatch(t: string, d: unknown): DispatchCheck {
  if (!KNOWN.has(t)) return { ok: true };
  const reason = DISPATCH_SHAPES[t as GatewayEventName](d, 'd');
  return reason === undefined ? { ok: true } : { ok: false, t, reason };
}

/** A member's user, when given, is the member: the cache files the user under its own id. */
function userIsSelf(value: unknown, path: string): string | undefined {
  const { id, user } = value as { id: string; user?: { id: string } };
  return user === undefined || user.id === id ? undefined : `${path}.user.id: expected the member's id`;
}
