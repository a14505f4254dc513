import type { OAuthTokenResponse } from '../../model/oauth.js';
import type { EmulatorContext } from '../context.js';
import { ActivationAttempts } from './activationAttempts.js';
import { type AuthorizeOutcome } from './authorization.js';
import { BasicCredentials } from './basicCredentials.js';
import { ClientScopeLists } from './clientScopes.js';
import { type ActivationOutcome } from './deviceActivation.js';
import { type IssuedDeviceCode } from './deviceCodes.js';
import { type MergeHook } from './deviceGrant.js';
import { ExpirySweeper } from './expirySweep.js';
import { type OAuthForm } from './form.js';
import { PageTokens } from './pageTokens.js';
import { PendingAuthorizations } from './pendingAuthorizations.js';
import { SecretDigests } from './secretDigests.js';
export declare class AuthorizationServer {
    #private;
    private readonly ctx;
    readonly basicCredentials: BasicCredentials;
    readonly secretDigests: SecretDigests;
    readonly clientScopes: ClientScopeLists;
    readonly pending: PendingAuthorizations;
    /** The per-page tokens of the consent and activation forms. */
    readonly pageTokens: PageTokens;
    /** Wrong user codes entered on the activation page, rate-limited. */
    readonly activationAttempts: ActivationAttempts;
    /**
     * Merges a provisional account during a user grant that carries `external_auth_type` and
     * `external_auth_token` (set by the provisional domain; without it such a grant is refused).
     */
    merge: MergeHook | undefined;
    /** Forgets dead tokens and codes a few per token request (bounded work, on the emulator's clock). */
    readonly sweeper: ExpirySweeper;
    constructor(ctx: EmulatorContext);
    /** GET /oauth2/authorize; `source` is the peer's address. */
    authorize(query: Record<string, unknown>, source: string): AuthorizeOutcome;
    /** POST /oauth2/authorize (the consent page's decision). */
    decide(body: Record<string, unknown>): AuthorizeOutcome;
    /**
     * POST /oauth2/token: the token response, or a promise of it for the user grants (which may sign an
     * id_token). client_credentials is answered synchronously: it is what app backends call in a loop.
     */
    token(authorization: string | undefined, form: OAuthForm): OAuthTokenResponse | Promise<OAuthTokenResponse>;
    /** POST /oauth2/device/authorize (RFC 8628 3.1-3.2). */
    deviceAuthorize(authorization: string | undefined, form: OAuthForm, source: string): IssuedDeviceCode;
    /** GET /activate. */
    activationForm(query: Record<string, unknown>): ActivationOutcome;
    /** POST /activate. */
    activate(body: Record<string, unknown>): ActivationOutcome;
    /**
     * POST /oauth2/token/revoke (RFC 7009). Revoking any token of a grant deauthorizes the grant; unknown,
     * already revoked or foreign tokens are not an error (RFC 7009 2.2).
     */
    revoke(authorization: string | undefined, form: OAuthForm): void;
    /**
     * Forgets the memos (after a reset: the secrets of applications that are gone leave memory with them).
     * Consent pages already shown stay answerable, as they always were across a reset.
     */
    forget(): void;
}
