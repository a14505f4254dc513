/**
 * The device authorization grant's routes (RFC 8628; docs/provisional-and-device.md): `POST /oauth2/device/authorize`
 * (form `scope`, the client as at the token endpoint) and the token endpoint's device-code grant, which
 * may carry a provisional account to merge (`external_auth_type`, `external_auth_token`). Each checks its
 * arguments before sending and its answer once; device codes and external tokens are never quoted.
 */
import type { Transport } from '../http/transport.js';
import { type CheckedDeviceAuthorization, DEVICE_CODE_GRANT_TYPE } from '../model/deviceGrant.js';
import type { OAuthTokenResponse } from '../model/oauth.js';
import { parseDeviceAuthorizationResponse } from '../rules/deviceGrant.js';
import type { Issue } from '../rules/issues.js';
import type { CallOptions, SnowflakeArg } from './call.js';
import {
  clientFormRequest,
  invalidCredentialsResponse,
  type ProvisionalMerge,
  scopeIssue,
  tokenGrant,
} from './tokenEndpoint.js';

const DEVICE_AUTHORIZE = '/oauth2/device/authorize';

/** Arguments of the device authorization request. */
export interface DeviceAuthorizationRequest {
  clientId: SnowflakeArg;
  /** Space-separated scopes, e.g. `openid sdk.social_layer`. */
  scope: string;
  /** Confidential clients only (HTTP Basic). */
  clientSecret?: string | undefined;
}

/** Arguments of one poll of the device-code grant. */
export interface DeviceTokenPoll {
  clientId: SnowflakeArg;
  deviceCode: string;
  clientSecret?: string | undefined;
  merge?: ProvisionalMerge | undefined;
}

/** Asks for a device code and a user code (RFC 8628 3.1); the answer is checked once, here. */
export async function requestDeviceAuthorization(
  transport: Transport,
  args: DeviceAuthorizationRequest,
  options: CallOptions = {},
): Promise<CheckedDeviceAuthorization> {
  const issues: Issue[] = [];
  scopeIssue(issues, args.scope);
  const { request, response } = await clientFormRequest(
    transport,
    {
      name: 'device authorization request',
      route: DEVICE_AUTHORIZE,
      clientId: args.clientId,
      clientSecret: args.clientSecret,
      secrets: {},
      issues,
      form: (clientId) => ({ scope: args.scope.trim(), client_id: clientId }),
      sensitiveResponse: true,
    },
    options,
  );
  const parsed = parseDeviceAuthorizationResponse(response.body);
  const what = 'a device authorization response';
  if (!parsed.ok) throw invalidCredentialsResponse(request, response.status, what, parsed.problem);
  return parsed.value;
}

/**
 * One poll of the token endpoint (RFC 8628 3.4). While the user has not answered it rejects with an
 * `OAuthError` whose `error` is `authorization_pending` or `slow_down`; then `access_denied` or
 * `expired_token`, or the tokens.
 */
export function pollDeviceToken(
  transport: Transport,
  poll: DeviceTokenPoll,
  options: CallOptions = {},
): Promise<OAuthTokenResponse> {
  const form = (clientId: string) => ({
    grant_type: DEVICE_CODE_GRANT_TYPE,
    device_code: poll.deviceCode,
    client_id: clientId,
  });
  return tokenGrant(
    transport,
    {
      name: 'device code grant',
      clientId: poll.clientId,
      clientSecret: poll.clientSecret,
      secrets: { deviceCode: poll.deviceCode },
      merge: poll.merge,
      form,
    },
    options,
  );
}
