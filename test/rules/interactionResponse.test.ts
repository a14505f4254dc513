import { describe, expect, it } from 'vitest';
import {
  validateInteractionMessage,
  validateInteractionResponse,
} from '../../src/rules/interactionResponse.js';
import { formatIssue } from '../../src/rules/issues.js';

const lines = (issues: { path: (string | number)[]; code: string; message: string }[]) =>
  issues.map(formatIssue);

describe('validateInteractionResponse', () => {
  it('accepts each answer type where the interaction takes it', () => {
    expect(validateInteractionResponse({ type: 1 }, { interactionType: 1 })).toEqual([]);
    expect(validateInteractionResponse({ type: 4, data: { content: 'hi' } }, { interactionType: 2 })).toEqual(
      [],
    );
    expect(validateInteractionResponse({ type: 5, data: { flags: 64 } }, { interactionType: 2 })).toEqual([]);
    expect(validateInteractionResponse({ type: 12 }, { interactionType: 2 })).toEqual([]);
    expect(
      validateInteractionResponse(
        { type: 9, data: { custom_id: 'f', title: 'Form', components: [{ type: 1, components: [] }] } },
        { interactionType: 2 },
      ),
    ).toEqual([]);
    expect(
      validateInteractionResponse(
        { type: 8, data: { choices: [{ name: 'Ten', value: 10 }] } },
        { interactionType: 4, focusedOptionType: 4 },
      ),
    ).toEqual([]);
    // Without an interaction, update answers are allowed (a builder used ahead of time).
    expect(validateInteractionResponse({ type: 7, data: { content: 'x' } })).toEqual([]);
  });

  it('refuses an answer type the interaction does not take, naming the allowed ones', () => {
    const [issue] = validateInteractionResponse({ type: 9, data: {} }, { interactionType: 4 });
    expect(issue?.path).toEqual(['type']);
    expect(issue?.code).toBe('INTERACTION_RESPONSE_TYPE_INVALID');
    expect(issue?.message).toMatch(/APPLICATION_COMMAND_AUTOCOMPLETE_RESULT \(8\)/);
    expect(
      validateInteractionResponse({ type: 4, data: { content: 'x' } }, { interactionType: 1 })[0]?.code,
    ).toBe('INTERACTION_RESPONSE_TYPE_INVALID');
    expect(validateInteractionResponse({ type: 3 })[0]?.code).toBe('BASE_TYPE_CHOICES');
    expect(validateInteractionResponse('nope')[0]?.code).toBe('DICT_TYPE_CONVERT');
  });

  it('checks a message: content length, empty, flags, lists', () => {
    expect(lines(validateInteractionResponse({ type: 4, data: { content: 'x'.repeat(2001) } }))).toEqual([
      'data.content: BASE_TYPE_MAX_LENGTH: Must be 2000 or fewer in length; got 2001.',
    ]);
    expect(validateInteractionResponse({ type: 4, data: { content: '' } })[0]?.code).toBe('MESSAGE_EMPTY');
    expect(validateInteractionResponse({ type: 4 })[0]?.code).toBe('MESSAGE_EMPTY');
    expect(validateInteractionResponse({ type: 4, data: { embeds: [{ title: 't' }] } })).toEqual([]);
    const flags = validateInteractionResponse({ type: 4, data: { content: 'x', flags: 128 } });
    expect(flags[0]?.path).toEqual(['data', 'flags']);
    expect(flags[0]?.message).toMatch(/EPHEMERAL \(64\)/);
    expect(validateInteractionResponse({ type: 5, data: { flags: 4 } })[0]?.path).toEqual(['data', 'flags']);
    expect(
      validateInteractionResponse({ type: 4, data: { content: 'x', embeds: new Array(11).fill({}) } })[0]
        ?.path,
    ).toEqual(['data', 'embeds']);
    expect(validateInteractionResponse({ type: 4, data: { content: 'x', embeds: ['e'] } })[0]?.path).toEqual([
      'data',
      'embeds',
      0,
    ]);
  });

  it('checks autocomplete choices against the focused option type', () => {
    const many = Array.from({ length: 26 }, (_, i) => ({ name: `n${i}`, value: `v${i}` }));
    expect(
      validateInteractionResponse({ type: 8, data: { choices: many } }, { focusedOptionType: 3 })[0]?.path,
    ).toEqual(['data', 'choices']);
    const wrongType = validateInteractionResponse(
      { type: 8, data: { choices: [{ name: 'a', value: 'text' }] } },
      { focusedOptionType: 4 },
    );
    expect(lines(wrongType)).toEqual([
      'data.choices[0].value: NUMBER_TYPE_COERCE: Value "text" is not an integer.',
    ]);
    const longName = validateInteractionResponse(
      { type: 8, data: { choices: [{ name: 'x'.repeat(101), value: 'a' }] } },
      { focusedOptionType: 3 },
    );
    expect(longName[0]?.path).toEqual(['data', 'choices', 0, 'name']);
    const badLocale = validateInteractionResponse(
      { type: 8, data: { choices: [{ name: 'a', value: 'a', name_localizations: { xx: 'b' } }] } },
      { focusedOptionType: 3 },
    );
    expect(badLocale[0]?.code).toBe('LOCALE_TYPE_INVALID');
    expect(validateInteractionResponse({ type: 8 })[0]?.path).toEqual(['data']);
  });

  it('checks a modal and refuses unknown fields only when asked', () => {
    expect(
      lines(
        validateInteractionResponse({
          type: 9,
          data: { custom_id: '', title: 'x'.repeat(46), components: [] },
        }),
      ),
    ).toEqual([
      'data.custom_id: BASE_TYPE_BAD_LENGTH: Must be between 1 and 100 in length; got 0.',
      'data.title: BASE_TYPE_BAD_LENGTH: Must be between 1 and 45 in length; got 46.',
      'data.components: BASE_TYPE_MIN_LENGTH: Must be 1 or more in length.',
    ]);
    const body = { type: 4, data: { content: 'x', contnet: 'typo' } };
    expect(validateInteractionResponse(body)).toEqual([]);
    expect(validateInteractionResponse(body, { unknownFields: 'refuse' })[0]?.path).toEqual([
      'data',
      'contnet',
    ]);
  });
});

describe('validateInteractionMessage', () => {
  it('a follow-up must not be empty; an edit may change a single field', () => {
    expect(validateInteractionMessage({})[0]?.code).toBe('MESSAGE_EMPTY');
    expect(validateInteractionMessage({ flags: 64 }, { mode: 'edit' })).toEqual([]);
    expect(validateInteractionMessage({ content: 7 }, { mode: 'edit' })[0]?.path).toEqual(['content']);
  });
});
