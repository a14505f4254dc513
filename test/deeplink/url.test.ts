import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveScheme } from '../../src/deeplink/scheme.js';
import { checkRedirectUrl, extractRedirectUrl, MAX_REDIRECT_URL_LENGTH } from '../../src/deeplink/url.js';

const URL_1 = 'discord-1234:/authorize/callback?code=abc&state=xyz';

describe('resolveScheme', () => {
  it('maps an application id to discord-<id>', () => {
    expect(resolveScheme('1234')).toBe('discord-1234');
    expect(resolveScheme(1234n)).toBe('discord-1234');
  });
  it('lower-cases a custom scheme', () => {
    expect(resolveScheme('My.Game+Auth')).toBe('my.game+auth');
  });
  it.each(['a', 'c', 'a"b', 'x y', '../x', 'http', 'https', 'file', ''])('refuses %j', (bad) => {
    expect(() => resolveScheme(bad, 'scheme')).toThrow(/scheme/);
  });
  it('refuses ids beyond 64 bits and non-strings', () => {
    expect(() => resolveScheme('18446744073709551616')).toThrow(/outside 0\.\.2\^64-1/);
    expect(() => resolveScheme(5 as unknown as string)).toThrow(TypeError);
  });
});

describe('checkRedirectUrl', () => {
  it('accepts a URL of exactly the scheme (case-insensitively) and returns it unchanged', () => {
    expect(checkRedirectUrl(URL_1, 'discord-1234')).toEqual({ ok: true, url: URL_1 });
    expect(checkRedirectUrl('DISCORD-1234:/authorize/callback', 'discord-1234')).toEqual({
      ok: true,
      url: 'DISCORD-1234:/authorize/callback',
    });
  });
  it.each([
    [42, 'not_a_string'],
    ['discord-12345:/authorize/callback', 'wrong_scheme'],
    ['discord-123:/authorize/callback', 'wrong_scheme'],
    ['https://evil.example/discord-1234:/x', 'wrong_scheme'],
    ['discord-1234 :/x', 'bad_characters'],
    ['discord-1234:/x y', 'bad_characters'],
    ['discord-1234:/x\n', 'bad_characters'],
    ['discord-1234:/é', 'bad_characters'],
    [`discord-1234:/${'a'.repeat(MAX_REDIRECT_URL_LENGTH)}`, 'too_long'],
    ['discord-1234://[bad', 'malformed_url'],
  ])('refuses %j (%s)', (candidate, reason) => {
    expect(checkRedirectUrl(candidate, 'discord-1234')).toEqual({ ok: false, reason });
  });
  it('honours a smaller limit', () => {
    expect(checkRedirectUrl(URL_1, 'discord-1234', 20)).toEqual({ ok: false, reason: 'too_long' });
  });
});

describe('extractRedirectUrl', () => {
  it('finds the URL wherever Chromium or the OS put it', () => {
    expect(extractRedirectUrl(['/usr/bin/node', '/app/main.js', URL_1], '1234')).toBe(URL_1);
    expect(
      extractRedirectUrl(
        ['C:\\Game\\game.exe', '--allow-file-access-from-files', URL_1, '--original-process-start-time=1'],
        'discord-1234',
      ),
    ).toBe(URL_1);
    expect(extractRedirectUrl(['/game', '--', URL_1, URL_1], 'discord-1234')).toBe(URL_1);
  });
  it('returns undefined unless exactly one URL of the scheme is present', () => {
    expect(extractRedirectUrl(['/usr/bin/node', '/app/main.js'], '1234')).toBeUndefined();
    expect(extractRedirectUrl([URL_1, `${URL_1}x`], '1234')).toBeUndefined();
    expect(extractRedirectUrl(['discord-1234:/x y'], '1234')).toBeUndefined();
    expect(extractRedirectUrl(['other:/authorize/callback'], '1234')).toBeUndefined();
    expect(extractRedirectUrl([`--url=${URL_1}`], '1234')).toBeUndefined();
    expect(extractRedirectUrl([42, null, URL_1.replace('1234', '12345')], '1234')).toBeUndefined();
  });
  it('refuses a non-array argv and a bad scheme', () => {
    expect(() => extractRedirectUrl('x' as unknown as string[], '1234')).toThrow(TypeError);
    expect(() => extractRedirectUrl([], 'a"b')).toThrow(/scheme/);
  });
  it('property: one valid URL among arbitrary other arguments is always found', () => {
    const other = fc.string({ maxLength: 40 }).filter((s) => !s.toLowerCase().startsWith('discord-1234:'));
    const query = fc.stringMatching(/^[A-Za-z0-9._~-]{1,40}$/);
    fc.assert(
      fc.property(
        fc.array(other, { maxLength: 8 }),
        fc.array(other, { maxLength: 8 }),
        query,
        (before, after, code) => {
          const url = `discord-1234:/authorize/callback?code=${code}`;
          expect(extractRedirectUrl([...before, url, ...after], '1234')).toBe(url);
          expect(extractRedirectUrl([...before, ...after], '1234')).toBeUndefined();
        },
      ),
    );
  });
});
