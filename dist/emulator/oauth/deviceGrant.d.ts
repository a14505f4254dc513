/**
 * The token endpoint's device-code grant (RFC 8628 3.4-3.5): `authorization_pending` until the user
 * acts on the activation page, `slow_down` for a poll sooner than the interval, `access_denied`,
 * `expired_token` past the code's lifetime, and the tokens once (a second exchange is `invalid_grant`).
 * With `external_auth_type` and `external_auth_token`, the provisional account they name is merged into
 * the signing-in user (see the `merge` hook).
 */
import type { OAuthTokenResponse } from '../../model/oauth.js';
import type { EmulatorContext } from '../context.js';
import type { ClientAuth } from './clientAuth.js';
import { type OAuthForm } from './form.js';
/**
 * Merges a provisional account into `userId` before tokens are issued (the provisional domain's).
 * `confidential`: the client authenticated with its secret (a game's backend, not a public client).
 */
export type MergeHook = (applicationId: string, userId: string, form: OAuthForm, confidential: boolean) => Promise<void> | void;
export declare function deviceCodeGrant(ctx: EmulatorContext, client: ClientAuth, form: OAuthForm, merge: MergeHook | undefined): Promise<OAuthTokenResponse>;
