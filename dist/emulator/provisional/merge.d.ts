/**
 * Merging a provisional account into the full account that signs in with the same external identity
 * (`external_auth_type` / `external_auth_token` on the token endpoint's code or device-code grant): the
 * identity moves to the full account, and so do the provisional user's relationships (both kinds, blocks
 * either way included: relationshipMoves.ts), DMs with the activity invites among them, and lobby
 * memberships; its grants are revoked (the gateway then ends its sessions) and the account
 * goes. PROVISIONAL_USER_MERGED is recorded for whoever follows. With a merge duration set through the
 * control API, the identity answers 423 until the emulator's clock passes it, as the service does while a
 * merge runs.
 */
import type { EmulatorContext } from '../context.js';
import type { ApplicationRecord } from '../records.js';
import type { ExternalIdentity } from './externalCredentials.js';
/** Recorded when a provisional account was merged: `source_id` (gone) into `user_id`. */
export declare const PROVISIONAL_MERGED_EVENT = "PROVISIONAL_USER_MERGED";
/**
 * Links `identity` to the full account `userId`, merging the identity's provisional account into it.
 * @param durationMs - how long the merge "runs" on the emulator's clock (423 meanwhile).
 */
export declare function mergeInto(ctx: EmulatorContext, app: ApplicationRecord, userId: string, identity: ExternalIdentity, durationMs: number): void;
