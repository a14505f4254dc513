/**
 * A page the emulator serves to a browser and that posts its own form back to itself: GET with the
 * query, POST with the form's fields (form-encoded), each turned into an outcome by the authorization
 * server and rendered by the page's own `render`. The consent page (`/oauth2/authorize`) and the device
 * activation page (`/activate`) are two of these. What a web page elsewhere may not do to them (post the
 * form, load the page as a subresource) is refused here with 403 before the page sees the request
 * (pageFetchMetadata.ts); the form's per-page token is the page's own check (pageTokens.ts).
 */
import formbody from '@fastify/formbody';
import { errorPage, HTML_HEADERS } from './consentPage.js';
import { loadRefusal, postRefusal } from './pageFetchMetadata.js';
/**
 * No token in `Authorization` (the table of docs/emulator-route-auth.md says so): a page the user's own
 * browser opens; who approves is the page's decision.
 */
const PAGE = {
    config: { auth: { noToken: "public: a page the user's browser opens (its form has a per-page token)" } },
};
/** The routes of the page at `path`: `show` answers GET, `submit` answers POST, `render` writes either. */
export function formPageRoutes(path, show, submit, render) {
    return async (app) => {
        await app.register(formbody);
        app.get(path, PAGE, async (request, reply) => {
            const refused = loadRefusal(request.headers);
            if (refused !== undefined)
                return refuse(reply, refused);
            return render(reply, show(request.query, { source: request.ip }));
        });
        app.post(path, PAGE, async (request, reply) => {
            const refused = postRefusal(request.headers);
            if (refused !== undefined)
                return refuse(reply, refused);
            return render(reply, submit((request.body ?? {}), { source: request.ip }));
        });
    };
}
/** 403 with the reason; nothing of the request was read. */
function refuse(reply, reason) {
    return reply.code(403).headers(HTML_HEADERS).send(errorPage('Request refused', reason));
}
