/**
 * Who is calling: `Authorization: Bot <token>` of an application's bot, or `Bearer <access token>`.
 * Every route (and the commands plugins) calls {@link authenticate} with what it accepts; failures throw
 * {@link ApiError}s that the server renders in the service's shapes. Each emulator has its own
 * {@link Callers}, reached through its context, so remembered digests (whose keys are raw credentials)
 * never leave the emulator they were presented to.
 */
import type { FastifyRequest } from 'fastify';
import type { EmulatorClock } from './clock.js';
import type { ApplicationRecord, TokenRecord, UserRecord } from './records.js';
import type { EmulatorStore } from './store.js';
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
/** Who made a request: an application's bot, or the holder of a Bearer token. */
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
 * The credential check of one emulator (`ctx.callers`): which application or token a request's
 * `Authorization` header stands for. It remembers digests of credentials, never the credentials.
 */
export declare class Callers {
    #private;
    private readonly store;
    private readonly clock;
    constructor(store: EmulatorStore, clock: EmulatorClock);
    /**
     * The digest (SHA-256, base64url: the one tokens and codes are stored under) of a credential presented
     * in a request, remembered for the next request.
     */
    digest(raw: string): string;
    /** Whether this credential's digest is remembered (for tests of isolation; never reveals the digest). */
    remembers(raw: string): boolean;
    /** Forgets every remembered digest and the bot index (after a reset). */
    forget(): void;
    /** The live access token with this raw value, or undefined (unknown, revoked, expired or grant revoked). */
    accessToken(raw: string): TokenRecord | undefined;
    /**
     * The application whose bot token this is. Looked up by the token's digest (no comparison of the
     * presented token with stored ones, so no timing leak); the index is rebuilt when an app was added or
     * its token changed.
     */
    botApplication(raw: string): ApplicationRecord | undefined;
    /**
     * Who sent a request: the bot or the Bearer token its `Authorization` header names, whatever the route
     * accepts. Throws 401 `{code: 0, message: "401: Unauthorized"}` for missing, malformed, unknown, revoked
     * or expired credentials, and for a user's token whose user is gone.
     */
    identify(request: FastifyRequest): Principal;
    /**
     * Authenticates a request. Throws 401 `{code: 0, message: "401: Unauthorized"}` for missing, malformed,
     * unknown, expired or insufficiently scoped credentials; 403 20001 when a bot calls a user-only route
     * and 403 20002 when a Bearer token calls a bot-only route. (The emulator's own routes declare what they
     * accept in their `config.auth` instead: see routeAuth.ts.)
     */
    authenticate(request: FastifyRequest, requirement: AuthRequirement): Principal;
}
/** What {@link authenticate} needs of an emulator's context: its `callers` (any {@link EmulatorContext}). */
export interface CallersOf {
    /** The emulator's credential check. */
    readonly callers: Callers;
}
/** Authenticates a request against the emulator of `ctx` (see {@link Callers.authenticate}). */
export declare function authenticate(ctx: CallersOf, request: FastifyRequest, requirement: AuthRequirement): Principal;
/** {@link authenticate} for routes that take only a Bearer token. */
export declare function authenticateBearer(ctx: CallersOf, request: FastifyRequest, requirement?: Omit<AuthRequirement, 'bot' | 'bearer'>): BearerPrincipal;
