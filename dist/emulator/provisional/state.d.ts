/**
 * The provisional-accounts domain's records, in store collections (they persist and reset with the rest):
 * the identity providers each application is configured with, the external identities known (one per
 * provider and subject per application, pointing at a provisional or a full account), and the tickets the
 * control API minted for the providers the emulator cannot reach (Steam, Epic, Unity, Apple, PlayStation,
 * bot-issued tokens).
 */
import type { ExternalAuthTypeWire } from '../../model/provisional.js';
import type { EmulatorContext } from '../context.js';
/** Whose identity it is: both Epic credential kinds name the same Epic account. */
export type IdentityProvider = 'OIDC' | 'EPIC' | 'STEAM' | 'UNITY' | 'DISCORD_BOT' | 'APPLE' | 'PLAYSTATION';
/** The provider of each credential kind. */
export declare const PROVIDER_OF: Readonly<Record<ExternalAuthTypeWire, IdentityProvider>>;
/** An OIDC issuer an application trusts. */
export interface OidcProviderRecord {
    issuer: string;
    /** The `aud` its ID tokens must carry (default: the application id). */
    audience: string;
    /** The issuer's keys, given; or null to fetch them from {@link jwksUri}. */
    jwks: {
        keys: Record<string, unknown>[];
    } | null;
    jwksUri: string | null;
    /** The emulator's built-in test issuer (its keys are read when a token is checked). */
    builtIn: boolean;
}
/** The credential kinds an application accepts, and its OIDC issuer. */
export interface ProviderConfigRecord {
    applicationId: string;
    types: ExternalAuthTypeWire[];
    oidc: OidcProviderRecord | null;
}
/** One external identity of one application. */
export interface IdentityRecord {
    applicationId: string;
    provider: IdentityProvider;
    subject: string;
    userId: string;
    /** The name the provider gave when the identity was first seen (absent in older data files). */
    displayName?: string | null | undefined;
    createdAt: number;
    /** While a merge into a full account runs (emulator ms): the identity's token calls answer 423. */
    mergingUntil: number | null;
}
/** A provisional account banned through the control API (as the service's moderation would). */
export interface BanRecord {
    userId: string;
    since: number;
}
/** A ticket the control API minted (kept under its digest). */
export interface TicketRecord {
    applicationId: string;
    type: ExternalAuthTypeWire;
    subject: string;
    displayName: string | null;
    expiresAt: number;
}
export declare const providerConfigs: (ctx: EmulatorContext) => Map<string, ProviderConfigRecord>;
/** Keyed by {@link identityKey}. */
export declare const identities: (ctx: EmulatorContext) => Map<string, IdentityRecord>;
/** Keyed by user id. */
export declare const bans: (ctx: EmulatorContext) => Map<string, BanRecord>;
export declare const tickets: (ctx: EmulatorContext) => Map<string, TicketRecord>;
export declare function identityKey(applicationId: string, provider: IdentityProvider, subject: string): string;
