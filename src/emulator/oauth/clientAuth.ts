/**
 * Client authentication at the token and revocation endpoints: HTTP Basic (client_secret_basic), or
 * client_id (+ client_secret) in the form. A public client may send only its client_id. Failures are
 * 401 invalid_client.
 */
import type { ApplicationRecord } from '../records.js';
import type { EmulatorStore } from '../store.js';
import type { BasicCredentials } from './basicCredentials.js';
import { OAuthErrorResponse } from './errors.js';
import { type OAuthForm, single } from './form.js';
import type { SecretDigests } from './secretDigests.js';

/** What client authentication remembers between requests (the authorization server's memos). */
export interface ClientAuthMemos {
  readonly basicCredentials: BasicCredentials;
  readonly secretDigests: SecretDigests;
}

/** The authenticated client of a token or revoke request. */
export interface ClientAuth {
  app: ApplicationRecord;
  /** True when a client secret was presented and matched. */
  confidential: boolean;
  basic: boolean;
}

export function authenticateClient(
  store: EmulatorStore,
  memos: ClientAuthMemos,
  header: string | undefined,
  form: OAuthForm,
): ClientAuth {
  let clientId = single(form, 'client_id');
  let secret = single(form, 'client_secret');
  let basic = false;
  if (typeof header === 'string' && /^basic /i.test(header)) {
    basic = true;
    if (secret !== undefined)
      throw new OAuthErrorResponse('invalid_request', 'use one client authentication method, not two');
    const credentials = memos.basicCredentials.parse(header);
    if (clientId !== undefined && clientId !== credentials.clientId)
      throw new OAuthErrorResponse('invalid_request', 'client_id does not match the Basic credentials');
    clientId = credentials.clientId;
    secret = credentials.secret;
  }
  if (clientId === undefined)
    throw new OAuthErrorResponse('invalid_client', 'client authentication is required', basic);
  const app = store.applications.get(clientId);
  if (!app) throw new OAuthErrorResponse('invalid_client', 'unknown client', basic);
  if (secret !== undefined) {
    if (!memos.secretDigests.equal(secret, app.clientSecret))
      throw new OAuthErrorResponse('invalid_client', 'client authentication failed', basic);
    return { app, confidential: true, basic };
  }
  if (!app.publicClient)
    throw new OAuthErrorResponse(
      'invalid_client',
      'this client must authenticate with its client secret',
      basic,
    );
  return { app, confidential: false, basic };
}
