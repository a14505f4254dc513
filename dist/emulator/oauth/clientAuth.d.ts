/**
 * Client authentication at the token and revocation endpoints: HTTP Basic (client_secret_basic), or
 * client_id (+ client_secret) in the form. A public client may send only its client_id. Failures are
 * 401 invalid_client.
 */
import type { ApplicationRecord } from '../records.js';
import type { EmulatorStore } from '../store.js';
import type { BasicCredentials } from './basicCredentials.js';
import { type OAuthForm } from './form.js';
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
export declare function authenticateClient(store: EmulatorStore, memos: ClientAuthMemos, header: string | undefined, form: OAuthForm): ClientAuth;
