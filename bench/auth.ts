/**
 * The full authorization-code flow with PKCE and OIDC, from building the authorize URL to verified tokens,
 * against the emulator on loopback: our Client versus oauth4webapi doing the same steps against the same
 * emulator in the same run. Flows alternate between the two so drift (GC, JIT, the emulator's state)
 * affects both alike.
 *
 * Each flow is a cold sign-in, as when a game starts: discovery and JWKS are fetched in the flow.
 * Steps in both: discovery, PKCE verifier and S256 challenge, state and nonce, authorize URL, the
 * "browser" loading it (emulator consent scripted to approve) and the redirect delivered back, redirect
 * validation (state), code exchange, token-response checks, ID token claims (iss, aud, azp, exp, iat,
 * nonce) and its signature against the JWKS. Ours also checks at_hash.
 *
 * Run: node --import tsx bench/auth.ts [flows] [RS256|ES256]  (the emulator's ID-token algorithm; RS256,
 * the service's, by default)
 */
import * as oauth from 'oauth4webapi';
import { AuthorizationArgs } from '../src/auth/AuthorizationArgs.js';
import { Client } from '../src/client/Client.js';
import { startEmulator } from '../src/emulator/index.js';

const FLOWS = Number(process.argv[2] ?? 300);
const WARMUP = 30;
const ALG = process.argv[3] ?? 'RS256';
if (ALG !== 'RS256' && ALG !== 'ES256')
  throw new Error(`algorithm: expected RS256 or ES256, received ${ALG}`);

const emulator = await startEmulator({ rateLimits: false, idTokenSigningAlg: ALG });
const { users, applications } = await emulator.control.seed({
  users: [{ username: 'bench' }],
  applications: [{ name: 'Bench', publicClient: true }],
});
const user = users[0];
const app = applications[0];
if (!user || !app) throw new Error('seed failed');
const redirectUri = `discord-${app.id}:/authorize/callback`;
await emulator.control.createApplication({ id: app.id, redirectUris: [redirectUri] });
await emulator.control.setConsent('approve', user.id);

/** What the browser does: load the authorize URL, return where it is sent. */
async function browse(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  const location = response.headers.get('location');
  if (location === null) throw new Error(`authorize answered ${response.status}`);
  return location;
}

async function oursFlow(): Promise<void> {
  const client: Client = new Client({
    baseUrl: emulator.url,
    applicationId: app?.id,
    redirectMode: 'customScheme',
    opener: async (url) => {
      client.HandleRedirect(await browse(url));
    },
  });
  const verifier = client.CreateAuthorizationCodeVerifier();
  const args = new AuthorizationArgs();
  args.SetScopes(Client.GetDefaultCommunicationScopes());
  args.SetCodeChallenge(verifier.Challenge());
  const { code, redirectUri: used } = await client.Authorize(args);
  const tokens = await client.GetToken(app?.id ?? '', code, verifier.Verifier(), used);
  if (tokens.claims?.sub !== user?.id) throw new Error('ours: wrong subject');
}

const issuer = new URL(emulator.url);
const peerClient: oauth.Client = { client_id: app.id };
const insecure = { [oauth.allowInsecureRequests]: true };

async function peerFlow(): Promise<void> {
  const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, insecure));
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const codeChallenge = await oauth.calculatePKCECodeChallenge(codeVerifier);
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const authorize = new URL(as.authorization_endpoint ?? '');
  authorize.searchParams.set('client_id', peerClient.client_id);
  authorize.searchParams.set('response_type', 'code');
  authorize.searchParams.set('scope', Client.GetDefaultCommunicationScopes());
  authorize.searchParams.set('state', state);
  authorize.searchParams.set('redirect_uri', redirectUri);
  authorize.searchParams.set('code_challenge', codeChallenge);
  authorize.searchParams.set('code_challenge_method', 'S256');
  authorize.searchParams.set('nonce', nonce);
  const callback = new URL(await browse(authorize.href));
  const params = oauth.validateAuthResponse(as, peerClient, callback, state);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    peerClient,
    oauth.None(),
    params,
    redirectUri,
    codeVerifier,
    insecure,
  );
  const result = await oauth.processAuthorizationCodeResponse(as, peerClient, response, {
    expectedNonce: nonce,
  });
  await oauth.validateApplicationLevelSignature(as, response, insecure);
  if (oauth.getValidatedIdTokenClaims(result)?.sub !== user?.id) throw new Error('peer: wrong subject');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function time(flow: () => Promise<void>): Promise<number> {
  const start = process.hrtime.bigint();
  await flow();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

for (let i = 0; i < WARMUP; i += 1) {
  await oursFlow();
  await peerFlow();
}
const ours: number[] = [];
const peer: number[] = [];
for (let i = 0; i < FLOWS; i += 1) {
  // Alternate which goes first, so neither always runs right after the other's garbage.
  if (i % 2 === 0) {
    ours.push(await time(oursFlow));
    peer.push(await time(peerFlow));
  } else {
    peer.push(await time(peerFlow));
    ours.push(await time(oursFlow));
  }
}
await emulator.close();

const row = (name: string, samples: number[]): string =>
  `${name.padEnd(24)} median ${median(samples).toFixed(2).padStart(7)} ms/flow   p90 ${percentile(samples, 90)
    .toFixed(2)
    .padStart(7)} ms   ${(1000 / median(samples)).toFixed(0).padStart(5)} flows/s`;
console.log(
  `auth code flow + PKCE + OIDC against the emulator, ${FLOWS} flows each (after ${WARMUP} warm-up)`,
);
console.log(row('social-sdk Client', ours));
console.log(row('oauth4webapi', peer));
console.log(`ratio (ours / oauth4webapi, median): ${(median(ours) / median(peer)).toFixed(2)}x`);
