/**
 * Who is calling: `Authorization: Bot <token>` of an application's bot, or `Bearer <access token>`.
 * Every route (and the commands plugins) calls {@link authenticate} with what it accepts; failures throw
 * {@link ApiError}s that the server renders in the service's shapes.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { EmulatorContext } from './context.js';
import { Errors } from './errors.js';
import type { ApplicationRecord, TokenRecord, UserRecord } from './records.js';

/** An application's bot. */
export interface BotPrincipal {
  kind: 'bot';
  application: ApplicationRecord;
  /** The bot user. */
  user: UserRecord;
}

/** A Bearer access token: a user's (authorization code) or the application's own (client credentials). */
export interface BearerPrincipal {
  kind: 'bearer';
  application: ApplicationRecord;
  token: TokenRecord;
  /** The user the token acts for; null for client-credentials tokens. */
  user: UserRecord | null;
  scopes: ReadonlySet<string>;
}

export type Principal = BotPrincipal | BearerPrincipal;

/** What a route accepts. */
export interface AuthRequirement {
  /** Accept a Bot token (default false). */
  bot?: boolean | undefined;
  /** Accept a Bearer token (default false). */
  bearer?: boolean | undefined;
  /** A Bearer token needs at least one of these scopes (default: any scope). */
  anyScope?: readonly string[] | undefined;
  /** A Bearer token must act for a user (not a client-credentials token). Default false. */
  userRequired?: boolean | undefined;
}

/** The digest under which tokens and codes are stored (the raw values are never kept). */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The live access token with this raw value, or undefined (unknown, revoked, expired or grant revoked). */
export function findAccessToken(ctx: EmulatorContext, raw: string): TokenRecord | undefined {
  const token = ctx.store.tokens.get(secretHash(raw));
  if (token?.kind !== 'access' || token.revokedAt !== null) return undefined;
  if (token.expiresAt !== null && ctx.clock.now() >= token.expiresAt) return undefined;
  if (token.grantId !== null && ctx.store.grants.get(token.grantId)?.revokedAt !== null) return undefined;
  return token;
}

/** Per applications map: digest of each bot token -> the app id and the token it was computed from. */
const botIndexes = new WeakMap<Map<string, ApplicationRecord>, Map<string, { id: string; token: string }>>();

/**
 * The application whose bot token this is. Looked up by the token's digest (no comparison of the
 * presented token with stored ones, so no timing leak); the index is rebuilt when an app was added or
 * its token changed.
 */
export function findBotApplication(ctx: EmulatorContext, raw: string): ApplicationRecord | undefined {
  const apps = ctx.store.applications;
  const hash = secretHash(raw);
  const hit = (
    index: Map<string, { id: string; token: string }> | undefined,
  ): ApplicationRecord | undefined => {
    const entry = index?.get(hash);
    const app = entry && apps.get(entry.id);
    return app && app.botToken === entry.token ? app : undefined;
  };
  const found = hit(botIndexes.get(apps));
  if (found) return found;
  const index = new Map<string, { id: string; token: string }>();
  for (const app of apps.values()) index.set(secretHash(app.botToken), { id: app.id, token: app.botToken });
  botIndexes.set(apps, index);
  return hit(index);
}

/**
 * Authenticates a request. Throws 401 `{code: 0, message: "401: Unauthorized"}` for missing, malformed,
 * unknown, expired or insufficiently scoped credentials; 403 20001 when a bot calls a user-only route and
 * 403 20002 when a Bearer token calls a bot-only route.
 */
export function authenticate(
  ctx: EmulatorContext,
  request: FastifyRequest,
  requirement: AuthRequirement,
): Principal {
  const header = request.headers.authorization;
  if (typeof header !== 'string') throw Errors.unauthorized();
  const space = header.indexOf(' ');
  if (space <= 0) throw Errors.unauthorized();
  const scheme = header.slice(0, space).toLowerCase();
  const value = header.slice(space + 1).trim();
  if (value === '') throw Errors.unauthorized();

  if (scheme === 'bot') {
    const application = findBotApplication(ctx, value);
    const user = application && ctx.store.users.get(application.botUserId);
    if (!application || !user) throw Errors.unauthorized();
    if (!requirement.bot) throw Errors.botsCannotUse();
    return { kind: 'bot', application, user };
  }
  if (scheme === 'bearer') {
    const token = findAccessToken(ctx, value);
    const application = token && ctx.store.applications.get(token.applicationId);
    if (!token || !application) throw Errors.unauthorized();
    const user = token.userId === null ? null : (ctx.store.users.get(token.userId) ?? null);
    if (token.userId !== null && user === null) throw Errors.unauthorized();
    if (!requirement.bearer) throw Errors.onlyBotsCanUse();
    const scopes = new Set(token.scopes);
    if (requirement.anyScope && !requirement.anyScope.some((scope) => scopes.has(scope))) {
      throw Errors.unauthorized();
    }
    if (requirement.userRequired && user === null) throw Errors.unauthorized();
    return { kind: 'bearer', application, token, user, scopes };
  }
  throw Errors.unauthorized();
}

/** {@link authenticate} for routes that take only a Bearer token. */
export function authenticateBearer(
  ctx: EmulatorContext,
  request: FastifyRequest,
  requirement: Omit<AuthRequirement, 'bot' | 'bearer'> = {},
): BearerPrincipal {
  const principal = authenticate(ctx, request, { ...requirement, bearer: true });
  if (principal.kind !== 'bearer') throw Errors.unauthorized();
  return principal;
}
