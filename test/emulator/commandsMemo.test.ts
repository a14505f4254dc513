import { describe, expect, it } from 'vitest';
import { fingerprint, MAX_KEY_LENGTH, noteBodyText, RegistryMemo } from '../../src/emulator/commands/memo.js';
import type { Issue } from '../../src/rules/index.js';

const issue = (message: string): Issue[] => [{ path: ['name'], code: 'X', message }];

describe('RegistryMemo', () => {
  it('validates a body once per context, and again under another context', () => {
    const memo = new RegistryMemo();
    let calls = 0;
    const validate = () => {
      calls += 1;
      return issue(`call ${calls}`);
    };
    const text = fingerprint({ name: 'ping' });
    expect(memo.issues('create:guild:false', text, validate)).toEqual(issue('call 1'));
    expect(memo.issues('create:guild:false', text, validate)).toEqual(issue('call 1'));
    expect(memo.issues('create:guild:true', text, validate)).toEqual(issue('call 2'));
    // Bodies that cannot be keyed are validated every time.
    memo.issues('create:guild:false', undefined, validate);
    memo.issues('create:guild:false', undefined, validate);
    expect(calls).toBe(4);
  });

  it('keeps at most 256 results and about 8 M characters of keys', () => {
    const memo = new RegistryMemo();
    for (let i = 0; i < 300; i++) memo.issues('c', fingerprint({ name: `n${i}` }), () => []);
    expect(memo.validationsKept).toBe(256);
    const big = 'x'.repeat(1 << 20);
    for (let i = 0; i < 12; i++) memo.issues('c', `${i}${big}`, () => []);
    expect(memo.validationsKept).toBeLessThanOrEqual(8);
    expect(memo.validationsKept).toBeGreaterThan(0);
  });

  it('fingerprints plain JSON only, up to the size limit', () => {
    expect(fingerprint({ a: [1, 'b'] })).toBe('{"a":[1,"b"]}');
    expect(fingerprint({ big: 'x'.repeat(MAX_KEY_LENGTH) })).toBeUndefined();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(fingerprint(cyclic)).toBeUndefined();
    expect(fingerprint(10n)).toBeUndefined();
  });

  it('uses the JSON text a body was parsed from, as given (whitespace included), up to the size limit', () => {
    const text = '{ "name": "ping",  "description": "Pong" }';
    const body = JSON.parse(text) as unknown;
    noteBodyText(body, text);
    expect(fingerprint(body)).toBe(text);
    // An equal body parsed from other text (or not noted) is keyed by its serialization.
    expect(fingerprint(JSON.parse(text))).toBe('{"name":"ping","description":"Pong"}');
    const big = { big: 'x' };
    noteBodyText(big, `{"big":"${'x'.repeat(MAX_KEY_LENGTH)}"}`);
    expect(fingerprint(big)).toBeUndefined();
    // Primitives cannot be noted; they are serialized.
    noteBodyText('ping', '"ping"');
    expect(fingerprint('ping')).toBe('"ping"');
  });
});
