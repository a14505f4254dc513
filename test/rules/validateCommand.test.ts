import { describe, expect, it } from 'vitest';
import { PermissionFlags } from '../../src/model/index.js';
import { type ValidateCommandOptions, validateCommand } from '../../src/rules/index.js';

type Body = Record<string, unknown>;
type Found = { path: (string | number)[]; code: string };

const GLOBAL_CREATE: ValidateCommandOptions = { scope: 'global', mode: 'create' };

/** A minimal valid CHAT_INPUT command, with overrides. */
const chat = (extra: Body = {}): Body => ({ name: 'ping', description: 'Check latency', ...extra });
/** A command whose only option is `option`. */
const withOption = (option: Body): Body =>
  chat({ options: [{ name: 'opt', description: 'An option', ...option }] });
const str = (extra: Body = {}): Body => withOption({ type: 3, ...extra });
const int = (extra: Body = {}): Body => withOption({ type: 4, ...extra });
const num = (extra: Body = {}): Body => withOption({ type: 10, ...extra });
const sub = (name: string, options?: Body[]): Body => ({
  type: 1,
  name,
  description: 'sub',
  ...(options ? { options } : {}),
});
const group = (name: string, options?: Body[]): Body => ({
  type: 2,
  name,
  description: 'group',
  ...(options ? { options } : {}),
});
const basic = (name: string, extra: Body = {}): Body => ({ type: 3, name, description: 'basic', ...extra });
const choices = (n: number, value: (i: number) => unknown = (i) => `v${i}`) =>
  Array.from({ length: n }, (_, i) => ({ name: `c${i}`, value: value(i) }));

interface Case {
  rule: string;
  body: unknown;
  options?: ValidateCommandOptions;
  /** Expected issues (path + code), exactly; [] for a valid case. */
  expect: Found[];
}

const ok = (rule: string, body: unknown, options?: ValidateCommandOptions): Case => ({
  rule,
  body,
  expect: [],
  ...(options ? { options } : {}),
});
const bad = (
  rule: string,
  body: unknown,
  path: Found['path'],
  code: string,
  options?: ValidateCommandOptions,
): Case => ({
  rule,
  body,
  expect: [{ path, code }],
  ...(options ? { options } : {}),
});

const cases: Case[] = [
  // naming
  ok('name pattern: letters, digits, - _ and apostrophe', chat({ name: "it's-a_name2" })),
  bad(
    'name pattern: no spaces in CHAT_INPUT names',
    chat({ name: 'ping pong' }),
    ['name'],
    'STRING_TYPE_REGEX',
  ),
  bad('name pattern: no emoji', chat({ name: 'ping🙂' }), ['name'], 'STRING_TYPE_REGEX'),
  bad('name pattern: no punctuation', chat({ name: 'ping!' }), ['name'], 'STRING_TYPE_REGEX'),
  ok('name pattern: unicode letters (Cyrillic, CJK)', chat({ name: 'привет日本' })),
  ok('name pattern: Devanagari script incl. combining marks', chat({ name: 'नमस्ते' })),
  ok('name pattern: Thai script incl. combining marks', chat({ name: 'สวัสดี' })),
  bad(
    'lowercase rule: uppercase letter',
    chat({ name: 'Ping' }),
    ['name'],
    'APPLICATION_COMMAND_INVALID_NAME',
  ),
  bad(
    'lowercase rule: uppercase Cyrillic',
    chat({ name: 'Привет' }),
    ['name'],
    'APPLICATION_COMMAND_INVALID_NAME',
  ),
  ok('lowercase rule: letters without a lowercase variant (ß, uncased CJK)', chat({ name: 'straße漢字' })),
  ok('name length counts code points: 32 astral letters', chat({ name: '𝒶'.repeat(32) })),
  bad('name length: 33 code points', chat({ name: 'a'.repeat(33) }), ['name'], 'BASE_TYPE_BAD_LENGTH'),
  bad('name length: empty', chat({ name: '' }), ['name'], 'BASE_TYPE_BAD_LENGTH'),
  bad('name required on create', { description: 'x' }, ['name'], 'BASE_TYPE_REQUIRED'),
  ok('name optional on edit', { description: 'new' }, { scope: 'global', mode: 'edit' }),
  bad('name must be a string', chat({ name: 5 }), ['name'], 'STRING_TYPE_COERCE'),
  ok('USER names may be mixed case with spaces', { type: 2, name: 'Show Profile' }),
  ok('MESSAGE names may be mixed case with spaces', { type: 3, name: 'Bookmark This!' }),
  bad('USER name length 1-32', { type: 2, name: 'A'.repeat(33) }, ['name'], 'BASE_TYPE_BAD_LENGTH'),
  ok('PRIMARY_ENTRY_POINT name may be capitalised (Launch)', {
    type: 4,
    name: 'Launch',
    description: 'Launch',
  }),

  // descriptions
  bad('CHAT_INPUT description required on create', { name: 'ping' }, ['description'], 'BASE_TYPE_REQUIRED'),
  ok('description optional on edit', { name: 'ping' }, { scope: 'global', mode: 'edit' }),
  bad(
    'description length 1-100: 101',
    chat({ description: 'd'.repeat(101) }),
    ['description'],
    'BASE_TYPE_BAD_LENGTH',
  ),
  ok('description length 1-100: 100', chat({ description: 'd'.repeat(100) })),
  bad('description length 1-100: empty', chat({ description: '' }), ['description'], 'BASE_TYPE_BAD_LENGTH'),
  bad(
    'USER commands reject description on create',
    { type: 2, name: 'Profile', description: 'Shows a profile' },
    ['description'],
    'APPLICATION_COMMAND_FIELD_NOT_ALLOWED',
  ),
  ok('USER/MESSAGE fetched "" description is accepted', { type: 3, name: 'Quote', description: '' }),
  bad(
    'MESSAGE commands reject description_localizations',
    { type: 3, name: 'Quote', description_localizations: { de: 'Zitat' } },
    ['description_localizations'],
    'APPLICATION_COMMAND_FIELD_NOT_ALLOWED',
  ),

  // per-type fields
  bad(
    'options only on CHAT_INPUT',
    { type: 2, name: 'Profile', options: [basic('x')] },
    ['options'],
    'APPLICATION_COMMAND_FIELD_NOT_ALLOWED',
  ),
  bad(
    'handler only on PRIMARY_ENTRY_POINT',
    chat({ handler: 1 }),
    ['handler'],
    'APPLICATION_COMMAND_FIELD_NOT_ALLOWED',
  ),
  ok('handler on PRIMARY_ENTRY_POINT', { type: 4, name: 'Launch', description: 'Launch', handler: 2 }),
  bad('handler values 1-2', { type: 4, name: 'Launch', handler: 3 }, ['handler'], 'BASE_TYPE_CHOICES'),
  bad(
    'handler needs the EMBEDDED flag',
    { type: 4, name: 'Launch', handler: 1 },
    ['handler'],
    'APPLICATION_COMMAND_HANDLER_REQUIRES_EMBEDDED',
    { scope: 'global', mode: 'create', embedded: false },
  ),
  bad('type must be a command type', chat({ type: 5 }), ['type'], 'BASE_TYPE_CHOICES'),
  bad('type is not editable', { type: 2 }, ['type'], 'APPLICATION_COMMAND_FIELD_NOT_ALLOWED', {
    scope: 'global',
    mode: 'edit',
    existingType: 1,
  }),
  ok(
    'type equal to the stored one is harmless on edit',
    { type: 2, name: 'Profile' },
    {
      scope: 'global',
      mode: 'edit',
      existingType: 2,
    },
  ),

  // scope
  ok(
    'contexts on a global command',
    chat({ contexts: [0, 1, 2], integration_types: [0, 1], dm_permission: false }),
  ),
  bad(
    'contexts global only',
    chat({ contexts: [0] }),
    ['contexts'],
    'APPLICATION_COMMAND_GLOBAL_ONLY_FIELD',
    {
      scope: 'guild',
      mode: 'create',
    },
  ),
  bad(
    'integration_types global only',
    chat({ integration_types: [0] }),
    ['integration_types'],
    'APPLICATION_COMMAND_GLOBAL_ONLY_FIELD',
    { scope: 'guild', mode: 'edit' },
  ),
  bad(
    'dm_permission global only',
    chat({ dm_permission: true }),
    ['dm_permission'],
    'APPLICATION_COMMAND_GLOBAL_ONLY_FIELD',
    {
      scope: 'guild',
      mode: 'create',
    },
  ),
  ok(
    'guild bulk item may carry contexts without BOT_DM',
    chat({ contexts: [0, 2], integration_types: [0] }),
    {
      scope: 'guild',
      mode: 'bulk',
    },
  ),
  bad(
    'guild commands reject BOT_DM',
    chat({ contexts: [0, 1] }),
    ['contexts', 1],
    'APPLICATION_COMMAND_NOT_ALLOWED_IN_GUILD',
    {
      scope: 'guild',
      mode: 'bulk',
    },
  ),
  bad(
    'PRIMARY_ENTRY_POINT not allowed in a guild',
    { type: 4, name: 'Launch' },
    ['type'],
    'APPLICATION_COMMAND_NOT_ALLOWED_IN_GUILD',
    { scope: 'guild', mode: 'create' },
  ),
  bad('contexts values 0-2', chat({ contexts: [0, 3] }), ['contexts', 1], 'BASE_TYPE_CHOICES'),
  bad('contexts values distinct', chat({ contexts: [0, 0] }), ['contexts', 1], 'LIST_ITEM_VALUE_DUPLICATE'),
  ok('contexts may be null', chat({ contexts: null })),
  bad(
    'integration_types values 0-1',
    chat({ integration_types: [2] }),
    ['integration_types', 0],
    'BASE_TYPE_CHOICES',
  ),
  bad(
    'integration_types must be supported by the app',
    chat({ integration_types: [0, 1] }),
    ['integration_types', 1],
    'APPLICATION_COMMAND_INTEGRATION_TYPE_UNSUPPORTED',
    { scope: 'global', mode: 'create', appIntegrationTypes: [0] },
  ),

  // options: counts, names, required
  ok('options: 25 per level', chat({ options: Array.from({ length: 25 }, (_, i) => basic(`o${i}`)) })),
  bad(
    'options: max 25 per level',
    chat({ options: Array.from({ length: 26 }, (_, i) => basic(`o${i}`)) }),
    ['options'],
    'BASE_TYPE_MAX_LENGTH',
  ),
  bad(
    'options: max 25 inside a subcommand',
    chat({
      options: [
        sub(
          's',
          Array.from({ length: 26 }, (_, i) => basic(`o${i}`)),
        ),
      ],
    }),
    ['options', 0, 'options'],
    'BASE_TYPE_MAX_LENGTH',
  ),
  bad(
    'options: unique names per array',
    chat({ options: [basic('a'), basic('a')] }),
    ['options', 1, 'name'],
    'APPLICATION_COMMAND_OPTIONS_DUPLICATE_NAME',
  ),
  ok(
    'options: same name in different subcommands',
    chat({ options: [sub('a', [basic('x')]), sub('b', [basic('x')])] }),
  ),
  bad(
    'option name follows the name pattern',
    str({ name: 'my opt' }),
    ['options', 0, 'name'],
    'STRING_TYPE_REGEX',
  ),
  bad(
    'option name lowercase rule',
    str({ name: 'Opt' }),
    ['options', 0, 'name'],
    'APPLICATION_COMMAND_INVALID_NAME',
  ),
  bad(
    'option description required',
    withOption({ type: 3, description: undefined }),
    ['options', 0, 'description'],
    'BASE_TYPE_REQUIRED',
  ),
  bad('option type required', withOption({}), ['options', 0, 'type'], 'BASE_TYPE_REQUIRED'),
  bad('option type 1-11', withOption({ type: 12 }), ['options', 0, 'type'], 'BASE_TYPE_CHOICES'),
  bad(
    'required not on SUB_COMMAND',
    chat({ options: [{ ...sub('s'), required: true }] }),
    ['options', 0, 'required'],
    'APPLICATION_COMMAND_OPTION_FIELD_NOT_ALLOWED',
  ),
  bad(
    'required not on SUB_COMMAND_GROUP',
    chat({ options: [{ ...group('g', [sub('s')]), required: true }] }),
    ['options', 0, 'required'],
    'APPLICATION_COMMAND_OPTION_FIELD_NOT_ALLOWED',
  ),
  ok(
    'required options before optional ones',
    chat({ options: [basic('a', { required: true }), basic('b')] }),
  ),
  bad(
    'required options before optional ones: violated',
    chat({ options: [basic('a'), basic('b', { required: true })] }),
    ['options', 1, 'required'],
    'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID',
  ),
  bad(
    'required must be a boolean',
    str({ required: 'yes' }),
    ['options', 0, 'required'],
    'BOOLEAN_TYPE_COERCE',
  ),

  // nesting
  ok(
    'nesting: command -> groups -> subcommands, mixed with subcommands',
    chat({ options: [group('g', [sub('s')]), sub('t')] }),
  ),
  bad(
    'nesting: group inside group',
    chat({ options: [group('g', [group('h', [sub('s')])])] }),
    ['options', 0, 'options', 0, 'type'],
    'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
  ),
  bad(
    'nesting: group inside subcommand',
    chat({ options: [sub('s', [group('g', [sub('t')])])] }),
    ['options', 0, 'options', 0, 'type'],
    'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
  ),
  bad(
    'nesting: subcommand inside subcommand',
    chat({ options: [sub('s', [sub('t')])] }),
    ['options', 0, 'options', 0, 'type'],
    'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
  ),
  bad(
    'nesting: basic option directly inside a group',
    chat({ options: [group('g', [basic('x')])] }),
    ['options', 0, 'options', 0, 'type'],
    'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
  ),
  bad(
    'nesting: a group needs subcommands',
    chat({ options: [group('g', [])] }),
    ['options', 0, 'options'],
    'APPLICATION_COMMAND_OPTIONS_GROUP_EMPTY',
  ),
  bad(
    'nesting: a group needs subcommands (absent)',
    chat({ options: [group('g')] }),
    ['options', 0, 'options'],
    'APPLICATION_COMMAND_OPTIONS_GROUP_EMPTY',
  ),
  bad(
    'nesting: basic options not mixed with subcommands',
    chat({ options: [sub('s'), basic('x')] }),
    ['options', 1, 'type'],
    'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
  ),
  bad(
    'nesting: options only on subcommands and groups',
    str({ options: [basic('x')] }),
    ['options', 0, 'options'],
    'APPLICATION_COMMAND_OPTION_FIELD_NOT_ALLOWED',
  ),

  // choices
  ok('choices: 25 on STRING', str({ choices: choices(25) })),
  bad('choices: max 25', str({ choices: choices(26) }), ['options', 0, 'choices'], 'BASE_TYPE_MAX_LENGTH'),
  bad(
    'choices only for STRING/INTEGER/NUMBER',
    withOption({ type: 5, choices: choices(1) }),
    ['options', 0, 'choices'],
    'APPLICATION_COMMAND_OPTION_FIELD_NOT_ALLOWED',
  ),
  ok('choices: INTEGER values are integers', int({ choices: choices(3, (i) => i) })),
  bad(
    'choices: INTEGER value type',
    int({ choices: choices(1, () => 1.5) }),
    ['options', 0, 'choices', 0, 'value'],
    'NUMBER_TYPE_COERCE',
  ),
  bad(
    'choices: INTEGER value range',
    int({ choices: choices(1, () => 2 ** 53) }),
    ['options', 0, 'choices', 0, 'value'],
    'BASE_TYPE_MAX_VALUE',
  ),
  ok('choices: NUMBER values are doubles', num({ choices: choices(2, (i) => i + 0.5) })),
  bad(
    'choices: NUMBER value type',
    num({ choices: choices(1, () => '1') }),
    ['options', 0, 'choices', 0, 'value'],
    'NUMBER_TYPE_COERCE',
  ),
  bad(
    'choices: STRING value type',
    str({ choices: choices(1, () => 1) }),
    ['options', 0, 'choices', 0, 'value'],
    'STRING_TYPE_COERCE',
  ),
  ok('choices: STRING value up to 100', str({ choices: choices(1, () => 'v'.repeat(100)) })),
  bad(
    'choices: STRING value at most 100',
    str({ choices: choices(1, () => 'v'.repeat(101)) }),
    ['options', 0, 'choices', 0, 'value'],
    'BASE_TYPE_MAX_LENGTH',
  ),
  bad(
    'choices: value required',
    str({ choices: [{ name: 'a' }] }),
    ['options', 0, 'choices', 0, 'value'],
    'BASE_TYPE_REQUIRED',
  ),
  bad(
    'choices: name 1-100 (empty)',
    str({ choices: [{ name: '', value: 'a' }] }),
    ['options', 0, 'choices', 0, 'name'],
    'BASE_TYPE_BAD_LENGTH',
  ),
  bad(
    'choices: name 1-100 (101)',
    str({ choices: [{ name: 'n'.repeat(101), value: 'a' }] }),
    ['options', 0, 'choices', 0, 'name'],
    'BASE_TYPE_BAD_LENGTH',
  ),
  ok('choices: names may be mixed case with spaces', str({ choices: [{ name: 'Big Value!', value: 'a' }] })),

  // autocomplete
  ok('autocomplete on STRING', str({ autocomplete: true })),
  bad(
    'autocomplete only for STRING/INTEGER/NUMBER',
    withOption({ type: 6, autocomplete: true }),
    ['options', 0, 'autocomplete'],
    'APPLICATION_COMMAND_OPTION_FIELD_NOT_ALLOWED',
  ),
  bad(
    'autocomplete never with choices',
    int({ autocomplete: true, choices: choices(2, (i) => i) }),
    ['options', 0, 'autocomplete'],
    'APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_WITH_CHOICES',
  ),
  ok('autocomplete false with choices', str({ autocomplete: false, choices: choices(2) })),

  // channel_types
  ok('channel_types for CHANNEL', withOption({ type: 7, channel_types: [0, 2, 4, 11, 15] })),
  bad(
    'channel_types only for CHANNEL',
    str({ channel_types: [0] }),
    ['options', 0, 'channel_types'],
    'APPLICATION_COMMAND_OPTION_FIELD_NOT_ALLOWED',
  ),
  bad(
    'channel_types values are channel types',
    withOption({ type: 7, channel_types: [0, 9] }),
    ['options', 0, 'channel_types', 1],
    'BASE_TYPE_CHOICES',
  ),

  // min/max value
  ok(
    'min/max value on INTEGER at the range ends',
    int({ min_value: -(2 ** 53) + 1, max_value: 2 ** 53 - 1 }),
  ),
  ok('min/max value on NUMBER at the range ends', num({ min_value: -(2 ** 53), max_value: 2 ** 53 })),
  bad(
    'min_value only for INTEGER/NUMBER',
    str({ min_value: 1 }),
    ['options', 0, 'min_value'],
    'APPLICATION_COMMAND_OPTION_FIELD_NOT_ALLOWED',
  ),
  bad(
    'max_value only for INTEGER/NUMBER',
    withOption({ type: 5, max_value: 1 }),
    ['options', 0, 'max_value'],
    'APPLICATION_COMMAND_OPTION_FIELD_NOT_ALLOWED',
  ),
  bad(
    'min_value an integer for INTEGER',
    int({ min_value: 1.5 }),
    ['options', 0, 'min_value'],
    'NUMBER_TYPE_COERCE',
  ),
  ok('min_value a double for NUMBER', num({ min_value: 1.5 })),
  bad(
    'INTEGER range: below -2^53+1',
    int({ min_value: -(2 ** 53) }),
    ['options', 0, 'min_value'],
    'BASE_TYPE_MIN_VALUE',
  ),
  bad(
    'INTEGER range: above 2^53-1',
    int({ max_value: 2 ** 53 }),
    ['options', 0, 'max_value'],
    'BASE_TYPE_MAX_VALUE',
  ),
  bad(
    'NUMBER range: below -2^53',
    num({ min_value: -(2 ** 53) - 2 }),
    ['options', 0, 'min_value'],
    'BASE_TYPE_MIN_VALUE',
  ),
  bad(
    'NUMBER range: above 2^53',
    num({ max_value: 2 ** 53 + 2 }),
    ['options', 0, 'max_value'],
    'BASE_TYPE_MAX_VALUE',
  ),
  bad(
    'NUMBER bounds are finite',
    num({ max_value: Number.POSITIVE_INFINITY }),
    ['options', 0, 'max_value'],
    'NUMBER_TYPE_COERCE',
  ),
  bad(
    'min_value <= max_value',
    int({ min_value: 5, max_value: 1 }),
    ['options', 0, 'max_value'],
    'APPLICATION_COMMAND_OPTION_RANGE_INVALID',
  ),
  ok('min_value == max_value', int({ min_value: 5, max_value: 5 })),

  // min/max length
  ok('min_length 0 and max_length 6000', str({ min_length: 0, max_length: 6000 })),
  bad(
    'min_length only for STRING',
    int({ min_length: 1 }),
    ['options', 0, 'min_length'],
    'APPLICATION_COMMAND_OPTION_FIELD_NOT_ALLOWED',
  ),
  bad(
    'max_length only for STRING',
    num({ max_length: 1 }),
    ['options', 0, 'max_length'],
    'APPLICATION_COMMAND_OPTION_FIELD_NOT_ALLOWED',
  ),
  bad(
    'min_length 0-6000: negative',
    str({ min_length: -1 }),
    ['options', 0, 'min_length'],
    'BASE_TYPE_MIN_VALUE',
  ),
  bad(
    'min_length 0-6000: 6001',
    str({ min_length: 6001 }),
    ['options', 0, 'min_length'],
    'BASE_TYPE_MAX_VALUE',
  ),
  bad('max_length 1-6000: 0', str({ max_length: 0 }), ['options', 0, 'max_length'], 'BASE_TYPE_MIN_VALUE'),
  bad(
    'max_length 1-6000: 6001',
    str({ max_length: 6001 }),
    ['options', 0, 'max_length'],
    'BASE_TYPE_MAX_VALUE',
  ),
  bad('min_length an integer', str({ min_length: 1.5 }), ['options', 0, 'min_length'], 'NUMBER_TYPE_COERCE'),
  bad(
    'min_length <= max_length',
    str({ min_length: 10, max_length: 5 }),
    ['options', 0, 'max_length'],
    'APPLICATION_COMMAND_OPTION_RANGE_INVALID',
  ),

  // localizations
  ok(
    'localizations: known locales',
    chat({
      name_localizations: { de: 'klingeln', 'es-419': 'sonar' },
      description_localizations: { fr: 'Latence' },
    }),
  ),
  ok('localizations may be null', chat({ name_localizations: null, description_localizations: null })),
  bad(
    'localizations: keys are known locales',
    chat({ name_localizations: { xx: 'a' } }),
    ['name_localizations', 'xx'],
    'LOCALE_TYPE_INVALID',
  ),
  bad(
    'localizations: keys are case-sensitive',
    chat({ name_localizations: { 'EN-US': 'a' } }),
    ['name_localizations', 'EN-US'],
    'LOCALE_TYPE_INVALID',
  ),
  bad(
    'localizations: must be an object',
    chat({ name_localizations: ['de'] }),
    ['name_localizations'],
    'DICT_TYPE_CONVERT',
  ),
  bad(
    'localized names follow the name pattern',
    chat({ name_localizations: { de: 'hallo welt' } }),
    ['name_localizations', 'de'],
    'STRING_TYPE_REGEX',
  ),
  bad(
    'localized names follow the lowercase rule',
    chat({ name_localizations: { de: 'Hallo' } }),
    ['name_localizations', 'de'],
    'APPLICATION_COMMAND_INVALID_NAME',
  ),
  bad(
    'localized descriptions 1-100',
    chat({ description_localizations: { de: 'd'.repeat(101) } }),
    ['description_localizations', 'de'],
    'BASE_TYPE_BAD_LENGTH',
  ),
  bad(
    'localized option descriptions 1-100',
    str({ description_localizations: { ja: '' } }),
    ['options', 0, 'description_localizations', 'ja'],
    'BASE_TYPE_BAD_LENGTH',
  ),
  bad(
    'localized choice names 1-100',
    str({ choices: [{ name: 'a', value: 'a', name_localizations: { ko: 'n'.repeat(101) } }] }),
    ['options', 0, 'choices', 0, 'name_localizations', 'ko'],
    'BASE_TYPE_BAD_LENGTH',
  ),
  // A localized value identical to the default is ignored: the invalid default is reported once, not twice.
  bad(
    'localized values identical to the default are ignored',
    chat({ name: 'Ping', name_localizations: { 'en-US': 'Ping' } }),
    ['name'],
    'APPLICATION_COMMAND_INVALID_NAME',
  ),
  ok(
    'localized option names distinct: different names',
    chat({
      options: [
        basic('a', { name_localizations: { de: 'x' } }),
        basic('b', { name_localizations: { de: 'y' } }),
      ],
    }),
  ),
  bad(
    'localized option names distinct from other default names',
    chat({ options: [basic('a'), basic('b', { name_localizations: { de: 'a' } })] }),
    ['options', 1, 'name_localizations', 'de'],
    'APPLICATION_COMMAND_OPTIONS_DUPLICATE_LOCALIZED_NAME',
  ),
  bad(
    'localized option names distinct from other names in that locale',
    chat({
      options: [
        basic('a', { name_localizations: { de: 'x' } }),
        basic('b', { name_localizations: { de: 'x' } }),
      ],
    }),
    ['options', 1, 'name_localizations', 'de'],
    'APPLICATION_COMMAND_OPTIONS_DUPLICATE_LOCALIZED_NAME',
  ),
  ok(
    'localized option names: same value in another locale is fine',
    chat({
      options: [
        basic('a', { name_localizations: { de: 'x' } }),
        basic('b', { name_localizations: { fr: 'x' } }),
      ],
    }),
  ),
  ok(
    'localized option name equal to its own default is ignored',
    chat({ options: [basic('a', { name_localizations: { de: 'a' } }), basic('b')] }),
  ),

  // permissions, nsfw, unknown fields
  ok(
    'default_member_permissions: decimal bit set',
    chat({
      default_member_permissions: String(PermissionFlags.PIN_MESSAGES | PermissionFlags.ADMINISTRATOR),
    }),
  ),
  ok('default_member_permissions: "0" and null', chat({ default_member_permissions: '0' })),
  ok('default_member_permissions: null', chat({ default_member_permissions: null })),
  bad(
    'default_member_permissions: a string',
    chat({ default_member_permissions: 8 }),
    ['default_member_permissions'],
    'PERMISSIONS_TYPE_INVALID',
  ),
  bad(
    'default_member_permissions: decimal digits',
    chat({ default_member_permissions: '0x8' }),
    ['default_member_permissions'],
    'PERMISSIONS_TYPE_INVALID',
  ),
  bad(
    'default_member_permissions: known bits only',
    chat({ default_member_permissions: String(1n << 47n) }),
    ['default_member_permissions'],
    'PERMISSIONS_TYPE_INVALID',
  ),
  ok('nsfw boolean', chat({ nsfw: true })),
  bad('nsfw boolean: string', chat({ nsfw: 'true' }), ['nsfw'], 'BOOLEAN_TYPE_COERCE'),
  bad(
    'default_permission boolean',
    chat({ default_permission: 1 }),
    ['default_permission'],
    'BOOLEAN_TYPE_COERCE',
  ),
  bad('dm_permission boolean', chat({ dm_permission: 'no' }), ['dm_permission'], 'BOOLEAN_TYPE_COERCE'),
  bad(
    'unknown command fields rejected',
    chat({ descripton: 'typo' }),
    ['descripton'],
    'BASE_TYPE_UNKNOWN_FIELD',
  ),
  bad(
    'unknown option fields rejected',
    str({ min_len: 1 }),
    ['options', 0, 'min_len'],
    'BASE_TYPE_UNKNOWN_FIELD',
  ),
  bad(
    'unknown choice fields rejected',
    str({ choices: [{ name: 'a', value: 'a', label: 'A' }] }),
    ['options', 0, 'choices', 0, 'label'],
    'BASE_TYPE_UNKNOWN_FIELD',
  ),
  bad('id is not a create field', chat({ id: '1' }), ['id'], 'BASE_TYPE_UNKNOWN_FIELD'),
  ok('id on a bulk item', chat({ id: '123456789012345678' }), { scope: 'global', mode: 'bulk' }),
  bad('id on a bulk item is a snowflake', chat({ id: 'abc' }), ['id'], 'SNOWFLAKE_TYPE_INVALID', {
    scope: 'global',
    mode: 'bulk',
  }),
  ok(
    'stored commands carry server fields',
    chat({
      id: '1',
      application_id: '2',
      version: '3',
      guild_id: '4',
      contexts: null,
      integration_types: [0],
    }),
    { scope: 'guild', mode: 'stored' },
  ),
  bad('body must be an object', [chat()], [], 'DICT_TYPE_CONVERT'),
  bad('options must be an array', chat({ options: { 0: basic('a') } }), ['options'], 'LIST_TYPE_CONVERT'),
  bad('an option must be an object', chat({ options: ['a'] }), ['options', 0], 'DICT_TYPE_CONVERT'),
];

describe('validateCommand: one valid and one invalid case per rule', () => {
  it.each(cases.map((c) => [c.rule, c] as const))('%s', (_rule, c) => {
    const issues = validateCommand(c.body, c.options ?? GLOBAL_CREATE);
    expect(issues.map(({ path, code }) => ({ path, code }))).toEqual(c.expect);
    for (const issue of issues) expect(issue.message.length).toBeGreaterThan(10);
  });
});

describe('a name the rules refuse', () => {
  /** The name a message suggests (`Try "..."`), if any. */
  const suggested = (message: string): string | undefined => /Try "([^"]*)"\.$/.exec(message)?.[1];

  it.each([
    ['Mode Name', 'mode-name'],
    ['Mode', 'mode'],
    ['ping pong', 'ping-pong'],
    ['Ping!', 'ping'],
    ['  Привет Мир  ', 'привет-мир'],
    ['A'.repeat(40), 'a'.repeat(32)],
  ])('%s: every issue suggests the same name, and that name passes every rule', (name, expected) => {
    const issues = validateCommand(chat({ name }), GLOBAL_CREATE).filter((i) => i.path[0] === 'name');
    const names = issues.filter((i) => i.code !== 'BASE_TYPE_BAD_LENGTH').map((i) => suggested(i.message));
    expect(names.length).toBeGreaterThan(0);
    for (const found of names) expect(found).toBe(expected);
    expect(validateCommand(chat({ name: expected }), GLOBAL_CREATE)).toEqual([]);
  });

  it('suggests nothing when nothing valid is left', () => {
    const [issue] = validateCommand(chat({ name: '🙂🙂' }), GLOBAL_CREATE);
    expect(issue?.code).toBe('STRING_TYPE_REGEX');
    expect(issue?.message).not.toContain('Try');
  });
});

describe('the 8000-character combined size', () => {
  /** A command of exactly `total` characters: 20 STRING options with choice names filling the rest. */
  function sized(total: number, localize?: (s: string) => Record<string, string>): Body {
    const options: Body[] = [];
    let used = 'big'.length + 'd'.length;
    for (let i = 0; i < 20; i++) {
      const name = `o${String(i).padStart(2, '0')}`; // 3
      const description = 'x'.repeat(97);
      used += 100;
      options.push({ type: 3, name, description, choices: [] as Body[] });
    }
    outer: for (const option of options) {
      for (let c = 0; c < 25; c++) {
        const left = total - used;
        if (left <= 0) break outer;
        const value = `v${c}`.slice(0, Math.min(left, 3));
        const name = 'n'.repeat(Math.max(1, Math.min(100, left - value.length)));
        used += name.length + value.length;
        const choice: Body = { name, value };
        if (localize) choice.name_localizations = localize(name);
        (option.choices as Body[]).push(choice);
      }
    }
    if (used !== total) throw new Error(`fixture built ${used}, wanted ${total}`);
    return { name: 'big', description: 'd', options };
  }

  it('accepts exactly 8000 characters', () => {
    expect(validateCommand(sized(8000), GLOBAL_CREATE)).toEqual([]);
  });

  it('refuses 8001 characters with a top-level APPLICATION_COMMAND_TOO_LARGE', () => {
    const issues = validateCommand(sized(8001), GLOBAL_CREATE);
    expect(issues.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: [], code: 'APPLICATION_COMMAND_TOO_LARGE' },
    ]);
    expect(issues[0]?.message).toMatch(/Command exceeds maximum size \(8000\)/);
  });

  it('counts only the longest localized variant of each field', () => {
    // Shorter localizations in ten locales add nothing: still exactly 8000.
    const shorter = (s: string) =>
      Object.fromEntries(
        ['de', 'fr', 'ja', 'ko', 'it', 'nl', 'pl', 'ru', 'uk', 'tr'].map((l) => [
          l,
          s.slice(0, Math.max(1, s.length - 1)),
        ]),
      );
    expect(validateCommand(sized(8000, shorter), GLOBAL_CREATE)).toEqual([]);
    // One localization one character longer than its default pushes the total to 8001.
    const cmd = sized(8000);
    const options = cmd.options as Body[];
    const first = options[0] as Body;
    first.description_localizations = { de: 'y'.repeat(98) };
    expect(validateCommand(cmd, GLOBAL_CREATE).map((i) => i.code)).toEqual(['APPLICATION_COMMAND_TOO_LARGE']);
  });

  it('counts code points, not UTF-16 units', () => {
    const cmd = sized(8000);
    const options = cmd.options as Body[];
    // Replace a 97-char description with 97 astral characters (194 UTF-16 units): still 8000.
    (options[1] as Body).description = '𝒶'.repeat(97);
    expect(validateCommand(cmd, GLOBAL_CREATE)).toEqual([]);
  });
});

describe('hostile input never throws', () => {
  it.each([
    ['null', null],
    ['a number', 42],
    ['a string', 'ping'],
    ['deeply nested options', { name: 'a', description: 'b', options: nestDeep(5000) }],
    [
      'a getter that throws',
      Object.defineProperty(chat(), 'name', {
        enumerable: true,
        get: () => {
          throw new Error('boom');
        },
      }),
    ],
    [
      'a proxy that throws',
      new Proxy(
        {},
        {
          ownKeys: () => {
            throw new Error('boom');
          },
        },
      ),
    ],
    ['a huge options array', chat({ options: Array.from({ length: 100_000 }, (_, i) => basic(`o${i}`)) })],
    ['an own __proto__ key', JSON.parse('{"name":"a","description":"b","__proto__":{"x":1}}')],
  ])('%s', (_label, body) => {
    const issues = validateCommand(body, GLOBAL_CREATE);
    expect(Array.isArray(issues)).toBe(true);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.length).toBeLessThan(200);
  });
});

function nestDeep(depth: number): Body[] {
  let options: Body[] = [sub('leaf')];
  for (let i = 0; i < depth; i++) options = [group(`g${i}`, options)];
  return options;
}
