/**
 * Pre-flight checks of the non-command request bodies (lobbies, lobby messages, command permissions,
 * voice channel status), in the style of `src/rules`: pure functions from hostile input to issues with
 * paths and the service's inner codes. Command bodies are checked by `src/rules` itself.
 *
 * These depend only on `src/model` and `src/rules`, so the emulator could share them once they move to
 * `src/rules` (they live here because `src/rules` has no lobby validators yet).
 */
import { ApplicationCommandPermissionType, isSnowflake, Limits } from '../model/index.js';
import { type Issue, IssueCodes } from '../rules/issues.js';
import {
  type Ctx,
  checkBoolean,
  checkKnownKeys,
  codePoints,
  describeEnum,
  isRecord,
  report,
  show,
} from '../rules/validateCore.js';

function newCtx(): Ctx {
  return { issues: [], path: [] };
}

function checkSnowflake(ctx: Ctx, tail: readonly (string | number)[], value: unknown): void {
  if (typeof value === 'string' && isSnowflake(value)) return;
  report(
    ctx,
    tail,
    IssueCodes.SNOWFLAKE_TYPE_INVALID,
    `Must be a snowflake (a decimal string from 0 to 2^64-1); got ${show(value)}.`,
  );
}

/** Checks a string's length in code points against `min..max`; reports non-strings. */
function checkString(
  ctx: Ctx,
  tail: readonly (string | number)[],
  value: unknown,
  min: number,
  max: number,
): void {
  if (typeof value !== 'string') {
    report(ctx, tail, IssueCodes.STRING_TYPE_COERCE, `Must be a string; got ${show(value)}.`);
    return;
  }
  const length = codePoints(value);
  if (length < min || length > max) {
    report(
      ctx,
      tail,
      IssueCodes.BASE_TYPE_BAD_LENGTH,
      `Must be between ${min} and ${max} in length; got ${length}.`,
    );
  }
}

function checkInteger(ctx: Ctx, key: string, value: unknown, min: number, max: number): void {
  if (value === undefined) return;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    report(ctx, [key], IssueCodes.NUMBER_TYPE_COERCE, `Must be an integer; got ${show(value)}.`);
  } else if (value < min) {
    report(ctx, [key], IssueCodes.BASE_TYPE_MIN_VALUE, `Must be at least ${min}; got ${value}.`);
  } else if (value > max) {
    report(ctx, [key], IssueCodes.BASE_TYPE_MAX_VALUE, `Must be at most ${max}; got ${value}.`);
  }
}

/** Lobby or member metadata: absent, null, or at most 25 string keys with string values of <= 1024. */
function checkMetadata(ctx: Ctx, key: string, value: unknown, nullable = true): void {
  if (value === undefined || (nullable && value === null)) return;
  if (!isRecord(value)) {
    report(
      ctx,
      [key],
      IssueCodes.DICT_TYPE_CONVERT,
      `Must be an object of string -> string${nullable ? ', or null' : ''}; got ${show(value)}.`,
    );
    return;
  }
  const keys = Object.keys(value);
  if (keys.length > Limits.LOBBY_METADATA_KEYS) {
    report(
      ctx,
      [key],
      IssueCodes.BASE_TYPE_MAX_LENGTH,
      `Must have ${Limits.LOBBY_METADATA_KEYS} or fewer keys; got ${keys.length}.`,
    );
  }
  for (const name of keys) checkString(ctx, [key, name], value[name], 0, Limits.LOBBY_METADATA_VALUE_MAX);
}

const FLAGS_MAX = 2 ** 31 - 1;
const MEMBER_KEYS: ReadonlySet<string> = new Set(['id', 'metadata', 'flags']);
const BULK_MEMBER_KEYS: ReadonlySet<string> = new Set(['id', 'metadata', 'flags', 'remove_member']);

function checkMemberList(
  ctx: Ctx,
  key: string,
  value: unknown,
  min: number,
  keys: ReadonlySet<string>,
): void {
  if (!Array.isArray(value)) {
    report(
      ctx,
      key === '' ? [] : [key],
      IssueCodes.LIST_TYPE_CONVERT,
      `Must be an array; got ${show(value)}.`,
    );
    return;
  }
  const tail = key === '' ? [] : [key];
  const max = Limits.LOBBY_BULK_MEMBERS;
  if (value.length < min || value.length > max) {
    report(
      ctx,
      tail,
      IssueCodes.BASE_TYPE_BAD_LENGTH,
      `Must be between ${min} and ${max} in length; got ${value.length}.`,
    );
  }
  value.forEach((item: unknown, index) => {
    ctx.path.push(...tail, index);
    if (!isRecord(item)) {
      report(ctx, [], IssueCodes.DICT_TYPE_CONVERT, `Must be an object; got ${show(item)}.`);
    } else {
      checkKnownKeys(ctx, item, keys, 'a lobby member');
      if (item.id === undefined)
        report(ctx, ['id'], IssueCodes.BASE_TYPE_REQUIRED, 'This field is required.');
      else checkSnowflake(ctx, ['id'], item.id);
      checkMetadata(ctx, 'metadata', item.metadata);
      checkInteger(ctx, 'flags', item.flags, 0, FLAGS_MAX);
      checkBoolean(ctx, 'remove_member', item.remove_member, false);
    }
    ctx.path.length -= tail.length + 1;
  });
}

function checkObject(
  ctx: Ctx,
  body: unknown,
  keys: ReadonlySet<string>,
  what: string,
): body is Record<string, unknown> {
  if (!isRecord(body)) {
    report(ctx, [], IssueCodes.DICT_TYPE_CONVERT, `Must be an object; got ${show(body)}.`);
    return false;
  }
  checkKnownKeys(ctx, body, keys, what);
  return true;
}

function checkIdleTimeout(ctx: Ctx, value: unknown): void {
  checkInteger(
    ctx,
    'idle_timeout_seconds',
    value,
    Limits.LOBBY_IDLE_TIMEOUT_MIN_SECONDS,
    Limits.LOBBY_IDLE_TIMEOUT_MAX_SECONDS,
  );
}

const CREATE_LOBBY_KEYS: ReadonlySet<string> = new Set(['metadata', 'members', 'idle_timeout_seconds']);

/** `POST /lobbies` and `PATCH /lobbies/{lobby}` bodies: metadata, members (<= 25), idle timeout 5..604800. */
export function checkLobbyBody(body: unknown): Issue[] {
  const ctx = newCtx();
  if (!checkObject(ctx, body, CREATE_LOBBY_KEYS, 'a lobby')) return ctx.issues;
  checkMetadata(ctx, 'metadata', body.metadata);
  if (body.members !== undefined) checkMemberList(ctx, 'members', body.members, 0, MEMBER_KEYS);
  checkIdleTimeout(ctx, body.idle_timeout_seconds);
  return ctx.issues;
}

const JOIN_KEYS: ReadonlySet<string> = new Set([
  'secret',
  'lobby_metadata',
  'member_metadata',
  'idle_timeout_seconds',
  'flags',
]);

/** `PUT /lobbies` body: `secret` (1..250) plus optional metadata, idle timeout and flags. */
export function checkCreateOrJoinLobbyBody(body: unknown): Issue[] {
  const ctx = newCtx();
  if (!checkObject(ctx, body, JOIN_KEYS, 'a create-or-join request')) return ctx.issues;
  if (body.secret === undefined)
    report(ctx, ['secret'], IssueCodes.BASE_TYPE_REQUIRED, 'This field is required.');
  else checkString(ctx, ['secret'], body.secret, 1, Limits.LOBBY_SECRET_MAX);
  checkMetadata(ctx, 'lobby_metadata', body.lobby_metadata);
  checkMetadata(ctx, 'member_metadata', body.member_metadata);
  checkIdleTimeout(ctx, body.idle_timeout_seconds);
  checkInteger(ctx, 'flags', body.flags, 0, FLAGS_MAX);
  return ctx.issues;
}

const ADD_MEMBER_KEYS: ReadonlySet<string> = new Set(['metadata', 'flags']);

/** `PUT /lobbies/{lobby}/members/{user}` body: optional metadata and flags. */
export function checkAddLobbyMemberBody(body: unknown): Issue[] {
  const ctx = newCtx();
  if (!checkObject(ctx, body, ADD_MEMBER_KEYS, 'a lobby member')) return ctx.issues;
  checkMetadata(ctx, 'metadata', body.metadata);
  checkInteger(ctx, 'flags', body.flags, 0, FLAGS_MAX);
  return ctx.issues;
}

/** `POST /lobbies/{lobby}/members/bulk` body: 1..25 items `{ id, metadata?, flags?, remove_member? }`. */
export function checkBulkLobbyMembersBody(body: unknown): Issue[] {
  const ctx = newCtx();
  checkMemberList(ctx, '', body, 1, BULK_MEMBER_KEYS);
  return ctx.issues;
}

const MESSAGE_KEYS: ReadonlySet<string> = new Set(['content', 'metadata']);

/** `POST /lobbies/{lobby}/messages` body: `content` of 1..2000 characters, optional metadata. */
export function checkLobbyMessageBody(body: unknown): Issue[] {
  const ctx = newCtx();
  if (!checkObject(ctx, body, MESSAGE_KEYS, 'a lobby message')) return ctx.issues;
  if (body.content === undefined)
    report(ctx, ['content'], IssueCodes.BASE_TYPE_REQUIRED, 'This field is required.');
  else {
    checkString(
      ctx,
      ['content'],
      body.content,
      Limits.LOBBY_MESSAGE_CONTENT_MIN,
      Limits.LOBBY_MESSAGE_CONTENT_MAX,
    );
  }
  checkMetadata(ctx, 'metadata', body.metadata, false);
  return ctx.issues;
}

/** `limit` of Get Lobby Messages: an integer 1..200. */
export function checkLobbyMessagesLimit(limit: unknown): Issue[] {
  const ctx = newCtx();
  checkInteger(ctx, 'limit', limit, 1, Limits.LOBBY_MESSAGES_PER_REQUEST);
  return ctx.issues;
}

const PERMISSION_KEYS: ReadonlySet<string> = new Set(['id', 'type', 'permission']);
const PERMISSION_TYPES = Object.values(ApplicationCommandPermissionType) as number[];

/** Edit Application Command Permissions body: `permissions`, at most 100 `{ id, type, permission }`. */
export function checkCommandPermissionsBody(body: unknown): Issue[] {
  const ctx = newCtx();
  if (!checkObject(ctx, body, new Set(['permissions']), 'a permissions edit')) return ctx.issues;
  const list = body.permissions;
  if (!Array.isArray(list)) {
    report(ctx, ['permissions'], IssueCodes.LIST_TYPE_CONVERT, `Must be an array; got ${show(list)}.`);
    return ctx.issues;
  }
  if (list.length > Limits.COMMAND_PERMISSIONS) {
    report(
      ctx,
      ['permissions'],
      IssueCodes.BASE_TYPE_MAX_LENGTH,
      `Must be ${Limits.COMMAND_PERMISSIONS} or fewer in length; got ${list.length}.`,
    );
  }
  list.forEach((item: unknown, index) => {
    ctx.path.push('permissions', index);
    if (!isRecord(item))
      report(ctx, [], IssueCodes.DICT_TYPE_CONVERT, `Must be an object; got ${show(item)}.`);
    else {
      checkKnownKeys(ctx, item, PERMISSION_KEYS, 'a command permission');
      checkSnowflake(ctx, ['id'], item.id);
      if (typeof item.type !== 'number' || !PERMISSION_TYPES.includes(item.type)) {
        report(
          ctx,
          ['type'],
          IssueCodes.BASE_TYPE_CHOICES,
          `Value must be one of ${describeEnum(ApplicationCommandPermissionType)}; got ${show(item.type)}.`,
        );
      }
      if (typeof item.permission !== 'boolean') {
        report(
          ctx,
          ['permission'],
          IssueCodes.BOOLEAN_TYPE_COERCE,
          `Must be a boolean; got ${show(item.permission)}.`,
        );
      }
    }
    ctx.path.length -= 2;
  });
  return ctx.issues;
}

/** Set Voice Channel Status body: `status`, a string of at most 500 characters, or null to clear. */
export function checkVoiceStatusBody(body: unknown): Issue[] {
  const ctx = newCtx();
  if (!checkObject(ctx, body, new Set(['status']), 'a voice channel status')) return ctx.issues;
  if (body.status !== null && body.status !== undefined) {
    checkString(ctx, ['status'], body.status, 0, Limits.VOICE_CHANNEL_STATUS_MAX);
  }
  return ctx.issues;
}
