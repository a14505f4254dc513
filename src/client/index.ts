/** The `Client` facade (C++ library names), its calling convention, callback delivery and handles. */

export type { FetchCurrentUserCallback, FetchedUser } from './authHost.js';
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
export { ClientResult, type ClientResultInit, ErrorType, errorTypeName } from './clientResult.js';
export { type DeviceScreen, type DeviceScreenPresenter, printingDeviceScreen } from './deviceScreen.js';
export { LobbyHandle, LobbyMemberHandle, MessageHandle, RelationshipHandle, UserHandle } from './handles.js';
export { ClientResultError, type ResultCallback, toClientResult } from './results.js';
