/**
 * Provisional accounts themselves: the account of an external identity, made on first sight (one per
 * provider and subject per application) with a name from the provider, the game or a generated one; its
 * one-hour token without a refresh token; unmerge (the identity leaves a full account, whose tokens for
 * the application die, and gets a new provisional account at once, which the next sign-in finds).
 */
import { PROVISIONAL_TOKEN_TTL_SECONDS } from '../../model/provisional.js';
import { deauthorizeUser, issueTokens, upsertGrant } from '../oauth/grants.js';
import { seedUser } from '../users/seed.js';
import { ProvisionalErrors } from './errors.js';
import { copyOnUnmerge } from './relationshipMoves.js';
import { identities, identityKey } from './state.js';
/** Recorded when an identity left a full account: `user_id` (whose grant to the application was revoked). */
export const PROVISIONAL_UNMERGED_EVENT = 'PROVISIONAL_USER_UNMERGED';
/** What a provisional token may do: sign in (ID token) and the social layer. */
export const PROVISIONAL_SCOPES = ['openid', 'sdk.social_layer'];
/** The identity's record, or undefined; 423 while a merge of it runs. */
export function identityOf(ctx, applicationId, identity) {
    const record = identities(ctx).get(identityKey(applicationId, identity.provider, identity.subject));
    if (record?.mergingUntil != null) {
        if (ctx.clock.now() < record.mergingUntil)
            throw ProvisionalErrors.locked();
        record.mergingUntil = null;
    }
    return record;
}
/** The provisional user of an identity, made on first sight; 530010 when it belongs to a full account. */
export function provisionalUser(ctx, app, identity, preferredName) {
    const existing = identityOf(ctx, app.id, identity);
    if (existing) {
        const user = ctx.store.users.get(existing.userId);
        if (user?.provisional === true)
            return user;
        if (user)
            throw ProvisionalErrors.fullAccount();
    }
    const name = preferredName ?? identity.displayName;
    const user = seedUser(ctx, { global_name: name ?? null, email: null, verified: false });
    user.username = `provisional_${user.id.slice(-8)}`;
    if (name === null)
        user.global_name = `Player ${user.id.slice(-4)}`;
    user.provisional = true;
    const record = {
        applicationId: app.id,
        provider: identity.provider,
        subject: identity.subject,
        userId: user.id,
        displayName: identity.displayName,
        createdAt: ctx.clock.now(),
        mergingUntil: null,
    };
    identities(ctx).set(identityKey(app.id, identity.provider, identity.subject), record);
    return user;
}
/** The provisional token response (OpenAPI `ProvisionalTokenResponse`): 7 days, no refresh token. */
export async function provisionalTokens(ctx, app, user) {
    const scopes = [...PROVISIONAL_SCOPES];
    const grant = upsertGrant(ctx, app.id, user.id, scopes);
    const { response, issuedAt } = await issueTokens(ctx, {
        app,
        userId: user.id,
        grantId: grant.id,
        scopes,
        authTime: ctx.clock.now(),
        refresh: false,
        ttlSeconds: PROVISIONAL_TOKEN_TTL_SECONDS,
    });
    return {
        token_type: response.token_type,
        access_token: response.access_token,
        expires_in: response.expires_in,
        scope: response.scope,
        id_token: response.id_token ?? '',
        scopes,
        expires_at_s: Math.floor(issuedAt / 1000) + response.expires_in,
    };
}
/**
 * Unmerge: the identity leaves the full account it was merged into; that account's grant to the
 * application is revoked (its tokens die, its sessions end), and the identity gets a new provisional
 * account at once (the public guide: every unmerge creates one), which starts with the full account's
 * blocks, either way, its game friends of the application and its Discord friends who play it
 * (relationshipMoves.ts). 404 without such an identity, 50229 when the identity has its provisional
 * account (a second unmerge too).
 */
export function unmerge(ctx, app, identity) {
    const record = identityOf(ctx, app.id, identity);
    if (!record)
        throw ProvisionalErrors.noIdentity();
    const user = ctx.store.users.get(record.userId);
    if (user?.provisional === true)
        throw ProvisionalErrors.userIsProvisional();
    identities(ctx).delete(identityKey(app.id, identity.provider, identity.subject));
    if (user)
        deauthorizeUser(ctx, user.id, app.id);
    // The name the provider gave at first sight (a bot-route unmerge carries none of its own).
    const named = { ...identity, displayName: identity.displayName ?? record.displayName ?? null };
    const fresh = provisionalUser(ctx, app, named, null);
    if (user)
        copyOnUnmerge(ctx, app.id, user.id, fresh.id);
    ctx.events.record(PROVISIONAL_UNMERGED_EVENT, app.id, { user_id: record.userId });
}
