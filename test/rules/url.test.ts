/** Reading text as a URL without throwing, and the http(s) test (src/rules/url.ts). */
import { describe, expect, it } from 'vitest';
import { isHttpUrl, parseUrl } from '../../src/rules/url.js';
import { defineOwn } from '../../src/rules/validateCore.js';

describe('parseUrl', () => {
  it('reads an absolute URL of any scheme', () => {
    expect(parseUrl('https://discord.com/api?x=1')?.href).toBe('https://discord.com/api?x=1');
    expect(parseUrl('discord-123:/authorize/callback?code=c')?.protocol).toBe('discord-123:');
    expect(parseUrl('wss://gateway.example.com')?.hostname).toBe('gateway.example.com');
  });

  it('answers undefined, never throwing, for what is not an absolute URL', () => {
    for (const value of [
      '',
      'not a url',
      '/relative/path',
      'http://',
      'https://[::1',
      undefined,
      null,
      42,
      {},
    ]) {
      expect(parseUrl(value)).toBeUndefined();
    }
  });
});

describe('isHttpUrl', () => {
  it('is true for http: and https: only', () => {
    expect(isHttpUrl(new URL('http://127.0.0.1:8080/'))).toBe(true);
    expect(isHttpUrl(new URL('HTTPS://Discord.com'))).toBe(true);
    expect(isHttpUrl(new URL('ws://127.0.0.1'))).toBe(false);
    expect(isHttpUrl(new URL('file:///etc/passwd'))).toBe(false);
    expect(isHttpUrl(new URL('javascript:alert(1)'))).toBe(false);
  });
});

describe('defineOwn', () => {
  it('keeps `__proto__` an ordinary key instead of setting the prototype', () => {
    const out: Record<string, string> = {};
    defineOwn(out, '__proto__', 'value');
    defineOwn(out, 'a', 'b');
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__', 'a']);
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')).toEqual({
      value: 'value',
      enumerable: true,
      writable: true,
      configurable: true,
    });
    expect(JSON.stringify(out)).toBe('{"__proto__":"value","a":"b"}');
  });
});
