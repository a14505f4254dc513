/** The `Client` facade (C++ library names), its calling convention, callback delivery and handles. */
export { Activity, ActivityAssets, ActivityButton, ActivityParty, ActivitySecrets, ActivityTimestamps, } from './activity.js';
export { ActivityInvite } from './activityInvite.js';
export { AdditionalContent } from './additionalContent.js';
export { UserApplicationProfileHandle } from './applicationProfiles.js';
export { Client, ClientError, ClientStatus, } from './Client.js';
export { runCallbacks as RunCallbacks } from './callbacks.js';
export { ChannelHandle } from './channelHandle.js';
export { ChannelType } from './channelType.js';
export { ClientResult, ErrorType, errorTypeName } from './clientResult.js';
export { ClientCreateOptions } from './createOptions.js';
export { printingDeviceScreen, } from './deviceScreen.js';
export { ClientThread, SDK_VERSION } from './general.js';
export { GuildChannel, GuildMinimal, LinkedChannel, LinkedLobby, } from './guildValues.js';
export { LobbyHandle, LobbyMemberHandle, MessageHandle, RelationshipHandle, UserHandle } from './handles.js';
export { DEFAULT_LOG_FILE_MAX_BYTES, LOG_FILE_NAME } from './logFile.js';
export { loggingSeverityName } from './logging.js';
export { ClientResultError, toClientResult } from './results.js';
export { UserMessageSummary } from './userMessageSummary.js';
