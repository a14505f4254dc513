/**
 * GET /oauth2/authorize (browser) and POST /oauth2/authorize (the consent page's form). The decisions are
 * the authorization server's (oauth/authorization.ts); this renders them as HTML or redirects.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AuthorizeOutcome } from './authorization.js';
import type { AuthorizationServer } from './authorizationServer.js';
import { consentPage, errorPage, HTML_HEADERS } from './consentPage.js';
import { formPageRoutes } from './formPageRoutes.js';

export function authorizeRoutes(oauth: AuthorizationServer): FastifyPluginAsync {
  return formPageRoutes(
    '/oauth2/authorize',
    (query, request) => oauth.authorize(query, request.source),
    (fields) => oauth.decide(fields),
    render,
  );
}

function render(reply: FastifyReply, outcome: AuthorizeOutcome): FastifyReply {
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
