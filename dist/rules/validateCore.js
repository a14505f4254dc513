/**
 * Building blocks of the validators: the issue collector with its path stack, code point lengths, and
 * checks of names, descriptions and localization dictionaries. Inputs are `unknown`; nothing here throws.
 */
import { isLocale, Limits } from '../model/index.js';
import { IssueCodes } from './issues.js';
/** Records an issue at the current path plus `tail`. */
export function report(ctx, tail, code, message) {
    ctx.issues.push({ path: ctx.path.concat(tail), code, message });
}
/** A plain object (not null, not an array). */
export function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * Gives `target` an own, ordinary property `key`. A key read from hostile input may be `__proto__`:
 * assigning it would set the object's prototype, defining it keeps it a key like any other.
 */
export function defineOwn(target, key, value) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
/** A high surrogate: the only place where code points and UTF-16 units part ways. */
const HIGH_SURROGATE = /[\uD800-\uDBFF]/;
/** Length in Unicode code points (a surrogate pair counts once), as the service counts. */
export function codePoints(s) {
    // Most text has no surrogate (a one-byte string cannot hold one): the native regex scan answers that
    // several times faster than the charCodeAt loop below, which only strings with surrogates need.
    if (!HIGH_SURROGATE.test(s))
        return s.length;
    const n = s.length;
    let count = n;
    for (let i = 0; i < n - 1; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff) {
            const d = s.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff) {
                count--;
                i++;
            }
        }
    }
    return count;
}
/** A short, safe rendering of a hostile value for messages (never calls user code). */
export function show(value) {
    switch (typeof value) {
        case 'string':
            return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
        case 'number':
        case 'boolean':
        case 'bigint':
            return String(value);
        case 'object':
            return value === null ? 'null' : Array.isArray(value) ? 'an array' : 'an object';
        default:
            return `a value of type ${typeof value}`;
    }
}
/** The naming rule of CHAT_INPUT command names and all option names (length is checked separately). */
export const NAME_PATTERN_SOURCE = "^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$";
const NAME_CHARS = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]+$/u;
const NAME_CHAR = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]$/u;
/** Kinds of text field, each with its own rules. */
export const TextRule = {
    /** CHAT_INPUT command and option names: 1-32, the name pattern, lowercase. */
    CHAT_NAME: 0,
    /** USER, MESSAGE and PRIMARY_ENTRY_POINT names: 1-32, any case, spaces allowed. */
    CONTEXT_NAME: 1,
    /** Descriptions: 1-100. */
    DESCRIPTION: 2,
    /** Choice names: 1-100. */
    CHOICE_NAME: 3,
};
const RULE_MAX = [Limits.NAME_MAX, Limits.NAME_MAX, Limits.DESCRIPTION_MAX, Limits.CHOICE_NAME_MAX];
/**
 * Checks the text field `key` (at the current path). Returns its length in code points when it is a
 * string (even an invalid one, so the size total stays meaningful), or -1 when it is not a string.
 */
export function checkText(ctx, key, value, rule) {
    if (typeof value !== 'string') {
        report(ctx, [key], IssueCodes.STRING_TYPE_COERCE, `Must be a string; got ${show(value)}.`);
        return -1;
    }
    const max = RULE_MAX[rule];
    // Most names are plain ASCII: then they follow the name rules and count one code point per unit, and
    // neither the Unicode pattern nor a lowercase copy is needed.
    const plainName = rule === TextRule.CHAT_NAME && isPlainName(value);
    const length = plainName ? value.length : codePoints(value);
    if (length < 1 || length > max) {
        report(ctx, [key], IssueCodes.BASE_TYPE_BAD_LENGTH, `Must be between 1 and ${max} in length; got ${length}.`);
    }
    if (rule === TextRule.CHAT_NAME && length > 0 && !plainName)
        checkChatName(ctx, key, value);
    return length;
}
/** 1 for the ASCII characters a CHAT_INPUT name may hold (all lowercase or uncased), by char code. */
const PLAIN_NAME_CHARS = new Uint8Array(128);
for (const ch of "abcdefghijklmnopqrstuvwxyz0123456789-_'")
    PLAIN_NAME_CHARS[ch.charCodeAt(0)] = 1;
/** True when every character of `s` is one of {@link PLAIN_NAME_CHARS}. */
function isPlainName(s) {
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c >= 128 || PLAIN_NAME_CHARS[c] === 0)
            return false;
    }
    return true;
}
function checkChatName(ctx, key, name) {
    if (!NAME_CHARS.test(name)) {
        let bad = '';
        for (const ch of name) {
            if (!NAME_CHAR.test(ch)) {
                bad = ch;
                break;
            }
        }
        report(ctx, [key], IssueCodes.STRING_TYPE_REGEX, `String value did not match validation regex ${NAME_PATTERN_SOURCE}: only letters, numbers, - _ and ' are ` +
            `allowed (no spaces); ${show(name)} contains ${JSON.stringify(bad)}.${nameSuggestion(name)}`);
    }
    if (name.toLowerCase() !== name) {
        report(ctx, [key], IssueCodes.APPLICATION_COMMAND_INVALID_NAME, `Name must be lowercase where a lowercase variant exists; ${show(name)} is not.${nameSuggestion(name)}`);
    }
}
/**
 * A name that passes every CHAT_INPUT name rule, made from `name` (lowercased, each run of characters
 * the pattern refuses turned into one `-`, at most 32 code points), as ` Try "...".`; empty when nothing
 * is left. A suggestion the rules themselves would refuse ("mode name") is worse than none.
 */
function nameSuggestion(name) {
    let out = '';
    let gap = false;
    for (const ch of name.toLowerCase()) {
        if (NAME_CHAR.test(ch)) {
            if (gap && out !== '')
                out += '-';
            out += ch;
            gap = false;
        }
        else
            gap = true;
    }
    const fixed = [...out].slice(0, Limits.NAME_MAX).join('');
    return fixed === '' || fixed !== fixed.toLowerCase() ? '' : ` Try ${show(fixed)}.`;
}
/**
 * Checks a localization dictionary (`null` and absent are fine): known locale keys, each value following
 * `rule`. Values identical to `defaultValue` are ignored, as the service does. Returns the longest value
 * length in code points (0 when none), for the command size total.
 */
export function checkLocalizations(ctx, key, dict, defaultValue, rule) {
    if (dict === undefined || dict === null)
        return 0;
    if (!isRecord(dict)) {
        report(ctx, [key], IssueCodes.DICT_TYPE_CONVERT, `Must be an object of locale -> string, or null; got ${show(dict)}.`);
        return 0;
    }
    let longest = 0;
    ctx.path.push(key);
    for (const locale in dict) {
        const value = dict[locale];
        if (!isLocale(locale)) {
            report(ctx, [locale], IssueCodes.LOCALE_TYPE_INVALID, `Unknown locale ${show(locale)}: keys must be one of the service's locale codes (e.g. "en-US", "de", "es-419").`);
            continue;
        }
        if (value === defaultValue)
            continue;
        const length = checkText(ctx, locale, value, rule);
        if (length > longest)
            longest = length;
    }
    ctx.path.pop();
    return longest;
}
/** Checks an optional boolean (absent is fine; `null` too when `nullable`). */
export function checkBoolean(ctx, key, value, nullable) {
    if (value === undefined || typeof value === 'boolean' || (nullable && value === null))
        return;
    report(ctx, [key], IssueCodes.BOOLEAN_TYPE_COERCE, `Must be a boolean${nullable ? ' or null' : ''}; got ${show(value)}.`);
}
/** Reports every key of `obj` (for...in: own and inherited enumerable ones) that `known` does not hold. */
export function checkKnownKeys(ctx, obj, known, what) {
    for (const key in obj) {
        if (!known.has(key))
            reportUnknownField(ctx, key, known, what);
    }
}
/** Reports the unknown field `key` of `what`, listing the `known` ones. */
/** Reports a value that is not one of the enum `table`'s values (the service's BASE_TYPE_CHOICES). */
export function reportNotInEnum(ctx, tail, table, value) {
    report(ctx, tail, IssueCodes.BASE_TYPE_CHOICES, `Value must be one of ${describeEnum(table)}; got ${show(value)}.`);
}
/** Reports a length above `max` (the service's BASE_TYPE_MAX_LENGTH, with the length received). */
export function reportTooLong(ctx, tail, length, max) {
    report(ctx, tail, IssueCodes.BASE_TYPE_MAX_LENGTH, `Must be ${max} or fewer in length; got ${length}.`);
}
/**
 * The items of a list field to check, at most `max` of them: reports a value that is not an array (`what`
 * names its items: `options`, `choices`) and a list longer than `max`, whose first `max` items are still
 * checked (the rest would only repeat their issues). Undefined for a non-array.
 */
export function listItems(ctx, list, what, max) {
    if (!Array.isArray(list)) {
        report(ctx, [], IssueCodes.LIST_TYPE_CONVERT, `Must be an array of ${what}; got ${show(list)}.`);
        return undefined;
    }
    if (list.length <= max)
        return list;
    reportTooLong(ctx, [], list.length, max);
    return list.slice(0, max);
}
export function reportUnknownField(ctx, key, known, what) {
    report(ctx, [key], IssueCodes.BASE_TYPE_UNKNOWN_FIELD, `Unknown field ${show(key)} on ${what}; allowed fields: ${[...known].join(', ')}.`);
}
/** Prepares `table` for {@link checkEnumList} (at module load: tables are small and never change). */
export function enumList(table) {
    const values = Object.values(table);
    // Duplicates are tracked in a bit set over value positions (see checkEnumList).
    if (values.length > 31)
        throw new RangeError(`enumList: ${values.length} values do not fit a 31-bit set`);
    return { values, described: describeEnum(table) };
}
/**
 * Checks a list of enum values (e.g. `contexts`): an array of distinct members of `allowed`. Returns the
 * array when it is one (for further checks by the caller), else undefined.
 */
export function checkEnumList(ctx, key, value, allowed) {
    if (!Array.isArray(value)) {
        report(ctx, [key], IssueCodes.LIST_TYPE_CONVERT, `Must be an array; got ${show(value)}.`);
        return undefined;
    }
    const { values } = allowed;
    // Bit n is set once values[n] has been seen: linear in the list's length, which only the body size
    // bounds (a quadratic search let one 256 KiB body hold the emulator for seconds).
    let seen = 0;
    for (let i = 0; i < value.length; i++) {
        const item = value[i];
        const position = typeof item === 'number' ? values.indexOf(item) : -1;
        if (position < 0) {
            report(ctx, [key, i], IssueCodes.BASE_TYPE_CHOICES, `Value must be one of ${allowed.described}; got ${show(item)}.`);
        }
        else if ((seen & (1 << position)) !== 0) {
            report(ctx, [key, i], IssueCodes.LIST_ITEM_VALUE_DUPLICATE, `Value ${item} is listed twice.`);
        }
        else {
            seen |= 1 << position;
        }
    }
    return value;
}
/** `{0 (GUILD), 1 (BOT_DM)}` for messages. */
export function describeEnum(table) {
    return `{${Object.entries(table)
        .map(([name, v]) => `${v} (${name})`)
        .join(', ')}}`;
}
