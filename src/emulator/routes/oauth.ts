/**
 * The OAuth2 API under `/api` (and `/api/v10`): token (form-encoded only), revoke (RFC 7009), JWKS,
 * userinfo and the current authorization. Token errors use RFC 6749 bodies.
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticateBearer, safeEqual, secretHash } from '../auth.js';
import type { EmulatorContext } from '../context.js';
import { Errors, OAuthError } from '../errors.js';
import {
  deauthorize,
  issueTokens,
  REFRESH_REUSE_EVENT,
  revokeGrant,
  revokeToken,
  storeTokens,
} from '../grants.js';
import { s256, verifierProblem } from '../oauthChecks.js';
import type { ApplicationRecord } from '../records.js';
import { CLIENT_CREDENTIALS_SCOPES, parseScopes } from '../scopes.js';
import { applicationWire, publicUser } from '../wire.js';

const FORM = 'application/x-www-form-urlencoded';
const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' } as const;

/** The authenticated client of a token or revoke request. */
interface ClientAuth {
  app: ApplicationRecord;
  /** True when a client secret was presented and matched. */
  confidential: boolean;
  basic: boolean;
}

export async function oauthApiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(formbody);
  // Any other body type reaches the handler as text and is refused there with an RFC 6749 error.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const ctx = app.emulator;

  app.post('/oauth2/token', { config: { bucket: 'oauth2.token' } }, (request, reply) => {
    const form = formOf(request);
    const client = authenticateClient(ctx, request, form);
    const grantType = single(form, 'grant_type');
    // client_credentials never carries an id_token, so it is answered synchronously (no promise per
    // request: it is what app backends call in a loop); the user grants may sign one.
    if (grantType === 'client_credentials') {
      sendTokens(reply, clientCredentialsGrant(ctx, client, form));
      return;
    }
    let pending: Promise<object>;
    if (grantType === 'authorization_code') pending = authorizationCodeGrant(ctx, client, form);
    else if (grantType === 'refresh_token') pending = refreshTokenGrant(ctx, client, form);
    else if (grantType === undefined) throw new OAuthError('invalid_request', 'grant_type is required');
    else
      throw new OAuthError(
        'unsupported_grant_type',
        'grant_type must be authorization_code, refresh_token or client_credentials',
      );
    return pending.then((response) => {
      sendTokens(reply, response);
    });
  });

  app.post('/oauth2/token/revoke', { config: { bucket: 'oauth2.token.revoke' } }, async (request, reply) => {
    const form = formOf(request);
    const client = authenticateClient(ctx, request, form);
    const raw = single(form, 'token');
    if (raw === undefined) throw new OAuthError('invalid_request', 'token is required');
    single(form, 'token_type_hint'); // any hint is accepted; an unknown one is ignored (RFC 7009 2.1)
    const token = ctx.store.tokens.get(secretHash(raw));
    // RFC 7009 2.2: unknown, already revoked or foreign tokens still answer 200.
    if (token && token.applicationId === client.app.id) {
      const grant = token.grantId === null ? undefined : ctx.store.grants.get(token.grantId);
      if (grant) deauthorize(ctx, grant);
      else revokeToken(ctx, token);
    }
    return reply.code(200).headers(NO_STORE).send({});
  });

  app.get('/oauth2/keys', { config: { bucket: 'oauth2.keys' } }, async () => ctx.keys.jwks());

  app.get('/oauth2/userinfo', { config: { bucket: 'oauth2.userinfo' } }, async (request) => {
    const principal = authenticateBearer(ctx, request, { anyScope: ['openid'], userRequired: true });
    const user = principal.user;
    if (!user) throw Errors.unauthorized();
    const info: Record<string, unknown> = {
      sub: user.id,
      preferred_username: user.username,
      nickname: user.global_name,
      locale: user.locale,
    };
    if (user.avatar) info.picture = `https://cdn.emulator.invalid/avatars/${user.id}/${user.avatar}.png`;
    if (principal.scopes.has('email')) {
      info.email = user.email;
      info.email_verified = user.verified;
    }
    return info;
  });

  app.get('/oauth2/@me', { config: { bucket: 'oauth2.@me' } }, async (request) => {
    const principal = authenticateBearer(ctx, request);
    const out: Record<string, unknown> = {
      application: applicationWire(principal.application),
      scopes: [...principal.scopes],
      expires: new Date(principal.token.expiresAt ?? ctx.clock.now()).toISOString(),
    };
    if (principal.user) out.user = publicUser(principal.user);
    return out;
  });
}

/** The form body; anything else is refused (the token endpoint is form-encoded only). */
function formOf(request: FastifyRequest): Record<string, unknown> {
  const header = request.headers['content-type'];
  // The exact spelling clients send needs no splitting or case folding.
  const type =
    header === FORM
      ? FORM
      : String(header ?? '')
          .split(';')[0]
          ?.trim()
          .toLowerCase();
  if (type !== FORM || typeof request.body !== 'object' || request.body === null) {
    throw new OAuthError('invalid_request', `the body must be ${FORM}`);
  }
  return request.body as Record<string, unknown>;
}

/** A parameter that may appear at most once (RFC 6749 3.1). */
function single(form: Record<string, unknown>, name: string): string | undefined {
  const value = form[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new OAuthError('invalid_request', `${name} must be given once`);
  return value;
}

/**
 * Client authentication: HTTP Basic (client_secret_basic), or client_id (+ client_secret) in the form.
 * A public client may send only its client_id. Failures are 401 invalid_client.
 */
function authenticateClient(
  ctx: EmulatorContext,
  request: FastifyRequest,
  form: Record<string, unknown>,
): ClientAuth {
  const header = request.headers.authorization;
  let clientId = single(form, 'client_id');
  let secret = single(form, 'client_secret');
  let basic = false;
  if (typeof header === 'string' && /^basic /i.test(header)) {
    basic = true;
    if (secret !== undefined)
      throw new OAuthError('invalid_request', 'use one client authentication method, not two');
    const credentials = basicCredentials(header);
    if (clientId !== undefined && clientId !== credentials.clientId)
      throw new OAuthError('invalid_request', 'client_id does not match the Basic credentials');
    clientId = credentials.clientId;
    secret = credentials.secret;
  }
  if (clientId === undefined)
    throw new OAuthError('invalid_client', 'client authentication is required', basic);
  const app = ctx.store.applications.get(clientId);
  if (!app) throw new OAuthError('invalid_client', 'unknown client', basic);
  if (secret !== undefined) {
    if (!safeEqual(secret, app.clientSecret))
      throw new OAuthError('invalid_client', 'client authentication failed', basic);
    return { app, confidential: true, basic };
  }
  if (!app.publicClient)
    throw new OAuthError('invalid_client', 'this client must authenticate with its client secret', basic);
  return { app, confidential: false, basic };
}

/**
 * Decoded HTTP Basic headers. An app backend sends the same header on every token request, and decoding
 * it (base64, then form-decoding both halves) was a visible part of the endpoint's cost. The result
 * depends only on the header, so an entry is never stale; whether the secret is right is checked
 * against the application on every request. Bounded (emptied when full); in memory only, never logged.
 */
const basicHeaders = new Map<string, { clientId: string; secret: string }>();
const MAX_BASIC_HEADERS = 1024;

/** The client id and secret of an `Authorization: Basic ...` header (RFC 6749 2.3.1). */
function basicCredentials(header: string): { clientId: string; secret: string } {
  let credentials = basicHeaders.get(header);
  if (credentials === undefined) {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw new OAuthError('invalid_client', 'malformed HTTP Basic credentials', true);
    credentials = {
      clientId: safeDecode(decoded.slice(0, colon)),
      secret: safeDecode(decoded.slice(colon + 1)),
    };
    if (basicHeaders.size >= MAX_BASIC_HEADERS) basicHeaders.clear();
    basicHeaders.set(header, credentials);
  }
  return credentials;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    throw new OAuthError('invalid_client', 'malformed HTTP Basic credentials', true);
  }
}

async function authorizationCodeGrant(
  ctx: EmulatorContext,
  client: ClientAuth,
  form: Record<string, unknown>,
): Promise<object> {
  const raw = single(form, 'code');
  if (raw === undefined) throw new OAuthError('invalid_request', 'code is required');
  const redirectUri = single(form, 'redirect_uri');
  const verifier = single(form, 'code_verifier');
  const code = ctx.store.codes.get(secretHash(raw));
  if (!code || code.applicationId !== client.app.id)
    throw new OAuthError('invalid_grant', 'unknown authorization code');
  const now = ctx.clock.now();
  if (code.usedAt !== null) {
    // RFC 6749 4.1.2: a replayed code revokes what was issued for it.
    for (const hash of code.issued) {
      const token = ctx.store.tokens.get(hash);
      if (token) revokeToken(ctx, token);
    }
    throw new OAuthError('invalid_grant', 'the authorization code was already used');
  }
  if (now >= code.expiresAt) throw new OAuthError('invalid_grant', 'the authorization code has expired');
  if (redirectUri === undefined) throw new OAuthError('invalid_request', 'redirect_uri is required');
  if (redirectUri !== code.redirectUri)
    throw new OAuthError('invalid_grant', 'redirect_uri does not match the authorization request');
  if (code.codeChallenge !== null) {
    if (verifier === undefined) throw new OAuthError('invalid_grant', 'code_verifier is required (PKCE)');
    const problem = verifierProblem(verifier);
    if (problem !== undefined) throw new OAuthError('invalid_grant', problem);
    if (!safeEqual(s256(verifier), code.codeChallenge))
      throw new OAuthError('invalid_grant', 'code_verifier does not match the code_challenge');
  } else if (verifier !== undefined) {
    throw new OAuthError(
      'invalid_grant',
      'code_verifier given, but the authorization request had no code_challenge',
    );
  }
  const grant = ctx.store.grants.get(code.grantId);
  if (!grant || grant.revokedAt !== null)
    throw new OAuthError('invalid_grant', 'the authorization was revoked');
  code.usedAt = now; // before any await: a concurrent replay must see it used
  const { response, hashes } = await issueTokens(ctx, {
    app: client.app,
    userId: code.userId,
    grantId: code.grantId,
    scopes: code.scopes,
    authTime: code.authTime,
    refresh: true,
    nonce: code.nonce,
  });
  code.issued = hashes;
  return response;
}

async function refreshTokenGrant(
  ctx: EmulatorContext,
  client: ClientAuth,
  form: Record<string, unknown>,
): Promise<object> {
  const raw = single(form, 'refresh_token');
  if (raw === undefined) throw new OAuthError('invalid_request', 'refresh_token is required');
  const token = ctx.store.tokens.get(secretHash(raw));
  if (token?.kind !== 'refresh' || token.applicationId !== client.app.id) {
    throw new OAuthError('invalid_grant', 'unknown refresh token');
  }
  const grant = token.grantId === null ? undefined : ctx.store.grants.get(token.grantId);
  if (!grant || grant.revokedAt !== null || token.revokedAt !== null) {
    throw new OAuthError('invalid_grant', 'the refresh token was revoked');
  }
  if (token.usedAt !== null) {
    // A rotated token came back: someone holds a copy. Revoke the whole grant (RFC 9700 4.14.2).
    revokeGrant(ctx, grant);
    ctx.events.record(REFRESH_REUSE_EVENT, client.app.id, { user_id: grant.userId, grant_id: grant.id });
    throw new OAuthError('invalid_grant', 'the refresh token was already used; the authorization is revoked');
  }
  let scopes = token.scopes;
  const scopeParam = single(form, 'scope');
  if (scopeParam !== undefined) {
    const parsed = parseScopes(scopeParam);
    if (!parsed || 'unknown' in parsed || parsed.scopes.some((scope) => !token.scopes.includes(scope))) {
      throw new OAuthError('invalid_scope', 'scope may only narrow the scopes originally granted');
    }
    scopes = parsed.scopes;
  }
  token.usedAt = ctx.clock.now();
  const { response } = await issueTokens(ctx, {
    app: client.app,
    userId: grant.userId,
    grantId: grant.id,
    scopes,
    authTime: token.authTime,
    refresh: true,
  });
  return response;
}

function clientCredentialsGrant(
  ctx: EmulatorContext,
  client: ClientAuth,
  form: Record<string, unknown>,
): object {
  if (client.app.publicClient)
    throw new OAuthError('unauthorized_client', 'public clients cannot use client_credentials');
  if (!client.confidential)
    throw new OAuthError('invalid_client', 'client_credentials needs the client secret', client.basic);
  const { response } = storeTokens(ctx, {
    app: client.app,
    userId: null,
    grantId: null,
    scopes: clientCredentialsScopes(single(form, 'scope')),
    authTime: ctx.clock.now(),
    refresh: false,
  });
  return response;
}

/**
 * Checked scope lists of client-credentials requests, by `scope` parameter. A backend asks for the same
 * scopes request after request, and every token it gets is stored for its whole lifetime: sharing one
 * list among those records (frozen, so a change in place would throw rather than alter other tokens;
 * stored scope lists are only ever replaced) keeps each stored token to its record and digest, and the
 * parameter is parsed and checked once. Bounded: emptied when full.
 */
const checkedClientScopes = new Map<string, string[]>();
const MAX_CHECKED_CLIENT_SCOPES = 256;

/** The scopes a client-credentials request asks for; `invalid_scope` when missing or not allowed. */
function clientCredentialsScopes(scopeParam: string | undefined): string[] {
  if (scopeParam === undefined) throw new OAuthError('invalid_scope', 'scope is required');
  const known = checkedClientScopes.get(scopeParam);
  if (known !== undefined) return known;
  const parsed = parseScopes(scopeParam);
  if (!parsed) throw new OAuthError('invalid_scope', 'scope is required');
  if ('unknown' in parsed || parsed.scopes.some((scope) => !CLIENT_CREDENTIALS_SCOPES.has(scope))) {
    throw new OAuthError(
      'invalid_scope',
      `client_credentials allows only: ${[...CLIENT_CREDENTIALS_SCOPES].join(' ')}`,
    );
  }
  const scopes = Object.freeze(parsed.scopes) as string[];
  if (checkedClientScopes.size >= MAX_CHECKED_CLIENT_SCOPES) checkedClientScopes.clear();
  checkedClientScopes.set(scopeParam, scopes);
  return scopes;
}

/** A successful token response (RFC 6749 5.1: never cached). */
function sendTokens(reply: FastifyReply, response: object): void {
  reply.code(200).headers(NO_STORE).send(response);
}

/** Renders an {@link OAuthError} (used by the server's error handler). */
export function sendOAuthError(reply: FastifyReply, error: OAuthError): FastifyReply {
  reply.code(error.status).headers(NO_STORE);
  if (error.status === 401 && error.basic) reply.header('www-authenticate', 'Basic realm="emulator"');
  return reply.send(error.body());
}
