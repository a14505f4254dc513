/**
 * What each route demands of its caller, declared once in the route's `config.auth` and checked once,
 * before the handler, by a preHandler this module attaches to the route when it is registered. Handlers
 * read the admitted caller with {@link callerOf} (or {@link botCallerOf}, {@link userCallerOf}); none
 * checks a token itself, so a route cannot accept more than its declaration says. The same declarations,
 * collected as routes are registered ({@link declaredRoutes}), are the table in
 * docs/emulator-route-auth.md (scripts/routeAuth.ts writes it; a test fails when it is out of date) and
 * the list a test walks to show that every route refuses a token it does not declare.
 *
 * Refusals are the service's (FACTS.md "Errors", docs/service.md): no usable token 401 code 0; a Bot token
 * on a route for users' tokens 403 20001; a Bearer token on a route for bots only 403 20002; a Bearer token
 * of the wrong kind (a user's on an application's route, or the reverse) 401 code 0; a Bearer token
 * without one of the route's scopes 401 code 0, or 403 50001 where the route's domain documents that.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { BearerPrincipal, BotPrincipal, Callers, Principal } from './callers.js';
import { Errors } from './errors.js';
import type { UserRecord } from './records.js';

/**
 * A kind of token: `bot` (`Authorization: Bot <token>`, the application's bot), `user` (a Bearer token
 * that acts for a user: authorization code, device or provisional grant) or `app` (a Bearer token of the
 * application itself: the client-credentials grant).
 */
export type TokenKind = 'bot' | 'user' | 'app';

/** A route that takes a token in `Authorization`. */
export interface TokenAuth {
  /** The kinds of token the route accepts (at least one). */
  readonly tokens: readonly TokenKind[];
  /** A Bearer token needs at least one of these scopes; absent: any scope (a Bot token has none). */
  readonly scopes?: readonly string[] | undefined;
  /**
   * What a Bearer token without those scopes gets: `unauthorized` 401 code 0 (default, the service's
   * answer) or `missingAccess` 403 50001 (where the domain documents that, docs/relationships.md).
   */
  readonly scopeRefusal?: 'unauthorized' | 'missingAccess' | undefined;
}

/**
 * A route that checks no token in `Authorization` before its handler, and why: public (discovery, keys,
 * pages a browser opens), or a credential of another form that the handler checks (client credentials
 * at the token endpoint, the interaction token in the path).
 */
export interface NoTokenAuth {
  /** Who may call it and what the handler checks, in a few words (it is the table's entry). */
  readonly noToken: string;
}

/** What a route demands of its caller (`config.auth`). */
export type RouteAuth = TokenAuth | NoTokenAuth;

/** One registered route and what it demands (`undeclared`: a route without `config.auth`). */
export interface DeclaredRoute {
  readonly method: string;
  /** The route's pattern with its prefix (`/api/v10/lobbies/:lobby_id`). */
  readonly url: string;
  readonly auth: RouteAuth | 'control' | 'undeclared';
}

/** The control API's routes: the control guard (token, Origin, JSON only) in the server's onRequest. */
const CONTROL = 'control' as const;

/** A symbol key keeps the caller out of fastify's public request type. */
const CALLER = Symbol('emulator.caller');
type AdmittedRequest = FastifyRequest & { [CALLER]: Principal | null };

/** The server's list of declared routes, kept on the server itself (no state in this module). */
const DECLARED = Symbol('emulator.declaredRoutes');
type DeclaringServer = FastifyInstance & { [DECLARED]?: DeclaredRoute[] };

/**
 * Declares the request's caller slot and, for every route registered after this (on `app` or a child),
 * records its declaration and attaches the check of a {@link TokenAuth}. Routes under `controlPrefix` are
 * the control API's: its own guard runs before any route, so they declare nothing here.
 */
export function installRouteAuth(app: FastifyInstance, callers: Callers, controlPrefix: string): void {
  app.decorateRequest(CALLER, null);
  const routes: DeclaredRoute[] = [];
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
    if (auth !== undefined && 'tokens' in auth) attachCheck(route, callers, auth);
  });
}

/** Every route registered on `app` (by method, in registration order) and what it demands. */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  const routes = (app as DeclaringServer)[DECLARED];
  if (routes === undefined)
    throw new Error('declaredRoutes: this server was not built with installRouteAuth');
  return routes;
}

/**
 * Checks a request's token against a declaration: the admitted caller, or the service's refusal
 * (see the file header for which).
 */
export function admit(callers: Callers, request: FastifyRequest, auth: TokenAuth): Principal {
  const principal = callers.identify(request);
  if (principal.kind === 'bot') {
    if (!auth.tokens.includes('bot')) throw Errors.botsCannotUse();
    return principal;
  }
  const user = auth.tokens.includes('user');
  const app = auth.tokens.includes('app');
  if (!user && !app) throw Errors.onlyBotsCanUse();
  if (!(principal.user === null ? app : user)) throw Errors.unauthorized();
  if (auth.scopes !== undefined && !auth.scopes.some((scope) => principal.scopes.has(scope)))
    throw auth.scopeRefusal === 'missingAccess' ? Errors.missingAccess() : Errors.unauthorized();
  return principal;
}

/** Puts the check first in the route's preHandlers (after body parsing, as a handler's own check was). */
function attachCheck(route: RouteOptions, callers: Callers, auth: TokenAuth): void {
  if (auth.tokens.length === 0)
    throw new TypeError(`${route.url}: config.auth.tokens names no kind of token`);
  const check = (request: FastifyRequest, _reply: unknown, done: () => void): void => {
    (request as AdmittedRequest)[CALLER] = admit(callers, request, auth);
    done();
  };
  const existing = route.preHandler;
  route.preHandler = existing === undefined ? check : [check, ...[existing].flat()];
}

/** The caller the route's declaration admitted. Throws (a 500: a bug) on a route that declares no token. */
export function callerOf(request: FastifyRequest): Principal {
  const principal = (request as AdmittedRequest)[CALLER];
  if (principal === null || principal === undefined)
    throw new Error(`${request.routeOptions.url ?? request.url}: the route declares no token (config.auth)`);
  return principal;
}

/** The admitted caller of a route that accepts only the bot. */
export function botCallerOf(request: FastifyRequest): BotPrincipal {
  const principal = callerOf(request);
  if (principal.kind !== 'bot') throw Errors.onlyBotsCanUse();
  return principal;
}

/** The admitted caller of a route that accepts only a user's Bearer token. */
export function userCallerOf(request: FastifyRequest): BearerPrincipal & { readonly user: UserRecord } {
  const principal = callerOf(request);
  if (principal.kind !== 'bearer') throw Errors.botsCannotUse();
  if (principal.user === null) throw Errors.unauthorized();
  return principal as BearerPrincipal & { readonly user: UserRecord };
}
