/**
 * What the OAuth client endpoints' routes share (oauth.ts, deviceGrant.ts, childToken.ts): a client's
 * form POST end to end (`clientFormRequest`: argument checks, the client's authentication, a provisional
 * merge's fields, redaction, the request), a grant at the token endpoint with the one check of its answer
 * (`tokenGrant`), the checks of a secret-bearing argument and of a scope list, and the error for a
 * credentials answer that fails its check. Internal to `src/api` (not exported by its index).
 */
import { InvalidResponseError, type RequestInfo } from '../http/errors.js';
import type { RequestAuth, Transport, TransportResponse } from '../http/transport.js';
import type { OAuthTokenResponse } from '../model/oauth.js';
import type { AuthenticationExternalAuthType } from '../model/provisional.js';
import { type Issue, IssueCodes } from '../rules/issues.js';
import { isTokenString, parseTokenResponse } from '../rules/oauth.js';
import { externalAuthTypeWire, externalCredentialIssues } from '../rules/provisional.js';
import { type CallOptions, callFields, ensureValid, type SnowflakeArg, snowflakeArgs } from './call.js';

const TOKEN = '/oauth2/token';

/** A provisional account to merge at sign-in: its external credential. */
export interface ProvisionalMerge {
  externalAuthType: AuthenticationExternalAuthType;
  externalAuthToken: string;
}

/** Issues of a merge's credential, under the facade's argument names. */
export function mergeIssues(merge: ProvisionalMerge): Issue[] {
  const names = { type: 'externalAuthType', token: 'externalAuthToken' };
  return externalCredentialIssues(merge.externalAuthType, merge.externalAuthToken, names);
}

/** The token endpoint's merge fields (none without a merge). */
export function mergeFields(merge: ProvisionalMerge | undefined): Record<string, string | undefined> {
  if (merge === undefined) return {};
  return {
    external_auth_type: externalAuthTypeWire(merge.externalAuthType),
    external_auth_token: merge.externalAuthToken,
  };
}

/** Reports a missing or malformed secret-bearing string without quoting it. */
export function secretIssue(issues: Issue[], name: string, value: unknown): void {
  if (typeof value !== 'string' || value === '') {
    issues.push({
      path: [name],
      code: IssueCodes.BASE_TYPE_REQUIRED,
      message: 'Must be a non-empty string.',
    });
  } else if (!isTokenString(value)) {
    issues.push({
      path: [name],
      code: IssueCodes.STRING_TYPE_REGEX,
      message: 'Must be 1 to 4096 visible ASCII characters (no whitespace).',
    });
  }
}

/** Reports a missing or blank space-separated scope list. */
export function scopeIssue(issues: Issue[], scope: unknown): void {
  if (typeof scope !== 'string' || scope.trim() === '') {
    issues.push({
      path: ['scope'],
      code: IssueCodes.BASE_TYPE_REQUIRED,
      message: 'Must name at least one scope.',
    });
  }
}

/** HTTP Basic for a confidential client; none (client_id in the form) for a public one. */
export function clientAuth(clientId: string, clientSecret: string | undefined): RequestAuth {
  return clientSecret === undefined ? 'none' : { basic: { id: clientId, secret: clientSecret } };
}

/**
 * The error for an answer that fails its one check (`what`: `a token response`): the body is withheld,
 * since it may hold credentials.
 */
export function invalidCredentialsResponse(
  request: RequestInfo,
  status: number,
  what: string,
  problem: string,
): InvalidResponseError {
  const reason = `is not ${what}: it ${problem}`;
  return new InvalidResponseError(request, status, reason, '[withheld: credentials response]');
}

/** One grant at the token endpoint, as its route function describes it to `tokenGrant`. */
export interface TokenGrant {
  /** How a refusal names the grant, e.g. `refresh token grant`. */
  name: string;
  clientId: SnowflakeArg;
  /** A confidential client's secret (HTTP Basic); checked unless `secrets` already names it. */
  clientSecret?: string | undefined;
  /** Secret-bearing arguments by their facade names: each checked (never quoted) and redacted. */
  secrets: Record<string, unknown>;
  /** The grant's other argument issues (redirect URI, verifier, scope), reported after the secrets'. */
  issues?: Issue[] | undefined;
  /** Values to redact that `secrets` does not check (a PKCE verifier). */
  alsoRedact?: (string | undefined)[] | undefined;
  merge?: ProvisionalMerge | undefined;
  /** The grant's form fields given the checked client id; a merge's fields are added to them. */
  form: (clientId: string) => Record<string, string | undefined>;
}

/** A client's form POST to an OAuth endpoint: a {@link TokenGrant}'s fields, and where it goes. */
export interface ClientFormCall extends TokenGrant {
  /** `/oauth2/token`, `/oauth2/token/revoke` or `/oauth2/device/authorize` (unversioned). */
  route: string;
  /** The answer carries credentials: an error never quotes it. */
  sensitiveResponse: boolean;
}

/**
 * A client's form POST end to end: every argument checked before anything is sent (one
 * `ValidationError` listing all issues), the client authenticated, every secret redacted from errors.
 * Resolves with the response, for the caller's one check of it.
 */
export async function clientFormRequest(
  transport: Transport,
  call: ClientFormCall,
  options: CallOptions,
): Promise<{ request: RequestInfo; response: TransportResponse<unknown> }> {
  const request = { method: 'POST', route: call.route } as const;
  const { clientId } = snowflakeArgs(request, { clientId: call.clientId });
  const issues: Issue[] = [];
  for (const [name, value] of Object.entries(call.secrets)) secretIssue(issues, name, value);
  issues.push(...(call.issues ?? []));
  if (call.clientSecret !== undefined && !('clientSecret' in call.secrets))
    secretIssue(issues, 'clientSecret', call.clientSecret);
  if (call.merge !== undefined) issues.push(...mergeIssues(call.merge));
  ensureValid(request, call.name, issues);
  const secrets = [
    ...Object.values(call.secrets),
    ...(call.alsoRedact ?? []),
    call.clientSecret,
    call.merge?.externalAuthToken,
  ];
  const response = await transport.request({
    ...request,
    versioned: false,
    form: { ...call.form(clientId), ...mergeFields(call.merge) },
    auth: clientAuth(clientId, call.clientSecret),
    secrets: secrets.filter((s): s is string => typeof s === 'string'),
    sensitiveResponse: call.sensitiveResponse,
    ...callFields(options),
  });
  return { request, response };
}

/**
 * A token-endpoint grant end to end ({@link clientFormRequest}), then the one check of its answer as a
 * token response: downstream code (sign-in, ID tokens) relies on it.
 */
export async function tokenGrant(
  transport: Transport,
  grant: TokenGrant,
  options: CallOptions = {},
): Promise<OAuthTokenResponse> {
  const call = { ...grant, route: TOKEN, sensitiveResponse: true };
  const { request, response } = await clientFormRequest(transport, call, options);
  const parsed = parseTokenResponse(response.body);
  if (!parsed.ok)
    throw invalidCredentialsResponse(request, response.status, 'a token response', parsed.problem);
  return parsed.tokens;
}
