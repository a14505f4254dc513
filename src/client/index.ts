/** The `Client` facade (C++ library names), its calling convention, callback delivery and handles. */

export {
  type AudioCapture,
  type AudioPlayback,
  CHANNELS,
  DiscardPlayback,
  FRAME_MS,
  FRAME_SAMPLES,
  FRAME_VALUES,
  type FrameClock,
  SAMPLE_RATE,
  SilenceCapture,
  TimerFrameClock,
} from '../voice/audioIo.js';
export type { CapturedAudio, ReceivedAudio } from '../voice/mediaCall.js';
export type { OpusBackend, OpusCodec } from '../voice/opus.js';
export {
  Activity,
  ActivityAssets,
  ActivityButton,
  ActivityParty,
  ActivitySecrets,
  ActivityTimestamps,
} from './activity.js';
export { ActivityInvite } from './activityInvite.js';
export { AdditionalContent } from './additionalContent.js';
export { UserApplicationProfileHandle } from './applicationProfiles.js';
export {
  AudioDevice,
  type AudioDeviceOptions,
  type DeviceChangeCallback,
  type GetAudioDevicesCallback,
  type GetCurrentAudioDeviceCallback,
  type NoAudioInputCallback,
  type SetAudioDeviceCallback,
} from './audioDevices.js';
export type { FetchCurrentUserCallback, FetchedUser } from './authHost.js';
export {
  type AcceptActivityInviteCallback,
  type AuthorizationCallback,
  type AuthorizeResult,
  type ChildToken,
  Client,
  ClientError,
  type ClientEvents,
  type ClientOptions,
  ClientStatus,
  type CreateOrJoinLobbyCallback,
  type ExchangeChildTokenCallback,
  type GetGuildChannelsCallback,
  type GetMessagesCallback,
  type GetUserGuildsCallback,
  type GetUserMessageSummariesCallback,
  type JoinLinkedLobbyGuildCallback,
  type ProvisionalUserMergeRequiredCallback,
  type SendMessageCallback,
  type SlotOf,
  type SocialEvents,
  type StatusCallback,
  type StatusChangedCallback,
  type TokenExchangeCallback,
  type TokenResult,
} from './Client.js';
export { type CallbackMode, runCallbacks as RunCallbacks } from './callbacks.js';
export { CallInfoHandle } from './callStates.js';
export { Call, type VoiceOptions } from './calls.js';
export {
  AudioModeType,
  AudioSystem,
  CallError,
  type CallParticipantChangedCallback,
  type CallSpeakingStatusChangedCallback,
  CallStatus,
  type CallStatusChangedCallback,
  type CallVoiceStateChangedCallback,
  type EndCallCallback,
  type UserAudioCapturedCallback,
  type UserAudioReceivedCallback,
  VADThresholdSettings,
  type VoiceParticipantChangedCallback,
  VoiceStateHandle,
} from './callValues.js';
export { ChannelHandle } from './channelHandle.js';
export { ChannelType } from './channelType.js';
export { ClientResult, type ClientResultInit, ErrorType, errorTypeName } from './clientResult.js';
export { ClientCreateOptions } from './createOptions.js';
export type { DeepLinkOutcome } from './deepLinks.js';
export type { DesktopAppOptions, GetDiscordClientConnectedUserCallback } from './desktopApp.js';
export {
  type DeviceScreen,
  type DeviceScreenPresenter,
  type PrintingDeviceScreenOptions,
  printingDeviceScreen,
} from './deviceScreen.js';
export { ClientThread, type IsDiscordAppInstalledCallback, SDK_VERSION } from './general.js';
export {
  GuildChannel,
  type GuildChannelInit,
  GuildMinimal,
  LinkedChannel,
  LinkedLobby,
} from './guildValues.js';
export { LobbyHandle, LobbyMemberHandle, MessageHandle, RelationshipHandle, UserHandle } from './handles.js';
export { DEFAULT_LOG_FILE_MAX_BYTES, LOG_FILE_NAME } from './logFile.js';
export { type LogCallback, loggingSeverityName } from './logging.js';
export type { RealtimeOptions } from './realtime.js';
export { ClientResultError, type ResultCallback, toClientResult } from './results.js';
export { UserMessageSummary } from './userMessageSummary.js';
