/**
 * The provisional-accounts domain of one emulator: what its routes, the token endpoint's merge and the
 * control API call. It holds the built-in test issuer and the merge duration; its records live in the
 * store (state.ts).
 */
import { EXTERNAL_AUTH_TYPE_WIRE, } from '../../model/provisional.js';
import { externalAuthTypeOf } from '../../rules/provisional.js';
import { Errors } from '../errors.js';
import { OAuthErrorResponse } from '../oauth/errors.js';
import { secretHash } from '../secrets.js';
import { identityOf, provisionalTokens, provisionalUser, unmerge } from './accounts.js';
import { botIssuedIdentity, checkExternalCredential, } from './externalCredentials.js';
import { mergeInto } from './merge.js';
import { bans, providerConfigs, tickets } from './state.js';
import { TestIssuer } from './testIssuer.js';
/** Entropy of a ticket (43 base64url characters, prefixed by its kind for readability). */
const TICKET_BYTES = 32;
/** One emulator's provisional accounts: identity providers, credentials, tokens, merge and unmerge. */
export class ProvisionalAccounts {
    /** The built-in OIDC test issuer. */
    issuer;
    /** How long a merge "runs" (423 meanwhile), ms of the emulator's clock. */
    mergeDurationMs = 0;
    #ctx;
    /** The JWKS of configured issuers, fetched once each. */
    #remoteKeys = new Map();
    constructor(ctx) {
        this.#ctx = ctx;
        this.issuer = new TestIssuer(ctx);
    }
    /** Configures an application's identity providers (replacing what it had). */
    configure(applicationId, input) {
        const app = this.#app(applicationId);
        const types = input.types ?? EXTERNAL_AUTH_TYPE_WIRE;
        if (!Array.isArray(types))
            throw new TypeError('types: expected an array of external auth types');
        types.forEach((type, index) => {
            if (externalAuthTypeOf(type) === undefined)
                throw new TypeError(`types[${index}]: expected one of ${EXTERNAL_AUTH_TYPE_WIRE.join(', ')}`);
        });
        const oidc = input.oidc;
        let record = null;
        if (oidc === 'test') {
            record = { issuer: '', audience: app.id, jwks: null, jwksUri: null, builtIn: true };
        }
        else if (oidc !== undefined && oidc !== null) {
            if (typeof oidc.issuer !== 'string' || oidc.issuer === '')
                throw new TypeError('oidc.issuer: expected a URL');
            if (oidc.jwks === undefined && oidc.jwksUri === undefined)
                throw new TypeError('oidc: give the issuer keys (jwks) or where to fetch them (jwksUri)');
            record = {
                issuer: oidc.issuer,
                audience: oidc.audience ?? app.id,
                jwks: oidc.jwks ?? null,
                jwksUri: oidc.jwksUri ?? null,
                builtIn: false,
            };
        }
        const config = { applicationId: app.id, types: [...types], oidc: record };
        providerConfigs(this.#ctx).set(app.id, config);
        return structuredClone(config);
    }
    /** A ticket the emulator accepts for `input.type` (any kind but OIDC). */
    mintTicket(input) {
        const app = this.#app(input.applicationId);
        if (externalAuthTypeOf(input.type) === undefined || input.type === 'OIDC')
            throw new TypeError('type: expected a non-OIDC external auth type (OIDC tokens come from mintIdToken)');
        if (typeof input.subject !== 'string' || input.subject === '' || input.subject.length > 1024)
            throw new TypeError('subject: expected 1 to 1024 characters');
        const ticket = `${input.type.toLowerCase()}.${this.#ctx.random.token(TICKET_BYTES)}`;
        tickets(this.#ctx).set(secretHash(ticket), {
            applicationId: app.id,
            type: input.type,
            subject: input.subject,
            displayName: input.displayName ?? null,
            expiresAt: this.#ctx.clock.now() + (input.expiresInS ?? 3600) * 1000,
        });
        return ticket;
    }
    /** An ID token of the built-in test issuer for a player of `applicationId`. */
    mintIdToken(applicationId, input) {
        return this.issuer.mint(this.#app(applicationId).id, input);
    }
    /** `POST /partner-sdk/token`: the provisional account of the credential, and its token. */
    async token(app, type, token) {
        const identity = await checkExternalCredential(this.#ctx, this.issuer, this.#remoteKeys, app, type, token);
        return provisionalTokens(this.#ctx, app, provisionalUser(this.#ctx, app, identity, null));
    }
    /** `POST /partner-sdk/token/bot`: the game's backend names the player. */
    botToken(app, externalUserId, name, provisionalUserId = null) {
        const identity = {
            provider: 'DISCORD_BOT',
            subject: externalUserId,
            displayName: null,
        };
        // `provisional_user_id` (openapi.json; its meaning is not documented): our design reads it as the
        // caller's word for which account `external_user_id` has, checked, so a mix-up is refused (50035 on
        // the field) instead of answered with another player's token. A new external id has no account yet.
        if (provisionalUserId !== null) {
            const known = identityOf(this.#ctx, app.id, identity)?.userId;
            if (known !== provisionalUserId)
                throw Errors.invalidFormBody({
                    provisional_user_id: {
                        _errors: [
                            {
                                code: 'PROVISIONAL_USER_MISMATCH',
                                message: known === undefined
                                    ? 'external_user_id has no provisional account yet: leave provisional_user_id out to make one'
                                    : `external_user_id belongs to provisional account ${known}, not ${provisionalUserId}`,
                            },
                        ],
                    },
                });
        }
        return provisionalTokens(this.#ctx, app, provisionalUser(this.#ctx, app, identity, name));
    }
    /** `POST /partner-sdk/provisional-accounts/unmerge`. */
    async unmerge(app, type, token) {
        unmerge(this.#ctx, app, await checkExternalCredential(this.#ctx, this.issuer, this.#remoteKeys, app, type, token));
    }
    /** `POST /partner-sdk/provisional-accounts/unmerge/bot`. */
    unmergeBot(app, externalUserId) {
        unmerge(this.#ctx, app, { provider: 'DISCORD_BOT', subject: externalUserId, displayName: null });
    }
    /**
     * The token endpoint's merge hook: with `external_auth_type` and `external_auth_token` in the form, the
     * credential's provisional account is merged into `userId`; without them, nothing happens.
     */
    mergeFromForm = async (applicationId, userId, form, confidential = false) => {
        const type = form.external_auth_type;
        const token = form.external_auth_token;
        if (type === undefined && token === undefined)
            return;
        const wire = externalAuthTypeOf(type);
        if (wire === undefined || typeof token !== 'string' || token === '')
            throw new OAuthErrorResponse('invalid_request', 'external_auth_type and external_auth_token must be given together, once each');
        const app = this.#app(applicationId);
        const authType = EXTERNAL_AUTH_TYPE_WIRE[wire];
        // An account of the Bot Token Endpoint needs no identity-provider configuration (guide "Merging
        // provisional accounts for servers"): its credential is checked against what the endpoint issued.
        const identity = authType === 'DISCORD_BOT_ISSUED_ACCESS_TOKEN'
            ? botIssuedIdentity(this.#ctx, app, token, confidential)
            : await checkExternalCredential(this.#ctx, this.issuer, this.#remoteKeys, app, authType, token);
        mergeInto(this.#ctx, app, userId, identity, this.mergeDurationMs);
    };
    /** The provisional user's new display name (USER_UPDATE follows); only provisional accounts. */
    rename(user, name) {
        user.global_name = name;
        this.#ctx.events.record('USER_UPDATE', null, { user_id: user.id });
        return user;
    }
    /** Bans (or lifts the ban of) a provisional account, as the service's moderation would: a merge of it fails (530017). */
    ban(userId, banned) {
        const user = this.#ctx.store.users.get(userId);
        if (user?.provisional !== true)
            throw new TypeError(`userId: ${String(userId).slice(0, 32)} is not a provisional account`);
        if (banned)
            bans(this.#ctx).set(userId, { userId, since: this.#ctx.clock.now() });
        else
            bans(this.#ctx).delete(userId);
    }
    #app(applicationId) {
        const app = this.#ctx.store.applications.get(applicationId);
        if (!app)
            throw new TypeError(`applicationId: no application ${String(applicationId).slice(0, 32)}`);
        return app;
    }
}
