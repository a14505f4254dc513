/**
 * Checks of lobby request bodies (FACTS.md limits), reported as `src/rules` issues so the 50035 body is
 * built by the shared `toErrorBody`. Unknown fields are ignored, as the service does.
 */
import { Limits } from '../model/limits.js';
import { isSnowflake } from '../model/snowflake.js';
import { type Issue, IssueCodes, type IssuePath } from '../rules/issues.js';

type Fields = Record<string, unknown>;

/** The values of a body once checked (only meaningful when `issues` is empty). */
export interface Checked<T> {
  value: T;
  issues: Issue[];
}

export interface MemberInput {
  id: string;
  metadata: Record<string, string> | null | undefined;
  flags: number | undefined;
  remove: boolean;
}

export interface CreateLobbyInput {
  metadata: Record<string, string> | null | undefined;
  members: MemberInput[] | undefined;
  idleTimeoutSeconds: number | undefined;
  flags: number | undefined;
}

export interface CreateOrJoinInput {
  secret: string;
  lobbyMetadata: Record<string, string> | null | undefined;
  memberMetadata: Record<string, string> | null | undefined;
  idleTimeoutSeconds: number | undefined;
  flags: number | undefined;
}

class Checker {
  readonly issues: Issue[] = [];

  add(path: IssuePath, code: string, message: string): undefined {
    this.issues.push({ path, code, message });
    return undefined;
  }

  object(body: unknown): Fields {
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Fields;
    this.add([], IssueCodes.DICT_TYPE_CONVERT, 'Only dictionaries may be used in a DictType');
    return {};
  }

  metadata(value: unknown, path: IssuePath): Record<string, string> | null | undefined {
    if (value === undefined || value === null) return value;
    if (typeof value !== 'object' || Array.isArray(value)) {
      return this.add(path, IssueCodes.DICT_TYPE_CONVERT, 'Only dictionaries may be used in a DictType');
    }
    const entries = Object.entries(value as Fields);
    if (entries.length > Limits.LOBBY_METADATA_KEYS) {
      return this.add(
        path,
        IssueCodes.BASE_TYPE_MAX_LENGTH,
        `Must be ${Limits.LOBBY_METADATA_KEYS} or fewer in length.`,
      );
    }
    const out: Record<string, string> = {};
    let ok = true;
    for (const [key, item] of entries) {
      if (typeof item !== 'string') {
        this.add([...path, key], IssueCodes.STRING_TYPE_COERCE, 'Could not interpret value as string.');
        ok = false;
      } else if (item.length > Limits.LOBBY_METADATA_VALUE_MAX) {
        const message = `Must be ${Limits.LOBBY_METADATA_VALUE_MAX} or fewer in length.`;
        this.add([...path, key], IssueCodes.BASE_TYPE_MAX_LENGTH, message);
        ok = false;
      } else {
        Object.defineProperty(out, key, {
          value: item,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
    }
    return ok ? out : undefined;
  }

  integer(value: unknown, path: IssuePath, min: number, max: number): number | undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      return this.add(
        path,
        IssueCodes.NUMBER_TYPE_COERCE,
        `Value "${String(value).slice(0, 40)}" is not int.`,
      );
    }
    if (value < min)
      return this.add(
        path,
        IssueCodes.BASE_TYPE_MIN_VALUE,
        `int value should be greater than or equal to ${min}.`,
      );
    if (value > max)
      return this.add(
        path,
        IssueCodes.BASE_TYPE_MAX_VALUE,
        `int value should be less than or equal to ${max}.`,
      );
    return value;
  }

  /** Lobby and member `flags`: null, or 1 (the only flag the service accepts in requests). */
  flags(value: unknown, path: IssuePath): number | undefined {
    if (value === undefined || value === null) return undefined;
    if (value !== 1) return this.add(path, IssueCodes.BASE_TYPE_CHOICES, 'Value must be one of (1,).');
    return value;
  }

  string(value: unknown, path: IssuePath, min: number, max: number): string | undefined {
    if (value === undefined || value === null)
      return this.add(path, IssueCodes.BASE_TYPE_REQUIRED, 'This field is required');
    if (typeof value !== 'string')
      return this.add(path, IssueCodes.STRING_TYPE_COERCE, 'Could not interpret value as string.');
    const length = [...value].length;
    if (length < min || length > max) {
      const message =
        min > 0 ? `Must be between ${min} and ${max} in length.` : `Must be ${max} or fewer in length.`;
      return this.add(
        path,
        min > 0 ? IssueCodes.BASE_TYPE_BAD_LENGTH : IssueCodes.BASE_TYPE_MAX_LENGTH,
        message,
      );
    }
    return value;
  }

  snowflake(value: unknown, path: IssuePath): string | undefined {
    if (value === undefined || value === null)
      return this.add(path, IssueCodes.BASE_TYPE_REQUIRED, 'This field is required');
    if (typeof value !== 'string' || !isSnowflake(value)) {
      return this.add(
        path,
        IssueCodes.SNOWFLAKE_TYPE_INVALID,
        `Value "${String(value).slice(0, 40)}" is not snowflake.`,
      );
    }
    return BigInt(value).toString();
  }

  member(value: unknown, path: IssuePath, bulk: boolean): MemberInput | undefined {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return this.add(path, IssueCodes.DICT_TYPE_CONVERT, 'Only dictionaries may be used in a DictType');
    }
    const item = value as Fields;
    const id = this.snowflake(item.id, [...path, 'id']);
    const metadata = this.metadata(item.metadata, [...path, 'metadata']);
    const flags = this.flags(item.flags, [...path, 'flags']);
    let remove = false;
    if (bulk && item.remove_member !== undefined && item.remove_member !== null) {
      if (typeof item.remove_member !== 'boolean') {
        this.add([...path, 'remove_member'], IssueCodes.BOOLEAN_TYPE_COERCE, 'Must be either true or false.');
      } else remove = item.remove_member;
    }
    return id === undefined ? undefined : { id, metadata, flags, remove };
  }

  members(
    value: unknown,
    path: IssuePath,
    min: number,
    max: number,
    bulk: boolean,
  ): MemberInput[] | undefined {
    if (value === undefined || (value === null && !bulk)) return undefined;
    if (!Array.isArray(value))
      return this.add(path, IssueCodes.LIST_TYPE_CONVERT, 'Only iterables may be used in a ListType');
    if (value.length < min || value.length > max) {
      const message =
        min > 0 ? `Must be between ${min} and ${max} in length.` : `Must be ${max} or fewer in length.`;
      return this.add(
        path,
        min > 0 ? IssueCodes.BASE_TYPE_BAD_LENGTH : IssueCodes.BASE_TYPE_MAX_LENGTH,
        message,
      );
    }
    const out: MemberInput[] = [];
    const seen = new Set<string>();
    for (const [i, item] of value.entries()) {
      const member = this.member(item, [...path, i], bulk);
      if (!member) continue;
      if (seen.has(member.id))
        this.add([...path, i, 'id'], IssueCodes.LIST_ITEM_VALUE_DUPLICATE, 'Each member may appear once.');
      seen.add(member.id);
      out.push(member);
    }
    return out;
  }
}

const idle = (c: Checker, value: unknown): number | undefined =>
  c.integer(
    value,
    ['idle_timeout_seconds'],
    Limits.LOBBY_IDLE_TIMEOUT_MIN_SECONDS,
    Limits.LOBBY_IDLE_TIMEOUT_MAX_SECONDS,
  );

/** `POST /lobbies` and `PATCH /lobbies/{lobby}` bodies. */
export function checkCreateLobby(body: unknown): Checked<CreateLobbyInput> {
  const c = new Checker();
  const fields = c.object(body);
  const value: CreateLobbyInput = {
    metadata: c.metadata(fields.metadata, ['metadata']),
    members: c.members(fields.members, ['members'], 0, Limits.LOBBY_CREATE_MEMBERS, false),
    idleTimeoutSeconds: idle(c, fields.idle_timeout_seconds),
    flags: c.flags(fields.flags, ['flags']),
  };
  return { value, issues: c.issues };
}

/** `PUT /lobbies` body. */
export function checkCreateOrJoin(body: unknown): Checked<CreateOrJoinInput> {
  const c = new Checker();
  const fields = c.object(body);
  const value: CreateOrJoinInput = {
    secret: c.string(fields.secret, ['secret'], 1, Limits.LOBBY_SECRET_MAX) ?? '',
    lobbyMetadata: c.metadata(fields.lobby_metadata, ['lobby_metadata']),
    memberMetadata: c.metadata(fields.member_metadata, ['member_metadata']),
    idleTimeoutSeconds: idle(c, fields.idle_timeout_seconds),
    flags: c.flags(fields.flags, ['flags']),
  };
  return { value, issues: c.issues };
}

/** `PUT /lobbies/{lobby}/members/{user}` body. */
export function checkAddMember(
  body: unknown,
): Checked<{ metadata: Record<string, string> | null | undefined; flags: number | undefined }> {
  const c = new Checker();
  const fields = body === undefined || body === null ? {} : c.object(body);
  return {
    value: { metadata: c.metadata(fields.metadata, ['metadata']), flags: c.flags(fields.flags, ['flags']) },
    issues: c.issues,
  };
}

/** `POST /lobbies/{lobby}/members/bulk` body: 1..25 items. */
export function checkBulkMembers(body: unknown): Checked<MemberInput[]> {
  const c = new Checker();
  const value = c.members(body, [], 1, Limits.LOBBY_BULK_MEMBERS, true) ?? [];
  return { value, issues: c.issues };
}

/** `POST /lobbies/{lobby}/messages` body: content 1..2000 characters, optional string metadata. */
export function checkMessage(
  body: unknown,
): Checked<{ content: string; metadata: Record<string, string> | null | undefined }> {
  const c = new Checker();
  const fields = c.object(body);
  const content =
    c.string(
      fields.content,
      ['content'],
      Limits.LOBBY_MESSAGE_CONTENT_MIN,
      Limits.LOBBY_MESSAGE_CONTENT_MAX,
    ) ?? '';
  if (content !== '' && content.trim() === '') {
    c.add(['content'], IssueCodes.BASE_TYPE_REQUIRED, 'Cannot send an empty message');
  }
  return { value: { content, metadata: c.metadata(fields.metadata, ['metadata']) }, issues: c.issues };
}

/** `GET /lobbies/{lobby}/messages?limit=`: 1..200, default 50. */
export function checkMessageLimit(raw: unknown): Checked<number> {
  const c = new Checker();
  if (raw === undefined) return { value: Limits.LOBBY_MESSAGES_DEFAULT, issues: [] };
  const number = typeof raw === 'string' && /^-?\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  const value = c.integer(
    Number.isNaN(number) ? raw : number,
    ['limit'],
    1,
    Limits.LOBBY_MESSAGES_PER_REQUEST,
  );
  return { value: value ?? Limits.LOBBY_MESSAGES_DEFAULT, issues: c.issues };
}
