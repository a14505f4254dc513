import type { FastifyPluginAsync, FastifyReply } from 'fastify';
/** What the page makes of a request (GET: its query; POST: the submitted form's fields). */
export type PageOutcome<Outcome> = (parameters: Record<string, unknown>) => Outcome;
/** The routes of the page at `path`: `show` answers GET, `submit` answers POST, `render` writes either. */
export declare function formPageRoutes<Outcome>(path: string, show: PageOutcome<Outcome>, submit: PageOutcome<Outcome>, render: (reply: FastifyReply, outcome: Outcome) => FastifyReply): FastifyPluginAsync;
