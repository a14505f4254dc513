/**
 * The shared relationship rules: unique usernames (hostile input included: spaces, uppercase, unicode
 * confusables, 10 KB strings), the kind of a path, the send body (exactly one of username and user_id),
 * and the Presence Update command (op 3) the gateway accepts.
 */
import { describe, expect, it } from 'vitest';
import { GatewayCloseCode } from '../../src/model/index.js';
import {
  checkClientFrame,
  checkPresenceUpdate,
  RelationshipIssueCodes,
  usernameIssues,
  validateFriendRequestBody,
  validateRelationshipKind,
  validateRelationshipUserId,
} from '../../src/rules/index.js';

describe('usernameIssues', () => {
  it('accepts unique usernames: 2..32 of a-z 0-9 _ . without two periods in a row', () => {
    for (const name of ['ab', 'alice', 'a.b_c.9', 'x'.repeat(32), '_._'])
      expect(usernameIssues(name), name).toEqual([]);
  });

  it.each([
    ['one character', 'a'],
    ['33 characters', 'x'.repeat(33)],
    ['a space', 'ali ce'],
    ['uppercase (nothing is lowercased)', 'Alice'],
    ['two periods in a row', 'al..ice'],
    ['a Cyrillic a (a confusable)', 'аlice'],
    ['a fullwidth letter', 'ａlice'],
    ['a zero-width joiner', 'al\u200dice'],
    ['an emoji', 'alice🙂'],
    ['10 KB', 'a'.repeat(10 * 1024)],
    ['empty', ''],
  ])('refuses %s with USERNAME_INVALID naming the field and what is allowed', (_what, name) => {
    const [issue, ...rest] = usernameIssues(name);
    expect(rest).toEqual([]);
    expect(issue).toMatchObject({ path: ['username'], code: RelationshipIssueCodes.USERNAME_INVALID });
    expect(issue?.message).toMatch(/2 to 32 characters of a-z, 0-9, _ and \./);
  });

  it('refuses a non-string as a string coercion, at the given path', () => {
    expect(usernameIssues(42, ['target'])).toEqual([
      { path: ['target'], code: 'STRING_TYPE_COERCE', message: 'Could not interpret value as string.' },
    ]);
  });
});

describe('validateRelationshipKind and validateRelationshipUserId', () => {
  it('takes discord and game only, naming kind otherwise', () => {
    expect(validateRelationshipKind('discord')).toEqual({ value: 'discord', issues: [] });
    expect(validateRelationshipKind('game')).toEqual({ value: 'game', issues: [] });
    for (const kind of ['Discord', 'blocks', '', 3]) {
      const { issues } = validateRelationshipKind(kind);
      expect(issues).toHaveLength(1);
      expect(issues[0]).toMatchObject({ path: ['kind'], code: 'BASE_TYPE_CHOICES' });
    }
  });

  it('normalises a snowflake and refuses anything else under user_id', () => {
    expect(validateRelationshipUserId('0042')).toEqual({ value: '42', issues: [] });
    expect(validateRelationshipUserId('bob').issues[0]).toMatchObject({
      path: ['user_id'],
      code: 'SNOWFLAKE_TYPE_INVALID',
    });
  });
});

describe('validateFriendRequestBody', () => {
  it('reads { username } or { user_id }', () => {
    expect(validateFriendRequestBody({ username: 'bob' })).toEqual({
      value: { username: 'bob' },
      issues: [],
    });
    expect(validateFriendRequestBody({ user_id: '0123' })).toEqual({ value: { user_id: '123' }, issues: [] });
  });

  it('refuses both, neither, a bad username, a bad id and (for the SDK) unknown fields', () => {
    const code = (body: unknown, refuse = false) =>
      validateFriendRequestBody(body, { unknownFields: refuse ? 'refuse' : 'ignore' }).issues.map(
        (i) => `${i.path.join('.')}:${i.code}`,
      );
    expect(code({ username: 'bob', user_id: '1' })).toEqual([':FRIEND_REQUEST_TARGET_INVALID']);
    expect(code({})).toEqual([':FRIEND_REQUEST_TARGET_INVALID']);
    expect(code({ username: 'B o b' })).toEqual(['username:USERNAME_INVALID']);
    expect(code({ user_id: 'x' })).toEqual(['user_id:SNOWFLAKE_TYPE_INVALID']);
    expect(code([])).toEqual([':DICT_TYPE_CONVERT']);
    expect(code({ username: 'bob', note: 'hi' })).toEqual([]);
    expect(code({ username: 'bob', note: 'hi' }, true)).toEqual(['note:BASE_TYPE_UNKNOWN_FIELD']);
  });
});

describe('checkPresenceUpdate (op 3)', () => {
  const good = { since: null, activities: [], status: 'idle', afk: false };

  it('accepts the four statuses, since null or Unix ms, at most one activity', () => {
    for (const status of ['online', 'idle', 'dnd', 'invisible'])
      expect(checkPresenceUpdate({ ...good, status })).toEqual({ ok: true, frame: { ...good, status } });
    expect(checkPresenceUpdate({ ...good, since: 1_700_000_000_000, activities: [{ name: 'x' }] }).ok).toBe(
      true,
    );
  });

  it.each([
    ['an unknown status', { ...good, status: 'offline' }, 'd.status'],
    ['activities not an array', { ...good, activities: {} }, 'd.activities'],
    ['two activities', { ...good, activities: [{}, {}] }, 'd.activities'],
    ['an activity that is not an object', { ...good, activities: ['x'] }, 'd.activities'],
    ['a negative since', { ...good, since: -1 }, 'd.since'],
    ['a fractional since', { ...good, since: 1.5 }, 'd.since'],
    ['afk missing', { since: null, activities: [], status: 'idle' }, 'd.afk'],
    ['no object', 'idle', 'd:'],
  ])('refuses %s with 4002 naming the field', (_what, d, field) => {
    const check = checkPresenceUpdate(d);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.code).toBe(GatewayCloseCode.DecodeError);
      expect(check.reason.startsWith(field)).toBe(true);
    }
  });

  it('is a client frame only after IDENTIFY', () => {
    const text = JSON.stringify({ op: 3, d: good });
    expect(checkClientFrame(text, true)).toEqual({ ok: true, frame: { op: 3, d: good } });
    expect(checkClientFrame(text, false)).toMatchObject({
      ok: false,
      code: GatewayCloseCode.NotAuthenticated,
    });
  });
});
