/**
 * Who may use direct messages: a user's Bearer token with one of {@link DIRECT_MESSAGE_SCOPES}. The same
 * list decides which gateway sessions receive MESSAGE_* events (gateway/access.ts), so that a token that
 * may send may also see.
 */
import type { FastifyRequest } from 'fastify';
import { authenticate } from '../callers.js';
import type { EmulatorContext } from '../context.js';
import { Errors } from '../errors.js';

/** Scopes any one of which lets a token send and read direct messages. */
export const DIRECT_MESSAGE_SCOPES: readonly string[] = ['sdk.social_layer', 'dm_channels.read'];

const DM_CALLER = { bearer: true, anyScope: DIRECT_MESSAGE_SCOPES, userRequired: true } as const;

/** A direct-message caller: the user, within the token's application. */
export interface DirectMessageCaller {
  readonly applicationId: string;
  readonly userId: string;
}

/** The caller of a direct-message route (401/403 as for any route otherwise). */
export function directMessageCaller(ctx: EmulatorContext, request: FastifyRequest): DirectMessageCaller {
  const principal = authenticate(ctx, request, DM_CALLER);
  if (!principal.user) throw Errors.unauthorized();
  return { applicationId: principal.application.id, userId: principal.user.id };
}
