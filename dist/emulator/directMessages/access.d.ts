/**
 * Who may use direct messages: a user's Bearer token with one of {@link DIRECT_MESSAGE_SCOPES}, declared
 * by each route as {@link DIRECT_MESSAGE_AUTH} and checked before its handler (routeAuth.ts). The same
 * list decides which gateway sessions receive MESSAGE_* events (gateway/access.ts), so that a token that
 * may send may also see.
 */
import type { FastifyRequest } from 'fastify';
import { type RouteAuth } from '../routeAuth.js';
/** Scopes any one of which lets a token send and read direct messages. */
export declare const DIRECT_MESSAGE_SCOPES: readonly string[];
/** Who may call a direct-message route (its `config.auth`): a user's token with a direct-message scope. */
export declare const DIRECT_MESSAGE_AUTH: RouteAuth;
/** A direct-message caller: the user, within the token's application. */
export interface DirectMessageCaller {
    readonly applicationId: string;
    readonly userId: string;
}
/** The caller of a route that declares {@link DIRECT_MESSAGE_AUTH}. */
export declare function directMessageCaller(request: FastifyRequest): DirectMessageCaller;
