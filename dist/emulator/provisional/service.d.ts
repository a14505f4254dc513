/**
 * The provisional-accounts domain of one emulator: what its routes, the token endpoint's merge and the
 * control API call. It holds the built-in test issuer and the merge duration; its records live in the
 * store (state.ts).
 */
import { type ExternalAuthTypeWire, type ProvisionalTokenResponse } from '../../model/provisional.js';
import type { EmulatorContext } from '../context.js';
import type { ApplicationRecord, UserRecord } from '../records.js';
import { type ProviderConfigRecord } from './state.js';
import { type TestIdTokenInput, TestIssuer } from './testIssuer.js';
/** What the control API configures for an application. */
export interface IdentityProviderInput {
    /** The credential kinds accepted (wire strings). Default: every kind. */
    types?: readonly ExternalAuthTypeWire[] | undefined;
    /** `'test'`: the built-in test issuer; or a real issuer with its keys given or at a URI. */
    oidc?: 'test' | {
        issuer: string;
        audience?: string | undefined;
        jwks?: {
            keys: Record<string, unknown>[];
        } | undefined;
        jwksUri?: string | undefined;
    } | null | undefined;
}
/** A ticket the control API mints for a provider the emulator cannot reach. */
export interface TicketInput {
    applicationId: string;
    type: ExternalAuthTypeWire;
    /** The player's id at the provider. */
    subject: string;
    displayName?: string | null | undefined;
    /** Default 3600. */
    expiresInS?: number | undefined;
}
/** One emulator's provisional accounts: identity providers, credentials, tokens, merge and unmerge. */
export declare class ProvisionalAccounts {
    #private;
    /** The built-in OIDC test issuer. */
    readonly issuer: TestIssuer;
    /** How long a merge "runs" (423 meanwhile), ms of the emulator's clock. */
    mergeDurationMs: number;
    constructor(ctx: EmulatorContext);
    /** Configures an application's identity providers (replacing what it had). */
    configure(applicationId: string, input: IdentityProviderInput): ProviderConfigRecord;
    /** A ticket the emulator accepts for `input.type` (any kind but OIDC). */
    mintTicket(input: TicketInput): string;
    /** An ID token of the built-in test issuer for a player of `applicationId`. */
    mintIdToken(applicationId: string, input: TestIdTokenInput): Promise<string>;
    /** `POST /partner-sdk/token`: the provisional account of the credential, and its token. */
    token(app: ApplicationRecord, type: ExternalAuthTypeWire, token: string): Promise<ProvisionalTokenResponse>;
    /** `POST /partner-sdk/token/bot`: the game's backend names the player. */
    botToken(app: ApplicationRecord, externalUserId: string, name: string | null, provisionalUserId?: string | null): Promise<ProvisionalTokenResponse>;
    /** `POST /partner-sdk/provisional-accounts/unmerge`. */
    unmerge(app: ApplicationRecord, type: ExternalAuthTypeWire, token: string): Promise<void>;
    /** `POST /partner-sdk/provisional-accounts/unmerge/bot`. */
    unmergeBot(app: ApplicationRecord, externalUserId: string): void;
    /**
     * The token endpoint's merge hook: with `external_auth_type` and `external_auth_token` in the form, the
     * credential's provisional account is merged into `userId`; without them, nothing happens.
     */
    readonly mergeFromForm: (applicationId: string, userId: string, form: Readonly<Record<string, unknown>>, confidential?: boolean) => Promise<void>;
    /** The provisional user's new display name (USER_UPDATE follows); only provisional accounts. */
    rename(user: UserRecord, name: string): UserRecord;
    /** Bans (or lifts the ban of) a provisional account, as the service's moderation would: a merge of it fails (530017). */
    ban(userId: string, banned: boolean): void;
}
