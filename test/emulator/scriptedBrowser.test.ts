/**
 * The exported scripted browser, used as the real Client's opener against the real emulator: a loopback
 * sign-in, a custom-scheme sign-in through onRedirect, and its clear refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthorizationArgs } from '../../src/auth/AuthorizationArgs.js';
import { Client } from '../../src/client/Client.js';
import { ClientResultError } from '../../src/client/results.js';
import { scriptedBrowser } from '../../src/emulator/index.js';
import { type AuthWorld, startAuthWorld } from '../auth/emulatorHelpers.js';

let world: AuthWorld;
beforeAll(async () => {
  world = await startAuthWorld();
});
afterAll(async () => {
  await world.emulator.close();
});

function signInArgs(client: Client, customScheme: boolean): { args: AuthorizationArgs; verifier: string } {
  const verifier = client.CreateAuthorizationCodeVerifier();
  const args = new AuthorizationArgs();
  args.SetScopes(Client.GetDefaultCommunicationScopes());
  args.SetCodeChallenge(verifier.Challenge());
  if (customScheme) args.SetCustomSchemeParam(`discord-${world.appId}`);
  return { args, verifier: verifier.Verifier() };
}

describe('scriptedBrowser', () => {
  it('signs in through the loopback receiver, as a browser would', async () => {
    const client = new Client({ baseUrl: world.emulator.url, opener: scriptedBrowser() });
    client.SetApplicationId(world.appId);
    const { args, verifier } = signInArgs(client, false);
    const { code, redirectUri } = await client.Authorize(args);
    expect(redirectUri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    const tokens = await client.GetToken(world.appId, code, verifier, redirectUri);
    expect(tokens.claims?.sub).toBe(world.userId);
  });

  it('hands a custom-scheme redirect to onRedirect, as the OS would', async () => {
    const delivered: string[] = [];
    const client: Client = new Client({
      baseUrl: world.emulator.url,
      opener: scriptedBrowser({
        onRedirect: (url) => {
          delivered.push(url.split('?')[0] ?? '');
          return client.HandleRedirect(url);
        },
      }),
    });
    client.SetApplicationId(world.appId);
    const { args, verifier } = signInArgs(client, true);
    const { code, redirectUri } = await client.Authorize(args);
    expect(delivered).toEqual([`discord-${world.appId}:/authorize/callback`]);
    expect(redirectUri).toBe(`discord-${world.appId}:/authorize/callback`);
    const tokens = await client.GetToken(world.appId, code, verifier, redirectUri);
    expect(tokens.claims?.sub).toBe(world.userId);
  });

  it('refuses a custom-scheme redirect without onRedirect, saying what to pass', async () => {
    const open = scriptedBrowser();
    await expect(open(authorizeUrl(`discord-${world.appId}:/authorize/callback`))).rejects.toThrow(
      /only the OS can deliver it: pass onRedirect/,
    );
  });

  it("says the consent is 'page' when the emulator shows the consent page instead of redirecting", async () => {
    await world.emulator.control.setConsent('page', world.userId);
    try {
      await expect(scriptedBrowser()(authorizeUrl('http://127.0.0.1/callback'))).rejects.toThrow(
        /answered 200 without a redirect .*setConsent\('approve'\)/,
      );
    } finally {
      await world.emulator.control.setConsent('approve', world.userId);
    }
  });

  it("reports the service's own error page for an unknown application, and Authorize fails with it at once", async () => {
    const client = new Client({ baseUrl: world.emulator.url, opener: scriptedBrowser() });
    client.SetApplicationId('1234567890123456789');
    const error = await client.Authorize(signInArgs(client, false).args).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientResultError);
    const message = (error as ClientResultError).message;
    expect(message).toContain(
      'the URL opener failed: scriptedBrowser: the service refused the authorization request: 400 Unknown application: client_id does not name a registered application.',
    );
    expect(message).not.toContain('consent');
    expect(message).not.toContain('state=');
  });

  it("reports the service's own error page for a redirect URI the application does not list", async () => {
    const client: Client = new Client({
      baseUrl: world.emulator.url,
      opener: scriptedBrowser({ onRedirect: (url) => client.HandleRedirect(url) }),
    });
    client.SetApplicationId(world.appId);
    const { args } = signInArgs(client, false);
    args.SetCustomSchemeParam('unlisted-game');
    const error = await client.Authorize(args).catch((e: unknown) => e);
    const message = (error as Error).message;
    expect(message).toMatch(/400 Invalid redirect_uri: redirect_uri is not registered for this application/);
    // It names the URI that was sent, what the application lists, and where to register it.
    expect(message).toContain(`it sent unlisted-game:/authorize/callback`);
    expect(message).toContain('OAuth2 > Redirects');
    expect(message).toContain(`control.createApplication({ id: '${world.appId}', redirectUris: [...] })`);
  });
});

/** An authorize URL for the public client (RFC 7636's test challenge), redirecting to `redirectUri`. */
function authorizeUrl(redirectUri: string): string {
  const url = new URL('/oauth2/authorize', world.emulator.url);
  url.search = new URLSearchParams({
    client_id: world.appId,
    response_type: 'code',
    scope: 'openid sdk.social_layer',
    state: 'state-of-the-test-0123456789',
    redirect_uri: redirectUri,
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }).toString();
  return url.href;
}
