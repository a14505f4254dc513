/**
 * Sign-in end to end against the emulator over loopback HTTP: the whole flow through the Client facade,
 * the loopback redirect, and every negative case of issue 6.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthorizationArgs } from '../../src/auth/AuthorizationArgs.js';
import { AuthorizationAbortedError, DeauthorizedError, IdTokenError } from '../../src/auth/errors.js';
import { verifyIdToken } from '../../src/auth/idToken.js';
import { OidcProvider } from '../../src/auth/oidcProvider.js';
import { Client, type ClientOptions } from '../../src/client/Client.js';
import type { ClientResult } from '../../src/client/clientResult.js';
import { ErrorType } from '../../src/client/clientResult.js';
import { ClientResultError } from '../../src/client/results.js';
import { AuthorizationTokenType } from '../../src/model/enums.js';
import {
  type AuthWorld,
  type BrowserScript,
  browserOpener,
  consentRedirect,
  startAuthWorld,
} from '../auth/emulatorHelpers.js';

let world: AuthWorld;
beforeAll(async () => {
  world = await startAuthWorld();
});
afterAll(async () => {
  await world.emulator.close();
});

/** Everything a test could leak: collected from errors, results and log lines. */
const observed: string[] = [];
/** Every secret the flows handled. */
const secrets = new Set<string>();

function makeClient(script: BrowserScript = {}, options: ClientOptions = {}): Client {
  const client: Client = new Client({
    baseUrl: world.emulator.url,
    applicationId: world.appId,
    redirectMode: 'customScheme',
    opener: browserOpener(() => client, script),
    log: (line) => observed.push(line),
    ...options,
  });
  return client;
}

function args(
  client: Client,
  customize?: (a: AuthorizationArgs) => void,
): { args: AuthorizationArgs; verifier: string } {
  const verifier = client.CreateAuthorizationCodeVerifier();
  const a = new AuthorizationArgs();
  a.SetScopes(Client.GetDefaultCommunicationScopes());
  a.SetCodeChallenge(verifier.Challenge());
  customize?.(a);
  secrets.add(verifier.Verifier());
  return { args: a, verifier: verifier.Verifier() };
}

/** Runs a promise expected to fail and returns its ClientResultError (recording its text for the leak check). */
async function failure(promise: Promise<unknown>): Promise<ClientResultError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ClientResultError))
    throw new Error(`expected a ClientResultError, got ${String(error)}`);
  observed.push(error.message, error.result.toString(), JSON.stringify(error.result), String(error.cause));
  if (error.cause instanceof Error) observed.push(error.cause.message, error.cause.stack ?? '');
  return error;
}

async function signIn(client: Client, customize?: (a: AuthorizationArgs) => void) {
  const { args: a, verifier } = args(client, customize);
  const { code, redirectUri } = await client.Authorize(a);
  secrets.add(code);
  const tokens = await client.GetToken(world.appId, code, verifier, redirectUri);
  secrets.add(tokens.accessToken);
  secrets.add(tokens.refreshToken);
  return tokens;
}

describe('sign-in flow', () => {
  it('verifier -> Authorize -> HandleRedirect -> GetToken -> UpdateToken -> RefreshToken -> RevokeToken', async () => {
    const opened: string[] = [];
    const client = makeClient({ opened });
    const { args: a, verifier } = args(client, (x) => x.SetNonce('nonce-of-this-sign-in'));
    secrets.add('nonce-of-this-sign-in');

    const authorized = await client.Authorize(a);
    secrets.add(authorized.code);
    expect(authorized.redirectUri).toBe(`discord-${world.appId}:/authorize/callback`);
    const sent = new URL(opened[0] ?? '');
    expect(sent.origin + sent.pathname).toBe(`${world.emulator.url}/oauth2/authorize`);
    expect(sent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(sent.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    secrets.add(sent.searchParams.get('state') ?? '');

    const tokens = await client.GetToken(world.appId, authorized.code, verifier, authorized.redirectUri);
    secrets.add(tokens.accessToken);
    secrets.add(tokens.refreshToken);
    expect(tokens.tokenType).toBe(AuthorizationTokenType.Bearer);
    expect(tokens.expiresIn).toBe(604800);
    expect(tokens.scopes.split(' ')).toContain('openid');
    expect(tokens.claims).toMatchObject({
      sub: world.userId,
      aud: [world.appId],
      nonce: 'nonce-of-this-sign-in',
    });

    expect(client.IsAuthenticated()).toBe(false);
    await client.UpdateToken(AuthorizationTokenType.Bearer, tokens.accessToken);
    expect(client.IsAuthenticated()).toBe(true);

    const refreshed = await client.RefreshToken(world.appId, tokens.refreshToken);
    secrets.add(refreshed.accessToken);
    secrets.add(refreshed.refreshToken);
    expect(refreshed.refreshToken).not.toBe(tokens.refreshToken);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    expect(refreshed.claims?.sub).toBe(world.userId);

    const deauthorized: unknown[] = [];
    client.on('deauthorized', (event) => deauthorized.push(event));
    await client.RevokeToken(world.appId, refreshed.refreshToken);
    const error = await failure(client.RefreshToken(world.appId, refreshed.refreshToken));
    expect(error.cause).toBeInstanceOf(DeauthorizedError);
    expect(error.result.type).toBe(ErrorType.AuthorizationFailed);
    expect(error.result.status).toBe(400);
    expect(error.message).toMatch(/deauthorized/);
    expect(deauthorized).toEqual([{ applicationId: world.appId }]);
  });

  it('receives the redirect on a loopback server (http://127.0.0.1:<port>/callback)', async () => {
    const client = makeClient({}, { redirectMode: 'loopback' });
    const { args: a, verifier } = args(client);
    const { code, redirectUri } = await client.Authorize(a);
    secrets.add(code);
    expect(redirectUri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    const tokens = await client.GetToken(world.appId, code, verifier, redirectUri);
    secrets.add(tokens.accessToken);
    secrets.add(tokens.refreshToken);
    expect(tokens.claims?.sub).toBe(world.userId);
    // The receiver is gone after its one callback.
    await expect(fetch(`${redirectUri}?code=x&state=y`)).rejects.toThrow();
  });

  it('uses CustomSchemeParam for the redirect URI', async () => {
    const client = makeClient({}, { redirectMode: 'loopback' });
    const { args: a } = args(client, (x) => x.SetCustomSchemeParam('MyGame'));
    const { code, redirectUri } = await client.Authorize(a);
    secrets.add(code);
    expect(redirectUri).toBe('mygame:/authorize/callback');
  });

  it('calls the library callback once with (result, values) and never rejects', async () => {
    const client = makeClient();
    const { args: a, verifier } = args(client);
    const calls: unknown[][] = [];
    await client.Authorize(a, (result, code, redirectUri) => calls.push([result, code, redirectUri]));
    expect(calls).toHaveLength(1);
    const [result, code, redirectUri] = calls[0] as [ClientResult, string, string];
    expect(result.successful()).toBe(true);
    secrets.add(code);
    const tokenCalls: unknown[][] = [];
    await client.GetToken(world.appId, code, verifier, redirectUri, (...values) => tokenCalls.push(values));
    expect(tokenCalls).toHaveLength(1);
    const [tokenResult, access, refresh, type, expiresIn, scopes] = tokenCalls[0] as [
      ClientResult,
      string,
      string,
      number,
      number,
      string,
    ];
    secrets.add(access);
    secrets.add(refresh);
    expect([tokenResult.successful(), type, expiresIn, scopes.includes('sdk.social_layer')]).toEqual([
      true,
      1,
      604800,
      true,
    ]);
    // The code is single use: a second exchange fails, through the callback, with empty values.
    const again: unknown[][] = [];
    await expect(
      client.GetToken(world.appId, code, verifier, redirectUri, (...values) => again.push(values)),
    ).resolves.toBeUndefined();
    expect(again).toHaveLength(1);
    const [failed, ...empty] = again[0] as [ClientResult, ...unknown[]];
    observed.push(failed.toString());
    expect(failed.type).toBe(ErrorType.HTTPError);
    expect(failed.status).toBe(400);
    expect(empty).toEqual(['', '', 0, 0, '']);
  });
});

describe('hostile and failed redirects', () => {
  it('ignores a wrong state, an unknown scheme or path, then accepts the real redirect once', async () => {
    let captured = '';
    // The "browser" only reads the redirect; the test plays the OS and an attacker delivering URLs.
    const quiet = makeClient(
      {},
      {
        opener: async (url) => {
          captured = await consentRedirect(url);
        },
      },
    );
    const { args: a } = args(quiet);
    const pending = quiet.Authorize(a);
    await vi.waitFor(() => expect(captured).not.toBe(''));
    const real = new URL(captured);
    secrets.add(real.searchParams.get('code') ?? '');
    secrets.add(real.searchParams.get('state') ?? '');
    const forged = (mutate: (u: URL) => void): string => {
      const u = new URL(real.href);
      mutate(u);
      return u.href;
    };
    expect(quiet.HandleRedirect(forged((u) => u.searchParams.set('state', 'attacker-state')))).toEqual({
      handled: false,
      reason: 'unknown_state',
    });
    expect(quiet.HandleRedirect(real.href.replace(`discord-${world.appId}:`, 'discord-1:'))).toMatchObject({
      reason: 'unexpected_redirect_uri',
    });
    expect(quiet.HandleRedirect(real.href.replace('/authorize/callback', '/authorize/other'))).toMatchObject({
      reason: 'unexpected_redirect_uri',
    });
    expect(quiet.HandleRedirect('javascript:alert(1)')).toMatchObject({ handled: false });
    expect(quiet.HandleRedirect(real.href)).toEqual({ handled: true });
    await expect(pending).resolves.toMatchObject({ code: real.searchParams.get('code') });
    // Replayed: the state was used.
    expect(quiet.HandleRedirect(real.href)).toMatchObject({ handled: false });
    expect(observed).toContain('redirect ignored: unknown_state');
  });

  it('reports error=access_denied as AuthorizationFailed with the service text', async () => {
    await world.emulator.control.setConsent('deny');
    try {
      const client = makeClient();
      const error = await failure(client.Authorize(args(client).args));
      expect(error.result.type).toBe(ErrorType.AuthorizationFailed);
      expect(error.result.error).toBe(
        'the service refused the authorization (access_denied): the user denied the request',
      );
    } finally {
      await world.emulator.control.setConsent('approve', world.userId);
    }
  });

  it('rejects a redirect that matches but carries no code', async () => {
    const client = makeClient({ tamperRedirect: (location) => location.searchParams.delete('code') });
    const error = await failure(client.Authorize(args(client).args));
    expect(error.result.type).toBe(ErrorType.AuthorizationFailed);
    expect(error.result.error).toMatch(/no authorization code/);
  });

  it('rejects a redirect whose iss is another issuer', async () => {
    const client = makeClient({
      tamperRedirect: (location) => location.searchParams.set('iss', 'https://evil.example'),
    });
    const error = await failure(client.Authorize(args(client).args));
    expect(error.result.error).toMatch(/iss is not the expected issuer/);
  });

  it('times out a pending authorization', async () => {
    const client = makeClient({}, { opener: () => undefined, authorizeTimeoutMs: 150 });
    const started = Date.now();
    const error = await failure(client.Authorize(args(client).args));
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(error.cause).toBeInstanceOf(AuthorizationAbortedError);
    expect(error.result.type).toBe(ErrorType.Aborted);
    expect(error.result.error).toMatch(/within 150 ms/);
  });

  it('aborts a pending authorization with AbortAuthorize, closing its loopback server', async () => {
    let opened = '';
    const opener = (url: string): void => {
      opened = url;
    };
    const client = makeClient({}, { redirectMode: 'loopback', opener });
    const results: ClientResult[] = [];
    const done = client.Authorize(args(client).args, (result) => results.push(result));
    await vi.waitFor(() => expect(opened).not.toBe(''));
    const redirectUri = new URL(opened).searchParams.get('redirect_uri') ?? '';
    client.AbortAuthorize();
    await done;
    expect(results.map((r) => r.type)).toEqual([ErrorType.Aborted]);
    await expect(fetch(`${redirectUri}?code=x&state=y`)).rejects.toThrow();
  });
});

describe('ID token checks in the flow', () => {
  it('rejects an ID token with another nonce than the one sent', async () => {
    const client = makeClient({ tamperRequest: (url) => url.searchParams.set('nonce', 'injected-nonce') });
    const { args: a, verifier } = args(client, (x) => x.SetNonce('expected-nonce'));
    const { code, redirectUri } = await client.Authorize(a);
    secrets.add(code);
    const error = await failure(client.GetToken(world.appId, code, verifier, redirectUri));
    expect(error.cause).toBeInstanceOf(IdTokenError);
    expect((error.cause as IdTokenError).check).toBe('nonce');
    expect(error.result.type).toBe(ErrorType.AuthorizationFailed);
  });

  it('generates a nonce for openid requests when none is set, and checks it', async () => {
    const opened: string[] = [];
    const client = makeClient({ opened });
    const tokens = await signIn(client);
    const nonce = new URL(opened[0] ?? '').searchParams.get('nonce');
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.claims?.nonce).toBe(nonce);
  });

  it('rejects an ID token issued to another application (aud)', async () => {
    const other = makeClient({}, { applicationId: world.otherAppId });
    const { args: a, verifier } = args(other);
    const { code, redirectUri } = await other.Authorize(a);
    const tokens = await other.GetToken(world.otherAppId, code, verifier, redirectUri);
    const provider = new OidcProvider({ baseUrl: world.emulator.url, timeoutMs: () => 5000 });
    const error = await verifyIdToken(tokens.idToken ?? '', provider, { clientId: world.appId }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(IdTokenError);
    expect((error as IdTokenError).check).toBe('aud');
  });

  it('rejects an expired ID token (emulator clock set back 8 days before the exchange)', async () => {
    const client = makeClient();
    const { args: a, verifier } = args(client);
    const { code, redirectUri } = await client.Authorize(a);
    const real = Date.now();
    await world.emulator.control.clock.set(real - 8 * 86_400_000);
    try {
      const error = await failure(client.GetToken(world.appId, code, verifier, redirectUri));
      expect((error.cause as IdTokenError).check).toBe('exp');
    } finally {
      await world.emulator.control.clock.set(real);
    }
  });

  it('rejects a token response whose ID token signature was tampered with in transit', async () => {
    const tamperingFetch: ClientOptions['fetch'] = async (url, init) => {
      const response = await fetch(url, init);
      const text = await response.text();
      let body = text;
      if (url.endsWith('/api/oauth2/token')) {
        const json = JSON.parse(text) as { id_token?: string };
        if (json.id_token) {
          const [h, p, s] = json.id_token.split('.') as [string, string, string];
          const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
          json.id_token = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${s}`;
          body = JSON.stringify(json);
        }
      }
      return { status: response.status, headers: response.headers, text: async () => body };
    };
    const client = makeClient({}, { fetch: tamperingFetch });
    const { args: a, verifier } = args(client);
    const { code, redirectUri } = await client.Authorize(a);
    const error = await failure(client.GetToken(world.appId, code, verifier, redirectUri));
    expect((error.cause as IdTokenError).check).toBe('signature');
  });

  it('follows a JWKS key rotation (refetch on the new kid)', async () => {
    const client = makeClient();
    const first = await signIn(client);
    const oldKid = JSON.parse(
      Buffer.from((first.idToken ?? '').split('.')[0] ?? '', 'base64url').toString(),
    ).kid;
    const newKid = await world.emulator.control.rotateKeys({ dropPrevious: true });
    expect(newKid).not.toBe(oldKid);
    const jwksBefore = world.emulator.control.requests().filter((r) => r.path === '/api/oauth2/keys').length;
    const second = await signIn(client);
    const jwksAfter = world.emulator.control.requests().filter((r) => r.path === '/api/oauth2/keys').length;
    expect(
      JSON.parse(Buffer.from((second.idToken ?? '').split('.')[0] ?? '', 'base64url').toString()).kid,
    ).toBe(newKid);
    expect(jwksAfter - jwksBefore).toBe(1);
    // The old token's key left the JWKS: it no longer verifies.
    const provider = new OidcProvider({ baseUrl: world.emulator.url, timeoutMs: () => 5000 });
    const error = await verifyIdToken(first.idToken ?? '', provider, { clientId: world.appId }).catch(
      (e: unknown) => e,
    );
    expect((error as IdTokenError).check).toBe('kid');
  });
});

describe('secrets', () => {
  it('never appear in errors, results or log lines', () => {
    secrets.delete('');
    expect(secrets.size).toBeGreaterThan(10);
    expect(observed.length).toBeGreaterThan(10);
    for (const text of observed) {
      for (const secret of secrets) {
        if (text.includes(secret)) throw new Error(`a secret leaked into: ${text.slice(0, 200)}`);
      }
    }
  });
});
