import { createHash, createPublicKey, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Emulator } from '../../src/emulator/index.js';
import {
  api,
  authorize,
  authorizeUrl,
  CUSTOM_SCHEME_REDIRECT,
  codeFor,
  type Fixture,
  LOOPBACK_REDIRECT,
  pkce,
  signIn,
  startFixture,
  tokenRequest,
} from './helpers.js';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(async () => {
  await fx.emulator.close();
});
beforeEach(async () => {
  await fx.emulator.control.setConsent('page');
});

const REDIRECT_4567 = 'http://127.0.0.1:4567/callback';

/** Public-client code exchange with PKCE. */
async function publicExchange(code: string, verifier: string, redirect = REDIRECT_4567) {
  return tokenRequest(fx.url, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirect,
    code_verifier: verifier,
    client_id: fx.publicApp.id,
  });
}

describe('authorization code flow with PKCE (public client)', () => {
  it("issues tokens and an RS256 id_token (the service's algorithm) verifiable against the JWKS", async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(
      fx,
      authorizeUrl(fx.url, fx.publicApp.id, {
        code_challenge: challenge,
        code_challenge_method: 'S256',
        nonce: 'nonce-1',
      }),
    );
    const res = await publicExchange(code, verifier);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = res.body as Record<string, string>;
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 604800,
      scope: 'openid identify sdk.social_layer',
    });
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const idToken = body.id_token ?? '';
    expect(decodeProtectedHeader(idToken).alg).toBe('RS256');
    const jwks = createRemoteJWKSet(new URL(`${fx.url}/api/oauth2/keys`));
    const { payload } = await jwtVerify(idToken, jwks, {
      issuer: fx.url,
      audience: fx.publicApp.id,
      algorithms: ['RS256'],
    });
    expect(payload.sub).toBe(fx.user.id);
    expect(payload.nonce).toBe('nonce-1');
    expect(payload.exp).toBe((payload.iat ?? 0) + 604800);
    expect(typeof payload.auth_time).toBe('number');
    const atHash = createHash('sha256')
      .update(body.access_token ?? '')
      .digest()
      .subarray(0, 16)
      .toString('base64url');
    expect(payload.at_hash).toBe(atHash);

    const me = await api<Record<string, unknown>>(fx.url, '/api/v10/users/@me', {
      auth: `Bearer ${body.access_token}`,
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: fx.user.id, username: 'alice' });
    expect(me.body).not.toHaveProperty('email'); // no email scope
  });

  it('accepts a custom-scheme redirect when it is registered', async () => {
    const { verifier, challenge } = pkce();
    const redirect = CUSTOM_SCHEME_REDIRECT(fx.publicApp.id);
    await fx.emulator.control.setConsent('approve', fx.user.id);
    const { status, location } = await authorize(
      authorizeUrl(fx.url, fx.publicApp.id, {
        redirect_uri: redirect,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    expect(status).toBe(302);
    expect(location?.protocol).toBe(`discord-${fx.publicApp.id}:`);
    expect(location?.pathname).toBe('/authorize/callback');
    expect(location?.searchParams.get('state')).toBe('state-123');
    const res = await publicExchange(location?.searchParams.get('code') ?? '', verifier, redirect);
    expect(res.status).toBe(200);
  });

  it('accepts any loopback port for a registered http://127.0.0.1 redirect, but not another path or host', async () => {
    await fx.emulator.control.setConsent('approve', fx.user.id);
    const { challenge } = pkce();
    const pk = { code_challenge: challenge, code_challenge_method: 'S256' };
    for (const port of [1, 50123, 65535]) {
      const r = await authorize(
        authorizeUrl(fx.url, fx.publicApp.id, { ...pk, redirect_uri: `http://127.0.0.1:${port}/callback` }),
      );
      expect(r.status).toBe(302);
      expect(r.location?.port).toBe(String(port));
    }
    for (const bad of [
      'http://127.0.0.1:4567/other',
      'http://localhost:4567/callback',
      'https://127.0.0.1:4567/callback',
    ]) {
      const r = await authorize(authorizeUrl(fx.url, fx.publicApp.id, { ...pk, redirect_uri: bad }));
      expect(r.status, bad).toBe(400);
      expect(r.location, bad).toBeNull();
    }
  });
});

describe('OAuth negative cases', () => {
  it('wrong code_verifier: invalid_grant', async () => {
    const { challenge } = pkce();
    const code = await codeFor(
      fx,
      authorizeUrl(fx.url, fx.publicApp.id, { code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    const res = await publicExchange(code, pkce().verifier);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'invalid_grant',
      error_description: 'code_verifier does not match the code_challenge',
    });
  });

  it('missing and malformed code_verifier: invalid_grant', async () => {
    const { challenge } = pkce();
    const url = authorizeUrl(fx.url, fx.publicApp.id, {
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const missing = await tokenRequest(fx.url, {
      grant_type: 'authorization_code',
      code: await codeFor(fx, url),
      redirect_uri: REDIRECT_4567,
      client_id: fx.publicApp.id,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('invalid_grant');
    const short = await publicExchange(await codeFor(fx, url), 'too-short');
    expect(short.body.error).toBe('invalid_grant');
    expect(String(short.body.error_description)).toContain('43..128');
  });

  it('reused code: invalid_grant, and the tokens issued for it are revoked', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(
      fx,
      authorizeUrl(fx.url, fx.publicApp.id, { code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    const first = await publicExchange(code, verifier);
    expect(first.status).toBe(200);
    const second = await publicExchange(code, verifier);
    expect(second.status).toBe(400);
    expect(second.body.error).toBe('invalid_grant');
    const me = await api(fx.url, '/api/v10/users/@me', { auth: `Bearer ${first.body.access_token}` });
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ code: 0, message: '401: Unauthorized' });
  });

  it('concurrent exchanges of one code: exactly one succeeds', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(
      fx,
      authorizeUrl(fx.url, fx.publicApp.id, { code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    const results = await Promise.all(Array.from({ length: 10 }, () => publicExchange(code, verifier)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it('expired code (clock advanced past 10 minutes): invalid_grant', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(
      fx,
      authorizeUrl(fx.url, fx.publicApp.id, { code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    await fx.emulator.control.clock.advance(10 * 60 * 1000);
    const res = await publicExchange(code, verifier);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'invalid_grant',
      error_description: 'the authorization code has expired',
    });
  });

  it('a code is still good just before it expires (configurable lifetime)', async () => {
    await fx.emulator.control.configure({ codeTtlMs: 30_000 });
    try {
      const { verifier, challenge } = pkce();
      const url = authorizeUrl(fx.url, fx.publicApp.id, {
        code_challenge: challenge,
        code_challenge_method: 'S256',
      });
      const fresh = await codeFor(fx, url);
      const stale = await codeFor(fx, url);
      await fx.emulator.control.clock.advance(29_000);
      expect((await publicExchange(fresh, verifier)).status).toBe(200);
      await fx.emulator.control.clock.advance(1_000);
      expect((await publicExchange(stale, verifier)).body.error).toBe('invalid_grant');
    } finally {
      await fx.emulator.control.configure({ codeTtlMs: 600_000 });
    }
  });

  it('redirect_uri mismatch at authorize: error page, never a redirect', async () => {
    const { challenge } = pkce();
    const r = await authorize(
      authorizeUrl(fx.url, fx.publicApp.id, {
        redirect_uri: 'https://evil.example/cb',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    expect(r.status).toBe(400);
    expect(r.location).toBeNull();
    expect(r.body).toContain('redirect_uri is not registered');
    // The page names the URI that was sent (issue 45: say what to register), as text, never as a link.
    expect(r.body).toContain('it sent https://evil.example/cb');
    expect(r.body).not.toMatch(/href=["']?https:\/\/evil/);
  });

  it('redirect_uri mismatch at the token endpoint: invalid_grant', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(
      fx,
      authorizeUrl(fx.url, fx.publicApp.id, { code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    const res = await publicExchange(code, verifier, 'http://127.0.0.1:9999/callback');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_grant');
    expect(res.body.error_description).toContain('redirect_uri');
  });

  it('plain PKCE is refused, and PKCE is required for public clients', async () => {
    await fx.emulator.control.setConsent('approve', fx.user.id);
    const plain = await authorize(
      authorizeUrl(fx.url, fx.publicApp.id, {
        code_challenge: pkce().verifier,
        code_challenge_method: 'plain',
      }),
    );
    expect(plain.status).toBe(302);
    expect(plain.location?.searchParams.get('error')).toBe('invalid_request');
    expect(plain.location?.searchParams.get('error_description')).toContain('S256');
    expect(plain.location?.searchParams.get('state')).toBe('state-123');
    expect(plain.location?.searchParams.has('code')).toBe(false);

    const implicitPlain = await authorize(
      authorizeUrl(fx.url, fx.publicApp.id, { code_challenge: pkce().challenge }),
    );
    expect(implicitPlain.location?.searchParams.get('error')).toBe('invalid_request');

    const none = await authorize(authorizeUrl(fx.url, fx.publicApp.id));
    expect(none.location?.searchParams.get('error')).toBe('invalid_request');
    expect(none.location?.searchParams.get('error_description')).toContain('PKCE is required');
  });

  it('wrong client secret: 401 invalid_client (Basic and form)', async () => {
    const code = await codeFor(fx, authorizeUrl(fx.url, fx.app.id, { redirect_uri: LOOPBACK_REDIRECT }));
    const form = { grant_type: 'authorization_code', code, redirect_uri: LOOPBACK_REDIRECT };
    const basic = await tokenRequest(fx.url, form, { basic: [fx.app.id, 'wrong-secret'] });
    expect(basic.status).toBe(401);
    expect(basic.body).toEqual({
      error: 'invalid_client',
      error_description: 'client authentication failed',
    });
    expect(basic.headers.get('www-authenticate')).toMatch(/^Basic/);
    const post = await tokenRequest(fx.url, { ...form, client_id: fx.app.id, client_secret: 'nope' });
    expect(post.status).toBe(401);
    expect(post.body.error).toBe('invalid_client');
    const none = await tokenRequest(fx.url, { ...form, client_id: fx.app.id });
    expect(none.status).toBe(401);
    expect(none.body.error).toBe('invalid_client');
    // The code was never consumed by those failures.
    const ok = await tokenRequest(fx.url, form, { basic: [fx.app.id, fx.app.clientSecret] });
    expect(ok.status).toBe(200);
  });

  it('reused refresh token: invalid_grant and the whole grant is revoked', async () => {
    const tokens = await signIn(fx);
    const basic: [string, string] = [fx.app.id, fx.app.clientSecret];
    const rotated = await tokenRequest(
      fx.url,
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '' },
      { basic },
    );
    expect(rotated.status).toBe(200);
    expect(rotated.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(rotated.body.id_token).toBeTypeOf('string');

    const replay = await tokenRequest(
      fx.url,
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '' },
      { basic },
    );
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    // The rotated (newest) tokens die with the grant.
    const next = await tokenRequest(
      fx.url,
      { grant_type: 'refresh_token', refresh_token: String(rotated.body.refresh_token) },
      { basic },
    );
    expect(next.body.error).toBe('invalid_grant');
    const me = await api(fx.url, '/api/v10/users/@me', { auth: `Bearer ${rotated.body.access_token}` });
    expect(me.status).toBe(401);
    expect(fx.emulator.control.events({ type: 'REFRESH_TOKEN_REUSED' }).length).toBeGreaterThan(0);
  });

  it('refresh may narrow but not widen scopes', async () => {
    const tokens = await signIn(fx, 'identify email');
    const basic: [string, string] = [fx.app.id, fx.app.clientSecret];
    const wider = await tokenRequest(
      fx.url,
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '', scope: 'identify guilds' },
      { basic },
    );
    expect(wider.body.error).toBe('invalid_scope');
    const narrower = await tokenRequest(
      fx.url,
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '', scope: 'identify' },
      { basic },
    );
    expect(narrower.status).toBe(200);
    expect(narrower.body.scope).toBe('identify');
  });

  it('token endpoint: form-encoded only; grant types and parameters checked', async () => {
    const json = await fetch(`${fx.url}/api/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials' }),
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ error: 'invalid_request' });
    const text = await fetch(`${fx.url}/api/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ error: 'invalid_request' });

    const basic: [string, string] = [fx.app.id, fx.app.clientSecret];
    expect((await tokenRequest(fx.url, { grant_type: 'password' }, { basic })).body.error).toBe(
      'unsupported_grant_type',
    );
    expect((await tokenRequest(fx.url, {}, { basic })).body.error).toBe('invalid_request');
    expect(
      (
        await tokenRequest(
          fx.url,
          { grant_type: 'authorization_code', code: 'nope', redirect_uri: LOOPBACK_REDIRECT },
          { basic },
        )
      ).body.error,
    ).toBe('invalid_grant');
    const unknownClient = await tokenRequest(
      fx.url,
      { grant_type: 'client_credentials', scope: 'identify' },
      { basic: ['123', 'x'] },
    );
    expect(unknownClient.status).toBe(401);
    // A parameter repeated is refused (RFC 6749 3.1).
    const repeated = await fetch(`${fx.url}/api/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=client_credentials&client_id=${fx.app.id}&client_id=${fx.app.id}`,
    });
    expect(repeated.status).toBe(400);
  });

  it('client_credentials with HTTP Basic; refused for public clients and unknown scopes', async () => {
    const ok = await tokenRequest(
      fx.url,
      { grant_type: 'client_credentials', scope: 'applications.commands.update' },
      { basic: [fx.app.id, fx.app.clientSecret] },
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      token_type: 'Bearer',
      scope: 'applications.commands.update',
      expires_in: 604800,
    });
    expect(ok.body).not.toHaveProperty('refresh_token');
    expect(ok.body).not.toHaveProperty('id_token');
    const pub = await tokenRequest(fx.url, {
      grant_type: 'client_credentials',
      scope: 'identify',
      client_id: fx.publicApp.id,
    });
    expect(pub.status).toBe(400);
    expect(pub.body.error).toBe('unauthorized_client');
    const scope = await tokenRequest(
      fx.url,
      { grant_type: 'client_credentials', scope: 'openid' },
      { basic: [fx.app.id, fx.app.clientSecret] },
    );
    expect(scope.body.error).toBe('invalid_scope');
  });

  it('unknown scope and wrong response_type are redirected errors; unknown client is an error page', async () => {
    await fx.emulator.control.setConsent('approve', fx.user.id);
    const scope = await authorize(
      authorizeUrl(fx.url, fx.app.id, { redirect_uri: LOOPBACK_REDIRECT, scope: 'identify launch.missiles' }),
    );
    expect(scope.location?.searchParams.get('error')).toBe('invalid_scope');
    const type = await authorize(
      authorizeUrl(fx.url, fx.app.id, { redirect_uri: LOOPBACK_REDIRECT, response_type: 'token' }),
    );
    expect(type.location?.searchParams.get('error')).toBe('unsupported_response_type');
    const client = await authorize(authorizeUrl(fx.url, '999', { redirect_uri: LOOPBACK_REDIRECT }));
    expect(client.status).toBe(400);
    expect(client.location).toBeNull();
  });

  it('scripted deny redirects with access_denied and the state', async () => {
    await fx.emulator.control.setConsent('deny');
    const r = await authorize(authorizeUrl(fx.url, fx.app.id, { redirect_uri: LOOPBACK_REDIRECT }));
    expect(r.status).toBe(302);
    expect(r.location?.searchParams.get('error')).toBe('access_denied');
    expect(r.location?.searchParams.get('state')).toBe('state-123');
  });

  it('prompt=none: a code when the grant exists, consent_required otherwise', async () => {
    await fx.emulator.control.setConsent('page', fx.other.id);
    const first = await authorize(
      authorizeUrl(fx.url, fx.app.id, { redirect_uri: LOOPBACK_REDIRECT, scope: 'guilds', prompt: 'none' }),
    );
    expect(first.location?.searchParams.get('error')).toBe('consent_required');
    await signIn(fx, 'guilds', fx.other.id);
    await fx.emulator.control.setConsent('page', fx.other.id);
    const again = await authorize(
      authorizeUrl(fx.url, fx.app.id, { redirect_uri: LOOPBACK_REDIRECT, scope: 'guilds', prompt: 'none' }),
    );
    expect(again.location?.searchParams.get('code')).toBeTruthy();
  });

  it('an access token stops working when it expires (clock)', async () => {
    const tokens = await signIn(fx, 'identify');
    const auth = `Bearer ${tokens.access_token}`;
    expect((await api(fx.url, '/api/v10/users/@me', { auth })).status).toBe(200);
    await fx.emulator.control.clock.advance(604_800 * 1000);
    expect((await api(fx.url, '/api/v10/users/@me', { auth })).status).toBe(401);
  });
});

describe('revocation and deauthorization', () => {
  let hook: Server;
  const received: { headers: IncomingMessage['headers']; body: string }[] = [];
  beforeAll(async () => {
    hook = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const { port } = hook.address() as AddressInfo;
    fx.app = await fx.emulator.control.createApplication({
      id: fx.app.id,
      webhookUrl: `http://127.0.0.1:${port}/events`,
    });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => hook.close(() => resolve()));
  });

  function expectSignedDeauthorization(userId: string): void {
    const delivery = received.at(-1);
    expect(delivery).toBeDefined();
    const body = JSON.parse(delivery?.body ?? '{}');
    expect(body).toMatchObject({
      version: 1,
      application_id: fx.app.id,
      type: 1,
      event: { type: 'APPLICATION_DEAUTHORIZED', data: { user: { id: userId } } },
    });
    const timestamp = String(delivery?.headers['x-signature-timestamp']);
    const signature = Buffer.from(String(delivery?.headers['x-signature-ed25519']), 'hex');
    const key = createPublicKey(fx.app.publicKeyPem);
    expect(verify(null, Buffer.from(timestamp + (delivery?.body ?? '')), key, signature)).toBe(true);
    expect(verify(null, Buffer.from(`${timestamp}tampered`), key, signature)).toBe(false);
  }

  it('revoke (RFC 7009): 200, APPLICATION_DEAUTHORIZED webhook, then refresh fails with invalid_grant', async () => {
    const tokens = await signIn(fx, 'identify');
    const basic: [string, string] = [fx.app.id, fx.app.clientSecret];
    const before = fx.emulator.control.events({ type: 'APPLICATION_DEAUTHORIZED' }).length;
    const res = await tokenRequest(
      fx.url,
      { token: tokens.access_token ?? '', token_type_hint: 'access_token' },
      { basic, path: '/api/oauth2/token/revoke' },
    );
    expect(res.status).toBe(200);
    await fx.emulator.control.flushWebhooks();
    const events = fx.emulator.control.events({ type: 'APPLICATION_DEAUTHORIZED' });
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)?.delivery).toMatchObject({ status: 204, error: null });
    expectSignedDeauthorization(fx.user.id);
    const refresh = await tokenRequest(
      fx.url,
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '' },
      { basic },
    );
    expect(refresh.body.error).toBe('invalid_grant');
    // Revoking an unknown or already revoked token is still 200.
    expect(
      (await tokenRequest(fx.url, { token: 'unknown' }, { basic, path: '/api/oauth2/token/revoke' })).status,
    ).toBe(200);
    expect(
      (
        await tokenRequest(
          fx.url,
          { token: tokens.access_token ?? '' },
          { basic, path: '/api/oauth2/token/revoke' },
        )
      ).status,
    ).toBe(200);
    expect(fx.emulator.control.events({ type: 'APPLICATION_DEAUTHORIZED' })).toHaveLength(before + 1);
  });

  it('removing a user deauthorizes every app and refresh then fails', async () => {
    const extra = await fx.emulator.control.createUser({ username: 'carol' });
    const tokens = await signIn(fx, 'identify', extra.id);
    await fx.emulator.control.removeUser(extra.id);
    await fx.emulator.control.flushWebhooks();
    expectSignedDeauthorization(extra.id);
    const refresh = await tokenRequest(
      fx.url,
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '' },
      { basic: [fx.app.id, fx.app.clientSecret] },
    );
    expect(refresh.status).toBe(400);
    expect(refresh.body.error).toBe('invalid_grant');
  });
});

describe('OIDC documents', () => {
  it('discovery document points at the real endpoints', async () => {
    const doc = await api<Record<string, unknown>>(fx.url, '/.well-known/openid-configuration');
    expect(doc.status).toBe(200);
    expect(doc.body).toMatchObject({
      issuer: fx.url,
      jwks_uri: `${fx.url}/api/oauth2/keys`,
      token_endpoint: `${fx.url}/api/oauth2/token`,
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
    for (const key of ['jwks_uri', 'token_endpoint', 'userinfo_endpoint']) {
      const res = await fetch(String(doc.body[key]), { method: key === 'token_endpoint' ? 'POST' : 'GET' });
      expect(res.status, key).not.toBe(404);
    }
  });

  it('userinfo needs openid; email claims only with the email scope', async () => {
    const withEmail = await signIn(fx, 'openid email');
    const info = await api<Record<string, unknown>>(fx.url, '/api/oauth2/userinfo', {
      auth: `Bearer ${withEmail.access_token}`,
    });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      sub: fx.user.id,
      preferred_username: 'alice',
      email: 'alice@example.test',
      email_verified: true,
    });
    const noOpenid = await signIn(fx, 'identify');
    expect(
      (await api(fx.url, '/api/oauth2/userinfo', { auth: `Bearer ${noOpenid.access_token}` })).status,
    ).toBe(401);
    const meEmail = await api<Record<string, unknown>>(fx.url, '/api/v10/users/@me', {
      auth: `Bearer ${(await signIn(fx, 'identify email')).access_token}`,
    });
    expect(meEmail.body).toMatchObject({ email: 'alice@example.test', verified: true });
  });

  it('key rotation: new tokens use the new kid; old tokens verify until the old key is dropped', async () => {
    const before = await signIn(fx);
    const oldKid = decodeProtectedHeader(before.id_token ?? '').kid;
    const newKid = await fx.emulator.control.rotateKeys();
    expect(newKid).not.toBe(oldKid);
    const after = await signIn(fx);
    expect(decodeProtectedHeader(after.id_token ?? '').kid).toBe(newKid);

    const jwks = async () => createLocalJWKSet((await api<{ keys: [] }>(fx.url, '/api/oauth2/keys')).body);
    const options = { issuer: fx.url, audience: fx.app.id };
    await expect(jwtVerify(before.id_token ?? '', await jwks(), options)).resolves.toBeTruthy();
    await expect(jwtVerify(after.id_token ?? '', await jwks(), options)).resolves.toBeTruthy();
    await fx.emulator.control.rotateKeys({ dropPrevious: true });
    const keys = (await api<{ keys: { kid: string }[] }>(fx.url, '/api/oauth2/keys')).body.keys;
    expect(keys).toHaveLength(1);
    await expect(jwtVerify(before.id_token ?? '', await jwks(), options)).rejects.toThrow();
  });

  it('signs with ES256 when asked to (idTokenSigningAlg), announcing it in discovery and the JWKS', async () => {
    const es = await startFixture({ idTokenSigningAlg: 'ES256' });
    try {
      const tokens = await signIn(es);
      expect(decodeProtectedHeader(tokens.id_token ?? '')).toMatchObject({ alg: 'ES256', typ: 'JWT' });
      const doc = await api<Record<string, unknown>>(es.url, '/.well-known/openid-configuration');
      expect(doc.body.id_token_signing_alg_values_supported).toEqual(['ES256']);
      const keys = (await api<{ keys: Record<string, unknown>[] }>(es.url, '/api/oauth2/keys')).body;
      expect(keys.keys).toEqual([
        expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' }),
      ]);
      const { payload } = await jwtVerify(tokens.id_token ?? '', createLocalJWKSet(keys as never), {
        issuer: es.url,
        audience: es.app.id,
        algorithms: ['ES256'],
      });
      expect(payload.sub).toBe(es.user.id);
    } finally {
      await es.emulator.close();
    }
    expect(() => new Emulator({ idTokenSigningAlg: 'HS256' as never })).toThrow(
      /idTokenSigningAlg: expected one of RS256, ES256, received HS256/,
    );
  });
});
