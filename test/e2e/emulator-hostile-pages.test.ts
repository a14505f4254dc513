/**
 * The activation and consent pages against a page on another origin, in a real Chromium (issue 38 item
 * 8): the user's own page still works (Chromium's Origin and Sec-Fetch-Site for a same-origin form post
 * pass), while a page served by a second loopback server on another port, posting a form (or a no-cors
 * fetch) to `/activate` or `/oauth2/authorize`, gets 403: nothing approved, no wrong code counted, the
 * pending request kept.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IssuedDeviceCode } from '../../src/emulator/oauth/deviceCodes.js';
import { DEVICE_CODE_GRANT_TYPE } from '../../src/model/deviceGrant.js';
import {
  authorizeUrl,
  type Fixture,
  LOOPBACK_REDIRECT,
  pkce,
  startFixture,
  tokenRequest,
} from '../emulator/helpers.js';
import { useBrowser } from '../support/browser.js';

let fx: Fixture;
const browser = useBrowser();
let page: Page;
/** The hostile site: serves whatever HTML the test sets, on another port of 127.0.0.1. */
let hostile: Server;
let hostileUrl: string;
let hostileHtml = '';

beforeAll(async () => {
  fx = await startFixture({ clock: { frozen: true } });
  hostile = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end(hostileHtml);
  });
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  hostileUrl = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => hostile.close(() => resolve()));
  await fx.emulator.close();
});
beforeEach(async () => {
  await fx.emulator.control.setConsent('page', fx.user.id);
  await fx.emulator.control.clock.advance(60_000); // out of any earlier wrong-code window
  page = await browser().newPage();
});

async function startDevice(): Promise<IssuedDeviceCode> {
  const answer = await tokenRequest(
    fx.url,
    { client_id: fx.publicApp.id, scope: 'identify' },
    { path: '/api/v10/oauth2/device/authorize' },
  );
  expect(answer.status).toBe(200);
  return answer.body as unknown as IssuedDeviceCode;
}

async function poll(codes: IssuedDeviceCode): Promise<string> {
  await fx.emulator.control.clock.advance(60_000);
  const answer = await tokenRequest(fx.url, {
    grant_type: DEVICE_CODE_GRANT_TYPE,
    device_code: codes.device_code,
    client_id: fx.publicApp.id,
  });
  return answer.status === 200 ? 'tokens' : String(answer.body.error);
}

const attribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page that posts `fields` to the emulator's `path` as soon as it loads (a form submit, top level). */
function autoPost(path: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${attribute(name)}" value="${attribute(value)}">`)
    .join('');
  return `<!doctype html><title>Win a prize</title><form method="post" action="${fx.url}${path}">${inputs}</form>
<script>document.forms[0].submit()</script>`;
}

/** Loads the hostile page and returns the status of the emulator's answer to its post. */
async function visitHostile(path: string, html: string): Promise<number> {
  hostileHtml = html;
  const answered = page.waitForResponse((response) => response.url() === `${fx.url}${path}`);
  await page.goto(hostileUrl);
  return (await answered).status();
}

describe('the activation page in Chromium', () => {
  it('the user’s own page approves (its Origin and Sec-Fetch-Site pass)', async () => {
    const codes = await startDevice();
    await page.goto(codes.verification_uri_complete);
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.click('#approve');
    expect((await answered).status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Device connected');
    expect(await poll(codes)).toBe('tokens');
    await page.close();
  });

  it('a form on another origin posting a code its author started approves nothing', async () => {
    const codes = await startDevice();
    const status = await visitHostile(
      '/activate',
      autoPost('/activate', { user_code: codes.user_code, decision: 'approve', user_id: fx.user.id }),
    );
    expect(status).toBe(403);
    expect(await page.locator('h1').textContent()).toBe('Request refused');
    expect(await poll(codes)).toBe('authorization_pending');
    await page.close();
  });

  it('wrong codes posted by a page elsewhere (no-cors fetches) leave the user able to activate', async () => {
    hostileHtml = `<!doctype html><title>Nothing here</title><script>
      window.done = Promise.all(Array.from({ length: 10 }, () => fetch(${JSON.stringify(`${fx.url}/activate`)}, {
        method: 'POST', mode: 'no-cors', body: new URLSearchParams({ user_code: 'BBBB-BBBB', decision: 'approve' }),
      }).then(() => 'sent', () => 'failed')));
    </script>`;
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.url() === `${fx.url}/activate`) statuses.push(response.status());
    });
    await page.goto(hostileUrl);
    await page.evaluate(() => (globalThis as unknown as { done: Promise<unknown> }).done);
    await expect.poll(() => statuses.length, { timeout: 10_000 }).toBe(10);
    expect(new Set(statuses)).toEqual(new Set([403]));
    const codes = await startDevice();
    const user = await browser().newPage();
    await user.goto(codes.verification_uri_complete);
    await user.click('#approve');
    await user.waitForLoadState();
    expect(await user.locator('h1').textContent()).toBe('Device connected');
    expect(await poll(codes)).toBe('tokens');
    await user.close();
    await page.close();
  });
});

describe('the consent page in Chromium', () => {
  it('a form on another origin posting the request id and even the page’s token decides nothing', async () => {
    const { challenge } = pkce();
    const consent = await browser().newPage();
    await consent.goto(
      authorizeUrl(fx.url, fx.publicApp.id, {
        redirect_uri: LOOPBACK_REDIRECT,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    const requestId = await consent.locator('input[name="request_id"]').getAttribute('value');
    const token = await consent.locator('input[name="page_token"]').getAttribute('value');
    const status = await visitHostile(
      '/oauth2/authorize',
      autoPost('/oauth2/authorize', {
        request_id: requestId ?? '',
        page_token: token ?? '',
        decision: 'approve',
      }),
    );
    expect(status).toBe(403);
    // The user's page is still answerable: its own Approve goes through.
    const redirected = consent.waitForRequest((request) =>
      request.url().startsWith('http://127.0.0.1/callback'),
    );
    await consent.click('#approve');
    expect(new URL((await redirected).url()).searchParams.has('code')).toBe(true);
    await consent.close();
    await page.close();
  });
});
