/**
 * A page the emulator serves to a browser and that posts its own form back to itself: GET with the
 * query, POST with the form's fields (form-encoded), each turned into an outcome by the authorization
 * server and rendered by the page's own `render`. The consent page (`/oauth2/authorize`) and the device
 * activation page (`/activate`) are two of these.
 */
import formbody from '@fastify/formbody';
/** The routes of the page at `path`: `show` answers GET, `submit` answers POST, `render` writes either. */
export function formPageRoutes(path, show, submit, render) {
    return async (app) => {
        await app.register(formbody);
        app.get(path, async (request, reply) => render(reply, show(request.query)));
        app.post(path, async (request, reply) => render(reply, submit((request.body ?? {}))));
    };
}
