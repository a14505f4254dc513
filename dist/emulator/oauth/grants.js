/**
 * Grants and tokens: issuing access/refresh tokens (and id_tokens), revoking a grant, and the
 * deauthorization that the service reports to the app with an APPLICATION_DEAUTHORIZED webhook event.
 */
import { createHash } from 'node:crypto';
import { secretHash } from '../secrets.js';
import { publicUser } from '../wire.js';
import { codeForgettable, tokenForgettable } from './expirySweep.js';
export const DEAUTHORIZED_EVENT = 'APPLICATION_DEAUTHORIZED';
/** Event logged when a rotated refresh token is replayed and the grant is revoked for safety. */
export const REFRESH_REUSE_EVENT = 'REFRESH_TOKEN_REUSED';
/** Client-credentials tokens: the service gives them the same lifetime as user tokens. */
const CLIENT_CREDENTIALS_TTL_SECONDS = 604_800;
/** Entropy of each access and refresh token (43 base64url characters). */
const TOKEN_BYTES = 32;
/** The user's live grant to the app, updated with new scopes, or a new one (found by index, not a scan). */
export function upsertGrant(ctx, applicationId, userId, scopes) {
    const live = ctx.liveGrants;
    const found = live.find(applicationId, userId);
    if (found !== undefined) {
        found.scopes = [...new Set([...found.scopes, ...scopes])];
        return found;
    }
    const grant = {
        id: ctx.ids.next(),
        applicationId,
        userId,
        scopes: [...new Set(scopes)],
        createdAt: ctx.clock.now(),
        revokedAt: null,
    };
    ctx.store.grants.set(grant.id, grant);
    live.add(grant);
    return grant;
}
/**
 * Creates and stores the tokens and returns the token response (without an id_token) plus the hashes of
 * what was stored. Synchronous, so the client-credentials grant, which never carries an id_token, is
 * answered without a promise.
 */
export function storeTokens(ctx, input) {
    const now = ctx.clock.now();
    const ttl = input.ttlSeconds ??
        (input.userId === null ? CLIENT_CREDENTIALS_TTL_SECONDS : ctx.settings.accessTokenTtlSeconds);
    const accessToken = ctx.random.token(TOKEN_BYTES);
    const access = tokenRecord(input, now, secretHash(accessToken), 'access', now + ttl * 1000);
    ctx.store.tokens.set(access.hash, access);
    const response = {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: ttl,
        scope: input.scopes.join(' '),
    };
    const hashes = [access.hash];
    if (input.refresh) {
        // Drawn only when the grant has one: client credentials get an access token alone.
        const refreshToken = ctx.random.token(TOKEN_BYTES);
        const refresh = tokenRecord(input, now, secretHash(refreshToken), 'refresh', null);
        ctx.store.tokens.set(refresh.hash, refresh);
        response.refresh_token = refreshToken;
        hashes.push(refresh.hash);
    }
    return { response, hashes, issuedAt: now };
}
/** A token's record (a literal with every field named: no spread of shared fields, it is per request). */
function tokenRecord(input, now, hash, kind, expiresAt) {
    return {
        applicationId: input.app.id,
        userId: input.userId,
        grantId: input.grantId,
        scopes: input.scopes,
        authTime: input.authTime,
        issuedAt: now,
        usedAt: null,
        revokedAt: null,
        hash,
        kind,
        expiresAt,
    };
}
/** {@link storeTokens}, plus the signed id_token when a user granted `openid`. */
export async function issueTokens(ctx, input) {
    const issued = storeTokens(ctx, input);
    const { response } = issued;
    if (input.userId !== null && input.scopes.includes('openid')) {
        response.id_token = await idToken(ctx, input, response.access_token, issued.issuedAt, response.expires_in);
    }
    return issued;
}
/** An OIDC id_token (RS256 or ES256, see ../signingKeys.ts): iss, sub, aud, exp, iat, auth_time, nonce (when given) and at_hash. */
async function idToken(ctx, input, accessToken, now, ttlSeconds) {
    const iat = Math.floor(now / 1000);
    const claims = {
        iss: ctx.baseUrl,
        sub: input.userId,
        aud: input.app.id,
        exp: iat + ttlSeconds,
        iat,
        auth_time: Math.floor(input.authTime / 1000),
        at_hash: atHash(accessToken),
    };
    if (input.nonce)
        claims.nonce = input.nonce;
    return ctx.keys.sign(claims);
}
/** OIDC `at_hash` for RS256 and ES256: base64url of the left half of SHA-256 of the access token. */
export function atHash(accessToken) {
    return createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url');
}
/** Revokes one token (no cascade). */
export function revokeToken(ctx, token) {
    if (token.revokedAt === null)
        token.revokedAt = ctx.clock.now();
}
/** Revokes a grant and every token issued under it. */
export function revokeGrant(ctx, grant) {
    const now = ctx.clock.now();
    if (grant.revokedAt === null)
        grant.revokedAt = now;
    for (const token of ctx.store.tokens.values()) {
        if (token.grantId === grant.id && token.revokedAt === null)
            token.revokedAt = now;
    }
}
/**
 * The user takes the app's access away (revocation, account removal): the grant and its tokens die and
 * the app is told with an APPLICATION_DEAUTHORIZED webhook event carrying the user.
 */
export function deauthorize(ctx, grant) {
    const wasLive = grant.revokedAt === null;
    revokeGrant(ctx, grant);
    const app = ctx.store.applications.get(grant.applicationId);
    const user = ctx.store.users.get(grant.userId);
    if (wasLive && app && user)
        ctx.events.webhook(app, DEAUTHORIZED_EVENT, { user: publicUser(user) });
}
/** Deauthorizes every live grant of a user (to one app, or to all). Returns how many. */
export function deauthorizeUser(ctx, userId, applicationId) {
    let count = 0;
    for (const grant of [...ctx.store.grants.values()]) {
        if (grant.userId !== userId || grant.revokedAt !== null)
            continue;
        if (applicationId !== undefined && grant.applicationId !== applicationId)
            continue;
        deauthorize(ctx, grant);
        count += 1;
    }
    return count;
}
/**
 * Forgets expired codes and dead tokens, all at once (when the control API moves the clock); the token
 * endpoint sweeps a few at a time meanwhile (expirySweep.ts).
 */
export function sweepExpired(ctx) {
    const now = ctx.clock.now();
    for (const [hash, code] of ctx.store.codes)
        if (codeForgettable(code, now))
            ctx.store.codes.delete(hash);
    // Rotated refresh tokens stay a while so that a replay is still recognised and revokes the grant.
    for (const [hash, token] of ctx.store.tokens)
        if (tokenForgettable(token, now))
            ctx.store.tokens.delete(hash);
}
