import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChannelType, LOCALES, PermissionFlags } from '../../src/model/index.js';
import { validateCommand, validateCommandSet } from '../../src/rules/index.js';

type Body = Record<string, unknown>;
type Path = (string | number)[];

// Name characters: ASCII, apostrophe, hyphen, underscore, and letters/digits from several scripts, all
// lowercase or uncased. '𝒶' is astral (two UTF-16 units, one code point).
const NAME_CHARS = [..."abcxyz0189-_'éжßøλ日本नमสวั𝒶"];
const nameArb = fc
  .array(fc.constantFrom(...NAME_CHARS), { minLength: 1, maxLength: 28 })
  .map((a) => a.join(''));
const textArb = (max: number) => fc.string({ minLength: 1, maxLength: max });
const localesArb = fc.subarray([...LOCALES], { maxLength: 4 });
const uniqueEnums = (values: number[]) => fc.subarray(values, { minLength: 1 });

/** Localized names that cannot clash: they start with `l<index>-`, defaults with a digit. */
function localizedNames(index: number, locales: string[], base: string): Record<string, string> {
  return Object.fromEntries(locales.map((l) => [l, `l${index}-${base}`.slice(0, 32)]));
}

const basicArb = fc
  .record({
    type: fc.constantFrom(3, 4, 5, 6, 7, 8, 9, 10, 11),
    required: fc.boolean(),
    description: textArb(100),
    locales: localesArb,
    descLocales: localesArb,
    flavour: fc.constantFrom('choices', 'autocomplete', 'range', 'none'),
    strings: fc.array(textArb(20), { minLength: 1, maxLength: 5 }),
    ints: fc.array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 }), { minLength: 2, maxLength: 5 }),
    doubles: fc.array(fc.double({ min: -(2 ** 53), max: 2 ** 53, noNaN: true }), {
      minLength: 2,
      maxLength: 5,
    }),
    lengths: fc.tuple(fc.integer({ min: 0, max: 6000 }), fc.integer({ min: 1, max: 6000 })),
    channels: fc.subarray(Object.values(ChannelType) as number[], { minLength: 1 }),
  })
  .map((g) => (index: number, base: string): Body => {
    const option: Body = { type: g.type, name: `${index}${base}`.slice(0, 32), description: g.description };
    if (g.required) option.required = true;
    if (g.locales.length > 0) option.name_localizations = localizedNames(index, g.locales, base);
    if (g.descLocales.length > 0)
      option.description_localizations = Object.fromEntries(g.descLocales.map((l) => [l, g.description]));
    const numeric = g.type === 4 ? g.ints : g.doubles;
    if (g.type === 3 || g.type === 4 || g.type === 10) {
      if (g.flavour === 'choices') {
        option.choices = (g.type === 3 ? g.strings : numeric).map((value, i) => ({
          name: `choice ${i}`,
          value,
        }));
      } else if (g.flavour === 'autocomplete') {
        option.autocomplete = true;
      } else if (g.flavour === 'range' && g.type === 3) {
        option.min_length = Math.min(...g.lengths);
        option.max_length = Math.max(...g.lengths, 1);
      } else if (g.flavour === 'range') {
        option.min_value = Math.min(...numeric);
        option.max_value = Math.max(...numeric);
      }
    }
    if (g.type === 7) option.channel_types = g.channels;
    return option;
  });

/** A level of basic options with distinct names, required ones first. */
const basicListArb = fc.array(fc.tuple(basicArb, nameArb), { maxLength: 5 }).map((items) => {
  const options = items.map(([make, base], i) => make(i, base));
  return [...options.filter((o) => o.required), ...options.filter((o) => !o.required)];
});

const subArb = fc.record({ base: nameArb, description: textArb(100), options: basicListArb });
const structuredArb = fc
  .array(
    fc.oneof(
      subArb.map(
        (s) =>
          (i: number): Body => ({
            type: 1,
            name: `${i}${s.base}`.slice(0, 32),
            description: s.description,
            options: s.options,
          }),
      ),
      fc.record({ base: nameArb, subs: fc.array(subArb, { minLength: 1, maxLength: 2 }) }).map(
        (g) =>
          (i: number): Body => ({
            type: 2,
            name: `${i}${g.base}`.slice(0, 32),
            description: 'group',
            options: g.subs.map((s, j) => ({
              type: 1,
              name: `${j}${s.base}`.slice(0, 32),
              description: s.description,
              options: s.options.slice(0, 3),
            })),
          }),
      ),
    ),
    { minLength: 1, maxLength: 2 },
  )
  .map((makers) => makers.map((make, i) => make(i)));

const commandArb = fc
  .record({
    name: nameArb,
    description: textArb(100),
    options: fc.oneof(basicListArb, structuredArb),
    locales: localesArb,
    permissions: fc.option(fc.subarray(Object.values(PermissionFlags)), { nil: undefined }),
    nsfw: fc.option(fc.boolean(), { nil: undefined }),
    contexts: fc.option(uniqueEnums([0, 1, 2]), { nil: undefined }),
    integrationTypes: fc.option(uniqueEnums([0, 1]), { nil: undefined }),
  })
  .map((g): Body => {
    const cmd: Body = { name: g.name, description: g.description, options: g.options };
    if (g.locales.length > 0)
      cmd.name_localizations = Object.fromEntries(g.locales.map((l) => [l, `${g.name.slice(0, 30)}-l`]));
    if (g.permissions) cmd.default_member_permissions = g.permissions.reduce((a, b) => a | b, 0n).toString();
    if (g.nsfw !== undefined) cmd.nsfw = g.nsfw;
    if (g.contexts) cmd.contexts = g.contexts;
    if (g.integrationTypes) cmd.integration_types = g.integrationTypes;
    return cmd;
  });

/** Paths of every option in a command (`['options', 0, 'options', 1]`...). */
function optionPaths(cmd: Body): Path[] {
  const out: Path[] = [];
  const walk = (list: unknown, path: Path) => {
    if (!Array.isArray(list)) return;
    list.forEach((option: Body, i) => {
      const here = [...path, 'options', i];
      out.push(here);
      walk(option.options, here);
    });
  };
  walk(cmd.options, []);
  return out;
}

function at(cmd: Body, path: Path): Body {
  let node: unknown = cmd;
  for (const part of path) node = (node as Record<string | number, unknown>)[part];
  return node as Body;
}

interface Mutation {
  rule: string;
  /** Mutates `cmd` (a fresh copy); returns the one expected issue, or undefined when not applicable. */
  apply: (cmd: Body, pick: number) => { path: Path; code: string } | undefined;
}

/** A mutation that sets (or, with `undefined`, deletes) one top-level field. */
function setField(rule: string, key: string, value: unknown, path: Path, code: string): Mutation {
  return {
    rule,
    apply: (c) => {
      if (value === undefined) delete c[key];
      else c[key] = value;
      return { path, code };
    },
  };
}

const mutations: Mutation[] = [
  setField('lowercase rule', 'name', 'Zz', ['name'], 'APPLICATION_COMMAND_INVALID_NAME'),
  setField('name pattern', 'name', 'a b', ['name'], 'STRING_TYPE_REGEX'),
  setField('name length', 'name', 'a'.repeat(33), ['name'], 'BASE_TYPE_BAD_LENGTH'),
  setField('description required', 'description', undefined, ['description'], 'BASE_TYPE_REQUIRED'),
  setField('description length', 'description', 'd'.repeat(101), ['description'], 'BASE_TYPE_BAD_LENGTH'),
  setField('unknown field', 'bogus', 1, ['bogus'], 'BASE_TYPE_UNKNOWN_FIELD'),
  setField('nsfw boolean', 'nsfw', 'yes', ['nsfw'], 'BOOLEAN_TYPE_COERCE'),
  setField(
    'permission bits',
    'default_member_permissions',
    String(1n << 47n),
    ['default_member_permissions'],
    'PERMISSIONS_TYPE_INVALID',
  ),
  setField('command type', 'type', 9, ['type'], 'BASE_TYPE_CHOICES'),
  {
    rule: 'locale keys',
    apply: (c) => {
      c.name_localizations = { ...(c.name_localizations as Body), xx: 'a' };
      return { path: ['name_localizations', 'xx'], code: 'LOCALE_TYPE_INVALID' };
    },
  },
  {
    rule: 'option name lowercase rule',
    apply: (c, pick) => {
      const paths = optionPaths(c);
      const path = paths[pick % Math.max(1, paths.length)];
      if (!path) return undefined;
      at(c, path).name = 'Qx';
      return { path: [...path, 'name'], code: 'APPLICATION_COMMAND_INVALID_NAME' };
    },
  },
  {
    rule: 'option description required',
    apply: (c, pick) => {
      const paths = optionPaths(c);
      const path = paths[pick % Math.max(1, paths.length)];
      if (!path) return undefined;
      delete at(c, path).description;
      return { path: [...path, 'description'], code: 'BASE_TYPE_REQUIRED' };
    },
  },
  {
    rule: 'option unknown field',
    apply: (c, pick) => {
      const paths = optionPaths(c);
      const path = paths[pick % Math.max(1, paths.length)];
      if (!path) return undefined;
      at(c, path).bogus = true;
      return { path: [...path, 'bogus'], code: 'BASE_TYPE_UNKNOWN_FIELD' };
    },
  },
  {
    rule: 'unique option names',
    apply: (c) => {
      const options = c.options as Body[];
      const last = options[options.length - 1];
      if (!last) return undefined;
      const copy: Body = { ...last };
      delete copy.required;
      delete copy.name_localizations;
      options.push(copy);
      return {
        path: ['options', options.length - 1, 'name'],
        code: 'APPLICATION_COMMAND_OPTIONS_DUPLICATE_NAME',
      };
    },
  },
];

describe('property: random valid commands are accepted', () => {
  it('validateCommand returns no issues', () => {
    fc.assert(
      fc.property(commandArb, (cmd) => {
        expect(validateCommand(cmd, { scope: 'global', mode: 'create' })).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('a set of them with distinct names is accepted', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 8 }), (cmds) => {
        const set = cmds.map((c, i) => ({ ...c, name: `${i}${String(c.name)}`.slice(0, 32) }));
        expect(validateCommandSet(set, 'global')).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });
});

describe('property: one rule-breaking mutation yields exactly the expected issue', () => {
  it.each(mutations.map((m) => [m.rule, m] as const))('%s', (_rule, mutation) => {
    fc.assert(
      fc.property(commandArb, fc.nat(), (cmd, pick) => {
        const copy = structuredClone(cmd);
        const expected = mutation.apply(copy, pick);
        fc.pre(expected !== undefined);
        const issues = validateCommand(copy, { scope: 'global', mode: 'create' });
        expect(issues.map(({ path, code }) => ({ path, code }))).toEqual([expected]);
      }),
      { numRuns: 100 },
    );
  });
});

describe('property: arbitrary JSON never throws', () => {
  it('returns well-formed issues for any JSON value', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.constantFrom('create', 'edit', 'bulk', 'stored' as const),
        (value, mode) => {
          const issues = validateCommand(value, { scope: 'guild', mode });
          for (const issue of issues) {
            expect(Array.isArray(issue.path)).toBe(true);
            expect(typeof issue.code).toBe('string');
            expect(typeof issue.message).toBe('string');
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('mutating random fields of a valid command to random JSON never throws', () => {
    fc.assert(
      fc.property(
        commandArb,
        fc.nat(),
        fc.constantFrom(
          'name',
          'description',
          'type',
          'options',
          'required',
          'choices',
          'min_value',
          'channel_types',
          'name_localizations',
        ),
        fc.jsonValue(),
        (cmd, pick, key, value) => {
          const copy = structuredClone(cmd);
          const paths = optionPaths(copy);
          const target =
            paths.length > 0 && pick % 2 === 0 ? at(copy, paths[pick % paths.length] as Path) : copy;
          target[key] = value;
          expect(() => validateCommand(copy, { scope: 'global', mode: 'create' })).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  });
});
