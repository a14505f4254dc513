/**
 * Direct messages between two users of an application. The C++ library's rule: both users must have
 * signed in to the application (a live grant); otherwise the other user is unknown to the caller (404
 * Unknown User), as the library documents for history. A player may also write to the application's own
 * bot (the bot has no grant; other bots stay unknown). A message between non-friends or provisional
 * accounts is ephemeral (ephemeral.ts): same conversation, but its channel is the other user. The emulator also refuses a message to oneself
 * (400 50007) and edits or deletes by anyone but the author (403 50005), as the service family does,
 * and a message between two users of whom one blocked the other (403 50007, asked of relationships/).
 * Every change is recorded on the event bus (MESSAGE_CREATE / _UPDATE / _DELETE with `user_ids`), and the
 * gateway routes it to the two users' sessions.
 */
import type { MessageActivity } from '../../model/activity.js';
import type { UserMessageSummaryWire } from '../../model/directMessage.js';
import type { DirectMessageInput } from '../../rules/index.js';
import type { EmulatorContext } from '../context.js';
import type { DirectMessageCaller } from './access.js';
import { type ConversationRecord, type DirectMessageRecord } from './state.js';
/** One message of a conversation: the other user and the message's id. */
export interface MessageRef {
    readonly otherId: string;
    readonly messageId: string;
}
/** The conversation of the caller with `otherId`, created when `create`; 404 when the other is unknown. */
export declare function conversation(ctx: EmulatorContext, caller: DirectMessageCaller, otherId: string, create: boolean): ConversationRecord | undefined;
/** Sends a message from the caller to `recipientId` and records MESSAGE_CREATE. */
export declare function send(ctx: EmulatorContext, caller: DirectMessageCaller, recipientId: string, input: DirectMessageInput, activity?: MessageActivity): DirectMessageRecord;
/** Edits the caller's own message and records MESSAGE_UPDATE. */
export declare function edit(ctx: EmulatorContext, caller: DirectMessageCaller, ref: MessageRef, input: DirectMessageInput): DirectMessageRecord;
/**
 * Sets whether an invite message may still be accepted, recording MESSAGE_UPDATE when that changed
 * (the invites domain decides; the message keeps its content and is not marked edited).
 */
export declare function setInviteValidity(ctx: EmulatorContext, applicationId: string, userIds: readonly [string, string], messageId: string, valid: boolean): void;
/** Deletes the caller's own message and records MESSAGE_DELETE. */
export declare function remove(ctx: EmulatorContext, caller: DirectMessageCaller, ref: MessageRef): void;
/** The newest `limit` messages with `otherId`, newest first. */
export declare function history(ctx: EmulatorContext, caller: DirectMessageCaller, otherId: string, limit: number): DirectMessageRecord[];
/** The caller's conversations in the application, each with its last message, newest first. */
export declare function summaries(ctx: EmulatorContext, caller: DirectMessageCaller): UserMessageSummaryWire[];
/** Records MESSAGE_CREATE or MESSAGE_UPDATE of a conversation's message for its two users. */
export declare function record(ctx: EmulatorContext, type: 'MESSAGE_CREATE' | 'MESSAGE_UPDATE', found: ConversationRecord, message: DirectMessageRecord): void;
/**
 * Replaces a direct message's moderation metadata for the application's bot (`PUT /partner-sdk/dms/
 * {user1}/{user2}/messages/{message}/moderation-metadata`; the two users in either order) and records
 * MESSAGE_UPDATE, so that both users' clients see it live.
 * @throws ApiError 404 10008 when the application has no such message between the two users.
 */
export declare function setModerationMetadata(ctx: EmulatorContext, applicationId: string, userIds: readonly [string, string], messageId: string, metadata: Record<string, string>): DirectMessageRecord;
