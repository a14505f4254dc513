import { describe, expect, it } from 'vitest';
import { MAX_TOKEN_BYTES, randomToken } from '../../src/crypto/randomToken.js';

describe('randomToken', () => {
  it('returns base64url without padding, 43 characters for the default 32 bytes', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('encodes exactly the requested number of bytes', () => {
    for (const bytes of [1, 2, 3, 16, 48, 96, MAX_TOKEN_BYTES]) {
      const token = randomToken(bytes);
      expect(token).not.toContain('=');
      expect(Buffer.from(token, 'base64url')).toHaveLength(bytes);
    }
  });

  it('does not repeat', () => {
    const tokens = new Set(Array.from({ length: 10_000 }, () => randomToken()));
    expect(tokens.size).toBe(10_000);
  });

  it.each([0, -1, 1.5, Number.NaN, MAX_TOKEN_BYTES + 1])('rejects %s bytes with a RangeError', (bytes) => {
    expect(() => randomToken(bytes)).toThrow(RangeError);
    expect(() => randomToken(bytes)).toThrow(/randomToken\(bytes\): expected an integer from 1 to 1024/);
  });
});
