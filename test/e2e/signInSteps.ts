/** Steps shared by the browser sign-in tests: a client that uses Chromium, its arguments, waiting for Ready. */
import type { Page } from 'playwright-core';
import {
  AuthorizationArgs,
  AuthorizationTokenType,
  Client,
  type ClientOptions,
  ClientStatus,
} from '../../src/index.js';

/** A custom-scheme client whose opener shows the authorize URL in `page` (the "system browser"). */
export function chromiumClient(page: Page, options: ClientOptions): Client {
  return new Client({
    redirectMode: 'customScheme',
    opener: async (url) => {
      await page.goto(url);
    },
    ...options,
  });
}

/** Verifier and arguments of a default sign-in (communication scopes, PKCE). */
export function signInArgs(client: Client): { args: AuthorizationArgs; verifier: string } {
  const verifier = client.CreateAuthorizationCodeVerifier();
  const args = new AuthorizationArgs();
  args.SetScopes(Client.GetDefaultCommunicationScopes());
  args.SetCodeChallenge(verifier.Challenge());
  return { args, verifier: verifier.Verifier() };
}

/** Resolves when the client's connection is Ready; rejects on Disconnected or after `timeoutMs`. */
export function whenReady(client: Client, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Connect did not reach Ready within ${timeoutMs} ms`)),
      timeoutMs,
    );
    client.on('statusChanged', (status, error) => {
      if (status === ClientStatus.Ready) {
        clearTimeout(timer);
        resolve();
      } else if (status === ClientStatus.Disconnected) {
        clearTimeout(timer);
        reject(new Error(`the connection ended before Ready (error ${error})`));
      }
    });
  });
}

/**
 * The end of a sign-in: exchanges the code (the ID token is verified on the way), sets the token,
 * connects, and waits for Ready. Returns who the ID token and READY say signed in.
 */
export async function exchangeAndConnect(
  client: Client,
  appId: string,
  authorized: { code: string; redirectUri: string },
  verifier: string,
): Promise<{ subject: string | undefined; userId: string }> {
  const tokens = await client.GetToken(appId, authorized.code, verifier, authorized.redirectUri);
  await client.UpdateToken(AuthorizationTokenType.Bearer, tokens.accessToken);
  const ready = whenReady(client);
  client.Connect();
  await ready;
  return { subject: tokens.claims?.sub, userId: client.GetCurrentUser().Id() };
}
