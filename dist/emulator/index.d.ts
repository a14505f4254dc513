/**
 * `social-sdk/emulator`: a faithful local service for demos, our tests and our users' auth-flow tests.
 *
 * ```ts
 * const emulator = await startEmulator({ seed: 1 });
 * const { applications: [app], users: [user] } = await emulator.control.seed({ users: [{}], applications: [{}] });
 * // ... point the SDK at emulator.url ...
 * await emulator.close();
 * ```
 */
import { type EmulatorOptions, type RunningEmulator } from './emulator.js';
/** Starts an emulator on 127.0.0.1 (see {@link Emulator} for what it owns). */
export declare function startEmulator(options?: EmulatorOptions): Promise<RunningEmulator>;
export { type AuthRequirement, authenticate, authenticateBearer, type BearerPrincipal, type BotPrincipal, type Callers, type CallersOf, type Principal, } from './callers.js';
export type { EmulatorClock, EmulatorClockOptions } from './clock.js';
export type { Actor, ChannelMessageAct, DirectMessageAct, FriendRequestAct, InviteAct, LobbyMessageAct, UserActions, } from './console/actions.js';
export type { ConsentMode, ConsentSetting, EmulatorContext, EmulatorSettings } from './context.js';
export type { ElsewhereStatus, EmulatorControl } from './control.js';
export type { DesktopAppGame, DesktopAppInfo } from './desktopApp/app.js';
export type { DesktopAppControlCalls } from './desktopApp/controlRoutes.js';
export type { DesktopAppJoinInput } from './desktopApp/service.js';
export { type ScriptedDeviceBrowserOptions, type ShownDeviceCode, scriptedDeviceBrowser, } from './deviceBrowser.js';
export type { DiscordDirectMessageInput } from './directMessages/fromDiscord.js';
export type { DirectMessageExtras, DirectMessageRecord } from './directMessages/state.js';
export { DEFAULT_BODY_LIMIT, EMULATOR_HOST, Emulator, type EmulatorOptions, type RunningEmulator, } from './emulator.js';
export { ApiError, type ApiErrorBody, Errors } from './errors.js';
export type { EventListener, EventLog } from './events.js';
export type { FaultInjector, FaultRule, FaultRuleInput } from './faults.js';
export type { GatewayOptions, GatewaySessionInfo, GatewayStats } from './gateway/gateway.js';
export type { SessionStartLimit } from './gateway/identifyLimits.js';
export type { IdSource } from './ids.js';
export type { AttachmentInput, AutocompleteInput, InvocationValue, InvokeCommandInput, MessageTargetInput, } from './interactions/invocation.js';
export type { ApplicationKeys } from './interactions/service.js';
export type { InteractionRecord, InteractionStatus, RefusalReason } from './interactions/state.js';
export type { LiveGrants } from './liveGrants.js';
export { OAuthErrorResponse } from './oauth/errors.js';
export { checkEmulatorOptionKeys } from './optionKeys.js';
export type { ProvisionalControl } from './provisional/control.js';
export { type IdentityProviderInput, ProvisionalAccounts, type TicketInput } from './provisional/service.js';
export type { OidcProviderRecord, ProviderConfigRecord } from './provisional/state.js';
export { type TestIdTokenInput, TestIssuer } from './provisional/testIssuer.js';
export type { RandomFill } from './randomTokens.js';
export type { BucketLimit, RateLimitOptions } from './rateLimits.js';
export type * from './records.js';
export type { GatewayFrameEntry, RequestLog, RequestLogEntry } from './requestLog.js';
export { botCallerOf, callerOf, type NoTokenAuth, type RouteAuth, type TokenAuth, type TokenKind, userCallerOf, } from './routeAuth.js';
export { type ScriptedBrowserOptions, scriptedBrowser } from './scriptedBrowser.js';
export type { ApplicationSeed, ChannelSeed, ConnectionSeed, GuildSeed, MemberSeed, PlayedSeed, RelationshipRemoval, RelationshipSeed, RoleSeed, SeedInput, SeedResult, UserSeed, VoiceStateSeed, } from './seed.js';
export type { ApiPlugin } from './server.js';
export { type CollectionsSnapshot, EmulatorStore, memberKey } from './store.js';
export { LEGACY_GAME_CONNECTIONS_HIDDEN_FROM, NEW_GAME_CONNECTIONS_HIDDEN_FROM, } from './users/connections.js';
export type { UserUpdate } from './users/profile.js';
export type { VoiceCertificateAuthority, VoiceControl } from './voice/control.js';
export type { DaveCallInfo } from './voice/daveCall.js';
export type { NetworkFaultsInput } from './voice/netFaults.js';
export type { DaveMode, VoiceOptions } from './voice/options.js';
export { VOICE_CHANNEL_STATUS_UPDATE } from './voice/status.js';
export type { RelayDrops, RelayStats } from './voice/udpRelay.js';
export type { VoiceCallInfo, VoiceParticipantInfo, VoiceServerStats } from './voice/voiceServer.js';
