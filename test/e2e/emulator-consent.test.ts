/**
 * The consent page in a real browser: Approve and Deny buttons work, the user picker works, the redirect
 * reaches the app's loopback server, and hostile names are shown as text.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  api,
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
let appServer: Server;
let callbackBase: string;
const callbacks: URL[] = [];

beforeAll(async () => {
  fx = await startFixture();
  appServer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // Browsers also ask for /favicon.ico; only the redirect matters.
    if (url.pathname === '/callback') callbacks.push(url);
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<title>Signed in</title><p>You can close this window.</p>');
  });
  await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve));
  callbackBase = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}/callback`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => appServer.close(() => resolve()));
  await fx.emulator.close();
});
beforeEach(async () => {
  callbacks.length = 0;
  await fx.emulator.control.setConsent('page', fx.user.id);
  page = await browser().newPage();
});

/** Opens the consent page for the public client with PKCE; returns the verifier. */
async function openConsent(extra: Record<string, string> = {}): Promise<string> {
  const { verifier, challenge } = pkce();
  const url = authorizeUrl(fx.url, fx.publicApp.id, {
    redirect_uri: callbackBase,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'browser-state',
    ...extra,
  });
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  return verifier;
}

/** Exchanges a redirect's `code` for tokens and reads who they sign in (`/users/@me`). */
async function exchangeCode(code: string, verifier: string): Promise<{ status: number; userId: string }> {
  const tokens = await tokenRequest(fx.url, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: callbackBase,
    code_verifier: verifier,
    client_id: fx.publicApp.id,
  });
  const me = await api<{ id: string }>(fx.url, '/api/v10/users/@me', {
    auth: `Bearer ${tokens.body.access_token}`,
  });
  return { status: tokens.status, userId: me.body.id };
}

describe('consent page in Chromium', () => {
  it('Approve redirects to the app with a code that exchanges for tokens', async () => {
    const verifier = await openConsent();
    expect(await page.title()).toBe('Authorize Game');
    expect(await page.locator('li code').allTextContents()).toEqual([
      'openid',
      'identify',
      'sdk.social_layer',
    ]);
    await Promise.all([page.waitForURL(`${callbackBase}?**`), page.click('#approve')]);
    expect(await page.title()).toBe('Signed in');
    const callback = callbacks.at(-1);
    expect(callback?.searchParams.get('state')).toBe('browser-state');
    const signedIn = await exchangeCode(callback?.searchParams.get('code') ?? '', verifier);
    expect(signedIn.status).toBe(200);
    expect(signedIn.userId).toBe(fx.user.id);
    await page.close();
  });

  it('Deny redirects with error=access_denied and no code', async () => {
    await openConsent();
    await Promise.all([page.waitForURL(`${callbackBase}?**`), page.click('#deny')]);
    const callback = callbacks.at(-1);
    expect(callback?.searchParams.get('error')).toBe('access_denied');
    expect(callback?.searchParams.get('state')).toBe('browser-state');
    expect(callback?.searchParams.has('code')).toBe(false);
    await page.close();
  });

  it('the user picker decides who signs in', async () => {
    const verifier = await openConsent();
    await page.selectOption('#user_id', fx.other.id);
    await Promise.all([page.waitForURL(`${callbackBase}?**`), page.click('#approve')]);
    const signedIn = await exchangeCode(callbacks.at(-1)?.searchParams.get('code') ?? '', verifier);
    expect(signedIn.userId).toBe(fx.other.id);
    await page.close();
  });

  it('a consent page answered after it expired shows an error and does not redirect', async () => {
    await openConsent();
    await fx.emulator.control.clock.advance(10 * 60 * 1000);
    await page.click('#approve');
    await page.waitForLoadState();
    expect(await page.locator('h1').textContent()).toBe('This authorization request has expired');
    expect(callbacks).toEqual([]);
    await page.close();
  });

  it('hostile application names are shown as text; the page runs no script', async () => {
    const hostile = await fx.emulator.control.createApplication({
      name: '<img src=x onerror="window.__pwned=1">',
      redirectUris: [LOOPBACK_REDIRECT],
    });
    const response = await page.goto(authorizeUrl(fx.url, hostile.id, { redirect_uri: callbackBase }));
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(await page.locator('h1').textContent()).toContain('<img src=x');
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (globalThis as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.close();
  });
});
