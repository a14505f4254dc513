/** The Edit Application Command Permissions body rules shared by the SDK and the emulator. */
import { describe, expect, it } from 'vitest';
import { validateCommandPermissionsBody } from '../../src/rules/index.js';

const GUILD = '1200000000000000002';
const ALL_CHANNELS = '1200000000000000001';

const lines = (body: unknown): string[] =>
  validateCommandPermissionsBody(body).issues.map((issue) => `${issue.path.join('.')}: ${issue.code}`);

describe('validateCommandPermissionsBody', () => {
  it('the body is { permissions } with at most 100 entries', () => {
    expect(lines([])).toEqual([': DICT_TYPE_CONVERT']);
    expect(lines({})).toEqual(['permissions: BASE_TYPE_REQUIRED']);
    expect(lines({ permissions: null })).toEqual(['permissions: BASE_TYPE_REQUIRED']);
    expect(lines({ permissions: 'all', extra: 1 })).toEqual([
      'extra: BASE_TYPE_UNKNOWN_FIELD',
      'permissions: LIST_TYPE_CONVERT',
    ]);
    const entry = { id: GUILD, type: 1, permission: true };
    expect(lines({ permissions: Array.from({ length: 101 }, () => entry) })).toEqual([
      'permissions: BASE_TYPE_MAX_LENGTH',
    ]);
    expect(validateCommandPermissionsBody({ permissions: [entry] })).toEqual({ value: [entry], issues: [] });
  });

  it('entries repeat only by type and id together (a channel may share the @everyone id)', () => {
    expect(
      lines({
        permissions: [
          { id: GUILD, type: 1, permission: true },
          { id: GUILD, type: 3, permission: true },
          { id: GUILD, type: 1, permission: false },
          { id: '5', type: 2, permission: true, note: 'x' },
        ],
      }),
    ).toEqual(['permissions.2.id: LIST_ITEM_VALUE_DUPLICATE', 'permissions.3.note: BASE_TYPE_UNKNOWN_FIELD']);
  });

  it('asks the target lookup about well-formed entries only; All Channels always exists', () => {
    const asked: string[] = [];
    const checked = validateCommandPermissionsBody(
      {
        permissions: [
          { id: ALL_CHANNELS, type: 3, permission: false },
          { id: '77', type: 1, permission: true },
          { id: 'abc', type: 1, permission: true },
          { id: '78', type: 9, permission: true },
        ],
      },
      {
        targets: {
          guildId: GUILD,
          check: (type, id) => {
            asked.push(`${type}:${id}`);
            return { code: 'UNKNOWN', message: `no ${id}` };
          },
        },
      },
    );
    expect(asked).toEqual(['1:77']);
    expect(checked.issues.map((issue) => `${issue.path.join('.')}: ${issue.code}`)).toEqual([
      'permissions.1.id: UNKNOWN',
      'permissions.2.id: SNOWFLAKE_TYPE_INVALID',
      'permissions.3.type: BASE_TYPE_CHOICES',
    ]);
  });
});
