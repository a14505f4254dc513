/**
 * oauth4webapi (a client nobody here wrote), unchanged, against the emulator: discovery, the authorization
 * code flow with PKCE, state and nonce for a public and a confidential client, ID-token claims and the
 * RS256 signature against the JWKS (also across a key rotation), userinfo, a protected resource, refresh,
 * revocation, client credentials, and the negative cases each refused with the error RFC 6749 names.
 * The only settings are the library's own: `allowInsecureRequests` (the emulator is plain HTTP on
 * loopback) and `customFetch` (to keep each body for the OpenAPI check at the end).
 */
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixture, LOOPBACK_REDIRECT, startFixture } from '../emulator/helpers.js';
import { ReceivedBodies } from './receivedBodies.js';

const received = new ReceivedBodies();
const options = { [oauth.allowInsecureRequests]: true, [oauth.customFetch]: received.fetch };

let fx: Fixture;
let as: oauth.AuthorizationServer;
/** The emulator as oauth4webapi knows it: the fixture, its metadata and the options of every call. */
let issuer: Issuer;

interface Issuer {
  readonly fx: Fixture;
  readonly as: oauth.AuthorizationServer;
  readonly options: typeof options | { [oauth.allowInsecureRequests]: true };
}

beforeAll(async () => {
  fx = await startFixture();
  as = await discover(fx.url, options);
  issuer = { fx, as, options };
});
afterAll(async () => {
  await fx.emulator.close();
});

async function discover(url: string, init: Issuer['options']): Promise<oauth.AuthorizationServer> {
  const identifier = new URL(url);
  return oauth.processDiscoveryResponse(identifier, await oauth.discoveryRequest(identifier, init));
}

/** What a browser does with the authorize URL: the emulator's scripted consent answers with a redirect. */
async function browse(url: URL): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  const location = response.headers.get('location');
  if (location === null) throw new Error(`authorize answered ${response.status} without a redirect`);
  return new URL(location);
}

/**
 * The user's part: the authorization request (PKCE S256, `state` "st" unless `extra` says otherwise)
 * loaded with the consent scripted, and the redirect checked by oauth4webapi.
 */
async function authorize(
  at: Issuer,
  client: oauth.Client,
  verifier: string,
  extra: Record<string, string> = {},
  consent: 'approve' | 'deny' = 'approve',
): Promise<URLSearchParams> {
  const url = new URL(at.as.authorization_endpoint ?? '');
  const params = {
    client_id: client.client_id,
    redirect_uri: LOOPBACK_REDIRECT,
    response_type: 'code',
    scope: 'identify',
    state: 'st',
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...extra,
  };
  url.search = new URLSearchParams(params).toString();
  await at.fx.emulator.control.setConsent(consent, at.fx.user.id);
  return oauth.validateAuthResponse(at.as, client, await browse(url), params.state);
}

/** The code exchange (its Response is what a signature check later refers to). */
function exchange(
  at: Issuer,
  client: oauth.Client,
  clientAuth: oauth.ClientAuth,
  callback: { params: URLSearchParams; verifier: string },
  redirectUri = LOOPBACK_REDIRECT,
): Promise<Response> {
  const { params, verifier } = callback;
  return oauth.authorizationCodeGrantRequest(
    at.as,
    client,
    clientAuth,
    params,
    redirectUri,
    verifier,
    at.options,
  );
}

interface SignIn {
  client: oauth.Client;
  clientAuth: oauth.ClientAuth;
  response: Response;
  result: oauth.TokenEndpointResponse;
  nonce: string;
}

/** The flow as oauth4webapi's documentation writes it, for a public (None) or confidential client. */
async function signIn(kind: 'public' | 'confidential', scope = 'openid identify'): Promise<SignIn> {
  const app = kind === 'public' ? fx.publicApp : fx.app;
  const client: oauth.Client = { client_id: app.id };
  const clientAuth = kind === 'public' ? oauth.None() : oauth.ClientSecretBasic(app.clientSecret);
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const params = await authorize(issuer, client, verifier, { scope, state, nonce });
  const response = await exchange(issuer, client, clientAuth, { params, verifier });
  const result = await oauth.processAuthorizationCodeResponse(as, client, response, {
    expectedNonce: nonce,
    requireIdToken: true,
  });
  return { client, clientAuth, response, result, nonce };
}

/** The error a promise rejects with (fails when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('oauth4webapi against the emulator', () => {
  it('discovers the issuer: endpoints, S256, RS256', () => {
    expect(as).toMatchObject({
      issuer: fx.url,
      token_endpoint: `${fx.url}/api/oauth2/token`,
      jwks_uri: `${fx.url}/api/oauth2/keys`,
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
  });

  it('signs in a public and a confidential client; the ID token validates, signature included', async () => {
    for (const kind of ['public', 'confidential'] as const) {
      const { response, result, nonce } = await signIn(kind);
      const claims = oauth.getValidatedIdTokenClaims(result);
      expect(claims, kind).toMatchObject({ iss: fx.url, sub: fx.user.id, nonce });
      expect(result).toMatchObject({ token_type: 'bearer', scope: 'openid identify', expires_in: 604800 });
      // The RS256 signature, with the key the JWKS serves (oauth4webapi's own JWKS client).
      await oauth.validateApplicationLevelSignature(as, response, options);
    }
  });

  it('reads userinfo and /users/@me, refreshes, revokes; a revoked grant refreshes no more', async () => {
    const { client, clientAuth, result } = await signIn('confidential', 'openid identify email');
    const info = await oauth.processUserInfoResponse(
      as,
      client,
      fx.user.id,
      await oauth.userInfoRequest(as, client, result.access_token, options),
    );
    expect(info).toMatchObject({ sub: fx.user.id, email: 'alice@example.test', email_verified: true });
    const me = await oauth.protectedResourceRequest(
      result.access_token,
      'GET',
      new URL(`${fx.url}/api/v10/users/@me`),
      undefined,
      undefined,
      options,
    );
    expect(await me.json()).toMatchObject({ id: fx.user.id, username: 'alice', premium_type: 0 });

    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, clientAuth, result.refresh_token ?? '', options),
    );
    expect(refreshed.refresh_token).not.toBe(result.refresh_token);
    expect(oauth.getValidatedIdTokenClaims(refreshed)?.sub).toBe(fx.user.id);

    const revoked = await oauth.revocationRequest(
      as,
      client,
      clientAuth,
      refreshed.refresh_token ?? '',
      options,
    );
    await expect(oauth.processRevocationResponse(revoked)).resolves.toBeUndefined();
    const after = await rejection(
      oauth.processRefreshTokenResponse(
        as,
        client,
        await oauth.refreshTokenGrantRequest(as, client, clientAuth, refreshed.refresh_token ?? '', options),
      ),
    );
    expect(after).toBeInstanceOf(oauth.ResponseBodyError);
    expect(after).toMatchObject({ error: 'invalid_grant', status: 400 });
  });

  it('issues client-credentials tokens to a confidential client only', async () => {
    const client = { client_id: fx.app.id };
    const result = await oauth.processClientCredentialsResponse(
      as,
      client,
      await oauth.clientCredentialsGrantRequest(
        as,
        client,
        oauth.ClientSecretPost(fx.app.clientSecret),
        { scope: 'identify applications.commands.update' },
        options,
      ),
    );
    expect(result).toMatchObject({ token_type: 'bearer', scope: 'identify applications.commands.update' });
    expect(result.refresh_token).toBeUndefined();
    const publicClient = { client_id: fx.publicApp.id };
    const refused = await rejection(
      oauth.processClientCredentialsResponse(
        as,
        publicClient,
        await oauth.clientCredentialsGrantRequest(
          as,
          publicClient,
          oauth.None(),
          { scope: 'identify' },
          options,
        ),
      ),
    );
    expect(refused).toMatchObject({ error: 'unauthorized_client' });
  });

  it('keeps tokens signed before a key rotation verifiable while the old key is served', async () => {
    const before = await signIn('public');
    await fx.emulator.control.rotateKeys();
    const after = await signIn('public');
    // oauth4webapi keeps a JWKS per metadata object and refetches for an unknown kid only after 60 s: a
    // fresh copy of the metadata stands for a client that starts after the rotation.
    const restarted = { ...as };
    await oauth.validateApplicationLevelSignature(restarted, after.response, options);
    await oauth.validateApplicationLevelSignature(restarted, before.response, options);
    await fx.emulator.control.rotateKeys({ dropPrevious: true });
    const dropped = await rejection(
      oauth.validateApplicationLevelSignature({ ...as }, before.response, options),
    );
    expect(dropped).toMatchObject({ code: oauth.KEY_SELECTION });
  });
});

describe('oauth4webapi: the negative cases are refused with the right error', () => {
  const confidential = (): oauth.Client => ({ client_id: fx.app.id });

  /** A code for the confidential client, and the verifier it was bound to. */
  async function code(
    extra: Record<string, string> = {},
  ): Promise<{ params: URLSearchParams; verifier: string }> {
    const verifier = oauth.generateRandomCodeVerifier();
    return { params: await authorize(issuer, confidential(), verifier, extra), verifier };
  }

  /** What processing the exchange of `callback` throws. */
  async function refusal(
    callback: { params: URLSearchParams; verifier: string },
    init: { auth?: oauth.ClientAuth; redirectUri?: string } = {},
  ): Promise<unknown> {
    const auth = init.auth ?? oauth.ClientSecretPost(fx.app.clientSecret);
    const response = await exchange(issuer, confidential(), auth, callback, init.redirectUri);
    return rejection(oauth.processAuthorizationCodeResponse(as, confidential(), response));
  }

  it('wrong verifier, reused code, expired code, other redirect_uri: invalid_grant', async () => {
    const first = await code();
    expect(await refusal({ ...first, verifier: oauth.generateRandomCodeVerifier() })).toMatchObject({
      error: 'invalid_grant',
      status: 400,
    });
    const second = await code();
    const used = await exchange(issuer, confidential(), oauth.ClientSecretPost(fx.app.clientSecret), second);
    await oauth.processAuthorizationCodeResponse(as, confidential(), used);
    expect(await refusal(second)).toMatchObject({ error: 'invalid_grant' });
    const third = await code();
    expect(await refusal(third, { redirectUri: 'https://app.example.test/cb' })).toMatchObject({
      error: 'invalid_grant',
    });
    const fourth = await code();
    await fx.emulator.control.clock.advance(11 * 60_000);
    expect(await refusal(fourth)).toMatchObject({ error: 'invalid_grant' });
  });

  it('wrong client secret: invalid_client (401), by form and by Basic with its challenge', async () => {
    const error = await refusal(await code(), { auth: oauth.ClientSecretPost('not-the-secret') });
    expect(error).toBeInstanceOf(oauth.ResponseBodyError);
    expect(error).toMatchObject({ error: 'invalid_client', status: 401 });
    expect(String((error as Error).message)).not.toContain('not-the-secret');

    const challenged = await refusal(await code(), { auth: oauth.ClientSecretBasic('not-the-secret') });
    // RFC 6749 5.2: a 401 after Basic authentication carries WWW-Authenticate; oauth4webapi reports that.
    expect(challenged).toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
    expect((challenged as oauth.WWWAuthenticateChallengeError).cause[0]).toMatchObject({ scheme: 'basic' });
    expect((challenged as oauth.WWWAuthenticateChallengeError).response.status).toBe(401);
  });

  it('an unknown scope and a denial come back as authorization errors with the state', async () => {
    const unknownScope = await rejection(code({ scope: 'identify not.a.scope' }));
    expect(unknownScope).toBeInstanceOf(oauth.AuthorizationResponseError);
    expect(unknownScope).toMatchObject({ error: 'invalid_scope' });
    const verifier = oauth.generateRandomCodeVerifier();
    const denied = await rejection(authorize(issuer, confidential(), verifier, {}, 'deny'));
    expect(denied).toBeInstanceOf(oauth.AuthorizationResponseError);
    expect(denied).toMatchObject({ error: 'access_denied' });
  });

  it('the nonce: a token for another nonce is refused by the client', async () => {
    const callback = await code({ scope: 'openid identify', nonce: 'the-nonce' });
    const response = await exchange(
      issuer,
      confidential(),
      oauth.ClientSecretPost(fx.app.clientSecret),
      callback,
    );
    const error = await rejection(
      oauth.processAuthorizationCodeResponse(as, confidential(), response, {
        expectedNonce: 'another-nonce',
      }),
    );
    expect(error).toMatchObject({ code: oauth.JWT_CLAIM_COMPARISON });
  });
});

describe('oauth4webapi against an emulator that signs ES256', () => {
  it('works once the client says so (id_token_signed_response_alg), as with any ES256 issuer', async () => {
    const es = await startFixture({ idTokenSigningAlg: 'ES256' });
    try {
      // Not kept for the OpenAPI check: an EC key is, by choice, not the description's (RSA) OAuth2Key.
      const plain = { [oauth.allowInsecureRequests]: true } as const;
      const at: Issuer = { fx: es, as: await discover(es.url, plain), options: plain };
      expect(at.as.id_token_signing_alg_values_supported).toEqual(['ES256']);
      const client: oauth.Client = { client_id: es.publicApp.id, id_token_signed_response_alg: 'ES256' };
      const verifier = oauth.generateRandomCodeVerifier();
      const params = await authorize(at, client, verifier, { scope: 'openid identify' });
      const response = await exchange(at, client, oauth.None(), { params, verifier });
      const result = await oauth.processAuthorizationCodeResponse(at.as, client, response);
      expect(oauth.getValidatedIdTokenClaims(result)?.sub).toBe(es.user.id);
      await oauth.validateApplicationLevelSignature(at.as, response, plain);
    } finally {
      await es.emulator.close();
    }
  });
});

describe('every body oauth4webapi received', () => {
  it('matches the OpenAPI response schema of its operation (the token endpoint: RFC 6749)', () => {
    const report = received.check();
    expect(report.problems).toEqual([]);
    expect(new Set(report.described)).toEqual(
      new Set(['GET /oauth2/keys 200', 'GET /oauth2/userinfo 200', 'GET /users/@me 200']),
    );
    // Not in the description: discovery, and the token and revocation endpoints (RFC 6749 / 7009 bodies).
    expect(new Set(report.undescribed.map((entry) => entry.replace(/ \d+$/, '')))).toEqual(
      new Set([
        'GET /.well-known/openid-configuration',
        'POST /api/oauth2/token',
        'POST /api/oauth2/token/revoke',
      ]),
    );
  });
});
