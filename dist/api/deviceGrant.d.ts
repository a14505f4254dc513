/**
 * The device authorization grant's routes (RFC 8628; docs/provisional-and-device.md): `POST /oauth2/device/authorize`
 * (form `scope`, the client as at the token endpoint) and the token endpoint's device-code grant, which
 * may carry a provisional account to merge (`external_auth_type`, `external_auth_token`). Each checks its
 * arguments before sending and its answer once; device codes and external tokens are never quoted.
 */
import type { Transport } from '../http/transport.js';
import { type CheckedDeviceAuthorization } from '../model/deviceGrant.js';
import type { OAuthTokenResponse } from '../model/oauth.js';
import type { CallOptions, SnowflakeArg } from './call.js';
import { type ProvisionalMerge } from './tokenEndpoint.js';
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
export declare function requestDeviceAuthorization(transport: Transport, args: DeviceAuthorizationRequest, options?: CallOptions): Promise<CheckedDeviceAuthorization>;
/**
 * One poll of the token endpoint (RFC 8628 3.4). While the user has not answered it rejects with an
 * `OAuthError` whose `error` is `authorization_pending` or `slow_down`; then `access_denied` or
 * `expired_token`, or the tokens.
 */
export declare function pollDeviceToken(transport: Transport, poll: DeviceTokenPoll, options?: CallOptions): Promise<OAuthTokenResponse>;
