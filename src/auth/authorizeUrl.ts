/**
 * The authorize URL (FACTS.md: `GET /oauth2/authorize`, no `/api` prefix) with the parameters of an
 * authorization-code request with PKCE.
 */
import type { ApplicationIntegrationType } from '../model/enums.js';
import type { Snowflake } from '../model/snowflake.js';

/** Path of the browser-facing authorize endpoint, relative to the service's base URL. */
export const AUTHORIZE_PATH = '/oauth2/authorize';

/** Everything that goes into an authorize URL. */
export interface AuthorizeUrlParams {
  /** The service's base URL, e.g. `https://discord.com` or an emulator's `http://127.0.0.1:<port>`. */
  readonly baseUrl: string;
  readonly clientId: Snowflake;
  readonly scopes: string;
  readonly state: string;
  readonly redirectUri: string;
  /** The S256 challenge; omitted only when the caller gave none (the service then refuses public clients). */
  readonly codeChallenge?: string | undefined;
  readonly nonce?: string | undefined;
  readonly integrationType?: ApplicationIntegrationType | undefined;
}

/** Builds the authorize URL; parameters are percent-encoded by `URLSearchParams`. */
export function buildAuthorizeUrl(params: AuthorizeUrlParams): string {
  // Appended rather than resolved, so a base URL with a path prefix keeps it.
  const url = new URL(`${params.baseUrl.replace(/\/+$/, '')}${AUTHORIZE_PATH}`);
  const query = url.searchParams;
  query.set('client_id', params.clientId);
  query.set('response_type', 'code');
  query.set('scope', params.scopes);
  query.set('state', params.state);
  query.set('redirect_uri', params.redirectUri);
  if (params.codeChallenge !== undefined) {
    query.set('code_challenge', params.codeChallenge);
    query.set('code_challenge_method', 'S256');
  }
  if (params.nonce !== undefined) query.set('nonce', params.nonce);
  if (params.integrationType !== undefined) query.set('integration_type', String(params.integrationType));
  return url.href;
}
