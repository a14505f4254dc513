/**
 * Sign-in with a real browser: the SDK's `Authorize` hands the authorize URL to Chromium, Chromium shows
 * the emulator's consent page, the test clicks like a player would, and the redirect comes back the way
 * the OS would deliver it — a custom-scheme URL caught by request interception and passed to
 * `HandleRedirect`, or a real page load of the SDK's loopback receiver. Only the public entry is used.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Client, type ClientOptions, ClientResultError, ErrorType } from '../../src/index.js';
import { type AuthWorld, startAuthWorld } from '../auth/emulatorHelpers.js';
import { useBrowser } from '../support/browser.js';
import { deliverCustomSchemeRedirects } from '../support/customSchemeRedirects.js';
import { chromiumClient, exchangeAndConnect, signInArgs } from './signInSteps.js';

const browser = useBrowser();
let world: AuthWorld;
let page: Page;
let clients: Client[] = [];

beforeAll(async () => {
  world = await startAuthWorld();
});
afterAll(async () => {
  await world.emulator.close();
});
beforeEach(async () => {
  await world.emulator.control.setConsent('page', world.userId);
  page = await browser().newPage();
});
afterEach(async () => {
  for (const client of clients) client.Disconnect();
  clients = [];
  await page.close();
});

/** A client of the emulator's app that opens the authorize URL in the test's page; closed after the test. */
function browserClient(options: ClientOptions = {}): Client {
  const client = chromiumClient(page, {
    baseUrl: world.emulator.url,
    applicationId: world.appId,
    ...options,
  });
  clients.push(client);
  return client;
}

/** A custom-scheme client whose redirects are caught in the page and given to `HandleRedirect`. */
async function customSchemeClient(): Promise<{ scheme: string; client: Client; caught: string[] }> {
  const scheme = `discord-${world.appId}`;
  const client = browserClient();
  const caught: string[] = [];
  await deliverCustomSchemeRedirects(page, world.emulator.url, scheme, (url) => {
    caught.push(url);
    client.HandleRedirect(url);
  });
  return { scheme, client, caught };
}

describe('sign-in in Chromium', () => {
  it('custom scheme: Approve -> redirect caught -> HandleRedirect -> verified tokens -> Connect reaches Ready', async () => {
    const { scheme, client, caught } = await customSchemeClient();
    const { args, verifier } = signInArgs(client);
    const authorized = client.Authorize(args);
    await page.waitForSelector('#approve');
    expect(await page.title()).toBe('Authorize Game');
    await Promise.all([page.waitForEvent('load'), page.click('#approve')]);
    const { code, redirectUri } = await authorized;
    expect(redirectUri).toBe(`${scheme}:/authorize/callback`);
    expect(caught).toHaveLength(1);
    expect(new URL(caught[0] ?? '').searchParams.get('code')).toBe(code);
    expect(await page.title()).toBe('Handed to the app');

    const signedIn = await exchangeAndConnect(client, world.appId, { code, redirectUri }, verifier);
    expect(signedIn.subject).toBe(world.userId);
    expect(signedIn.userId).toBe(world.userId);
  });

  it('custom scheme: Deny ends Authorize with AuthorizationFailed (access_denied)', async () => {
    const { client, caught } = await customSchemeClient();
    const authorized = client.Authorize(signInArgs(client).args).then(
      () => undefined,
      (error: unknown) => error,
    );
    await page.waitForSelector('#deny');
    await page.click('#deny');
    const error = await authorized;
    expect(error).toBeInstanceOf(ClientResultError);
    expect((error as ClientResultError).result.type).toBe(ErrorType.AuthorizationFailed);
    expect((error as ClientResultError).result.error).toContain('access_denied');
    expect(caught).toHaveLength(1);
    expect(new URL(caught[0] ?? '').searchParams.has('code')).toBe(false);
  });

  it('loopback: the browser loads http://127.0.0.1:<port>/callback and shows the SDK’s closing page', async () => {
    const client = browserClient({ redirectMode: 'loopback' });
    const { args, verifier } = signInArgs(client);
    const authorized = client.Authorize(args);
    await page.waitForSelector('#approve');
    await Promise.all([page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/callback\?/), page.click('#approve')]);
    const { code, redirectUri } = await authorized;
    expect(page.url().startsWith(`${redirectUri}?`)).toBe(true);
    expect(await page.locator('body').innerText()).toContain('You can close this window');
    const tokens = await client.GetToken(world.appId, code, verifier, redirectUri);
    expect(tokens.claims?.sub).toBe(world.userId);
  });
});
