import { IssueCodes } from './issues.js';
import { isRecord } from './validateCore.js';
/** The message flags a sender may set: SUPPRESS_EMBEDS and SUPPRESS_NOTIFICATIONS. */
export const SETTABLE_MESSAGE_FLAGS = (1 << 2) | (1 << 12);
/** How long `enforce_nonce` remembers a nonce (the service: "the past few minutes"; ours: 5). */
export const NONCE_WINDOW_MS = 5 * 60 * 1000;
/** The body keys of a message create (openapi.json `SDKMessageRequest`, `MessageCreateRequest`). */
export const MESSAGE_CREATE_FIELDS = [
    'content',
    'embeds',
    'allowed_mentions',
    'sticker_ids',
    'components',
    'flags',
    'attachments',
    'poll',
    'shared_client_theme',
    'message_reference',
    'nonce',
    'enforce_nonce',
    'tts',
];
/** The body keys of a message edit (openapi.json `MessageEditRequestPartial`). */
export const MESSAGE_EDIT_FIELDS = [
    'content',
    'embeds',
    'flags',
    'allowed_mentions',
    'sticker_ids',
    'components',
    'attachments',
];
const PLAYER_REFUSES = "a player's message (a lobby's or a direct one) cannot carry";
const WHY = {
    embeds: `${PLAYER_REFUSES} embeds: the C++ library's MessageHandle shows none (a bot may, in a channel)`,
    components: `${PLAYER_REFUSES} components: only applications send them (a bot may, in a channel)`,
    message_reference: `${PLAYER_REFUSES} a reply: the C++ library's MessageHandle has none (a bot may reply in a channel)`,
    attachments: 'attachments name uploaded files, and the emulator takes no upload: send none',
    sticker_ids: 'the emulator has no stickers: send none',
    poll: "polls are voted on in Discord's own client, which the emulator does not have: send none",
    shared_client_theme: "a Discord client theme has no meaning outside Discord's client: send none",
};
/** `nonce`: an integer (a safe one: JSON numbers past 2^53 lose digits) or a string of at most 25. */
function nonce(c, value) {
    if (value === undefined || value === null)
        return undefined;
    if (typeof value === 'number' && Number.isSafeInteger(value))
        return value;
    if (typeof value === 'string')
        return c.optionalString(value, ['nonce'], 0, 25);
    return c.add(['nonce'], IssueCodes.NUMBER_TYPE_COERCE, 'Must be an integer or a string of at most 25 characters.');
}
function flags(c, value) {
    const read = c.integer(value, ['flags'], 0, 2 ** 31 - 1);
    if (read === undefined || (read & ~SETTABLE_MESSAGE_FLAGS) === 0)
        return read;
    return c.add(['flags'], IssueCodes.BASE_TYPE_CHOICES, `Only SUPPRESS_EMBEDS (4) and SUPPRESS_NOTIFICATIONS (4096) may be set; received ${read}.`);
}
const PARSE = new Set(['users', 'roles', 'everyone']);
function idList(c, value, path) {
    if (value === undefined || value === null)
        return undefined;
    const list = c.list(value, path, 0, 100);
    if (list === undefined)
        return undefined;
    const out = [];
    for (const [i, id] of list.entries()) {
        const read = c.snowflake(id, [...path, i]);
        if (read !== undefined)
            out.push(read);
    }
    return out;
}
function allowedMentions(c, value) {
    if (value === undefined || value === null)
        return undefined;
    const fields = c.item(value, ['allowed_mentions']);
    if (fields === undefined)
        return undefined;
    let parse;
    if (fields.parse !== undefined && fields.parse !== null) {
        const list = c.list(fields.parse, ['allowed_mentions', 'parse'], 0, 3);
        parse = [];
        for (const [i, kind] of (list ?? []).entries()) {
            if (typeof kind === 'string' && PARSE.has(kind))
                parse.push(kind);
            else
                c.add(['allowed_mentions', 'parse', i], IssueCodes.BASE_TYPE_CHOICES, 'Value must be one of (users, roles, everyone).');
        }
    }
    const users = idList(c, fields.users, ['allowed_mentions', 'users']);
    const roles = idList(c, fields.roles, ['allowed_mentions', 'roles']);
    // The service refuses a kind both parsed and listed.
    if (parse?.includes('users') && users !== undefined && users.length > 0)
        c.add(['allowed_mentions', 'users'], IssueCodes.BASE_TYPE_CHOICES, 'users cannot be listed while parse holds "users".');
    if (parse?.includes('roles') && roles !== undefined && roles.length > 0)
        c.add(['allowed_mentions', 'roles'], IssueCodes.BASE_TYPE_CHOICES, 'roles cannot be listed while parse holds "roles".');
    const repliedUser = c.boolean(fields.replied_user, ['allowed_mentions', 'replied_user']);
    return { parse, users, roles, repliedUser };
}
/** A list of objects kept as given (a bot's embeds or components), at most `max`. */
function objects(c, value, name, max) {
    if (value === undefined || value === null)
        return undefined;
    const list = c.list(value, [name], 0, max);
    if (list === undefined)
        return undefined;
    const out = [];
    for (const [i, item] of list.entries()) {
        const read = c.item(item, [name, i]);
        if (read !== undefined)
            out.push(read);
    }
    return out;
}
function reference(c, value) {
    if (value === undefined || value === null)
        return undefined;
    const fields = c.item(value, ['message_reference']);
    if (fields === undefined)
        return undefined;
    const messageId = c.snowflake(fields.message_id, ['message_reference', 'message_id']);
    const failIfNotExists = c.boolean(fields.fail_if_not_exists, ['message_reference', 'fail_if_not_exists']);
    return messageId === undefined ? undefined : { messageId, failIfNotExists: failIfNotExists ?? true };
}
/** Whether a "none" value: absent, null, or an empty list. */
function none(value) {
    return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
}
/**
 * Reads the fields of a message body beside `content` and `metadata` into `c` (issues at each field's
 * path, 50035 on the emulator's side).
 */
export function checkMessageFields(c, fields, route, mode) {
    const bot = route === 'channel';
    const refused = ['attachments', 'sticker_ids', 'poll', 'shared_client_theme'];
    if (!bot)
        refused.push('embeds', 'components', 'message_reference');
    for (const name of refused)
        if (isRecord(fields) && name in fields && !none(fields[name]))
            c.add([name], IssueCodes.BASE_TYPE_CHOICES, WHY[name]);
    const creating = mode === 'create';
    return {
        nonce: creating ? nonce(c, fields.nonce) : undefined,
        enforceNonce: creating ? c.boolean(fields.enforce_nonce, ['enforce_nonce']) === true : false,
        tts: creating ? c.boolean(fields.tts, ['tts']) : undefined,
        flags: flags(c, fields.flags),
        allowedMentions: allowedMentions(c, fields.allowed_mentions),
        embeds: bot ? objects(c, fields.embeds, 'embeds', 10) : undefined,
        components: bot ? objects(c, fields.components, 'components', 40) : undefined,
        messageReference: bot && creating ? reference(c, fields.message_reference) : undefined,
    };
}
/**
 * Who a message pings of those its content mentions, as `allowed_mentions` restricts it (absent: all).
 * @example allowedOf({ users: ['1', '2'], roles: [], everyone: true }, { parse: [], users: ['2'], roles: undefined, repliedUser: undefined })
 * // { users: ['2'], roles: [], everyone: false }
 */
export function allowedOf(mentioned, allowed) {
    if (allowed === undefined)
        return mentioned;
    // Given at all, only what it names pings (`{}` and `{ parse: [] }` ping nobody).
    const parse = allowed.parse ?? [];
    const users = parse.includes('users')
        ? mentioned.users
        : mentioned.users.filter((id) => allowed.users?.includes(id));
    const roles = parse.includes('roles')
        ? mentioned.roles
        : mentioned.roles.filter((id) => allowed.roles?.includes(id));
    return { users, roles, everyone: mentioned.everyone && parse.includes('everyone') };
}
