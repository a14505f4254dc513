/**
 * Direct-message state: one conversation per pair of users and application, its messages oldest first.
 * Kept in named store collections so that they persist and reset with the rest of the state.
 */
import type { MessageActivity } from '../../model/activity.js';
import type { EmulatorContext } from '../context.js';
/** A direct message as stored. */
export interface DirectMessageRecord {
    id: string;
    channelId: string;
    applicationId: string;
    authorId: string;
    recipientId: string;
    content: string;
    metadata: Record<string, string> | null;
    /** Set by the moderation-metadata route (bot); absent until then. */
    moderationMetadata?: Record<string, string> | undefined;
    createdAt: number;
    editedAt: number | null;
    /** An activity invite's activity (the invites domain sets it and keeps `is_valid` current). */
    activity?: MessageActivity;
}
/** A conversation: its channel id, its two users and its messages, oldest first. */
export interface ConversationRecord {
    channelId: string;
    applicationId: string;
    userIds: [string, string];
    messages: DirectMessageRecord[];
}
/** Keyed by {@link conversationKey}. */
export declare function conversations(ctx: EmulatorContext): Map<string, ConversationRecord>;
/** The key of a pair's conversation in an application: the same whoever of the two asks. */
export declare function conversationKey(applicationId: string, a: string, b: string): string;
