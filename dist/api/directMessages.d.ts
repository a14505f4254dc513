/**
 * Direct-message routes. The spec names none: these are the emulator's (README, "Emulator"), under the
 * API prefix, Bearer tokens with `sdk.social_layer` or `dm_channels.read`. Bodies and limits are checked
 * before sending with the direct-message rules the emulator answers 50035 with (`src/rules`).
 */
import type { Transport } from '../http/transport.js';
import type { DirectMessage, EditUserMessageBody, SendUserMessageBody, UserMessageSummaryWire } from '../model/index.js';
import type { CallOptions, SnowflakeArg } from './call.js';
/** `POST /users/@me/direct-messages/{user}`: sends 1..2000 characters to another signed-in user. */
export declare function sendUserMessage(transport: Transport, recipientId: SnowflakeArg, body: SendUserMessageBody, options?: CallOptions): Promise<DirectMessage>;
/** `PATCH /users/@me/direct-messages/{user}/{message}`: edits one of the caller's own messages. */
export declare function editUserMessage(transport: Transport, recipientId: SnowflakeArg, messageId: SnowflakeArg, body: EditUserMessageBody, options?: CallOptions): Promise<DirectMessage>;
/** `DELETE /users/@me/direct-messages/{user}/{message}`: deletes one of the caller's own messages. */
export declare function deleteUserMessage(transport: Transport, recipientId: SnowflakeArg, messageId: SnowflakeArg, options?: CallOptions): Promise<void>;
/** `GET /users/@me/direct-messages/{user}?limit=1..200`: the conversation's newest messages, newest first. */
export declare function getUserMessages(transport: Transport, recipientId: SnowflakeArg, limit: number, options?: CallOptions): Promise<DirectMessage[]>;
/** `GET /users/@me/direct-messages`: the last message of each of the caller's conversations. */
export declare function getUserMessageSummaries(transport: Transport, options?: CallOptions): Promise<UserMessageSummaryWire[]>;
