import { BoundedMemo } from './boundedMemo.js';
import { Errors } from './errors.js';
import { secretHash } from './secrets.js';
const MAX_PRESENTED_DIGESTS = 4096;
/**
 * The credential check of one emulator (`ctx.callers`): which application or token a request's
 * `Authorization` header stands for. It remembers digests of credentials, never the credentials.
 */
export class Callers {
    store;
    clock;
    /**
     * Digests of credentials presented recently. A client sends the same token on every request, and
     * hashing it each time was the largest part of authenticating one. The digest depends only on the
     * token, so an entry can never be stale: whether the token is still valid (revoked, expired, reset,
     * rotated) is decided by the store lookups that follow, on every request. Bounded: it is emptied when
     * full. In this emulator's memory only, never in a log, a response or the data file.
     */
    #digests = new BoundedMemo(MAX_PRESENTED_DIGESTS);
    /** Bot token digests of the applications (rebuilt when an app was added or its token changed). */
    #botIndex = new Map();
    constructor(store, clock) {
        this.store = store;
        this.clock = clock;
    }
    /**
     * The digest (SHA-256, base64url: the one tokens and codes are stored under) of a credential presented
     * in a request, remembered for the next request.
     */
    digest(raw) {
        return this.#digests.get(raw, secretHash);
    }
    /** Whether this credential's digest is remembered (for tests of isolation; never reveals the digest). */
    remembers(raw) {
        return this.#digests.has(raw);
    }
    /** Forgets every remembered digest and the bot index (after a reset). */
    forget() {
        this.#digests.clear();
        this.#botIndex = new Map();
    }
    /** The live access token with this raw value, or undefined (unknown, revoked, expired or grant revoked). */
    accessToken(raw) {
        const token = this.store.tokens.get(this.digest(raw));
        if (token?.kind !== 'access' || token.revokedAt !== null)
            return undefined;
        if (token.expiresAt !== null && this.clock.now() >= token.expiresAt)
            return undefined;
        if (token.grantId !== null && this.store.grants.get(token.grantId)?.revokedAt !== null)
            return undefined;
        return token;
    }
    /**
     * The application whose bot token this is. Looked up by the token's digest (no comparison of the
     * presented token with stored ones, so no timing leak); the index is rebuilt when an app was added or
     * its token changed.
     */
    botApplication(raw) {
        const hash = this.digest(raw);
        const found = this.#botIndexHit(hash);
        if (found)
            return found;
        const index = new Map();
        for (const app of this.store.applications.values())
            index.set(secretHash(app.botToken), { id: app.id, token: app.botToken });
        this.#botIndex = index;
        return this.#botIndexHit(hash);
    }
    /** The app the index maps this digest to, if that app still has the token the entry was made from. */
    #botIndexHit(hash) {
        const entry = this.#botIndex.get(hash);
        const app = entry && this.store.applications.get(entry.id);
        return app && app.botToken === entry.token ? app : undefined;
    }
    /**
     * Who sent a request: the bot or the Bearer token its `Authorization` header names, whatever the route
     * accepts. Throws 401 `{code: 0, message: "401: Unauthorized"}` for missing, malformed, unknown, revoked
     * or expired credentials, and for a user's token whose user is gone.
     */
    identify(request) {
        const header = request.headers.authorization;
        if (typeof header !== 'string')
            throw Errors.unauthorized();
        const space = header.indexOf(' ');
        if (space <= 0)
            throw Errors.unauthorized();
        const scheme = header.slice(0, space).toLowerCase();
        const value = header.slice(space + 1).trim();
        if (value === '')
            throw Errors.unauthorized();
        if (scheme === 'bot') {
            const application = this.botApplication(value);
            const user = application && this.store.users.get(application.botUserId);
            if (!application || !user)
                throw Errors.unauthorized();
            return { kind: 'bot', application, user };
        }
        if (scheme === 'bearer') {
            const token = this.accessToken(value);
            const application = token && this.store.applications.get(token.applicationId);
            if (!token || !application)
                throw Errors.unauthorized();
            const user = token.userId === null ? null : (this.store.users.get(token.userId) ?? null);
            if (token.userId !== null && user === null)
                throw Errors.unauthorized();
            return { kind: 'bearer', application, token, user, scopes: new Set(token.scopes) };
        }
        throw Errors.unauthorized();
    }
    /**
     * Authenticates a request. Throws 401 `{code: 0, message: "401: Unauthorized"}` for missing, malformed,
     * unknown, expired or insufficiently scoped credentials; 403 20001 when a bot calls a user-only route
     * and 403 20002 when a Bearer token calls a bot-only route. (The emulator's own routes declare what they
     * accept in their `config.auth` instead: see routeAuth.ts.)
     */
    authenticate(request, requirement) {
        const principal = this.identify(request);
        if (principal.kind === 'bot') {
            if (!requirement.bot)
                throw Errors.botsCannotUse();
            return principal;
        }
        if (!requirement.bearer)
            throw Errors.onlyBotsCanUse();
        if (requirement.anyScope && !requirement.anyScope.some((scope) => principal.scopes.has(scope))) {
            throw Errors.unauthorized();
        }
        if (requirement.userRequired && principal.user === null)
            throw Errors.unauthorized();
        return principal;
    }
}
/** Authenticates a request against the emulator of `ctx` (see {@link Callers.authenticate}). */
export function authenticate(ctx, request, requirement) {
    return ctx.callers.authenticate(request, requirement);
}
/** {@link authenticate} for routes that take only a Bearer token. */
export function authenticateBearer(ctx, request, requirement = {}) {
    const principal = ctx.callers.authenticate(request, { ...requirement, bearer: true });
    if (principal.kind !== 'bearer')
        throw Errors.unauthorized();
    return principal;
}
