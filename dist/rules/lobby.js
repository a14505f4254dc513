/**
 * Lobby request bodies (FACTS.md routes and limits, OpenAPI request shapes): what the SDK checks before
 * sending and what the emulator answers 50035 for. Each check returns the values it read (for the
 * emulator) and the issues, with paths into the body and the service's inner codes.
 */
import { Limits } from '../model/limits.js';
import { FieldChecker } from './fields.js';
import { IssueCodes } from './issues.js';
import { checkMessageFields, MESSAGE_CREATE_FIELDS, MESSAGE_EDIT_FIELDS, } from './messageFields.js';
const keys = (...names) => new Set(names);
const LOBBY_KEYS = keys('metadata', 'members', 'idle_timeout_seconds', 'flags', 'override_event_webhooks_url');
const JOIN_KEYS = keys('secret', 'lobby_metadata', 'member_metadata', 'idle_timeout_seconds', 'flags');
const ADD_MEMBER_KEYS = keys('metadata', 'flags', 'additional_name');
const MEMBER_KEYS = keys('id', 'metadata', 'flags');
const BULK_MEMBER_KEYS = keys('id', 'metadata', 'flags', 'remove_member', 'additional_name');
const MESSAGE_KEYS = keys('metadata', ...MESSAGE_CREATE_FIELDS);
const MESSAGE_EDIT_KEYS = keys('metadata', ...MESSAGE_EDIT_FIELDS);
/** Lobby and member metadata: at most 25 keys, string values of at most 1024 characters. */
function metadata(c, value, path) {
    return c.metadata(value, path, Limits.LOBBY_METADATA_KEYS, Limits.LOBBY_METADATA_VALUE_MAX);
}
/** `additional_name`: 1..80 characters, or null (clears it). */
function additionalName(c, value, path) {
    if (value === null)
        return null;
    return c.optionalString(value, path, 1, Limits.LOBBY_MEMBER_ADDITIONAL_NAME_MAX);
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
    if (id === undefined)
        return undefined;
    const read = { id, metadata: meta, flags, remove: remove ?? false };
    if (bulk) {
        const name = additionalName(c, item.additional_name, [...path, 'additional_name']);
        if (name !== undefined)
            read.additionalName = name;
    }
    return read;
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
/**
 * `POST /lobbies` and `PATCH /lobbies/{lobby}`: metadata, members (<= 25), idle timeout 5..604800, flags,
 * the event webhooks URL override.
 */
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
        overrideEventWebhooksUrl: fields.override_event_webhooks_url === null
            ? null
            : c.url(fields.override_event_webhooks_url, ['override_event_webhooks_url'], Limits.LOBBY_WEBHOOKS_URL_MAX),
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
/** `PUT /lobbies/{lobby}/members/{user}`: no body, or optional metadata, flags and `additional_name`. */
export function validateAddLobbyMemberBody(body, options = {}) {
    const c = new FieldChecker(options.unknownFields);
    const fields = c.optionalObject(body, ADD_MEMBER_KEYS, 'a lobby member');
    const value = {
        metadata: metadata(c, fields.metadata, ['metadata']),
        flags: c.flags(fields.flags, ['flags']),
        additionalName: additionalName(c, fields.additional_name, ['additional_name']),
    };
    return { value, issues: c.issues };
}
/** `POST /lobbies/{lobby}/members/bulk`: 1..25 items `{ id, metadata?, flags?, remove_member?, additional_name? }`. */
export function validateBulkLobbyMembersBody(body, options = {}) {
    const c = new FieldChecker(options.unknownFields);
    const value = members(c, body, [], 1, Limits.LOBBY_BULK_MEMBERS, true) ?? [];
    return { value, issues: c.issues };
}
/**
 * `POST /lobbies/{lobby}/messages` (and the direct and channel message routes, by `options.route`):
 * `content` of 1..2000 characters, not only spaces; optional metadata; the other fields openapi.json
 * accepts, kept or refused as messageFields.ts says.
 */
export function validateLobbyMessageBody(body, options = {}) {
    const c = new FieldChecker(options.unknownFields);
    const mode = options.mode ?? 'create';
    const fields = c.object(body, mode === 'edit' ? MESSAGE_EDIT_KEYS : MESSAGE_KEYS, 'a lobby message');
    // A bot's channel message may be its embeds or components alone, as the service allows.
    const filled = (value) => Array.isArray(value) && value.length > 0;
    const textless = options.route === 'channel' &&
        (fields.content === undefined || fields.content === null || fields.content === '') &&
        (filled(fields.embeds) || filled(fields.components));
    const content = textless
        ? ''
        : (c.string(fields.content, ['content'], Limits.LOBBY_MESSAGE_CONTENT_MIN, Limits.LOBBY_MESSAGE_CONTENT_MAX) ?? '');
    if (content !== '' && content.trim() === '') {
        c.add(['content'], IssueCodes.BASE_TYPE_REQUIRED, 'Cannot send an empty message');
    }
    const meta = metadata(c, fields.metadata, ['metadata']);
    const extra = checkMessageFields(c, fields, options.route ?? 'lobby', mode);
    return { value: { content, metadata: meta, fields: extra }, issues: c.issues };
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
