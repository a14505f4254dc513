/**
 * What the token-endpoint routes share (oauth.ts, deviceGrant.ts): one grant's whole path (`tokenGrant`:
 * argument checks, the client's authentication, a provisional merge's fields, the request and the one
 * check of its answer as a token response), and the check of a secret-bearing argument. Internal to
 * `src/api` (not exported by its index).
 */
import { InvalidResponseError } from '../http/errors.js';
import { IssueCodes } from '../rules/issues.js';
import { isTokenString, parseTokenResponse } from '../rules/oauth.js';
import { externalAuthTypeWire, externalCredentialIssues } from '../rules/provisional.js';
import { ensureValid, snowflakeArgs } from './call.js';
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
/** HTTP Basic for a confidential client; none (client_id in the form) for a public one. */
export function clientAuth(clientId, clientSecret) {
    return clientSecret === undefined ? 'none' : { basic: { id: clientId, secret: clientSecret } };
}
/** A token-endpoint request and the one check of its answer (secrets redacted from any error). */
export async function tokenRequest(transport, request, form, auth, secrets, options) {
    const response = await transport.request({
        method: 'POST',
        route: TOKEN,
        versioned: false,
        form,
        auth,
        secrets: secrets.filter((s) => s !== undefined),
        sensitiveResponse: true,
        signal: options.signal,
    });
    // The one check of a token response: downstream code (sign-in, ID tokens) relies on it.
    const parsed = parseTokenResponse(response.body);
    if (!parsed.ok) {
        const problem = `is not a token response: it ${parsed.problem}`;
        throw new InvalidResponseError(request, response.status, problem, '[withheld: credentials response]');
    }
    return parsed.tokens;
}
/**
 * A token-endpoint grant end to end: every argument checked before anything is sent (one
 * `ValidationError` listing all issues), then the request and the one check of its answer.
 */
export function tokenGrant(transport, grant, options = {}) {
    const request = { method: 'POST', route: TOKEN };
    const { clientId } = snowflakeArgs(request, { clientId: grant.clientId });
    const issues = [];
    for (const [name, value] of Object.entries(grant.secrets))
        secretIssue(issues, name, value);
    issues.push(...(grant.issues ?? []));
    if (grant.clientSecret !== undefined && !('clientSecret' in grant.secrets))
        secretIssue(issues, 'clientSecret', grant.clientSecret);
    if (grant.merge !== undefined)
        issues.push(...mergeIssues(grant.merge));
    ensureValid(request, grant.name, issues);
    const form = { ...grant.form(clientId), ...mergeFields(grant.merge) };
    const secrets = [
        ...Object.values(grant.secrets).filter((v) => typeof v === 'string'),
        ...(grant.alsoRedact ?? []),
        grant.clientSecret,
        grant.merge?.externalAuthToken,
    ];
    return tokenRequest(transport, request, form, clientAuth(clientId, grant.clientSecret), secrets, options);
}
