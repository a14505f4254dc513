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
    /** Sent while the two were not friends, or one was provisional (ephemeral.ts); absent: persisted. */
    ephemeral?: boolean | undefined;
    /** The synthetic disclosure message (disclosure.ts): sent with `disclosure_type`, never stored. */
    disclosure?: boolean | undefined;
    /** Sent from the Discord app rather than a game (fromDiscord.ts): it names no application. */
    fromDiscord?: boolean | undefined;
    /** What it carries beside its text, in the service's field names (fromDiscord.ts). */
    extras?: DirectMessageExtras | undefined;
    /** The send's `nonce`, echoed (rules/messageFields.ts). */
    nonce?: string | number | undefined;
    /** Sent as text-to-speech (absent: false). */
    tts?: boolean | undefined;
    /** The flags the sender set (SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS; absent: 0). */
    flags?: number | undefined;
}
/**
 * A message's content beside its text, under the service's message field names (`attachments`, `embeds`,
 * `sticker_items`, `poll`, `thread`, and `flags` for a voice message), kept as given and sent as is.
 */
export interface DirectMessageExtras {
    attachments?: Record<string, unknown>[] | undefined;
    embeds?: Record<string, unknown>[] | undefined;
    sticker_items?: Record<string, unknown>[] | undefined;
    poll?: Record<string, unknown> | undefined;
    thread?: Record<string, unknown> | undefined;
    flags?: number | undefined;
}
/** A conversation: its channel id, its two users and its messages, oldest first. */
export interface ConversationRecord {
    channelId: string;
    applicationId: string;
    userIds: [string, string];
    messages: DirectMessageRecord[];
    /** The disclosure message was sent (disclosure.ts); absent in older data files: not yet. */
    disclosed?: boolean | undefined;
}
/** Keyed by {@link conversationKey}. */
export declare function conversations(ctx: EmulatorContext): Map<string, ConversationRecord>;
/** The key of a pair's conversation in an application: the same whoever of the two asks. */
export declare function conversationKey(applicationId: string, a: string, b: string): string;
