/**
 * What an app may answer to an interaction, and what it may send as a follow-up or an edit of its
 * answer (FACTS.md "Interactions over HTTP"; OpenAPI `create_interaction_response`,
 * `IncomingWebhookInteractionRequest`, `ModalInteractionCallbackRequestData`). The SDK checks an answer
 * with these before it leaves the app; the emulator refuses the same bodies with 50035 (or 50006 for an
 * empty message). Nothing here throws.
 */
import { InteractionType } from '../model/index.js';
import type { UnknownFields } from './fields.js';
import { type Issue } from './issues.js';
/** What is being answered: it decides which answer types are allowed. */
export interface InteractionResponseContext {
    /** The interaction's type. Absent: any answer type is allowed (a builder used before an interaction exists). */
    interactionType?: InteractionType | undefined;
    /**
     * Autocomplete: the focused option's type (STRING, INTEGER or NUMBER), which the choices' values must
     * have. Absent: a value may be a string or a number.
     */
    focusedOptionType?: number | undefined;
    /** Default `'ignore'` (the service); the SDK refuses fields it does not know, so a typo is reported. */
    unknownFields?: UnknownFields | undefined;
}
/**
 * Checks an answer `{ type, data? }` to an interaction of `context.interactionType`: the type must be one
 * that interaction takes, and `data` must fit the type (a message of at most 2000 characters and not
 * empty, autocomplete choices of the focused option's type, a modal's id, title and components, ...).
 *
 * @example
 * validateInteractionResponse({ type: 8, data: { choices: [] } }, { interactionType: 4, focusedOptionType: 3 }); // []
 */
export declare function validateInteractionResponse(body: unknown, context?: InteractionResponseContext): Issue[];
/** Options of {@link validateInteractionMessage}. */
export interface InteractionMessageOptions {
    /** `create` (a follow-up: must not be empty) or `edit` (only the fields given change). Default `create`. */
    mode?: 'create' | 'edit' | undefined;
    /** Default `'ignore'` (the service); the SDK refuses unknown fields. */
    unknownFields?: UnknownFields | undefined;
}
/**
 * Checks a follow-up message (`POST /webhooks/{app}/{token}`) or an edit of the original answer or of a
 * follow-up (`PATCH .../messages/@original`, `.../messages/{id}`).
 *
 * @example
 * validateInteractionMessage({ content: '' }); // [{ path: [], code: 'MESSAGE_EMPTY', ... }]
 */
export declare function validateInteractionMessage(body: unknown, options?: InteractionMessageOptions): Issue[];
/** The answer types an interaction of `interactionType` takes (all of them for an unknown type). */
export declare function allowedResponseTypes(interactionType: number | undefined): readonly number[];
