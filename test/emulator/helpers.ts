/** Shared helpers of the emulator tests: real HTTP against a running emulator. */

import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { EmulatorContext } from '../../src/emulator/context.js';
import { type EmulatorOptions, type RunningEmulator, startEmulator } from '../../src/emulator/index.js';
import type { ApplicationRecord, UserRecord } from '../../src/emulator/records.js';

export const LOOPBACK_REDIRECT = 'http://127.0.0.1/callback';
export const CUSTOM_SCHEME_REDIRECT = (appId: string): string => `discord-${appId}:/authorize/callback`;

export interface Fixture {
  emulator: RunningEmulator;
  url: string;
  /** A confidential client. */
  app: ApplicationRecord;
  /** A public client (PKCE required). */
  publicApp: ApplicationRecord;
  user: UserRecord;
  other: UserRecord;
}

/** An emulator with two users, a confidential and a public client. */
export async function startFixture(options: EmulatorOptions = {}): Promise<Fixture> {
  const emulator = await startEmulator({ rateLimits: false, ...options });
  const seeded = await emulator.control.seed({
    users: [{ username: 'alice', email: 'alice@example.test' }, { username: 'bob' }],
    applications: [
      { name: 'Backend', redirectUris: ['https://app.example.test/cb', LOOPBACK_REDIRECT] },
      { name: 'Game', publicClient: true },
    ],
  });
  const [app, publicApp] = seeded.applications;
  const [user, other] = seeded.users;
  if (!app || !publicApp || !user || !other) throw new Error('seed did not return the records');
  const updated = await emulator.control.createApplication({
    id: publicApp.id,
    redirectUris: [LOOPBACK_REDIRECT, CUSTOM_SCHEME_REDIRECT(publicApp.id)],
  });
  return { emulator, url: emulator.url, app, publicApp: updated, user, other };
}

/** {@link startFixture}, with the emulator's context for tests that look at its state directly. */
export async function startFixtureWithContext(
  options: EmulatorOptions = {},
): Promise<{ fx: Fixture; ctx: EmulatorContext }> {
  const fx = await startFixture(options);
  return { fx, ctx: (fx.emulator.server as unknown as { emulator: EmulatorContext }).emulator };
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function pkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Query of an authorization request; `extra` overrides or (with undefined) removes parameters. */
export function authorizeUrl(
  url: string,
  clientId: string,
  extra: Record<string, string | undefined> = {},
): string {
  const params: Record<string, string | undefined> = {
    client_id: clientId,
    response_type: 'code',
    scope: 'openid identify sdk.social_layer',
    state: 'state-123',
    redirect_uri: LOOPBACK_REDIRECT.replace('127.0.0.1', '127.0.0.1:4567'),
    ...extra,
  };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  return `${url}/oauth2/authorize?${query}`;
}

/** GET the authorize URL without following the redirect; returns the status and the redirect target. */
export async function authorize(
  authorizeRequest: string,
): Promise<{ status: number; location: URL | null; body: string }> {
  const response = await fetch(authorizeRequest, { redirect: 'manual' });
  const location = response.headers.get('location');
  return {
    status: response.status,
    location: location ? new URL(location) : null,
    body: await response.text(),
  };
}

/** Scripted approval: returns the code for the request. */
export async function codeFor(fixture: Fixture, authorizeRequest: string): Promise<string> {
  await fixture.emulator.control.setConsent('approve', fixture.user.id);
  const { location } = await authorize(authorizeRequest);
  const code = location?.searchParams.get('code');
  if (!code) throw new Error(`no code in redirect ${location?.href ?? '(none)'}`);
  return code;
}

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** POST a form to the token (or revoke) endpoint. */
export async function tokenRequest(
  url: string,
  form: Record<string, string>,
  init: { basic?: [string, string]; path?: string } = {},
): Promise<JsonResponse<Record<string, unknown>>> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (init.basic) {
    const [id, secret] = init.basic;
    headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
  }
  const response = await fetch(`${url}${init.path ?? '/api/oauth2/token'}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(form).toString(),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? {} : JSON.parse(text) };
}

/** A JSON API call. */
export async function api<T = unknown>(
  url: string,
  path: string,
  init: {
    method?: string;
    auth?: string;
    body?: unknown;
    raw?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.auth) headers.authorization = init.auth;
  let body: string | undefined;
  if (init.raw !== undefined) body = init.raw;
  else if (init.body !== undefined) body = JSON.stringify(init.body);
  if (body !== undefined && headers['content-type'] === undefined)
    headers['content-type'] = 'application/json';
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text === '' ? undefined : JSON.parse(text)) as T,
  };
}

/** Full sign-in of `fixture.user` to the confidential app; returns the token response. */
export async function signIn(
  fixture: Fixture,
  scope = 'openid identify sdk.social_layer',
  userId = fixture.user.id,
): Promise<Record<string, string>> {
  await fixture.emulator.control.setConsent('approve', userId);
  const redirect = LOOPBACK_REDIRECT;
  const { location } = await authorize(
    authorizeUrl(fixture.url, fixture.app.id, { scope, redirect_uri: redirect }),
  );
  const code = location?.searchParams.get('code');
  if (!code) throw new Error('sign-in got no code');
  const tokens = await tokenRequest(
    fixture.url,
    { grant_type: 'authorization_code', code, redirect_uri: redirect },
    { basic: [fixture.app.id, fixture.app.clientSecret] },
  );
  if (tokens.status !== 200) throw new Error(`token exchange failed: ${JSON.stringify(tokens.body)}`);
  return tokens.body as Record<string, string>;
}

/**
 * A temporary directory for the file's tests (created before them, removed after them): `path()` is the
 * directory, `path('state.json')` a file in it.
 */
export function useTempDir(prefix: string): (name?: string) => string {
  let dir: string | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });
  return (name) => {
    if (dir === undefined) throw new Error('the temporary directory is created in beforeAll');
    return name === undefined ? dir : join(dir, name);
  };
}
