/**
 * `enforce_nonce` (openapi.json message bodies): "if true and nonce is present, it will be checked for
 * uniqueness in the past few minutes; if another message was created by the same author with the same
 * nonce, that message will be returned and no new message will be created". The emulator's few minutes
 * are five (rules/messageFields.ts `NONCE_WINDOW_MS`), by its clock; the search walks a channel's messages
 * from the newest and stops at the window's start, so it costs the window's messages at most.
 */
import { type MessageFieldsInput } from '../rules/messageFields.js';
/** What a stored message (lobby, direct or channel) holds that the nonce check reads. */
export interface NoncedMessage {
    authorId: string;
    createdAt: number;
    nonce?: string | number | undefined;
}
/**
 * The message that an `enforce_nonce` send repeats, if any: the same author's, with the same nonce, made
 * within the window; undefined when the send makes a new message.
 * @param messages - the channel's messages, oldest first.
 */
export declare function repeatedSend<T extends NoncedMessage>(messages: readonly T[], authorId: string, fields: MessageFieldsInput | undefined, now: number): T | undefined;
/** The kept fields a stored message takes from a send: only those given, so older records stay as they were. */
export declare function keptFields(fields: MessageFieldsInput | undefined): {
    nonce?: string | number;
    tts?: boolean;
    flags?: number;
};
