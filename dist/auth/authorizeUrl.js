/** Path of the browser-facing authorize endpoint, relative to the service's base URL. */
export const AUTHORIZE_PATH = '/oauth2/authorize';
/** Builds the authorize URL; parameters are percent-encoded by `URLSearchParams`. */
export function buildAuthorizeUrl(params) {
    // Appended rather than resolved, so a base URL with a path prefix keeps it.
    const url = new URL(`${params.baseUrl.replace(/\/+$/, '')}${AUTHORIZE_PATH}`);
    const query = url.searchParams;
    query.set('client_id', params.clientId);
    query.set('response_type', 'code');
    query.set('scope', params.scopes);
    query.set('state', params.state);
    query.set('redirect_uri', params.redirectUri);
    if (params.codeChallenge !== undefined) {
        query.set('code_challenge', params.codeChallenge);
        query.set('code_challenge_method', 'S256');
    }
    if (params.nonce !== undefined)
        query.set('nonce', params.nonce);
    if (params.integrationType !== undefined)
        query.set('integration_type', String(params.integrationType));
    return url.href;
}
