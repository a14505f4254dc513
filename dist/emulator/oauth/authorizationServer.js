/**
 * The emulator's OAuth2 authorization server: one per emulator, holding what it remembers between
 * requests (decoded Basic credentials, client secret digests, checked client-credentials scope lists,
 * consent requests waiting for a decision, the key of its pages' form tokens). The routes hand it parsed
 * requests and render what it returns.
 */
import { TOKEN_EXCHANGE_GRANT_TYPE } from '../../model/childToken.js';
import { DEVICE_CODE_GRANT_TYPE } from '../../model/deviceGrant.js';
import { secretHash } from '../secrets.js';
import { ActivationAttempts } from './activationAttempts.js';
import { authorize, decide } from './authorization.js';
import { BasicCredentials } from './basicCredentials.js';
import { childTokenGrant } from './childTokenGrant.js';
import { authenticateClient } from './clientAuth.js';
import { ClientScopeLists } from './clientScopes.js';
import { activate, activationForm } from './deviceActivation.js';
import { issueDeviceCode } from './deviceCodes.js';
import { deviceCodeGrant } from './deviceGrant.js';
import { OAuthErrorResponse } from './errors.js';
import { ExpirySweeper } from './expirySweep.js';
import { required, single } from './form.js';
import { deauthorize, revokeToken } from './grants.js';
import { PageTokens } from './pageTokens.js';
import { PendingAuthorizations } from './pendingAuthorizations.js';
import { parseScopes } from './scopes.js';
import { SecretDigests } from './secretDigests.js';
import { authorizationCodeGrant, clientCredentialsGrant, refreshTokenGrant } from './tokenGrants.js';
export class AuthorizationServer {
    ctx;
    basicCredentials = new BasicCredentials();
    secretDigests = new SecretDigests();
    clientScopes = new ClientScopeLists();
    pending;
    /** The per-page tokens of the consent and activation forms. */
    pageTokens;
    /** Wrong user codes entered on the activation page, rate-limited. */
    activationAttempts = new ActivationAttempts();
    /**
     * Merges a provisional account during a user grant that carries `external_auth_type` and
     * `external_auth_token` (set by the provisional domain; without it such a grant is refused).
     */
    merge;
    /** Forgets dead tokens and codes a few per token request (bounded work, on the emulator's clock). */
    sweeper;
    constructor(ctx) {
        this.ctx = ctx;
        this.pending = new PendingAuthorizations(ctx.random);
        this.pageTokens = new PageTokens(ctx.random);
        this.sweeper = new ExpirySweeper(ctx);
    }
    /** GET /oauth2/authorize; `source` is the peer's address. */
    authorize(query, source) {
        return authorize(this.ctx, this.#consentPages(), query, source);
    }
    /** POST /oauth2/authorize (the consent page's decision). */
    decide(body) {
        return decide(this.ctx, this.#consentPages(), body);
    }
    #consentPages() {
        return { pending: this.pending, tokens: this.pageTokens };
    }
    /**
     * POST /oauth2/token: the token response, or a promise of it for the user grants (which may sign an
     * id_token). client_credentials is answered synchronously: it is what app backends call in a loop.
     */
    token(authorization, form) {
        this.sweeper.step();
        const client = authenticateClient(this.ctx.store, this, authorization, form);
        const grantType = single(form, 'grant_type');
        if (grantType === 'client_credentials')
            return clientCredentialsGrant(this.ctx, client, form, this.clientScopes);
        if (grantType === 'authorization_code')
            return authorizationCodeGrant(this.ctx, client, form, this.merge);
        if (grantType === 'refresh_token')
            return refreshTokenGrant(this.ctx, client, form);
        if (grantType === DEVICE_CODE_GRANT_TYPE)
            return deviceCodeGrant(this.ctx, client, form, this.merge);
        if (grantType === TOKEN_EXCHANGE_GRANT_TYPE)
            return childTokenGrant(this.ctx, client, form);
        if (grantType === undefined)
            throw new OAuthErrorResponse('invalid_request', 'grant_type is required');
        throw new OAuthErrorResponse('unsupported_grant_type', `grant_type must be authorization_code, refresh_token, client_credentials, ${DEVICE_CODE_GRANT_TYPE} or ${TOKEN_EXCHANGE_GRANT_TYPE}`);
    }
    /** POST /oauth2/device/authorize (RFC 8628 3.1-3.2). */
    deviceAuthorize(authorization, form, source) {
        const client = authenticateClient(this.ctx.store, this, authorization, form);
        const parsed = parseScopes(required(form, 'scope'));
        if (!parsed)
            throw new OAuthErrorResponse('invalid_scope', 'scope is required (space-separated scopes)');
        if ('unknown' in parsed)
            throw new OAuthErrorResponse('invalid_scope', `unknown scope: ${parsed.unknown.join(', ').slice(0, 200)}`);
        return issueDeviceCode(this.ctx, client.app, parsed.scopes, source);
    }
    /** GET /activate. */
    activationForm(query) {
        return activationForm(this.ctx, this.pageTokens, query);
    }
    /** POST /activate. */
    activate(body) {
        return activate(this.ctx, this.activationAttempts, this.pageTokens, body);
    }
    /**
     * POST /oauth2/token/revoke (RFC 7009). Revoking any token of a grant deauthorizes the grant; unknown,
     * already revoked or foreign tokens are not an error (RFC 7009 2.2).
     */
    revoke(authorization, form) {
        const client = authenticateClient(this.ctx.store, this, authorization, form);
        const raw = required(form, 'token');
        single(form, 'token_type_hint'); // any hint is accepted; an unknown one is ignored (RFC 7009 2.1)
        const token = this.ctx.store.tokens.get(secretHash(raw));
        if (token && token.applicationId === client.app.id) {
            const grant = token.grantId === null ? undefined : this.ctx.store.grants.get(token.grantId);
            if (grant)
                deauthorize(this.ctx, grant);
            else
                revokeToken(this.ctx, token);
        }
    }
    /**
     * Forgets the memos (after a reset: the secrets of applications that are gone leave memory with them).
     * Consent pages already shown stay answerable, as they always were across a reset.
     */
    forget() {
        this.basicCredentials.clear();
        this.secretDigests.clear();
        this.clientScopes.forget();
        this.activationAttempts.clear();
    }
}
