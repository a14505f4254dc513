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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BearerPrincipal, BotPrincipal, Callers, Principal } from './callers.js';
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
/**
 * Declares the request's caller slot and, for every route registered after this (on `app` or a child),
 * records its declaration and attaches the check of a {@link TokenAuth}. Routes under `controlPrefix` are
 * the control API's: its own guard runs before any route, so they declare nothing here.
 */
export declare function installRouteAuth(app: FastifyInstance, callers: Callers, controlPrefix: string): void;
/** Every route registered on `app` (by method, in registration order) and what it demands. */
export declare function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[];
/**
 * Checks a request's token against a declaration: the admitted caller, or the service's refusal
 * (see the file header for which).
 */
export declare function admit(callers: Callers, request: FastifyRequest, auth: TokenAuth): Principal;
/** The caller the route's declaration admitted. Throws (a 500: a bug) on a route that declares no token. */
export declare function callerOf(request: FastifyRequest): Principal;
/** The admitted caller of a route that accepts only the bot. */
export declare function botCallerOf(request: FastifyRequest): BotPrincipal;
/** The admitted caller of a route that accepts only a user's Bearer token. */
export declare function userCallerOf(request: FastifyRequest): BearerPrincipal & {
    readonly user: UserRecord;
};
