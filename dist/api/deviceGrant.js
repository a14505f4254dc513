import { DEVICE_CODE_GRANT_TYPE } from '../model/deviceGrant.js';
import { parseDeviceAuthorizationResponse } from '../rules/deviceGrant.js';
import { clientFormRequest, invalidCredentialsResponse, scopeIssue, tokenGrant, } from './tokenEndpoint.js';
const DEVICE_AUTHORIZE = '/oauth2/device/authorize';
/** Asks for a device code and a user code (RFC 8628 3.1); the answer is checked once, here. */
export async function requestDeviceAuthorization(transport, args, options = {}) {
    const issues = [];
    scopeIssue(issues, args.scope);
    const { request, response } = await clientFormRequest(transport, {
        name: 'device authorization request',
        route: DEVICE_AUTHORIZE,
        clientId: args.clientId,
        clientSecret: args.clientSecret,
        secrets: {},
        issues,
        form: (clientId) => ({ scope: args.scope.trim(), client_id: clientId }),
        sensitiveResponse: true,
    }, options);
    const parsed = parseDeviceAuthorizationResponse(response.body);
    const what = 'a device authorization response';
    if (!parsed.ok)
        throw invalidCredentialsResponse(request, response.status, what, parsed.problem);
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
