/**
 * The authorization endpoint's decisions (RFC 6749 4.1.1-4.1.2), apart from HTTP: GET checks the request
 * and shows the consent page or, in the scripted modes set through the control API, decides at once;
 * POST takes the page's decision, only with the token of the page it answers (pageTokens.ts): a post from
 * a page elsewhere is refused before the request is looked up, so it can neither approve nor use up the
 * user's pending request. Errors about the client or the redirect URI are shown, never
 * redirected (RFC 6749 4.1.2.1); the others go back to the redirect URI as `error` parameters. Each
 * function returns what to answer; authorizeRoutes.ts renders it.
 */
import { isS256Challenge, redirectUriAllowed } from '../../rules/oauth.js';
import { secretHash } from '../secrets.js';
import { upsertGrant } from './grants.js';
import { PENDING_TTL_MS, } from './pendingAuthorizations.js';
import { parseScopes } from './scopes.js';
const MAX_PARAM = 2048;
/** Entropy of an authorization code (43 base64url characters). */
const CODE_BYTES = 32;
class RedirectError extends Error {
    error;
    description;
    constructor(error, description) {
        super(description);
        this.error = error;
        this.description = description;
    }
}
/** GET /oauth2/authorize with its query parameters; `source` is the peer's address (for the bounds). */
export function authorize(ctx, pages, query, source) {
    const param = (name) => {
        const value = query[name];
        if (value === undefined)
            return undefined;
        if (typeof value !== 'string' || value.length > MAX_PARAM)
            throw new TypeError(`${name} must be given once, as text`);
        return value;
    };
    let client;
    let redirectUri;
    try {
        const clientId = param('client_id');
        client = clientId === undefined ? undefined : ctx.store.applications.get(clientId);
        if (!client)
            return page(400, 'Unknown application', 'client_id does not name a registered application.');
        redirectUri = param('redirect_uri');
        if (redirectUri === undefined)
            return page(400, 'Invalid redirect_uri', 'redirect_uri is required.');
        if (!redirectUriAllowed(redirectUri, client.redirectUris)) {
            return page(400, 'Invalid redirect_uri', unregisteredRedirect(redirectUri, client));
        }
    }
    catch (error) {
        return page(400, 'Invalid request', error.message);
    }
    let state = null;
    try {
        state = param('state') ?? null;
        const authorization = checkRequest(ctx, client, redirectUri, state, param);
        if (param('prompt') === 'none') {
            const user = silentUser(ctx, client, authorization.scopes);
            if (!user)
                throw new RedirectError('consent_required', 'the user has not granted these scopes yet');
            return codeRedirect(ctx, authorization, user, 302);
        }
        const { mode } = ctx.settings.consent;
        if (mode === 'deny')
            throw new RedirectError('access_denied', 'the user denied the request');
        if (mode === 'approve') {
            const user = consentingUser(ctx, null);
            if (!user)
                return noUser();
            return codeRedirect(ctx, authorization, user, 302);
        }
        const users = [...ctx.store.users.values()].filter((user) => !user.bot);
        if (users.length === 0)
            return noUser();
        const requestId = pages.pending.add(authorization, source, ctx.clock.now());
        const bound = consentBinding(ctx, requestId);
        return {
            kind: 'consent',
            page: {
                requestId,
                pageToken: pages.tokens.issue(bound, ctx.clock.now()),
                appName: client.name,
                scopes: authorization.scopes,
                redirectUri,
                users,
                selectedUserId: bound.userId,
            },
        };
    }
    catch (error) {
        if (error instanceof RedirectError || error instanceof TypeError) {
            const code = error instanceof RedirectError ? error.error : 'invalid_request';
            return errorRedirect(redirectUri, state, code, error.message, 302);
        }
        throw error;
    }
}
/**
 * What a redirect URI the application does not list tells its developer: the URI that was sent, the ones
 * the application lists, and where to add it (the real service compares exactly; FACTS.md).
 */
function unregisteredRedirect(redirectUri, client) {
    const sent = redirectUri.length > 300 ? `${redirectUri.slice(0, 300)}...` : redirectUri;
    const listed = client.redirectUris.length === 0 ? 'none' : client.redirectUris.join(', ').slice(0, 600);
    return (`redirect_uri is not registered for this application: it sent ${sent}; it lists ${listed}. ` +
        "Register it exactly as sent (a loopback one without its port) in the application's OAuth2 > Redirects; " +
        `on the emulator: control.createApplication({ id: '${client.id}', redirectUris: [...] }).`);
}
/** POST /oauth2/authorize: the consent page's form (`request_id`, `page_token`, `decision`, `user_id`). */
export function decide(ctx, pages, body) {
    const requestId = typeof body.request_id === 'string' ? body.request_id : '';
    const now = ctx.clock.now();
    const token = pages.tokens.check(body.page_token, consentBinding(ctx, requestId), now);
    if (token === 'invalid') {
        return page(403, 'Request refused', 'This form was not sent from its consent page. Start the sign-in again.');
    }
    // An expired token is the page's own, answered late: the request has expired with it (and goes).
    const taken = pages.pending.take(requestId, now);
    const authorization = token === 'valid' ? taken : undefined;
    if (!authorization) {
        return page(400, 'This authorization request has expired', 'Start the sign-in again from the application.');
    }
    if (body.decision === 'approve') {
        const user = consentingUser(ctx, typeof body.user_id === 'string' ? body.user_id : null);
        if (!user)
            return page(400, 'Unknown user', 'Pick one of the listed users.');
        return codeRedirect(ctx, authorization, user, 303);
    }
    if (body.decision === 'deny') {
        return errorRedirect(authorization.redirectUri, authorization.state, 'access_denied', 'the user denied the request', 303);
    }
    return page(400, 'Invalid decision', 'decision must be approve or deny.');
}
/** Checks everything after client and redirect URI; errors from here on are redirected. */
function checkRequest(ctx, app, redirectUri, state, param) {
    const responseType = param('response_type');
    if (responseType !== 'code') {
        throw new RedirectError('unsupported_response_type', 'response_type must be "code"');
    }
    const scopeParam = param('scope');
    const parsed = scopeParam === undefined ? undefined : parseScopes(scopeParam);
    if (!parsed)
        throw new RedirectError('invalid_scope', 'scope is required (space-separated scopes)');
    if ('unknown' in parsed)
        throw new RedirectError('invalid_scope', `unknown scope: ${parsed.unknown.join(', ').slice(0, 200)}`);
    const challenge = param('code_challenge') ?? null;
    const method = param('code_challenge_method');
    if (method !== undefined && method !== 'S256') {
        throw new RedirectError('invalid_request', 'code_challenge_method must be S256 (plain is not supported)');
    }
    if (challenge !== null) {
        if (method === undefined) {
            throw new RedirectError('invalid_request', 'code_challenge_method is required and must be S256 (plain is not supported)');
        }
        if (!isS256Challenge(challenge)) {
            throw new RedirectError('invalid_request', 'code_challenge must be the base64url SHA-256 of the verifier (43 characters)');
        }
    }
    else if (app.publicClient) {
        throw new RedirectError('invalid_request', 'PKCE is required for public clients: send code_challenge with S256');
    }
    else if (method !== undefined) {
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
/** What a consent page's token is bound to: its request, and the user signed in (the one it preselects). */
function consentBinding(ctx, requestId) {
    return { page: `consent:${requestId}`, userId: consentingUser(ctx, null)?.id ?? null };
}
/** The user that approves: the one picked, else the control API's choice, else the first person seeded. */
export function consentingUser(ctx, picked) {
    const id = picked ?? ctx.settings.consent.userId;
    if (id !== null) {
        const user = ctx.store.users.get(id);
        return user && !user.bot ? user : undefined;
    }
    for (const user of ctx.store.users.values())
        if (!user.bot)
            return user;
    return undefined;
}
/** prompt=none: the user whose live grant to the app already covers the scopes. */
function silentUser(ctx, app, scopes) {
    const user = consentingUser(ctx, null);
    if (!user)
        return undefined;
    for (const grant of ctx.store.grants.values()) {
        if (grant.applicationId !== app.id || grant.userId !== user.id || grant.revokedAt !== null)
            continue;
        if (scopes.every((scope) => grant.scopes.includes(scope)))
            return user;
    }
    return undefined;
}
/** The user consented: the grant is created or widened, and a code goes back to the client. */
function codeRedirect(ctx, authorization, user, status) {
    const now = ctx.clock.now();
    const grant = upsertGrant(ctx, authorization.app.id, user.id, authorization.scopes);
    const code = ctx.random.token(CODE_BYTES);
    const record = {
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
    if (authorization.state !== null)
        target.searchParams.set('state', authorization.state);
    return { kind: 'redirect', status, location: target.href };
}
function errorRedirect(redirectUri, state, error, description, status) {
    const target = new URL(redirectUri);
    target.searchParams.set('error', error);
    target.searchParams.set('error_description', description);
    if (state !== null)
        target.searchParams.set('state', state);
    return { kind: 'redirect', status, location: target.href };
}
function page(status, title, detail) {
    return { kind: 'page', status, title, detail };
}
function noUser() {
    return page(409, 'No user to sign in', 'Seed a user through the control API first.');
}
