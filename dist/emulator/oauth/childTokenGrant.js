/**
 * The token endpoint's parent-to-child token exchange (our design of the C++ library's
 * `ExchangeChildToken`, docs/child-applications.md): an OAuth 2.0 Token Exchange (RFC 8693) where the
 * client is the child application and the subject token a user's live access token of its parent. The
 * user gets a grant of the child with the parent token's scopes, and an access token that does not
 * outlive the parent's (no refresh token: exchange again with a fresh parent token).
 */
import { ACCESS_TOKEN_TYPE } from '../../model/childToken.js';
import { secretHash } from '../secrets.js';
import { OAuthErrorResponse } from './errors.js';
import { required } from './form.js';
import { storeTokens, upsertGrant } from './grants.js';
export function childTokenGrant(ctx, client, form) {
    if (required(form, 'subject_token_type') !== ACCESS_TOKEN_TYPE)
        throw new OAuthErrorResponse('invalid_request', `subject_token_type must be ${ACCESS_TOKEN_TYPE}`);
    const raw = required(form, 'subject_token');
    const parentId = client.app.parentApplicationId ?? null;
    if (parentId === null)
        throw new OAuthErrorResponse('unauthorized_client', 'this application has no parent application: only a child application exchanges its parent’s tokens');
    const token = ctx.store.tokens.get(secretHash(raw));
    if (token?.kind !== 'access' || token.userId === null || token.applicationId !== parentId)
        throw new OAuthErrorResponse('invalid_grant', 'subject_token is not a user’s access token of this application’s parent');
    const now = ctx.clock.now();
    const parentGrant = token.grantId === null ? undefined : ctx.store.grants.get(token.grantId);
    if (token.revokedAt !== null || !parentGrant || parentGrant.revokedAt !== null)
        throw new OAuthErrorResponse('invalid_grant', 'subject_token was revoked');
    if (token.expiresAt !== null && now >= token.expiresAt)
        throw new OAuthErrorResponse('invalid_grant', 'subject_token has expired');
    const grant = upsertGrant(ctx, client.app.id, token.userId, token.scopes);
    const parentLeft = token.expiresAt === null ? Number.POSITIVE_INFINITY : (token.expiresAt - now) / 1000;
    const { response } = storeTokens(ctx, {
        app: client.app,
        userId: token.userId,
        grantId: grant.id,
        scopes: token.scopes,
        authTime: token.authTime,
        refresh: false,
        ttlSeconds: Math.max(1, Math.floor(Math.min(parentLeft, ctx.settings.accessTokenTtlSeconds))),
    });
    return { ...response, issued_token_type: ACCESS_TOKEN_TYPE };
}
