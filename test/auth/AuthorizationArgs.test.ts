import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { AuthorizationArgs } from '../../src/auth/AuthorizationArgs.js';
import { createAuthorizationCodeVerifier } from '../../src/auth/pkce.js';
import { ValidationError } from '../../src/http/errors.js';

function filled(): AuthorizationArgs {
  const args = new AuthorizationArgs();
  args.SetClientId(1234567890123456789n);
  args.SetScopes('  openid   sdk.social_layer ');
  args.SetState('state-value-1');
  args.SetNonce('nonce-value-1');
  args.SetCodeChallenge(createAuthorizationCodeVerifier().Challenge());
  args.SetIntegrationType(1);
  args.SetCustomSchemeParam('My-Game');
  return args;
}

describe('AuthorizationArgs', () => {
  it('has getters and setters with the library names, normalising ids, scopes and schemes', () => {
    const args = filled();
    expect(args.IsValid()).toBe(true);
    expect(args.ClientId()).toBe('1234567890123456789');
    expect(args.Scopes()).toBe('openid sdk.social_layer');
    expect(args.State()).toBe('state-value-1');
    expect(args.Nonce()).toBe('nonce-value-1');
    expect(args.CodeChallenge()?.Method()).toBe('S256');
    expect(args.IntegrationType()).toBe(1);
    expect(args.CustomSchemeParam()).toBe('my-game');
    args.SetClientId('0042');
    expect(args.ClientId()).toBe('42');
    args.SetClientId(undefined);
    expect(args.ClientId()).toBeUndefined();
  });

  it('defaults to no client id, empty scopes and unset optional fields', () => {
    const args = new AuthorizationArgs();
    expect(args.ClientId()).toBeUndefined();
    expect(args.Scopes()).toBe('');
    expect(args.State()).toBeUndefined();
    expect(args.CodeChallenge()).toBeUndefined();
  });

  it('rejects bad values with the field name and what is allowed', () => {
    const args = new AuthorizationArgs();
    expect(() => args.SetClientId(12 as unknown as string)).toThrow(/ClientId.*numbers lose precision/);
    expect(() => args.SetClientId('-1')).toThrow(ValidationError);
    expect(() => args.SetClientId((1n << 64n).toString())).toThrow(/ClientId/);
    expect(() => args.SetScopes('openid "bad"')).toThrow(/Scopes\[1\]/);
    expect(() => args.SetState('')).toThrow(/State: expected 1 to 512/);
    expect(() => args.SetState('has space')).toThrow(/State/);
    expect(() => args.SetNonce('x'.repeat(513))).toThrow(/Nonce/);
    expect(() => args.SetIntegrationType(2 as 0)).toThrow(/IntegrationType: expected 0 .* or 1/);
    expect(() => args.SetCustomSchemeParam('https')).toThrow(/not a custom scheme/);
    expect(() => args.SetCustomSchemeParam('1abc')).toThrow(/URI scheme/);
    expect(() => args.SetCustomSchemeParam('a b')).toThrow(/URI scheme/);
    expect(() => args.SetCodeChallenge({} as never)).toThrow(/AuthorizationCodeChallenge/);
    // Nothing was changed by the failed calls.
    expect(args.ClientId()).toBeUndefined();
    expect(args.State()).toBeUndefined();
  });

  it('copies with clone(): independent values', () => {
    const args = filled();
    const copy = args.clone();
    copy.SetState('other-state');
    copy.SetScopes('openid');
    expect(args.State()).toBe('state-value-1');
    expect(args.Scopes()).toBe('openid sdk.social_layer');
    expect(copy.ClientId()).toBe(args.ClientId());
    expect(copy.IsValid()).toBe(true);
  });

  it('moves with AuthorizationArgs.move(): the source becomes invalid and refuses setters', () => {
    const args = filled();
    const moved = AuthorizationArgs.move(args);
    expect(moved.IsValid()).toBe(true);
    expect(moved.State()).toBe('state-value-1');
    expect(args.IsValid()).toBe(false);
    expect(args.State()).toBeUndefined();
    expect(() => args.SetState('x')).toThrow(/invalid \(nullobj or moved-from\)/);
    expect(args.clone().IsValid()).toBe(false);
  });

  it('has a frozen, invalid nullobj', () => {
    const nullobj = AuthorizationArgs.nullobj;
    expect(nullobj.IsValid()).toBe(false);
    expect(Object.isFrozen(nullobj)).toBe(true);
    expect(() => nullobj.SetScopes('openid')).toThrow(ValidationError);
    expect(AuthorizationArgs.move(nullobj).IsValid()).toBe(false);
    expect(AuthorizationArgs.nullobj.IsValid()).toBe(false);
    expect(() => {
      (AuthorizationArgs as unknown as { nullobj: unknown }).nullobj = new AuthorizationArgs();
    }).toThrow(TypeError);
  });

  it('keeps state and nonce out of toString and inspect', () => {
    const args = filled();
    for (const text of [String(args), inspect(args)]) {
      expect(text).not.toContain('state-value-1');
      expect(text).not.toContain('nonce-value-1');
      expect(text).toContain('1234567890123456789');
    }
  });
});
