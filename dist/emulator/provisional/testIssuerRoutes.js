import { TEST_ISSUER_PATH } from './testIssuer.js';
export function testIssuerRoutes(issuer) {
    return async (app) => {
        const auth = { noToken: "public: the built-in OIDC test issuer's documents" };
        app.get(`${TEST_ISSUER_PATH}/.well-known/openid-configuration`, { config: { auth } }, async () => ({
            issuer: issuer.issuer,
            jwks_uri: `${issuer.issuer}/jwks`,
            id_token_signing_alg_values_supported: ['ES256'],
            subject_types_supported: ['public'],
            response_types_supported: ['id_token'],
        }));
        app.get(`${TEST_ISSUER_PATH}/jwks`, { config: { auth } }, async () => issuer.jwks());
    };
}
