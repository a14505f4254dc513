/**
 * Field checks of request bodies other than commands (lobbies, lobby messages, voice channel status), in
 * the service's words (`Only dictionaries may be used in a DictType`, `int value should be ...`). Each
 * check records issues at an explicit path and returns the value it read (undefined when invalid), so the
 * emulator can use the values and the SDK only the issues. Nothing here throws.
 */
import { isSnowflake } from '../model/snowflake.js';
import { IssueCodes } from './issues.js';
import { checkKnownKeys, codePoints, defineOwn, isRecord } from './validateCore.js';
const DICT_MESSAGE = 'Only dictionaries may be used in a DictType';
/** `Must be between 1 and 25 in length.` (a range) or `Must be 25 or fewer in length.` (a maximum). */
function lengthIssue(min, max) {
    return min > 0
        ? { code: IssueCodes.BASE_TYPE_BAD_LENGTH, message: `Must be between ${min} and ${max} in length.` }
        : { code: IssueCodes.BASE_TYPE_MAX_LENGTH, message: `Must be ${max} or fewer in length.` };
}
/** Collects issues of one body; each method checks one field at `path`. */
export class FieldChecker {
    unknownFields;
    issues = [];
    constructor(unknownFields = 'ignore') {
        this.unknownFields = unknownFields;
    }
    add(path, code, message) {
        this.issues.push({ path, code, message });
        return undefined;
    }
    /** A required field that is absent (or null), in the service's words. */
    missing(path) {
        return this.add(path, IssueCodes.BASE_TYPE_REQUIRED, 'This field is required');
    }
    /** Unknown fields of `fields` (when refused), reported at `path` + the field's name. */
    knownKeys(fields, known, what, path) {
        if (this.unknownFields === 'refuse')
            checkKnownKeys({ issues: this.issues, path }, fields, known, what);
    }
    /** The body's fields; `{}` (with an issue) when it is not an object. */
    object(body, known, what) {
        if (!isRecord(body)) {
            this.add([], IssueCodes.DICT_TYPE_CONVERT, DICT_MESSAGE);
            return {};
        }
        this.knownKeys(body, known, what, []);
        return body;
    }
    /** The fields of a body that may be left out: no body, or null, reads as no fields (and no issue). */
    optionalObject(body, known, what) {
        return body === undefined || body === null ? {} : this.object(body, known, what);
    }
    /** Absent, null, or at most 25 keys with string values of at most 1024 characters. */
    metadata(value, path, maxKeys, maxValue) {
        if (value === undefined || value === null)
            return value;
        if (!isRecord(value))
            return this.add(path, IssueCodes.DICT_TYPE_CONVERT, DICT_MESSAGE);
        const entries = Object.entries(value);
        if (entries.length > maxKeys) {
            return this.add(path, IssueCodes.BASE_TYPE_MAX_LENGTH, `Must be ${maxKeys} or fewer in length.`);
        }
        const out = {};
        let ok = true;
        for (const [key, item] of entries) {
            if (typeof item !== 'string') {
                this.add([...path, key], IssueCodes.STRING_TYPE_COERCE, 'Could not interpret value as string.');
                ok = false;
            }
            else if (codePoints(item) > maxValue) {
                const { code, message } = lengthIssue(0, maxValue);
                this.add([...path, key], code, message);
                ok = false;
            }
            else {
                defineOwn(out, key, item);
            }
        }
        return ok ? out : undefined;
    }
    /** Absent or null, or an integer in `min..max`. */
    integer(value, path, min, max) {
        if (value === undefined || value === null)
            return undefined;
        if (typeof value !== 'number' || !Number.isInteger(value)) {
            return this.add(path, IssueCodes.NUMBER_TYPE_COERCE, `Value "${String(value).slice(0, 40)}" is not int.`);
        }
        if (value < min) {
            return this.add(path, IssueCodes.BASE_TYPE_MIN_VALUE, `int value should be greater than or equal to ${min}.`);
        }
        if (value > max) {
            return this.add(path, IssueCodes.BASE_TYPE_MAX_VALUE, `int value should be less than or equal to ${max}.`);
        }
        return value;
    }
    /** Lobby and member `flags`: absent, null, or 1 (the only flag the service accepts in requests). */
    flags(value, path) {
        if (value === undefined || value === null)
            return undefined;
        if (value !== 1)
            return this.add(path, IssueCodes.BASE_TYPE_CHOICES, 'Value must be one of (1,).');
        return value;
    }
    /** Absent or null, or a boolean. */
    boolean(value, path) {
        if (value === undefined || value === null)
            return undefined;
        if (typeof value !== 'boolean') {
            return this.add(path, IssueCodes.BOOLEAN_TYPE_COERCE, 'Must be either true or false.');
        }
        return value;
    }
    /** A required string of `min..max` characters (code points). */
    string(value, path, min, max) {
        if (value === undefined || value === null)
            return this.missing(path);
        return this.optionalString(value, path, min, max);
    }
    /** Absent or null, or a string of `min..max` characters (code points). */
    optionalString(value, path, min, max) {
        if (value === undefined || value === null)
            return undefined;
        if (typeof value !== 'string') {
            return this.add(path, IssueCodes.STRING_TYPE_COERCE, 'Could not interpret value as string.');
        }
        const length = codePoints(value);
        if (length < min || length > max) {
            const { code, message } = lengthIssue(min, max);
            return this.add(path, code, message);
        }
        return value;
    }
    /** Absent or null, or an http(s) URL of 1..max characters. */
    url(value, path, max) {
        const text = this.optionalString(value, path, 1, max);
        if (text === undefined)
            return undefined;
        if (!/^https?:\/\/[^\s]+$/i.test(text))
            return this.add(path, IssueCodes.STRING_TYPE_REGEX, 'Must be an http:// or https:// URL.');
        return text;
    }
    /** A required snowflake, normalised to its decimal form (`"007"` -> `"7"`). */
    snowflake(value, path) {
        if (value === undefined || value === null)
            return this.missing(path);
        if (typeof value !== 'string' || !isSnowflake(value)) {
            return this.add(path, IssueCodes.SNOWFLAKE_TYPE_INVALID, `Value "${String(value).slice(0, 40)}" is not snowflake.`);
        }
        return BigInt(value).toString();
    }
    /** An array of `min..max` items; undefined (with an issue) otherwise. */
    list(value, path, min, max) {
        if (!Array.isArray(value)) {
            return this.add(path, IssueCodes.LIST_TYPE_CONVERT, 'Only iterables may be used in a ListType');
        }
        if (value.length < min || value.length > max) {
            const { code, message } = lengthIssue(min, max);
            return this.add(path, code, message);
        }
        return value;
    }
    /** An item of a list that must be an object: its fields, or undefined (with an issue). */
    item(value, path) {
        return isRecord(value) ? value : this.add(path, IssueCodes.DICT_TYPE_CONVERT, DICT_MESSAGE);
    }
}
