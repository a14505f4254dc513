/**
 * Who may use direct messages: a user's Bearer token with one of {@link DIRECT_MESSAGE_SCOPES}, declared
 * by each route as {@link DIRECT_MESSAGE_AUTH} and checked before its handler (routeAuth.ts). The same
 * list decides which gateway sessions receive MESSAGE_* events (gateway/access.ts), so that a token that
 * may send may also see.
 */
import type { FastifyRequest } from 'fastify';
import { type RouteAuth, userCallerOf } from '../routeAuth.js';

/** Scopes any one of which lets a token send and read direct messages. */
export const DIRECT_MESSAGE_SCOPES: readonly string[] = ['sdk.social_layer', 'dm_channels.read'];

/** Who may call a direct-message route (its `config.auth`): a user's token with a direct-message scope. */
export const DIRECT_MESSAGE_AUTH: RouteAuth = { tokens: ['user'], scopes: DIRECT_MESSAGE_SCOPES };

/** A direct-message caller: the user, within the token's application. */
export interface DirectMessageCaller {
  readonly applicationId: string;
  readonly userId: string;
}

/** The caller of a route that declares {@link DIRECT_MESSAGE_AUTH}. */
export function directMessageCaller(request: FastifyRequest): DirectMessageCaller {
  const principal = userCallerOf(request);
  return { applicationId: principal.application.id, userId: principal.user.id };
}
