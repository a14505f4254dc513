import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ApplicationCommand,
  type ApplicationCommandOption,
  ApplicationCommandOptionType,
  ApplicationCommandType,
  LOCALES,
  type LocalizationMap,
  type StringOption,
  type SubcommandGroupOption,
  type SubcommandOption,
} from '../../src/model/index.js';
import { localizeCommand, resolveLocalized } from '../../src/rules/index.js';

describe('resolveLocalized', () => {
  const cases: {
    rule: string;
    dict: LocalizationMap | null | undefined;
    locale: string | undefined;
    expected: string;
  }[] = [
    { rule: 'own locale entry wins', dict: { de: 'farbe', fr: 'couleur' }, locale: 'de', expected: 'farbe' },
    {
      rule: 'missing locale without fallback uses the default',
      dict: { de: 'farbe' },
      locale: 'fr',
      expected: 'color',
    },
    // SERVICE.md Localization item 4.
    { rule: 'en-US falls back to en-GB', dict: { 'en-GB': 'colour' }, locale: 'en-US', expected: 'colour' },
    {
      rule: 'en-GB falls back to en-US',
      dict: { 'en-US': 'color-us' },
      locale: 'en-GB',
      expected: 'color-us',
    },
    {
      rule: 'es-419 falls back to es-ES',
      dict: { 'es-ES': 'color-es' },
      locale: 'es-419',
      expected: 'color-es',
    },
    {
      rule: 'es-ES does not fall back to es-419',
      dict: { 'es-419': 'color-la' },
      locale: 'es-ES',
      expected: 'color',
    },
    {
      rule: 'fallback missing too uses the default',
      dict: { de: 'farbe' },
      locale: 'en-US',
      expected: 'color',
    },
    {
      rule: 'own entry beats the fallback even when equal to the default',
      dict: { 'en-US': 'color', 'en-GB': 'colour' },
      locale: 'en-US',
      expected: 'color',
    },
    { rule: 'null dictionary uses the default', dict: null, locale: 'de', expected: 'color' },
    { rule: 'absent dictionary uses the default', dict: undefined, locale: 'de', expected: 'color' },
    { rule: 'unknown locale uses the default', dict: { de: 'farbe' }, locale: 'de-AT', expected: 'color' },
    { rule: 'no locale uses the default', dict: { de: 'farbe' }, locale: undefined, expected: 'color' },
    { rule: 'prototype keys are not entries', dict: {}, locale: 'constructor', expected: 'color' },
    { rule: 'prototype keys are not entries (__proto__)', dict: {}, locale: '__proto__', expected: 'color' },
  ];
  it.each(cases)('$rule', ({ dict, locale, expected }) => {
    expect(resolveLocalized(dict, 'color', locale)).toBe(expected);
  });

  it('returns a dictionary entry or the default for every locale (property)', () => {
    const dictArb = fc.dictionary(fc.constantFrom(...LOCALES), fc.string({ minLength: 1, maxLength: 5 }));
    fc.assert(
      fc.property(dictArb, fc.constantFrom(...LOCALES), (dict, locale) => {
        const seen = resolveLocalized(dict, 'DEFAULT', locale);
        const own = (dict as Record<string, string>)[locale];
        if (own !== undefined) return seen === own;
        return seen === 'DEFAULT' || Object.values(dict).includes(seen);
      }),
    );
  });
});

function option(overrides: Partial<ApplicationCommandOption> & { name: string }): ApplicationCommandOption {
  return {
    type: ApplicationCommandOptionType.STRING,
    description: `about ${overrides.name}`,
    ...overrides,
  } as ApplicationCommandOption;
}

const command: ApplicationCommand = {
  id: '1100000000000000001',
  application_id: '1100000000000000000',
  version: '1100000000000000002',
  type: ApplicationCommandType.CHAT_INPUT,
  name: 'paint',
  name_localizations: { 'en-GB': 'paint-gb', de: 'malen' },
  description: 'Paint something',
  description_localizations: { de: 'Etwas malen' },
  default_member_permissions: null,
  options: [
    {
      type: ApplicationCommandOptionType.SUB_COMMAND_GROUP,
      name: 'wall',
      name_localizations: { de: 'wand' },
      description: 'Walls',
      options: [
        {
          type: ApplicationCommandOptionType.SUB_COMMAND,
          name: 'colour',
          description: 'Pick a colour',
          description_localizations: { 'en-US': 'Pick a color' },
          options: [
            {
              type: ApplicationCommandOptionType.STRING,
              name: 'shade',
              name_localizations: null,
              description: 'Shade',
              choices: [
                { name: 'Grey', name_localizations: { 'en-US': 'Gray', de: 'Grau' }, value: 'grey' },
                { name: 'Red', value: 'red' },
              ],
            },
          ],
        },
      ],
    },
    option({ name: 'quick', name_localizations: {}, description_localizations: { fr: 'Vite' } }),
  ],
};

describe('localizeCommand', () => {
  it('en-US requester of a command with only en-GB localization sees the en-GB value (SERVICE.md example)', () => {
    const out = localizeCommand(command, 'en-US');
    expect(out.name_localized).toBe('paint-gb');
    expect(out.description_localized).toBeUndefined();
    expect('description_localized' in out).toBe(false);
  });

  it('produces the list shape on the command, nested options and choices', () => {
    const out = localizeCommand(command, 'de');
    expect(JSON.parse(JSON.stringify(out))).toEqual({
      id: '1100000000000000001',
      application_id: '1100000000000000000',
      version: '1100000000000000002',
      type: 1,
      name: 'paint',
      name_localized: 'malen',
      description: 'Paint something',
      description_localized: 'Etwas malen',
      default_member_permissions: null,
      options: [
        {
          type: 2,
          name: 'wall',
          name_localized: 'wand',
          description: 'Walls',
          options: [
            {
              type: 1,
              name: 'colour',
              description: 'Pick a colour',
              options: [
                {
                  type: 3,
                  name: 'shade',
                  description: 'Shade',
                  choices: [
                    { name: 'Grey', name_localized: 'Grau', value: 'grey' },
                    { name: 'Red', value: 'red' },
                  ],
                },
              ],
            },
          ],
        },
        { type: 3, name: 'quick', description: 'about quick' },
      ],
    });
  });

  it('applies the fallback table inside options and choices', () => {
    const out = localizeCommand(command, 'en-GB');
    const group = out.options?.[0] as SubcommandGroupOption;
    const sub = group.options?.[0] as SubcommandOption;
    expect(sub.description_localized).toBe('Pick a color');
    const shade = sub.options?.[0] as StringOption;
    expect(shade.choices?.[0]?.name_localized).toBe('Gray');
    expect(out.name_localized).toBe('paint-gb');
  });

  const absentCases: { rule: string; locale: string | undefined }[] = [
    { rule: 'locale with no entry anywhere adds no *_localized field', locale: 'ja' },
    { rule: 'unknown requester locale adds no *_localized field', locale: 'xx-YY' },
    { rule: 'no requester locale adds no *_localized field', locale: undefined },
  ];
  it.each(absentCases)('$rule', ({ locale }) => {
    const text = JSON.stringify(localizeCommand(command, locale));
    expect(text).not.toContain('_localized"');
    expect(text).not.toContain('_localizations');
  });

  it('does not modify its input', () => {
    const before = structuredClone(command);
    localizeCommand(command, 'de');
    expect(command).toEqual(before);
  });

  it('drops stale *_localized fields from an already localized command', () => {
    const once = localizeCommand(command, 'de');
    const twice = localizeCommand(once, 'ja');
    expect(JSON.stringify(twice)).not.toContain('_localized');
  });

  it('never leaves a dictionary, and localizes exactly where an entry applies (property)', () => {
    const dict = fc.option(
      fc.dictionary(
        fc.constantFrom('de', 'en-GB', 'en-US', 'es-ES', 'fr'),
        fc.string({ minLength: 1, maxLength: 4 }),
      ),
      { nil: null },
    );
    const choice = fc.record({
      name: fc.string({ minLength: 1, maxLength: 4 }),
      name_localizations: dict,
      value: fc.string(),
    });
    const leaf = fc.record({
      type: fc.constant(ApplicationCommandOptionType.STRING),
      name: fc.string({ minLength: 1, maxLength: 4 }),
      name_localizations: dict,
      description: fc.string({ minLength: 1, maxLength: 4 }),
      description_localizations: dict,
      choices: fc.array(choice, { maxLength: 3 }),
    });
    const sub = fc.record({
      type: fc.constant(ApplicationCommandOptionType.SUB_COMMAND),
      name: fc.string({ minLength: 1, maxLength: 4 }),
      name_localizations: dict,
      description: fc.string({ minLength: 1, maxLength: 4 }),
      description_localizations: dict,
      options: fc.array(leaf, { maxLength: 3 }),
    });
    const cmd = fc.record({
      name_localizations: dict,
      description_localizations: dict,
      options: fc.array(sub, { maxLength: 3 }),
    });
    const locale = fc.constantFrom('de', 'en-GB', 'en-US', 'es-419', 'fr', 'ja');
    fc.assert(
      fc.property(cmd, locale, (parts, loc) => {
        const input = { ...command, ...parts } as ApplicationCommand;
        const out = localizeCommand(input, loc);
        expect(JSON.stringify(out)).not.toContain('_localizations');
        // Every localized name shown is what resolveLocalized picks for that field.
        const rec = (value: unknown) => value as Record<string, unknown>;
        const check = (src: Record<string, unknown>, dst: Record<string, unknown>) => {
          for (const field of ['name', 'description'] as const) {
            const dictionary = src[`${field}_localizations`] as LocalizationMap | null | undefined;
            const shown = dst[`${field}_localized`] ?? dst[field];
            expect(shown).toBe(resolveLocalized(dictionary, src[field] as string, loc));
          }
        };
        check(rec(input), rec(out));
        input.options?.forEach((o, i) => {
          const d = rec(out.options?.[i]);
          check(rec(o), d);
          const nested = rec(o).options as unknown[];
          nested.forEach((n, j) => {
            check(rec(n), rec((d.options as unknown[])[j]));
          });
        });
      }),
      { numRuns: 200 },
    );
  });
});
