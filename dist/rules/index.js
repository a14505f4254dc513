/** Pure rules over the wire model, shared by the SDK and the emulator. */
export * from './activity.js';
export * from './channelLinking.js';
export { channelPermissions, } from './channelPermissions.js';
export { validateCommandPermissionsBody, } from './commandPermissions.js';
export { formatUserCode, normalizeUserCode, parseDeviceAuthorizationResponse } from './deviceGrant.js';
export * from './directMessage.js';
export { checkDispatch, DISPATCH_SHAPES, DispatchBounds, } from './dispatches.js';
export * from './errorBody.js';
export { checkClientFrame, checkPresenceUpdate, checkServerFrame, isTokenText, } from './gateway.js';
export { intentsProblem, shardProblem } from './intents.js';
export { invocationLeafOptions, invocationPath, OPTION_TYPE_NAMES, validateInvocationOptions, } from './interactionOptions.js';
export { allowedResponseTypes, validateInteractionMessage, validateInteractionResponse, } from './interactionResponse.js';
export * from './issues.js';
export * from './lobby.js';
export * from './lobbyCapacity.js';
export { localizeCommand, localizedEntry, resolveLocalized } from './localize.js';
export { parseMentions } from './mentions.js';
// The message body's field rules are used inside (lobby, direct and channel messages); their inputs and
// limits are public, the checker functions are not (they take the internal FieldChecker).
export { MESSAGE_CREATE_FIELDS, MESSAGE_EDIT_FIELDS, NONCE_WINDOW_MS, SETTABLE_MESSAGE_FLAGS, } from './messageFields.js';
export { validateModerationMetadataBody } from './moderationMetadata.js';
export { canUseCommand, } from './permissions.js';
export { displayNameIssues, externalAuthTypeOf, externalAuthTypeWire, externalCredentialIssues, parseProvisionalTokenResponse, } from './provisional.js';
export * from './relationship.js';
export { diffCommand, InvalidCommandSetError, planCommandSync, } from './sync.js';
export { validateCommand, } from './validateCommand.js';
export { validateCommandSet } from './validateCommandSet.js';
export { codePoints, NAME_PATTERN_SOURCE } from './validateCore.js';
export { validateVoiceStatusBody } from './voiceStatus.js';
