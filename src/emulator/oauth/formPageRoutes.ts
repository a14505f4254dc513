/**
 * A page the emulator serves to a browser and that posts its own form back to itself: GET with the
 * query, POST with the form's fields (form-encoded), each turned into an outcome by the authorization
 * server and rendered by the page's own `render`. The consent page (`/oauth2/authorize`) and the device
 * activation page (`/activate`) are two of these. What a web page elsewhere may not do to them (post the
 * form, load the page as a subresource) is refused here with 403 before the page sees the request
 * (pageFetchMetadata.ts); the form's per-page token is the page's own check (pageTokens.ts).
 */
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { errorPage, HTML_HEADERS } from './consentPage.js';
import { loadRefusal, postRefusal } from './pageFetchMetadata.js';

/** Who sent a page request, for the bounds kept per client and source. */
export interface PageRequest {
  /** The peer's address (`127.0.0.1` on loopback). */
  readonly source: string;
}

/** What the page makes of a request (GET: its query; POST: the submitted form's fields). */
export type PageOutcome<Outcome> = (parameters: Record<string, unknown>, request: PageRequest) => Outcome;

/**
 * No token in `Authorization` (the table of docs/emulator-route-auth.md says so): a page the user's own
 * browser opens; who approves is the page's decision.
 */
const PAGE = {
  config: { auth: { noToken: "public: a page the user's browser opens (its form has a per-page token)" } },
};

/** The routes of the page at `path`: `show` answers GET, `submit` answers POST, `render` writes either. */
export function formPageRoutes<Outcome>(
  path: string,
  show: PageOutcome<Outcome>,
  submit: PageOutcome<Outcome>,
  render: (reply: FastifyReply, outcome: Outcome) => FastifyReply,
): FastifyPluginAsync {
  return async (app) => {
    await app.register(formbody);
    app.get(path, PAGE, async (request, reply) => {
      const refused = loadRefusal(request.headers);
      if (refused !== undefined) return refuse(reply, refused);
      return render(reply, show(request.query as Record<string, unknown>, { source: request.ip }));
    });
    app.post(path, PAGE, async (request, reply) => {
      const refused = postRefusal(request.headers);
      if (refused !== undefined) return refuse(reply, refused);
      return render(reply, submit((request.body ?? {}) as Record<string, unknown>, { source: request.ip }));
    });
  };
}

/** 403 with the reason; nothing of the request was read. */
function refuse(reply: FastifyReply, reason: string): FastifyReply {
  return reply.code(403).headers(HTML_HEADERS).send(errorPage('Request refused', reason));
}
