/**
 * What every domain's seeder (`<domain>/seed.ts`) checks its input with: {@link SeedError}, whose message
 * names the field (`guilds[0].roles[1].permissions`) and what is allowed, and the field readers that
 * throw it. Missing optional fields read as undefined, for the seeder to default.
 */
import { parseSnowflake } from '../model/snowflake.js';
import { isRecord } from '../rules/validateCore.js';
/** A control-API input that cannot be applied; the message names the field and what is allowed. */
export class SeedError extends TypeError {
    name = 'SeedError';
}
/** Seeds each item of an optional list, naming each by its index (`users[2]`). */
export function eachSeed(value, at, seed) {
    return list(value, at).map((item, i) => seed(item, `${at}[${i}]`));
}
export function existingGuild(ctx, id, at) {
    if (id === undefined)
        throw new SeedError(`${at}: required (the guild this belongs to)`);
    const guild = snowflake(id, at);
    if (!ctx.store.guilds.has(guild))
        throw new SeedError(`${at}: no guild ${guild} (seed the guild first)`);
    return guild;
}
export function existingUser(ctx, id, at) {
    const user = snowflake(id, at);
    if (!ctx.store.users.has(user))
        throw new SeedError(`${at}: no user ${user} (seed the user first)`);
    return user;
}
/** The seed's id, or a new one from the emulator's id source. */
export function idOrNew(ctx, id, at) {
    return id === undefined ? ctx.ids.next() : snowflake(id, at);
}
export function snowflake(value, at) {
    try {
        return parseSnowflake(value, at);
    }
    catch (error) {
        throw new SeedError(error.message);
    }
}
export function object(value, at) {
    if (!isRecord(value))
        throw new SeedError(`${at}: expected an object`);
}
export function list(value, at) {
    if (value === undefined)
        return [];
    if (!Array.isArray(value))
        throw new SeedError(`${at}: expected an array`);
    return value;
}
export function optionalString(value, at, min, max) {
    if (value === undefined)
        return undefined;
    if (typeof value !== 'string' || value.length < min || value.length > max) {
        throw new SeedError(`${at}: expected a string of ${min}..${max} characters`);
    }
    return value;
}
export function nullableString(value, at, min, max) {
    return value === null ? null : optionalString(value, at, min, max);
}
export function optionalBoolean(value, at) {
    if (value === undefined)
        return undefined;
    if (typeof value !== 'boolean')
        throw new SeedError(`${at}: expected a boolean`);
    return value;
}
/** An instant given as Unix ms or an ISO 8601 date, as Unix ms. */
export function instant(value, at) {
    if (value === undefined)
        return undefined;
    const ms = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : value;
    if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms < 0)
        throw new SeedError(`${at}: expected Unix milliseconds or an ISO 8601 date`);
    return ms;
}
export function optionalInteger(value, at, min, max) {
    if (value === undefined)
        return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
        throw new SeedError(`${at}: expected an integer from ${min} to ${max}`);
    }
    return value;
}
