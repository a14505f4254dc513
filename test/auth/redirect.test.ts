import { afterEach, describe, expect, it } from 'vitest';
import { buildAuthorizeUrl } from '../../src/auth/authorizeUrl.js';
import { AuthorizationAbortedError, AuthorizationError } from '../../src/auth/errors.js';
import { PendingAuthorizations, sanitizeServiceText } from '../../src/auth/pendingAuthorizations.js';
import { toClientResult } from '../../src/client/results.js';
import {
  customSchemeRedirectUri,
  defaultCustomScheme,
  loopbackRedirectUri,
  parseRedirect,
} from '../../src/rules/redirect.js';

const REDIRECT = 'discord-1234:/authorize/callback';
const STATE = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg';
const ISSUER = 'https://issuer.example';

function redirect(query: string, base = REDIRECT): string {
  return `${base}?${query}`;
}

let pending: PendingAuthorizations;
afterEach(() => {
  pending?.abortAll('test cleanup');
});

function begin(
  options: Partial<{ state: string; redirectUri: string; timeoutMs: number; onSettled: () => void }> = {},
) {
  pending ??= new PendingAuthorizations();
  const { result: promise } = pending.begin({
    state: options.state ?? STATE,
    redirectUri: options.redirectUri ?? REDIRECT,
    timeoutMs: options.timeoutMs ?? 60_000,
    expectedIssuer: async () => ISSUER,
    onSettled: options.onSettled,
  });
  // Keep unhandled-rejection noise out when a test only checks the outcome later.
  promise.catch(() => undefined);
  return promise;
}

describe('redirect URIs', () => {
  it('builds the custom-scheme and loopback forms', () => {
    expect(customSchemeRedirectUri(defaultCustomScheme('1234'))).toBe('discord-1234:/authorize/callback');
    expect(customSchemeRedirectUri('MyGame')).toBe('mygame:/authorize/callback');
    expect(loopbackRedirectUri(53117)).toBe('http://127.0.0.1:53117/callback');
    expect(() => loopbackRedirectUri(0)).toThrow(RangeError);
    expect(() => customSchemeRedirectUri('javascript')).toThrow(/not a custom scheme/);
  });

  it('parses query parameters, refuses duplicates, credentials and junk without throwing', () => {
    const ok = parseRedirect(redirect(`code=abc&state=${STATE}&iss=${encodeURIComponent(ISSUER)}`));
    expect(ok).toEqual({
      ok: true,
      params: {
        target: REDIRECT,
        code: 'abc',
        state: STATE,
        error: undefined,
        errorDescription: undefined,
        iss: ISSUER,
      },
    });
    expect(parseRedirect(redirect('code=a&code=b&state=s'))).toEqual({
      ok: false,
      reason: 'duplicate_parameter',
    });
    expect(parseRedirect('not a url')).toEqual({ ok: false, reason: 'malformed_url' });
    expect(parseRedirect(42)).toEqual({ ok: false, reason: 'malformed_url' });
    expect(parseRedirect(`${REDIRECT}?x=${'a'.repeat(9000)}`)).toEqual({
      ok: false,
      reason: 'malformed_url',
    });
    expect(parseRedirect('http://user:pw@127.0.0.1:5/callback?code=1')).toEqual({
      ok: false,
      reason: 'unexpected_redirect_uri',
    });
  });
});

describe('authorize URL', () => {
  it('carries every parameter, percent-encoded, and keeps a base path', () => {
    const url = new URL(
      buildAuthorizeUrl({
        baseUrl: 'http://127.0.0.1:9/prefix/',
        clientId: '42',
        scopes: 'openid sdk.social_layer',
        state: 's&t=1',
        redirectUri: REDIRECT,
        codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        nonce: 'n',
        integrationType: 1,
      }),
    );
    expect(url.pathname).toBe('/prefix/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '42',
      response_type: 'code',
      scope: 'openid sdk.social_layer',
      state: 's&t=1',
      redirect_uri: REDIRECT,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      nonce: 'n',
      integration_type: '1',
    });
  });
});

describe('PendingAuthorizations', () => {
  it('resolves the matching authorization with the code and redirect URI, once', async () => {
    let settled = 0;
    const promise = begin({ onSettled: () => settled++ });
    expect(pending.handleRedirect(redirect(`code=the-code&state=${STATE}`))).toEqual({ handled: true });
    await expect(promise).resolves.toEqual({ code: 'the-code', redirectUri: REDIRECT });
    expect(settled).toBe(1);
    expect(pending.size).toBe(0);
    // Replay: the state was single use.
    begin({ state: 'another-state-value' });
    expect(pending.handleRedirect(redirect(`code=the-code&state=${STATE}`))).toEqual({
      handled: false,
      reason: 'unknown_state',
    });
  });

  it('ignores a wrong state, a wrong scheme or path, and a missing state, and keeps waiting', async () => {
    const promise = begin();
    const cases: Array<[string, string]> = [
      [redirect('code=x&state=wrong'), 'unknown_state'],
      [redirect(`code=x&state=${STATE.slice(0, -1)}`), 'unknown_state'],
      [redirect(`code=x&state=${STATE}`, 'discord-9999:/authorize/callback'), 'unexpected_redirect_uri'],
      [redirect(`code=x&state=${STATE}`, 'discord-1234://authorize/callback'), 'unexpected_redirect_uri'],
      [redirect(`code=x&state=${STATE}`, 'discord-1234:///authorize/callback'), 'unexpected_redirect_uri'],
      [redirect(`code=x&state=${STATE}`, 'discord-1234:/authorize/callback/'), 'unexpected_redirect_uri'],
      [redirect(`code=x&state=${STATE}`, 'discord-1234:/authorize/callbackx'), 'unexpected_redirect_uri'],
      [
        redirect(`code=x&state=${STATE}`, 'https://evil.example/authorize/callback'),
        'unexpected_redirect_uri',
      ],
      [redirect('code=x'), 'missing_state'],
      [redirect(`code=x&state=${STATE}&state=${STATE}`), 'duplicate_parameter'],
    ];
    for (const [url, reason] of cases)
      expect(pending.handleRedirect(url)).toEqual({ handled: false, reason });
    expect(pending.size).toBe(1);
    // Scheme comparison is case-insensitive, as URL parsing defines it.
    expect(
      pending.handleRedirect(redirect(`code=x&state=${STATE}`, 'DISCORD-1234:/authorize/callback')),
    ).toEqual({
      handled: true,
    });
    await expect(promise).resolves.toMatchObject({ code: 'x' });
  });

  it('picks the one authorization whose state matches among several', async () => {
    const a = begin({ state: 'state-a-aaaaaaaa' });
    const b = begin({ state: 'state-b-bbbbbbbb' });
    expect(pending.handleRedirect(redirect('code=for-b&state=state-b-bbbbbbbb'))).toEqual({ handled: true });
    await expect(b).resolves.toMatchObject({ code: 'for-b' });
    expect(pending.size).toBe(1);
    pending.abortAll();
    await expect(a).rejects.toBeInstanceOf(AuthorizationAbortedError);
  });

  it('reports error=access_denied as AuthorizationFailed with the service text', async () => {
    const promise = begin();
    pending.handleRedirect(
      redirect(
        `error=access_denied&error_description=${encodeURIComponent('The user denied\nthe request')}&state=${STATE}`,
      ),
    );
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthorizationError);
    expect(error).toMatchObject({ reason: 'authorization_denied', serviceError: 'access_denied' });
    expect((error as Error).message).toBe(
      'the service refused the authorization (access_denied): The user denied the request',
    );
    expect(toClientResult(error).type).toBe(8);
  });

  it('rejects a matching redirect without a code, or with a malformed one', async () => {
    const promise = begin();
    pending.handleRedirect(redirect(`state=${STATE}`));
    await expect(promise).rejects.toMatchObject({ reason: 'missing_code' });
    const second = begin();
    pending.handleRedirect(redirect(`state=${STATE}&code=${encodeURIComponent('a b')}`));
    await expect(second).rejects.toMatchObject({ reason: 'missing_code', message: /malformed/ });
  });

  it('checks iss when present (RFC 9207)', async () => {
    const good = begin();
    pending.handleRedirect(redirect(`code=c&state=${STATE}&iss=${encodeURIComponent(ISSUER)}`));
    await expect(good).resolves.toMatchObject({ code: 'c' });
    const bad = begin();
    pending.handleRedirect(
      redirect(`code=c&state=${STATE}&iss=${encodeURIComponent('https://evil.example')}`),
    );
    await expect(bad).rejects.toMatchObject({ reason: 'issuer_mismatch' });
  });

  it('times out a pending authorization and then ignores its redirect', async () => {
    const promise = begin({ timeoutMs: 30 });
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthorizationAbortedError);
    expect(error).toMatchObject({ reason: 'timeout', message: /within 30 ms/ });
    expect(toClientResult(error).type).toBe(7);
    expect(pending.handleRedirect(redirect(`code=c&state=${STATE}`))).toEqual({
      handled: false,
      reason: 'no_pending_authorization',
    });
  });

  it('cancels one authorization with a given error', async () => {
    pending ??= new PendingAuthorizations();
    const { result, cancel } = pending.begin({
      state: STATE,
      redirectUri: REDIRECT,
      timeoutMs: 60_000,
      expectedIssuer: async () => ISSUER,
    });
    cancel(new Error('browser missing'));
    await expect(result).rejects.toThrow('browser missing');
    expect(pending.handleRedirect(redirect(`code=c&state=${STATE}`))).toMatchObject({ handled: false });
  });

  it('aborts all pending authorizations', async () => {
    const promise = begin();
    expect(pending.abortAll()).toBe(1);
    await expect(promise).rejects.toMatchObject({ reason: 'aborted' });
    expect(pending.abortAll()).toBe(0);
  });

  it('makes untrusted service text printable and bounded', () => {
    expect(sanitizeServiceText('a\u0000b\rc')).toBe('a b c');
    expect(sanitizeServiceText('x'.repeat(400))).toHaveLength(303);
  });
});
