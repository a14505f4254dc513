import { displayNameIssues, externalAuthTypeWire, externalCredentialIssues, parseProvisionalTokenResponse, } from '../rules/provisional.js';
import { callFields, ensureValid, snowflakeArgs } from './call.js';
import { send } from './send.js';
import { invalidCredentialsResponse, secretIssue } from './tokenEndpoint.js';
const TOKEN = '/partner-sdk/token';
const UNMERGE = '/partner-sdk/provisional-accounts/unmerge';
const DISPLAY_NAME = '/partner-sdk/provisional-accounts/@me';
function credentialBody(request, what, credential) {
    const { clientId } = snowflakeArgs(request, { clientId: credential.clientId });
    const issues = externalCredentialIssues(credential.externalAuthType, credential.externalAuthToken, {
        type: 'externalAuthType',
        token: 'externalAuthToken',
    });
    if (credential.clientSecret !== undefined)
        secretIssue(issues, 'clientSecret', credential.clientSecret);
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
export async function getProvisionalToken(transport, credential, options = {}) {
    const request = { method: 'POST', route: TOKEN };
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
    if (!parsed.ok)
        throw invalidCredentialsResponse(request, response.status, what, parsed.problem);
    return parsed.tokens;
}
/** Detaches the credential's identity from the full account it was merged into (204). */
export async function unmergeProvisionalAccount(transport, credential, options = {}) {
    const request = { method: 'POST', route: UNMERGE };
    const { json, secrets } = credentialBody(request, 'unmerge request', credential);
    await transport.request({ ...request, json, auth: 'none', secrets, ...callFields(options) });
}
/** Renames the current (provisional) user; the transport's token is the user's. */
export async function updateProvisionalDisplayName(transport, name, options = {}) {
    const request = { method: 'PATCH', route: DISPLAY_NAME };
    // Checked before the body is built: `trim` needs a string.
    ensureValid(request, 'display name', displayNameIssues(name, 'name'));
    return send(transport, { ...request, body: { global_name: name.trim() }, options });
}
/** The user of a Bearer token, without making it the transport's (`GET /users/@me`). */
export async function getUserOfToken(transport, token, options = {}) {
    const request = { method: 'GET', route: '/users/@me' };
    const issues = [];
    secretIssue(issues, 'token', token);
    ensureValid(request, 'token check', issues);
    const response = await transport.request({
        ...request,
        auth: { bearer: token },
        ...callFields(options),
    });
    return response.body;
}
