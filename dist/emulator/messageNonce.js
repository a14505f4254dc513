/**
 * `enforce_nonce` (openapi.json message bodies): "if true and nonce is present, it will be checked for
 * uniqueness in the past few minutes; if another message was created by the same author with the same
 * nonce, that message will be returned and no new message will be created". The emulator's few minutes
 * are five (rules/messageFields.ts `NONCE_WINDOW_MS`), by its clock; the search walks a channel's messages
 * from the newest and stops at the window's start, so it costs the window's messages at most.
 */
import { NONCE_WINDOW_MS } from '../rules/messageFields.js';
/**
 * The message that an `enforce_nonce` send repeats, if any: the same author's, with the same nonce, made
 * within the window; undefined when the send makes a new message.
 * @param messages - the channel's messages, oldest first.
 */
export function repeatedSend(messages, authorId, fields, now) {
    if (fields?.enforceNonce !== true || fields.nonce === undefined)
        return undefined;
    for (let i = messages.length - 1; i >= 0; i--) {
        const message = messages[i];
        if (message.createdAt < now - NONCE_WINDOW_MS)
            return undefined;
        if (message.authorId === authorId && message.nonce === fields.nonce)
            return message;
    }
    return undefined;
}
/** The kept fields a stored message takes from a send: only those given, so older records stay as they were. */
export function keptFields(fields) {
    const out = {};
    if (fields?.nonce !== undefined)
        out.nonce = fields.nonce;
    if (fields?.tts === true)
        out.tts = true;
    if (fields?.flags !== undefined && fields.flags !== 0)
        out.flags = fields.flags;
    return out;
}
