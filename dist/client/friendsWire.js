import { isSnowflake } from '../model/snowflake.js';
import { validateActivity, withoutSecrets } from '../rules/activity.js';
import { isRecord } from '../rules/validateCore.js';
const STATUSES = new Set(['online', 'idle', 'dnd', 'offline']);
/** Longest name the cache keeps (usernames are at most 32 characters, display names too). */
const NAME_MAX = 100;
/** Avatar hashes: the CDN's characters (hex, with `a_` for animated ones). */
const AVATAR = /^[A-Za-z0-9_]{1,64}$/;
class Refused extends Error {
}
function object(value, path) {
    if (!isRecord(value))
        throw new Refused(`${path}: expected an object`);
    return value;
}
function id(value, path) {
    if (typeof value !== 'string' || !isSnowflake(value) || String(BigInt(value)) !== value)
        throw new Refused(`${path}: expected a snowflake string`);
    return value;
}
function bool(value, path) {
    if (typeof value !== 'boolean')
        throw new Refused(`${path}: expected a boolean`);
    return value;
}
function relationshipType(value, path) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 6)
        throw new Refused(`${path}: expected a RelationshipType (an integer 0..6)`);
    return value;
}
function name(value, path, nullable) {
    if (value === null && nullable)
        return null;
    if (typeof value !== 'string' || value.length === 0 || value.length > NAME_MAX)
        throw new Refused(`${path}: expected a string of 1..${NAME_MAX} characters${nullable ? ' or null' : ''}`);
    return value;
}
function user(value, path) {
    const d = object(value, path);
    const avatar = d.avatar ?? null;
    if (avatar !== null && (typeof avatar !== 'string' || !AVATAR.test(avatar)))
        throw new Refused(`${path}.avatar: expected an avatar hash or null`);
    const discriminator = d.discriminator ?? '0';
    if (typeof discriminator !== 'string')
        throw new Refused(`${path}.discriminator: expected a string`);
    const out = {
        id: id(d.id, `${path}.id`),
        username: name(d.username, `${path}.username`, false),
        discriminator,
        global_name: name(d.global_name ?? null, `${path}.global_name`, true),
        avatar,
    };
    if (d.is_provisional === true)
        out.is_provisional = true;
    return out;
}
function read(what, parse) {
    try {
        return { ok: true, value: parse() };
    }
    catch (error) {
        if (error instanceof Refused)
            return { ok: false, reason: `${what} ${error.message}` };
        throw error;
    }
}
/** A relationship entry (READY's `relationships[i]`, RELATIONSHIP_ADD / _UPDATE's `d`). */
export function readRelationship(value, path = 'd') {
    return read('relationship', () => {
        const d = object(value, path);
        const entry = {
            id: id(d.id, `${path}.id`),
            type: relationshipType(d.type, `${path}.type`),
            game_type: relationshipType(d.game_type, `${path}.game_type`),
            is_spam_request: bool(d.is_spam_request, `${path}.is_spam_request`),
            user: user(d.user, `${path}.user`),
        };
        if (entry.user.id !== entry.id)
            throw new Refused(`${path}.user.id: expected the entry's id`);
        return entry;
    });
}
/** RELATIONSHIP_REMOVE's `d`: the other user's id. */
export function readRelationshipRemove(value) {
    return read('relationship removal', () => id(object(value, 'd').id, 'd.id'));
}
/** A presence (READY's `presences[i]`, PRESENCE_UPDATE's `d`). */
export function readPresence(value, path = 'd') {
    return read('presence', () => {
        const d = object(value, path);
        const status = d.status;
        if (typeof status !== 'string' || !STATUSES.has(status))
            throw new Refused(`${path}.status: expected one of online, idle, dnd, offline`);
        if (!Array.isArray(d.activities))
            throw new Refused(`${path}.activities: expected an array`);
        const activities = d.activities.map((item, index) => activity(item, `${path}.activities[${index}]`));
        return {
            user: { id: id(object(d.user, `${path}.user`).id, `${path}.user.id`) },
            status: status,
            in_application: bool(d.in_application, `${path}.in_application`),
            played_application: bool(d.played_application, `${path}.played_application`),
            activities,
        };
    });
}
/** An activity of a presence, by the shared rule; whatever it holds beyond the known fields is dropped. */
function activity(value, path) {
    const checked = validateActivity(value);
    const issue = checked.issues[0];
    if (issue !== undefined)
        throw new Refused(`${path}.${issue.path.join('.')}: ${issue.message}`);
    // Secrets are the owner's and the invite's: a presence that carries one keeps none in the cache.
    return withoutSecrets(checked.value);
}
/** USER_UPDATE's `d`: the public fields of a user. */
export function readUser(value) {
    return read('user', () => user(value, 'd'));
}
/** A list field of READY (`relationships`, `presences`): an array, else nothing (and a reason). */
export function readList(value, path) {
    if (value === undefined)
        return { ok: true, value: [] };
    return Array.isArray(value)
        ? { ok: true, value }
        : { ok: false, reason: `READY ${path}: expected an array` };
}
