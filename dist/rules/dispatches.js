import { anything, arrayOf, boolean, both, integer, nullable, objectOf, optional, snowflake, stringRecord, text, } from './wireShape.js';
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
};
const B = DispatchBounds;
const metadata = optional(nullable(stringRecord(B.METADATA_KEYS, B.METADATA_VALUE)));
const time = optional(nullable(text(64)));
const user = objectOf({
    id: snowflake,
    username: text(B.NAME, 1),
    global_name: optional(nullable(text(B.NAME))),
    avatar: optional(nullable(text(B.NAME))),
});
const member = both(objectOf({ id: snowflake, metadata, connected: optional(boolean), user: optional(user) }), userIsSelf);
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
export const DISPATCH_SHAPES = {
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
const KNOWN = new Set(Object.keys(DISPATCH_SHAPES));
/**
 * Checks a dispatch's data against what the SDK relies on.
 * @param t - the dispatch's name (`LOBBY_CREATE`); names the SDK does not know pass.
 * @param d - its data, as parsed from the frame.
 * @example
 * checkDispatch('LOBBY_DELETE', { id: 5 }) // { ok: false, t: 'LOBBY_DELETE', reason: 'd.id: expected a snowflake string' }
 */
export function checkDispatch(t, d) {
    if (!KNOWN.has(t))
        return { ok: true };
    const reason = DISPATCH_SHAPES[t](d, 'd');
    return reason === undefined ? { ok: true } : { ok: false, t, reason };
}
/** A member's user, when given, is the member: the cache files the user under its own id. */
function userIsSelf(value, path) {
    const { id, user } = value;
    return user === undefined || user.id === id ? undefined : `${path}.user.id: expected the member's id`;
}
