/**
 * The body of Edit Application Command Permissions (SERVICE.md "Command permissions"): `permissions`, at
 * most 100 `{ id, type, permission }` entries, each target (type and id) at most once. Whether a target
 * exists in the guild needs the guild's roles, users and channels: the caller may pass a lookup, which is
 * asked about every entry with a valid id and type. All Channels (guild id - 1) always exists.
 */
import { allChannelsPermissionId, isSnowflake, Limits, ApplicationCommandPermissionType as PermissionType, } from '../model/index.js';
import { IssueCodes } from './issues.js';
import { checkKnownKeys, isRecord, report, reportNotInEnum, show } from './validateCore.js';
const BODY_KEYS = new Set(['permissions']);
const ENTRY_KEYS = new Set(['id', 'type', 'permission']);
const TYPES = Object.values(PermissionType);
/** The entries of the body (meaningful only when `issues` is empty). */
export function validateCommandPermissionsBody(body, options = {}) {
    const ctx = { issues: [], path: [] };
    const done = () => ({ value: [], issues: ctx.issues });
    if (!isRecord(body)) {
        report(ctx, [], IssueCodes.DICT_TYPE_CONVERT, `Must be an object with \`permissions\`; got ${show(body)}.`);
        return done();
    }
    checkKnownKeys(ctx, body, BODY_KEYS, 'a permissions edit');
    const list = body.permissions;
    if (!Array.isArray(list)) {
        const code = list === undefined || list === null ? IssueCodes.BASE_TYPE_REQUIRED : IssueCodes.LIST_TYPE_CONVERT;
        report(ctx, ['permissions'], code, `Must be an array of up to ${Limits.COMMAND_PERMISSIONS} permissions; got ${show(list)}.`);
        return done();
    }
    if (list.length > Limits.COMMAND_PERMISSIONS) {
        report(ctx, ['permissions'], IssueCodes.BASE_TYPE_MAX_LENGTH, `Must be ${Limits.COMMAND_PERMISSIONS} or fewer in length; got ${list.length}.`);
        return done();
    }
    const seen = new Map();
    list.forEach((item, index) => {
        ctx.path.push('permissions', index);
        checkEntry(ctx, item, index, seen, options);
        ctx.path.length -= 2;
    });
    return { value: list, issues: ctx.issues };
}
function checkEntry(ctx, item, index, seen, options) {
    if (!isRecord(item)) {
        report(ctx, [], IssueCodes.DICT_TYPE_CONVERT, `Must be a command permission { id, type, permission }; got ${show(item)}.`);
        return;
    }
    checkKnownKeys(ctx, item, ENTRY_KEYS, 'a command permission');
    const { id, type } = item;
    const idValid = typeof id === 'string' && isSnowflake(id);
    if (!idValid) {
        report(ctx, ['id'], IssueCodes.SNOWFLAKE_TYPE_INVALID, `Must be a snowflake (a decimal string from 0 to 2^64-1); got ${show(id)}.`);
    }
    const typeValid = TYPES.includes(type);
    if (!typeValid) {
        reportNotInEnum(ctx, ['type'], PermissionType, type);
    }
    if (typeof item.permission !== 'boolean') {
        report(ctx, ['permission'], IssueCodes.BOOLEAN_TYPE_COERCE, `Must be a boolean; got ${show(item.permission)}.`);
    }
    if (!idValid || !typeValid)
        return;
    // Entries match by type as well as id: a channel id can equal the @everyone role's id (FACTS.md).
    const key = `${type}:${id}`;
    const first = seen.get(key);
    if (first !== undefined) {
        report(ctx, ['id'], IssueCodes.LIST_ITEM_VALUE_DUPLICATE, `This target already has an entry at index ${first}.`);
    }
    else
        seen.set(key, index);
    const targets = options.targets;
    if (targets === undefined)
        return;
    const target = type;
    if (target === PermissionType.CHANNEL && id === allChannelsPermissionId(targets.guildId))
        return;
    const problem = targets.check(target, id);
    if (problem)
        report(ctx, ['id'], problem.code, problem.message);
}
