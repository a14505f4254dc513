/**
 * Provisional-account routes (OpenAPI `partner_sdk_*`; docs/provisional-and-device.md): the token of an external
 * credential, unmerge, and the display name (`PATCH /partner-sdk/provisional-accounts/@me`, our design:
 * the service's route is not documented). Arguments are checked before sending with the rules the
 * emulator applies; external tokens and secrets are never quoted.
 */
import type { Transport } from '../http/transport.js';
import type { OAuthTokenResponse } from '../model/oauth.js';
import type { AuthenticationExternalAuthType, ProvisionalTokenResponse } from '../model/provisional.js';
import type { User } from '../model/user.js';
import type { Issue } from '../rules/issues.js';
import {
  displayNameIssues,
  externalAuthTypeWire,
  externalCredentialIssues,
  parseProvisionalTokenResponse,
} from '../rules/provisional.js';
import { type CallOptions, callFields, ensureValid, type SnowflakeArg, snowflakeArgs } from './call.js';
import { send } from './send.js';
import { invalidCredentialsResponse, secretIssue } from './tokenEndpoint.js';

const TOKEN = '/partner-sdk/token';
const UNMERGE = '/partner-sdk/provisional-accounts/unmerge';
const DISPLAY_NAME = '/partner-sdk/provisional-accounts/@me';

/** An application's external credential for a player. */
export interface ExternalCredential {
  clientId: SnowflakeArg;
  externalAuthType: AuthenticationExternalAuthType;
  externalAuthToken: string;
  /** Only a game backend has one; a game client (public client) leaves it out. */
  clientSecret?: string | undefined;
}

function credentialBody(
  request: { method: 'POST'; route: string },
  what: string,
  credential: ExternalCredential,
) {
  const { clientId } = snowflakeArgs(request, { clientId: credential.clientId });
  const issues: Issue[] = externalCredentialIssues(
    credential.externalAuthType,
    credential.externalAuthToken,
    {
      type: 'externalAuthType',
      token: 'externalAuthToken',
    },
  );
  if (credential.clientSecret !== undefined) secretIssue(issues, 'clientSecret', credential.clientSecret);
  ensureValid(request, what, issues);
  return {
    json: {
      client_id: clientId,
      client_secret: credential.clientSecret,
      external_auth_type: externalAuthTypeWire(credential.externalAuthType),
      external_auth_token: credential.externalAuthToken,
    },
    secrets: [
      credential.externalAuthToken,
      ...(credential.clientSecret === undefined ? [] : [credential.clientSecret]),
    ],
  };
}

/** The provisional account's token (`POST /partner-sdk/token`): one hour, no refresh token. */
export async function getProvisionalToken(
  transport: Transport,
  credential: ExternalCredential,
  options: CallOptions = {},
): Promise<OAuthTokenResponse & ProvisionalTokenResponse> {
  const request = { method: 'POST', route: TOKEN } as const;
  const { json, secrets } = credentialBody(request, 'provisional token request', credential);
  const response = await transport.request({
    ...request,
    json,
    auth: 'none',
    secrets,
    sensitiveResponse: true,
    ...callFields(options),
  });
  const parsed = parseProvisionalTokenResponse(response.body);
  const what = 'a provisional token response';
  if (!parsed.ok) throw invalidCredentialsResponse(request, response.status, what, parsed.problem);
  return parsed.tokens;
}

/** Detaches the credential's identity from the full account it was merged into (204). */
export async function unmergeProvisionalAccount(
  transport: Transport,
  credential: ExternalCredential,
  options: CallOptions = {},
): Promise<void> {
  const request = { method: 'POST', route: UNMERGE } as const;
  const { json, secrets } = credentialBody(request, 'unmerge request', credential);
  await transport.request({ ...request, json, auth: 'none', secrets, ...callFields(options) });
}

/** Renames the current (provisional) user; the transport's token is the user's. */
export async function updateProvisionalDisplayName(
  transport: Transport,
  name: string,
  options: CallOptions = {},
): Promise<User> {
  const request = { method: 'PATCH', route: DISPLAY_NAME } as const;
  // Checked before the body is built: `trim` needs a string.
  ensureValid(request, 'display name', displayNameIssues(name, 'name'));
  return send(transport, { ...request, body: { global_name: name.trim() }, options });
}

/** The user of a Bearer token, without making it the transport's (`GET /users/@me`). */
export async function getUserOfToken(
  transport: Transport,
  token: string,
  options: CallOptions = {},
): Promise<User> {
  const request = { method: 'GET', route: '/users/@me' } as const;
  const issues: Issue[] = [];
  secretIssue(issues, 'token', token);
  ensureValid(request, 'token check', issues);
  const response = await transport.request<User>({
    ...request,
    auth: { bearer: token },
    ...callFields(options),
  });
  return response.body;
}
