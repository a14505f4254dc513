/**
 * What the OAuth client endpoints' routes share (oauth.ts, deviceGrant.ts, childToken.ts): a client's
 * form POST end to end (`clientFormRequest`: argument checks, the client's authentication, a provisional
 * merge's fields, redaction, the request), a grant at the token endpoint with the one check of its answer
 * (`tokenGrant`), the checks of a secret-bearing argument and of a scope list, and the error for a
 * credentials answer that fails its check. Internal to `src/api` (not exported by its index).
 */
import { InvalidResponseError } from '../http/errors.js';
import { IssueCodes } from '../rules/issues.js';
import { isTokenString, parseTokenResponse } from '../rules/oauth.js';
import { externalAuthTypeWire, externalCredentialIssues } from '../rules/provisional.js';
import { callFields, ensureValid, snowflakeArgs } from './call.js';
const TOKEN = '/oauth2/token';
/** Issues of a merge's credential, under the facade's argument names. */
export function mergeIssues(merge) {
    const names = { type: 'externalAuthType', token: 'externalAuthToken' };
    return externalCredentialIssues(merge.externalAuthType, merge.externalAuthToken, names);
}
/** The token endpoint's merge fields (none without a merge). */
export function mergeFields(merge) {
    if (merge === undefined)
        return {};
    return {
        external_auth_type: externalAuthTypeWire(merge.externalAuthType),
        external_auth_token: merge.externalAuthToken,
    };
}
/** Reports a missing or malformed secret-bearing string without quoting it. */
export function secretIssue(issues, name, value) {
    if (typeof value !== 'string' || value === '') {
        issues.push({
            path: [name],
            code: IssueCodes.BASE_TYPE_REQUIRED,
            message: 'Must be a non-empty string.',
        });
    }
    else if (!isTokenString(value)) {
        issues.push({
            path: [name],
            code: IssueCodes.STRING_TYPE_REGEX,
            message: 'Must be 1 to 4096 visible ASCII characters (no whitespace).',
        });
    }
}
/** Reports a missing or blank space-separated scope list. */
export function scopeIssue(issues, scope) {
    if (typeof scope !== 'string' || scope.trim() === '') {
        issues.push({
            path: ['scope'],
            code: IssueCodes.BASE_TYPE_REQUIRED,
            message: 'Must name at least one scope.',
        });
    }
}
/** HTTP Basic for a confidential client; none (client_id in the form) for a public one. */
export function clientAuth(clientId, clientSecret) {
    return clientSecret === undefined ? 'none' : { basic: { id: clientId, secret: clientSecret } };
}
/**
 * The error for an answer that fails its one check (`what`: `a token response`): the body is withheld,
 * since it may hold credentials.
 */
export function invalidCredentialsResponse(request, status, what, problem) {
    const reason = `is not ${what}: it ${problem}`;
    return new InvalidResponseError(request, status, reason, '[withheld: credentials response]');
}
/**
 * A client's form POST end to end: every argument checked before anything is sent (one
 * `ValidationError` listing all issues), the client authenticated, every secret redacted from errors.
 * Resolves with the response, for the caller's one check of it.
 */
export async function clientFormRequest(transport, call, options) {
    const request = { method: 'POST', route: call.route };
    const { clientId } = snowflakeArgs(request, { clientId: call.clientId });
    const issues = [];
    for (const [name, value] of Object.entries(call.secrets))
        secretIssue(issues, name, value);
    issues.push(...(call.issues ?? []));
    if (call.clientSecret !== undefined && !('clientSecret' in call.secrets))
        secretIssue(issues, 'clientSecret', call.clientSecret);
    if (call.merge !== undefined)
        issues.push(...mergeIssues(call.merge));
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
        secrets: secrets.filter((s) => typeof s === 'string'),
        sensitiveResponse: call.sensitiveResponse,
        ...callFields(options),
    });
    return { request, response };
}
/**
 * A token-endpoint grant end to end ({@link clientFormRequest}), then the one check of its answer as a
 * token response: downstream code (sign-in, ID tokens) relies on it.
 */
export async function tokenGrant(transport, grant, options = {}) {
    const call = { ...grant, route: TOKEN, sensitiveResponse: true };
    const { request, response } = await clientFormRequest(transport, call, options);
    const parsed = parseTokenResponse(response.body);
    if (!parsed.ok)
        throw invalidCredentialsResponse(request, response.status, 'a token response', parsed.problem);
    return parsed.tokens;
}
