import { IssueCodes } from '../rules/issues.js';
import { codeVerifierProblem } from '../rules/oauth.js';
import { parseUrl } from '../rules/url.js';
import { clientFormRequest, scopeIssue, tokenGrant } from './tokenEndpoint.js';
const REVOKE = '/oauth2/token/revoke';
function verifierIssue(issues, value) {
    const problem = codeVerifierProblem(value);
    if (problem !== undefined) {
        issues.push({
            path: ['codeVerifier'],
            code: IssueCodes.STRING_TYPE_REGEX,
            message: `Must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~ (got ${problem.length} characters).`,
        });
    }
}
function redirectIssue(issues, value) {
    if (parseUrl(value) === undefined) {
        issues.push({
            path: ['redirectUri'],
            code: IssueCodes.STRING_TYPE_REGEX,
            message: 'Must be an absolute URI.',
        });
    }
}
/** Exchanges an authorization code (with its PKCE verifier) for tokens. */
export function exchangeAuthorizationCode(transport, grant, options = {}) {
    const issues = [];
    redirectIssue(issues, grant.redirectUri);
    if (grant.codeVerifier !== undefined)
        verifierIssue(issues, grant.codeVerifier);
    const form = (clientId) => ({
        grant_type: 'authorization_code',
        code: grant.code,
        redirect_uri: grant.redirectUri,
        code_verifier: grant.codeVerifier,
        client_id: clientId,
    });
    return tokenGrant(transport, {
        name: 'authorization code grant',
        clientId: grant.clientId,
        clientSecret: grant.clientSecret,
        secrets: { code: grant.code },
        issues,
        alsoRedact: [grant.codeVerifier],
        merge: grant.merge,
        form,
    }, options);
}
/** Trades a refresh token for new tokens (the refresh token rotates: keep the new one). */
export function refreshAccessToken(transport, grant, options = {}) {
    const form = (clientId) => ({
        grant_type: 'refresh_token',
        refresh_token: grant.refreshToken,
        client_id: clientId,
    });
    const secrets = { refreshToken: grant.refreshToken };
    return tokenGrant(transport, {
        name: 'refresh token grant',
        clientId: grant.clientId,
        clientSecret: grant.clientSecret,
        secrets,
        form,
    }, options);
}
/** The client-credentials grant: a Bearer token for the application itself (HTTP Basic client auth). */
export function clientCredentialsToken(transport, grant, options = {}) {
    const issues = [];
    scopeIssue(issues, grant.scope);
    const form = () => ({ grant_type: 'client_credentials', scope: grant.scope });
    return tokenGrant(transport, {
        name: 'client credentials grant',
        clientId: grant.clientId,
        clientSecret: grant.clientSecret,
        secrets: { clientSecret: grant.clientSecret },
        issues,
        form,
    }, options);
}
/** Revokes an access or refresh token (`POST /api/oauth2/token/revoke`). */
export async function revokeToken(transport, args, options = {}) {
    const issues = [];
    const hint = args.tokenTypeHint;
    if (hint !== undefined && hint !== 'access_token' && hint !== 'refresh_token') {
        issues.push({
            path: ['tokenTypeHint'],
            code: IssueCodes.BASE_TYPE_CHOICES,
            message: "Must be 'access_token' or 'refresh_token'.",
        });
    }
    // A secret given is checked with the token, before the hint (the order a refusal lists them in).
    const secrets = args.clientSecret === undefined
        ? { token: args.token }
        : { token: args.token, clientSecret: args.clientSecret };
    await clientFormRequest(transport, {
        name: 'revocation',
        route: REVOKE,
        clientId: args.clientId,
        clientSecret: args.clientSecret,
        secrets,
        issues,
        form: (clientId) => ({ token: args.token, token_type_hint: hint, client_id: clientId }),
        sensitiveResponse: false,
    }, options);
}
