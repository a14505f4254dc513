/**
 * Players for the sample's tests, against the sample's own embedded emulator: a scripted "system
 * browser" that approves the consent and hands the redirect back like the OS, and a second player who
 * signs in with a real Client of their own (which trusts the emulator's voice server, for calls).
 */
import { AuthorizationArgs, AuthorizationTokenType, Client, ClientStatus } from 'social-sdk';
import type { EmbeddedService } from '../../src/main/embeddedService.js';

/** Follows an authorize URL to where the service redirects the browser (consent mode `approve`). */
export async function consentRedirect(authorizeUrl: string): Promise<string> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (location === null) throw new Error(`authorize answered ${response.status} without a redirect`);
  return location;
}

/** Resolves when `client` is Ready (immediate callbacks), rejecting after 10 s. */
export function whenReady(client: Client): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('not Ready within 10 s')), 10_000);
    client.on('statusChanged', (status) => {
      if (status === ClientStatus.Ready) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

export interface OtherPlayer {
  readonly client: Client;
  readonly id: string;
  readonly name: string;
}

/** Seeds a player, signs them in with their own Client and connects them; consent is left on `page`. */
export async function signInOtherPlayer(service: EmbeddedService, username: string): Promise<OtherPlayer> {
  const { users } = await service.emulator.control.seed({ users: [{ username }] });
  const user = users[0];
  if (user === undefined) throw new Error('seed failed');
  await service.emulator.control.setConsent('approve', user.id);
  try {
    const client: Client = new Client({
      baseUrl: service.baseUrl,
      applicationId: service.appId,
      redirectMode: 'customScheme',
      // Calls: the embedded emulator's voice server chains to its own CA.
      voice: { ca: service.voiceCa },
      opener: async (url) => {
        client.HandleRedirect(await consentRedirect(url));
      },
    });
    const verifier = client.CreateAuthorizationCodeVerifier();
    const args = new AuthorizationArgs();
    args.SetScopes(Client.GetDefaultCommunicationScopes());
    args.SetCodeChallenge(verifier.Challenge());
    const { code, redirectUri } = await client.Authorize(args);
    const tokens = await client.GetToken(service.appId, code, verifier.Verifier(), redirectUri);
    await client.UpdateToken(AuthorizationTokenType.Bearer, tokens.accessToken);
    const ready = whenReady(client);
    client.Connect();
    await ready;
    return { client, id: user.id, name: username };
  } finally {
    await service.emulator.control.setConsent('page', service.playerId);
  }
}
