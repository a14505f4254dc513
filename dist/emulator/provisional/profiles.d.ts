/**
 * A user's application profiles: the external identities linked to the user for one application, as
 * READY's `user.application_profiles` carries them (our design, docs/provisional-and-device.md). A
 * provisional account has the one it was made from; a full account has those merged into it.
 */
import type { UserApplicationProfileWire } from '../../model/provisional.js';
import type { User } from '../../model/user.js';
import type { EmulatorContext } from '../context.js';
/** The identities linked to `userId` for `applicationId`, oldest first. */
export declare function applicationProfiles(ctx: EmulatorContext, applicationId: string, userId: string): UserApplicationProfileWire[];
/** `user` with its profiles for `applicationId` when it has any (READY's own user). */
export declare function withApplicationProfiles(ctx: EmulatorContext, applicationId: string, user: User): User;
