/**
 * Who is calling: `Authorization: Bot <token>` of an application's bot, or `Bearer <access token>`.
 * Every route (and the commands plugins) calls {@link authenticate} with what it accepts; failures throw
 * {@link ApiError}s that the server renders in the service's shapes.
 */
import * as nodeCrypto from 'node:crypto';
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

/**
 * SHA-256 in one call where Node has `crypto.hash` (20.12+): it skips the Hash object that `createHash`
 * builds, about half the cost for a token-sized input. Looked up on the namespace so older Node 20
 * releases, which lack it, still load this module.
 */
const sha256Base64url: (data: string) => string =
  typeof nodeCrypto.hash === 'function'
    ? (data) => nodeCrypto.hash('sha256', data, 'base64url')
    : (data) => nodeCrypto.createHash('sha256').update(data).digest('base64url');

/** The digest under which tokens and codes are stored (the raw values are never kept). */
export function secretHash(secret: string): string {
  return sha256Base64url(secret);
}

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && nodeCrypto.timingSafeEqual(x, y);
}

/**
 * Digests of credentials presented recently. A client sends the same token on every request, and
 * hashing it each time was the largest part of authenticating one. The digest depends only on the
 * token, so an entry can never be stale: whether the token is still valid (revoked, expired, reset,
 * rotated) is decided by the store lookups that follow, on every request. Bounded: it is emptied when
 * full. It lives only in this process's memory (like the store's own bot tokens), never in a log, a
 * response or the data file.
 */
const presentedDigests = new Map<string, string>();
const MAX_PRESENTED_DIGESTS = 4096;

/** {@link secretHash} of a credential presented in a request, remembered for the next request. */
export function presentedDigest(raw: string): string {
  let digest = presentedDigests.get(raw);
  if (digest === undefined) {
    if (presentedDigests.size >= MAX_PRESENTED_DIGESTS) presentedDigests.clear();
    digest = secretHash(raw);
    presentedDigests.set(raw, digest);
  }
  return digest;
}

/** The live access token with this raw value, or undefined (unknown, revoked, expired or grant revoked). */
export function findAccessToken(ctx: EmulatorContext, raw: string): TokenRecord | undefined {
  const token = ctx.store.tokens.get(presentedDigest(raw));
  if (token?.kind !== 'access' || token.revokedAt !== null) return undefined;
  if (token.expiresAt !== null && ctx.clock.now() >= token.expiresAt) return undefined;
  if (token.grantId !== null && ctx.store.grants.get(token.grantId)?.revokedAt !== null) return undefined;
  return token;
}

/** A bot token's digest -> the app id and the token it was computed from. */
type BotIndex = Map<string, { id: string; token: string }>;
/** Per applications map: its {@link BotIndex}. */
const botIndexes = new WeakMap<Map<string, ApplicationRecord>, BotIndex>();

/**
 * The application whose bot token this is. Looked up by the token's digest (no comparison of the
 * presented token with stored ones, so no timing leak); the index is rebuilt when an app was added or
 * its token changed.
 */
export function findBotApplication(ctx: EmulatorContext, raw: string): ApplicationRecord | undefined {
  const apps = ctx.store.applications;
  const hash = presentedDigest(raw);
  const found = botIndexHit(apps, botIndexes.get(apps), hash);
  if (found) return found;
  const index: BotIndex = new Map();
  for (const app of apps.values()) index.set(secretHash(app.botToken), { id: app.id, token: app.botToken });
  botIndexes.set(apps, index);
  return botIndexHit(apps, index, hash);
}

/** The app an index maps this digest to, if that app still has the token the entry was made from. */
function botIndexHit(
  apps: Map<string, ApplicationRecord>,
  index: BotIndex | undefined,
  hash: string,
): ApplicationRecord | undefined {
  const entry = index?.get(hash);
  const app = entry && apps.get(entry.id);
  return app && app.botToken === entry.token ? app : undefined;
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
