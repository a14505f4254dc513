/**
 * Provisional accounts themselves: the account of an external identity, made on first sight (one per
 * provider and subject per application) with a name from the provider, the game or a generated one; its
 * one-hour token without a refresh token; unmerge (the identity leaves a full account, whose tokens for
 * the application die, and gets a new provisional account at once, which the next sign-in finds).
 */
import { type ProvisionalTokenResponse } from '../../model/provisional.js';
import type { EmulatorContext } from '../context.js';
import type { ApplicationRecord, UserRecord } from '../records.js';
import type { ExternalIdentity } from './externalCredentials.js';
import { type IdentityRecord } from './state.js';
/** Recorded when an identity left a full account: `user_id` (whose grant to the application was revoked). */
export declare const PROVISIONAL_UNMERGED_EVENT = "PROVISIONAL_USER_UNMERGED";
/** What a provisional token may do: sign in (ID token) and the social layer. */
export declare const PROVISIONAL_SCOPES: readonly ['openid', 'sdk.social_layer'];
/** The identity's record, or undefined; 423 while a merge of it runs. */
export declare function identityOf(ctx: EmulatorContext, applicationId: string, identity: Pick<ExternalIdentity, 'provider' | 'subject'>): IdentityRecord | undefined;
/** The provisional user of an identity, made on first sight; 530010 when it belongs to a full account. */
export declare function provisionalUser(ctx: EmulatorContext, app: ApplicationRecord, identity: ExternalIdentity, preferredName: string | null): UserRecord;
/** The provisional token response (OpenAPI `ProvisionalTokenResponse`): 7 days, no refresh token. */
export declare function provisionalTokens(ctx: EmulatorContext, app: ApplicationRecord, user: UserRecord): Promise<ProvisionalTokenResponse>;
/**
 * Unmerge: the identity leaves the full account it was merged into; that account's grant to the
 * application is revoked (its tokens die, its sessions end), and the identity gets a new provisional
 * account at once (the public guide: every unmerge creates one), which starts with the full account's
 * blocks, either way, its game friends of the application and its Discord friends who play it
 * (relationshipMoves.ts). 404 without such an identity, 50229 when the identity has its provisional
 * account (a second unmerge too).
 */
export declare function unmerge(ctx: EmulatorContext, app: ApplicationRecord, identity: ExternalIdentity): void;
