import { codeVerifierProblem, s256Challenge } from '../../rules/oauth.js';
import { safeEqual, secretHash } from '../secrets.js';
import { OAuthErrorResponse } from './errors.js';
import { required, single } from './form.js';
import { issueTokens, REFRESH_REUSE_EVENT, revokeGrant, revokeToken, storeTokens } from './grants.js';
import { parseScopes } from './scopes.js';
export async function authorizationCodeGrant(ctx, client, form, merge) {
    const raw = required(form, 'code');
    const redirectUri = single(form, 'redirect_uri');
    const verifier = single(form, 'code_verifier');
    const code = ctx.store.codes.get(secretHash(raw));
    if (!code || code.applicationId !== client.app.id)
        throw new OAuthErrorResponse('invalid_grant', 'unknown authorization code');
    const now = ctx.clock.now();
    if (code.usedAt !== null) {
        // RFC 6749 4.1.2: a replayed code revokes what was issued for it.
        for (const hash of code.issued) {
            const token = ctx.store.tokens.get(hash);
            if (token)
                revokeToken(ctx, token);
        }
        throw new OAuthErrorResponse('invalid_grant', 'the authorization code was already used');
    }
    if (now >= code.expiresAt)
        throw new OAuthErrorResponse('invalid_grant', 'the authorization code has expired');
    if (redirectUri === undefined)
        throw new OAuthErrorResponse('invalid_request', 'redirect_uri is required');
    if (redirectUri !== code.redirectUri)
        throw new OAuthErrorResponse('invalid_grant', 'redirect_uri does not match the authorization request');
    if (code.codeChallenge !== null) {
        if (verifier === undefined)
            throw new OAuthErrorResponse('invalid_grant', 'code_verifier is required (PKCE)');
        const problem = verifierProblem(verifier);
        if (problem !== undefined)
            throw new OAuthErrorResponse('invalid_grant', problem);
        if (!safeEqual(s256Challenge(verifier), code.codeChallenge))
            throw new OAuthErrorResponse('invalid_grant', 'code_verifier does not match the code_challenge');
    }
    else if (verifier !== undefined) {
        throw new OAuthErrorResponse('invalid_grant', 'code_verifier given, but the authorization request had no code_challenge');
    }
    const grant = ctx.store.grants.get(code.grantId);
    if (!grant || grant.revokedAt !== null)
        throw new OAuthErrorResponse('invalid_grant', 'the authorization was revoked');
    code.usedAt = now; // before any await: a concurrent replay must see it used
    if (merge)
        await merge(client.app.id, code.userId, form, client.confidential);
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
export async function refreshTokenGrant(ctx, client, form) {
    const raw = required(form, 'refresh_token');
    const token = ctx.store.tokens.get(secretHash(raw));
    if (token?.kind !== 'refresh' || token.applicationId !== client.app.id) {
        throw new OAuthErrorResponse('invalid_grant', 'unknown refresh token');
    }
    const grant = token.grantId === null ? undefined : ctx.store.grants.get(token.grantId);
    if (!grant || grant.revokedAt !== null || token.revokedAt !== null) {
        throw new OAuthErrorResponse('invalid_grant', 'the refresh token was revoked');
    }
    if (token.usedAt !== null) {
        // A rotated token came back: someone holds a copy. Revoke the whole grant (RFC 9700 4.14.2).
        revokeGrant(ctx, grant);
        ctx.events.record(REFRESH_REUSE_EVENT, client.app.id, { user_id: grant.userId, grant_id: grant.id });
        throw new OAuthErrorResponse('invalid_grant', 'the refresh token was already used; the authorization is revoked');
    }
    let scopes = token.scopes;
    const scopeParam = single(form, 'scope');
    if (scopeParam !== undefined) {
        const parsed = parseScopes(scopeParam);
        if (!parsed || 'unknown' in parsed || parsed.scopes.some((scope) => !token.scopes.includes(scope))) {
            throw new OAuthErrorResponse('invalid_scope', 'scope may only narrow the scopes originally granted');
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
/** Synchronous: it never carries an id_token, and it is what app backends call in a loop. */
export function clientCredentialsGrant(ctx, client, form, scopeLists) {
    if (client.app.publicClient)
        throw new OAuthErrorResponse('unauthorized_client', 'public clients cannot use client_credentials');
    if (!client.confidential)
        throw new OAuthErrorResponse('invalid_client', 'client_credentials needs the client secret', client.basic);
    const { response } = storeTokens(ctx, {
        app: client.app,
        userId: null,
        grantId: null,
        scopes: scopeLists.scopes(single(form, 'scope')),
        authTime: ctx.clock.now(),
        refresh: false,
    });
    return response;
}
/**
 * The token endpoint's `error_description` for a malformed code_verifier (the rule is the shared one,
 * `codeVerifierProblem`), or undefined when it is well formed.
 */
export function verifierProblem(verifier) {
    const problem = codeVerifierProblem(verifier);
    if (problem === undefined)
        return undefined;
    return problem.kind === 'characters'
        ? 'code_verifier may contain only A-Z a-z 0-9 - . _ ~'
        : `code_verifier must be 43..128 characters (got ${problem.length})`;
}
