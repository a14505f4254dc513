/**
 * The consent and activation pages against other clients and other origins (issue 38, items 7 and 8),
 * over loopback HTTP: a client flooding device codes or consent requests pushes out only its own; a post
 * to `/activate` or `/oauth2/authorize` from another origin, or without the page's form token, is refused
 * with 403 before it is read (nothing approved, no wrong code counted, the pending request kept); the
 * token is bound to its page, the signed-in user and a lifetime on the emulator's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptedDeviceBrowser } from '../../src/emulator/index.js';
import type { IssuedDeviceCode } from '../../src/emulator/oauth/deviceCodes.js';
import { DEVICE_CODE_BOUNDS } from '../../src/emulator/oauth/deviceCodes.js';
import { PAGE_TOKEN_TTL_MS } from '../../src/emulator/oauth/pageTokens.js';
import { PENDING_BOUNDS } from '../../src/emulator/oauth/pendingAuthorizations.js';
import type { ApplicationRecord } from '../../src/emulator/records.js';
import { DEVICE_CODE_GRANT_TYPE } from '../../src/model/deviceGrant.js';
import { rawRequest } from '../support/rawHttp.js';
import { authorizeUrl, type Fixture, LOOPBACK_REDIRECT, pkce, startFixture } from './helpers.js';

let fx: Fixture;
/** A second public client: the one that floods, or whose page sends the hostile posts. */
let other: ApplicationRecord;
let own: string;
/** Another origin of the same machine: same-site to a browser, not same-origin. */
const FOREIGN = 'http://127.0.0.1:1';

beforeAll(async () => {
  fx = await startFixture({ clock: { frozen: true } });
  await fx.emulator.control.setConsent('page', fx.user.id);
  other = await fx.emulator.control.createApplication({
    name: 'Other',
    publicClient: true,
    redirectUris: [LOOPBACK_REDIRECT],
  });
  own = `127.0.0.1:${fx.emulator.port}`;
});
afterAll(() => fx.emulator.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** A form post with exactly these headers (Host is this emulator's). */
function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return rawRequest(fx.emulator.port, {
    method: 'POST',
    path,
    headers: { Host: own, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: form(fields),
  });
}

/** What a cross-origin page's form post carries in Chromium. */
const crossOrigin = { Origin: FOREIGN, 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'navigate' };

async function startDevice(clientId: string): Promise<IssuedDeviceCode> {
  const answer = await postForm('/api/v10/oauth2/device/authorize', {
    client_id: clientId,
    scope: 'identify',
  });
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body) as IssuedDeviceCode;
}

async function poll(codes: IssuedDeviceCode, clientId: string): Promise<string> {
  await fx.emulator.control.clock.advance(60_000); // past any slow_down interval
  const answer = await postForm('/api/oauth2/token', {
    grant_type: DEVICE_CODE_GRANT_TYPE,
    device_code: codes.device_code,
    client_id: clientId,
  });
  return answer.status === 200 ? 'tokens' : String((JSON.parse(answer.body) as { error: string }).error);
}

/** The hidden form token of a page's HTML. */
function tokenOf(html: string): string {
  const token = /name="page_token" value="([^"]+)"/.exec(html)?.[1];
  if (token === undefined) throw new Error('the page has no page_token field');
  return token;
}

async function activationToken(): Promise<string> {
  const page = await rawRequest(fx.emulator.port, { path: '/activate', headers: { Host: own } });
  expect(page.status).toBe(200);
  return tokenOf(page.body);
}

const shown = (codes: IssuedDeviceCode) => ({
  verificationUri: codes.verification_uri_complete,
  userCode: codes.user_code,
});

describe('device codes: bounded per client and source (item 7)', () => {
  it('a flood of 1000 codes from another client leaves a pending code usable', async () => {
    const mine = await startDevice(fx.publicApp.id);
    for (let i = 0; i < 1000; i += 1) await startDevice(other.id);
    expect(await scriptedDeviceBrowser()(shown(mine))).toBe(200);
    expect(await poll(mine, fx.publicApp.id)).toBe('tokens');
  });

  it('the flooding client loses its own oldest codes, and keeps its newest', async () => {
    const first = await startDevice(other.id);
    for (let i = 0; i < DEVICE_CODE_BOUNDS.perOwner; i += 1) await startDevice(other.id);
    const last = await startDevice(other.id);
    expect(await poll(first, other.id)).toBe('invalid_grant'); // forgotten
    expect(await poll(last, other.id)).toBe('authorization_pending');
  });
});

describe('consent requests: bounded per client and source', () => {
  it('a flood of 1000 consent page loads for another client leaves an open consent page answerable', async () => {
    const { challenge } = pkce();
    const page = await rawRequest(fx.emulator.port, {
      path: new URL(
        authorizeUrl(fx.url, fx.publicApp.id, {
          redirect_uri: LOOPBACK_REDIRECT,
          code_challenge: challenge,
          code_challenge_method: 'S256',
        }),
      ).href.slice(fx.url.length),
      headers: { Host: own },
    });
    expect(page.status).toBe(200);
    const requestId = /name="request_id" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const floodPath = new URL(
      authorizeUrl(fx.url, other.id, {
        redirect_uri: LOOPBACK_REDIRECT,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    ).href.slice(fx.url.length);
    for (let i = 0; i < Math.max(1000, PENDING_BOUNDS.total); i += 1) {
      const flood = await rawRequest(fx.emulator.port, { path: floodPath, headers: { Host: own } });
      expect(flood.status).toBe(200);
    }
    const decided = await postForm('/oauth2/authorize', {
      request_id: requestId,
      page_token: tokenOf(page.body),
      decision: 'approve',
    });
    expect(decided.status).toBe(303);
  });
});

describe('the activation page against other origins (item 8)', () => {
  it('a cross-origin post of a code its author started approves nothing', async () => {
    const codes = await startDevice(other.id);
    // Without a token (a page elsewhere cannot read one), and even with one read by some other means.
    for (const token of [undefined, await activationToken()]) {
      const fields = { user_code: codes.user_code, decision: 'approve', user_id: fx.user.id };
      const posted = await postForm(
        '/activate',
        token ? { ...fields, page_token: token } : fields,
        crossOrigin,
      );
      expect(posted.status).toBe(403);
    }
    const crossSite = await postForm(
      '/activate',
      { user_code: codes.user_code, decision: 'approve', page_token: await activationToken() },
      { 'Sec-Fetch-Site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    const nullOrigin = await postForm(
      '/activate',
      { user_code: codes.user_code, decision: 'approve', page_token: await activationToken() },
      { Origin: 'null' },
    );
    expect(nullOrigin.status).toBe(403);
    expect(await poll(codes, other.id)).toBe('authorization_pending');
    // Nor can it deny the code for the user.
    await postForm('/activate', { user_code: codes.user_code, decision: 'deny' }, crossOrigin);
    expect(await poll(codes, other.id)).toBe('authorization_pending');
  });

  it('a post without the page token, or with a forged one, is refused and approves nothing', async () => {
    const codes = await startDevice(other.id);
    const real = await activationToken();
    const [expiry, nonce, mac] = real.split('.');
    const forged = [
      undefined,
      '',
      'x'.repeat(5000),
      `${expiry}.${nonce}.${'A'.repeat(43)}`,
      `${Number(expiry) + 1}.${nonce}.${mac}`,
    ];
    for (const token of forged) {
      const fields = { user_code: codes.user_code, decision: 'approve' };
      const posted = await postForm(
        '/activate',
        token === undefined ? fields : { ...fields, page_token: token },
      );
      expect(posted.status).toBe(403);
      expect(posted.body).not.toContain(codes.user_code); // the refused code is not prefilled
    }
    expect(await poll(codes, other.id)).toBe('authorization_pending');
  });

  it('five (and more) wrong codes posted cross-site leave the real user able to activate', async () => {
    await fx.emulator.control.clock.advance(60_000);
    const codes = await startDevice(fx.publicApp.id);
    for (let i = 0; i < 10; i += 1) {
      const wrong = await postForm(
        '/activate',
        { user_code: 'BBBB-BBBB', decision: 'approve' },
        { Origin: FOREIGN, 'Sec-Fetch-Site': 'cross-site' },
      );
      expect(wrong.status).toBe(403);
    }
    expect(await scriptedDeviceBrowser()(shown(codes))).toBe(200);
    expect(await poll(codes, fx.publicApp.id)).toBe('tokens');
  });

  it('the page’s own post passes with its Origin and Sec-Fetch-Site: same-origin; wrong codes still lock', async () => {
    await fx.emulator.control.clock.advance(60_000);
    const sameOrigin = { Origin: `http://${own}`, 'Sec-Fetch-Site': 'same-origin' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const fields = { user_code: 'BBBB-BBBB', decision: 'approve', page_token: await activationToken() };
      statuses.push((await postForm('/activate', fields, sameOrigin)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    await fx.emulator.control.clock.advance(60_000);
    const codes = await startDevice(fx.publicApp.id);
    const fields = { user_code: codes.user_code, decision: 'approve', page_token: await activationToken() };
    expect((await postForm('/activate', fields, sameOrigin)).status).toBe(200);
  });

  it('the token is bound to the signed-in user and expires with the emulator clock', async () => {
    const codes = await startDevice(other.id);
    const token = await activationToken();
    await fx.emulator.control.setConsent('page', fx.other.id); // someone else signs in
    const switched = await postForm('/activate', {
      user_code: codes.user_code,
      decision: 'approve',
      page_token: token,
    });
    expect(switched.status).toBe(403);
    await fx.emulator.control.setConsent('page', fx.user.id);
    const late = await activationToken();
    await fx.emulator.control.clock.advance(PAGE_TOKEN_TTL_MS);
    const expired = await postForm('/activate', {
      user_code: codes.user_code,
      decision: 'approve',
      page_token: late,
    });
    expect(expired.status).toBe(403);
    expect(expired.body).toContain('This page has expired');
  });
});

describe('the consent page against other origins', () => {
  async function openConsent(): Promise<{ requestId: string; token: string }> {
    const { challenge } = pkce();
    const page = await rawRequest(fx.emulator.port, {
      path: new URL(
        authorizeUrl(fx.url, fx.publicApp.id, {
          redirect_uri: LOOPBACK_REDIRECT,
          code_challenge: challenge,
          code_challenge_method: 'S256',
        }),
      ).href.slice(fx.url.length),
      headers: { Host: own },
    });
    expect(page.status).toBe(200);
    return {
      requestId: /name="request_id" value="([^"]+)"/.exec(page.body)?.[1] ?? '',
      token: tokenOf(page.body),
    };
  }

  it('a cross-origin or tokenless decision is refused and leaves the request answerable', async () => {
    const { requestId, token } = await openConsent();
    const foreign = await postForm(
      '/oauth2/authorize',
      { request_id: requestId, page_token: token, decision: 'approve' },
      crossOrigin,
    );
    expect(foreign.status).toBe(403);
    const tokenless = await postForm('/oauth2/authorize', { request_id: requestId, decision: 'deny' });
    expect(tokenless.status).toBe(403);
    const otherPage = await openConsent(); // a token of another consent page does not fit this one
    const mismatched = await postForm('/oauth2/authorize', {
      request_id: requestId,
      page_token: otherPage.token,
      decision: 'approve',
    });
    expect(mismatched.status).toBe(403);
    const answered = await postForm('/oauth2/authorize', {
      request_id: requestId,
      page_token: token,
      decision: 'approve',
    });
    expect(answered.status).toBe(303);
  });

  it('a page elsewhere cannot load the consent page as a subresource; a navigation to it works', async () => {
    const path = new URL(authorizeUrl(fx.url, fx.app.id, { redirect_uri: LOOPBACK_REDIRECT })).href.slice(
      fx.url.length,
    );
    const image = await rawRequest(fx.emulator.port, {
      path,
      headers: {
        Host: own,
        'Sec-Fetch-Site': 'cross-site',
        'Sec-Fetch-Mode': 'no-cors',
        'Sec-Fetch-Dest': 'image',
      },
    });
    expect(image.status).toBe(403);
    const frame = await rawRequest(fx.emulator.port, {
      path,
      headers: {
        Host: own,
        'Sec-Fetch-Site': 'same-site',
        'Sec-Fetch-Mode': 'navigate',
        'Sec-Fetch-Dest': 'iframe',
      },
    });
    expect(frame.status).toBe(403);
    const navigation = await rawRequest(fx.emulator.port, {
      path,
      headers: {
        Host: own,
        'Sec-Fetch-Site': 'cross-site',
        'Sec-Fetch-Mode': 'navigate',
        'Sec-Fetch-Dest': 'document',
      },
    });
    expect(navigation.status).toBe(200);
  });
});
