/**
 * The Client facade's own rules, against the emulator: argument checks, UpdateToken, token expiration
 * callback, HTTP timeout on every call, serialised refresh, client credentials, the callback adapter.
 */
import { describe, expect, it, vi } from 'vitest';
import { AuthorizationArgs } from '../../src/auth/AuthorizationArgs.js';
import { Client } from '../../src/client/Client.js';
import { type ClientResult, ErrorType } from '../../src/client/clientResult.js';
import { ClientResultError, settle, toClientResult } from '../../src/client/results.js';
import { TimeoutError } from '../../src/http/errors.js';
import { AuthorizationTokenType } from '../../src/model/enums.js';
import { useSignInWorld } from './signInWorld.js';

const signInWorld = useSignInWorld();
const { makeClient, signIn } = signInWorld;

async function rejection(promise: Promise<unknown>): Promise<ClientResult> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ClientResultError))
    throw new Error(`expected ClientResultError, got ${String(error)}`);
  return error.result;
}

describe('Client basics', () => {
  it('has the default scopes of the C++ library', () => {
    expect(Client.GetDefaultCommunicationScopes()).toBe('openid sdk.social_layer');
    expect(Client.GetDefaultPresenceScopes()).toBe('openid sdk.social_layer_presence');
  });

  it('sets and gets the application id as a normalised string, refusing bad ids', () => {
    const client = new Client();
    expect(client.GetApplicationId()).toBeUndefined();
    client.SetApplicationId(1234567890123456789n);
    expect(client.GetApplicationId()).toBe('1234567890123456789');
    client.SetApplicationId('007');
    expect(client.GetApplicationId()).toBe('7');
    expect(() => client.SetApplicationId('12a')).toThrow(/applicationId/);
    expect(() => client.SetApplicationId(12 as unknown as string)).toThrow(/numbers lose precision/);
  });

  it('refuses Authorize without an application id, scopes, or with nullobj', async () => {
    const client = new Client({ baseUrl: signInWorld.world.emulator.url, opener: () => undefined });
    const args = new AuthorizationArgs();
    args.SetScopes('openid');
    expect((await rejection(client.Authorize(args))).error).toMatch(/ClientId: not set/);
    client.SetApplicationId(signInWorld.world.appId);
    expect((await rejection(client.Authorize(new AuthorizationArgs()))).error).toMatch(/Scopes: required/);
    const invalid = await rejection(client.Authorize(AuthorizationArgs.nullobj));
    expect(invalid.type).toBe(ErrorType.ValidationError);
    expect(invalid.error).toMatch(/invalid/);
    expect((await rejection(client.Authorize({} as AuthorizationArgs))).type).toBe(ErrorType.ValidationError);
  });

  it('fails Authorize when the opener fails, and releases the loopback server', async () => {
    let redirectUri = '';
    const client = makeClient({
      redirectMode: 'loopback',
      opener: (url) => {
        redirectUri = new URL(url).searchParams.get('redirect_uri') ?? '';
        throw new Error('no browser here');
      },
    });
    const args = new AuthorizationArgs();
    args.SetScopes('openid');
    const result = await rejection(client.Authorize(args));
    expect(result.type).toBe(ErrorType.AuthorizationFailed);
    expect(result.error).toMatch(/opener failed/);
    await expect(fetch(`${redirectUri}?code=x&state=y`)).rejects.toThrow();
  });

  it('checks GetToken arguments before sending anything', async () => {
    const client = makeClient();
    const before = signInWorld.world.emulator.control.requests().length;
    const verifier = client.CreateAuthorizationCodeVerifier().Verifier();
    const cases = [
      client.GetToken('nope', 'code', verifier, 'mygame:/authorize/callback'),
      client.GetToken(signInWorld.world.appId, '', verifier, 'mygame:/authorize/callback'),
      client.GetToken(signInWorld.world.appId, 'code', 'short', 'mygame:/authorize/callback'),
      client.GetToken(signInWorld.world.appId, 'code', verifier, 'not a uri'),
      client.RefreshToken(signInWorld.world.appId, 'has space'),
      client.RevokeToken(5 as unknown as string, 'token'),
    ];
    for (const call of cases) expect((await rejection(call)).type).toBe(ErrorType.ValidationError);
    expect(signInWorld.world.emulator.control.requests().length).toBe(before);
  });
});

describe('UpdateToken and token lifetime', () => {
  it('accepts Bearer only; User (0) is a ValidationError', async () => {
    const client = makeClient();
    const result = await rejection(client.UpdateToken(AuthorizationTokenType.User, 'some-token'));
    expect(result.type).toBe(ErrorType.ValidationError);
    expect(result.error).toMatch(/only AuthorizationTokenType.Bearer/);
    expect(client.IsAuthenticated()).toBe(false);
    const results: ClientResult[] = [];
    await client.UpdateToken(AuthorizationTokenType.Bearer, 'a-token', (r) => results.push(r));
    expect(results.map((r) => r.successful())).toEqual([true]);
    expect(client.IsAuthenticated()).toBe(true);
  });

  it('fires the expiration callback once per token, at expiry', async () => {
    await signInWorld.world.emulator.control.configure({ accessTokenTtlSeconds: 1 });
    // The client's clock and timers are fake (the emulator's clock reads the real one): "at expiry" is
    // then an exact instant, whatever the machine's speed. Network I/O stays real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const client = makeClient({ now: () => Date.now() });
      const tokens = await signIn(client);
      expect(tokens.expiresIn).toBe(1);
      const received = Date.now();
      const fired: number[] = [];
      client.SetTokenExpirationCallback(() => fired.push(Date.now() - received));
      await client.UpdateToken(AuthorizationTokenType.Bearer, tokens.accessToken);
      await vi.advanceTimersByTimeAsync(999);
      expect(fired).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(fired).toEqual([1000]);
      // Setting the callback again does not re-fire for the same, expired token, however long we wait.
      client.SetTokenExpirationCallback(() => fired.push(-1));
      // (10 s: well past any re-fire, and within the ID token's 60 s clock tolerance for the refresh below.)
      await vi.advanceTimersByTimeAsync(10_000);
      expect(fired).toEqual([1000]);
      // A new token re-arms it.
      const next = await client.RefreshToken(signInWorld.world.appId, tokens.refreshToken);
      await client.UpdateToken(AuthorizationTokenType.Bearer, next.accessToken);
      await vi.advanceTimersByTimeAsync(999);
      expect(fired).toEqual([1000]);
      await vi.advanceTimersByTimeAsync(1);
      expect(fired).toEqual([1000, -1]);
    } finally {
      vi.useRealTimers();
      await signInWorld.world.emulator.control.configure({ accessTokenTtlSeconds: 604800 });
    }
  });
});

describe('HTTP behaviour', () => {
  it('applies SetHttpRequestTimeout to token calls and to discovery', async () => {
    const client = makeClient();
    client.SetHttpRequestTimeout(100);
    expect(() => client.SetHttpRequestTimeout(0)).toThrow(/timeout/);
    signInWorld.world.emulator.control.faults.add({
      method: 'POST',
      path: '/api/oauth2/token',
      latencyMs: 1500,
      times: 10,
    });
    const tokenRequests = () =>
      signInWorld.world.emulator.control.requests().filter((r) => r.path === '/api/oauth2/token').length;
    try {
      const before = tokenRequests();
      const error = await client
        .RefreshToken(signInWorld.world.appId, 'some-refresh-token')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ClientResultError);
      const result = (error as ClientResultError).result;
      expect((error as ClientResultError).cause).toBeInstanceOf(TimeoutError);
      expect(result.type).toBe(ErrorType.NetworkError);
      expect(result.error).toMatch(/within 100 ms/);
      // Retries of a POST are not made: one attempt reached the emulator (counted by its request log,
      // not by the wall clock, which a loaded machine stretches).
      expect(tokenRequests() - before).toBe(1);
    } finally {
      signInWorld.world.emulator.control.faults.clear();
    }
    signInWorld.world.emulator.control.faults.add({
      path: '/.well-known/openid-configuration',
      latencyMs: 1500,
      // Every discovery request: Authorize warms discovery while the user is in the browser, and a
      // one-time fault could be spent there, letting the exchange's own fetch succeed.
      times: 0,
    });
    try {
      const fresh = makeClient();
      fresh.SetHttpRequestTimeout(100);
      const result = await rejection(signIn(fresh));
      expect(result.type).toBe(ErrorType.AuthorizationFailed);
      expect(result.error).toMatch(/within 100 ms/);
    } finally {
      signInWorld.world.emulator.control.faults.clear();
    }
  });

  it('serialises concurrent refreshes of one token into one request', async () => {
    const client = makeClient();
    const tokens = await signIn(client);
    const before = signInWorld.world.emulator.control
      .requests()
      .filter((r) => r.path === '/api/oauth2/token').length;
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() => client.RefreshToken(signInWorld.world.appId, tokens.refreshToken)),
    );
    const after = signInWorld.world.emulator.control
      .requests()
      .filter((r) => r.path === '/api/oauth2/token').length;
    expect(after - before).toBe(1);
    expect(new Set(results.map((r) => r.refreshToken)).size).toBe(1);
    // The rotated token works; the grant was not revoked by a reuse.
    await expect(
      client.RefreshToken(signInWorld.world.appId, results[0]?.refreshToken ?? ''),
    ).resolves.toBeDefined();
  });

  it('gets a client-credentials token for a confidential app', async () => {
    const app = await signInWorld.world.emulator.control.createApplication({ name: 'Backend' });
    const client = makeClient();
    const tokens = await client.GetTokenFromClientCredentials(
      app.id,
      app.clientSecret,
      'applications.commands.update',
    );
    expect(tokens).toMatchObject({ tokenType: AuthorizationTokenType.Bearer, refreshToken: '' });
    const bad = await rejection(
      client.GetTokenFromClientCredentials(app.id, 'wrong-secret-value', 'identify'),
    );
    expect(bad.status).toBe(401);
    expect(bad.error).not.toContain('wrong-secret-value');
  });
});

describe('callback adapter', () => {
  it('calls back exactly once with defaults on failure and resolves instead of rejecting', async () => {
    const calls: unknown[][] = [];
    const outcome = await settle(
      async () => {
        throw new RangeError('bad thing');
      },
      (...values: unknown[]) => calls.push(values),
      (v: number): [number] => [v],
      [0],
    );
    expect(outcome).toBeUndefined();
    expect(calls).toHaveLength(1);
    const [result, value] = calls[0] as [ClientResult, number];
    expect(result.type).toBe(ErrorType.ValidationError);
    expect(value).toBe(0);
  });

  it('turns synchronous throws into rejections with a ClientResult', async () => {
    const result = await rejection(
      settle(
        () => {
          throw new TypeError('sync');
        },
        undefined,
        () => [],
        [],
      ),
    );
    expect(result.error).toBe('sync');
  });

  it('does not quote unknown errors (they could carry data)', () => {
    const result = toClientResult(new Error('token=abc'));
    expect(result.error).not.toContain('abc');
    expect(result.type).toBe(ErrorType.NetworkError);
  });
});
