/**
 * GET /oauth2/authorize (browser) and POST /oauth2/authorize (the consent page's form). The decisions are
 * the authorization server's (oauth/authorization.ts); this renders them as HTML or redirects.
 */
import formbody from '@fastify/formbody';
import { consentPage, errorPage, HTML_HEADERS } from './consentPage.js';
export function authorizeRoutes(oauth) {
    return async (app) => {
        await app.register(formbody);
        app.get('/oauth2/authorize', async (request, reply) => render(reply, oauth.authorize(request.query)));
        app.post('/oauth2/authorize', async (request, reply) => render(reply, oauth.decide((request.body ?? {}))));
    };
}
function render(reply, outcome) {
    switch (outcome.kind) {
        case 'page':
            return reply.code(outcome.status).headers(HTML_HEADERS).send(errorPage(outcome.title, outcome.detail));
        case 'redirect':
            return reply
                .code(outcome.status)
                .header('cache-control', 'no-store')
                .redirect(outcome.location, outcome.status);
        case 'consent':
            return reply.code(200).headers(HTML_HEADERS).send(consentPage(outcome.page));
    }
}
