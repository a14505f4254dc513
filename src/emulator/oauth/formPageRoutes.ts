/**
 * A page the emulator serves to a browser and that posts its own form back to itself: GET with the
 * query, POST with the form's fields (form-encoded), each turned into an outcome by the authorization
 * server and rendered by the page's own `render`. The consent page (`/oauth2/authorize`) and the device
 * activation page (`/activate`) are two of these.
 */
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

/** What the page makes of a request (GET: its query; POST: the submitted form's fields). */
export type PageOutcome<Outcome> = (parameters: Record<string, unknown>) => Outcome;

/** The routes of the page at `path`: `show` answers GET, `submit` answers POST, `render` writes either. */
export function formPageRoutes<Outcome>(
  path: string,
  show: PageOutcome<Outcome>,
  submit: PageOutcome<Outcome>,
  render: (reply: FastifyReply, outcome: Outcome) => FastifyReply,
): FastifyPluginAsync {
  return async (app) => {
    await app.register(formbody);
    app.get(path, async (request, reply) => render(reply, show(request.query as Record<string, unknown>)));
    app.post(path, async (request, reply) =>
      render(reply, submit((request.body ?? {}) as Record<string, unknown>)),
    );
  };
}
