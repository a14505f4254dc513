/**
 * The device grant over HTTP: `POST /oauth2/device/authorize` (form `scope`, client authenticated as at
 * the token endpoint; mounted under `/api` and `/api/v10` like the rest of the OAuth API) and the
 * activation page `GET`/`POST /activate` at the origin's root (the `verification_uri`).
 */
import formbody from '@fastify/formbody';
import { HTML_HEADERS } from './consentPage.js';
import { NO_STORE } from './errors.js';
import { formPageRoutes } from './formPageRoutes.js';
import { formOf } from './routes.js';
/** `POST /oauth2/device/authorize`. */
export function deviceAuthorizeRoutes(oauth) {
    return async (app) => {
        await app.register(formbody);
        app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
        app.post('/oauth2/device/authorize', {
            config: {
                bucket: 'oauth2.device.authorize',
                auth: { noToken: 'the client authenticates itself, as at the token endpoint' },
            },
        }, async (request, reply) => reply
            .code(200)
            .headers(NO_STORE)
            .send(oauth.deviceAuthorize(request.headers.authorization, formOf(request), request.ip)));
    };
}
/** `GET /activate` and `POST /activate`. */
export function activationRoutes(oauth) {
    return formPageRoutes('/activate', (query) => oauth.activationForm(query), (fields) => oauth.activate(fields), render);
}
function render(reply, outcome) {
    reply.code(outcome.status).headers(HTML_HEADERS);
    if (outcome.retryAfterS !== undefined)
        reply.header('retry-after', String(outcome.retryAfterS));
    return reply.send(outcome.html);
}
