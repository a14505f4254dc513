/**
 * OAuth2 token endpoint routes (FACTS.md): `POST /api/oauth2/token` for the authorization-code,
 * refresh-token and client-credentials grants, and `POST /api/oauth2/token/revoke`. Form-encoded, never
 * with the transport's Bot/Bearer credentials. Codes, verifiers, tokens and client secrets are never quoted
 * in errors: checks say what is wrong with them, not what they are.
 */
import type { Transport } from '../http/transport.js';
import type { OAuthTokenResponse } from '../model/index.js';
import { type Issue, IssueCodes } from '../rules/issues.js';
import { codeVerifierProblem } from '../rules/oauth.js';
import { parseUrl } from '../rules/url.js';
import type { CallOptions, SnowflakeArg } from './call.js';
import { clientFormRequest, type ProvisionalMerge, scopeIssue, tokenGrant } from './tokenEndpoint.js';

export type { ProvisionalMerge } from './tokenEndpoint.js';

const REVOKE = '/oauth2/token/revoke';

/** A confidential client's secret; public clients (PKCE) leave it out. */
export interface ClientSecretOption {
  /** Sent with HTTP Basic authentication (RFC 6749 section 2.3.1). */
  clientSecret?: string | undefined;
}

/** Arguments of the authorization-code grant. */
export interface AuthorizationCodeGrant extends ClientSecretOption {
  clientId: SnowflakeArg;
  code: string;
  /** Exactly the redirect URI of the authorization request. */
  redirectUri: string;
  /** The PKCE verifier (43..128 characters of `A-Z a-z 0-9 - . _ ~`). */
  codeVerifier?: string | undefined;
  /** A provisional account to merge into the user who authorized (`external_auth_type`, `external_auth_token`). */
  merge?: ProvisionalMerge | undefined;
}

/** Arguments of the refresh-token grant. */
export interface RefreshTokenGrant extends ClientSecretOption {
  clientId: SnowflakeArg;
  refreshToken: string;
}

/** Arguments of the client-credentials grant (always a confidential client). */
export interface ClientCredentialsGrant {
  clientId: SnowflakeArg;
  clientSecret: string;
  /** Space-separated scopes, e.g. `applications.commands.update`. */
  scope: string;
}

/** Arguments of a revocation. */
export interface RevokeTokenArgs extends ClientSecretOption {
  clientId: SnowflakeArg;
  token: string;
  tokenTypeHint?: 'access_token' | 'refresh_token' | undefined;
}

function verifierIssue(issues: Issue[], value: unknown): void {
  const problem = codeVerifierProblem(value);
  if (problem !== undefined) {
    issues.push({
      path: ['codeVerifier'],
      code: IssueCodes.STRING_TYPE_REGEX,
      message: `Must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~ (got ${problem.length} characters).`,
    });
  }
}

function redirectIssue(issues: Issue[], value: unknown): void {
  if (parseUrl(value) === undefined) {
    issues.push({
      path: ['redirectUri'],
      code: IssueCodes.STRING_TYPE_REGEX,
      message: 'Must be an absolute URI.',
    });
  }
}

/** Exchanges an authorization code (with its PKCE verifier) for tokens. */
export function exchangeAuthorizationCode(
  transport: Transport,
  grant: AuthorizationCodeGrant,
  options: CallOptions = {},
): Promise<OAuthTokenResponse> {
  const issues: Issue[] = [];
  redirectIssue(issues, grant.redirectUri);
  if (grant.codeVerifier !== undefined) verifierIssue(issues, grant.codeVerifier);
  const form = (clientId: string) => ({
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    code_verifier: grant.codeVerifier,
    client_id: clientId,
  });
  return tokenGrant(
    transport,
    {
      name: 'authorization code grant',
      clientId: grant.clientId,
      clientSecret: grant.clientSecret,
      secrets: { code: grant.code },
      issues,
      alsoRedact: [grant.codeVerifier],
      merge: grant.merge,
      form,
    },
    options,
  );
}

/** Trades a refresh token for new tokens (the refresh token rotates: keep the new one). */
export function refreshAccessToken(
  transport: Transport,
  grant: RefreshTokenGrant,
  options: CallOptions = {},
): Promise<OAuthTokenResponse> {
  const form = (clientId: string) => ({
    grant_type: 'refresh_token',
    refresh_token: grant.refreshToken,
    client_id: clientId,
  });
  const secrets = { refreshToken: grant.refreshToken };
  return tokenGrant(
    transport,
    {
      name: 'refresh token grant',
      clientId: grant.clientId,
      clientSecret: grant.clientSecret,
      secrets,
      form,
    },
    options,
  );
}

/** The client-credentials grant: a Bearer token for the application itself (HTTP Basic client auth). */
export function clientCredentialsToken(
  transport: Transport,
  grant: ClientCredentialsGrant,
  options: CallOptions = {},
): Promise<OAuthTokenResponse> {
  const issues: Issue[] = [];
  scopeIssue(issues, grant.scope);
  const form = () => ({ grant_type: 'client_credentials', scope: grant.scope });
  return tokenGrant(
    transport,
    {
      name: 'client credentials grant',
      clientId: grant.clientId,
      clientSecret: grant.clientSecret,
      secrets: { clientSecret: grant.clientSecret },
      issues,
      form,
    },
    options,
  );
}

/** Revokes an access or refresh token (`POST /api/oauth2/token/revoke`). */
export async function revokeToken(
  transport: Transport,
  args: RevokeTokenArgs,
  options: CallOptions = {},
): Promise<void> {
  const issues: Issue[] = [];
  const hint = args.tokenTypeHint;
  if (hint !== undefined && hint !== 'access_token' && hint !== 'refresh_token') {
    issues.push({
      path: ['tokenTypeHint'],
      code: IssueCodes.BASE_TYPE_CHOICES,
      message: "Must be 'access_token' or 'refresh_token'.",
    });
  }
  // A secret given is checked with the token, before the hint (the order a refusal lists them in).
  const secrets =
    args.clientSecret === undefined
      ? { token: args.token }
      : { token: args.token, clientSecret: args.clientSecret };
  await clientFormRequest(
    transport,
    {
      name: 'revocation',
      route: REVOKE,
      clientId: args.clientId,
      clientSecret: args.clientSecret,
      secrets,
      issues,
      form: (clientId) => ({ token: args.token, token_type_hint: hint, client_id: clientId }),
      sensitiveResponse: false,
    },
    options,
  );
}
