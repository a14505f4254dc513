/**
 * The sign-in world of the Client tests: an emulator with a public-client application (see
 * `test/auth/emulatorHelpers.ts`), clients aimed at it with a scripted browser, and a full sign-in.
 */
import { afterAll, beforeAll } from 'vitest';
import { AuthorizationArgs } from '../../src/auth/AuthorizationArgs.js';
import type { TokenSet } from '../../src/auth/tokens.js';
import { Client, type ClientOptions } from '../../src/client/Client.js';
import { type AuthWorld, browserOpener, startAuthWorld } from '../auth/emulatorHelpers.js';

export interface SignInWorld {
  /** The emulator and its seeded application and user (readable once started). */
  readonly world: AuthWorld;
  /** A client of the world's application, redirected through the custom scheme by a scripted browser. */
  makeClient(options?: ClientOptions): Client;
  /** Authorize with PKCE, then GetToken. */
  signIn(client: Client): Promise<TokenSet>;
}

/** Starts the world before the file's tests and closes it after them. */
export function useSignInWorld(): SignInWorld {
  let started: AuthWorld | undefined;
  beforeAll(async () => {
    started = await startAuthWorld();
  });
  afterAll(async () => {
    await started?.emulator.close();
  });
  const world = (): AuthWorld => {
    if (started === undefined) throw new Error('the world starts in beforeAll');
    return started;
  };
  return {
    get world() {
      return world();
    },
    makeClient(options = {}) {
      const client: Client = new Client({
        baseUrl: world().emulator.url,
        applicationId: world().appId,
        redirectMode: 'customScheme',
        opener: browserOpener(() => client),
        ...options,
      });
      return client;
    },
    async signIn(client) {
      const verifier = client.CreateAuthorizationCodeVerifier();
      const args = new AuthorizationArgs();
      args.SetScopes(Client.GetDefaultCommunicationScopes());
      args.SetCodeChallenge(verifier.Challenge());
      const { code, redirectUri } = await client.Authorize(args);
      return client.GetToken(world().appId, code, verifier.Verifier(), redirectUri);
    },
  };
}
