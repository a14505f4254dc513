/**
 * `validateCommand`: every rule the service applies to one command request body, as a list of issues
 * (empty when valid). Input is hostile JSON (`unknown`); the validator never throws.
 */
import { ApplicationIntegrationType, ApplicationCommandType as CT, EntryPointCommandHandlerType, InteractionContextType, isEnumValue, isSnowflake, Limits, permissionsProblem, } from '../model/index.js';
import { IssueCodes } from './issues.js';
import { checkOptionKeys, optionKeys } from './optionKeys.js';
import { checkBoolean, checkEnumList, checkLocalizations, checkText, enumList, isRecord, report, reportNotInEnum, reportUnknownField, show, TextRule, } from './validateCore.js';
import { checkOptionList } from './validateOptions.js';
const BASE_FIELDS = [
    'type',
    'name',
    'name_localizations',
    'description',
    'description_localizations',
    'options',
    'default_member_permissions',
    'dm_permission',
    'default_permission',
    'integration_types',
    'contexts',
    'nsfw',
    'handler',
];
/** The fields a command body may carry in each mode. */
export const COMMAND_FIELDS = {
    create: BASE_FIELDS,
    edit: BASE_FIELDS,
    bulk: [...BASE_FIELDS, 'id'],
    stored: [...BASE_FIELDS, 'id', 'application_id', 'guild_id', 'version'],
};
/**
 * True for a key of `COMMAND_FIELDS[mode]`: a switch, as `isOptionField` in validateOptions.ts (interned
 * keys compared by identity instead of a Set lookup per key). A test checks it against COMMAND_FIELDS.
 */
export function isCommandField(key, mode) {
    switch (key) {
        case 'type':
        case 'name':
        case 'name_localizations':
        case 'description':
        case 'description_localizations':
        case 'options':
        case 'default_member_permissions':
        case 'dm_permission':
        case 'default_permission':
        case 'integration_types':
        case 'contexts':
        case 'nsfw':
        case 'handler':
            return true;
        case 'id':
            return mode === 'bulk' || mode === 'stored';
        case 'application_id':
        case 'guild_id':
        case 'version':
            return mode === 'stored';
        default:
            return false;
    }
}
const TYPE_NAMES = ['', 'CHAT_INPUT', 'USER', 'MESSAGE', 'PRIMARY_ENTRY_POINT'];
const SNOWFLAKE_FIELDS = ['id', 'application_id', 'guild_id', 'version'];
const CONTEXTS = enumList(InteractionContextType);
const INTEGRATION_TYPES = enumList(ApplicationIntegrationType);
/**
 * Validates one command request body against every rule of the service: names (pattern, lowercase rule,
 * code point lengths), descriptions, fields per command type, global-only fields, options (nesting,
 * counts, ordering, choices, autocomplete, channel types, value and length ranges), localizations,
 * the 8000-character size, `default_member_permissions`, `nsfw` and unknown fields.
 *
 * @returns the issues, each with a path into `body`; empty when the body is valid.
 */
export function validateCommand(body, options) {
    checkOptionKeys(options, VALIDATE_KEYS, 'validateCommand: options');
    const ctx = { issues: [], path: [] };
    checkCommandInto(ctx, body, options);
    return ctx.issues;
}
const VALIDATE_KEYS = optionKeys({
    scope: true,
    mode: true,
    existingType: true,
    embedded: true,
    appIntegrationTypes: true,
});
/**
 * Checks `body` at `ctx.path`, appending to `ctx.issues`; returns the command's type (for set checks).
 * An exception from hostile input (a throwing getter or proxy) becomes an issue, never a crash.
 */
export function checkCommandInto(ctx, body, options) {
    const depth = ctx.path.length;
    try {
        return checkCommand(ctx, body, options);
    }
    catch (error) {
        ctx.path.length = depth;
        report(ctx, [], IssueCodes.BASE_TYPE_UNREADABLE, `The command could not be read (${error instanceof Error ? error.name : 'exception'}); send plain JSON.`);
        return 0;
    }
}
function checkCommand(ctx, body, options) {
    if (!isRecord(body)) {
        report(ctx, [], IssueCodes.DICT_TYPE_CONVERT, `Must be a command object; got ${show(body)}.`);
        return 0;
    }
    const { scope, mode } = options;
    const creating = mode !== 'edit';
    for (const key in body) {
        if (!isCommandField(key, mode)) {
            reportUnknownField(ctx, key, COMMAND_FIELDS[mode], mode === 'edit' ? 'an edit request' : 'a command');
        }
    }
    const type = checkType(ctx, body.type, options);
    const global = scope === 'global';
    const chatInput = type === CT.CHAT_INPUT;
    // name
    let size = 0;
    const name = body.name;
    if (name === undefined || name === null) {
        if (creating || name === null) {
            report(ctx, ['name'], IssueCodes.BASE_TYPE_REQUIRED, 'This field is required: the command name (1-32 characters).');
        }
    }
    else {
        const rule = chatInput ? TextRule.CHAT_NAME : TextRule.CONTEXT_NAME;
        size += Math.max(checkText(ctx, 'name', name, rule), checkLocalizations(ctx, 'name_localizations', body.name_localizations, name, rule));
    }
    if (name === undefined && body.name_localizations !== undefined) {
        checkLocalizations(ctx, 'name_localizations', body.name_localizations, undefined, chatInput ? TextRule.CHAT_NAME : TextRule.CONTEXT_NAME);
    }
    // description
    size += checkDescription(ctx, body, type, creating);
    // options
    const commandOptions = body.options;
    if (commandOptions !== undefined) {
        if (chatInput) {
            ctx.path.push('options');
            size += checkOptionList(ctx, commandOptions);
            ctx.path.pop();
        }
        else if (!(Array.isArray(commandOptions) && commandOptions.length === 0) && commandOptions !== null) {
            report(ctx, ['options'], IssueCodes.APPLICATION_COMMAND_FIELD_NOT_ALLOWED, `\`options\` are only allowed on CHAT_INPUT commands; ${TYPE_NAMES[type]} commands take no arguments.`);
        }
    }
    // default_member_permissions
    const dmp = body.default_member_permissions;
    if (dmp !== undefined && dmp !== null) {
        // The wire form is a string; permissionsProblem also takes a bigint, which JSON cannot carry.
        const problem = typeof dmp === 'string' ? permissionStringProblem(dmp) : 'expected a decimal string (e.g. "8")';
        if (problem !== undefined)
            report(ctx, ['default_member_permissions'], IssueCodes.PERMISSIONS_TYPE_INVALID, `${problem}; got ${show(dmp)}.`);
    }
    checkBoolean(ctx, 'nsfw', body.nsfw, false);
    checkBoolean(ctx, 'default_permission', body.default_permission, true);
    checkGlobalOnly(ctx, body, options, global);
    checkHandler(ctx, body.handler, type, options);
    checkIds(ctx, body, mode);
    if (size > Limits.COMMAND_TOTAL_CHARACTERS) {
        report(ctx, [], IssueCodes.APPLICATION_COMMAND_TOO_LARGE, `Command exceeds maximum size (${Limits.COMMAND_TOTAL_CHARACTERS}): names, descriptions and choices ` +
            `total ${size} characters, counting the longest localized variant of each.`);
    }
    return type;
}
/**
 * permissionsProblem's answers to recently seen strings ('' for none). Its check parses through BigInt,
 * about a tenth of validating a typical command, while an app's commands share a few values. The answer
 * depends on the string alone; only strings short enough to be a bit set are kept, at most 256 of them.
 */
const permissionAnswers = new Map();
const PERMISSION_STRING_MAX = 20; // 2^64 - 1 has 20 digits
const PERMISSION_ANSWERS_MAX = 256;
function permissionStringProblem(value) {
    if (value.length > PERMISSION_STRING_MAX)
        return permissionsProblem(value);
    let answer = permissionAnswers.get(value);
    if (answer === undefined) {
        answer = permissionsProblem(value) ?? '';
        if (permissionAnswers.size >= PERMISSION_ANSWERS_MAX)
            permissionAnswers.clear();
        permissionAnswers.set(value, answer);
    }
    return answer === '' ? undefined : answer;
}
/** The command type (1 when absent or invalid, after reporting). */
function checkType(ctx, raw, options) {
    const valid = typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= 4;
    if (options.mode === 'edit') {
        const existing = options.existingType ?? CT.CHAT_INPUT;
        if (raw !== undefined && raw !== existing) {
            report(ctx, ['type'], IssueCodes.APPLICATION_COMMAND_FIELD_NOT_ALLOWED, `\`type\` is not editable (the command is ${TYPE_NAMES[existing] ?? existing}); delete and recreate it instead.`);
        }
        return existing;
    }
    if (raw === undefined)
        return CT.CHAT_INPUT;
    if (!valid) {
        reportNotInEnum(ctx, ['type'], CT, raw);
        return CT.CHAT_INPUT;
    }
    if (raw === CT.PRIMARY_ENTRY_POINT && options.scope === 'guild') {
        report(ctx, ['type'], IssueCodes.APPLICATION_COMMAND_NOT_ALLOWED_IN_GUILD, 'PRIMARY_ENTRY_POINT commands cannot be created in a guild: register it as a global command.');
    }
    return raw;
}
function checkDescription(ctx, body, type, creating) {
    const description = body.description;
    const localizations = body.description_localizations;
    if (type === CT.USER || type === CT.MESSAGE) {
        // Fetched USER and MESSAGE commands carry "": that value (and empty dictionaries) mean "none".
        if (description !== undefined && description !== null && description !== '') {
            report(ctx, ['description'], IssueCodes.APPLICATION_COMMAND_FIELD_NOT_ALLOWED, `${TYPE_NAMES[type]} commands take no description (it is always ""); remove \`description\`.`);
        }
        if (localizations !== undefined &&
            localizations !== null &&
            !(isRecord(localizations) && isEmpty(localizations))) {
            report(ctx, ['description_localizations'], IssueCodes.APPLICATION_COMMAND_FIELD_NOT_ALLOWED, `${TYPE_NAMES[type]} commands take no description; remove \`description_localizations\`.`);
        }
        return 0;
    }
    if (description === undefined || description === null) {
        if (type === CT.CHAT_INPUT && (creating || description === null)) {
            report(ctx, ['description'], IssueCodes.BASE_TYPE_REQUIRED, 'This field is required: CHAT_INPUT commands need a description (1-100 characters).');
        }
        return checkLocalizations(ctx, 'description_localizations', localizations, undefined, TextRule.DESCRIPTION);
    }
    if (type === CT.PRIMARY_ENTRY_POINT && description === '')
        return 0;
    return Math.max(checkText(ctx, 'description', description, TextRule.DESCRIPTION), checkLocalizations(ctx, 'description_localizations', localizations, description, TextRule.DESCRIPTION));
}
function isEmpty(obj) {
    for (const _ in obj)
        return false;
    return true;
}
/**
 * `integration_types`, `contexts` and `dm_permission` belong to global commands. Guild create and edit
 * bodies do not take them; a guild bulk-overwrite item (and a stored guild command) may carry them, with
 * the defaults [0] and [0, 1, 2], but guild commands never allow BOT_DM.
 */
function checkGlobalOnly(ctx, body, options, global) {
    // Read by name, and done at once when none is there (most commands): a keyed read in a loop over
    // the three names was a slow lookup each.
    const integrationTypes = body.integration_types;
    const contexts = body.contexts;
    const dmPermission = body.dm_permission;
    if (integrationTypes === undefined && contexts === undefined && dmPermission === undefined)
        return;
    const guildAccepts = options.mode === 'bulk' || options.mode === 'stored';
    for (const key of ['integration_types', 'contexts', 'dm_permission']) {
        const value = key === 'integration_types' ? integrationTypes : key === 'contexts' ? contexts : dmPermission;
        if (value === undefined)
            continue;
        if (!global && !guildAccepts) {
            report(ctx, [key], IssueCodes.APPLICATION_COMMAND_GLOBAL_ONLY_FIELD, `\`${key}\` is only allowed on global commands; guild commands are available in that guild only.`);
            continue;
        }
        if (key === 'dm_permission') {
            checkBoolean(ctx, key, value, true);
        }
        else if (key === 'contexts') {
            if (value === null)
                continue;
            const list = checkEnumList(ctx, key, value, CONTEXTS);
            const botDm = list?.indexOf(InteractionContextType.BOT_DM) ?? -1;
            if (!global && botDm >= 0) {
                report(ctx, [key, botDm], IssueCodes.APPLICATION_COMMAND_NOT_ALLOWED_IN_GUILD, 'Guild commands do not support the BOT_DM (1) context.');
            }
        }
        else {
            const list = checkEnumList(ctx, key, value, INTEGRATION_TYPES);
            const supported = options.appIntegrationTypes;
            if (list !== undefined && supported !== undefined) {
                for (let i = 0; i < list.length; i++) {
                    const item = list[i];
                    if (typeof item === 'number' &&
                        isEnumValue(ApplicationIntegrationType, item) &&
                        !supported.includes(item)) {
                        report(ctx, [key, i], IssueCodes.APPLICATION_COMMAND_INTEGRATION_TYPE_UNSUPPORTED, `The application does not support integration type ${item}; enable it on the application first.`);
                    }
                }
            }
        }
    }
}
function checkHandler(ctx, handler, type, options) {
    if (handler === undefined || handler === null)
        return;
    if (type !== CT.PRIMARY_ENTRY_POINT) {
        report(ctx, ['handler'], IssueCodes.APPLICATION_COMMAND_FIELD_NOT_ALLOWED, `\`handler\` is only allowed on PRIMARY_ENTRY_POINT (4) commands, not on ${TYPE_NAMES[type]}.`);
        return;
    }
    if (handler !== EntryPointCommandHandlerType.APP_HANDLER &&
        handler !== EntryPointCommandHandlerType.DISCORD_LAUNCH_ACTIVITY) {
        reportNotInEnum(ctx, ['handler'], EntryPointCommandHandlerType, handler);
    }
    else if (options.embedded === false) {
        report(ctx, ['handler'], IssueCodes.APPLICATION_COMMAND_HANDLER_REQUIRES_EMBEDDED, '`handler` can only be set by applications with the EMBEDDED flag (an Activity).');
    }
}
function checkIds(ctx, body, mode) {
    if (mode !== 'bulk' && mode !== 'stored')
        return;
    for (const key of SNOWFLAKE_FIELDS) {
        const value = body[key];
        if (value === undefined || (mode === 'bulk' && key !== 'id'))
            continue;
        if (typeof value !== 'string' || !isSnowflake(value)) {
            report(ctx, [key], IssueCodes.SNOWFLAKE_TYPE_INVALID, `Must be a snowflake (a decimal id string); got ${show(value)}.`);
        }
    }
}
