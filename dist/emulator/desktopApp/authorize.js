/**
 * AUTHORIZE over the app's IPC socket (RPC docs: args `client_id`, `scopes`; the answer's data `{code}`):
 * the app's user approves (or, by the emulator's consent setting `deny`, refuses) and the game gets an
 * authorization code to exchange at the token endpoint as usual. Our design where the docs are silent:
 * the code is bound to `redirect_uri` when the game names one of the application's registered redirect
 * URIs, else to the first registered one (the token exchange must send that one); PKCE through
 * `code_challenge` with `code_challenge_method` S256, as the browser flow takes it.
 */
import { isS256Challenge, redirectUriAllowed } from '../../rules/oauth.js';
import { upsertGrant } from '../oauth/grants.js';
import { parseScopes } from '../oauth/scopes.js';
import { secretHash } from '../secrets.js';
/** Entropy of an authorization code (as the browser flow's). */
const CODE_BYTES = 32;
/** The code, or why the request is refused (the answer's ERROR message). */
export function authorizeOverIpc(ctx, userId, applicationId, args, consent) {
    const app = ctx.store.applications.get(applicationId);
    if (app === undefined)
        return { error: 'Invalid Client ID' };
    if (args.client_id !== undefined && args.client_id !== applicationId)
        return { error: 'client_id: expected the application of the handshake' };
    const scopeList = Array.isArray(args.scopes)
        ? args.scopes
        : typeof args.scopes === 'string'
            ? [args.scopes]
            : [];
    if (!scopeList.every((scope) => typeof scope === 'string'))
        return { error: 'scopes: expected a list of scope names' };
    const parsed = parseScopes(scopeList.join(' ').slice(0, 1000));
    if (parsed === undefined)
        return { error: 'scopes: at least one scope is required' };
    if ('unknown' in parsed)
        return { error: `scopes: unknown scope: ${parsed.unknown.join(', ').slice(0, 200)}` };
    const challenge = args.code_challenge;
    if (challenge !== undefined && (args.code_challenge_method !== 'S256' || !isS256Challenge(challenge)))
        return {
            error: 'code_challenge: expected the base64url SHA-256 of the verifier, with code_challenge_method S256',
        };
    if (challenge === undefined && app.publicClient)
        return { error: 'PKCE is required for public clients: send code_challenge with S256' };
    const asked = typeof args.redirect_uri === 'string' ? args.redirect_uri : undefined;
    const redirectUri = asked ?? app.redirectUris[0];
    if (redirectUri === undefined)
        return { error: 'the application has no redirect URI registered' };
    if (!redirectUriAllowed(redirectUri, app.redirectUris))
        return { error: 'redirect_uri: not one of the application’s redirect URIs' };
    // The user answers the app's prompt: `deny` refuses; `approve` and `page` (a prompt to click) approve.
    if (consent === 'deny')
        return { error: 'access_denied: the user denied the request' };
    const now = ctx.clock.now();
    const grant = upsertGrant(ctx, applicationId, userId, parsed.scopes);
    const code = ctx.random.token(CODE_BYTES);
    const record = {
        hash: secretHash(code),
        applicationId,
        userId,
        grantId: grant.id,
        scopes: parsed.scopes,
        redirectUri,
        codeChallenge: typeof challenge === 'string' ? challenge : null,
        nonce: null,
        authTime: now,
        expiresAt: now + ctx.settings.codeTtlMs,
        usedAt: null,
        issued: [],
    };
    ctx.store.codes.set(record.hash, record);
    return { code };
}
