/**
 * The `Client` facade: the C++ client library's names, overloads and TSDoc, each a one-line delegation to
 * the domain module that owns the call: signIn.ts (application id, Authorize, tokens), realtime.ts (the
 * connection), users.ts, relationships.ts, presence.ts, invites.ts, lobbies.ts, messages.ts, guilds.ts
 * and linkedChannels.ts (guilds, linked channels, channel handles), events.ts (slots, events, callback
 * delivery), logging.ts (the one logger), general.ts (names, version, mobile) and chatExtras.ts (the
 * chat calls that open Discord). The modules share one context (context.ts) made here; the facade
 * holds no other state.
 *
 * Convention (docs/architecture.md): each async method returns a Promise of its values and rejects with a
 * `ClientResultError`; given the library's callback as its last argument, it calls it exactly once with
 * `(result, ...values)` and its Promise never rejects. Callbacks and events run as they are ready
 * (`callbackMode: 'immediate'`) or when the game calls `RunCallbacks()` (`'pumped'`). Errors named below:
 * a failed call rejects with `ClientResultError` whose `result.type` is the `ErrorType` given
 * (`ValidationError` for bad arguments, `ClientNotReady` before `Client.Status.Ready`, `HTTPError`,
 * `NetworkError`, `Aborted`, `AuthorizationFailed`); synchronous methods throw `ValidationError` (from the
 * SDK's http errors) for bad arguments, and never `ClientNotReady`: the C++ library's synchronous reads
 * have no error channel, so before Ready they return what it returns then (an empty list, null, a handle
 * whose types read `None`, a dummy user; notReady.ts, docs/client-structure.md "Reads before Ready").
 */
import { EventEmitter } from 'node:events';
import type { SnowflakeArg } from '../api/call.js';
import type { AuthorizationArgs } from '../auth/AuthorizationArgs.js';
import type { DeviceAuthorizationArgs } from '../auth/DeviceAuthorizationArgs.js';
import type { IdTokenClaims } from '../auth/idToken.js';
import { type AuthorizationCodeVerifier } from '../auth/pkce.js';
import type { Transport } from '../http/transport.js';
import type { AuthorizationTokenType } from '../model/enums.js';
import type { LobbyMetadata, RelationshipGroupType, StatusType } from '../model/index.js';
import type { LoggingSeverity } from '../model/logging.js';
import type { AuthenticationExternalAuthType } from '../model/provisional.js';
import type { Snowflake } from '../model/snowflake.js';
import type { Activity } from './activity.js';
import type { ActivityInvite } from './activityInvite.js';
import { type AudioDevice, type DeviceChangeCallback, type GetAudioDevicesCallback, type GetCurrentAudioDeviceCallback, type NoAudioInputCallback, type SetAudioDeviceCallback } from './audioDevices.js';
import { type ChildToken, type ExchangeChildTokenCallback, type FetchCurrentUserCallback, type FetchedUser } from './authHost.js';
import { type Call } from './calls.js';
import type { EndCallCallback, UserAudioCapturedCallback, UserAudioReceivedCallback, VoiceParticipantChangedCallback } from './callValues.js';
import type { ChannelHandle } from './channelHandle.js';
import type { ClientOptions } from './clientOptions.js';
import { ClientError, ClientStatus, type StatusChangedCallback } from './clientStatus.js';
import { ClientCreateOptions } from './createOptions.js';
import { type DeepLinkOutcome } from './deepLinks.js';
import { type GetDiscordClientConnectedUserCallback } from './desktopApp.js';
import type { ClientEvents, SlotOf } from './events.js';
import { ClientThread, type IsDiscordAppInstalledCallback } from './general.js';
import { type GetGuildChannelsCallback, type GetUserGuildsCallback } from './guilds.js';
import type { GuildChannel, GuildMinimal } from './guildValues.js';
import type { LobbyHandle, MessageHandle, RelationshipHandle, UserHandle } from './handles.js';
import { type AcceptActivityInviteCallback } from './invites.js';
import { type JoinLinkedLobbyGuildCallback, type ProvisionalUserMergeRequiredCallback } from './linkedChannels.js';
import { type CreateOrJoinLobbyCallback } from './lobbies.js';
import type { LogCallback } from './logging.js';
import { type GetMessagesCallback, type GetUserMessageSummariesCallback, type SendMessageCallback } from './messages.js';
import { type AuthorizationCallback, type AuthorizeResult, type StatusCallback, type TokenExchangeCallback, type TokenResult } from './signIn.js';
import type { UserMessageSummary } from './userMessageSummary.js';
export type { ChildToken, ExchangeChildTokenCallback, FetchCurrentUserCallback, FetchedUser, } from './authHost.js';
export type { ClientOptions } from './clientOptions.js';
export { ClientError, ClientStatus, type StatusChangedCallback } from './clientStatus.js';
export type { DeviceScreen, DeviceScreenPresenter } from './deviceScreen.js';
export type { ClientEvents, SlotOf, SocialEvents } from './events.js';
export type { GetGuildChannelsCallback, GetUserGuildsCallback } from './guilds.js';
export type { AcceptActivityInviteCallback } from './invites.js';
export type { JoinLinkedLobbyGuildCallback, ProvisionalUserMergeRequiredCallback } from './linkedChannels.js';
export type { CreateOrJoinLobbyCallback } from './lobbies.js';
export type { GetMessagesCallback, GetUserMessageSummariesCallback, SendMessageCallback, } from './messages.js';
export type { AuthorizationCallback, AuthorizeResult, StatusCallback, TokenExchangeCallback, TokenResult, } from './signIn.js';
/**
 * The client: sign-in, tokens, the realtime connection, users, friends and presence, lobbies and
 * messages, with the C++ library's method names.
 */
export declare class Client extends EventEmitter<ClientEvents> {
    #private;
    /** The connection statuses (`Client.Status.Ready`), as the C++ library's `Client::Status`. */
    static readonly Status: {
        readonly Disconnected: 0;
        readonly Connecting: 1;
        readonly Connected: 2;
        readonly Ready: 3;
        readonly Reconnecting: 4;
        readonly Disconnecting: 5;
        readonly HttpWait: 6;
    };
    /** Why a status changed (`Client.Error.UnexpectedClose`), as the C++ library's `Client::Error`. */
    static readonly Error: {
        readonly None: 0;
        readonly ConnectionFailed: 1;
        readonly UnexpectedClose: 2;
        readonly ConnectionCanceled: 3;
    };
    /**
     * @param options - where the service is, how to sign in, how callbacks run; all optional. A
     *   `ClientCreateOptions` (the C++ library's argument) stands for its `baseUrl` and `webBase`.
     * @throws TypeError for an unknown `callbackMode` or a bad `webBase`; RangeError for a bad connection
     *   policy or bound; ValidationError for an invalid `applicationId`.
     */
    constructor(options?: ClientOptions | ClientCreateOptions);
    /**
     * The scopes for the communication features (expanded by the service).
     * @returns `openid sdk.social_layer`.
     * @see docs/service.md, "Signing in".
     */
    static GetDefaultCommunicationScopes(): string;
    /**
     * The scopes for presence only (expanded by the service).
     * @returns `openid sdk.social_layer_presence`.
     * @see docs/service.md, "Signing in".
     */
    static GetDefaultPresenceScopes(): string;
    /**
     * Sets the application id used when `AuthorizationArgs` has no ClientId.
     * @param applicationId - a snowflake, as a decimal string or bigint.
     * @throws ValidationError naming `applicationId` when it is not a snowflake.
     * @see docs/service.md, "Signing in".
     * @example
     * client.SetApplicationId('1234567890123456789');
     */
    SetApplicationId(applicationId: SnowflakeArg): void;
    /**
     * @returns the application id as a decimal string, or undefined before `SetApplicationId`.
     * @see docs/service.md, "Signing in".
     */
    GetApplicationId(): Snowflake | undefined;
    /**
     * A new PKCE pair: pass `.Challenge()` in `AuthorizationArgs`, keep `.Verifier()` for `GetToken`.
     * @returns the verifier and its challenge.
     * @see docs/service.md, "Signing in".
     */
    CreateAuthorizationCodeVerifier(): AuthorizationCodeVerifier;
    /**
     * Opens the authorize page and waits for the redirect (loopback server, or `HandleRedirect` for custom
     * schemes).
     * @param args - scopes, PKCE challenge and the other authorize parameters.
     * @param callback - optional, `(result, code, redirectUri)`; then the Promise resolves to nothing.
     * @returns a Promise of `{ code, redirectUri }`.
     * @throws ClientResultError: `ValidationError` (args), `AuthorizationFailed` (denied, bad redirect),
     *   `Aborted` (`AbortAuthorize`, timeout).
     * @see docs/service.md, "Signing in" and "Redirect forms".
     * @example
     * const { code, redirectUri } = await client.Authorize(args);
     * client.Authorize(args, (result, code, redirectUri) => { if (result.Successful()) exchange(code); });
     */
    Authorize(args: AuthorizationArgs, callback?: undefined): Promise<AuthorizeResult>;
    Authorize(args: AuthorizationArgs, callback: AuthorizationCallback): Promise<void>;
    /**
     * Cancels every pending `Authorize` (they fail with `ErrorType.Aborted`) and closes loopback servers.
     * @see docs/service.md, "Signing in".
     */
    AbortAuthorize(): void;
    /**
     * Cancels this client's HTTP calls in flight or waiting for a rate limit (the token, lobby and message
     * calls): each fails with `ErrorType.Aborted` and frees its place in the queue; later calls go on as
     * usual. Not in the C++ library, which has no way to cancel them.
     * @see docs/service.md, "Rate limits".
     */
    AbortPendingRequests(): void;
    /**
     * Hands a URL the OS gave the game (a deep link, a second instance's argv, Electron's `open-url`) to
     * the SDK. A sign-in redirect settles the pending authorization whose redirect URI and state it matches
     * exactly. A join link of the application set with `SetApplicationId`
     * (`discord-<app id>:/_discord/join?secret=...`: an invite accepted outside the game) fires
     * `SetActivityJoinCallback` and `SetActivityJoinWithApplicationCallback`.
     * Hostile input is expected: anything else is ignored and reported in the outcome.
     * @param url - the URL as received.
     * @returns what became of it; this never throws.
     * @see docs/service.md, "Redirect forms"; README, "Launch registration".
     */
    HandleRedirect(url: string): DeepLinkOutcome;
    /**
     * Exchanges the code from `Authorize` and the PKCE verifier for tokens; verifies any ID token.
     * @param applicationId - the application's id.
     * @param code - the code `Authorize` resolved.
     * @param codeVerifier - the PKCE verifier whose challenge went to `Authorize`.
     * @param redirectUri - the redirect URI `Authorize` resolved.
     * @param callback - optional, `(result, accessToken, refreshToken, tokenType, expiresIn, scopes)`.
     * @returns a Promise of the token set.
     * @throws ClientResultError: `ValidationError`, `AuthorizationFailed` (refused grant or ID token),
     *   `HTTPError`, `NetworkError`, `Aborted`.
     * @see docs/service.md, "Signing in".
     * @example
     * const tokens = await client.GetToken(appId, code, verifier.Verifier(), redirectUri);
     * client.GetToken(appId, code, verifier.Verifier(), redirectUri, (result, accessToken) => {});
     */
    GetToken(applicationId: SnowflakeArg, code: string, codeVerifier: string, redirectUri: string, callback?: undefined): Promise<TokenResult>;
    GetToken(applicationId: SnowflakeArg, code: string, codeVerifier: string, redirectUri: string, callback: TokenExchangeCallback): Promise<void>;
    /**
     * Exchanges a refresh token for new tokens (the refresh token rotates). Concurrent calls with the same
     * token share one request. If the user deauthorized the app, emits `deauthorized`.
     * @param applicationId - the application's id.
     * @param refreshToken - the refresh token of the last grant.
     * @param callback - optional, as `GetToken`'s.
     * @returns a Promise of the new token set.
     * @throws ClientResultError: `AuthorizationFailed` (`invalid_grant`), `ValidationError`, `HTTPError`,
     *   `NetworkError`, `Aborted`.
     * @see docs/service.md, "Signing in".
     */
    RefreshToken(applicationId: SnowflakeArg, refreshToken: string, callback?: undefined): Promise<TokenResult>;
    RefreshToken(applicationId: SnowflakeArg, refreshToken: string, callback: TokenExchangeCallback): Promise<void>;
    /**
     * Revokes an access or refresh token. If it is the client's current token, the client forgets it and
     * disconnects.
     * @param applicationId - the application's id.
     * @param token - the token to revoke.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the service confirmed.
     * @throws ClientResultError: `ValidationError`, `HTTPError`, `NetworkError`, `Aborted`.
     * @see docs/service.md, "Signing in".
     */
    RevokeToken(applicationId: SnowflakeArg, token: string, callback?: undefined): Promise<void>;
    RevokeToken(applicationId: SnowflakeArg, token: string, callback: StatusCallback): Promise<void>;
    /**
     * Client-credentials grant for backends (confidential clients): a token for the application itself.
     * Not part of the C++ client library, which runs in games where no client secret may live.
     * @param applicationId - the application's id.
     * @param clientSecret - the application's secret (never logged).
     * @param scopes - space-separated scopes.
     * @param callback - optional, as `GetToken`'s.
     * @returns a Promise of the token set.
     * @throws ClientResultError: `ValidationError`, `AuthorizationFailed`, `HTTPError`, `NetworkError`.
     * @see docs/service.md, "Signing in".
     */
    GetTokenFromClientCredentials(applicationId: SnowflakeArg, clientSecret: string, scopes: string, callback?: undefined): Promise<TokenResult>;
    GetTokenFromClientCredentials(applicationId: SnowflakeArg, clientSecret: string, scopes: string, callback: TokenExchangeCallback): Promise<void>;
    /**
     * Sets the token the client uses for its requests and its connection; a connected client starts a
     * fresh session with a new token.
     * @param tokenType - only `AuthorizationTokenType.Bearer` (1); `User` (0) fails, as in the C++ library.
     * @param token - the access token.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the token is in use.
     * @throws ClientResultError: `ValidationError` (token type or token text).
     * @see docs/service.md, "Signing in".
     * @example
     * await client.UpdateToken(AuthorizationTokenType.Bearer, tokens.accessToken);
     * client.UpdateToken(AuthorizationTokenType.Bearer, accessToken, (result) => client.Connect());
     */
    UpdateToken(tokenType: AuthorizationTokenType, token: string, callback?: undefined): Promise<void>;
    UpdateToken(tokenType: AuthorizationTokenType, token: string, callback: StatusCallback): Promise<void>;
    /**
     * Called once when the current token (set with `UpdateToken`) expires; a new token re-arms it. Only
     * tokens this client received from GetToken/RefreshToken have a known expiry. The timer does not keep
     * the process alive.
     * @param callback - the callback, or undefined to clear it.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see docs/service.md, "Signing in".
     */
    SetTokenExpirationCallback(callback: (() => void) | undefined): void;
    /**
     * Timeout of every HTTP request the client makes.
     * @param httpTimeoutInMilliseconds - ms (default 30000).
     * @throws ValidationError naming `httpTimeoutInMilliseconds` when out of range.
     * @see docs/service.md, "The client library's HTTP timeout".
     */
    SetHttpRequestTimeout(httpTimeoutInMilliseconds: number): void;
    /**
     * @returns true once a token was set with `UpdateToken` (and not revoked through this client).
     * @see docs/service.md, "Signing in".
     */
    IsAuthenticated(): boolean;
    /** The verified claims of the most recent ID token, if any (idiomatic extra, not in the C++ library). */
    get lastIdTokenClaims(): IdTokenClaims | undefined;
    /**
     * The client's one transport, for the REST functions of the package (`createOrJoinLobby(client.transport,
     * ...)`): it carries the token from `UpdateToken` and the timeout from `SetHttpRequestTimeout`.
     */
    get transport(): Transport;
    /**
     * Connects to the gateway with the token from `UpdateToken`; follow the status with
     * `SetStatusChangedCallback` or the `statusChanged` event until `Client.Status.Ready`. A lost
     * connection is resumed on its own (bounded retries).
     * @throws ValidationError naming `token` when no token was set.
     * @see docs/service.md, "Lobbies and messages (for games)".
     * @example
     * client.on('statusChanged', (status) => { if (status === Client.Status.Ready) startGame(); });
     * client.Connect();
     */
    Connect(): void;
    /**
     * Closes the connection (the session ends); the status goes Disconnecting, then Disconnected.
     * @see docs/service.md, "Lobbies and messages (for games)".
     */
    Disconnect(): void;
    /**
     * @returns the connection's status (`Client.Status`).
     * @see docs/service.md, "Lobbies and messages (for games)".
     */
    GetStatus(): ClientStatus;
    /**
     * The one callback slot for status changes.
     * @param callback - `(status, error, errorDetail)`, or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see docs/service.md, "Lobbies and messages (for games)".
     */
    SetStatusChangedCallback(callback: StatusChangedCallback | undefined): void;
    /**
     * Runs this client's queued callbacks and events, in order (pumped mode; nothing is queued in
     * immediate mode). The package's `RunCallbacks()` does it for every client.
     * @returns how many ran.
     * @see the C++ library's `RunCallbacks`.
     */
    RunCallbacks(): number;
    /**
     * The signed-in user, as READY described them.
     * @returns a live view of the user; while not Ready (before the first Ready, connecting, reconnecting,
     *   after `Disconnect`) the C++ library's dummy user: `Id()` `0`, empty names, no avatar. Never throws
     *   for want of a connection ({@link Client.GetCurrentUserV2} reads null instead).
     * @see the C++ library's `Client::GetCurrentUser` (`UserHandle GetCurrentUser() const`, cpp-api.json).
     */
    GetCurrentUser(): UserHandle;
    /**
     * A user the client has seen (itself, lobby members, message authors).
     * @param userId - the user's id.
     * @returns a live view, or null (always null while not Ready: the C++ `std::optional` empty).
     * @throws ValidationError naming `userId` when it is not a snowflake.
     * @see the C++ library's `Client::GetUser` (`std::optional<UserHandle>`, cpp-api.json).
     */
    GetUser(userId: SnowflakeArg): UserHandle | null;
    /**
     * The signed-in user, or null when there is none (before Ready, after the session ended). Unlike
     * `GetCurrentUser`, it never throws.
     * @returns a live view of the user, or null.
     * @see the C++ library's `Client::GetCurrentUserV2`.
     */
    GetCurrentUserV2(): UserHandle | null;
    /**
     * The user signed in to the Discord app running beside the game, read from the app's READY over its
     * local IPC socket (docs/desktop-app.md); needs no connection to the service. With no app (or
     * `desktopApp: false`) the result fails with `RPCError`, saying why, within the handshake's bound.
     * @param applicationId - the application to introduce the game as (the handshake's `client_id`).
     * @param callback - `(result, user)`: a handle of the app's user, or null on failure.
     * @returns a Promise of the handle, or, given a callback, of nothing.
     * @throws ClientResultError: `ValidationError` naming `applicationId`, `RPCError` (no app, no READY).
     * @see the C++ library's `Client::GetDiscordClientConnectedUser`.
     */
    GetDiscordClientConnectedUser(applicationId: SnowflakeArg, callback?: undefined): Promise<UserHandle | null>;
    GetDiscordClientConnectedUser(applicationId: SnowflakeArg, callback: GetDiscordClientConnectedUserCallback): Promise<void>;
    /**
     * Every relationship of the signed-in user (Discord and game, friends, requests, blocks), as READY
     * loaded them and the gateway kept them; no request is made.
     * @returns live views, one per other user; empty while not Ready (before the first Ready, connecting,
     *   reconnecting, after `Disconnect`): the C++ library's empty vector, it never throws.
     * @see docs/service.md, "Friends and presence"; the C++ library's `Client::GetRelationships`.
     * @example
     * const friends = client.GetRelationships()
     *   .filter((r) => r.DiscordRelationshipType() === RelationshipType.Friend);
     * const incoming = client.GetRelationships()
     *   .filter((r) => r.DiscordRelationshipType() === RelationshipType.PendingIncoming);
     */
    GetRelationships(): RelationshipHandle[];
    /**
     * @param userId - the other user's id.
     * @returns a live view of the relationship with them (both types `None` when there is none); while
     *   not Ready a detached handle whose types read `None` (the C++ library returns a handle, never an error).
     * @throws ValidationError naming `userId` when it is not a snowflake.
     * @see the C++ library's `Client::GetRelationshipHandle`.
     */
    GetRelationshipHandle(userId: SnowflakeArg): RelationshipHandle;
    /**
     * One group of the unified friends list (friends of either kind): OnlinePlayingGame (online in this
     * application), OnlineElsewhere (online elsewhere; those who played this game first) or Offline
     * (including invisible friends), each sorted by display name (`Intl.Collator`, case-insensitive), ties
     * by id. The groups are kept as presences change, not sorted per call.
     * @param group - a `RelationshipGroupType`.
     * @returns live views of the group's friends, in order; empty while not Ready (the C++ empty vector).
     * @throws ValidationError naming `group` when it is not a `RelationshipGroupType`.
     * @see the C++ library's `Client::GetRelationshipsByGroup`.
     */
    GetRelationshipsByGroup(group: RelationshipGroupType): RelationshipHandle[];
    /**
     * Searches the friends (either kind) by unique username and display name, locally and
     * case-insensitively: names starting with the text first, then names containing it (earlier first),
     * then names within a small edit distance (1 edit for 4-7 characters, 2 beyond; none under 4), fewer
     * edits first; ties by display name, then id.
     * @param searchStr - the text, at most 256 characters (an empty text finds nobody).
     * @returns live views of the matching friends, best first; empty while not Ready (the C++ empty vector).
     * @throws ValidationError naming `searchStr` when it is not a string of at most 256 characters.
     * @see the C++ library's `Client::SearchFriendsByUsername`.
     */
    SearchFriendsByUsername(searchStr: string): UserHandle[];
    /**
     * Sends a Discord friend request to a unique username (not a display name). If they already asked
     * the user, both become friends.
     * @param username - 2..32 characters of a-z, 0-9, `_` and `.` (no two periods in a row).
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the service accepted the request.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError` (naming `username`), `HTTPError`
     *   (10013 unknown user, 80003 oneself, 80000 blocked, 30002 friend cap), `NetworkError`, `Aborted`.
     * @see docs/service.md, "Friends and presence".
     * @example
     * await client.SendDiscordFriendRequest('bob');
     * client.SendDiscordFriendRequest('bob', (result) => console.log(result.Successful()));
     */
    SendDiscordFriendRequest(username: string, callback?: undefined): Promise<void>;
    SendDiscordFriendRequest(username: string, callback: StatusCallback): Promise<void>;
    /**
     * `SendDiscordFriendRequest` by user id.
     * @param userId - the other user's id.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the service accepted the request.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError` (naming `userId`), `HTTPError`,
     *   `NetworkError`, `Aborted`.
     * @see the C++ library's `Client::SendDiscordFriendRequestById`.
     */
    SendDiscordFriendRequestById(userId: SnowflakeArg, callback?: undefined): Promise<void>;
    SendDiscordFriendRequestById(userId: SnowflakeArg, callback: StatusCallback): Promise<void>;
    /**
     * Sends a game friend request (this application only) to a unique username.
     * @param username - 2..32 characters of a-z, 0-9, `_` and `.` (no two periods in a row).
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the service accepted the request.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError` (naming `username`), `HTTPError`,
     *   `NetworkError`, `Aborted`.
     * @see the C++ library's `Client::SendGameFriendRequest`.
     */
    SendGameFriendRequest(username: string, callback?: undefined): Promise<void>;
    SendGameFriendRequest(username: string, callback: StatusCallback): Promise<void>;
    /**
     * `SendGameFriendRequest` by user id.
     * @param userId - the other user's id.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the service accepted the request.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError` (naming `userId`), `HTTPError`,
     *   `NetworkError`, `Aborted`.
     * @see the C++ library's `Client::SendGameFriendRequestById`.
     */
    SendGameFriendRequestById(userId: SnowflakeArg, callback?: undefined): Promise<void>;
    SendGameFriendRequestById(userId: SnowflakeArg, callback: StatusCallback): Promise<void>;
    /**
     * Accepts their incoming Discord friend request: both become Discord friends.
     * @param userId - the other user's id.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the service confirmed.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError` (naming `userId`), `HTTPError` (50035
     *   when the relationship is not in a state that allows it), `NetworkError`, `Aborted`.
     * @see the C++ library's `Client::AcceptDiscordFriendRequest`.
     */
    AcceptDiscordFriendRequest(userId: SnowflakeArg, callback?: undefined): Promise<void>;
    AcceptDiscordFriendRequest(userId: SnowflakeArg, callback: StatusCallback): Promise<void>;
    /**
     * Accepts their incoming game friend request: both become game friends.
     * @param userId - the other user's id.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the service confirmed.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError` (naming `userId`), `HTTPError` (50035
     *   when the relationship is not in a state that allows it), `NetworkError`, `Aborted`.
     * @see the C++ library's `Client::AcceptGameFriendRequest`.
     */
    AcceptGameFriendRequest(userId: SnowflakeArg, callback?: undefined): Promise<void>;
    AcceptGameFriendRequest(userId: SnowflakeArg, callback: StatusCallback): Promise<void>;
    /**
     * Rejects their incoming Discord friend request.
     * @param userId - the other user's id.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the service confirmed.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError` (naming `userId`), `HTTPError` (50035
     *   when the relationship is not in a state that allows it), `NetworkError`, `Aborted`.
     * @see the C++ library's `Client::RejectDiscordFriendRequest`.
     */
    RejectDiscordFriendRequest(userId: SnowflakeArg, callback?: undefined): Promise<void>;
    RejectDiscordFriendRequest(userId: SnowflakeArg, callback: StatusCallback): Promise<void>;
    /**
     * Rejects their incoming game friend request.
     * @param userId - the other user's id.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the service confirmed.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError` (naming `userId`), `HTTPError` (50035
     *   when the relationship is not in a state that allows it), `NetworkError`, `Aborted`.
     * @see the C++ library's `Client::RejectGameFriendRequest`.
     */
    RejectGameFriendRequest(userId: SnowflakeArg, callback?: undefined): Promise<void>;
    RejectGameFriendRequest(userId: SnowflakeArg, callback: StatusCallback): Promise<void>;
    /**
     * Withdraws the user's outgoing Discord friend request.
     * @param userId - the other user's id.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the service confirmed.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError` (naming `userId`), `HTTPError` (50035
     *   when the relationship is not in a state that allows it), `NetworkError`, `Aborted`.
     * @see the C++ library's `Client::CancelDiscordFriendRequest`.
     */
    CancelDiscordFriendRequest(userId: SnowflakeArg, callback?: undefined): Promise<void>;
    CancelDiscordFriendRequest(userId: SnowflakeArg, callback: StatusCallback): Promise<void>;
    /**
     * Withdraws the user's outgoing game friend request.
     * @param userId - the other user's id.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the service confirmed.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError` (naming `userId`), `HTTPError` (50035
     *   when the relationship is not in a state that allows it), `NetworkError`, `Aborted`.
     * @see the C++ library's `Client::CancelGameFriendRequest`.
     */
    CancelGameFriendRequest(userId: SnowflakeArg, callback?: undefined): Promise<void>;
    CancelGameFriendRequest(userId: SnowflakeArg, callback: StatusCallback): Promise<void>;
    /**
     * Ends both friendships with them (Discord and game); fails unless one of them is Friend.
     * @param userId - the other user's id.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the service confirmed.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError` (naming `userId`), `HTTPError` (50035
     *   when the relationship is not in a state that allows it), `NetworkError`, `Aborted`.
     * @see the C++ library's `Client::RemoveDiscordAndGameFriend`.
     */
    RemoveDiscordAndGameFriend(userId: SnowflakeArg, callback?: undefined): Promise<void>;
    RemoveDiscordAndGameFriend(userId: SnowflakeArg, callback: StatusCallback): Promise<void>;
    /**
     * Ends the game friendship only; fails unless they are game friends.
     * @param userId - the other user's id.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the service confirmed.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError` (naming `userId`), `HTTPError` (50035
     *   when the relationship is not in a state that allows it), `NetworkError`, `Aborted`.
     * @see the C++ library's `Client::RemoveGameFriend`.
     */
    RemoveGameFriend(userId: SnowflakeArg, callback?: undefined): Promise<void>;
    RemoveGameFriend(userId: SnowflakeArg, callback: StatusCallback): Promise<void>;
    /**
     * Blocks a user: every other relationship between the two (both kinds, both sides) is dropped, and their requests and direct messages are refused.
     * @param userId - the other user's id.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the service confirmed.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError` (naming `userId`), `HTTPError` (50035
     *   when the relationship is not in a state that allows it), `NetworkError`, `Aborted`.
     * @see the C++ library's `Client::BlockUser`.
     */
    BlockUser(userId: SnowflakeArg, callback?: undefined): Promise<void>;
    BlockUser(userId: SnowflakeArg, callback: StatusCallback): Promise<void>;
    /**
     * Unblocks a user; nothing that blocking dropped comes back.
     * @param userId - the other user's id.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the service confirmed.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError` (naming `userId`), `HTTPError` (50035
     *   when the relationship is not in a state that allows it), `NetworkError`, `Aborted`.
     * @see the C++ library's `Client::UnblockUser`.
     */
    UnblockUser(userId: SnowflakeArg, callback?: undefined): Promise<void>;
    UnblockUser(userId: SnowflakeArg, callback: StatusCallback): Promise<void>;
    /**
     * Sets the signed-in account's status (everywhere), over the gateway's Presence Update command.
     * Invisible reads as offline to others. At most 5 go out per 20 s (the service's window): a status set
     * sooner waits for its turn.
     * @param status - `StatusType.Online`, `Idle`, `Dnd` or `Invisible`.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the command is sent.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError` (naming `status`).
     * @see docs/service.md, "Friends and presence".
     * @example
     * await client.SetOnlineStatus(StatusType.Dnd);
     * client.SetOnlineStatus(StatusType.Idle, (result) => {});
     */
    SetOnlineStatus(status: StatusType, callback?: undefined): Promise<void>;
    SetOnlineStatus(status: StatusType, callback: StatusCallback): Promise<void>;
    /**
     * Publishes what the player is doing in this game, for friends to see (`UserHandle.GameActivity()`,
     * `SetUserUpdatedCallback`). The activity is partial: the SDK fills the application id, and the service
     * shows the application's name. Every field is checked first; updates are coalesced: at most 5 commands
     * go out per 20 s, each carrying the newest activity, so calling this every frame is safe. Before Ready
     * (as the C++ library does) it goes through the Discord app beside the game when there is one, else it
     * is kept and sent once Ready (docs/desktop-app.md); `SetApplicationId` is needed then.
     * @param activity - an `Activity`; to be invitable, a party with an id and room left, and a join secret.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the command carrying this activity (or a newer one) is sent (or,
     *   with no app before Ready, kept).
     * @throws ClientResultError: `ValidationError` (naming the field, such as `activity.buttons.0.label` or
     *   `activity.party.size.0`), `RPCError` (the Discord app refused it or went).
     * @see docs/rich-presence.md, docs/desktop-app.md; the C++ library's `Client::UpdateRichPresence`.
     * @example
     * const activity = new Activity();
     * activity.SetType(ActivityTypes.Playing);
     * activity.SetState('In lobby');
     * const party = new ActivityParty();
     * party.SetId('party-42');
     * party.SetCurrentSize(1);
     * party.SetMaxSize(4);
     * activity.SetParty(party);
     * const secrets = new ActivitySecrets();
     * secrets.SetJoin('lobby-secret-42');
     * activity.SetSecrets(secrets);
     * await client.UpdateRichPresence(activity);
     * client.UpdateRichPresence(activity, (result) => console.log(result.Successful()));
     */
    UpdateRichPresence(activity: Activity, callback?: undefined): Promise<void>;
    UpdateRichPresence(activity: Activity, callback: StatusCallback): Promise<void>;
    /**
     * Removes the rich presence (sent, paced like `UpdateRichPresence`, when connected, else through the
     * Discord app when it shows ours; a failure is only logged, as the library's call has no callback).
     * @see the C++ library's `Client::ClearRichPresence`.
     */
    ClearRichPresence(): void;
    /**
     * Invites a user to the current rich presence, as a message with an optional text. The activity must
     * be joinable (a party with an id and room left, a join secret); the service allows it between friends,
     * or two users both in the game, never across a block.
     * @param userId - the user to invite.
     * @param content - the message's text, 0..2000 characters (empty for none).
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the invite is sent.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError` (naming `userId`, `content` or
     *   `activity` when there is no joinable rich presence), `HTTPError` (403 50007 refused, 404 10013
     *   unknown user, 400 50035 `ACTIVITY_NOT_JOINABLE`), `NetworkError`, `Aborted`.
     * @see docs/rich-presence.md; the C++ library's `Client::SendActivityInvite`.
     */
    SendActivityInvite(userId: SnowflakeArg, content: string, callback?: undefined): Promise<void>;
    SendActivityInvite(userId: SnowflakeArg, content: string, callback: StatusCallback): Promise<void>;
    /**
     * Asks to join a user's activity in this game (it must be joinable); they receive an `ActivityInvite`
     * of type JoinRequest and may approve it with `SendActivityJoinRequestReply`.
     * @param userId - whose activity to join.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the request is sent.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError` (naming `userId`), `HTTPError` (403
     *   50007 refused, 400 50035 `ACTIVITY_NOT_JOINABLE`), `NetworkError`, `Aborted`.
     * @see the C++ library's `Client::SendActivityJoinRequest`.
     */
    SendActivityJoinRequest(userId: SnowflakeArg, callback?: undefined): Promise<void>;
    SendActivityJoinRequest(userId: SnowflakeArg, callback: StatusCallback): Promise<void>;
    /**
     * Approves a join request: sends its sender a normal invite to the current (joinable) rich presence,
     * which they must still accept.
     * @param invite - the `ActivityInvite` of type JoinRequest that `SetActivityInviteCreatedCallback` gave.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the invite is sent.
     * @throws ClientResultError: as `SendActivityInvite`, and `ValidationError` naming `invite` for anything
     *   but a join request.
     * @see the C++ library's `Client::SendActivityJoinRequestReply`.
     */
    SendActivityJoinRequestReply(invite: ActivityInvite, callback?: undefined): Promise<void>;
    SendActivityJoinRequestReply(invite: ActivityInvite, callback: StatusCallback): Promise<void>;
    /**
     * Accepts an invite: yields the sender's join secret, which the game passes to `CreateOrJoinLobby` to
     * land in the same lobby. Only the invite's receiver gets it, while the invite is valid and the party
     * has room.
     * @param invite - the `ActivityInvite` of type Join that `SetActivityInviteCreatedCallback` gave.
     * @param callback - optional, `(result, joinSecret)`.
     * @returns a Promise of the join secret.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError` (naming `invite`), `HTTPError` (400
     *   50035 `ACTIVITY_INVITE_INVALID` once invalid, `ACTIVITY_NOT_JOINABLE` when full, 404 10008 for
     *   another's invite), `NetworkError`, `Aborted`.
     * @see docs/rich-presence.md, "The join loop"; the C++ library's `Client::AcceptActivityInvite`.
     * @example
     * const secret = await client.AcceptActivityInvite(invite);
     * const lobbyId = await client.CreateOrJoinLobby(secret);
     */
    AcceptActivityInvite(invite: ActivityInvite, callback?: undefined): Promise<string>;
    AcceptActivityInvite(invite: ActivityInvite, callback: AcceptActivityInviteCallback): Promise<void>;
    /**
     * @internal For the deep-link receiver (src/deeplink): a join accepted outside the game
     * (`discord-<app id>:/...?secret=`) reaches `SetActivityJoinCallback`, `SetActivityJoinWithApplicationCallback`
     * and their `on(...)` events.
     * @param joinSecret - the secret, 1..128 characters.
     * @param applicationId - the application of the join.
     * @throws ValidationError naming `joinSecret` or `applicationId`.
     */
    deliverActivityJoin(joinSecret: string, applicationId: SnowflakeArg): void;
    /**
     * Creates the lobby of `secret`, or joins it if it exists. Everyone in the lobby sees
     * `lobbyMemberAdded`; the caller `lobbyCreated`.
     * @param secret - 1..250 characters; the same secret joins the same lobby.
     * @param callback - optional, `(result, lobbyId)`.
     * @returns a Promise of the lobby id.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError`, `HTTPError`, `NetworkError`, `Aborted`.
     * @see docs/service.md, "Lobbies and messages (for games)".
     * @example
     * const lobbyId = await client.CreateOrJoinLobby('match-42');
     * client.CreateOrJoinLobby('match-42', (result, lobbyId) => { if (result.Successful()) play(lobbyId); });
     */
    CreateOrJoinLobby(secret: string, callback?: undefined): Promise<Snowflake>;
    CreateOrJoinLobby(secret: string, callback: CreateOrJoinLobbyCallback): Promise<void>;
    /**
     * `CreateOrJoinLobby` with the lobby's metadata (applied when it is created) and the member's.
     * @param secret - 1..250 characters.
     * @param lobbyMetadata - at most 25 keys, values up to 1024 characters.
     * @param memberMetadata - the same bounds.
     * @param callback - optional, `(result, lobbyId)`.
     * @returns a Promise of the lobby id.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError`, `HTTPError`, `NetworkError`, `Aborted`.
     * @see docs/service.md, "Lobbies and messages (for games)".
     */
    CreateOrJoinLobbyWithMetadata(secret: string, lobbyMetadata: LobbyMetadata, memberMetadata: LobbyMetadata, callback?: undefined): Promise<Snowflake>;
    CreateOrJoinLobbyWithMetadata(secret: string, lobbyMetadata: LobbyMetadata, memberMetadata: LobbyMetadata, callback: CreateOrJoinLobbyCallback): Promise<void>;
    /**
     * Leaves a lobby: the others see `lobbyMemberRemoved`, the caller `lobbyDeleted` and no more of it.
     * @param lobbyId - the lobby's id.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the service confirmed.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError`, `HTTPError`, `NetworkError`, `Aborted`.
     * @see docs/service.md, "Lobbies and messages (for games)".
     */
    LeaveLobby(lobbyId: SnowflakeArg, callback?: undefined): Promise<void>;
    LeaveLobby(lobbyId: SnowflakeArg, callback: StatusCallback): Promise<void>;
    /**
     * @returns the ids of the lobbies the user is in; empty while not Ready (before the first Ready,
     *   connecting, reconnecting, after `Disconnect`): the C++ library's empty vector, it never throws.
     * @see docs/service.md, "Lobbies and messages (for games)".
     */
    GetLobbyIds(): Snowflake[];
    /**
     * @param lobbyId - the lobby's id.
     * @returns a live view of a lobby the user is in, or null (always null while not Ready: the C++
     *   `std::optional` empty).
     * @throws ValidationError naming `lobbyId` when it is not a snowflake.
     * @see docs/service.md, "Lobbies and messages (for games)".
     */
    GetLobbyHandle(lobbyId: SnowflakeArg): LobbyHandle | null;
    /**
     * Starts the lobby's voice call, or joins the one running (any lobby member may; provisional accounts
     * too). With no capture device the call sends what the capture callback writes (see
     * {@link Client.StartCallWithAudioCallbacks}); here it captures silence. Follow the call through
     * `Call.SetStatusChangedCallback`: Joining, Connecting, SignalingConnected, Connected.
     * @param lobbyId - the lobby's id (the call's channel id).
     * @returns the call, or null when the client is not Ready or already in this lobby's call (the C++
     *   library's invalid `Call`). A lobby the user is not in gives a call that ends `Forbidden`.
     * @throws ValidationError naming `lobbyId` when it is not a snowflake.
     * @see docs/voice.md; the C++ library's `Client::StartCall`.
     * @example
     * const call = client.StartCall(lobbyId);
     * call?.SetStatusChangedCallback((status) => console.log(Call.StatusToString(status)));
     */
    StartCall(lobbyId: SnowflakeArg): Call | null;
    /**
     * {@link Client.StartCall} with PCM hooks. Both run at once, on the event loop that has the audio
     * (never through `RunCallbacks()`: audio cannot wait for a game frame), with 20 ms of interleaved
     * Int16 at 48 kHz stereo (960 samples per channel).
     * @param lobbyId - the lobby's id.
     * @param receivedCb - `(userId, data, samplesPerChannel, sampleRate, channels)`: a participant's decoded
     *   audio after their volume and the output volume; `data` may be changed in place; return `true` to mute
     *   this buffer's playback (the C++ `outShouldMute`).
     * @param capturedCb - `(data, samplesPerChannel, sampleRate, channels)`: the capture (silence without a
     *   device) before the input volume, voice activity and encoding; writing into `data` changes what is
     *   sent. This is how a headless game, a bot or a test talks.
     * @returns the call, or null as for `StartCall`.
     * @throws ValidationError naming `lobbyId`, `receivedCb` or `capturedCb`.
     * @see docs/voice.md; the C++ library's `Client::StartCallWithAudioCallbacks`.
     * @example
     * let t = 0;
     * client.StartCallWithAudioCallbacks(lobbyId, (userId, data) => false, (data) => {
     *   for (let i = 0; i < data.length; i += 2, t++) data[i] = data[i + 1] = 8000 * Math.sin((2 * Math.PI * 440 * t) / 48000);
     * });
     */
    StartCallWithAudioCallbacks(lobbyId: SnowflakeArg, receivedCb: UserAudioReceivedCallback, capturedCb: UserAudioCapturedCallback): Call | null;
    /**
     * Leaves a lobby's call: Disconnecting, then Disconnected; the others see the user leave. Its `Call`
     * objects stop working. A lobby whose call the user is not in is a no-op.
     * @param lobbyId - the lobby's id.
     * @param callback - optional, `()` once done (through the client's callback delivery).
     * @returns a Promise that resolves once done.
     * @throws ValidationError naming `lobbyId` or `callback`.
     * @see the C++ library's `Client::EndCall`.
     */
    EndCall(lobbyId: SnowflakeArg, callback?: EndCallCallback): Promise<void>;
    /**
     * Leaves every call.
     * @param callback - optional, `()` once done.
     * @see the C++ library's `Client::EndCalls`.
     */
    EndCalls(callback?: EndCallCallback): Promise<void>;
    /**
     * @param lobbyId - the lobby's id.
     * @returns the user's call in that lobby, or null.
     * @see the C++ library's `Client::GetCall`.
     */
    GetCall(lobbyId: SnowflakeArg): Call | null;
    /** @returns the user's calls. @see the C++ library's `Client::GetCalls`. */
    GetCalls(): Call[];
    /** Whether the microphone is muted in every call. @see the C++ library's `Client::GetSelfMuteAll`. */
    GetSelfMuteAll(): boolean;
    /**
     * Mutes the microphone in every call (over each call's own setting); the others see it.
     * @throws ValidationError naming `mute` for a non-boolean.
     * @see the C++ library's `Client::SetSelfMuteAll`.
     */
    SetSelfMuteAll(mute: boolean): void;
    /** Whether every call is deafened. @see the C++ library's `Client::GetSelfDeafAll`. */
    GetSelfDeafAll(): boolean;
    /**
     * Deafens every call (over each call's own setting): nothing is played or handed to the received
     * callback; the others see it.
     * @throws ValidationError naming `deaf` for a non-boolean.
     * @see the C++ library's `Client::SetSelfDeafAll`.
     */
    SetSelfDeafAll(deaf: boolean): void;
    /** The capture volume, 0..100 (default 100). @see the C++ library's `Client::GetInputVolume`. */
    GetInputVolume(): number;
    /**
     * Scales what every call sends (after the captured callback, before voice activity), 0..100.
     * @throws ValidationError naming `inputVolume` out of range.
     * @see the C++ library's `Client::SetInputVolume`.
     */
    SetInputVolume(inputVolume: number): void;
    /** The playout volume, 0..200 (default 100). @see the C++ library's `Client::GetOutputVolume`. */
    GetOutputVolume(): number;
    /**
     * Scales what every call plays (and hands to the received callback), 0..200.
     * @throws ValidationError naming `outputVolume` out of range.
     * @see the C++ library's `Client::SetOutputVolume`.
     */
    SetOutputVolume(outputVolume: number): void;
    /**
     * @param cb - `(lobbyId, memberId, added)` when a member of one of the user's lobbies joins or leaves
     *   that lobby's call, whether or not the user is in it.
     * @see the C++ library's `Client::SetVoiceParticipantChangedCallback`.
     */
    SetVoiceParticipantChangedCallback(cb: VoiceParticipantChangedCallback): void;
    /**
     * Adds a receiver of the voice log (apart from `AddLogCallback`'s): call statuses, the voice gateway's
     * steps and closes, the Opus package in use. No token or key is ever written.
     * @param callback - `(message, severity)`.
     * @param minSeverity - the lowest `LoggingSeverity` it receives.
     * @throws ValidationError naming `callback` or `minSeverity`.
     * @see the C++ library's `Client::AddVoiceLogCallback`.
     */
    AddVoiceLogCallback(callback: LogCallback, minSeverity: LoggingSeverity): void;
    /**
     * Writes the voice log to `discord-webrtc_0` in `path` (the previous one becomes
     * `discord-last-webrtc_0`); `None` stops it.
     * @returns whether the file is open.
     * @throws ValidationError naming `path` or `minSeverity`.
     * @see the C++ library's `Client::SetVoiceLogDir`.
     */
    SetVoiceLogDir(path: string, minSeverity: LoggingSeverity): boolean;
    /**
     * The input devices the OS has (microphones, monitors of outputs), through the audio module; an empty
     * list without it (the client's log says why, once).
     * @param cb - `(devices)`, through the client's callback delivery.
     * @returns a Promise of the devices, or, given a callback, of nothing.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see docs/voice.md; the C++ library's `Client::GetInputDevices`.
     */
    GetInputDevices(cb?: undefined): Promise<AudioDevice[]>;
    GetInputDevices(cb: GetAudioDevicesCallback): Promise<void>;
    /**
     * The output devices the OS has (speakers, headsets).
     * @param cb - `(devices)`, through the client's callback delivery.
     * @see the C++ library's `Client::GetOutputDevices`.
     */
    GetOutputDevices(cb?: undefined): Promise<AudioDevice[]>;
    GetOutputDevices(cb: GetAudioDevicesCallback): Promise<void>;
    /**
     * The input device calls use: the selected one, or the system's default while the selection is
     * {@link Client.GetDefaultAudioDeviceId} (the default until `SetInputDevice`).
     * @param cb - `(device)`, through the client's callback delivery.
     * @see the C++ library's `Client::GetCurrentInputDevice`.
     */
    GetCurrentInputDevice(cb?: undefined): Promise<AudioDevice>;
    GetCurrentInputDevice(cb: GetCurrentAudioDeviceCallback): Promise<void>;
    /**
     * The output device calls use.
     * @param cb - `(device)`, through the client's callback delivery.
     * @see the C++ library's `Client::GetCurrentOutputDevice`.
     */
    GetCurrentOutputDevice(cb?: undefined): Promise<AudioDevice>;
    GetCurrentOutputDevice(cb: GetCurrentAudioDeviceCallback): Promise<void>;
    /**
     * Selects the microphone by `AudioDevice.Id()` (or `GetDefaultAudioDeviceId()` to follow the system's
     * default); a running call switches to it at once.
     * @param cb - `(result)`: `ValidationError` for an id the OS does not list (or no audio module).
     * @see the C++ library's `Client::SetInputDevice`.
     */
    SetInputDevice(deviceId: string, cb?: SetAudioDeviceCallback): Promise<void>;
    /**
     * Selects the speakers by `AudioDevice.Id()`; a running call switches to them at once.
     * @param cb - `(result)`: `ValidationError` for an id the OS does not list (or no audio module).
     * @see the C++ library's `Client::SetOutputDevice`.
     */
    SetOutputDevice(deviceId: string, cb?: SetAudioDeviceCallback): Promise<void>;
    /**
     * The id that means "the system's default device, following it when it changes" (`default`): the
     * selection of both directions until the game picks a device.
     * @see the C++ library's `Client::GetDefaultAudioDeviceId`.
     */
    static GetDefaultAudioDeviceId(): string;
    /**
     * `callback(inputDevices, outputDevices)` when a device is plugged in or removed or the default changes
     * (found by comparing the device list on an unref'd timer, `audio.pollIntervalMs`, default 1 s, while
     * set); undefined stops it.
     * @see the C++ library's `Client::SetDeviceChangeCallback`.
     */
    SetDeviceChangeCallback(callback: DeviceChangeCallback | undefined): void;
    /**
     * The level, in dBFS from -100 to 100, below which the microphone counts as silent for
     * `SetNoAudioInputCallback`; -100 (the default) turns the check off, -60 is the guide's value.
     * @throws ValidationError naming `dBFSThreshold` outside -100..100.
     * @see the C++ library's `Client::SetNoAudioInputThreshold`.
     */
    SetNoAudioInputThreshold(dBFSThreshold: number): void;
    /**
     * `callback(inputDetected)` while a call captures: false once the microphone stayed below the
     * threshold for a second, true when it is heard again.
     * @see the C++ library's `Client::SetNoAudioInputCallback`.
     */
    SetNoAudioInputCallback(callback: NoAudioInputCallback | undefined): void;
    /**
     * Kept, with nothing to run: this port has no WebRTC audio processing (docs/voice.md); the OS's echo
     * cancellation applies where the user set it up. Said once in the client's log.
     * @see the C++ library's `Client::SetEchoCancellation`.
     */
    SetEchoCancellation(on: boolean): void;
    /**
     * Kept, with nothing to run (no WebRTC audio processing here; docs/voice.md).
     * @see the C++ library's `Client::SetNoiseSuppression`.
     */
    SetNoiseSuppression(on: boolean): void;
    /**
     * Kept, with nothing to run: `SetInputVolume` scales the microphone (docs/voice.md).
     * @see the C++ library's `Client::SetAutomaticGainControl`.
     */
    SetAutomaticGainControl(on: boolean): void;
    /**
     * Kept (no Krisp here); turning it on turns noise suppression off, as in the C++ library.
     * @see the C++ library's `Client::SetNoiseCancellation`.
     */
    SetNoiseCancellation(on: boolean): void;
    /**
     * Kept: with no echo canceller there is no AEC dump to write (docs/voice.md).
     * @see the C++ library's `Client::SetAecDump`.
     */
    SetAecDump(on: boolean): void;
    /**
     * Kept: desktop Opus runs in software (docs/voice.md).
     * @see the C++ library's `Client::SetOpusHardwareCoding`.
     */
    SetOpusHardwareCoding(encode: boolean, decode: boolean): void;
    /**
     * `Voice`: devices opened from now on ask the OS for realtime scheduling at `priority` (Windows,
     * macOS; on Linux the sound server runs the realtime threads). `Client` and `Network` work runs on the
     * game's event loop: nothing to raise. Said once in the client's log.
     * @throws ValidationError naming `thread` or `priority`.
     * @see the C++ library's `Client::SetThreadPriority`.
     */
    SetThreadPriority(thread: ClientThread, priority: number): void;
    /**
     * Mobile only (who owns the audio session): kept, nothing to do on a desktop OS.
     * @see the C++ library's `Client::SetEngineManagedAudioSession`.
     */
    SetEngineManagedAudioSession(isEngineManaged: boolean): void;
    /**
     * iOS's audio route picker: a desktop OS has none; returns false.
     * @see the C++ library's `Client::ShowAudioRoutePicker`.
     */
    ShowAudioRoutePicker(): boolean;
    /**
     * Deprecated mobile speakerphone switch: returns false on a desktop OS.
     * @see the C++ library's `Client::SetSpeakerMode`.
     */
    SetSpeakerMode(speakerMode: boolean): boolean;
    /**
     * Sends a message to a lobby the user is in.
     * @param lobbyId - the lobby's id.
     * @param content - 1..2000 characters.
     * @param callback - optional, `(result, messageId)`.
     * @returns a Promise of the message id.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError`, `HTTPError` (not a member),
     *   `NetworkError`, `Aborted`.
     * @see docs/service.md, "Lobbies and messages (for games)".
     * @example
     * const messageId = await client.SendLobbyMessage(lobbyId, 'gg');
     * client.SendLobbyMessage(lobbyId, 'gg', (result, messageId) => {});
     */
    SendLobbyMessage(lobbyId: SnowflakeArg, content: string, callback?: undefined): Promise<Snowflake>;
    SendLobbyMessage(lobbyId: SnowflakeArg, content: string, callback: SendMessageCallback): Promise<void>;
    /**
     * `SendLobbyMessage` with metadata.
     * @param lobbyId - the lobby's id.
     * @param content - 1..2000 characters.
     * @param metadata - at most 25 keys, values up to 1024 characters.
     * @param callback - optional, `(result, messageId)`.
     * @returns a Promise of the message id.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError`, `HTTPError`, `NetworkError`, `Aborted`.
     * @see docs/service.md, "Lobbies and messages (for games)".
     */
    SendLobbyMessageWithMetadata(lobbyId: SnowflakeArg, content: string, metadata: LobbyMetadata, callback?: undefined): Promise<Snowflake>;
    SendLobbyMessageWithMetadata(lobbyId: SnowflakeArg, content: string, metadata: LobbyMetadata, callback: SendMessageCallback): Promise<void>;
    /**
     * The lobby's most recent messages (within 72 hours), newest first; members only.
     * @param lobbyId - the lobby's id.
     * @param limit - 1..200.
     * @param callback - optional, `(result, messages)`.
     * @returns a Promise of live views of the messages.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError`, `HTTPError`, `NetworkError`, `Aborted`.
     * @see docs/service.md, "Lobbies and messages (for games)".
     */
    GetLobbyMessagesWithLimit(lobbyId: SnowflakeArg, limit: number, callback?: undefined): Promise<MessageHandle[]>;
    GetLobbyMessagesWithLimit(lobbyId: SnowflakeArg, limit: number, callback: GetMessagesCallback): Promise<void>;
    /**
     * Sends a direct message; both users must have signed in to the application.
     * @param recipientId - the other user's id.
     * @param content - 1..2000 characters.
     * @param callback - optional, `(result, messageId)`.
     * @returns a Promise of the message id.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError`, `HTTPError`, `NetworkError`, `Aborted`.
     * @see the C++ library's `Client::SendUserMessage`.
     */
    SendUserMessage(recipientId: SnowflakeArg, content: string, callback?: undefined): Promise<Snowflake>;
    SendUserMessage(recipientId: SnowflakeArg, content: string, callback: SendMessageCallback): Promise<void>;
    /**
     * `SendUserMessage` with metadata.
     * @param recipientId - the other user's id.
     * @param content - 1..2000 characters.
     * @param metadata - at most 25 keys, values up to 1024 characters.
     * @param callback - optional, `(result, messageId)`.
     * @returns a Promise of the message id.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError`, `HTTPError`, `NetworkError`, `Aborted`.
     * @see the C++ library's `Client::SendUserMessageWithMetadata`.
     */
    SendUserMessageWithMetadata(recipientId: SnowflakeArg, content: string, metadata: LobbyMetadata, callback?: undefined): Promise<Snowflake>;
    SendUserMessageWithMetadata(recipientId: SnowflakeArg, content: string, metadata: LobbyMetadata, callback: SendMessageCallback): Promise<void>;
    /**
     * Edits one of the user's own direct messages; both users see `messageUpdated`.
     * @param recipientId - the other user's id.
     * @param messageId - the message's id.
     * @param content - 1..2000 characters.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the service confirmed.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError`, `HTTPError`, `NetworkError`, `Aborted`.
     * @see the C++ library's `Client::EditUserMessage`.
     */
    EditUserMessage(recipientId: SnowflakeArg, messageId: SnowflakeArg, content: string, callback?: undefined): Promise<void>;
    EditUserMessage(recipientId: SnowflakeArg, messageId: SnowflakeArg, content: string, callback: StatusCallback): Promise<void>;
    /**
     * Deletes one of the user's own direct messages; both users see `messageDeleted`.
     * @param recipientId - the other user's id.
     * @param messageId - the message's id.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once the service confirmed.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError`, `HTTPError`, `NetworkError`, `Aborted`.
     * @see the C++ library's `Client::DeleteUserMessage`.
     */
    DeleteUserMessage(recipientId: SnowflakeArg, messageId: SnowflakeArg, callback?: undefined): Promise<void>;
    DeleteUserMessage(recipientId: SnowflakeArg, messageId: SnowflakeArg, callback: StatusCallback): Promise<void>;
    /**
     * The conversation's most recent direct messages, newest first.
     * @param recipientId - the other user's id.
     * @param limit - 1..200.
     * @param callback - optional, `(result, messages)`.
     * @returns a Promise of live views of the messages.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError`, `HTTPError`, `NetworkError`, `Aborted`.
     * @see the C++ library's `Client::GetUserMessagesWithLimit`.
     */
    GetUserMessagesWithLimit(recipientId: SnowflakeArg, limit: number, callback?: undefined): Promise<MessageHandle[]>;
    GetUserMessagesWithLimit(recipientId: SnowflakeArg, limit: number, callback: GetMessagesCallback): Promise<void>;
    /**
     * The last message of each of the user's conversations, most recent first.
     * @param callback - optional, `(result, summaries)`.
     * @returns a Promise of the summaries.
     * @throws ClientResultError: `ClientNotReady`, `HTTPError`, `NetworkError`, `Aborted`.
     * @see the C++ library's `Client::GetUserMessageSummaries`.
     */
    GetUserMessageSummaries(callback?: undefined): Promise<UserMessageSummary[]>;
    GetUserMessageSummaries(callback: GetUserMessageSummariesCallback): Promise<void>;
    /**
     * @param messageId - the message's id.
     * @returns a live view of a cached message (the 25 most recent of each channel), or null (always null
     *   while not Ready: the C++ `std::optional` empty).
     * @throws ValidationError naming `messageId` when it is not a snowflake.
     * @see docs/service.md, "Lobbies and messages (for games)".
     */
    GetMessageHandle(messageId: SnowflakeArg): MessageHandle | null;
    /**
     * @param callback - `(lobbyId)`, or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetLobbyCreatedCallback`.
     */
    SetLobbyCreatedCallback(callback: SlotOf<'lobbyCreated'>): void;
    /**
     * @param callback - `(lobbyId)`, or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetLobbyDeletedCallback`.
     */
    SetLobbyDeletedCallback(callback: SlotOf<'lobbyDeleted'>): void;
    /**
     * @param callback - `(lobbyId)`, or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetLobbyUpdatedCallback`.
     */
    SetLobbyUpdatedCallback(callback: SlotOf<'lobbyUpdated'>): void;
    /**
     * @param callback - `(lobbyId, memberId)`, or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetLobbyMemberAddedCallback`.
     */
    SetLobbyMemberAddedCallback(callback: SlotOf<'lobbyMemberAdded'>): void;
    /**
     * @param callback - `(lobbyId, memberId)`, or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetLobbyMemberUpdatedCallback`.
     */
    SetLobbyMemberUpdatedCallback(callback: SlotOf<'lobbyMemberUpdated'>): void;
    /**
     * @param callback - `(lobbyId, memberId)`, or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetLobbyMemberRemovedCallback`.
     */
    SetLobbyMemberRemovedCallback(callback: SlotOf<'lobbyMemberRemoved'>): void;
    /**
     * @param callback - `(messageId)`, or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetMessageCreatedCallback`.
     */
    SetMessageCreatedCallback(callback: SlotOf<'messageCreated'>): void;
    /**
     * @param callback - `(messageId)`, or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetMessageUpdatedCallback`.
     */
    SetMessageUpdatedCallback(callback: SlotOf<'messageUpdated'>): void;
    /**
     * @param callback - `(messageId, channelId)`, or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetMessageDeletedCallback`.
     */
    SetMessageDeletedCallback(callback: SlotOf<'messageDeleted'>): void;
    /**
     * @param callback - `(userId, isDiscordRelationshipUpdate)`: a relationship appeared or changed type; the flag says which kind; or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetRelationshipCreatedCallback`.
     */
    SetRelationshipCreatedCallback(callback: SlotOf<'relationshipCreated'>): void;
    /**
     * @param callback - `(userId, isDiscordRelationshipUpdate)`: a relationship of one kind is gone; or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetRelationshipDeletedCallback`.
     */
    SetRelationshipDeletedCallback(callback: SlotOf<'relationshipDeleted'>): void;
    /**
     * @param callback - `(userId)`: a friend moved between the friends list's groups; or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetRelationshipGroupsUpdatedCallback`.
     */
    SetRelationshipGroupsUpdatedCallback(callback: SlotOf<'relationshipGroupsUpdated'>): void;
    /**
     * @param callback - `(userId)`: a cached user changed (name, avatar, status, in the game or not, rich presence); or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetUserUpdatedCallback`.
     */
    SetUserUpdatedCallback(callback: SlotOf<'userUpdated'>): void;
    /**
     * @param callback - `(invite)`: an invite to a friend's activity, or a request to join the user's,
     *   arrived (such a message does not also fire the message callback); or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetActivityInviteCreatedCallback`.
     */
    SetActivityInviteCreatedCallback(callback: SlotOf<'activityInviteCreated'>): void;
    /**
     * @param callback - `(invite)`: a known invite's validity changed; or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetActivityInviteUpdatedCallback`.
     */
    SetActivityInviteUpdatedCallback(callback: SlotOf<'activityInviteUpdated'>): void;
    /**
     * @param callback - `(joinSecret)`: the user accepted an invite outside the game (a deep link while it
     *   runs); pass the secret to `CreateOrJoinLobby`. Or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetActivityJoinCallback`.
     */
    SetActivityJoinCallback(callback: SlotOf<'activityJoin'>): void;
    /**
     * @param callback - `(applicationId, joinSecret)`: as `SetActivityJoinCallback`, with the application;
     *   or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetActivityJoinWithApplicationCallback`.
     */
    SetActivityJoinWithApplicationCallback(callback: SlotOf<'activityJoinWithApplication'>): void;
    /**
     * Tells the OS how to start the game when a `discord-<applicationId>:` link (an accepted invite, a join
     * link) is opened outside it: Linux a desktop entry plus mimeapps.list, Windows HKCU\Software\Classes,
     * macOS Launch Services (README, "Launch registration"). Needs no connection.
     * @param applicationId - a snowflake, as a decimal string or bigint.
     * @param command - the program (absolute path) and its arguments as one command line, split without a
     *   shell (Windows' rules on Windows, POSIX quoting elsewhere); the link is appended. Empty: this program.
     * @returns true when registered; false when the OS refused or the addon is missing (the reason goes to
     *   the client's `log`).
     * @throws TypeError or RangeError naming the argument for a bad id, a non-string, a control character,
     *   an unbalanced quote, a relative program, over 32767 characters, or `%` on Windows.
     * @see the C++ library's `Client::RegisterLaunchCommand`.
     * @example
     * client.RegisterLaunchCommand('1234567890123456789', '"/opt/My Game/game" --windowed');
     */
    RegisterLaunchCommand(applicationId: SnowflakeArg, command: string): boolean;
    /**
     * {@link Client.RegisterLaunchCommand} for a Steam game: the OS opens `steam://rungameid/<steamAppId>`
     * (xdg-open on Linux, explorer.exe on Windows), and Steam starts the game; the link itself is not passed
     * on. macOS: false (Steam's bundle cannot handle `discord-<id>`).
     * @param applicationId - a snowflake, as a decimal string or bigint.
     * @param steamAppId - the game's Steam app id, an integer from 1 to 4294967295.
     * @returns true when registered; false when the OS refused, there is no opener, or the addon is missing.
     * @throws TypeError or RangeError naming the argument for a bad id.
     * @see the C++ library's `Client::RegisterLaunchSteamApplication`.
     * @example
     * client.RegisterLaunchSteamApplication('1234567890123456789', 570);
     */
    RegisterLaunchSteamApplication(applicationId: SnowflakeArg, steamAppId: number): boolean;
    /**
     * The guilds (servers) the user is in, to pick a channel to link a lobby to.
     * @param callback - optional, `(result, guilds)`.
     * @returns a Promise of `GuildMinimal[]` (id and name).
     * @throws ClientResultError: `ClientNotReady`, `HTTPError`, `NetworkError`, `Aborted`.
     * @see README, "Linked channels"; the C++ library's `Client::GetUserGuilds`.
     * @example
     * for (const guild of await client.GetUserGuilds()) console.log(guild.Id(), guild.Name());
     */
    GetUserGuilds(callback?: undefined): Promise<GuildMinimal[]>;
    GetUserGuilds(callback: GetUserGuildsCallback): Promise<void>;
    /**
     * The channels of a guild the user can view, sorted by position, each saying whether the user may link
     * it (`IsLinkable`) and whether it is open to every member (`IsViewableAndWriteableByAllMembers`: when
     * false, warn that linking shows it to every lobby member).
     * @param guildId - the guild's id.
     * @param callback - optional, `(result, channels)`.
     * @returns a Promise of `GuildChannel[]`.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError` (guildId), `HTTPError` (10004 unknown
     *   guild, 50001 not a member), `NetworkError`, `Aborted`.
     * @see README, "Linked channels"; the C++ library's `Client::GetGuildChannels`.
     * @example
     * const linkable = (await client.GetGuildChannels(guildId)).filter((c) => c.IsLinkable());
     */
    GetGuildChannels(guildId: SnowflakeArg, callback?: undefined): Promise<GuildChannel[]>;
    GetGuildChannels(guildId: SnowflakeArg, callback: GetGuildChannelsCallback): Promise<void>;
    /**
     * Links a lobby to a guild text channel (or moves its link): the lobby's messages then appear in the
     * channel and the channel's in the lobby. The member needs `CanLinkLobby`; the channel must be a text
     * channel, not age-restricted, not linked elsewhere, where the user has Manage Channels, View Channel and
     * Send Messages; a lobby made from a secret cannot be linked.
     * @param lobbyId - the lobby's id.
     * @param channelId - the guild text channel's id.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once linked (`GetLobbyHandle(id).LinkedChannel()` reads it).
     * @throws ClientResultError: `ClientNotReady`, `ValidationError`, `HTTPError` (50013 no CanLinkLobby or
     *   missing permissions, 50001 channel not visible, 50024 not a text channel, 50035 age-restricted,
     *   already linked or a secret lobby, 10003 unknown channel), `NetworkError`, `Aborted`.
     * @see README, "Linked channels"; the C++ library's `Client::LinkChannelToLobby`.
     * @example
     * await client.LinkChannelToLobby(lobbyId, channelId);
     */
    LinkChannelToLobby(lobbyId: SnowflakeArg, channelId: SnowflakeArg, callback?: undefined): Promise<void>;
    LinkChannelToLobby(lobbyId: SnowflakeArg, channelId: SnowflakeArg, callback: StatusCallback): Promise<void>;
    /**
     * Removes a lobby's link to its channel. Needs only the `CanLinkLobby` flag.
     * @param lobbyId - the lobby's id.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once unlinked.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError`, `HTTPError` (50013 without
     *   CanLinkLobby), `NetworkError`, `Aborted`.
     * @see README, "Linked channels"; the C++ library's `Client::UnlinkChannelFromLobby`.
     */
    UnlinkChannelFromLobby(lobbyId: SnowflakeArg, callback?: undefined): Promise<void>;
    UnlinkChannelFromLobby(lobbyId: SnowflakeArg, callback: StatusCallback): Promise<void>;
    /**
     * A single-use invite (valid one hour) into the guild of the lobby's linked channel, opened with the
     * client's `opener`; its URL is the call's value (show it where nothing can be opened, as on consoles).
     * A provisional account gets `provisionalUserMergeRequired` instead, and the call fails.
     * @param lobbyId - a linked lobby the user is in.
     * @param provisionalUserMergeRequired - called when the user must first merge into a Discord account.
     * @param callback - optional, `(result, inviteUrl)`.
     * @returns a Promise of the invite URL (`<base>/invite/<code>`).
     * @throws ClientResultError: `ClientNotReady`, `ValidationError`, `AuthorizationFailed` (provisional),
     *   `HTTPError` (10003 the lobby is not linked, 50001 not a member), `NetworkError`, `Aborted`.
     * @see README, "Linked channels"; the C++ library's `Client::JoinLinkedLobbyGuild`.
     * @example
     * const url = await client.JoinLinkedLobbyGuild(lobbyId, () => showMergePrompt());
     */
    JoinLinkedLobbyGuild(lobbyId: SnowflakeArg, provisionalUserMergeRequired: ProvisionalUserMergeRequiredCallback | undefined, callback?: undefined): Promise<string>;
    JoinLinkedLobbyGuild(lobbyId: SnowflakeArg, provisionalUserMergeRequired: ProvisionalUserMergeRequiredCallback | undefined, callback: JoinLinkedLobbyGuildCallback): Promise<void>;
    /**
     * The channel a message was sent in: a lobby the user is in (type `Lobby`) or a direct-message
     * conversation the client has a message of (type `Dm`).
     * @param channelId - the channel's id (a lobby id, or a message's `ChannelId()`).
     * @returns a live view, or null when the client knows no such channel (always null while not Ready:
     *   the C++ `std::optional` empty).
     * @throws ValidationError naming `channelId` when it is not a snowflake.
     * @see the C++ library's `Client::GetChannelHandle`.
     */
    GetChannelHandle(channelId: SnowflakeArg): ChannelHandle | null;
    /**
     * Signs in on a device without a browser (a console, a TV): the OAuth 2.0 device authorization grant
     * (RFC 8628). Asks the service for a user code, shows it on the device screen (`ClientOptions.deviceScreen`;
     * default: printed), then polls every `interval` seconds (five more after each `slow_down`) until the
     * player approves on another device, refuses, or the code expires.
     * @param args - ClientId (default: the application id) and Scopes.
     * @param callback - optional, as `GetToken`'s.
     * @returns a Promise of the token set (access token for 7 days, a refresh token).
     * @throws ClientResultError: `ValidationError` (args), `AuthorizationFailed` (`access_denied`, expired
     *   code: reason `device_code_expired`), `Aborted` (`AbortGetTokenFromDevice`), `HTTPError`, `NetworkError`.
     * @see the C++ library's `Client::GetTokenFromDevice`; docs/provisional-and-device.md.
     */
    GetTokenFromDevice(args: DeviceAuthorizationArgs, callback?: undefined): Promise<TokenResult>;
    GetTokenFromDevice(args: DeviceAuthorizationArgs, callback: TokenExchangeCallback): Promise<void>;
    /**
     * `GetTokenFromDevice` that also merges the player's provisional account (named by its external
     * credential) into the account that approves: friends, DMs and lobby memberships move to it.
     * @param args - as `GetTokenFromDevice`'s.
     * @param externalAuthType - the credential's kind.
     * @param externalAuthToken - the credential (never logged).
     * @param callback - optional, as `GetToken`'s.
     * @returns a Promise of the token set.
     * @throws ClientResultError: as `GetTokenFromDevice`, plus `HTTPError` with the merge's codes.
     * @see the C++ library's `Client::GetTokenFromDeviceProvisionalMerge`.
     */
    GetTokenFromDeviceProvisionalMerge(args: DeviceAuthorizationArgs, externalAuthType: AuthenticationExternalAuthType, externalAuthToken: string, callback?: undefined): Promise<TokenResult>;
    GetTokenFromDeviceProvisionalMerge(args: DeviceAuthorizationArgs, externalAuthType: AuthenticationExternalAuthType, externalAuthToken: string, callback: TokenExchangeCallback): Promise<void>;
    /**
     * Ends every running `GetTokenFromDevice`: each fails with `Aborted` and its screen closes.
     * @see the C++ library's `Client::AbortGetTokenFromDevice`.
     */
    AbortGetTokenFromDevice(): void;
    /**
     * Shows the device screen for a code a game backend obtained (the backend runs the grant).
     * @param clientId - the application id.
     * @param userCode - the user code, `XXXX-XXXX`.
     * @throws ValidationError naming `clientId` or `userCode`.
     * @see the C++ library's `Client::OpenAuthorizeDeviceScreen`.
     */
    OpenAuthorizeDeviceScreen(clientId: SnowflakeArg, userCode: string): void;
    /**
     * Hides the device screen (the backend's grant ended); the closed callback runs.
     * @see the C++ library's `Client::CloseAuthorizeDeviceScreen`.
     */
    CloseAuthorizeDeviceScreen(): void;
    /**
     * @param callback - runs each time the device screen closes (the grant ended, `CloseAuthorizeDeviceScreen`,
     *   or the player closed it); or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetAuthorizeDeviceScreenClosedCallback`.
     */
    SetAuthorizeDeviceScreenClosedCallback(callback: (() => void) | undefined): void;
    /**
     * A token for a player without a service account: the provisional account of the game's own identity
     * for them (an OIDC ID token, a Steam/Epic/Unity/Apple/PlayStation credential, or a token the game's
     * backend issued), made on first use. It can use friends, DMs and lobbies. The access token lasts one
     * hour and comes without a refresh token: get a new one with a fresh credential and pass it to `UpdateToken`.
     * @param applicationId - the application's id (a public client).
     * @param externalAuthType - the credential's kind.
     * @param externalAuthToken - the credential, 1..10240 characters (never logged).
     * @param callback - optional, as `GetToken`'s (its refresh token is `''`).
     * @returns a Promise of the token set.
     * @throws ClientResultError: `ValidationError`, `HTTPError` with the service's code (530000 not
     *   configured, 530001 expired, 530002 issuer, 530003 audience, 530004 too old, 530010 the identity has a
     *   full account, 530020 invalid token, ...), `AuthorizationFailed` (ID token), `NetworkError`. 530006
     *   (the service could not generate a username) is retried first, three attempts in all.
     * @see the C++ library's `Client::GetProvisionalToken`; docs/provisional-and-device.md.
     */
    GetProvisionalToken(applicationId: SnowflakeArg, externalAuthType: AuthenticationExternalAuthType, externalAuthToken: string, callback?: undefined): Promise<TokenResult>;
    GetProvisionalToken(applicationId: SnowflakeArg, externalAuthType: AuthenticationExternalAuthType, externalAuthToken: string, callback: TokenExchangeCallback): Promise<void>;
    /**
     * Sets the current provisional user's display name (1..32 characters); its friends see it change.
     * The request uses the current token (`UpdateToken` with the provisional token first).
     * @param name - the new name.
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves when the service took it.
     * @throws ClientResultError: `ValidationError` (blank or too long), `HTTPError` (403 for a full account).
     * @see the C++ library's `Client::UpdateProvisionalAccountDisplayName`.
     */
    UpdateProvisionalAccountDisplayName(name: string, callback?: undefined): Promise<void>;
    UpdateProvisionalAccountDisplayName(name: string, callback: StatusCallback): Promise<void>;
    /**
     * After `Authorize`, the code exchange that also merges the player's provisional account into the
     * account that signed in: friends, DMs and lobby memberships move, the provisional account goes and
     * its sessions end.
     * @param applicationId - the application's id.
     * @param code - from `Authorize`.
     * @param codeVerifier - the PKCE verifier.
     * @param redirectUri - from `Authorize`.
     * @param externalAuthType - the provisional account's credential kind.
     * @param externalAuthToken - its credential (never logged).
     * @param callback - optional, as `GetToken`'s.
     * @returns a Promise of the token set.
     * @throws ClientResultError: as `GetToken`, plus `HTTPError` with 530016 (the account is provisional),
     *   530017 (the provisional account is banned), 530023 (the identity belongs to another account) or
     *   status 423 (a merge runs: retry).
     * @see the C++ library's `Client::GetTokenFromProvisionalMerge`.
     */
    GetTokenFromProvisionalMerge(applicationId: SnowflakeArg, code: string, codeVerifier: string, redirectUri: string, externalAuthType: AuthenticationExternalAuthType, externalAuthToken: string, callback?: undefined): Promise<TokenResult>;
    GetTokenFromProvisionalMerge(applicationId: SnowflakeArg, code: string, codeVerifier: string, redirectUri: string, externalAuthType: AuthenticationExternalAuthType, externalAuthToken: string, callback: TokenExchangeCallback): Promise<void>;
    /**
     * Detaches the external identity from the account it was merged into: that account's tokens for the
     * application die and its sessions end; the next `GetProvisionalToken` makes a new provisional account.
     * @param applicationId - the application's id.
     * @param externalAuthType - the credential's kind.
     * @param externalAuthToken - the credential (never logged).
     * @param callback - optional, `(result)`.
     * @returns a Promise that resolves once detached.
     * @throws ClientResultError: `ValidationError`, `HTTPError` (50229: still provisional; 404: unknown identity).
     * @see the C++ library's `Client::UnmergeIntoProvisionalAccount`.
     */
    UnmergeIntoProvisionalAccount(applicationId: SnowflakeArg, externalAuthType: AuthenticationExternalAuthType, externalAuthToken: string, callback?: undefined): Promise<void>;
    UnmergeIntoProvisionalAccount(applicationId: SnowflakeArg, externalAuthType: AuthenticationExternalAuthType, externalAuthToken: string, callback: StatusCallback): Promise<void>;
    /**
     * Tells the client a merge it asked for finished. The library asks from overlay features (open a DM in
     * Discord, join a linked guild) this port lacks, so nothing waits on it here: it is noted and logged.
     * @param success - whether the merge succeeded.
     * @see the C++ library's `Client::ProvisionalUserMergeCompleted`.
     */
    ProvisionalUserMergeCompleted(success: boolean): void;
    /**
     * Checks a token by fetching its user, without making it the client's token or connecting.
     * @param tokenType - `AuthorizationTokenType.Bearer`.
     * @param token - the token (never logged).
     * @param callback - optional, `(result, id, name)`.
     * @returns a Promise of `{ id, name }` (name: the global name, else the username).
     * @throws ClientResultError: `ValidationError`, `HTTPError` (401 for a dead token), `NetworkError`.
     * @see the C++ library's `Client::FetchCurrentUser`.
     */
    FetchCurrentUser(tokenType: AuthorizationTokenType, token: string, callback?: undefined): Promise<FetchedUser>;
    FetchCurrentUser(tokenType: AuthorizationTokenType, token: string, callback: FetchCurrentUserCallback): Promise<void>;
    /**
     * Exchanges a user's access token of a parent application (a publisher's launcher) for a token of one of
     * its child applications (a game under it), without connecting and without adopting the new token.
     * The route is our design (docs/child-applications.md): an RFC 8693 token exchange sent by the child as
     * a public client. No refresh token: exchange again with a fresh parent token.
     * @param parentApplicationToken - the user's access token of the parent (never logged).
     * @param childApplicationId - the child application (snowflake).
     * @param callback - optional, `(result, accessToken, tokenType, expiresIn, scopes)`.
     * @returns a Promise of `{ accessToken, tokenType, expiresIn, scopes }`.
     * @throws ClientResultError: `ValidationError` (malformed token or id), `HTTPError` (`invalid_grant`
     *   for a token that is not the parent's, `unauthorized_client` for an application without a parent),
     *   `NetworkError`, `Aborted`.
     * @see the C++ library's `Client::ExchangeChildToken`.
     */
    ExchangeChildToken(parentApplicationToken: string, childApplicationId: SnowflakeArg, callback?: undefined): Promise<ChildToken>;
    ExchangeChildToken(parentApplicationToken: string, childApplicationId: SnowflakeArg, callback: ExchangeChildTokenCallback): Promise<void>;
    /**
     * The callback the Discord app would call to offer "link your account" in the game. A Node process has
     * no such app channel: an Electron shell can run it from its own menu through `RequestAuthorize()`.
     * @param callback - run when a sign-in is requested.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::RegisterAuthorizeRequestCallback`.
     */
    RegisterAuthorizeRequestCallback(callback: () => void): void;
    /**
     * Clears the authorize-request callback.
     * @see the C++ library's `Client::RemoveAuthorizeRequestCallback`.
     */
    RemoveAuthorizeRequestCallback(): void;
    /**
     * Runs the authorize-request callback, as the Discord app's entry point would (not in the C++ library).
     * @returns whether a callback was registered.
     */
    RequestAuthorize(): boolean;
    /**
     * Which process owns the game window, for overlay-based sign-in on desktops. A Node process has no
     * overlay: the pid is kept (`GetGameWindowPid`) for a shell that hands it to one.
     * @param pid - a positive 32-bit process id.
     * @throws ValidationError naming `pid`.
     * @see the C++ library's `Client::SetGameWindowPid`.
     */
    SetGameWindowPid(pid: number): void;
    /** @returns the pid `SetGameWindowPid` set, or undefined (not in the C++ library). */
    GetGameWindowPid(): number | undefined;
    /** The C++ library's threads (`Client.Thread.Network`), for {@link Client.ThreadToString}. */
    static readonly Thread: {
        readonly Client: 0;
        readonly Voice: 1;
        readonly Network: 2;
    };
    /**
     * @param type - a `Client.Error` value.
     * @returns its name (`'UnexpectedClose'`), or `'Unknown(<n>)'`.
     * @see the C++ library's `Client::ErrorToString`.
     * @example
     * Client.ErrorToString(Client.Error.ConnectionFailed); // 'ConnectionFailed'
     */
    static ErrorToString(type: ClientError): string;
    /**
     * @param type - a `Client.Status` value.
     * @returns its name (`'Ready'`), or `'Unknown(<n>)'`.
     * @see the C++ library's `Client::StatusToString`.
     * @example
     * Client.StatusToString(Client.Status.Ready); // 'Ready'
     */
    static StatusToString(type: ClientStatus): string;
    /**
     * @param type - a `Client.Thread` value.
     * @returns its name (`'Network'`), or `'Unknown(<n>)'`.
     * @see the C++ library's `Client::ThreadToString`.
     * @example
     * Client.ThreadToString(Client.Thread.Client); // 'Client'
     */
    static ThreadToString(type: ClientThread): string;
    /**
     * @returns the major part of this SDK's version (package.json), not the C++ library's.
     * @see the C++ library's `Client::GetVersionMajor`.
     */
    static GetVersionMajor(): number;
    /**
     * @returns the minor part of this SDK's version.
     * @see the C++ library's `Client::GetVersionMinor`.
     */
    static GetVersionMinor(): number;
    /**
     * @returns the patch part of this SDK's version.
     * @see the C++ library's `Client::GetVersionPatch`.
     */
    static GetVersionPatch(): number;
    /**
     * The C++ library returns the commit it was built from; a published npm package carries no commit, so
     * this is the full version string, which identifies the build as exactly.
     * @returns `'<major>.<minor>.<patch>'`.
     * @see the C++ library's `Client::GetVersionHash`.
     */
    static GetVersionHash(): string;
    /**
     * Adds a receiver of the SDK's log: connection steps, sign-in steps, HTTP attempts (Verbose), retries and
     * rate-limit waits, dropped events. Lines never hold a token, code, verifier or secret. Register it right
     * after construction to see everything.
     * @param callback - `(message, severity)`, called synchronously as each line is written.
     * @param minSeverity - the lowest `LoggingSeverity` it receives; `None` adds nothing.
     * @throws ValidationError naming `callback` or `minSeverity`.
     * @see README, "Logging"; the C++ library's `Client::AddLogCallback`.
     * @example
     * client.AddLogCallback((message, severity) => console.error(severity, message), LoggingSeverity.Info);
     */
    AddLogCallback(callback: LogCallback, minSeverity: LoggingSeverity): void;
    /**
     * Writes the log's lines at or above `minSeverity` to `discord.log` in `path`, emptied first (as each
     * run of the C++ library does). The file is bounded: past `ClientOptions.logFileMaxBytes` (4 MiB) it
     * becomes `discord.log.1` and a new one starts. Calling again moves the log; `None` stops it.
     * @param path - the directory, which must exist; empty for the current working directory.
     * @param minSeverity - the lowest `LoggingSeverity` written; `None` (the default state) writes nothing.
     * @returns whether `discord.log` is open.
     * @throws ValidationError naming `path` or `minSeverity`.
     * @see README, "Logging"; the C++ library's `Client::SetLogDir`.
     * @example
     * client.SetLogDir(app.getPath('logs'), LoggingSeverity.Info);
     */
    SetLogDir(path: string, minSeverity: LoggingSeverity): boolean;
    /**
     * Whether the Discord app is installed: the OS has a handler of the `discord:` URI scheme (asked through
     * the addon; false without it). Needs no connection. See docs/desktop-app.md.
     * @param callback - `(installed)`, called once, through the client's callback delivery.
     * @returns a Promise of the answer, or, given a callback, of nothing.
     * @throws ValidationError naming `callback` when it is neither a function nor undefined.
     * @see the C++ library's `Client::IsDiscordAppInstalled`.
     */
    IsDiscordAppInstalled(callback?: undefined): Promise<boolean>;
    IsDiscordAppInstalled(callback: IsDiscordAppInstalledCallback): Promise<void>;
    /**
     * Whether {@link Client.OpenMessageInDiscord} can open a message: true for a direct message the client
     * holds; false for lobby messages (they exist only in the game), ids it does not hold, and while the
     *   client is not Ready (OpenMessageInDiscord needs Ready).
     * @param messageId - a snowflake, as a decimal string or bigint.
     * @throws ValidationError naming `messageId` when it is not a snowflake.
     * @see the C++ library's `Client::CanOpenMessageInDiscord`.
     */
    CanOpenMessageInDiscord(messageId: SnowflakeArg): boolean;
    /**
     * Opens a direct message in Discord (its page under `WebBase`, through the client's opener), for content
     * the game cannot show. Needs Ready.
     * @param messageId - a message for which {@link Client.CanOpenMessageInDiscord} is true.
     * @param provisionalUserMergeRequired - the C++ library's callback for provisional users; accepted for
     *   ported code, never called by this client (it has no provisional sign-in of its own).
     * @param callback - `(result)`.
     * @throws ClientResultError: `ClientNotReady`, `ValidationError` (the message cannot be opened).
     * @see the C++ library's `Client::OpenMessageInDiscord`.
     */
    OpenMessageInDiscord(messageId: SnowflakeArg, provisionalUserMergeRequired?: ProvisionalUserMergeRequiredCallback, callback?: undefined): Promise<void>;
    OpenMessageInDiscord(messageId: SnowflakeArg, provisionalUserMergeRequired: ProvisionalUserMergeRequiredCallback | undefined, callback: StatusCallback): Promise<void>;
    /**
     * Opens the user's connected-games settings in Discord (where in-game direct messages are allowed);
     * a successful no-op when the client is not connected, as in the C++ library.
     * @param callback - `(result)`.
     * @throws ClientResultError when the opener fails.
     * @see the C++ library's `Client::OpenConnectedGamesSettingsInDiscord`.
     */
    OpenConnectedGamesSettingsInDiscord(callback?: undefined): Promise<void>;
    OpenConnectedGamesSettingsInDiscord(callback: StatusCallback): Promise<void>;
    /**
     * Tells the client whether the game is showing its chat. The C++ library passes this to the Discord
     * desktop app to hold back duplicate notifications; the community-documented IPC protocol this SDK
     * speaks to the app (docs/desktop-app.md) has no command for it, so the flag is kept (and logged). Call
     * it again when the chat is hidden or unfocused.
     * @param showingChat - whether the chat is visible.
     * @throws ValidationError naming `showingChat` for a non-boolean.
     * @see the C++ library's `Client::SetShowingChat`.
     */
    SetShowingChat(showingChat: boolean): void;
}
