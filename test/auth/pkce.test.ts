import { createHash } from 'node:crypto';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  AuthorizationCodeChallenge,
  AuthorizationCodeVerifier,
  createAuthorizationCodeVerifier,
  s256Challenge,
} from '../../src/auth/pkce.js';
import { ValidationError } from '../../src/http/errors.js';
import { isCodeVerifier } from '../../src/rules/oauth.js';

describe('PKCE', () => {
  it('passes the RFC 7636 appendix B test vector', () => {
    const verifier = new AuthorizationCodeVerifier('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
    expect(verifier.Challenge().Challenge()).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(verifier.Challenge().Method()).toBe('S256');
  });

  it('creates 43-character verifiers from 32 random bytes, each with its own S256 challenge', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const pair = createAuthorizationCodeVerifier();
      const v = pair.Verifier();
      expect(v).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(v, 'base64url')).toHaveLength(32);
      const expected = createHash('sha256').update(v).digest('base64url');
      expect(pair.Challenge().Challenge()).toBe(expected);
      seen.add(v);
    }
    expect(seen.size).toBe(200);
  });

  it('refuses verifiers outside 43..128 unreserved characters', () => {
    expect(() => new AuthorizationCodeVerifier('a'.repeat(42))).toThrow(ValidationError);
    expect(() => new AuthorizationCodeVerifier('a'.repeat(129))).toThrow(/43 to 128/);
    expect(() => s256Challenge(`${'a'.repeat(43)} `)).toThrow(ValidationError);
    expect(isCodeVerifier('a'.repeat(128))).toBe(true);
    expect(isCodeVerifier('~._-'.repeat(11))).toBe(true);
    expect(isCodeVerifier(42)).toBe(false);
    expect(() => new AuthorizationCodeChallenge('short')).toThrow(/43-character/);
  });

  it('never shows the verifier in strings, JSON or inspect output', () => {
    const pair = createAuthorizationCodeVerifier();
    const secret = pair.Verifier();
    for (const text of [String(pair), JSON.stringify(pair), inspect(pair), `${pair}`]) {
      expect(text).not.toContain(secret);
    }
    expect(JSON.stringify(pair)).toContain(pair.Challenge().Challenge());
  });
});
