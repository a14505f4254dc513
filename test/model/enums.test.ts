import { describe, expect, it } from 'vitest';
import {
  ApplicationCommandOptionType,
  ApplicationFlags,
  ApplicationIntegrationType,
  commandCountLimit,
  enumName,
  InteractionCallbackType,
  isEnumValue,
  isLocale,
  Limits,
  LOCALE_FALLBACK,
  LOCALES,
} from '../../src/model/index.js';

describe('enums', () => {
  it('has the spec values', () => {
    expect(ApplicationCommandOptionType.ATTACHMENT).toBe(11);
    expect(ApplicationCommandOptionType.NUMBER).toBe(10);
    expect(ApplicationIntegrationType.USER_INSTALL).toBe(1);
    expect(InteractionCallbackType.APPLICATION_COMMAND_AUTOCOMPLETE_RESULT).toBe(8);
    expect(InteractionCallbackType.LAUNCH_ACTIVITY).toBe(12);
    expect(ApplicationFlags.EMBEDDED).toBe(1 << 17);
  });

  it('looks names up by value', () => {
    expect(enumName(ApplicationCommandOptionType, 7)).toBe('CHANNEL');
    expect(enumName(ApplicationCommandOptionType, 12)).toBeUndefined();
    expect(isEnumValue(ApplicationCommandOptionType, '3')).toBe(false);
    expect(isEnumValue(ApplicationCommandOptionType, 3)).toBe(true);
  });
});

describe('limits', () => {
  it('bulk overwrite max is the per-type limits in total', () => {
    expect(Limits.BULK_OVERWRITE_COMMANDS).toBe(
      Limits.CHAT_INPUT_COMMANDS +
        Limits.USER_COMMANDS +
        Limits.MESSAGE_COMMANDS +
        Limits.PRIMARY_ENTRY_POINT_COMMANDS,
    );
    expect(Limits.INTEGER_MAX).toBe(Number.MAX_SAFE_INTEGER);
    expect(Limits.INTEGER_MIN).toBe(Number.MIN_SAFE_INTEGER);
  });

  it('per-type counts per scope', () => {
    expect([1, 2, 3, 4].map((t) => commandCountLimit(t, 'global'))).toEqual([100, 15, 15, 1]);
    expect([1, 2, 3, 4].map((t) => commandCountLimit(t, 'guild'))).toEqual([100, 15, 15, 0]);
  });
});

describe('locales', () => {
  it('has the 32 service locales and their fallbacks', () => {
    expect(LOCALES).toHaveLength(32);
    expect(new Set(LOCALES).size).toBe(32);
    expect(isLocale('es-419')).toBe(true);
    expect(isLocale('en')).toBe(false);
    expect(isLocale('EN-US')).toBe(false);
    expect(LOCALE_FALLBACK['en-US']).toBe('en-GB');
    for (const target of Object.values(LOCALE_FALLBACK)) expect(isLocale(target)).toBe(true);
  });
});
