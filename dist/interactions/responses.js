/**
 * Building the app's answers: a message (4), a deferred message (5), a deferred update (6), an update
 * (7), an autocomplete result (8), a modal (9), launching the Activity (12) and PONG (1). Each is checked
 * with `src/rules` (the emulator refuses the same bodies) before it is returned, so a bad answer fails in
 * the app with the path of the problem (`data.choices[3].name`) instead of failing the interaction.
 */
import { ValidationError } from '../http/errors.js';
import { InteractionCallbackType as C, MessageFlags, } from '../model/index.js';
import { validateInteractionResponse } from '../rules/interactionResponse.js';
import { checkOptionKeys, optionKeys } from '../rules/optionKeys.js';
function checked(response, focusedOptionType) {
    const issues = validateInteractionResponse(response, { unknownFields: 'refuse', focusedOptionType });
    if (issues.length > 0)
        throw new ValidationError(undefined, 'interaction response', issues);
    return response;
}
const ANSWER_KEYS = optionKeys({ ephemeral: true });
function withFlags(data, options) {
    checkOptionKeys(options, ANSWER_KEYS, 'messageResponse: options');
    if (options.ephemeral !== true)
        return data;
    return { ...data, flags: (data.flags ?? 0) | MessageFlags.EPHEMERAL };
}
function messageData(data) {
    return typeof data === 'string' ? { content: data } : data;
}
/**
 * CHANNEL_MESSAGE_WITH_SOURCE (4): answer with a message.
 *
 * @example
 * return messageResponse('pong');
 * return messageResponse({ content: 'only you see this' }, { ephemeral: true });
 */
export function messageResponse(data, options = {}) {
    return checked({ type: C.CHANNEL_MESSAGE_WITH_SOURCE, data: withFlags(messageData(data), options) });
}
/** DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE (5): "thinking...", the message follows by editing the original. */
export function deferredMessageResponse(options = {}) {
    checkOptionKeys(options, ANSWER_KEYS, 'deferredMessageResponse: options');
    const data = options.ephemeral === true ? { flags: MessageFlags.EPHEMERAL } : undefined;
    return checked(data === undefined
        ? { type: C.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE }
        : { type: C.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE, data });
}
/** DEFERRED_UPDATE_MESSAGE (6): for component interactions; the message is edited later. */
export function deferredUpdateResponse() {
    return checked({ type: C.DEFERRED_UPDATE_MESSAGE });
}
/** UPDATE_MESSAGE (7): for component interactions; edits the message the component is on. */
export function updateMessageResponse(data) {
    return checked({ type: C.UPDATE_MESSAGE, data: messageData(data) });
}
/**
 * APPLICATION_COMMAND_AUTOCOMPLETE_RESULT (8): at most 25 choices, names of 1-100 characters, values of
 * the focused option's type (`optionType`: STRING 3, INTEGER 4, NUMBER 10).
 *
 * @example
 * return autocompleteResponse([{ name: 'Harbor', value: 'harbor' }], { optionType: 3 });
 */
export function autocompleteResponse(choices, options = {}) {
    return checked({ type: C.APPLICATION_COMMAND_AUTOCOMPLETE_RESULT, data: { choices: [...choices] } }, options.optionType);
}
/** MODAL (9): a form; `custom_id` 1-100, `title` 1-45, 1-40 components. */
export function modalResponse(data) {
    return checked({ type: C.MODAL, data });
}
/** LAUNCH_ACTIVITY (12): launches the app's Activity (apps with one). */
export function launchActivityResponse() {
    return checked({ type: C.LAUNCH_ACTIVITY });
}
/** PONG (1): the answer to PING. */
export function pongResponse() {
    return { type: C.PONG };
}
