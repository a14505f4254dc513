/**
 * A small vocabulary for checking data a server sent against the shape the SDK relies on: each check is a
 * function of a value and its JSON path that returns undefined (it fits) or a problem naming the path and
 * what was expected. A problem never quotes the value: a server's data (names, messages, tokens) must not
 * be echoed into logs. Used by the per-dispatch checks (dispatches.ts).
 */
import { isSnowflake } from '../model/snowflake.js';
import { isRecord } from './validateCore.js';
const expected = (what, test) => (value, path) => test(value) ? undefined : `${path}: expected ${what}`;
/**
 * A snowflake in its canonical decimal form (no leading zeros): ids key the caches, so `'0200'` and
 * `'200'` must not be two users.
 */
export const snowflake = expected('a snowflake string', (value) => typeof value === 'string' && isSnowflake(value) && String(BigInt(value)) === value);
/** A boolean. */
export const boolean = expected('a boolean', (value) => typeof value === 'boolean');
/** A safe integer. */
export const integer = expected('an integer', (value) => typeof value === 'number' && Number.isSafeInteger(value));
/** Any JSON value at all (the field is not read). */
export const anything = () => undefined;
/** A string of at most `max` characters (and at least `min`). */
export function text(max, min = 0) {
    return expected(`a string of ${min}..${max} characters`, (value) => typeof value === 'string' && value.length >= min && value.length <= max);
}
/** The shape, or null. */
export function nullable(shape) {
    return (value, path) => (value === null ? undefined : shape(value, path));
}
/** The shape, or absent (undefined). */
export function optional(shape) {
    return (value, path) => (value === undefined ? undefined : shape(value, path));
}
/** An array of at most `max` items, each of the shape (the first bad item is named by its index). */
export function arrayOf(item, max) {
    return (value, path) => {
        if (!Array.isArray(value) || value.length > max)
            return `${path}: expected an array of at most ${max}`;
        for (let i = 0; i < value.length; i++) {
            const problem = item(value[i], `${path}[${i}]`);
            if (problem !== undefined)
                return problem;
        }
        return undefined;
    };
}
/** An object whose listed fields have their shapes; other fields are allowed (and not read). */
export function objectOf(fields) {
    const entries = Object.entries(fields);
    return (value, path) => {
        if (!isRecord(value))
            return `${path}: expected an object`;
        for (const [key, shape] of entries) {
            const problem = shape(value[key], `${path}.${key}`);
            if (problem !== undefined)
                return problem;
        }
        return undefined;
    };
}
/** An object of at most `max` string values, each of at most `valueMax` characters (lobby metadata). */
export function stringRecord(max, valueMax) {
    return (value, path) => {
        if (!isRecord(value))
            return `${path}: expected an object of strings`;
        const keys = Object.keys(value);
        if (keys.length > max)
            return `${path}: expected at most ${max} entries`;
        for (const key of keys) {
            const entry = value[key];
            if (typeof entry !== 'string' || entry.length > valueMax)
                return `${path}: expected string values of at most ${valueMax} characters`;
        }
        return undefined;
    };
}
/** Both shapes (the first problem wins). */
export function both(first, second) {
    return (value, path) => first(value, path) ?? second(value, path);
}
