/**
 * What an app may answer to an interaction, and what it may send as a follow-up or an edit of its
 * answer (FACTS.md "Interactions over HTTP"; OpenAPI `create_interaction_response`,
 * `IncomingWebhookInteractionRequest`, `ModalInteractionCallbackRequestData`). The SDK checks an answer
 * with these before it leaves the app; the emulator refuses the same bodies with 50035 (or 50006 for an
 * empty message). Nothing here throws.
 */
import { ApplicationCommandOptionType, InteractionCallbackType, InteractionType, Limits, MessageFlags, } from '../model/index.js';
import { IssueCodes } from './issues.js';
import { checkKnownKeys, codePoints, describeEnum, isRecord, report, reportNotInEnum, reportTooLong, show, } from './validateCore.js';
import { checkChoices } from './validateOptions.js';
const C = InteractionCallbackType;
/** Answer types each interaction type takes (components and modal submits are listed for completeness). */
const ALLOWED = {
    [InteractionType.PING]: [C.PONG],
    [InteractionType.APPLICATION_COMMAND]: [
        C.CHANNEL_MESSAGE_WITH_SOURCE,
        C.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE,
        C.MODAL,
        C.LAUNCH_ACTIVITY,
    ],
    [InteractionType.MESSAGE_COMPONENT]: [
        C.CHANNEL_MESSAGE_WITH_SOURCE,
        C.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE,
        C.DEFERRED_UPDATE_MESSAGE,
        C.UPDATE_MESSAGE,
        C.MODAL,
        C.LAUNCH_ACTIVITY,
    ],
    [InteractionType.APPLICATION_COMMAND_AUTOCOMPLETE]: [C.APPLICATION_COMMAND_AUTOCOMPLETE_RESULT],
    [InteractionType.MODAL_SUBMIT]: [
        C.CHANNEL_MESSAGE_WITH_SOURCE,
        C.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE,
        C.DEFERRED_UPDATE_MESSAGE,
        C.UPDATE_MESSAGE,
        C.LAUNCH_ACTIVITY,
    ],
};
const ANY_TYPE = Object.values(C);
/** Flags an app may set on a message it sends. */
const SENDABLE_FLAGS = MessageFlags.SUPPRESS_EMBEDS |
    MessageFlags.EPHEMERAL |
    MessageFlags.SUPPRESS_NOTIFICATIONS |
    MessageFlags.IS_COMPONENTS_V2;
const RESPONSE_KEYS = new Set(['type', 'data']);
const MESSAGE_KEYS = new Set([
    'content',
    'embeds',
    'allowed_mentions',
    'components',
    'attachments',
    'poll',
    'tts',
    'flags',
]);
const DEFERRED_KEYS = new Set(['flags']);
const AUTOCOMPLETE_KEYS = new Set(['choices']);
const MODAL_KEYS = new Set(['custom_id', 'title', 'components']);
/** Names of the answer types, for messages. */
const TYPE_NAMES = Object.fromEntries(Object.entries(C).map(([name, value]) => [value, name]));
/**
 * Checks an answer `{ type, data? }` to an interaction of `context.interactionType`: the type must be one
 * that interaction takes, and `data` must fit the type (a message of at most 2000 characters and not
 * empty, autocomplete choices of the focused option's type, a modal's id, title and components, ...).
 *
 * @example
 * validateInteractionResponse({ type: 8, data: { choices: [] } }, { interactionType: 4, focusedOptionType: 3 }); // []
 */
export function validateInteractionResponse(body, context = {}) {
    const ctx = { issues: [], path: [] };
    const refuse = context.unknownFields === 'refuse';
    if (!isRecord(body)) {
        report(ctx, [], IssueCodes.DICT_TYPE_CONVERT, `Must be an object {type, data?}; got ${show(body)}.`);
        return ctx.issues;
    }
    if (refuse)
        checkKnownKeys(ctx, body, RESPONSE_KEYS, 'an interaction response');
    const type = checkType(ctx, body.type, context.interactionType);
    if (type === undefined)
        return ctx.issues;
    ctx.path.push('data');
    const data = body.data;
    switch (type) {
        case C.CHANNEL_MESSAGE_WITH_SOURCE:
            checkMessage(ctx, data, { requireContent: true, refuse });
            break;
        case C.UPDATE_MESSAGE:
            if (data !== undefined && data !== null)
                checkMessage(ctx, data, { requireContent: false, refuse });
            break;
        case C.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE:
        case C.DEFERRED_UPDATE_MESSAGE:
            checkDeferred(ctx, data, refuse);
            break;
        case C.APPLICATION_COMMAND_AUTOCOMPLETE_RESULT:
            checkAutocomplete(ctx, data, context.focusedOptionType, refuse);
            break;
        case C.MODAL:
            checkModal(ctx, data, refuse);
            break;
        default:
            // PONG and LAUNCH_ACTIVITY carry no data.
            if (refuse && data !== undefined && data !== null)
                report(ctx, [], IssueCodes.BASE_TYPE_UNKNOWN_FIELD, `${TYPE_NAMES[type]} (${type}) takes no data.`);
    }
    ctx.path.pop();
    return ctx.issues;
}
/**
 * Checks a follow-up message (`POST /webhooks/{app}/{token}`) or an edit of the original answer or of a
 * follow-up (`PATCH .../messages/@original`, `.../messages/{id}`).
 *
 * @example
 * validateInteractionMessage({ content: '' }); // [{ path: [], code: 'MESSAGE_EMPTY', ... }]
 */
export function validateInteractionMessage(body, options = {}) {
    const ctx = { issues: [], path: [] };
    checkMessage(ctx, body, {
        requireContent: (options.mode ?? 'create') === 'create',
        refuse: options.unknownFields === 'refuse',
    });
    return ctx.issues;
}
/** The answer types an interaction of `interactionType` takes (all of them for an unknown type). */
export function allowedResponseTypes(interactionType) {
    return (interactionType === undefined ? undefined : ALLOWED[interactionType]) ?? ANY_TYPE;
}
function checkType(ctx, value, interactionType) {
    if (value === undefined || value === null) {
        report(ctx, ['type'], IssueCodes.BASE_TYPE_REQUIRED, `This field is required: ${describeEnum(C)}.`);
        return undefined;
    }
    if (typeof value !== 'number' || !ANY_TYPE.includes(value)) {
        reportNotInEnum(ctx, ['type'], C, value);
        return undefined;
    }
    const allowed = allowedResponseTypes(interactionType);
    if (!allowed.includes(value)) {
        const what = Object.entries(InteractionType).find(([, v]) => v === interactionType)?.[0];
        report(ctx, ['type'], IssueCodes.INTERACTION_RESPONSE_TYPE_INVALID, `${TYPE_NAMES[value]} (${value}) does not answer a ${what ?? interactionType} interaction; ` +
            `it takes ${allowed.map((t) => `${TYPE_NAMES[t]} (${t})`).join(', ')}.`);
        return undefined;
    }
    return value;
}
/** An optional list of objects of at most `max` items. */
function checkObjectList(ctx, key, value, max) {
    if (value === undefined || value === null)
        return 0;
    if (!Array.isArray(value)) {
        report(ctx, [key], IssueCodes.LIST_TYPE_CONVERT, `Must be an array or null; got ${show(value)}.`);
        return 0;
    }
    if (value.length > max)
        reportTooLong(ctx, [key], value.length, max);
    value.forEach((item, i) => {
        if (!isRecord(item))
            report(ctx, [key, i], IssueCodes.DICT_TYPE_CONVERT, `Must be an object; got ${show(item)}.`);
    });
    return value.length;
}
function checkFlags(ctx, value, allowed) {
    if (value === undefined || value === null)
        return;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
        report(ctx, ['flags'], IssueCodes.NUMBER_TYPE_COERCE, `Must be a non-negative integer; got ${show(value)}.`);
        return;
    }
    const extra = value & ~allowed;
    if (extra !== 0) {
        const names = Object.entries(MessageFlags)
            .filter(([, bit]) => (allowed & bit) !== 0)
            .map(([name, bit]) => `${name} (${bit})`);
        report(ctx, ['flags'], IssueCodes.BASE_TYPE_CHOICES, `Bits ${extra} may not be set here; allowed flags: ${names.join(', ')}.`);
    }
}
/** A message's fields (the path points at the message object). */
function checkMessage(ctx, data, options) {
    if (data === undefined || data === null) {
        if (options.requireContent)
            report(ctx, [], IssueCodes.MESSAGE_EMPTY, 'Cannot send an empty message.');
        return;
    }
    if (!isRecord(data)) {
        report(ctx, [], IssueCodes.DICT_TYPE_CONVERT, `Must be a message object; got ${show(data)}.`);
        return;
    }
    if (options.refuse)
        checkKnownKeys(ctx, data, MESSAGE_KEYS, 'a message');
    let hasContent = false;
    const content = data.content;
    if (content !== undefined && content !== null) {
        if (typeof content !== 'string') {
            report(ctx, ['content'], IssueCodes.STRING_TYPE_COERCE, `Must be a string or null; got ${show(content)}.`);
        }
        else {
            const length = codePoints(content);
            if (length > Limits.MESSAGE_CONTENT_MAX) {
                reportTooLong(ctx, ['content'], length, Limits.MESSAGE_CONTENT_MAX);
            }
            hasContent = length > 0;
        }
    }
    const embeds = checkObjectList(ctx, 'embeds', data.embeds, Limits.MESSAGE_EMBEDS_MAX);
    const components = checkObjectList(ctx, 'components', data.components, Limits.MESSAGE_COMPONENTS_MAX);
    const attachments = checkObjectList(ctx, 'attachments', data.attachments, Limits.MESSAGE_ATTACHMENTS_MAX);
    for (const key of ['allowed_mentions', 'poll']) {
        const value = data[key];
        if (value !== undefined && value !== null && !isRecord(value))
            report(ctx, [key], IssueCodes.DICT_TYPE_CONVERT, `Must be an object or null; got ${show(value)}.`);
    }
    if (data.tts !== undefined && data.tts !== null && typeof data.tts !== 'boolean')
        report(ctx, ['tts'], IssueCodes.BOOLEAN_TYPE_COERCE, `Must be a boolean or null; got ${show(data.tts)}.`);
    checkFlags(ctx, data.flags, SENDABLE_FLAGS);
    const hasPoll = isRecord(data.poll);
    if (options.requireContent && !hasContent && embeds + components + attachments === 0 && !hasPoll) {
        report(ctx, [], IssueCodes.MESSAGE_EMPTY, 'Cannot send an empty message: give content, embeds, components, attachments or a poll.');
    }
}
function checkDeferred(ctx, data, refuse) {
    if (data === undefined || data === null)
        return;
    if (!isRecord(data)) {
        report(ctx, [], IssueCodes.DICT_TYPE_CONVERT, `Must be an object {flags?} or null; got ${show(data)}.`);
        return;
    }
    if (refuse)
        checkKnownKeys(ctx, data, DEFERRED_KEYS, 'a deferred answer');
    checkFlags(ctx, data.flags, MessageFlags.EPHEMERAL);
}
function checkAutocomplete(ctx, data, optionType, refuse) {
    if (!isRecord(data)) {
        report(ctx, [], IssueCodes.BASE_TYPE_REQUIRED, `This field is required: {choices: [...]}; got ${show(data)}.`);
        return;
    }
    if (refuse)
        checkKnownKeys(ctx, data, AUTOCOMPLETE_KEYS, 'an autocomplete result');
    if (data.choices === null)
        return;
    ctx.path.push('choices');
    if (optionType === undefined)
        checkUntypedChoices(ctx, data.choices);
    else
        checkChoices(ctx, data.choices, optionType);
    ctx.path.pop();
}
/** Without the focused option's type, each value is checked as the type its own value suggests. */
function checkUntypedChoices(ctx, choices) {
    if (!Array.isArray(choices)) {
        checkChoices(ctx, choices, ApplicationCommandOptionType.STRING);
        return;
    }
    const type = choices.every((choice) => typeof (isRecord(choice) ? choice.value : undefined) === 'number')
        ? ApplicationCommandOptionType.NUMBER
        : ApplicationCommandOptionType.STRING;
    checkChoices(ctx, choices, type);
}
function checkModal(ctx, data, refuse) {
    if (!isRecord(data)) {
        report(ctx, [], IssueCodes.BASE_TYPE_REQUIRED, `This field is required: {custom_id, title, components}; got ${show(data)}.`);
        return;
    }
    if (refuse)
        checkKnownKeys(ctx, data, MODAL_KEYS, 'a modal');
    checkRequiredText(ctx, 'custom_id', data.custom_id, Limits.MODAL_CUSTOM_ID_MAX);
    checkRequiredText(ctx, 'title', data.title, Limits.MODAL_TITLE_MAX);
    if (data.components === undefined || data.components === null) {
        report(ctx, ['components'], IssueCodes.BASE_TYPE_REQUIRED, 'This field is required: 1 to 40 components.');
    }
    else if (checkObjectList(ctx, 'components', data.components, Limits.MODAL_COMPONENTS_MAX) === 0 &&
        Array.isArray(data.components)) {
        report(ctx, ['components'], IssueCodes.BASE_TYPE_MIN_LENGTH, 'Must be 1 or more in length.');
    }
}
function checkRequiredText(ctx, key, value, max) {
    if (value === undefined || value === null) {
        report(ctx, [key], IssueCodes.BASE_TYPE_REQUIRED, `This field is required: a string of 1 to ${max} characters.`);
        return;
    }
    if (typeof value !== 'string') {
        report(ctx, [key], IssueCodes.STRING_TYPE_COERCE, `Must be a string; got ${show(value)}.`);
        return;
    }
    const length = codePoints(value);
    if (length < 1 || length > max)
        report(ctx, [key], IssueCodes.BASE_TYPE_BAD_LENGTH, `Must be between 1 and ${max} in length; got ${length}.`);
}
