/**
 * Lobby request bodies (FACTS.md routes and limits, OpenAPI request shapes): what the SDK checks before
 * sending and what the emulator answers 50035 for. Each check returns the values it read (for the
 * emulator) and the issues, with paths into the body and the service's inner codes.
 */
import { Limits } from '../model/limits.js';
import { FieldChecker } from './fields.js';
import { IssueCodes } from './issues.js';
const keys = (...names) => new Set(names);
const LOBBY_KEYS = keys('metadata', 'members', 'idle_timeout_seconds', 'flags');
const JOIN_KEYS = keys('secret', 'lobby_metadata', 'member_metadata', 'idle_timeout_seconds', 'flags');
const ADD_MEMBER_KEYS = keys('metadata', 'flags');
const MEMBER_KEYS = keys('id', 'metadata', 'flags');
const BULK_MEMBER_KEYS = keys('id', 'metadata', 'flags', 'remove_member');
const MESSAGE_KEYS = keys('content', 'metadata');
/** Lobby and member metadata: at most 25 keys, string values of at most 1024 characters. */
function metadata(c, value, path) {
    return c.metadata(value, path, Limits.LOBBY_METADATA_KEYS, Limits.LOBBY_METADATA_VALUE_MAX);
}
function idleTimeout(c, value) {
    return c.integer(value, ['idle_timeout_seconds'], Limits.LOBBY_IDLE_TIMEOUT_MIN_SECONDS, Limits.LOBBY_IDLE_TIMEOUT_MAX_SECONDS);
}
function member(c, value, path, bulk) {
    const item = c.item(value, path);
    if (item === undefined)
        return undefined;
    c.knownKeys(item, bulk ? BULK_MEMBER_KEYS : MEMBER_KEYS, 'a lobby member', path);
    const id = c.snowflake(item.id, [...path, 'id']);
    const meta = metadata(c, item.metadata, [...path, 'metadata']);
    const flags = c.flags(item.flags, [...path, 'flags']);
    const remove = bulk ? c.boolean(item.remove_member, [...path, 'remove_member']) : undefined;
    return id === undefined ? undefined : { id, metadata: meta, flags, remove: remove ?? false };
}
/** A member list of `min..max` items, each id at most once. */
function members(c, value, path, min, max, bulk) {
    const list = c.list(value, path, min, max);
    if (list === undefined)
        return undefined;
    const out = [];
    const seen = new Set();
    for (const [i, item] of list.entries()) {
        const read = member(c, item, [...path, i], bulk);
        if (!read)
            continue;
        if (seen.has(read.id)) {
            c.add([...path, i, 'id'], IssueCodes.LIST_ITEM_VALUE_DUPLICATE, 'Each member may appear once.');
        }
        seen.add(read.id);
        out.push(read);
    }
    return out;
}
/** `POST /lobbies` and `PATCH /lobbies/{lobby}`: metadata, members (<= 25), idle timeout 5..604800, flags. */
export function validateLobbyBody(body, options = {}) {
    const c = new FieldChecker(options.unknownFields);
    const fields = c.object(body, LOBBY_KEYS, 'a lobby');
    const value = {
        metadata: metadata(c, fields.metadata, ['metadata']),
        members: fields.members === undefined || fields.members === null
            ? undefined
            : members(c, fields.members, ['members'], 0, Limits.LOBBY_CREATE_MEMBERS, false),
        idleTimeoutSeconds: idleTimeout(c, fields.idle_timeout_seconds),
        flags: c.flags(fields.flags, ['flags']),
    };
    return { value, issues: c.issues };
}
/** `PUT /lobbies`: `secret` (1..250) plus optional metadata, idle timeout and flags. */
export function validateCreateOrJoinLobbyBody(body, options = {}) {
    const c = new FieldChecker(options.unknownFields);
    const fields = c.object(body, JOIN_KEYS, 'a create-or-join request');
    const value = {
        secret: c.string(fields.secret, ['secret'], 1, Limits.LOBBY_SECRET_MAX) ?? '',
        lobbyMetadata: metadata(c, fields.lobby_metadata, ['lobby_metadata']),
        memberMetadata: metadata(c, fields.member_metadata, ['member_metadata']),
        idleTimeoutSeconds: idleTimeout(c, fields.idle_timeout_seconds),
        flags: c.flags(fields.flags, ['flags']),
    };
    return { value, issues: c.issues };
}
/** `PUT /lobbies/{lobby}/members/{user}`: no body, or optional metadata and flags. */
export function validateAddLobbyMemberBody(body, options = {}) {
    const c = new FieldChecker(options.unknownFields);
    const fields = c.optionalObject(body, ADD_MEMBER_KEYS, 'a lobby member');
    const value = {
        metadata: metadata(c, fields.metadata, ['metadata']),
        flags: c.flags(fields.flags, ['flags']),
    };
    return { value, issues: c.issues };
}
/** `POST /lobbies/{lobby}/members/bulk`: 1..25 items `{ id, metadata?, flags?, remove_member? }`. */
export function validateBulkLobbyMembersBody(body, options = {}) {
    const c = new FieldChecker(options.unknownFields);
    const value = members(c, body, [], 1, Limits.LOBBY_BULK_MEMBERS, true) ?? [];
    return { value, issues: c.issues };
}
/** `POST /lobbies/{lobby}/messages`: `content` of 1..2000 characters, not only spaces; optional metadata. */
export function validateLobbyMessageBody(body, options = {}) {
    const c = new FieldChecker(options.unknownFields);
    const fields = c.object(body, MESSAGE_KEYS, 'a lobby message');
    const content = c.string(fields.content, ['content'], Limits.LOBBY_MESSAGE_CONTENT_MIN, Limits.LOBBY_MESSAGE_CONTENT_MAX) ?? '';
    if (content !== '' && content.trim() === '') {
        c.add(['content'], IssueCodes.BASE_TYPE_REQUIRED, 'Cannot send an empty message');
    }
    return { value: { content, metadata: metadata(c, fields.metadata, ['metadata']) }, issues: c.issues };
}
/**
 * `limit` of Get Lobby Messages: absent (the default, 50), or an integer 1..200, given as a number (SDK) or
 * as the query string's decimal text (emulator).
 */
export function validateLobbyMessagesLimit(raw) {
    if (raw === undefined)
        return { value: Limits.LOBBY_MESSAGES_DEFAULT, issues: [] };
    const c = new FieldChecker();
    const parsed = typeof raw === 'string' && /^-?\d{1,10}$/.test(raw) ? Number(raw) : raw;
    const value = c.integer(parsed, ['limit'], 1, Limits.LOBBY_MESSAGES_PER_REQUEST);
    return { value: value ?? Limits.LOBBY_MESSAGES_DEFAULT, issues: c.issues };
}
/**
 * Snowflake ids of a request's path (`{ user_id, message_id }` of a direct-message route), each reported
 * under its own name as the service reports a malformed path id.
 */
export function validatePathIds(ids) {
    const c = new FieldChecker();
    const value = {};
    for (const [name, raw] of Object.entries(ids))
        value[name] = c.snowflake(raw, [name]) ?? '';
    return { value, issues: c.issues };
}
