import { type AutocompleteChoice, type InteractionMessageData, type InteractionResponse, type ModalData } from '../model/index.js';
/** Options of the message answers. */
export interface MessageAnswerOptions {
    /** Only the invoking user sees it (sets the EPHEMERAL flag). */
    ephemeral?: boolean | undefined;
}
/**
 * CHANNEL_MESSAGE_WITH_SOURCE (4): answer with a message.
 *
 * @example
 * return messageResponse('pong');
 * return messageResponse({ content: 'only you see this' }, { ephemeral: true });
 */
export declare function messageResponse(data: InteractionMessageData | string, options?: MessageAnswerOptions): InteractionResponse;
/** DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE (5): "thinking...", the message follows by editing the original. */
export declare function deferredMessageResponse(options?: MessageAnswerOptions): InteractionResponse;
/** DEFERRED_UPDATE_MESSAGE (6): for component interactions; the message is edited later. */
export declare function deferredUpdateResponse(): InteractionResponse;
/** UPDATE_MESSAGE (7): for component interactions; edits the message the component is on. */
export declare function updateMessageResponse(data: InteractionMessageData | string): InteractionResponse;
/**
 * APPLICATION_COMMAND_AUTOCOMPLETE_RESULT (8): at most 25 choices, names of 1-100 characters, values of
 * the focused option's type (`optionType`: STRING 3, INTEGER 4, NUMBER 10).
 *
 * @example
 * return autocompleteResponse([{ name: 'Harbor', value: 'harbor' }], { optionType: 3 });
 */
export declare function autocompleteResponse(choices: readonly AutocompleteChoice[], options?: {
    optionType?: number | undefined;
}): InteractionResponse;
/** MODAL (9): a form; `custom_id` 1-100, `title` 1-45, 1-40 components. */
export declare function modalResponse(data: ModalData): InteractionResponse;
/** LAUNCH_ACTIVITY (12): launches the app's Activity (apps with one). */
export declare function launchActivityResponse(): InteractionResponse;
/** PONG (1): the answer to PING. */
export declare function pongResponse(): InteractionResponse;
