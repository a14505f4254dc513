/**
 * Checks of command options and their choices: types, nesting, per-type fields, ranges, ordering, name
 * uniqueness (also per locale). Returns the characters the options add to the command's size total.
 */
import { ChannelType, Limits, ApplicationCommandOptionType as T } from '../model/index.js';
import { IssueCodes } from './issues.js';
import { checkBoolean, checkEnumList, checkLocalizations, checkText, codePoints, enumList, isRecord, listItems, report, reportNotInEnum, reportTooLong, reportUnknownField, show, TextRule, } from './validateCore.js';
/** The fields an option may carry. */
export const OPTION_FIELDS = [
    'type',
    'name',
    'name_localizations',
    'description',
    'description_localizations',
    'required',
    'choices',
    'options',
    'channel_types',
    'min_value',
    'max_value',
    'min_length',
    'max_length',
    'autocomplete',
];
/**
 * True for a key of {@link OPTION_FIELDS}. A switch rather than a Set: V8 compiles it to identity
 * comparisons of interned strings, about three times faster per key than `Set.has`, and every key of every
 * option is looked up. A test checks it against OPTION_FIELDS.
 */
export function isOptionField(key) {
    switch (key) {
        case 'type':
        case 'name':
        case 'name_localizations':
        case 'description':
        case 'description_localizations':
        case 'required':
        case 'choices':
        case 'options':
        case 'channel_types':
        case 'min_value':
        case 'max_value':
        case 'min_length':
        case 'max_length':
        case 'autocomplete':
            return true;
        default:
            return false;
    }
}
/** The fields a choice may carry. */
export const CHOICE_FIELDS = ['name', 'name_localizations', 'value'];
/** True for a key of {@link CHOICE_FIELDS} (a switch, as in {@link isOptionField}: choices are many). */
export function isChoiceField(key) {
    switch (key) {
        case 'name':
        case 'name_localizations':
        case 'value':
            return true;
        default:
            return false;
    }
}
const CHANNEL_TYPES = enumList(ChannelType);
/** Where an options array sits, which decides the option types it may hold. */
const Parent = { COMMAND: 0, GROUP: 1, SUBCOMMAND: 2 };
const TYPE_NAMES = [
    '',
    'SUB_COMMAND',
    'SUB_COMMAND_GROUP',
    'STRING',
    'INTEGER',
    'BOOLEAN',
    'USER',
    'CHANNEL',
    'ROLE',
    'MENTIONABLE',
    'NUMBER',
    'ATTACHMENT',
];
function isNumericType(type) {
    return type === T.INTEGER || type === T.NUMBER;
}
function takesChoices(type) {
    return type === T.STRING || type === T.INTEGER || type === T.NUMBER;
}
/**
 * Checks the `options` array at `ctx.path` (the caller has pushed `options`) of a CHAT_INPUT command.
 * Returns the option names, descriptions and choices' contribution to the 8000-character total.
 */
export function checkOptionList(ctx, list) {
    return checkList(ctx, list, Parent.COMMAND);
}
function checkList(ctx, list, parent) {
    const items = listItems(ctx, list, 'options', Limits.OPTIONS);
    if (items === undefined)
        return 0;
    let size = 0;
    let firstKind = -1; // 0: basic option, 1: subcommand or group
    let sawOptional = false;
    let localized = false;
    for (let i = 0; i < items.length; i++) {
        const option = items[i];
        ctx.path.push(i);
        if (!isRecord(option)) {
            report(ctx, [], IssueCodes.DICT_TYPE_CONVERT, `Must be an option object; got ${show(option)}.`);
            ctx.path.pop();
            continue;
        }
        const type = option.type;
        const known = typeof type === 'number' && Number.isInteger(type) && type >= 1 && type <= 11;
        if (type === undefined || type === null) {
            report(ctx, ['type'], IssueCodes.BASE_TYPE_REQUIRED, 'This field is required: the option type (1-11).');
        }
        else if (!known) {
            reportNotInEnum(ctx, ['type'], T, type);
        }
        let nestingOk = false;
        if (known) {
            const isSub = type === T.SUB_COMMAND || type === T.SUB_COMMAND_GROUP;
            nestingOk = checkNesting(ctx, type, parent);
            if (nestingOk && parent === Parent.COMMAND) {
                const kind = isSub ? 1 : 0;
                if (firstKind === -1)
                    firstKind = kind;
                else if (kind !== firstKind) {
                    report(ctx, ['type'], IssueCodes.APPLICATION_COMMAND_OPTIONS_TYPE_INVALID, 'Subcommands and subcommand groups cannot be mixed with other option types at one level.');
                }
            }
            if (!isSub) {
                if (option.required === true) {
                    if (sawOptional) {
                        report(ctx, ['required'], IssueCodes.APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID, 'Required options must be placed before non-required options.');
                    }
                }
                else {
                    sawOptional = true;
                }
            }
        }
        size += checkOption(ctx, option, known ? type : 0, nestingOk);
        const nameLocalizations = option.name_localizations;
        if (nameLocalizations !== undefined && nameLocalizations !== null)
            localized = true;
        ctx.path.pop();
    }
    checkDistinctNames(ctx, items, localized);
    return size;
}
/** True when an option of `type` may sit under `parent`; reports otherwise. */
function checkNesting(ctx, type, parent) {
    const isSub = type === T.SUB_COMMAND || type === T.SUB_COMMAND_GROUP;
    if (parent === Parent.GROUP && type !== T.SUB_COMMAND) {
        report(ctx, ['type'], IssueCodes.APPLICATION_COMMAND_OPTIONS_TYPE_INVALID, type === T.SUB_COMMAND_GROUP
            ? 'A subcommand group cannot contain another subcommand group: only subcommands (type 1).'
            : `A subcommand group may only contain subcommands (type 1); got ${TYPE_NAMES[type]}.`);
        return false;
    }
    if (parent === Parent.SUBCOMMAND && isSub) {
        report(ctx, ['type'], IssueCodes.APPLICATION_COMMAND_OPTIONS_TYPE_INVALID, `A subcommand cannot contain a ${TYPE_NAMES[type]}: only one level of nesting below a group is supported.`);
        return false;
    }
    return true;
}
function notAllowed(ctx, key, type, allowed) {
    report(ctx, [key], IssueCodes.APPLICATION_COMMAND_OPTION_FIELD_NOT_ALLOWED, `\`${key}\` is only allowed on ${allowed} options, not on ${TYPE_NAMES[type] || 'options of an unknown type'}.`);
}
/**
 * Checks one option's own fields; `type` is 0 when unknown. Nested options are checked only when the option
 * itself sits at a valid level (`descend`), which also bounds the recursion on hostile input.
 * Returns its size contribution.
 */
function checkOption(ctx, option, type, descend) {
    for (const key in option)
        if (!isOptionField(key))
            reportUnknownField(ctx, key, OPTION_FIELDS, 'an option');
    let size = 0;
    size += checkRequiredText(ctx, option, 'name', TextRule.CHAT_NAME, 'the option name (1-32 characters)');
    size += checkRequiredText(ctx, option, 'description', TextRule.DESCRIPTION, 'the option description (1-100 characters)');
    if (type === 0)
        return size;
    const isSub = type === T.SUB_COMMAND || type === T.SUB_COMMAND_GROUP;
    // Each field is read once, so a hostile getter cannot answer two checks of one field differently.
    const required = option.required;
    checkBoolean(ctx, 'required', required, false);
    if (isSub && required === true)
        notAllowed(ctx, 'required', type, 'non-subcommand');
    // choices and autocomplete
    const choices = option.choices;
    let hasChoices = false;
    if (choices !== undefined) {
        if (!takesChoices(type))
            notAllowed(ctx, 'choices', type, 'STRING, INTEGER and NUMBER');
        else {
            ctx.path.push('choices');
            size += checkChoices(ctx, choices, type);
            ctx.path.pop();
            hasChoices = Array.isArray(choices) && choices.length > 0;
        }
    }
    const autocomplete = option.autocomplete;
    if (autocomplete !== undefined) {
        checkBoolean(ctx, 'autocomplete', autocomplete, false);
        if (!takesChoices(type))
            notAllowed(ctx, 'autocomplete', type, 'STRING, INTEGER and NUMBER');
        else if (autocomplete === true && hasChoices) {
            report(ctx, ['autocomplete'], IssueCodes.APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_WITH_CHOICES, '`autocomplete` cannot be true when `choices` are present: use one or the other.');
        }
    }
    // channel_types
    const channelTypes = option.channel_types;
    if (channelTypes !== undefined) {
        if (type !== T.CHANNEL)
            notAllowed(ctx, 'channel_types', type, 'CHANNEL');
        else
            checkEnumList(ctx, 'channel_types', channelTypes, CHANNEL_TYPES);
    }
    checkBoundPair(ctx, type, ['min_value', 'max_value'], option, {
        applies: isNumericType(type),
        appliesTo: 'INTEGER and NUMBER',
        check: (key, value) => checkBound(ctx, key, value, type),
    });
    checkBoundPair(ctx, type, ['min_length', 'max_length'], option, {
        applies: type === T.STRING,
        appliesTo: 'STRING',
        check: (key, value) => key === 'min_length'
            ? checkIntRange(ctx, key, value, Limits.MIN_LENGTH_MIN, Limits.MIN_LENGTH_MAX)
            : checkIntRange(ctx, key, value, Limits.MAX_LENGTH_MIN, Limits.MAX_LENGTH_MAX),
    });
    // nested options
    const nested = option.options;
    if (!isSub) {
        if (nested !== undefined)
            notAllowed(ctx, 'options', type, 'SUB_COMMAND and SUB_COMMAND_GROUP');
    }
    else if (descend) {
        const isGroup = type === T.SUB_COMMAND_GROUP;
        if (isGroup &&
            (nested === undefined || nested === null || (Array.isArray(nested) && nested.length === 0))) {
            report(ctx, ['options'], IssueCodes.APPLICATION_COMMAND_OPTIONS_GROUP_EMPTY, 'A subcommand group needs at least one subcommand (type 1) in `options`.');
        }
        else if (nested !== undefined && nested !== null) {
            ctx.path.push('options');
            size += checkList(ctx, nested, isGroup ? Parent.GROUP : Parent.SUBCOMMAND);
            ctx.path.pop();
        }
    }
    return size;
}
/**
 * A lower and upper bound (`min_value`/`max_value`, `min_length`/`max_length`): refused on types they do
 * not apply to, otherwise each checked by `check`, and the upper one not below the lower one.
 */
function checkBoundPair(ctx, type, [minKey, maxKey], option, rule) {
    const minValue = option[minKey];
    const maxValue = option[maxKey];
    if (minValue === undefined && maxValue === undefined)
        return;
    if (!rule.applies) {
        if (minValue !== undefined)
            notAllowed(ctx, minKey, type, rule.appliesTo);
        if (maxValue !== undefined)
            notAllowed(ctx, maxKey, type, rule.appliesTo);
        return;
    }
    const min = minValue === undefined ? undefined : rule.check(minKey, minValue);
    const max = maxValue === undefined ? undefined : rule.check(maxKey, maxValue);
    if (min !== undefined && max !== undefined && min > max) {
        report(ctx, [maxKey], IssueCodes.APPLICATION_COMMAND_OPTION_RANGE_INVALID, `\`${maxKey}\` (${max}) must be greater than or equal to \`${minKey}\` (${min}).`);
    }
}
/** A min/max bound of an INTEGER or NUMBER option; returns it when valid. */
function checkBound(ctx, key, value, type) {
    if (value === undefined)
        return undefined;
    return type === T.INTEGER
        ? checkIntRange(ctx, key, value, Limits.INTEGER_MIN, Limits.INTEGER_MAX)
        : checkNumberRange(ctx, key, value, Limits.NUMBER_MIN, Limits.NUMBER_MAX);
}
const tailOf = (key) => (typeof key === 'string' ? [key] : [...key]);
export function checkIntRange(ctx, key, value, min, max) {
    if (value === undefined)
        return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value)) {
        report(ctx, tailOf(key), IssueCodes.NUMBER_TYPE_COERCE, `Value ${show(value)} is not an integer.`);
        return undefined;
    }
    return inRange(ctx, key, value, min, max);
}
export function checkNumberRange(ctx, key, value, min, max) {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
        report(ctx, tailOf(key), IssueCodes.NUMBER_TYPE_COERCE, `Value ${show(value)} is not a finite number.`);
        return undefined;
    }
    return inRange(ctx, key, value, min, max);
}
function inRange(ctx, key, value, min, max) {
    if (value < min) {
        report(ctx, tailOf(key), IssueCodes.BASE_TYPE_MIN_VALUE, `Must be greater than or equal to ${min}; got ${value}.`);
        return undefined;
    }
    if (value > max) {
        report(ctx, tailOf(key), IssueCodes.BASE_TYPE_MAX_VALUE, `Must be less than or equal to ${max}; got ${value}.`);
        return undefined;
    }
    return value;
}
/**
 * Checks a choices array (path has `choices` pushed) of an option of `type`: also the choices of an
 * autocomplete result. Returns names' and values' size contribution.
 */
export function checkChoices(ctx, choices, type) {
    const items = listItems(ctx, choices, 'choices', Limits.CHOICES);
    if (items === undefined)
        return 0;
    let size = 0;
    for (let i = 0; i < items.length; i++) {
        const choice = items[i];
        ctx.path.push(i);
        if (!isRecord(choice)) {
            report(ctx, [], IssueCodes.DICT_TYPE_CONVERT, `Must be a choice object {name, value}; got ${show(choice)}.`);
            ctx.path.pop();
            continue;
        }
        for (const key in choice)
            if (!isChoiceField(key))
                reportUnknownField(ctx, key, CHOICE_FIELDS, 'a choice');
        size += checkRequiredText(ctx, choice, 'name', TextRule.CHOICE_NAME, 'the choice name (1-100 characters)');
        size += checkChoiceValue(ctx, choice.value, type);
        ctx.path.pop();
    }
    return size;
}
/**
 * A required text field with its localizations (`name` and `name_localizations`, or the description's):
 * reported missing as `required` describes it, otherwise checked. Returns its size contribution.
 */
function checkRequiredText(ctx, record, key, rule, required) {
    const value = record[key];
    if (value === undefined || value === null) {
        report(ctx, [key], IssueCodes.BASE_TYPE_REQUIRED, `This field is required: ${required}.`);
        return 0;
    }
    const localizations = `${key}_localizations`;
    return Math.max(checkText(ctx, key, value, rule), checkLocalizations(ctx, localizations, record[localizations], value, rule));
}
function checkChoiceValue(ctx, value, type) {
    if (value === undefined || value === null) {
        report(ctx, ['value'], IssueCodes.BASE_TYPE_REQUIRED, 'This field is required: the choice value.');
        return 0;
    }
    if (type === T.STRING) {
        if (typeof value !== 'string') {
            report(ctx, ['value'], IssueCodes.STRING_TYPE_COERCE, `A STRING option's choice value must be a string; got ${show(value)}.`);
            return 0;
        }
        const length = codePoints(value);
        if (length > Limits.CHOICE_STRING_VALUE_MAX) {
            reportTooLong(ctx, ['value'], length, Limits.CHOICE_STRING_VALUE_MAX);
        }
        return length;
    }
    const ok = type === T.INTEGER
        ? checkIntRange(ctx, 'value', value, Limits.INTEGER_MIN, Limits.INTEGER_MAX)
        : checkNumberRange(ctx, 'value', value, Limits.NUMBER_MIN, Limits.NUMBER_MAX);
    return ok === undefined ? 0 : String(ok).length;
}
/**
 * Option names must be distinct within one array, and in every locale: a localized name may equal neither
 * another option's default name nor another option's name in that locale. A localization equal to the
 * option's own default is ignored. "On that command" is read as "in that options array": options in
 * different subcommands are never offered together, so they may share names, as their defaults may.
 */
function checkDistinctNames(ctx, list, localized) {
    const count = list.length;
    const names = new Array(count);
    for (let i = 0; i < count; i++) {
        const name = nameOf(list[i]);
        names[i] = name;
        if (name === undefined)
            continue;
        const j = names.indexOf(name);
        if (j < i) {
            report(ctx, [i, 'name'], IssueCodes.APPLICATION_COMMAND_OPTIONS_DUPLICATE_NAME, `Option names must be unique within one options array: ${show(name)} is also used at index ${j}.`);
        }
    }
    if (!localized)
        return;
    // locale + NUL + localized name -> index of the first option using it
    const seen = new Map();
    for (let i = 0; i < count; i++) {
        const own = list[i];
        if (!isRecord(own) || !isRecord(own.name_localizations))
            continue;
        const dict = own.name_localizations;
        for (const locale in dict) {
            const value = dict[locale];
            if (typeof value !== 'string' || value === names[i])
                continue;
            let clash = names.indexOf(value);
            let kind = 'default';
            if (clash < 0) {
                const key = `${locale}\u0000${value}`;
                const first = seen.get(key);
                if (first === undefined)
                    seen.set(key, i);
                else {
                    clash = first;
                    kind = locale;
                }
            }
            if (clash >= 0) {
                report(ctx, [i, 'name_localizations', locale], IssueCodes.APPLICATION_COMMAND_OPTIONS_DUPLICATE_LOCALIZED_NAME, `Localized option name ${show(value)} (${locale}) clashes with the ${kind} name of the option at index ` +
                    `${clash}: option names must be distinct in every locale.`);
            }
        }
    }
}
function nameOf(option) {
    return isRecord(option) && typeof option.name === 'string' ? option.name : undefined;
}
