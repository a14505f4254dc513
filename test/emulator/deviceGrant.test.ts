/**
 * The emulator's device authorization grant (RFC 8628) over loopback HTTP: the codes and their readable
 * alphabet, polling (authorization_pending, slow_down, access_denied, expired_token) on the emulator's
 * frozen clock, the activation page and its rate limit of wrong codes, single use, and client checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptedDeviceBrowser } from '../../src/emulator/index.js';
import type { IssuedDeviceCode } from '../../src/emulator/oauth/deviceCodes.js';
import { DEVICE_CODE_GRANT_TYPE, USER_CODE_ALPHABET } from '../../src/model/deviceGrant.js';
import { normalizeUserCode } from '../../src/rules/deviceGrant.js';
import { type Fixture, startFixture } from './helpers.js';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture({ clock: { frozen: true } });
  await fx.emulator.control.setConsent('page', fx.user.id);
});
afterAll(async () => {
  await fx.emulator.close();
});

type Codes = IssuedDeviceCode;

async function post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(`${fx.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function start(scope = 'identify openid'): Promise<Codes> {
  const answer = await post('/api/v10/oauth2/device/authorize', { client_id: fx.publicApp.id, scope });
  expect(answer.status).toBe(200);
  return answer.body as unknown as Codes;
}

const poll = (deviceCode: string, clientId = fx.publicApp.id) =>
  post('/api/oauth2/token', {
    grant_type: DEVICE_CODE_GRANT_TYPE,
    device_code: deviceCode,
    client_id: clientId,
  });

const shown = (codes: Codes) => ({
  verificationUri: codes.verification_uri_complete,
  userCode: codes.user_code,
});
const advance = (seconds: number) => fx.emulator.control.clock.advance(seconds * 1000);

/** The form token of a fresh activation page, as a browser showing it holds it. */
async function activationToken(): Promise<string> {
  const html = await (await fetch(`${fx.url}/activate`)).text();
  const token = /name="page_token" value="([^"]+)"/.exec(html)?.[1];
  if (token === undefined) throw new Error('the activation page has no page_token field');
  return token;
}

describe('POST /oauth2/device/authorize', () => {
  it('answers the RFC 8628 fields; the user code is XXXX-XXXX of the readable alphabet', async () => {
    const codes = await start();
    expect(codes.expires_in).toBe(300);
    expect(codes.interval).toBe(5);
    expect(codes.verification_uri).toBe(`${fx.url}/activate`);
    expect(codes.verification_uri_complete).toBe(`${fx.url}/activate?user_code=${codes.user_code}`);
    expect(codes.user_code).toMatch(new RegExp(`^[${USER_CODE_ALPHABET}]{4}-[${USER_CODE_ALPHABET}]{4}$`));
    expect(codes.device_code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses unknown scopes, a missing scope and unknown clients with RFC 6749 errors', async () => {
    const unknownScope = await post('/api/oauth2/device/authorize', {
      client_id: fx.publicApp.id,
      scope: 'nope',
    });
    expect(unknownScope).toMatchObject({ status: 400, body: { error: 'invalid_scope' } });
    const noScope = await post('/api/oauth2/device/authorize', { client_id: fx.publicApp.id });
    expect(noScope).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    const unknownClient = await post('/api/oauth2/device/authorize', { client_id: '1', scope: 'identify' });
    expect(unknownClient).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
  });

  it('a confidential client authenticates with HTTP Basic', async () => {
    const basic = Buffer.from(`${fx.app.id}:${fx.app.clientSecret}`).toString('base64');
    const answer = await post(
      '/api/oauth2/device/authorize',
      { scope: 'identify' },
      { authorization: `Basic ${basic}` },
    );
    expect(answer.status).toBe(200);
  });
});

describe('polling the token endpoint', () => {
  it('pending, slow_down for a poll sooner than the interval (which grows by 5), then the tokens once', async () => {
    const codes = await start();
    expect((await poll(codes.device_code)).body.error).toBe('authorization_pending');
    const tooSoon = await poll(codes.device_code);
    expect(tooSoon).toMatchObject({ status: 400, body: { error: 'slow_down' } });
    await advance(5); // the interval is 10 s now: 5 s is too soon again, and it grows to 15 s
    expect((await poll(codes.device_code)).body.error).toBe('slow_down');
    await advance(15);
    expect((await poll(codes.device_code)).body.error).toBe('authorization_pending');

    expect(await scriptedDeviceBrowser()(shown(codes))).toBe(200);
    await advance(15);
    const tokens = await poll(codes.device_code);
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 604_800,
      scope: 'identify openid',
    });
    expect(typeof tokens.body.refresh_token).toBe('string');
    expect(typeof tokens.body.id_token).toBe('string');
    const me = await fetch(`${fx.url}/api/v10/users/@me`, {
      headers: { authorization: `Bearer ${String(tokens.body.access_token)}` },
    });
    expect(((await me.json()) as { id: string }).id).toBe(fx.user.id);

    await advance(15);
    expect(await poll(codes.device_code)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('access_denied when the user denies, and it is final', async () => {
    const codes = await start();
    expect(await scriptedDeviceBrowser({ decision: 'deny' })(shown(codes))).toBe(200);
    expect((await poll(codes.device_code)).body.error).toBe('access_denied');
    await advance(5);
    expect((await poll(codes.device_code)).body.error).toBe('invalid_grant');
  });

  it('expired_token once the emulator clock passes expires_in; the page no longer knows the code', async () => {
    const codes = await start();
    await advance(299);
    expect((await poll(codes.device_code)).body.error).toBe('authorization_pending');
    await advance(1);
    expect((await poll(codes.device_code)).body.error).toBe('expired_token');
    expect(await scriptedDeviceBrowser()(shown(codes))).toBe(400);
  });

  it('another client cannot redeem the device code; an unknown one is invalid_grant', async () => {
    const codes = await start();
    await scriptedDeviceBrowser()(shown(codes));
    const basic = Buffer.from(`${fx.app.id}:${fx.app.clientSecret}`).toString('base64');
    const foreign = await post(
      '/api/oauth2/token',
      { grant_type: DEVICE_CODE_GRANT_TYPE, device_code: codes.device_code },
      { authorization: `Basic ${basic}` },
    );
    expect(foreign.body.error).toBe('invalid_grant');
    expect((await poll('x'.repeat(43))).body.error).toBe('invalid_grant');
    expect((await poll(codes.device_code)).status).toBe(200);
  });
});

describe('the activation page', () => {
  it('GET shows the form with the code prefilled, escaped', async () => {
    const page = await fetch(`${fx.url}/activate?user_code=%22%3E%3Cscript%3E`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('value="&#34;&#62;&#60;script&#62;"');
    expect(html).not.toContain('<script>');
  });

  it('accepts the code in any case, with spaces instead of the dash', async () => {
    const codes = await start();
    const typed = codes.user_code.toLowerCase().replace('-', ' ');
    expect(normalizeUserCode(typed)).toBe(codes.user_code.replace('-', ''));
    expect(await scriptedDeviceBrowser({ typed })(shown(codes))).toBe(200);
    expect((await poll(codes.device_code)).status).toBe(200);
  });

  it('a wrong user code ten times: five are refused as wrong, then every entry is 429 until the window passes', async () => {
    await advance(60); // out of the window of the wrong codes of earlier tests
    const codes = await start();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1)
      statuses.push(await scriptedDeviceBrowser({ typed: 'BBBB-BBBB' })(shown(codes)));
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
    // Even the right code waits: guessing gains nothing from interleaving it.
    const limited = await fetch(`${fx.url}/activate`, {
      method: 'POST',
      body: new URLSearchParams({
        page_token: await activationToken(),
        user_code: codes.user_code,
        decision: 'approve',
      }),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBe(60);
    await advance(60);
    expect(await scriptedDeviceBrowser()(shown(codes))).toBe(200);
    expect((await poll(codes.device_code)).status).toBe(200);
  });

  it('a code is approved once: the second entry finds no pending request', async () => {
    const codes = await start();
    expect(await scriptedDeviceBrowser()(shown(codes))).toBe(200);
    expect(await scriptedDeviceBrowser()(shown(codes))).toBe(400);
    await fx.emulator.control.clock.advance(60_000); // clear the wrong-code window for later tests
  });

  it('the approving user can be picked on the page', async () => {
    const codes = await start();
    expect(await scriptedDeviceBrowser({ userId: fx.other.id })(shown(codes))).toBe(200);
    const tokens = await poll(codes.device_code);
    const me = await fetch(`${fx.url}/api/v10/users/@me`, {
      headers: { authorization: `Bearer ${String(tokens.body.access_token)}` },
    });
    expect(((await me.json()) as { id: string }).id).toBe(fx.other.id);
  });
});

describe('the request log', () => {
  it('never holds the user code of the activation page’s query', async () => {
    const codes = await start();
    await fetch(codes.verification_uri_complete);
    const entry = fx.emulator.control.requests().findLast((e) => e.path === '/activate');
    expect(entry?.query).toEqual({ user_code: '[redacted]' });
    expect(JSON.stringify(fx.emulator.control.requests())).not.toContain(codes.user_code);
  });
});
