import { Errors } from './errors.js';
/** The control API's routes: the control guard (token, Origin, JSON only) in the server's onRequest. */
const CONTROL = 'control';
/** A symbol key keeps the caller out of fastify's public request type. */
const CALLER = Symbol('emulator.caller');
/** The server's list of declared routes, kept on the server itself (no state in this module). */
const DECLARED = Symbol('emulator.declaredRoutes');
/**
 * Declares the request's caller slot and, for every route registered after this (on `app` or a child),
 * records its declaration and attaches the check of a {@link TokenAuth}. Routes under `controlPrefix` are
 * the control API's: its own guard runs before any route, so they declare nothing here.
 */
export function installRouteAuth(app, callers, controlPrefix) {
    app.decorateRequest(CALLER, null);
    const routes = [];
    app.decorate(DECLARED, routes);
    app.addHook('onRoute', (route) => {
        const auth = route.config?.auth;
        const control = route.url === controlPrefix || route.url.startsWith(`${controlPrefix}/`);
        for (const method of [route.method].flat())
            routes.push({
                method: String(method),
                url: route.url,
                auth: control ? CONTROL : (auth ?? 'undeclared'),
            });
        if (auth !== undefined && 'tokens' in auth)
            attachCheck(route, callers, auth);
    });
}
/** Every route registered on `app` (by method, in registration order) and what it demands. */
export function declaredRoutes(app) {
    const routes = app[DECLARED];
    if (routes === undefined)
        throw new Error('declaredRoutes: this server was not built with installRouteAuth');
    return routes;
}
/**
 * Checks a request's token against a declaration: the admitted caller, or the service's refusal
 * (see the file header for which).
 */
export function admit(callers, request, auth) {
    const principal = callers.identify(request);
    if (principal.kind === 'bot') {
        if (!auth.tokens.includes('bot'))
            throw Errors.botsCannotUse();
        return principal;
    }
    const user = auth.tokens.includes('user');
    const app = auth.tokens.includes('app');
    if (!user && !app)
        throw Errors.onlyBotsCanUse();
    if (!(principal.user === null ? app : user))
        throw Errors.unauthorized();
    if (auth.scopes !== undefined && !auth.scopes.some((scope) => principal.scopes.has(scope)))
        throw auth.scopeRefusal === 'missingAccess' ? Errors.missingAccess() : Errors.unauthorized();
    return principal;
}
/** Puts the check first in the route's preHandlers (after body parsing, as a handler's own check was). */
function attachCheck(route, callers, auth) {
    if (auth.tokens.length === 0)
        throw new TypeError(`${route.url}: config.auth.tokens names no kind of token`);
    const check = (request, _reply, done) => {
        request[CALLER] = admit(callers, request, auth);
        done();
    };
    const existing = route.preHandler;
    route.preHandler = existing === undefined ? check : [check, ...[existing].flat()];
}
/** The caller the route's declaration admitted. Throws (a 500: a bug) on a route that declares no token. */
export function callerOf(request) {
    const principal = request[CALLER];
    if (principal === null || principal === undefined)
        throw new Error(`${request.routeOptions.url ?? request.url}: the route declares no token (config.auth)`);
    return principal;
}
/** The admitted caller of a route that accepts only the bot. */
export function botCallerOf(request) {
    const principal = callerOf(request);
    if (principal.kind !== 'bot')
        throw Errors.onlyBotsCanUse();
    return principal;
}
/** The admitted caller of a route that accepts only a user's Bearer token. */
export function userCallerOf(request) {
    const principal = callerOf(request);
    if (principal.kind !== 'bearer')
        throw Errors.botsCannotUse();
    if (principal.user === null)
        throw Errors.unauthorized();
    return principal;
}
