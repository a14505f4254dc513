/**
 * Who may use relationships: a user's Bearer token of the application. The scope lists live here once:
 * reads (the routes' GET, the gateway's READY lists and RELATIONSHIP_* / PRESENCE_UPDATE / USER_UPDATE
 * dispatches, gateway/access.ts) and writes (requests, removals, blocks). A token with neither list's
 * scopes gets 403 50001 Missing Access, not an empty list.
 */
import type { FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../context.js';
/** Scopes any one of which lets a token read relationships and see presence. */
export declare const RELATIONSHIP_READ_SCOPES: readonly string[];
/** Scopes any one of which lets a token change relationships. */
export declare const RELATIONSHIP_WRITE_SCOPES: readonly string[];
/** A relationship caller: the user, within the token's application (its game relationships). */
export interface RelationshipCaller {
    readonly applicationId: string;
    readonly userId: string;
}
/** The caller of a relationship route: 401 without a user's token, 403 50001 without the scopes. */
export declare function relationshipCaller(ctx: EmulatorContext, request: FastifyRequest, access: 'read' | 'write'): RelationshipCaller;
