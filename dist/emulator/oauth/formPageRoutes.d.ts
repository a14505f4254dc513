import type { FastifyPluginAsync, FastifyReply } from 'fastify';
/** Who sent a page request, for the bounds kept per client and source. */
export interface PageRequest {
    /** The peer's address (`127.0.0.1` on loopback). */
    readonly source: string;
}
/** What the page makes of a request (GET: its query; POST: the submitted form's fields). */
export type PageOutcome<Outcome> = (parameters: Record<string, unknown>, request: PageRequest) => Outcome;
/** The routes of the page at `path`: `show` answers GET, `submit` answers POST, `render` writes either. */
export declare function formPageRoutes<Outcome>(path: string, show: PageOutcome<Outcome>, submit: PageOutcome<Outcome>, render: (reply: FastifyReply, outcome: Outcome) => FastifyReply): FastifyPluginAsync;
