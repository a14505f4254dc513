/** Pure rules over the wire model, shared by the SDK and the emulator. */

export * from './activity.js';
export * from './channelLinking.js';
export {
  type ChannelPermissionsInput,
  channelPermissions,
  type PermissionOverwrite,
} from './channelPermissions.js';
export {
  type CommandPermissionsBodyOptions,
  type CommandPermissionTargetCheck,
  validateCommandPermissionsBody,
} from './commandPermissions.js';
export { formatUserCode, normalizeUserCode, parseDeviceAuthorizationResponse } from './deviceGrant.js';
export * from './directMessage.js';
export {
  checkDispatch,
  DISPATCH_SHAPES,
  DispatchBounds,
  type DispatchCheck,
  type DispatchProblem,
} from './dispatches.js';
export * from './errorBody.js';
export type { BodyCheckOptions, Checked, MetadataInput, UnknownFields } from './fields.js';
export {
  type ClientFrame,
  checkClientFrame,
  checkPresenceUpdate,
  checkServerFrame,
  type FrameCheck,
  type FrameOk,
  type FrameProblem,
  isTokenText,
  type ServerFrame,
} from './gateway.js';
export { intentsProblem, shardProblem } from './intents.js';
export {
  type InvocationOptionsCheck,
  invocationLeafOptions,
  invocationPath,
  OPTION_TYPE_NAMES,
  validateInvocationOptions,
} from './interactionOptions.js';
export {
  allowedResponseTypes,
  type InteractionMessageOptions,
  type InteractionResponseContext,
  validateInteractionMessage,
  validateInteractionResponse,
} from './interactionResponse.js';
export * from './issues.js';
export * from './lobby.js';
export * from './lobbyCapacity.js';
export { localizeCommand, localizedEntry, resolveLocalized } from './localize.js';
export { type Mentions, parseMentions } from './mentions.js';
// The message body's field rules are used inside (lobby, direct and channel messages); their inputs and
// limits are public, the checker functions are not (they take the internal FieldChecker).
export {
  type AllowedMentionsInput,
  MESSAGE_CREATE_FIELDS,
  MESSAGE_EDIT_FIELDS,
  type MessageFieldsInput,
  type MessageMode,
  type MessageRoute,
  NONCE_WINDOW_MS,
  SETTABLE_MESSAGE_FLAGS,
} from './messageFields.js';
export { validateModerationMetadataBody } from './moderationMetadata.js';
export {
  type CanUseCommandInput,
  type CommandPermissionDecision,
  type CommandPermissionMember,
  type CommandPermissionReason,
  type CommandPermissionSource,
  type CommandPermissionStep,
  canUseCommand,
} from './permissions.js';
export {
  displayNameIssues,
  externalAuthTypeOf,
  externalAuthTypeWire,
  externalCredentialIssues,
  parseProvisionalTokenResponse,
} from './provisional.js';
export * from './relationship.js';
export {
  type CommandSyncPlan,
  type CommandUpdate,
  type DesiredCommand,
  diffCommand,
  InvalidCommandSetError,
  planCommandSync,
  type SyncedCommandField,
} from './sync.js';
export {
  type CommandMode,
  type CommandScope,
  type ValidateCommandOptions,
  validateCommand,
} from './validateCommand.js';
export { type ValidateCommandSetOptions, validateCommandSet } from './validateCommandSet.js';
export { codePoints, NAME_PATTERN_SOURCE } from './validateCore.js';
export { validateVoiceStatusBody } from './voiceStatus.js';
export type { Shape } from './wireShape.js';
