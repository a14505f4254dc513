/**
 * Redirect URIs of the sign-in flow (FACTS.md, C++ library): `<scheme>:/authorize/callback` (single slash,
 * default scheme `discord-<application id>`) and the loopback `http://127.0.0.1:<port>/callback`.
 *
 * Incoming redirects are hostile input. {@link parseRedirect} accepts a URL only when its scheme, host,
 * port and path equal the expected redirect URI exactly, and reads each parameter at most once.
 */
import type { Snowflake } from '../model/snowflake.js';
import { parseCustomScheme } from './AuthorizationArgs.js';

/** Path of custom-scheme redirects. */
export const CUSTOM_SCHEME_CALLBACK_PATH = '/authorize/callback';
/** Path of loopback redirects. */
export const LOOPBACK_CALLBACK_PATH = '/callback';
/** The only host the loopback receiver binds to and accepts. */
export const LOOPBACK_HOST = '127.0.0.1';
/** Longest redirect URL we parse; anything longer is not a redirect from the service. */
export const MAX_REDIRECT_URL_LENGTH = 8192;

/** The default custom scheme of an application: `discord-<application id>`. */
export function defaultCustomScheme(applicationId: Snowflake): string {
  return `discord-${applicationId}`;
}

/** `<scheme>:/authorize/callback` (the scheme is validated and lower-cased). */
export function customSchemeRedirectUri(scheme: string): string {
  return `${parseCustomScheme(scheme, 'scheme')}:${CUSTOM_SCHEME_CALLBACK_PATH}`;
}

/** `http://127.0.0.1:<port>/callback`. */
export function loopbackRedirectUri(port: number): string {
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new RangeError(`loopback port: expected an integer from 1 to 65535, received ${String(port)}`);
  }
  return `http://${LOOPBACK_HOST}:${port}${LOOPBACK_CALLBACK_PATH}`;
}

/** Why a URL was not accepted as a redirect. */
export type RedirectRejection =
  | 'malformed_url'
  | 'unexpected_redirect_uri'
  | 'duplicate_parameter'
  | 'missing_state'
  | 'unknown_state';

/** The parameters of an authorization response (RFC 6749 4.1.2 / 4.1.2.1, RFC 9207 `iss`). */
export interface RedirectParams {
  /** `scheme://host/path` of the URL, without query or fragment: compared with the expected redirect URI. */
  readonly target: string;
  readonly code: string | undefined;
  readonly state: string | undefined;
  readonly error: string | undefined;
  readonly errorDescription: string | undefined;
  readonly iss: string | undefined;
}

const SINGLE_VALUED = ['code', 'state', 'error', 'error_description', 'iss'] as const;

/** The comparable form of a redirect URI: scheme, authority and path; no query, fragment or credentials. */
export function redirectTarget(url: URL): string {
  // The serialised URL keeps the difference between `x:/p` (no authority) and `x:///p` (empty authority).
  const bare = new URL(url.href);
  bare.search = '';
  bare.hash = '';
  return bare.href;
}

/** Parses an incoming redirect URL, or says why it is not one. Never throws. */
export function parseRedirect(
  input: unknown,
): { ok: true; params: RedirectParams } | { ok: false; reason: RedirectRejection } {
  if (typeof input !== 'string' || input.length > MAX_REDIRECT_URL_LENGTH) {
    return { ok: false, reason: 'malformed_url' };
  }
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return { ok: false, reason: 'malformed_url' };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'unexpected_redirect_uri' };
  const query = url.searchParams;
  for (const name of SINGLE_VALUED) {
    if (query.getAll(name).length > 1) return { ok: false, reason: 'duplicate_parameter' };
  }
  const get = (name: string): string | undefined => query.get(name) ?? undefined;
  return {
    ok: true,
    params: {
      target: redirectTarget(url),
      code: get('code'),
      state: get('state'),
      error: get('error'),
      errorDescription: get('error_description'),
      iss: get('iss'),
    },
  };
}

/** The comparable target of an expected redirect URI (so `discord-1:/authorize/callback` matches itself). */
export function expectedTarget(redirectUri: string): string {
  return redirectTarget(new URL(redirectUri));
}
