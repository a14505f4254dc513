/**
 * `parseInteraction`: the raw body of an interaction POST, checked once against the shapes of
 * SERVICE.md "Interaction payloads received by the app" (types 1, 2 and 4), so that the helpers
 * downstream can trust it. A malformed payload is a `ValidationError` whose issues say what is wrong and
 * where (`data.options[0].value`); the token is never quoted.
 */
import { ValidationError } from '../http/errors.js';
import { ApplicationCommandType, InteractionType, isSnowflake, ApplicationCommandOptionType as O, } from '../model/index.js';
import { IssueCodes } from '../rules/issues.js';
import { isRecord } from '../rules/validateCore.js';
const DECIMAL = /^(0|[1-9][0-9]*)$/;
const ENTITY_MAPS = {
    [O.USER]: ['users'],
    [O.CHANNEL]: ['channels'],
    [O.ROLE]: ['roles'],
    [O.MENTIONABLE]: ['users', 'roles'],
    [O.ATTACHMENT]: ['attachments'],
};
const RESOLVED_MAPS = ['users', 'members', 'roles', 'channels', 'messages', 'attachments'];
/** A short rendering for messages (values only; the token is never passed here). */
function show(value) {
    if (typeof value === 'string')
        return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
    if (value === null || typeof value !== 'object')
        return String(value);
    return Array.isArray(value) ? 'an array' : 'an object';
}
class Checker {
    issues = [];
    add(path, code, message) {
        this.issues.push({ path, code, message });
    }
    snowflake(value, path, required) {
        if (value === undefined && !required)
            return;
        if (typeof value !== 'string' || !isSnowflake(value))
            this.add(path, IssueCodes.SNOWFLAKE_TYPE_INVALID, `expected a snowflake (decimal id string); got ${show(value)}`);
    }
    string(value, path, required) {
        if (value === undefined && !required)
            return;
        if (typeof value !== 'string')
            this.add(path, IssueCodes.STRING_TYPE_COERCE, `expected a string; got ${show(value)}`);
    }
    permissions(value, path) {
        if (value === undefined)
            return;
        if (typeof value !== 'string' || !DECIMAL.test(value))
            this.add(path, IssueCodes.PERMISSIONS_TYPE_INVALID, `expected a permission bit set as a decimal string; got ${show(value)}`);
    }
    object(value, path, required) {
        if (isRecord(value))
            return true;
        if (value !== undefined || required)
            this.add(path, IssueCodes.DICT_TYPE_CONVERT, `expected an object; got ${show(value)}`);
        return false;
    }
}
/**
 * Parses and checks an interaction POST body (the raw bytes that were signed).
 *
 * @throws ValidationError naming each problem's path (`data.options[1].value: ...`).
 * @example
 * const interaction = parseInteraction(rawBody);
 * if (interaction.type === InteractionType.APPLICATION_COMMAND) console.log(interaction.data.name);
 */
export function parseInteraction(rawBody) {
    const text = typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8');
    let body;
    try {
        body = JSON.parse(text);
    }
    catch (error) {
        // Only the position: JSON.parse's message may quote the body, and the body holds the token.
        const at = /position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1];
        throw invalid([
            {
                path: [],
                code: IssueCodes.BASE_TYPE_UNREADABLE,
                message: `not JSON${at ? ` (at position ${at})` : ''}`,
            },
        ]);
    }
    const c = new Checker();
    if (!c.object(body, [], true))
        throw invalid(c.issues);
    checkTop(c, body);
    if (c.issues.length > 0)
        throw invalid(c.issues);
    return body;
}
function invalid(issues) {
    return new ValidationError(undefined, 'interaction', issues);
}
function checkTop(c, body) {
    const type = body.type;
    const handled = [
        InteractionType.PING,
        InteractionType.APPLICATION_COMMAND,
        InteractionType.APPLICATION_COMMAND_AUTOCOMPLETE,
    ];
    if (!handled.includes(type)) {
        c.add(['type'], IssueCodes.BASE_TYPE_CHOICES, `expected 1 (PING), 2 (APPLICATION_COMMAND) or 4 (APPLICATION_COMMAND_AUTOCOMPLETE); got ${show(type)}`);
        return;
    }
    c.snowflake(body.id, ['id'], true);
    c.snowflake(body.application_id, ['application_id'], true);
    if (typeof body.token !== 'string' || body.token === '')
        c.add(['token'], IssueCodes.STRING_TYPE_COERCE, 'expected the interaction token (a non-empty string)');
    if (typeof body.version !== 'number' || !Number.isInteger(body.version))
        c.add(['version'], IssueCodes.NUMBER_TYPE_COERCE, `expected an integer; got ${show(body.version)}`);
    if (type === InteractionType.PING)
        return;
    c.snowflake(body.guild_id, ['guild_id'], false);
    c.snowflake(body.channel_id, ['channel_id'], false);
    c.permissions(body.app_permissions, ['app_permissions']);
    c.string(body.locale, ['locale'], false);
    c.string(body.guild_locale, ['guild_locale'], false);
    if (c.object(body.member, ['member'], false))
        checkMember(c, body.member, ['member'], true);
    if (c.object(body.user, ['user'], false))
        checkUser(c, body.user, ['user']);
    if (body.member === undefined && body.user === undefined)
        c.add([], IssueCodes.BASE_TYPE_REQUIRED, 'expected `member` (in a guild) or `user` (in a DM): who invoked the command');
    if (c.object(body.data, ['data'], true))
        checkData(c, body.data, type === InteractionType.APPLICATION_COMMAND_AUTOCOMPLETE);
}
function checkUser(c, user, path) {
    c.snowflake(user.id, [...path, 'id'], true);
    c.string(user.username, [...path, 'username'], true);
}
function checkMember(c, member, path, withUser) {
    if (withUser && c.object(member.user, [...path, 'user'], true))
        checkUser(c, member.user, [...path, 'user']);
    if (!Array.isArray(member.roles))
        c.add([...path, 'roles'], IssueCodes.LIST_TYPE_CONVERT, `expected an array of role ids; got ${show(member.roles)}`);
    else
        for (const [i, role] of member.roles.entries())
            c.snowflake(role, [...path, 'roles', i], true);
    c.permissions(member.permissions, [...path, 'permissions']);
}
function checkData(c, data, autocomplete) {
    c.snowflake(data.id, ['data', 'id'], true);
    c.string(data.name, ['data', 'name'], true);
    const type = data.type;
    if (typeof type !== 'number' || !Object.values(ApplicationCommandType).includes(type)) {
        c.add(['data', 'type'], IssueCodes.BASE_TYPE_CHOICES, `expected a command type 1..4; got ${show(type)}`);
        return;
    }
    c.snowflake(data.guild_id, ['data', 'guild_id'], false);
    c.snowflake(data.version, ['data', 'version'], autocomplete);
    const resolved = c.object(data.resolved, ['data', 'resolved'], false) ? data.resolved : undefined;
    if (resolved)
        checkResolved(c, resolved);
    if (!autocomplete && (type === ApplicationCommandType.USER || type === ApplicationCommandType.MESSAGE)) {
        c.snowflake(data.target_id, ['data', 'target_id'], true);
        const map = type === ApplicationCommandType.USER ? 'users' : 'messages';
        const entries = resolved?.[map];
        if (typeof data.target_id === 'string' && !(isRecord(entries) && isRecord(entries[data.target_id])))
            c.add(['data', 'resolved', map], IssueCodes.BASE_TYPE_REQUIRED, `expected the target ${data.target_id} in resolved.${map}`);
    }
    if (data.options === undefined) {
        if (autocomplete)
            c.add(['data', 'options'], IssueCodes.BASE_TYPE_REQUIRED, 'an autocomplete request carries its options');
        return;
    }
    const focused = { count: 0 };
    checkOptions(c, data.options, ['data', 'options'], { autocomplete, resolved, focused, depth: 0 });
    if (autocomplete && focused.count !== 1)
        c.add(['data', 'options'], IssueCodes.BASE_TYPE_REQUIRED, `expected exactly one focused option; got ${focused.count}`);
}
function checkResolved(c, resolved) {
    for (const map of RESOLVED_MAPS) {
        const entries = resolved[map];
        const path = ['data', 'resolved', map];
        if (!c.object(entries, path, false))
            continue;
        for (const [id, entry] of Object.entries(entries)) {
            if (!isSnowflake(id))
                c.add([...path, id], IssueCodes.SNOWFLAKE_TYPE_INVALID, 'keys are ids');
            if (!c.object(entry, [...path, id], true))
                continue;
            // Members are keyed by their user's id and carry no id of their own.
            if (map === 'members')
                checkMember(c, entry, [...path, id], false);
            else if (entry.id !== id)
                c.add([...path, id, 'id'], IssueCodes.SNOWFLAKE_TYPE_INVALID, `expected the key ${id}; got ${show(entry.id)}`);
        }
    }
}
function checkOptions(c, options, path, scope) {
    if (!Array.isArray(options)) {
        c.add(path, IssueCodes.LIST_TYPE_CONVERT, `expected an array of options; got ${show(options)}`);
        return;
    }
    options.forEach((option, i) => {
        const at = [...path, i];
        if (!c.object(option, at, true))
            return;
        c.string(option.name, [...at, 'name'], true);
        const type = option.type;
        if (typeof type !== 'number' || !Object.values(O).includes(type)) {
            c.add([...at, 'type'], IssueCodes.BASE_TYPE_CHOICES, `expected an option type 1..11; got ${show(type)}`);
            return;
        }
        if (type === O.SUB_COMMAND || type === O.SUB_COMMAND_GROUP) {
            if (scope.depth >= 2 || (type === O.SUB_COMMAND_GROUP && scope.depth > 0))
                c.add([...at, 'type'], IssueCodes.BASE_TYPE_CHOICES, 'a subcommand group or subcommand nested deeper than the service allows');
            if (option.options !== undefined)
                checkOptions(c, option.options, [...at, 'options'], { ...scope, depth: scope.depth + 1 });
            return;
        }
        if (option.focused === true) {
            if (!scope.autocomplete)
                c.add([...at, 'focused'], IssueCodes.BASE_TYPE_UNKNOWN_FIELD, 'only autocomplete requests have a focused option');
            scope.focused.count++;
        }
        checkValue(c, option, type, [...at, 'value'], scope);
    });
}
function checkValue(c, option, type, path, scope) {
    const value = option.value;
    // In autocomplete, numbers may arrive as the (partial) strings typed so far.
    const partialAllowed = scope.autocomplete && typeof value === 'string';
    switch (type) {
        case O.STRING:
            c.string(value, path, true);
            return;
        case O.INTEGER:
            if (!partialAllowed && !(typeof value === 'number' && Number.isSafeInteger(value)))
                c.add(path, IssueCodes.NUMBER_TYPE_COERCE, `expected an integer; got ${show(value)}`);
            return;
        case O.NUMBER:
            if (!partialAllowed && !(typeof value === 'number' && Number.isFinite(value)))
                c.add(path, IssueCodes.NUMBER_TYPE_COERCE, `expected a number; got ${show(value)}`);
            return;
        case O.BOOLEAN:
            if (typeof value !== 'boolean')
                c.add(path, IssueCodes.BOOLEAN_TYPE_COERCE, `expected a boolean; got ${show(value)}`);
            return;
        default: {
            c.snowflake(value, path, true);
            // A command use resolves every id it carries; autocomplete requests carry no `resolved`.
            if (scope.autocomplete || typeof value !== 'string')
                return;
            const maps = ENTITY_MAPS[type] ?? [];
            const found = maps.some((map) => {
                const entries = scope.resolved?.[map];
                return isRecord(entries) && isRecord(entries[value]);
            });
            if (!found)
                c.add(path, IssueCodes.BASE_TYPE_REQUIRED, `expected ${value} in resolved.${maps.join(' or resolved.')}`);
        }
    }
}
