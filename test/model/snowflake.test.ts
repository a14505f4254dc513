import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareSnowflakes,
  composeSnowflake,
  deconstructSnowflake,
  InvalidSnowflakeError,
  isSnowflake,
  parseSnowflake,
  SNOWFLAKE_EPOCH_MS,
  SnowflakeGenerator,
  snowflakeFromTimestamp,
  snowflakeTimestamp,
} from '../../src/model/index.js';

describe('parseSnowflake', () => {
  it('normalises strings and bigints to a decimal string', () => {
    expect(parseSnowflake('175928847299117063')).toBe('175928847299117063');
    expect(parseSnowflake(175928847299117063n)).toBe('175928847299117063');
    expect(parseSnowflake('000123')).toBe('123');
    expect(parseSnowflake('18446744073709551615')).toBe('18446744073709551615');
  });

  it.each([
    ['a number', 175928847299117060, /numbers lose precision/],
    ['a negative bigint', -1n, /outside 0\.\.2\^64-1/],
    ['2^64', '18446744073709551616', /outside/],
    ['hex', '0x1f', /decimal string/],
    ['empty', '', /decimal string/],
    ['sign', '+12', /decimal string/],
    ['null', null, /received null/],
    ['object', {}, /type object/],
  ])('refuses %s with a clear error', (_label, value, message) => {
    expect(() => parseSnowflake(value, 'guildId')).toThrow(InvalidSnowflakeError);
    expect(() => parseSnowflake(value, 'guildId')).toThrow(message);
    expect(() => parseSnowflake(value, 'guildId')).toThrow(/^guildId: /);
  });

  it('isSnowflake agrees with parseSnowflake', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.bigInt({ min: -10n, max: 1n << 65n })), (v) => {
        let ok = true;
        try {
          parseSnowflake(v);
        } catch {
          ok = false;
        }
        expect(isSnowflake(v)).toBe(ok);
      }),
    );
  });
});

describe('timestamps and parts', () => {
  it('reads the documented example id', () => {
    // 175928847299117063 was created 2016-04-30T11:18:25.796Z, worker 1, process 0, increment 7.
    expect(deconstructSnowflake('175928847299117063')).toEqual({
      timestamp: Date.parse('2016-04-30T11:18:25.796Z'),
      workerId: 1,
      processId: 0,
      increment: 7,
    });
    expect(snowflakeTimestamp('175928847299117063')).toBe(1462015105796);
  });

  it('compose and deconstruct are inverse', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: SNOWFLAKE_EPOCH_MS, max: SNOWFLAKE_EPOCH_MS + 2 ** 42 - 1 }),
        fc.integer({ min: 0, max: 31 }),
        fc.integer({ min: 0, max: 31 }),
        fc.integer({ min: 0, max: 4095 }),
        (timestamp, workerId, processId, increment) => {
          const parts = { timestamp, workerId, processId, increment };
          expect(deconstructSnowflake(composeSnowflake(parts))).toEqual(parts);
        },
      ),
    );
  });

  it('refuses fields that would spill', () => {
    expect(() =>
      composeSnowflake({ timestamp: SNOWFLAKE_EPOCH_MS, workerId: 32, processId: 0, increment: 0 }),
    ).toThrow(/workerId/);
    expect(() =>
      composeSnowflake({ timestamp: SNOWFLAKE_EPOCH_MS, workerId: 0, processId: 0, increment: 4096 }),
    ).toThrow(/increment/);
    expect(() => snowflakeFromTimestamp(SNOWFLAKE_EPOCH_MS - 1)).toThrow(/2015-01-01/);
  });

  it('compares numerically, not lexically', () => {
    expect(compareSnowflakes('9', '10')).toBe(-1);
    expect(compareSnowflakes(10n, '9')).toBe(1);
    expect(compareSnowflakes('007', 7n)).toBe(0);
  });
});

describe('SnowflakeGenerator', () => {
  it('puts the clock, worker and process ids in their fields', () => {
    const now = Date.parse('2024-05-01T00:00:00Z');
    const gen = new SnowflakeGenerator({ workerId: 3, processId: 17, clock: () => now });
    const first = deconstructSnowflake(gen.next());
    expect(first).toEqual({ timestamp: now, workerId: 3, processId: 17, increment: 0 });
    expect(deconstructSnowflake(gen.next()).increment).toBe(1);
  });

  it('wraps the 12-bit increment without spilling and stays unique and increasing', () => {
    const now = Date.parse('2024-05-01T00:00:00Z');
    const gen = new SnowflakeGenerator({ workerId: 31, processId: 31, clock: () => now });
    const ids: string[] = [];
    for (let i = 0; i < 4096 * 2 + 5; i++) ids.push(gen.next());
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 1; i < ids.length; i++) expect(compareSnowflakes(ids[i - 1] ?? '', ids[i] ?? '')).toBe(-1);
    const wrapped = deconstructSnowflake(ids[4096] ?? '');
    expect(wrapped).toEqual({ timestamp: now + 1, workerId: 31, processId: 31, increment: 0 });
  });

  it('never goes backwards when the clock does', () => {
    let now = Date.parse('2024-05-01T00:00:00Z');
    const gen = new SnowflakeGenerator({ clock: () => now });
    const a = gen.next();
    now -= 5000;
    const b = gen.next();
    expect(compareSnowflakes(a, b)).toBe(-1);
  });

  it('deterministic mode yields the same sequence every time', () => {
    const start = Date.parse('2025-01-01T00:00:00Z');
    const run = () => {
      const gen = new SnowflakeGenerator({ deterministicStartMs: start, workerId: 1 });
      return [gen.next(), gen.next(), gen.next()];
    };
    expect(run()).toEqual(run());
    expect(snowflakeTimestamp(run()[0] ?? '')).toBe(start);
  });

  it('refuses bad worker ids', () => {
    expect(() => new SnowflakeGenerator({ workerId: -1 })).toThrow(/workerId/);
  });
});
