/**
 * Who may use relationships: a user's Bearer token of the application. The scope lists live here once:
 * reads (the routes' GET, the gateway's READY lists and RELATIONSHIP_* / PRESENCE_UPDATE / USER_UPDATE
 * dispatches, gateway/access.ts) and writes (requests, removals, blocks). A token with neither list's
 * scopes gets 403 50001 Missing Access, not an empty list.
 */
import type { FastifyRequest } from 'fastify';
import { type RouteAuth } from '../routeAuth.js';
/** Scopes any one of which lets a token read relationships and see presence. */
export declare const RELATIONSHIP_READ_SCOPES: readonly string[];
/** Scopes any one of which lets a token change relationships. */
export declare const RELATIONSHIP_WRITE_SCOPES: readonly string[];
/** Who may read relationships (the routes' `config.auth`): a user's token with a read scope, else 50001. */
export declare const RELATIONSHIP_READ_AUTH: RouteAuth;
/** Who may change relationships: a user's token with a write scope, else 50001. */
export declare const RELATIONSHIP_WRITE_AUTH: RouteAuth;
/** A relationship caller: the user, within the token's application (its game relationships). */
export interface RelationshipCaller {
    readonly applicationId: string;
    readonly userId: string;
}
/** The caller of a route that declares {@link RELATIONSHIP_READ_AUTH} or {@link RELATIONSHIP_WRITE_AUTH}. */
export declare function relationshipCaller(request: FastifyRequest): RelationshipCaller;
