/**
 * A user's access token from the emulator, the way a game gets one: the authorization-code flow with the
 * consent scripted to approve for that user, and the code exchanged by the app (a confidential client
 * registered with `http://127.0.0.1/cb`).
 */
import type { RunningEmulator } from '../../src/emulator/index.js';

export const BENCH_REDIRECT = 'http://127.0.0.1/cb';

export async function signInUser(
  emulator: RunningEmulator,
  app: { id: string; clientSecret: string },
  userId: string,
  scope: string,
): Promise<string> {
  await emulator.control.setConsent('approve', userId);
  const query = new URLSearchParams({
    client_id: app.id,
    response_type: 'code',
    scope,
    redirect_uri: BENCH_REDIRECT,
  });
  const authorize = await fetch(`${emulator.url}/oauth2/authorize?${query}`, { redirect: 'manual' });
  const code = new URL(authorize.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const response = await fetch(`${emulator.url}/api/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${app.id}:${app.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: BENCH_REDIRECT }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${userId} answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
