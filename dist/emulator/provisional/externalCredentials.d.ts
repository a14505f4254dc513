/**
 * Checking an external credential (docs/provisional-and-device.md): an OIDC ID token is verified for real (issuer,
 * audience, expiry, age, signature against the issuer's JWKS, given or fetched); the other kinds are
 * tickets the control API minted, because real validation needs the providers (Steam, Epic, Unity,
 * Apple, PlayStation) and their partner credentials. Failures are the service's 5300xx errors.
 */
import { createRemoteJWKSet } from 'jose';
import type { ExternalAuthTypeWire } from '../../model/provisional.js';
import type { EmulatorContext } from '../context.js';
import type { ApplicationRecord } from '../records.js';
import { type IdentityProvider } from './state.js';
import type { TestIssuer } from './testIssuer.js';
/** Who the credential says the player is. */
export interface ExternalIdentity {
    provider: IdentityProvider;
    subject: string;
    /** The name the provider gives, if any. */
    displayName: string | null;
}
/** Remote key sets by URI, one map per emulator: a JWKS is fetched once and kept (jose refetches on an unknown kid). */
export type RemoteKeySets = Map<string, ReturnType<typeof createRemoteJWKSet>>;
export declare function checkExternalCredential(ctx: EmulatorContext, issuer: TestIssuer, remote: RemoteKeySets, app: ApplicationRecord, type: ExternalAuthTypeWire, token: string): Promise<ExternalIdentity>;
/**
 * The identity of an account the Bot Token Endpoint made, for a merge (`DISCORD_BOT_ISSUED_ACCESS_TOKEN`;
 * no identity-provider configuration, as the endpoint needs none). The credential is either the account's
 * live access token that the endpoint issued, or, for a client that authenticated with its secret (the
 * game's backend), the `external_user_id` the backend gave the endpoint (the guide's form). A public
 * client cannot name an identity by its id: anyone holding the game's binary could take any account.
 */
export declare function botIssuedIdentity(ctx: EmulatorContext, app: ApplicationRecord, token: string, confidential: boolean): ExternalIdentity;
