/**
 * GET /oauth2/authorize (browser): checks the request, then shows the consent page or, in the scripted
 * modes set through the control API, decides at once. POST /oauth2/authorize receives the page's form.
 * Errors about the client or the redirect URI are shown, never redirected (RFC 6749 4.1.2.1); the others
 * go back to the redirect URI as `error` parameters.
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomToken } from '../../crypto/randomToken.js';
import { secretHash } from '../auth.js';
import { consentPage, errorPage, HTML_HEADERS } from '../consentPage.js';
import type { EmulatorContext } from '../context.js';
import { upsertGrant } from '../grants.js';
import { isS256Challenge, redirectUriAllowed } from '../oauthChecks.js';
import type { ApplicationRecord, CodeRecord, UserRecord } from '../records.js';
import { parseScopes } from '../scopes.js';

/** A validated authorization request waiting for the user's decision. */
interface PendingAuthorization {
  app: ApplicationRecord;
  redirectUri: string;
  scopes: string[];
  state: string | null;
  codeChallenge: string | null;
  nonce: string | null;
  expiresAt: number;
}

/** How long the consent page stays answerable. */
const PENDING_TTL_MS = 10 * 60 * 1000;
const MAX_PENDING = 1000;
const MAX_PARAM = 2048;

class RedirectError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export async function authorizeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(formbody);
  const ctx = app.emulator;
  const pending = new Map<string, PendingAuthorization>();

  app.get('/oauth2/authorize', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const param = (name: string): string | undefined => {
      const value = query[name];
      if (value === undefined) return undefined;
      if (typeof value !== 'string' || value.length > MAX_PARAM)
        throw new TypeError(`${name} must be given once, as text`);
      return value;
    };

    let client: ApplicationRecord | undefined;
    let redirectUri: string | undefined;
    let state: string | null = null;
    try {
      const clientId = param('client_id');
      client = clientId === undefined ? undefined : ctx.store.applications.get(clientId);
      if (!client)
        return htmlError(
          reply,
          400,
          'Unknown application',
          'client_id does not name a registered application.',
        );
      redirectUri = param('redirect_uri');
      if (redirectUri === undefined) {
        return htmlError(reply, 400, 'Invalid redirect_uri', 'redirect_uri is required.');
      }
      if (!redirectUriAllowed(redirectUri, client.redirectUris)) {
        return htmlError(
          reply,
          400,
          'Invalid redirect_uri',
          'redirect_uri is not registered for this application.',
        );
      }
    } catch (error) {
      return htmlError(reply, 400, 'Invalid request', (error as Error).message);
    }

    try {
      state = param('state') ?? null;
      const authorization = checkRequest(ctx, client, redirectUri, state, param);
      const prompt = param('prompt');
      if (prompt === 'none') {
        const user = silentUser(ctx, client, authorization.scopes);
        if (!user) throw new RedirectError('consent_required', 'the user has not granted these scopes yet');
        return redirectWithCode(ctx, reply, authorization, user, 302);
      }
      const { mode } = ctx.settings.consent;
      if (mode === 'deny') throw new RedirectError('access_denied', 'the user denied the request');
      if (mode === 'approve') {
        const user = consentingUser(ctx, null);
        if (!user)
          return htmlError(reply, 409, 'No user to sign in', 'Seed a user through the control API first.');
        return redirectWithCode(ctx, reply, authorization, user, 302);
      }
      const users = [...ctx.store.users.values()].filter((user) => !user.bot);
      if (users.length === 0)
        return htmlError(reply, 409, 'No user to sign in', 'Seed a user through the control API first.');
      const requestId = randomToken(24);
      if (pending.size >= MAX_PENDING) pending.delete(pending.keys().next().value as string);
      pending.set(requestId, authorization);
      const selected = consentingUser(ctx, null)?.id ?? null;
      return reply
        .code(200)
        .headers(HTML_HEADERS)
        .send(
          consentPage({
            requestId,
            appName: client.name,
            scopes: authorization.scopes,
            redirectUri,
            users,
            selectedUserId: selected,
          }),
        );
    } catch (error) {
      if (error instanceof RedirectError || error instanceof TypeError) {
        const code = error instanceof RedirectError ? error.error : 'invalid_request';
        return redirectWithError(reply, redirectUri, state, code, error.message, 302);
      }
      throw error;
    }
  });

  app.post('/oauth2/authorize', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const requestId = typeof body.request_id === 'string' ? body.request_id : '';
    const authorization = pending.get(requestId);
    pending.delete(requestId);
    if (!authorization || ctx.clock.now() >= authorization.expiresAt) {
      return htmlError(
        reply,
        400,
        'This authorization request has expired',
        'Start the sign-in again from the application.',
      );
    }
    if (body.decision === 'approve') {
      const user = consentingUser(ctx, typeof body.user_id === 'string' ? body.user_id : null);
      if (!user) return htmlError(reply, 400, 'Unknown user', 'Pick one of the listed users.');
      return redirectWithCode(ctx, reply, authorization, user, 303);
    }
    if (body.decision === 'deny') {
      return redirectWithError(
        reply,
        authorization.redirectUri,
        authorization.state,
        'access_denied',
        'the user denied the request',
        303,
      );
    }
    return htmlError(reply, 400, 'Invalid decision', 'decision must be approve or deny.');
  });
}

/** Checks everything after client and redirect URI; errors from here on are redirected. */
function checkRequest(
  ctx: EmulatorContext,
  app: ApplicationRecord,
  redirectUri: string,
  state: string | null,
  param: (name: string) => string | undefined,
): PendingAuthorization {
  const responseType = param('response_type');
  if (responseType !== 'code') {
    throw new RedirectError('unsupported_response_type', 'response_type must be "code"');
  }
  const scopeParam = param('scope');
  const parsed = scopeParam === undefined ? undefined : parseScopes(scopeParam);
  if (!parsed) throw new RedirectError('invalid_scope', 'scope is required (space-separated scopes)');
  if ('unknown' in parsed)
    throw new RedirectError('invalid_scope', `unknown scope: ${parsed.unknown.join(', ').slice(0, 200)}`);

  const challenge = param('code_challenge') ?? null;
  const method = param('code_challenge_method');
  if (method !== undefined && method !== 'S256') {
    throw new RedirectError('invalid_request', 'code_challenge_method must be S256 (plain is not supported)');
  }
  if (challenge !== null) {
    if (method === undefined) {
      throw new RedirectError(
        'invalid_request',
        'code_challenge_method is required and must be S256 (plain is not supported)',
      );
    }
    if (!isS256Challenge(challenge)) {
      throw new RedirectError(
        'invalid_request',
        'code_challenge must be the base64url SHA-256 of the verifier (43 characters)',
      );
    }
  } else if (app.publicClient) {
    throw new RedirectError(
      'invalid_request',
      'PKCE is required for public clients: send code_challenge with S256',
    );
  } else if (method !== undefined) {
    throw new RedirectError('invalid_request', 'code_challenge_method given without code_challenge');
  }
  const nonce = param('nonce') ?? null;
  return {
    app,
    redirectUri,
    scopes: parsed.scopes,
    state,
    codeChallenge: challenge,
    nonce,
    expiresAt: ctx.clock.now() + PENDING_TTL_MS,
  };
}

/** The user that approves: the one picked, else the control API's choice, else the first person seeded. */
function consentingUser(ctx: EmulatorContext, picked: string | null): UserRecord | undefined {
  const id = picked ?? ctx.settings.consent.userId;
  if (id !== null) {
    const user = ctx.store.users.get(id);
    return user && !user.bot ? user : undefined;
  }
  for (const user of ctx.store.users.values()) if (!user.bot) return user;
  return undefined;
}

/** prompt=none: the user whose live grant to the app already covers the scopes. */
function silentUser(ctx: EmulatorContext, app: ApplicationRecord, scopes: string[]): UserRecord | undefined {
  const user = consentingUser(ctx, null);
  if (!user) return undefined;
  for (const grant of ctx.store.grants.values()) {
    if (grant.applicationId !== app.id || grant.userId !== user.id || grant.revokedAt !== null) continue;
    if (scopes.every((scope) => grant.scopes.includes(scope))) return user;
  }
  return undefined;
}

function redirectWithCode(
  ctx: EmulatorContext,
  reply: FastifyReply,
  authorization: PendingAuthorization,
  user: UserRecord,
  status: 302 | 303,
): FastifyReply {
  const now = ctx.clock.now();
  const grant = upsertGrant(ctx, authorization.app.id, user.id, authorization.scopes);
  const code = randomToken(32);
  const record: CodeRecord = {
    hash: secretHash(code),
    applicationId: authorization.app.id,
    userId: user.id,
    grantId: grant.id,
    scopes: authorization.scopes,
    redirectUri: authorization.redirectUri,
    codeChallenge: authorization.codeChallenge,
    nonce: authorization.nonce,
    authTime: now,
    expiresAt: now + ctx.settings.codeTtlMs,
    usedAt: null,
    issued: [],
  };
  ctx.store.codes.set(record.hash, record);
  const target = new URL(authorization.redirectUri);
  target.searchParams.set('code', code);
  if (authorization.state !== null) target.searchParams.set('state', authorization.state);
  return reply.code(status).header('cache-control', 'no-store').redirect(target.href, status);
}

function redirectWithError(
  reply: FastifyReply,
  redirectUri: string | undefined,
  state: string | null,
  error: string,
  description: string,
  status: 302 | 303,
): FastifyReply {
  if (redirectUri === undefined) return htmlError(reply, 400, 'Invalid request', description);
  const target = new URL(redirectUri);
  target.searchParams.set('error', error);
  target.searchParams.set('error_description', description);
  if (state !== null) target.searchParams.set('state', state);
  return reply.header('cache-control', 'no-store').redirect(target.href, status);
}

function htmlError(reply: FastifyReply, status: number, title: string, detail: string): FastifyReply {
  return reply.code(status).headers(HTML_HEADERS).send(errorPage(title, detail));
}
