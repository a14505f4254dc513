import { consentPage, errorPage, HTML_HEADERS } from './consentPage.js';
import { formPageRoutes } from './formPageRoutes.js';
export function authorizeRoutes(oauth) {
    return formPageRoutes('/oauth2/authorize', (query, request) => oauth.authorize(query, request.source), (fields) => oauth.decide(fields), render);
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
