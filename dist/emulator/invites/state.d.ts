/**
 * Activity invites as the invites domain tracks them, beside the direct message each one is: who sent
 * it to whom, in which application, for which party, when, and whose party decides its validity (the
 * sender's for an invite, the receiver's for a join request). Kept in a store collection keyed by the
 * message's id, so invites persist and reset with their messages.
 */
import type { ActivityActionTypes } from '../../model/activity.js';
import type { EmulatorContext } from '../context.js';
/** One invite or join request. */
export interface InviteRecord {
    messageId: string;
    applicationId: string;
    senderId: string;
    recipientId: string;
    type: ActivityActionTypes;
    partyId: string;
    /** Unix ms (emulator clock). */
    sentAt: number;
    /** The user whose staying in the party keeps it valid. */
    holderId: string;
    /** Older than 6 hours: invalid for good, no longer followed. */
    expired: boolean;
}
/** Keyed by message id. */
export declare function invites(ctx: EmulatorContext): Map<string, InviteRecord>;
