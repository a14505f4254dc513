/**
 * Checking an external credential (docs/provisional-and-device.md): an OIDC ID token is verified for real (issuer,
 * audience, expiry, age, signature against the issuer's JWKS, given or fetched); the other kinds are
 * tickets the control API minted, because real validation needs the providers (Steam, Epic, Unity,
 * Apple, PlayStation) and their partner credentials. Failures are the service's 5300xx errors.
 */
import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, } from 'jose';
import { secretHash } from '../secrets.js';
import { ProvisionalErrors } from './errors.js';
import { identities, identityKey, PROVIDER_OF, providerConfigs, tickets, } from './state.js';
/** The service refuses ID tokens issued more than a week ago (530004). */
const MAX_ID_TOKEN_AGE_S = 7 * 86_400;
export async function checkExternalCredential(ctx, issuer, remote, app, type, token) {
    const config = providerConfigs(ctx).get(app.id);
    if (!config?.types.includes(type))
        throw ProvisionalErrors.notConfigured(type);
    if (type === 'OIDC') {
        if (!config.oidc)
            throw ProvisionalErrors.oidcConfigNotFound();
        return verifyIdToken(ctx, issuer, remote, config.oidc, token);
    }
    const ticket = tickets(ctx).get(secretHash(token));
    if (!ticket || ticket.applicationId !== app.id || ticket.type !== type)
        throw ProvisionalErrors.invalidToken(`not a ticket the emulator minted for ${type} and this application`);
    if (ctx.clock.now() >= ticket.expiresAt)
        throw ProvisionalErrors.invalidToken('the ticket has expired');
    return { provider: PROVIDER_OF[type], subject: ticket.subject, displayName: ticket.displayName };
}
/**
 * The identity of an account the Bot Token Endpoint made, for a merge (`DISCORD_BOT_ISSUED_ACCESS_TOKEN`;
 * no identity-provider configuration, as the endpoint needs none). The credential is either the account's
 * live access token that the endpoint issued, or, for a client that authenticated with its secret (the
 * game's backend), the `external_user_id` the backend gave the endpoint (the guide's form). A public
 * client cannot name an identity by its id: anyone holding the game's binary could take any account.
 */
export function botIssuedIdentity(ctx, app, token, confidential) {
    const access = ctx.store.tokens.get(secretHash(token));
    const now = ctx.clock.now();
    if (access?.kind === 'access' &&
        access.applicationId === app.id &&
        access.revokedAt === null &&
        (access.expiresAt === null || now < access.expiresAt) &&
        access.userId !== null) {
        for (const identity of identities(ctx).values())
            if (identity.applicationId === app.id &&
                identity.provider === 'DISCORD_BOT' &&
                identity.userId === access.userId)
                return {
                    provider: 'DISCORD_BOT',
                    subject: identity.subject,
                    displayName: identity.displayName ?? null,
                };
    }
    if (confidential && identities(ctx).has(identityKey(app.id, 'DISCORD_BOT', token)))
        return { provider: 'DISCORD_BOT', subject: token, displayName: null };
    // A ticket the control API minted for this kind, as for every other kind (tests written before this).
    const ticket = tickets(ctx).get(secretHash(token));
    if (ticket?.applicationId === app.id &&
        ticket.type === 'DISCORD_BOT_ISSUED_ACCESS_TOKEN' &&
        now < ticket.expiresAt)
        return { provider: 'DISCORD_BOT', subject: ticket.subject, displayName: ticket.displayName };
    throw ProvisionalErrors.invalidToken(confidential
        ? 'neither an access token of an account the Bot Token Endpoint made, nor one of its external_user_id values'
        : 'not an access token of an account the Bot Token Endpoint made (a public client cannot name an external_user_id)');
}
async function verifyIdToken(ctx, issuer, remote, oidc, token) {
    const keys = await keySet(issuer, remote, oidc);
    let payload;
    try {
        ({ payload } = await jwtVerify(token, keys, {
            issuer: oidc.builtIn ? issuer.issuer : oidc.issuer,
            audience: oidc.audience,
            currentDate: new Date(ctx.clock.now()),
            requiredClaims: ['sub', 'iat', 'exp'],
        }));
    }
    catch (error) {
        throw refusal(error);
    }
    if (typeof payload.iat === 'number' && ctx.clock.now() / 1000 - payload.iat > MAX_ID_TOKEN_AGE_S)
        throw ProvisionalErrors.tooOld();
    const name = payload.preferred_username;
    return {
        provider: 'OIDC',
        subject: String(payload.sub),
        displayName: typeof name === 'string' && name !== '' ? name.slice(0, 32) : null,
    };
}
async function keySet(issuer, remote, oidc) {
    if (oidc.builtIn)
        return createLocalJWKSet(await issuer.jwks());
    if (oidc.jwks)
        return createLocalJWKSet(oidc.jwks);
    if (oidc.jwksUri === null)
        throw ProvisionalErrors.jwksNotFound();
    const set = remote.get(oidc.jwksUri) ?? createRemoteJWKSet(new URL(oidc.jwksUri));
    remote.set(oidc.jwksUri, set);
    return set;
}
/** jose's verdict as the service's code. */
function refusal(error) {
    if (error instanceof joseErrors.JWTExpired)
        return ProvisionalErrors.expiredIdToken();
    if (error instanceof joseErrors.JWTClaimValidationFailed) {
        if (error.claim === 'iss')
            return ProvisionalErrors.invalidIssuer();
        if (error.claim === 'aud')
            return ProvisionalErrors.invalidAudience();
        return ProvisionalErrors.invalidToken(`claim ${error.claim} ${error.reason}`);
    }
    if (error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JWKSInvalid)
        return ProvisionalErrors.jwksNotFound();
    if (error instanceof TypeError && /fetch/i.test(error.message))
        return ProvisionalErrors.jwksNotFound();
    if (error instanceof joseErrors.JOSEError)
        return ProvisionalErrors.invalidToken(error.code);
    return error instanceof Error ? error : new Error(String(error));
}
