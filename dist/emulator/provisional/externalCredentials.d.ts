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
