/** The `Client` facade (C++ library names), its calling convention, callback delivery and handles. */

export { AdditionalContent } from './additionalContent.js';
export {
  type AuthorizationCallback,
  type AuthorizeResult,
  Client,
  ClientError,
  type ClientEvents,
  type ClientOptions,
  ClientStatus,
  type CreateOrJoinLobbyCallback,
  type GetMessagesCallback,
  type GetUserMessageSummariesCallback,
  type SendMessageCallback,
  type SlotOf,
  type SocialEvents,
  type StatusCallback,
  type StatusChangedCallback,
  type TokenExchangeCallback,
  type TokenResult,
} from './Client.js';
export { type CallbackMode, runCallbacks as RunCallbacks } from './callbacks.js';
export type { ProvisionalUserMergeRequiredCallback } from './chatExtras.js';
export { ClientResult, type ClientResultInit, ErrorType, errorTypeName } from './clientResult.js';
export { ClientCreateOptions } from './createOptions.js';
export { ClientThread, type IsDiscordAppInstalledCallback, SDK_VERSION } from './general.js';
export { LobbyHandle, LobbyMemberHandle, MessageHandle, RelationshipHandle, UserHandle } from './handles.js';
export { DEFAULT_LOG_FILE_MAX_BYTES, LOG_FILE_NAME } from './logFile.js';
export { type LogCallback, loggingSeverityName } from './logging.js';
export type { RealtimeOptions } from './realtime.js';
export { ClientResultError, type ResultCallback, toClientResult } from './results.js';
