import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  flattenErrorBody,
  formatIssue,
  formatPath,
  type Issue,
  parseErrorBody,
  toErrorBody,
} from '../../src/rules/index.js';

describe('toErrorBody', () => {
  it('builds the service tree with string indexes and _errors leaves', () => {
    const body = toErrorBody([
      {
        path: ['options', 1, 'name'],
        code: 'STRING_TYPE_REGEX',
        message: 'String value did not match validation regex.',
      },
      {
        path: ['options', 1, 'name'],
        code: 'APPLICATION_COMMAND_INVALID_NAME',
        message: 'Command name is invalid',
      },
      { path: ['name'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 32 in length.' },
      { path: [], code: 'APPLICATION_COMMAND_TOO_LARGE', message: 'Command exceeds maximum size (8000)' },
    ]);
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      code: 50035,
      message: 'Invalid Form Body',
      errors: {
        _errors: [{ code: 'APPLICATION_COMMAND_TOO_LARGE', message: 'Command exceeds maximum size (8000)' }],
        name: { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 32 in length.' }] },
        options: {
          '1': {
            name: {
              _errors: [
                { code: 'STRING_TYPE_REGEX', message: 'String value did not match validation regex.' },
                { code: 'APPLICATION_COMMAND_INVALID_NAME', message: 'Command name is invalid' },
              ],
            },
          },
        },
      },
    });
  });

  it('keeps a node holding both its own errors and children', () => {
    const body = toErrorBody([
      { path: ['options', 0, 'name'], code: 'A', message: 'a' },
      { path: ['options'], code: 'B', message: 'b' },
    ]);
    expect(body.errors.options).toEqual({
      '0': { name: { _errors: [{ code: 'A', message: 'a' }] } },
      _errors: [{ code: 'B', message: 'b' }],
    });
  });

  it('does not touch prototypes for a field named __proto__', () => {
    const body = toErrorBody([{ path: ['__proto__', 'polluted'], code: 'X', message: 'x' }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.stringify(body.errors)).toBe(
      '{"__proto__":{"polluted":{"_errors":[{"code":"X","message":"x"}]}}}',
    );
    expect(Object.getPrototypeOf(body.errors)).toBe(Object.prototype);
    expect(flattenErrorBody(body)).toEqual(['__proto__.polluted: X: x']);
  });
});

describe('flattenErrorBody', () => {
  it('writes readable lines, including top-level errors', () => {
    const body = {
      code: 50035,
      message: 'Invalid Form Body',
      errors: {
        _errors: [{ code: 'APPLICATION_COMMAND_TOO_LARGE', message: 'Command exceeds maximum size (8000)' }],
        options: { '1': { name: { _errors: [{ code: 'STRING_TYPE_REGEX', message: 'bad' }] } } },
        name_localizations: { 'en-US': { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH', message: '1..32' }] } },
      },
    };
    expect(flattenErrorBody(body)).toEqual([
      'APPLICATION_COMMAND_TOO_LARGE: Command exceeds maximum size (8000)',
      'options[1].name: STRING_TYPE_REGEX: bad',
      'name_localizations["en-US"]: BASE_TYPE_BAD_LENGTH: 1..32',
    ]);
  });

  it.each([
    ['null', null],
    ['a string', 'Invalid Form Body'],
    ['no errors', { code: 0, message: '404: Not Found' }],
    ['errors not an object', { code: 50035, errors: [1, 2] }],
    ['leaves not a list', { code: 50035, errors: { name: { _errors: 'x' } } }],
    ['leaf entries not objects', { code: 50035, errors: { name: { _errors: [null, 3] } } }],
  ])('returns no lines for a malformed body: %s', (_label, body) => {
    expect(flattenErrorBody(body)).toEqual([]);
  });

  it('survives very deep trees without overflowing', () => {
    let tree: Record<string, unknown> = { _errors: [{ code: 'DEEP', message: 'deep' }] };
    for (let i = 0; i < 10_000; i++) tree = { a: tree };
    expect(() => flattenErrorBody({ errors: tree })).not.toThrow();
  });

  it('fills in missing code or message rather than dropping the leaf', () => {
    expect(flattenErrorBody({ errors: { name: { _errors: [{ message: 'm' }] } } })).toEqual([
      'name: UNKNOWN: m',
    ]);
  });
});

describe('round trip', () => {
  const part = fc.oneof(
    fc.nat({ max: 30 }),
    fc.constantFrom('options', 'name', 'choices', 'name_localizations', 'en-US', 'value', 'min_value'),
  );
  const issue = fc.record({
    path: fc.array(part, { maxLength: 6 }),
    code: fc.constantFrom('STRING_TYPE_REGEX', 'BASE_TYPE_REQUIRED', 'APPLICATION_COMMAND_TOO_LARGE'),
    message: fc.string(),
  });
  const key = (i: Issue) => JSON.stringify([i.path, i.code, i.message]);

  it('parseErrorBody(toErrorBody(issues)) gives the same issues (as a multiset)', () => {
    fc.assert(
      fc.property(fc.array(issue, { maxLength: 20 }), (issues) => {
        const back = parseErrorBody(JSON.parse(JSON.stringify(toErrorBody(issues))));
        expect(back.map(key).sort()).toEqual(issues.map(key).sort());
      }),
    );
  });

  it('flattenErrorBody(toErrorBody(issues)) gives formatIssue of each issue', () => {
    fc.assert(
      fc.property(fc.array(issue, { maxLength: 20 }), (issues) => {
        expect(flattenErrorBody(toErrorBody(issues)).sort()).toEqual(issues.map(formatIssue).sort());
      }),
    );
  });

  it('formats paths', () => {
    expect(formatPath(['options', 2, 'choices', 0, 'name'])).toBe('options[2].choices[0].name');
    expect(formatPath([3, 'name'])).toBe('[3].name');
    expect(formatPath([])).toBe('');
  });
});
