/**
 * The body of Edit Application Command Permissions, checked against the guild it targets: at most 100
 * `{ id, type, permission }` entries, each naming a role of the guild (the guild id is @everyone), a user,
 * or a channel of the guild (guild id - 1 is All Channels), each target at most once.
 */
import {
  type ApplicationCommandPermission,
  allChannelsPermissionId,
  isSnowflake,
  Limits,
  ApplicationCommandPermissionType as PermissionType,
  type Snowflake,
} from '../../model/index.js';
import { type Issue, IssueCodes } from '../../rules/index.js';
import { type Ctx, checkKnownKeys, describeEnum, isRecord, report, show } from '../../rules/validateCore.js';
import type { EmulatorStore } from '../store.js';

const BODY_KEYS: ReadonlySet<string> = new Set(['permissions']);
const ENTRY_KEYS: ReadonlySet<string> = new Set(['id', 'type', 'permission']);

/** Inner codes for entries that name nothing in the guild (same style as the service's codes). */
export const PermissionIssueCodes = {
  UNKNOWN_ROLE: 'APPLICATION_COMMAND_PERMISSIONS_UNKNOWN_ROLE',
  UNKNOWN_USER: 'APPLICATION_COMMAND_PERMISSIONS_UNKNOWN_USER',
  UNKNOWN_CHANNEL: 'APPLICATION_COMMAND_PERMISSIONS_UNKNOWN_CHANNEL',
} as const;

/** The entries of a valid body, or the issues (paths into the body). */
export function checkPermissionsBody(
  store: EmulatorStore,
  guildId: Snowflake,
  body: unknown,
): { entries: ApplicationCommandPermission[] } | { issues: Issue[] } {
  const ctx: Ctx = { issues: [], path: [] };
  if (!isRecord(body)) {
    report(
      ctx,
      [],
      IssueCodes.DICT_TYPE_CONVERT,
      `Must be an object with \`permissions\`; got ${show(body)}.`,
    );
    return { issues: ctx.issues };
  }
  checkKnownKeys(ctx, body, BODY_KEYS, 'a permissions edit');
  const list = body.permissions;
  if (!Array.isArray(list)) {
    const code =
      list === undefined || list === null ? IssueCodes.BASE_TYPE_REQUIRED : IssueCodes.LIST_TYPE_CONVERT;
    report(
      ctx,
      ['permissions'],
      code,
      `Must be an array of up to ${Limits.COMMAND_PERMISSIONS} permissions; got ${show(list)}.`,
    );
    return { issues: ctx.issues };
  }
  if (list.length > Limits.COMMAND_PERMISSIONS) {
    report(
      ctx,
      ['permissions'],
      IssueCodes.BASE_TYPE_MAX_LENGTH,
      `Must be ${Limits.COMMAND_PERMISSIONS} or fewer in length; got ${list.length}.`,
    );
    return { issues: ctx.issues };
  }
  const seen = new Map<string, number>();
  list.forEach((item: unknown, index) => {
    ctx.path.push('permissions', index);
    checkEntry(ctx, store, guildId, item, seen, index);
    ctx.path.length -= 2;
  });
  return ctx.issues.length > 0 ? { issues: ctx.issues } : { entries: list as ApplicationCommandPermission[] };
}

function checkEntry(
  ctx: Ctx,
  store: EmulatorStore,
  guildId: Snowflake,
  item: unknown,
  seen: Map<string, number>,
  index: number,
): void {
  if (!isRecord(item)) {
    report(
      ctx,
      [],
      IssueCodes.DICT_TYPE_CONVERT,
      `Must be a command permission { id, type, permission }; got ${show(item)}.`,
    );
    return;
  }
  checkKnownKeys(ctx, item, ENTRY_KEYS, 'a command permission');
  if (typeof item.permission !== 'boolean') {
    report(
      ctx,
      ['permission'],
      IssueCodes.BOOLEAN_TYPE_COERCE,
      `Must be a boolean; got ${show(item.permission)}.`,
    );
  }
  const { id, type } = item;
  const typeValid =
    type === PermissionType.ROLE || type === PermissionType.USER || type === PermissionType.CHANNEL;
  if (!typeValid) {
    report(
      ctx,
      ['type'],
      IssueCodes.BASE_TYPE_CHOICES,
      `Value must be one of ${describeEnum(PermissionType)}; got ${show(type)}.`,
    );
  }
  if (typeof id !== 'string' || !isSnowflake(id)) {
    report(
      ctx,
      ['id'],
      IssueCodes.SNOWFLAKE_TYPE_INVALID,
      `Must be a snowflake (a decimal id string); got ${show(id)}.`,
    );
    return;
  }
  if (!typeValid) return;
  const key = `${type}:${id}`;
  const first = seen.get(key);
  if (first !== undefined) {
    report(
      ctx,
      ['id'],
      IssueCodes.LIST_ITEM_VALUE_DUPLICATE,
      `This target already has an entry at index ${first}.`,
    );
  } else seen.set(key, index);
  const problem = unknownTarget(store, guildId, id, type);
  if (problem) report(ctx, ['id'], problem.code, problem.message);
}

function unknownTarget(
  store: EmulatorStore,
  guildId: Snowflake,
  id: Snowflake,
  type: number,
): { code: string; message: string } | undefined {
  if (type === PermissionType.ROLE) {
    if (store.roles.get(id)?.guildId === guildId) return undefined;
    return {
      code: PermissionIssueCodes.UNKNOWN_ROLE,
      message: `No role ${id} in guild ${guildId} (the @everyone role has the guild's id).`,
    };
  }
  if (type === PermissionType.USER) {
    if (store.users.has(id)) return undefined;
    return { code: PermissionIssueCodes.UNKNOWN_USER, message: `No user ${id}.` };
  }
  if (id === allChannelsPermissionId(guildId) || store.channels.get(id)?.guildId === guildId)
    return undefined;
  return {
    code: PermissionIssueCodes.UNKNOWN_CHANNEL,
    message: `No channel ${id} in guild ${guildId} (All Channels is the guild id minus 1).`,
  };
}
