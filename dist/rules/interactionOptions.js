/**
 * The options of an invocation, read against the command's registered definition: which subcommand path
 * was invoked, and whether the values are ones the chat client would send (SERVICE.md "Interaction
 * payloads received by the app": default names only; autocomplete may carry partial input and omit
 * required options; FACTS.md: partial INTEGER and NUMBER values arrive as strings). The emulator checks
 * what a test asks it to invoke with these; an app may check a payload against its own definitions.
 */
import { ApplicationCommandType, isSnowflake, Limits, ApplicationCommandOptionType as T, } from '../model/index.js';
import { IssueCodes } from './issues.js';
import { codePoints, isRecord, report, show } from './validateCore.js';
import { checkIntRange, checkNumberRange } from './validateOptions.js';
/** Names of option types, by value. */
export const OPTION_TYPE_NAMES = Object.fromEntries(Object.entries(T).map(([name, value]) => [value, name]));
/** A partial INTEGER as typed so far (`-`, `12`), and a partial NUMBER (`-1.`, `.5`). */
const PARTIAL_INTEGER = /^-?\d*$/;
const PARTIAL_NUMBER = /^-?\d*\.?\d*$/;
function isGroupOrSubcommand(type) {
    return type === T.SUB_COMMAND || type === T.SUB_COMMAND_GROUP;
}
/**
 * The subcommand path of an invocation's options: `[]` for a plain command, `['sub']`, or
 * `['group', 'sub']`.
 *
 * @example
 * invocationPath([{ name: 'admin', type: 2, options: [{ name: 'ban', type: 1, options: [] }] }]); // ['admin', 'ban']
 */
export function invocationPath(options) {
    const path = [];
    let list = options;
    for (let depth = 0; depth < 2; depth++) {
        const first = list?.[0];
        if (first === undefined || !isGroupOrSubcommand(first.type))
            break;
        path.push(first.name);
        list = first.options;
    }
    return path;
}
/** The value options of the invoked (sub)command: below the subcommand path. */
export function invocationLeafOptions(options) {
    let list = options ?? [];
    for (let depth = 0; depth < 2; depth++) {
        const first = list[0];
        if (first === undefined || !isGroupOrSubcommand(first.type))
            break;
        list = first.options ?? [];
    }
    return list;
}
/**
 * Checks an invocation's `options` (wire form) against the command's registered definition: names and
 * types of the definition, one subcommand (and group) path, values of the option's type within its
 * choices, lengths and bounds, required options present (not in autocomplete), and in autocomplete
 * exactly one focused option that has `autocomplete` set, whose value may be partial. Paths start at
 * `options`.
 *
 * @example
 * validateInvocationOptions(command, [{ name: 'count', type: 4, value: 'x' }]); // [{ path: ['options', 0, 'value'], ... }]
 */
export function validateInvocationOptions(command, options, check = {}) {
    const ctx = { issues: [], path: ['options'] };
    const autocomplete = check.autocomplete === true;
    if (command.type !== ApplicationCommandType.CHAT_INPUT) {
        if (options !== undefined && !(Array.isArray(options) && options.length === 0))
            report(ctx, [], IssueCodes.BASE_TYPE_UNKNOWN_FIELD, `/${command.name} is a context-menu command: it takes no options.`);
        return ctx.issues;
    }
    const focused = { count: 0 };
    checkLevel(ctx, command.options ?? [], options ?? [], `/${command.name}`, autocomplete, focused);
    if (autocomplete && focused.count !== 1 && ctx.issues.length === 0) {
        report(ctx, [], IssueCodes.BASE_TYPE_REQUIRED, `An autocomplete request has exactly one focused option; got ${focused.count}.`);
    }
    return ctx.issues;
}
function checkLevel(ctx, defs, given, where, autocomplete, focused) {
    if (!Array.isArray(given)) {
        report(ctx, [], IssueCodes.LIST_TYPE_CONVERT, `Must be an array of options; got ${show(given)}.`);
        return;
    }
    const branches = defs.filter((def) => isGroupOrSubcommand(def.type));
    if (branches.length > 0) {
        checkBranch(ctx, branches, given, where, autocomplete, focused);
        return;
    }
    const seen = new Set();
    given.forEach((item, i) => {
        ctx.path.push(i);
        const name = checkItemHead(ctx, item, defs, where);
        if (name !== undefined) {
            if (seen.has(name))
                report(ctx, ['name'], IssueCodes.LIST_ITEM_VALUE_DUPLICATE, `Option ${show(name)} is given twice.`);
            seen.add(name);
            const def = defs.find((d) => d.name === name);
            checkValue(ctx, def, item, where, autocomplete, focused);
        }
        ctx.path.pop();
    });
    if (autocomplete)
        return;
    for (const def of defs) {
        if ('required' in def && def.required === true && !seen.has(def.name))
            report(ctx, [], IssueCodes.BASE_TYPE_REQUIRED, `${where} requires option ${show(def.name)}.`);
    }
}
/** A level of subcommands or groups: exactly one of them is invoked. */
function checkBranch(ctx, defs, given, where, autocomplete, focused) {
    const names = defs.map((def) => def.name).join(', ');
    if (given.length !== 1) {
        report(ctx, [], IssueCodes.BASE_TYPE_BAD_LENGTH, `${where} is invoked through exactly one of its subcommands (${names}); got ${given.length}.`);
        return;
    }
    ctx.path.push(0);
    const name = checkItemHead(ctx, given[0], defs, where);
    if (name !== undefined) {
        const def = defs.find((d) => d.name === name);
        const item = given[0];
        if (item.value !== undefined)
            report(ctx, ['value'], IssueCodes.BASE_TYPE_UNKNOWN_FIELD, `${OPTION_TYPE_NAMES[def.type]} ${show(name)} takes no value.`);
        ctx.path.push('options');
        checkLevel(ctx, ('options' in def ? (def.options ?? []) : []), item.options ?? [], `${where} ${name}`, autocomplete, focused);
        ctx.path.pop();
    }
    ctx.path.pop();
}
/** An item's name and type, which must match an option of the definition; returns the name when they do. */
function checkItemHead(ctx, item, defs, where) {
    if (!isRecord(item)) {
        report(ctx, [], IssueCodes.DICT_TYPE_CONVERT, `Must be an option object {name, type, value?}; got ${show(item)}.`);
        return undefined;
    }
    const def = defs.find((d) => d.name === item.name);
    if (def === undefined) {
        const known = defs.map((d) => d.name).join(', ') || 'none';
        report(ctx, ['name'], IssueCodes.BASE_TYPE_CHOICES, `${where} has no option ${show(item.name)} (its options: ${known}).`);
        return undefined;
    }
    if (item.type !== def.type) {
        report(ctx, ['type'], IssueCodes.BASE_TYPE_CHOICES, `Option ${show(def.name)} is ${OPTION_TYPE_NAMES[def.type]} (${def.type}); got type ${show(item.type)}.`);
        return undefined;
    }
    return def.name;
}
function checkValue(ctx, def, item, where, autocomplete, focused) {
    const value = item.value;
    if (item.options !== undefined)
        report(ctx, ['options'], IssueCodes.BASE_TYPE_UNKNOWN_FIELD, `${OPTION_TYPE_NAMES[def.type]} options have no nested options.`);
    if (item.focused !== undefined && item.focused !== false) {
        if (!autocomplete) {
            report(ctx, ['focused'], IssueCodes.BASE_TYPE_UNKNOWN_FIELD, 'Only autocomplete requests have a focused option.');
        }
        else if (!('autocomplete' in def) || def.autocomplete !== true) {
            report(ctx, ['focused'], IssueCodes.BASE_TYPE_CHOICES, `${where}: option ${show(def.name)} does not have autocomplete set.`);
        }
        else {
            focused.count++;
            checkPartial(ctx, def.type, value);
            return;
        }
    }
    if (value === undefined || value === null) {
        report(ctx, ['value'], IssueCodes.BASE_TYPE_REQUIRED, `Option ${show(def.name)} needs a value.`);
        return;
    }
    switch (def.type) {
        case T.STRING:
            checkString(ctx, def, value);
            break;
        case T.INTEGER:
        case T.NUMBER: {
            const read = def.type === T.INTEGER
                ? checkIntRange(ctx, ['value'], value, def.min_value ?? Limits.INTEGER_MIN, def.max_value ?? Limits.INTEGER_MAX)
                : checkNumberRange(ctx, ['value'], value, def.min_value ?? Limits.NUMBER_MIN, def.max_value ?? Limits.NUMBER_MAX);
            if (read !== undefined)
                checkChoice(ctx, def.choices, read, def.autocomplete === true);
            break;
        }
        case T.BOOLEAN:
            if (typeof value !== 'boolean')
                report(ctx, ['value'], IssueCodes.BOOLEAN_TYPE_COERCE, `Must be a boolean; got ${show(value)}.`);
            break;
        default:
            // USER, CHANNEL, ROLE, MENTIONABLE and ATTACHMENT values are ids into `resolved`.
            if (typeof value !== 'string' || !isSnowflake(value))
                report(ctx, ['value'], IssueCodes.SNOWFLAKE_TYPE_INVALID, `Must be the id of a ${OPTION_TYPE_NAMES[def.type]}; got ${show(value)}.`);
    }
}
function checkString(ctx, def, value) {
    if (typeof value !== 'string') {
        report(ctx, ['value'], IssueCodes.STRING_TYPE_COERCE, `Must be a string; got ${show(value)}.`);
        return;
    }
    const length = codePoints(value);
    const min = def.min_length ?? 0;
    const max = def.max_length ?? Limits.MAX_LENGTH_MAX;
    if (length < min || length > max)
        report(ctx, ['value'], IssueCodes.BASE_TYPE_BAD_LENGTH, `Must be between ${min} and ${max} in length; got ${length}.`);
    checkChoice(ctx, def.choices, value, def.autocomplete === true);
}
/** With choices (and no autocomplete, whose values need not be choices), the value must be one of them. */
function checkChoice(ctx, choices, value, autocomplete) {
    if (choices === undefined || choices.length === 0 || autocomplete)
        return;
    if (choices.some((choice) => choice.value === value))
        return;
    report(ctx, ['value'], IssueCodes.BASE_TYPE_CHOICES, `Value must be one of the option's choices (${choices.map((c) => JSON.stringify(c.value)).join(', ')}); got ${show(value)}.`);
}
/** A focused value as typed so far: any string for STRING; digits (and a sign, a point) for numbers. */
function checkPartial(ctx, type, value) {
    if (type === T.STRING) {
        if (typeof value !== 'string')
            report(ctx, ['value'], IssueCodes.STRING_TYPE_COERCE, `Must be a string; got ${show(value)}.`);
        return;
    }
    if (typeof value === 'number' && Number.isFinite(value) && (type === T.NUMBER || Number.isInteger(value)))
        return;
    const pattern = type === T.INTEGER ? PARTIAL_INTEGER : PARTIAL_NUMBER;
    if (typeof value !== 'string' || !pattern.test(value)) {
        report(ctx, ['value'], IssueCodes.NUMBER_TYPE_COERCE, `A partial ${OPTION_TYPE_NAMES[type]} is a number or the start of one as a string (such as "-" or "12"); got ${show(value)}.`);
    }
}
