/** The lobby body rules shared by the SDK's pre-flight checks and the emulator. */
import { describe, expect, it } from 'vitest';
import {
  type formatIssue,
  validateAddLobbyMemberBody,
  validateBulkLobbyMembersBody,
  validateCreateOrJoinLobbyBody,
  validateLobbyBody,
  validateLobbyMessageBody,
  validateLobbyMessagesLimit,
  validateVoiceStatusBody,
} from '../../src/rules/index.js';

const lines = (checked: { issues: Parameters<typeof formatIssue>[0][] }): string[] =>
  checked.issues.map((issue) => `${issue.path.join('.')}: ${issue.code}`);

describe('lobby bodies', () => {
  it('unknown fields are ignored as the service does, or refused for the SDK', () => {
    const body = { metadata: { a: 'b' }, name: 'x' };
    expect(validateLobbyBody(body).issues).toEqual([]);
    const refused = validateLobbyBody(body, { unknownFields: 'refuse' });
    expect(lines(refused)).toEqual(['name: BASE_TYPE_UNKNOWN_FIELD']);
    expect(refused.issues[0]?.message).toContain(
      'allowed fields: metadata, members, idle_timeout_seconds, flags',
    );
    expect(lines(validateBulkLobbyMembersBody([{ id: '1', seat: 2 }], { unknownFields: 'refuse' }))).toEqual([
      '0.seat: BASE_TYPE_UNKNOWN_FIELD',
    ]);
  });

  it('reads values: snowflakes normalised, null metadata kept, flags only 1', () => {
    const checked = validateLobbyBody({
      metadata: null,
      members: [{ id: '007', metadata: { seat: '1' }, flags: 1 }],
      idle_timeout_seconds: null,
    });
    expect(checked).toEqual({
      value: {
        metadata: null,
        members: [{ id: '7', metadata: { seat: '1' }, flags: 1, remove: false }],
        idleTimeoutSeconds: undefined,
        flags: undefined,
      },
      issues: [],
    });
    expect(lines(validateAddLobbyMemberBody({ flags: 2 }))).toEqual(['flags: BASE_TYPE_CHOICES']);
    expect(validateAddLobbyMemberBody(undefined).issues).toEqual([]);
  });

  it('metadata values count characters (code points), at most 1024; at most 25 keys', () => {
    expect(
      validateCreateOrJoinLobbyBody({ secret: 's', lobby_metadata: { k: '🎲'.repeat(1024) } }).issues,
    ).toEqual([]);
    const long = validateCreateOrJoinLobbyBody({ secret: 's', lobby_metadata: { k: '🎲'.repeat(1025) } });
    expect(long.issues).toEqual([
      {
        path: ['lobby_metadata', 'k'],
        code: 'BASE_TYPE_MAX_LENGTH',
        message: 'Must be 1024 or fewer in length.',
      },
    ]);
    const proto = validateCreateOrJoinLobbyBody(
      JSON.parse('{"secret":"s","lobby_metadata":{"__proto__":"x"}}'),
    );
    expect(Object.keys(proto.value.lobbyMetadata ?? {})).toEqual(['__proto__']);
  });

  it('members: each id once; a missing or null bulk body is not an empty list', () => {
    expect(lines(validateLobbyBody({ members: [{ id: '5' }, { id: '05' }] }))).toEqual([
      'members.1.id: LIST_ITEM_VALUE_DUPLICATE',
    ]);
    expect(lines(validateBulkLobbyMembersBody(undefined))).toEqual([': LIST_TYPE_CONVERT']);
    expect(lines(validateBulkLobbyMembersBody(null))).toEqual([': LIST_TYPE_CONVERT']);
    expect(validateBulkLobbyMembersBody([{ id: '1', remove_member: null }]).value).toEqual([
      { id: '1', metadata: undefined, flags: undefined, remove: false },
    ]);
  });

  it('messages: 1..2000 characters, not only spaces; null content is a missing field', () => {
    expect(lines(validateLobbyMessageBody({ content: '   ' }))).toEqual(['content: BASE_TYPE_REQUIRED']);
    expect(lines(validateLobbyMessageBody({ content: null }))).toEqual(['content: BASE_TYPE_REQUIRED']);
    expect(validateLobbyMessageBody({ content: 'hi', metadata: null }).issues).toEqual([]);
  });

  it('message limit: a number or the query text, 1..200, default 50', () => {
    expect(validateLobbyMessagesLimit(undefined)).toEqual({ value: 50, issues: [] });
    expect(validateLobbyMessagesLimit('200')).toEqual({ value: 200, issues: [] });
    expect(validateLobbyMessagesLimit(7)).toEqual({ value: 7, issues: [] });
    for (const raw of ['0', '201', 'abc', '1e2', 1.5]) {
      expect(validateLobbyMessagesLimit(raw).issues, String(raw)).toHaveLength(1);
    }
  });
});

describe('voice channel status', () => {
  it('is a string of at most 500 characters, or null', () => {
    expect(validateVoiceStatusBody({ status: null })).toEqual({ value: { status: null }, issues: [] });
    expect(validateVoiceStatusBody({ status: '🎲'.repeat(500) }).issues).toEqual([]);
    expect(lines(validateVoiceStatusBody({ status: 'x'.repeat(501) }))).toEqual([
      'status: BASE_TYPE_MAX_LENGTH',
    ]);
    expect(lines(validateVoiceStatusBody({ status: 5 }))).toEqual(['status: STRING_TYPE_COERCE']);
  });
});
