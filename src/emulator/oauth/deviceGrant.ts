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
import { findByDeviceCode, pollTooSoon } from './deviceCodes.js';
import { OAuthErrorResponse } from './errors.js';
import { type OAuthForm, required } from './form.js';
import { issueTokens, upsertGrant } from './grants.js';

/**
 * Merges a provisional account into `userId` before tokens are issued (the provisional domain's).
 * `confidential`: the client authenticated with its secret (a game's backend, not a public client).
 */
export type MergeHook = (
  applicationId: string,
  userId: string,
  form: OAuthForm,
  confidential: boolean,
) => Promise<void> | void;

export async function deviceCodeGrant(
  ctx: EmulatorContext,
  client: ClientAuth,
  form: OAuthForm,
  merge: MergeHook | undefined,
): Promise<OAuthTokenResponse> {
  const record = findByDeviceCode(ctx, required(form, 'device_code'), client.app.id);
  if (!record) throw new OAuthErrorResponse('invalid_grant', 'unknown device_code');
  if (record.status === 'used')
    throw new OAuthErrorResponse('invalid_grant', 'the device_code was already exchanged');
  if (ctx.clock.now() >= record.expiresAt)
    throw new OAuthErrorResponse('expired_token', 'the device_code has expired; start again');
  if (record.status === 'denied') {
    record.status = 'used'; // RFC 8628 3.5: access_denied is final
    throw new OAuthErrorResponse('access_denied', 'the user denied the request');
  }
  if (record.status === 'pending') {
    if (pollTooSoon(ctx, record))
      throw new OAuthErrorResponse('slow_down', `poll at most every ${record.intervalS} seconds`);
    throw new OAuthErrorResponse('authorization_pending', 'the user has not answered yet');
  }
  const userId = record.userId;
  if (userId === null) throw new OAuthErrorResponse('invalid_grant', 'unknown device_code');
  record.status = 'used'; // before any await: a concurrent exchange must see it used
  if (merge) await merge(client.app.id, userId, form, client.confidential);
  const grant = upsertGrant(ctx, client.app.id, userId, record.scopes);
  const { response } = await issueTokens(ctx, {
    app: client.app,
    userId,
    grantId: grant.id,
    scopes: record.scopes,
    authTime: record.authTime ?? ctx.clock.now(),
    refresh: true,
  });
  return response;
}
