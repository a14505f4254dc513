/**
 * Who may use direct messages: a user's Bearer token with one of {@link DIRECT_MESSAGE_SCOPES}. The same
 * list decides which gateway sessions receive MESSAGE_* events (gateway/access.ts), so that a token that
 * may send may also see.
 */
import type { FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../context.js';
/** Scopes any one of which lets a token send and read direct messages. */
export declare const DIRECT_MESSAGE_SCOPES: readonly string[];
/** A direct-message caller: the user, within the token's application. */
export interface DirectMessageCaller {
    readonly applicationId: string;
    readonly userId: string;
}
/** The caller of a direct-message route (401/403 as for any route otherwise). */
export declare function directMessageCaller(ctx: EmulatorContext, request: FastifyRequest): DirectMessageCaller;
