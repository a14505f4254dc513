import type { EmulatorContext } from '../context.js';
import type { ApplicationRecord } from '../records.js';
/**
 * An application to create, or (with the id of one that exists) to update: unset fields keep their values,
 * or get defaults on creation (a generated name, bot token and client secret, a confidential client).
 */
export interface ApplicationSeed {
    id?: string | undefined;
    name?: string | undefined;
    botToken?: string | undefined;
    clientSecret?: string | undefined;
    /** Public client: PKCE S256 required, no client_credentials. Default false. */
    publicClient?: boolean | undefined;
    redirectUris?: string[] | undefined;
    flags?: number | undefined;
    webhookUrl?: string | null | undefined;
    /** Where interactions are POSTed: a loopback URL (`http://127.0.0.1:<port>/...`) or null. */
    interactionsUrl?: string | null | undefined;
    ownerId?: string | null | undefined;
    /** Approved for the `identify.premium` scope (users' real `premium_type`). Default false. */
    premiumScopeApproved?: boolean | undefined;
    /** Makes it a child of this (existing, other) application, which may then exchange tokens for it. */
    parentApplicationId?: string | null | undefined;
}
/** Creates an application, or updates the one with the seed's id (unset fields keep their values). */
export declare function seedApplication(ctx: EmulatorContext, seed: ApplicationSeed, at?: string): ApplicationRecord;
/**
 * A registered redirect URI: absolute, no fragment (RFC 6749 3.1.2); http(s) or a private-use scheme
 * such as `discord-<app id>:/authorize/callback`.
 */
export declare function checkRedirectUri(value: unknown, at: string): string;
