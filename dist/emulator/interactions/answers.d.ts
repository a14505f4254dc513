/**
 * How an interaction's answers change its record (FACTS.md "Interactions over HTTP"): one first answer,
 * within 3 seconds, checked with `validateInteractionResponse` (src/rules); a message answer (4) becomes
 * the original message, a deferred one (5) a "thinking" placeholder (flag LOADING) that the first edit
 * or follow-up replaces; the token serves follow-ups and edits for 15 minutes.
 */
import { type InteractionMessageData, type InteractionResponse, type Message } from '../../model/index.js';
import { type Issue } from '../../rules/index.js';
import type { EmulatorContext } from '../context.js';
import type { InteractionRecord } from './state.js';
/** Names of the answer types, for notes and the request log. */
export declare const CALLBACK_NAMES: Readonly<Record<number, string>>;
/** Past the 3 seconds of the first answer. */
export declare function isLate(record: InteractionRecord, now: number): boolean;
/** Past the 15 minutes of the token. */
export declare function isExpired(record: InteractionRecord, now: number): boolean;
/** Problems of an answer to this interaction (its type, and for autocomplete the focused option's type). */
export declare function answerIssues(record: InteractionRecord, body: unknown): Issue[];
/** Records the first answer; a message or a deferred answer creates the original message. */
export declare function applyAnswer(ctx: EmulatorContext, record: InteractionRecord, response: InteractionResponse, via: 'http' | 'callback'): void;
/** A message of the app in the interaction's channel. */
export declare function newMessage(ctx: EmulatorContext, record: InteractionRecord, data: InteractionMessageData, kind: 'original' | 'followup'): Message;
/**
 * `message` with the given fields of `data` replaced. The EPHEMERAL flag is fixed when the message is
 * made; an edit clears the placeholder's LOADING flag. `editedAt` null: not an edit (a new message).
 */
export declare function editedMessage(message: Message, data: InteractionMessageData, editedAt: number | null): Message;
/** A short line for the request log and the notes: what an answer or a message says. */
export declare function describeAnswer(response: InteractionResponse): string;
