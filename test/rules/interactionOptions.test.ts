import { describe, expect, it } from 'vitest';
import type { ApplicationCommand } from '../../src/model/command.js';
import {
  invocationLeafOptions,
  invocationPath,
  validateInvocationOptions,
} from '../../src/rules/interactionOptions.js';
import { formatIssue } from '../../src/rules/issues.js';

const command: Pick<ApplicationCommand, 'name' | 'type' | 'options'> = {
  name: 'game',
  type: 1,
  options: [
    {
      type: 2,
      name: 'admin',
      description: 'admin',
      options: [
        {
          type: 1,
          name: 'ban',
          description: 'ban',
          options: [
            { type: 6, name: 'who', description: 'who', required: true },
            { type: 4, name: 'days', description: 'days', min_value: 1, max_value: 7, autocomplete: true },
            { type: 3, name: 'mode', description: 'mode', choices: [{ name: 'Soft', value: 'soft' }] },
          ],
        },
      ],
    },
    {
      type: 1,
      name: 'stats',
      description: 'stats',
      options: [{ type: 10, name: 'ratio', description: 'r' }],
    },
  ],
};
const ban = (options: unknown[]) => [
  { type: 2, name: 'admin', options: [{ type: 1, name: 'ban', options }] },
];
const check = (options: unknown, autocomplete = false) =>
  validateInvocationOptions(command, options, { autocomplete }).map(formatIssue);

describe('validateInvocationOptions', () => {
  it('accepts a valid path and values; reads the path and the leaf options', () => {
    const options = ban([
      { type: 6, name: 'who', value: '42' },
      { type: 4, name: 'days', value: 3 },
      { type: 3, name: 'mode', value: 'soft' },
    ]);
    expect(check(options)).toEqual([]);
    expect(invocationPath(options as never)).toEqual(['admin', 'ban']);
    expect(invocationLeafOptions(options as never).map((o) => o.name)).toEqual(['who', 'days', 'mode']);
    expect(invocationPath([{ type: 3, name: 'x', value: 'y' }])).toEqual([]);
  });

  it('refuses unknown names, wrong types, values out of range or outside the choices, and missing required ones', () => {
    expect(check(ban([{ type: 6, name: 'whom', value: '1' }]))).toEqual([
      'options[0].options[0].options[0].name: BASE_TYPE_CHOICES: /game admin ban has no option "whom" (its options: who, days, mode).',
      'options[0].options[0].options: BASE_TYPE_REQUIRED: /game admin ban requires option "who".',
    ]);
    expect(
      check(
        ban([
          { type: 6, name: 'who', value: 'me' },
          { type: 4, name: 'days', value: 9 },
          { type: 3, name: 'mode', value: 'hard' },
        ]),
      ),
    ).toEqual([
      'options[0].options[0].options[0].value: SNOWFLAKE_TYPE_INVALID: Must be the id of a USER; got "me".',
      'options[0].options[0].options[1].value: BASE_TYPE_MAX_VALUE: Must be less than or equal to 7; got 9.',
      'options[0].options[0].options[2].value: BASE_TYPE_CHOICES: Value must be one of the option\'s choices ("soft"); got "hard".',
    ]);
    expect(check(ban([{ type: 3, name: 'who', value: '1' }]))[0]).toMatch(/is USER \(6\); got type 3/);
    expect(check([])[0]).toMatch(/exactly one of its subcommands \(admin, stats\); got 0/);
  });

  it('autocomplete: one focused option with autocomplete, partial numbers as strings, required ones may be missing', () => {
    expect(check(ban([{ type: 4, name: 'days', value: '-', focused: true }]), true)).toEqual([]);
    expect(check(ban([{ type: 4, name: 'days', value: '1x', focused: true }]), true)[0]).toMatch(
      /partial INTEGER/,
    );
    expect(check(ban([{ type: 3, name: 'mode', value: 's', focused: true }]), true)[0]).toMatch(
      /does not have autocomplete set/,
    );
    expect(check(ban([{ type: 4, name: 'days', value: 2 }]), true)[0]).toMatch(
      /exactly one focused option; got 0/,
    );
    expect(
      check(
        ban([
          { type: 6, name: 'who', value: '1' },
          { type: 4, name: 'days', value: '2', focused: true },
        ]),
        false,
      )[0],
    ).toMatch(/Only autocomplete requests/);
  });

  it('context-menu commands take no options', () => {
    expect(validateInvocationOptions({ name: 'Hug', type: 2 }, [{ name: 'x' }])[0]?.message).toMatch(
      /context-menu/,
    );
  });
});
