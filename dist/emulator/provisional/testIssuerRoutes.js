import { TEST_ISSUER_PATH } from './testIssuer.js';
export function testIssuerRoutes(issuer) {
    return async (app) => {
        app.get(`${TEST_ISSUER_PATH}/.well-known/openid-configuration`, async () => ({
            issuer: issuer.issuer,
            jwks_uri: `${issuer.issuer}/jwks`,
            id_token_signing_alg_values_supported: ['ES256'],
            subject_types_supported: ['public'],
            response_types_supported: ['id_token'],
        }));
        app.get(`${TEST_ISSUER_PATH}/jwks`, async () => issuer.jwks());
    };
}
