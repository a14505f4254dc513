/**
 * `social-sdk/interactions`: receiving commands and autocomplete in an app. Verify and parse what the
 * service POSTs to the interactions URL, read the options, build checked answers, and follow up through
 * the REST routes; `createInteractionHandler` does all of it as one Node `(req, res)` handler.
 */
export { type AutocompleteContext, type AutocompleteHandler, type CommandContext, type CommandHandler, createInteractionHandler, type InteractionHandler, type InteractionHandlerOptions, } from './handler.js';
export { type CommandLikeInteraction, commandPath, type FocusedOption, focusedOption, InteractionOptions, type OptionGetterOptions, type OptionValue, type ResolvedMentionable, type ResolvedUserOption, readOptions, } from './options.js';
export { parseInteraction } from './parse.js';
export { RawBodyError } from './rawBody.js';
export { isStale } from './readRepair.js';
export { InteractionReplies } from './replies.js';
export { autocompleteResponse, deferredMessageResponse, deferredUpdateResponse, launchActivityResponse, type MessageAnswerOptions, messageResponse, modalResponse, pongResponse, updateMessageResponse, } from './responses.js';
export { targetMember, targetMessage, targetUser } from './targets.js';
export { DEFAULT_MAX_SKEW_SECONDS, interactionPublicKey, interactionSignatureProblem, type VerifyInteractionOptions, verifyInteraction, } from './verify.js';
