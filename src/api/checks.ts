/**
 * Pre-flight checks of the non-command request bodies (lobbies, lobby messages, command permissions,
 * voice channel status), in the style of `src/rules`: pure functions from hostile input to issues with
 * paths and the service's inner codes. Command bodies are checked by `src/rules` itself.
 *
 * These depend only on `src/model` and `src/rules`, so the emulator could share them once they move to
 * `src/rules` (they live here because `src/rules` has no lobby validators yet).
 */
import { Limits } from '../model/index.js';
import {
  type BodyCheckOptions,
  type Issue,
  IssueCodes,
  validateAddLobbyMemberBody,
  validateBulkLobbyMembersBody,
  validateCommandPermissionsBody,
  validateCreateOrJoinLobbyBody,
  validateLobbyBody,
  validateLobbyMessageBody,
  validateLobbyMessagesLimit,
} from '../rules/index.js';
import { type Ctx, checkKnownKeys, codePoints, isRecord, report, show } from '../rules/validateCore.js';

function newCtx(): Ctx {
  return { issues: [], path: [] };
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

/** The SDK refuses fields a body does not define, so a misspelt field is reported, not dropped. */
const SDK: BodyCheckOptions = { unknownFields: 'refuse' };

/** `POST /lobbies` and `PATCH /lobbies/{lobby}` bodies: metadata, members (<= 25), idle timeout 5..604800. */
export function checkLobbyBody(body: unknown): Issue[] {
  return validateLobbyBody(body, SDK).issues;
}

/** `PUT /lobbies` body: `secret` (1..250) plus optional metadata, idle timeout and flags. */
export function checkCreateOrJoinLobbyBody(body: unknown): Issue[] {
  return validateCreateOrJoinLobbyBody(body, SDK).issues;
}

/** `PUT /lobbies/{lobby}/members/{user}` body: optional metadata and flags. */
export function checkAddLobbyMemberBody(body: unknown): Issue[] {
  return validateAddLobbyMemberBody(body, SDK).issues;
}

/** `POST /lobbies/{lobby}/members/bulk` body: 1..25 items `{ id, metadata?, flags?, remove_member? }`. */
export function checkBulkLobbyMembersBody(body: unknown): Issue[] {
  return validateBulkLobbyMembersBody(body, SDK).issues;
}

/** `POST /lobbies/{lobby}/messages` body: `content` of 1..2000 characters, optional metadata. */
export function checkLobbyMessageBody(body: unknown): Issue[] {
  return validateLobbyMessageBody(body, SDK).issues;
}

/** `limit` of Get Lobby Messages: an integer 1..200. */
export function checkLobbyMessagesLimit(limit: unknown): Issue[] {
  return validateLobbyMessagesLimit(limit).issues;
}

/** Edit Application Command Permissions body: `permissions`, at most 100 `{ id, type, permission }`. */
export function checkCommandPermissionsBody(body: unknown): Issue[] {
  return validateCommandPermissionsBody(body).issues;
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
