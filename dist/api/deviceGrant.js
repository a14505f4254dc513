/**
 * The device authorization grant's routes (RFC 8628; docs/provisional-and-device.md): `POST /oauth2/device/authorize`
 * (form `scope`, the client as at the token endpoint) and the token endpoint's device-code grant, which
 * may carry a provisional account to merge (`external_auth_type`, `external_auth_token`). Each checks its
 * arguments before sending and its answer once; device codes and external tokens are never quoted.
 */
import { InvalidResponseError } from '../http/errors.js';
import { DEVICE_CODE_GRANT_TYPE } from '../model/deviceGrant.js';
import { parseDeviceAuthorizationResponse } from '../rules/deviceGrant.js';
import { IssueCodes } from '../rules/issues.js';
import { ensureValid, snowflakeArgs } from './call.js';
import { clientAuth, secretIssue, tokenGrant } from './tokenEndpoint.js';
const DEVICE_AUTHORIZE = '/oauth2/device/authorize';
/** Asks for a device code and a user code (RFC 8628 3.1); the answer is checked once, here. */
export async function requestDeviceAuthorization(transport, args, options = {}) {
    const request = { method: 'POST', route: DEVICE_AUTHORIZE };
    const { clientId } = snowflakeArgs(request, { clientId: args.clientId });
    const issues = [];
    if (typeof args.scope !== 'string' || args.scope.trim() === '')
        issues.push({
            path: ['scope'],
            code: IssueCodes.BASE_TYPE_REQUIRED,
            message: 'Must name at least one scope.',
        });
    if (args.clientSecret !== undefined)
        secretIssue(issues, 'clientSecret', args.clientSecret);
    ensureValid(request, 'device authorization request', issues);
    const response = await transport.request({
        method: 'POST',
        route: DEVICE_AUTHORIZE,
        versioned: false,
        form: { scope: args.scope.trim(), client_id: clientId },
        auth: clientAuth(clientId, args.clientSecret),
        secrets: args.clientSecret === undefined ? [] : [args.clientSecret],
        sensitiveResponse: true,
        signal: options.signal,
    });
    const parsed = parseDeviceAuthorizationResponse(response.body);
    if (!parsed.ok) {
        const problem = `is not a device authorization response: it ${parsed.problem}`;
        throw new InvalidResponseError(request, response.status, problem, '[withheld: credentials response]');
    }
    return parsed.value;
}
/**
 * One poll of the token endpoint (RFC 8628 3.4). While the user has not answered it rejects with an
 * `OAuthError` whose `error` is `authorization_pending` or `slow_down`; then `access_denied` or
 * `expired_token`, or the tokens.
 */
export function pollDeviceToken(transport, poll, options = {}) {
    const form = (clientId) => ({
        grant_type: DEVICE_CODE_GRANT_TYPE,
        device_code: poll.deviceCode,
        client_id: clientId,
    });
    return tokenGrant(transport, {
        name: 'device code grant',
        clientId: poll.clientId,
        clientSecret: poll.clientSecret,
        secrets: { deviceCode: poll.deviceCode },
        merge: poll.merge,
        form,
    }, options);
}
