/**
 * The OAuth2 API under `/api` (and `/api/v10`): token (form-encoded only), revoke (RFC 7009), JWKS,
 * userinfo and the current authorization. Token errors use RFC 6749 bodies.
 */
import formbody from '@fastify/formbody';
import { Errors } from '../errors.js';
import { callerOf, userCallerOf } from '../routeAuth.js';
import { applicationWire, publicUser } from '../wire.js';
import { NO_STORE, OAuthErrorResponse } from './errors.js';
const FORM = 'application/x-www-form-urlencoded';
export function oauthApiRoutes(oauth) {
    return async (app) => {
        await app.register(formbody);
        // Any other body type reaches the handler as text and is refused there with an RFC 6749 error.
        app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
        const ctx = app.emulator;
        // Not async: client_credentials is answered at once (no promise per request); the user grants,
        // which may sign an id_token, answer when their promise settles.
        const tokenEndpoint = {
            noToken: 'the client authenticates itself (Basic or form client_id/client_secret, or PKCE)',
        };
        app.post('/oauth2/token', { config: { bucket: 'oauth2.token', auth: tokenEndpoint } }, (request, reply) => {
            const response = oauth.token(request.headers.authorization, formOf(request));
            if (response instanceof Promise)
                return response.then((body) => sendTokens(reply, body));
            sendTokens(reply, response);
        });
        app.post('/oauth2/token/revoke', { config: { bucket: 'oauth2.token.revoke', auth: tokenEndpoint } }, async (request, reply) => {
            oauth.revoke(request.headers.authorization, formOf(request));
            return reply.code(200).headers(NO_STORE).send({});
        });
        app.get('/oauth2/keys', { config: { bucket: 'oauth2.keys', auth: { noToken: 'public: the ID-token signing keys' } } }, async () => ctx.keys.jwks());
        const userinfo = { tokens: ['user'], scopes: ['openid'] };
        app.get('/oauth2/userinfo', { config: { bucket: 'oauth2.userinfo', auth: userinfo } }, async (request) => {
            const principal = userCallerOf(request);
            const user = principal.user;
            const info = {
                sub: user.id,
                preferred_username: user.username,
                nickname: user.global_name,
                locale: user.locale,
            };
            if (user.avatar)
                info.picture = `https://cdn.emulator.invalid/avatars/${user.id}/${user.avatar}.png`;
            if (principal.scopes.has('email')) {
                info.email = user.email;
                info.email_verified = user.verified;
            }
            return info;
        });
        // Any Bearer token (a user's or the application's own), as before; the bot is not accepted here.
        const bearer = { tokens: ['user', 'app'] };
        app.get('/oauth2/@me', { config: { bucket: 'oauth2.@me', auth: bearer } }, async (request) => {
            const principal = callerOf(request);
            if (principal.kind !== 'bearer')
                throw Errors.botsCannotUse();
            const out = {
                application: applicationWire(principal.application),
                scopes: [...principal.scopes],
                expires: new Date(principal.token.expiresAt ?? ctx.clock.now()).toISOString(),
            };
            if (principal.user)
                out.user = publicUser(principal.user);
            return out;
        });
    };
}
/** The form body; anything else is refused (the token endpoint is form-encoded only). */
export function formOf(request) {
    const header = request.headers['content-type'];
    // The exact spelling clients send needs no splitting or case folding.
    const type = header === FORM
        ? FORM
        : String(header ?? '')
            .split(';')[0]
            ?.trim()
            .toLowerCase();
    if (type !== FORM || typeof request.body !== 'object' || request.body === null) {
        throw new OAuthErrorResponse('invalid_request', `the body must be ${FORM}`);
    }
    return request.body;
}
/** A successful token response (RFC 6749 5.1: never cached). */
function sendTokens(reply, response) {
    reply.code(200).headers(NO_STORE).send(response);
}
