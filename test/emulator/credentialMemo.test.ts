/**
 * The server remembers digests of presented tokens and decoded HTTP Basic headers (for speed). These
 * tests warm those memos and then change what the credentials mean: the next request must see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/index.js';
import { RandomTokens } from '../../src/emulator/randomTokens.js';
import { api, type Fixture, startFixture, tokenRequest } from './helpers.js';

// Token bytes are drawn per emulator now: one instance, as an emulator has, stands for the old module.
const tokenBytes = new RandomTokens();
const randomTokenText = (bytes: number): string => tokenBytes.token(bytes);

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(async () => {
  await fx.emulator.close();
});

async function clientCredentialsToken(): Promise<string> {
  const res = await tokenRequest(
    fx.url,
    { grant_type: 'client_credentials', scope: 'applications.commands.update' },
    { basic: [fx.app.id, fx.app.clientSecret] },
  );
  expect(res.status).toBe(200);
  return String(res.body.access_token);
}

describe('remembered credentials never outlive their validity', () => {
  it('a revoked access token is refused on the very next request', async () => {
    const token = await clientCredentialsToken();
    const path = `/api/v10/applications/${fx.app.id}/commands`;
    for (let i = 0; i < 3; i++)
      expect((await api(fx.url, path, { auth: `Bearer ${token}` })).status).toBe(200);
    const revoked = await tokenRequest(
      fx.url,
      { token },
      { basic: [fx.app.id, fx.app.clientSecret], path: '/api/oauth2/token/revoke' },
    );
    expect(revoked.status).toBe(200);
    const after = await api(fx.url, path, { auth: `Bearer ${token}` });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 0, message: '401: Unauthorized' });
  });

  it('an access token is refused once the clock passes its expiry, though it was just accepted', async () => {
    const token = await clientCredentialsToken();
    const path = `/api/v10/applications/${fx.app.id}/commands`;
    expect((await api(fx.url, path, { auth: `Bearer ${token}` })).status).toBe(200);
    await fx.emulator.control.clock.advance(604_800_000);
    expect((await api(fx.url, path, { auth: `Bearer ${token}` })).status).toBe(401);
  });

  it('a changed client secret refuses the old Basic header at once and accepts the new one', async () => {
    const app = await fx.emulator.control.createApplication({ name: 'Secret rotation' });
    const form = { grant_type: 'client_credentials', scope: 'applications.commands.update' };
    for (let i = 0; i < 2; i++)
      expect((await tokenRequest(fx.url, form, { basic: [app.id, app.clientSecret] })).status).toBe(200);
    const rotated = await fx.emulator.control.createApplication({
      id: app.id,
      clientSecret: 'a-brand-new-client-secret',
    });
    const old = await tokenRequest(fx.url, form, { basic: [app.id, app.clientSecret] });
    expect(old.status).toBe(401);
    expect(old.body.error).toBe('invalid_client');
    expect((await tokenRequest(fx.url, form, { basic: [app.id, rotated.clientSecret] })).status).toBe(200);
  });

  it('reset() forgets applications: their bot tokens and Basic credentials are refused', async () => {
    const emulator = await startEmulator({ rateLimits: false });
    try {
      const [app] = (await emulator.control.seed({ applications: [{ name: 'Reset me' }] })).applications;
      if (!app) throw new Error('seed returned no application');
      const bot = `Bot ${app.botToken}`;
      const form = { grant_type: 'client_credentials', scope: 'applications.commands.update' };
      expect((await api(emulator.url, '/api/v10/users/@me', { auth: bot })).status).toBe(200);
      expect((await tokenRequest(emulator.url, form, { basic: [app.id, app.clientSecret] })).status).toBe(
        200,
      );
      await emulator.control.reset();
      expect((await api(emulator.url, '/api/v10/users/@me', { auth: bot })).status).toBe(401);
      expect((await tokenRequest(emulator.url, form, { basic: [app.id, app.clientSecret] })).status).toBe(
        401,
      );
    } finally {
      await emulator.close();
    }
  });
});

describe('client-credentials scope lists (checked once, shared by the tokens)', () => {
  it('tokens asking for the same scopes are distinct and independent; bad scopes are still refused', async () => {
    const path = `/api/v10/applications/${fx.app.id}/commands`;
    const [a, b] = [await clientCredentialsToken(), await clientCredentialsToken()];
    expect(a).not.toBe(b);
    await tokenRequest(
      fx.url,
      { token: a },
      { basic: [fx.app.id, fx.app.clientSecret], path: '/api/oauth2/token/revoke' },
    );
    expect((await api(fx.url, path, { auth: `Bearer ${a}` })).status).toBe(401);
    expect((await api(fx.url, path, { auth: `Bearer ${b}` })).status).toBe(200);
    const basic: [string, string] = [fx.app.id, fx.app.clientSecret];
    for (const scope of ['applications.commands.update openid', 'nope', ' ']) {
      const res = await tokenRequest(fx.url, { grant_type: 'client_credentials', scope }, { basic });
      expect(res.status, scope).toBe(400);
      expect(res.body.error, scope).toBe('invalid_scope');
    }
    const wider = await tokenRequest(
      fx.url,
      { grant_type: 'client_credentials', scope: 'applications.commands.update identify' },
      { basic },
    );
    expect(wider.body.scope).toBe('applications.commands.update identify');
  });
});

describe('token bytes', () => {
  it('gives distinct 43-character base64url tokens across many 4 KiB blocks', () => {
    const tokens = Array.from({ length: 1000 }, () => randomTokenText(32));
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Not a block of zeros: each 6-bit character value shows up.
    expect(new Set(tokens.join('')).size).toBe(64);
  });

  it('refuses sizes outside 1..4096', () => {
    for (const bytes of [0, -1, 1.5, 4097, Number.NaN])
      expect(() => randomTokenText(bytes)).toThrow(RangeError);
    expect(randomTokenText(4096)).toHaveLength(Math.ceil((4096 * 4) / 3));
  });
});
