import { KNOWN_SCOPES } from './scopes.js';
export async function discoveryRoutes(app) {
    const ctx = app.emulator;
    const auth = { noToken: 'public: the OpenID Connect discovery document' };
    app.get('/.well-known/openid-configuration', { config: { auth } }, async () => {
        const base = ctx.baseUrl;
        return {
            issuer: base,
            authorization_endpoint: `${base}/oauth2/authorize`,
            token_endpoint: `${base}/api/oauth2/token`,
            device_authorization_endpoint: `${base}/api/oauth2/device/authorize`,
            revocation_endpoint: `${base}/api/oauth2/token/revoke`,
            userinfo_endpoint: `${base}/api/oauth2/userinfo`,
            jwks_uri: `${base}/api/oauth2/keys`,
            scopes_supported: [...KNOWN_SCOPES],
            response_types_supported: ['code'],
            response_modes_supported: ['query'],
            grant_types_supported: [
                'authorization_code',
                'refresh_token',
                'client_credentials',
                'urn:ietf:params:oauth:grant-type:device_code',
                'urn:ietf:params:oauth:grant-type:token-exchange',
            ],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ctx.keys.algorithms(),
            token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
            revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
            code_challenge_methods_supported: ['S256'],
            claims_supported: [
                'sub',
                'aud',
                'exp',
                'iat',
                'iss',
                'auth_time',
                'nonce',
                'at_hash',
                'email',
                'email_verified',
                'locale',
                'nickname',
                'picture',
                'preferred_username',
            ],
        };
    });
}
