/** Wire shapes of users and applications, as the service sends them. */
import type { Application } from '../model/application.js';
import type { User } from '../model/user.js';
import type { ApplicationRecord, UserRecord } from './records.js';
/** The public user object (message authors, webhook payloads). */
export declare function publicUser(user: UserRecord): User;
/**
 * `GET /users/@me`: the public fields plus the account's own (`locale`, `mfa_enabled`, `premium_type`, and
 * `email`/`verified` only with the `email` scope, as the service does). `premium_type` is 0 unless the
 * caller may see it (`withPremiumType`: the `identify.premium` scope of an approved application).
 */
export declare function currentUser(user: UserRecord, withEmail: boolean, withPremiumType: boolean): User & Record<string, unknown>;
/** The application object (as in `GET /oauth2/@me`). */
export declare function applicationWire(app: ApplicationRecord): Application & Record<string, unknown>;
/** What a stored message (lobby or direct) holds that its wire shape reads the same way. */
export interface StoredMessage {
    authorId: string;
    applicationId: string;
    createdAt: number;
    moderationMetadata?: Record<string, string> | undefined;
}
/**
 * The fields every message ends with on the wire, in the service's order: its author as now stored
 * (`author`: undefined once the account was removed), flags, application and times.
 */
export declare function messageTail(message: StoredMessage, author: UserRecord | undefined, editedAt: number | null): {
    author: User;
    flags: number;
    application_id: string;
    timestamp: string;
    edited_timestamp: string | null;
    moderation_metadata?: Record<string, string>;
};
/** How the author of a message from a removed account is shown (lobby and direct messages). */
export declare function deletedUser(id: string): UserRecord;
