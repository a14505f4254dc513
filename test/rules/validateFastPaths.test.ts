/**
 * The validator's fast paths (issue 20) give the answers of the rules they shortcut: plain ASCII names,
 * code point counting without surrogates, the switches over command, option and choice fields, enum lists checked
 * with a bit set, and remembered default_member_permissions answers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, ChannelType } from '../../src/model/index.js';
import {
  codePoints,
  NAME_PATTERN_SOURCE,
  type ValidateCommandOptions,
  validateCommand,
} from '../../src/rules/index.js';
import { COMMAND_FIELDS, isCommandField } from '../../src/rules/validateCommand.js';
import {
  CHOICE_FIELDS,
  isChoiceField,
  isOptionField,
  OPTION_FIELDS,
} from '../../src/rules/validateOptions.js';

type Body = Record<string, unknown>;

const GLOBAL_CREATE: ValidateCommandOptions = { scope: 'global', mode: 'create' };
const chat = (extra: Body = {}): Body => ({ name: 'ping', description: 'Check latency', ...extra });
const found = (body: unknown) =>
  validateCommand(body, GLOBAL_CREATE).map((issue) => `${issue.path.join('.')}: ${issue.code}`);

/** Keys that are no field of an option or a choice, including the names an object inherits. */
const NOT_FIELDS = [
  '',
  'Name',
  'NAME',
  'name ',
  'types',
  'value_',
  'constructor',
  'toString',
  '__proto__',
  'id',
];

describe('option and choice fields', () => {
  it('isOptionField accepts OPTION_FIELDS and nothing else', () => {
    for (const field of OPTION_FIELDS) expect(isOptionField(field), field).toBe(true);
    for (const key of [...NOT_FIELDS, 'value']) expect(isOptionField(key), key).toBe(false);
  });

  it('isCommandField accepts the fields of each mode and nothing else', () => {
    const all = new Set(Object.values(COMMAND_FIELDS).flat());
    for (const [mode, fields] of Object.entries(COMMAND_FIELDS) as [
      keyof typeof COMMAND_FIELDS,
      string[],
    ][]) {
      for (const key of [...all, ...NOT_FIELDS.filter((k) => k !== 'id'), 'value', 'choices']) {
        expect(isCommandField(key, mode), `${mode}: ${key}`).toBe(fields.includes(key));
      }
    }
    const [issue] = validateCommand(chat({ id: '1' }), GLOBAL_CREATE);
    expect(issue?.path).toEqual(['id']);
    expect(issue?.message).toContain(`allowed fields: ${COMMAND_FIELDS.create.join(', ')}.`);
    expect(validateCommand(chat({ id: '1' }), { scope: 'global', mode: 'bulk' })).toEqual([]);
  });

  it('isChoiceField accepts CHOICE_FIELDS and nothing else', () => {
    for (const field of CHOICE_FIELDS) expect(isChoiceField(field), field).toBe(true);
    for (const key of [...NOT_FIELDS, 'type', 'description']) expect(isChoiceField(key), key).toBe(false);
  });

  it('reports unknown keys of an option and a choice, own and inherited enumerable ones, listing the fields', () => {
    const inherited = Object.create({ extra: 1 }) as Body;
    Object.assign(inherited, { type: 5, name: 'flag', description: 'A flag' });
    const choice = { name: 'one', value: 'v1', description: 'not a choice field' };
    const body = chat({
      options: [
        { type: 3, name: 'text', description: 'Some text', value: 'x', choices: [choice] },
        inherited,
      ],
    });
    expect(found(body)).toEqual([
      'options.0.value: BASE_TYPE_UNKNOWN_FIELD',
      'options.0.choices.0.description: BASE_TYPE_UNKNOWN_FIELD',
      'options.1.extra: BASE_TYPE_UNKNOWN_FIELD',
    ]);
    const messages = validateCommand(body, GLOBAL_CREATE).map((issue) => issue.message);
    expect(messages[0]).toContain(`allowed fields: ${OPTION_FIELDS.join(', ')}.`);
    expect(messages[1]).toContain(`allowed fields: ${CHOICE_FIELDS.join(', ')}.`);
  });
});

describe('names', () => {
  const pattern = new RegExp(NAME_PATTERN_SOURCE, 'u');
  /** The rule as stated: the pattern (which bounds the length too) and lowercase where a lowercase exists. */
  const validName = (name: string) => pattern.test(name) && name.toLowerCase() === name;

  it('every ASCII character in a command and an option name is judged as the pattern and lowercase rule say', () => {
    for (let code = 0; code < 128; code++) {
      const name = `a${String.fromCharCode(code)}b`;
      const body = chat({ name, options: [{ type: 5, name, description: 'An option' }] });
      const expected = validName(name) ? [] : ['name', 'options.0.name'];
      const paths = validateCommand(body, GLOBAL_CREATE).map((issue) => issue.path.join('.'));
      expect([...new Set(paths)], JSON.stringify(name)).toEqual(expected);
    }
  });

  it('mixed ASCII and Unicode names are judged as the pattern and lowercase rule say', () => {
    const chars = [..."az09-_'AZ .!~éÉжЖßλΛ日नสั𝒶\u{1F600}\u0000"];
    const nameArb = fc
      .array(fc.constantFrom(...chars), { minLength: 0, maxLength: 40 })
      .map((a) => a.join(''));
    fc.assert(
      fc.property(nameArb, (name) => {
        const issues = validateCommand(chat({ name }), GLOBAL_CREATE);
        expect(issues.length === 0, JSON.stringify(name)).toBe(validName(name));
      }),
      { numRuns: 500 },
    );
  });
});

describe('codePoints', () => {
  it('counts like string iteration: a surrogate pair once, a lone surrogate once, other units once', () => {
    const units = fc.oneof(
      fc.integer({ min: 0, max: 0x7f }),
      fc.integer({ min: 0x80, max: 0xffff }),
      fc.integer({ min: 0xd800, max: 0xdfff }),
    );
    fc.assert(
      fc.property(fc.array(units, { maxLength: 60 }), (codes) => {
        const s = String.fromCharCode(...codes);
        expect(codePoints(s)).toBe([...s].length);
      }),
      { numRuns: 1000 },
    );
    expect(codePoints('')).toBe(0);
    expect(codePoints('\uD835')).toBe(1);
    expect(codePoints('a\uD835')).toBe(2);
    expect(codePoints('\uDC00\uD835')).toBe(2);
    expect(codePoints('𝒶𝒶')).toBe(2);
  });

  it('descriptions with astral characters are measured in code points on the fast path too', () => {
    expect(found(chat({ description: '𝒶'.repeat(100) }))).toEqual([]);
    expect(found(chat({ description: '𝒶'.repeat(101) }))).toEqual(['description: BASE_TYPE_BAD_LENGTH']);
    expect(found(chat({ description: 'é'.repeat(101) }))).toEqual(['description: BASE_TYPE_BAD_LENGTH']);
  });
});

describe('enum lists', () => {
  const channel = (channelTypes: unknown): Body =>
    chat({ options: [{ type: 7, name: 'where', description: 'A channel', channel_types: channelTypes }] });

  it('reports each repeat of a value, including the last value of the table, and each unknown value', () => {
    expect(
      found(channel([0, ChannelType.GUILD_MEDIA, 5, 0, ChannelType.GUILD_MEDIA, 99, '0', -0, 5])),
    ).toEqual([
      'options.0.channel_types.3: LIST_ITEM_VALUE_DUPLICATE',
      'options.0.channel_types.4: LIST_ITEM_VALUE_DUPLICATE',
      'options.0.channel_types.5: BASE_TYPE_CHOICES',
      'options.0.channel_types.6: BASE_TYPE_CHOICES',
      'options.0.channel_types.7: LIST_ITEM_VALUE_DUPLICATE',
      'options.0.channel_types.8: LIST_ITEM_VALUE_DUPLICATE',
    ]);
    expect(found(channel(Object.values(ChannelType)))).toEqual([]);
    expect(found(chat({ contexts: [2, 1, 0, 2] }))).toEqual(['contexts.3: LIST_ITEM_VALUE_DUPLICATE']);
  });

  it('a long list of two repeated values is reported item by item', () => {
    const list = [...Array<number>(20_000).fill(0), ...Array<number>(20_000).fill(5)];
    const issues = validateCommand(channel(list), GLOBAL_CREATE);
    expect(issues).toHaveLength(list.length - 2);
    expect(issues[0]?.path).toEqual(['options', 0, 'channel_types', 1]);
    expect(issues.at(-1)?.path).toEqual(['options', 0, 'channel_types', list.length - 1]);
  });
});

describe('default_member_permissions answers', () => {
  const permissions = (value: unknown) => found(chat({ default_member_permissions: value }));
  const refused = ['default_member_permissions: PERMISSIONS_TYPE_INVALID'];

  it('stay right when asked again, alternating, after many distinct values, and for long strings', () => {
    for (let round = 0; round < 3; round++) {
      expect(permissions('8')).toEqual([]);
      expect(permissions('08')).toEqual(refused);
      expect(permissions(String(1n << 60n))).toEqual(refused);
      expect(permissions(String(1n << 52n))).toEqual([]);
    }
    // More distinct values than are kept: the answers stay those of the rule.
    for (let i = 0n; i < 600n; i++) {
      const bits = i | (1n << (i % 64n));
      expect(permissions(String(bits))).toEqual((bits & ~ALL_PERMISSIONS) === 0n ? [] : refused);
    }
    expect(permissions('8')).toEqual([]);
    expect(permissions('18446744073709551615')).toEqual(refused);
    expect(permissions('1'.repeat(21))).toEqual(refused);
    expect(permissions(`8${' '.repeat(30)}`)).toEqual(refused);
  });

  it('keep the message that says what is wrong', () => {
    const [issue] = validateCommand(chat({ default_member_permissions: String(1n << 60n) }), GLOBAL_CREATE);
    expect(issue?.message).toBe('unknown permission bit 1<<60; got "1152921504606846976".');
    const [again] = validateCommand(chat({ default_member_permissions: String(1n << 60n) }), GLOBAL_CREATE);
    expect(again?.message).toBe(issue?.message);
  });
});
