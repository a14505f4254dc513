/**
 * Rich presence rules shared by the SDK (before `UpdateRichPresence` and the invite calls) and the
 * emulator (op 3, the invite routes): every field of an activity, what makes one joinable, how long an
 * invite stays valid, and who may invite whom. Lengths follow the public gateway documentation where it
 * gives them (button label 1-32, URL 1-512, at most two buttons); the others are ours, documented in
 * docs/rich-presence.md.
 */
import { type GatewayActivity } from '../model/activity.js';
import { type BodyCheckOptions, type Checked } from './fields.js';
/** Limits of an activity's fields. */
export declare const ActivityLimits: {
    readonly NAME_MAX: 128;
    readonly TEXT_MAX: 128;
    readonly URL_MAX: 256;
    readonly IMAGE_MAX: 256;
    readonly PARTY_ID_MAX: 128;
    readonly SECRET_MAX: 128;
    /** A party's size is a C++ `int32_t`. */
    readonly PARTY_SIZE_MAX: 2147483647;
    readonly BUTTONS_MAX: 2;
    readonly BUTTON_LABEL_MAX: 32;
    readonly BUTTON_URL_MAX: 512;
    /** An invite may be accepted for 6 hours after it was sent (the C++ library's documentation). */
    readonly INVITE_VALIDITY_MS: number;
};
/** A timestamp in Unix ms: small values (before 1973 in ms, i.e. any plausible time in seconds) are seconds. */
export declare function activityTimestampMs(value: number): number;
/**
 * Checks an activity (op 3's `activities[i]`; the SDK's `Activity` as it will be sent).
 * @param value - the activity object.
 * @param options - `unknownFields: 'refuse'` in the SDK, so a misspelt field is reported.
 * @returns the activity with only its known fields, and the issues (paths relative to the activity).
 */
export declare function validateActivity(value: unknown, options?: BodyCheckOptions): Checked<GatewayActivity>;
/**
 * Why an activity cannot be shared with a receiver on `platform`, or undefined when it is joinable: a
 * party with a non-empty id and room left, a non-empty join secret, and `platform` among its supported
 * platforms (Desktop when it names none).
 * @param activity - the sender's current activity, or undefined when there is none.
 * @param platform - the receiver's `ActivityGamePlatforms` bit.
 */
export declare function notJoinableReason(activity: GatewayActivity | undefined, platform?: number): string | undefined;
/** What decides whether a user may send an invite (or a join request) to another. */
export interface InviteRelation {
    /** Either user blocked the other. */
    readonly blocked: boolean;
    /** They are friends of either kind (Discord, or game in this application). */
    readonly friends: boolean;
    /** Both have a connected session of this application. */
    readonly bothInGame: boolean;
}
/** Friends may invite each other; so may two users both in the game; never across a block. */
export declare function mayInvite(relation: InviteRelation): boolean;
/**
 * Whether an invite can still be accepted: sent at most 6 hours ago, and its sender's current activity
 * is still in the invite's party (it turns valid again when they rejoin it).
 * @param invite - when it was sent (Unix ms) and its party id.
 * @param now - the current time, Unix ms (the emulator's clock).
 * @param senderActivity - the sender's current activity in the invite's application, if any.
 */
export declare function inviteIsValid(invite: {
    readonly sentAt: number;
    readonly partyId: string;
}, now: number, senderActivity: GatewayActivity | undefined): boolean;
/** The activity as anyone but its owner may see it: everything but the secrets. */
export declare function withoutSecrets(activity: GatewayActivity): GatewayActivity;
/** Issue codes of the invite routes (named in the service's style; the real ones are not published). */
export declare const ActivityIssueCodes: {
    /** The activity to share is not joinable (no party, full, no join secret, wrong platform). */
    readonly ACTIVITY_NOT_JOINABLE: 'ACTIVITY_NOT_JOINABLE';
    /** The invite can no longer be accepted (older than 6 hours, or its sender left the party). */
    readonly ACTIVITY_INVITE_INVALID: 'ACTIVITY_INVITE_INVALID';
    /** The invite is not of the kind the call takes (accepting a join request, replying to an invite). */
    readonly ACTIVITY_INVITE_TYPE_INVALID: 'ACTIVITY_INVITE_TYPE_INVALID';
};
/** Longest text an invite may carry (a direct message's). */
export declare const INVITE_CONTENT_MAX = 2000;
/** `POST /users/@me/activity-invites/{user}` body: `{ content? }`, 0..2000 characters (empty: none). */
export declare function validateActivityInviteBody(body: unknown, options?: BodyCheckOptions): Checked<string>;
