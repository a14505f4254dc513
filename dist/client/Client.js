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
import { createAuthorizationCodeVerifier } from '../auth/pkce.js';
import { tryRegisterLaunchCommand, tryRegisterLaunchSteamApplication } from '../deeplink/launch.js';
import { AudioDevices, DEFAULT_AUDIO_DEVICE_ID, } from './audioDevices.js';
import { AuthHost, } from './authHost.js';
import { Calls } from './calls.js';
import { ChatExtras } from './chatExtras.js';
import { ClientError, ClientStatus } from './clientStatus.js';
import { createClientContext } from './context.js';
import { ClientCreateOptions } from './createOptions.js';
import { routeDeepLink } from './deepLinks.js';
import { DesktopApp } from './desktopApp.js';
import { DeviceSignIn } from './deviceSignIn.js';
import { ClientThread, errorToString, isDiscordAppInstalled, SDK_VERSION, SDK_VERSION_PARTS, statusToString, threadToString, } from './general.js';
import { Guilds } from './guilds.js';
import { Invites } from './invites.js';
import { LinkedChannels, } from './linkedChannels.js';
import { Lobbies } from './lobbies.js';
import { Messages, } from './messages.js';
import { Presence } from './presence.js';
import { Provisional } from './provisional.js';
import { Relationships } from './relationships.js';
import { SignIn, } from './signIn.js';
import { Users } from './users.js';
// The types of the facade's signatures, re-exported where they were before the split.
export { ClientError, ClientStatus } from './clientStatus.js';
/**
 * The client: sign-in, tokens, the realtime connection, users, friends and presence, lobbies and
 * messages, with the C++ library's method names.
 */
export class Client extends EventEmitter {
    /** The connection statuses (`Client.Status.Ready`), as the C++ library's `Client::Status`. */
    static Status = ClientStatus;
    /** Why a status changed (`Client.Error.UnexpectedClose`), as the C++ library's `Client::Error`. */
    static Error = ClientError;
    #ctx;
    #signIn;
    #users;
    #lobbies;
    #messages;
    #relationships;
    #presence;
    #desktopApp;
    #invites;
    #guilds;
    #linkedChannels;
    #device;
    #provisional;
    #authHost;
    #chat;
    #calls;
    #audio;
    /**
     * @param options - where the service is, how to sign in, how callbacks run; all optional. A
     *   `ClientCreateOptions` (the C++ library's argument) stands for its `baseUrl` and `webBase`.
     * @throws TypeError for an unknown `callbackMode` or a bad `webBase`; RangeError for a bad connection
     *   policy or bound; ValidationError for an invalid `applicationId`.
     */
    constructor(options = {}) {
        super();
        if (options instanceof ClientCreateOptions)
            options = options.toClientOptions();
        this.#ctx = createClientContext(options, this);
        this.#signIn = new SignIn(this.#ctx);
        this.#users = new Users(this.#ctx);
        this.#lobbies = new Lobbies(this.#ctx);
        this.#messages = new Messages(this.#ctx);
        this.#relationships = new Relationships(this.#ctx);
        this.#desktopApp = new DesktopApp(this.#ctx, options.desktopApp, () => this.#signIn.applicationId);
        this.#presence = new Presence(this.#ctx, this.#desktopApp);
        this.#invites = new Invites(this.#ctx, this.#presence, this.#desktopApp);
        this.#guilds = new Guilds(this.#ctx);
        this.#linkedChannels = new LinkedChannels(this.#ctx);
        this.#device = new DeviceSignIn(this.#ctx, this.#signIn, options.deviceScreen);
        this.#provisional = new Provisional(this.#ctx, this.#signIn);
        this.#authHost = new AuthHost(this.#ctx);
        this.#chat = new ChatExtras(this.#ctx);
        this.#audio = new AudioDevices(this.#ctx, options.audio);
        this.#calls = new Calls(this.#ctx, this.#audio.voiceOptions(options.voice));
        if (options.applicationId !== undefined)
            this.SetApplicationId(options.applicationId);
    }
    // Sign-in and tokens (signIn.ts) ------------------------------------------------------------------
    /**
     * The scopes for the communication features (expanded by the service).
     * @returns `openid sdk.social_layer`.
     * @see docs/service.md, "Signing in".
     */
    static GetDefaultCommunicationScopes() {
        return 'openid sdk.social_layer';
    }
    /**
     * The scopes for presence only (expanded by the service).
     * @returns `openid sdk.social_layer_presence`.
     * @see docs/service.md, "Signing in".
     */
    static GetDefaultPresenceScopes() {
        return 'openid sdk.social_layer_presence';
    }
    /**
     * Sets the application id used when `AuthorizationArgs` has no ClientId.
     * @param applicationId - a snowflake, as a decimal string or bigint.
     * @throws ValidationError naming `applicationId` when it is not a snowflake.
     * @see docs/service.md, "Signing in".
     * @example
     * client.SetApplicationId('1234567890123456789');
     */
    SetApplicationId(applicationId) {
        this.#signIn.setApplicationId(applicationId);
    }
    /**
     * @returns the application id as a decimal string, or undefined before `SetApplicationId`.
     * @see docs/service.md, "Signing in".
     */
    GetApplicationId() {
        return this.#signIn.applicationId;
    }
    /**
     * A new PKCE pair: pass `.Challenge()` in `AuthorizationArgs`, keep `.Verifier()` for `GetToken`.
     * @returns the verifier and its challenge.
     * @see docs/service.md, "Signing in".
     */
    CreateAuthorizationCodeVerifier() {
        return createAuthorizationCodeVerifier();
    }
    Authorize(args, callback) {
        return this.#signIn.authorize(args, callback);
    }
    /**
     * Cancels every pending `Authorize` (they fail with `ErrorType.Aborted`) and closes loopback servers.
     * @see docs/service.md, "Signing in".
     */
    AbortAuthorize() {
        this.#signIn.abortAuthorize();
    }
    /**
     * Cancels this client's HTTP calls in flight or waiting for a rate limit (the token, lobby and message
     * calls): each fails with `ErrorType.Aborted` and frees its place in the queue; later calls go on as
     * usual. Not in the C++ library, which has no way to cancel them.
     * @see docs/service.md, "Rate limits".
     */
    AbortPendingRequests() {
        this.#signIn.abortPendingRequests();
    }
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
    HandleRedirect(url) {
        return routeDeepLink(url, this.#signIn, this.#invites);
    }
    GetToken(applicationId, code, codeVerifier, redirectUri, callback) {
        return this.#signIn.getToken(applicationId, code, codeVerifier, redirectUri, callback);
    }
    RefreshToken(applicationId, refreshToken, callback) {
        return this.#signIn.refreshToken(applicationId, refreshToken, callback);
    }
    RevokeToken(applicationId, token, callback) {
        return this.#signIn.revokeToken(applicationId, token, callback);
    }
    GetTokenFromClientCredentials(applicationId, clientSecret, scopes, callback) {
        return this.#signIn.clientCredentials(applicationId, clientSecret, scopes, callback);
    }
    UpdateToken(tokenType, token, callback) {
        return this.#signIn.updateToken(tokenType, token, callback);
    }
    /**
     * Called once when the current token (set with `UpdateToken`) expires; a new token re-arms it. Only
     * tokens this client received from GetToken/RefreshToken have a known expiry. The timer does not keep
     * the process alive.
     * @param callback - the callback, or undefined to clear it.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see docs/service.md, "Signing in".
     */
    SetTokenExpirationCallback(callback) {
        this.#signIn.setTokenExpirationCallback(callback);
    }
    /**
     * Timeout of every HTTP request the client makes.
     * @param httpTimeoutInMilliseconds - ms (default 30000).
     * @throws ValidationError naming `httpTimeoutInMilliseconds` when out of range.
     * @see docs/service.md, "The client library's HTTP timeout".
     */
    SetHttpRequestTimeout(httpTimeoutInMilliseconds) {
        this.#signIn.setHttpRequestTimeout(httpTimeoutInMilliseconds);
    }
    /**
     * @returns true once a token was set with `UpdateToken` (and not revoked through this client).
     * @see docs/service.md, "Signing in".
     */
    IsAuthenticated() {
        return this.#signIn.authenticated;
    }
    /** The verified claims of the most recent ID token, if any (idiomatic extra, not in the C++ library). */
    get lastIdTokenClaims() {
        return this.#signIn.lastIdTokenClaims;
    }
    /**
     * The client's one transport, for the REST functions of the package (`createOrJoinLobby(client.transport,
     * ...)`): it carries the token from `UpdateToken` and the timeout from `SetHttpRequestTimeout`.
     */
    get transport() {
        return this.#ctx.transport;
    }
    // The connection (realtime.ts) -------------------------------------------------------------------
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
    Connect() {
        this.#ctx.realtime.connect();
    }
    /**
     * Closes the connection (the session ends); the status goes Disconnecting, then Disconnected.
     * @see docs/service.md, "Lobbies and messages (for games)".
     */
    Disconnect() {
        this.#ctx.realtime.disconnect();
        this.#desktopApp.close();
    }
    /**
     * @returns the connection's status (`Client.Status`).
     * @see docs/service.md, "Lobbies and messages (for games)".
     */
    GetStatus() {
        return this.#ctx.realtime.status;
    }
    /**
     * The one callback slot for status changes.
     * @param callback - `(status, error, errorDetail)`, or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see docs/service.md, "Lobbies and messages (for games)".
     */
    SetStatusChangedCallback(callback) {
        this.#ctx.realtime.setStatusChangedCallback(callback);
    }
    /**
     * Runs this client's queued callbacks and events, in order (pumped mode; nothing is queued in
     * immediate mode). The package's `RunCallbacks()` does it for every client.
     * @returns how many ran.
     * @see the C++ library's `RunCallbacks`.
     */
    RunCallbacks() {
        return this.#ctx.events.drain();
    }
    // Users (users.ts) --------------------------------------------------------------------------------
    /**
     * The signed-in user, as READY described them.
     * @returns a live view of the user; while not Ready (before the first Ready, connecting, reconnecting,
     *   after `Disconnect`) the C++ library's dummy user: `Id()` `0`, empty names, no avatar. Never throws
     *   for want of a connection ({@link Client.GetCurrentUserV2} reads null instead).
     * @see the C++ library's `Client::GetCurrentUser` (`UserHandle GetCurrentUser() const`, cpp-api.json).
     */
    GetCurrentUser() {
        return this.#users.current();
    }
    /**
     * A user the client has seen (itself, lobby members, message authors).
     * @param userId - the user's id.
     * @returns a live view, or null (always null while not Ready: the C++ `std::optional` empty).
     * @throws ValidationError naming `userId` when it is not a snowflake.
     * @see the C++ library's `Client::GetUser` (`std::optional<UserHandle>`, cpp-api.json).
     */
    GetUser(userId) {
        return this.#users.user(userId);
    }
    /**
     * The signed-in user, or null when there is none (before Ready, after the session ended). Unlike
     * `GetCurrentUser`, it never throws.
     * @returns a live view of the user, or null.
     * @see the C++ library's `Client::GetCurrentUserV2`.
     */
    GetCurrentUserV2() {
        return this.#users.currentV2();
    }
    GetDiscordClientConnectedUser(applicationId, callback) {
        return this.#desktopApp.getConnectedUser(applicationId, callback);
    }
    // Relationships (relationships.ts) --------------------------------------------------------------
    // The mutators resolve when the service answered; the cache (and the handles) change when the
    // gateway's dispatch arrives, announced by `relationshipCreated` / `relationshipDeleted`.
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
    GetRelationships() {
        return this.#relationships.all();
    }
    /**
     * @param userId - the other user's id.
     * @returns a live view of the relationship with them (both types `None` when there is none); while
     *   not Ready a detached handle whose types read `None` (the C++ library returns a handle, never an error).
     * @throws ValidationError naming `userId` when it is not a snowflake.
     * @see the C++ library's `Client::GetRelationshipHandle`.
     */
    GetRelationshipHandle(userId) {
        return this.#relationships.handle(userId);
    }
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
    GetRelationshipsByGroup(group) {
        return this.#relationships.byGroup(group);
    }
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
    SearchFriendsByUsername(searchStr) {
        return this.#relationships.search(searchStr);
    }
    SendDiscordFriendRequest(username, callback) {
        return this.#relationships.send('SendDiscordFriendRequest', username, callback);
    }
    SendDiscordFriendRequestById(userId, callback) {
        return this.#relationships.send('SendDiscordFriendRequestById', userId, callback);
    }
    SendGameFriendRequest(username, callback) {
        return this.#relationships.send('SendGameFriendRequest', username, callback);
    }
    SendGameFriendRequestById(userId, callback) {
        return this.#relationships.send('SendGameFriendRequestById', userId, callback);
    }
    AcceptDiscordFriendRequest(userId, callback) {
        return this.#relationships.toUser('AcceptDiscordFriendRequest', userId, callback);
    }
    AcceptGameFriendRequest(userId, callback) {
        return this.#relationships.toUser('AcceptGameFriendRequest', userId, callback);
    }
    RejectDiscordFriendRequest(userId, callback) {
        return this.#relationships.toUser('RejectDiscordFriendRequest', userId, callback);
    }
    RejectGameFriendRequest(userId, callback) {
        return this.#relationships.toUser('RejectGameFriendRequest', userId, callback);
    }
    CancelDiscordFriendRequest(userId, callback) {
        return this.#relationships.toUser('CancelDiscordFriendRequest', userId, callback);
    }
    CancelGameFriendRequest(userId, callback) {
        return this.#relationships.toUser('CancelGameFriendRequest', userId, callback);
    }
    RemoveDiscordAndGameFriend(userId, callback) {
        return this.#relationships.toUser('RemoveDiscordAndGameFriend', userId, callback);
    }
    RemoveGameFriend(userId, callback) {
        return this.#relationships.toUser('RemoveGameFriend', userId, callback);
    }
    BlockUser(userId, callback) {
        return this.#relationships.block('BlockUser', userId, callback);
    }
    UnblockUser(userId, callback) {
        return this.#relationships.block('UnblockUser', userId, callback);
    }
    SetOnlineStatus(status, callback) {
        return this.#presence.setOnlineStatus(status, callback);
    }
    UpdateRichPresence(activity, callback) {
        return this.#presence.updateRichPresence(activity, callback);
    }
    /**
     * Removes the rich presence (sent, paced like `UpdateRichPresence`, when connected, else through the
     * Discord app when it shows ours; a failure is only logged, as the library's call has no callback).
     * @see the C++ library's `Client::ClearRichPresence`.
     */
    ClearRichPresence() {
        this.#presence.clearRichPresence();
    }
    SendActivityInvite(userId, content, callback) {
        return this.#invites.sendInvite(userId, content, callback);
    }
    SendActivityJoinRequest(userId, callback) {
        return this.#invites.sendJoinRequest(userId, callback);
    }
    SendActivityJoinRequestReply(invite, callback) {
        return this.#invites.sendJoinRequestReply(invite, callback);
    }
    AcceptActivityInvite(invite, callback) {
        return this.#invites.accept(invite, callback);
    }
    /**
     * @internal For the deep-link receiver (src/deeplink): a join accepted outside the game
     * (`discord-<app id>:/...?secret=`) reaches `SetActivityJoinCallback`, `SetActivityJoinWithApplicationCallback`
     * and their `on(...)` events.
     * @param joinSecret - the secret, 1..128 characters.
     * @param applicationId - the application of the join.
     * @throws ValidationError naming `joinSecret` or `applicationId`.
     */
    deliverActivityJoin(joinSecret, applicationId) {
        this.#invites.deliverActivityJoin(joinSecret, applicationId);
    }
    CreateOrJoinLobby(secret, callback) {
        return this.#lobbies.createOrJoin('CreateOrJoinLobby', secret, undefined, undefined, callback);
    }
    CreateOrJoinLobbyWithMetadata(secret, lobbyMetadata, memberMetadata, callback) {
        return this.#lobbies.createOrJoin('CreateOrJoinLobbyWithMetadata', secret, lobbyMetadata, memberMetadata, callback);
    }
    LeaveLobby(lobbyId, callback) {
        return this.#lobbies.leave(lobbyId, callback);
    }
    /**
     * @returns the ids of the lobbies the user is in; empty while not Ready (before the first Ready,
     *   connecting, reconnecting, after `Disconnect`): the C++ library's empty vector, it never throws.
     * @see docs/service.md, "Lobbies and messages (for games)".
     */
    GetLobbyIds() {
        return this.#lobbies.ids();
    }
    /**
     * @param lobbyId - the lobby's id.
     * @returns a live view of a lobby the user is in, or null (always null while not Ready: the C++
     *   `std::optional` empty).
     * @throws ValidationError naming `lobbyId` when it is not a snowflake.
     * @see docs/service.md, "Lobbies and messages (for games)".
     */
    GetLobbyHandle(lobbyId) {
        return this.#lobbies.handle(lobbyId);
    }
    // Calls (calls.ts; the media path is src/voice) ----------------------------------------------------
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
    StartCall(lobbyId) {
        return this.#calls.start(lobbyId);
    }
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
    StartCallWithAudioCallbacks(lobbyId, receivedCb, capturedCb) {
        return this.#calls.start(lobbyId, receivedCb, capturedCb);
    }
    /**
     * Leaves a lobby's call: Disconnecting, then Disconnected; the others see the user leave. Its `Call`
     * objects stop working. A lobby whose call the user is not in is a no-op.
     * @param lobbyId - the lobby's id.
     * @param callback - optional, `()` once done (through the client's callback delivery).
     * @returns a Promise that resolves once done.
     * @throws ValidationError naming `lobbyId` or `callback`.
     * @see the C++ library's `Client::EndCall`.
     */
    EndCall(lobbyId, callback) {
        return this.#calls.end(lobbyId, callback);
    }
    /**
     * Leaves every call.
     * @param callback - optional, `()` once done.
     * @see the C++ library's `Client::EndCalls`.
     */
    EndCalls(callback) {
        return this.#calls.endAll(callback);
    }
    /**
     * @param lobbyId - the lobby's id.
     * @returns the user's call in that lobby, or null.
     * @see the C++ library's `Client::GetCall`.
     */
    GetCall(lobbyId) {
        return this.#calls.get(lobbyId);
    }
    /** @returns the user's calls. @see the C++ library's `Client::GetCalls`. */
    GetCalls() {
        return this.#calls.all();
    }
    /** Whether the microphone is muted in every call. @see the C++ library's `Client::GetSelfMuteAll`. */
    GetSelfMuteAll() {
        return this.#calls.muteAll;
    }
    /**
     * Mutes the microphone in every call (over each call's own setting); the others see it.
     * @throws ValidationError naming `mute` for a non-boolean.
     * @see the C++ library's `Client::SetSelfMuteAll`.
     */
    SetSelfMuteAll(mute) {
        this.#calls.setMuteAll(mute);
    }
    /** Whether every call is deafened. @see the C++ library's `Client::GetSelfDeafAll`. */
    GetSelfDeafAll() {
        return this.#calls.deafAll;
    }
    /**
     * Deafens every call (over each call's own setting): nothing is played or handed to the received
     * callback; the others see it.
     * @throws ValidationError naming `deaf` for a non-boolean.
     * @see the C++ library's `Client::SetSelfDeafAll`.
     */
    SetSelfDeafAll(deaf) {
        this.#calls.setDeafAll(deaf);
    }
    /** The capture volume, 0..100 (default 100). @see the C++ library's `Client::GetInputVolume`. */
    GetInputVolume() {
        return this.#calls.inputVolume;
    }
    /**
     * Scales what every call sends (after the captured callback, before voice activity), 0..100.
     * @throws ValidationError naming `inputVolume` out of range.
     * @see the C++ library's `Client::SetInputVolume`.
     */
    SetInputVolume(inputVolume) {
        this.#calls.setInputVolume(inputVolume);
    }
    /** The playout volume, 0..200 (default 100). @see the C++ library's `Client::GetOutputVolume`. */
    GetOutputVolume() {
        return this.#calls.outputVolume;
    }
    /**
     * Scales what every call plays (and hands to the received callback), 0..200.
     * @throws ValidationError naming `outputVolume` out of range.
     * @see the C++ library's `Client::SetOutputVolume`.
     */
    SetOutputVolume(outputVolume) {
        this.#calls.setOutputVolume(outputVolume);
    }
    /**
     * @param cb - `(lobbyId, memberId, added)` when a member of one of the user's lobbies joins or leaves
     *   that lobby's call, whether or not the user is in it.
     * @see the C++ library's `Client::SetVoiceParticipantChangedCallback`.
     */
    SetVoiceParticipantChangedCallback(cb) {
        this.#calls.setVoiceParticipantChangedCallback(cb);
    }
    /**
     * Adds a receiver of the voice log (apart from `AddLogCallback`'s): call statuses, the voice gateway's
     * steps and closes, the Opus package in use. No token or key is ever written.
     * @param callback - `(message, severity)`.
     * @param minSeverity - the lowest `LoggingSeverity` it receives.
     * @throws ValidationError naming `callback` or `minSeverity`.
     * @see the C++ library's `Client::AddVoiceLogCallback`.
     */
    AddVoiceLogCallback(callback, minSeverity) {
        this.#calls.addVoiceLogCallback(callback, minSeverity);
    }
    /**
     * Writes the voice log to `discord-webrtc_0` in `path` (the previous one becomes
     * `discord-last-webrtc_0`); `None` stops it.
     * @returns whether the file is open.
     * @throws ValidationError naming `path` or `minSeverity`.
     * @see the C++ library's `Client::SetVoiceLogDir`.
     */
    SetVoiceLogDir(path, minSeverity) {
        return this.#calls.setVoiceLogDir(path, minSeverity);
    }
    GetInputDevices(cb) {
        return this.#audio.getDevices('input', cb);
    }
    GetOutputDevices(cb) {
        return this.#audio.getDevices('output', cb);
    }
    GetCurrentInputDevice(cb) {
        return this.#audio.getCurrent('input', cb);
    }
    GetCurrentOutputDevice(cb) {
        return this.#audio.getCurrent('output', cb);
    }
    /**
     * Selects the microphone by `AudioDevice.Id()` (or `GetDefaultAudioDeviceId()` to follow the system's
     * default); a running call switches to it at once.
     * @param cb - `(result)`: `ValidationError` for an id the OS does not list (or no audio module).
     * @see the C++ library's `Client::SetInputDevice`.
     */
    SetInputDevice(deviceId, cb) {
        return this.#audio.setDevice('input', deviceId, cb);
    }
    /**
     * Selects the speakers by `AudioDevice.Id()`; a running call switches to them at once.
     * @param cb - `(result)`: `ValidationError` for an id the OS does not list (or no audio module).
     * @see the C++ library's `Client::SetOutputDevice`.
     */
    SetOutputDevice(deviceId, cb) {
        return this.#audio.setDevice('output', deviceId, cb);
    }
    /**
     * The id that means "the system's default device, following it when it changes" (`default`): the
     * selection of both directions until the game picks a device.
     * @see the C++ library's `Client::GetDefaultAudioDeviceId`.
     */
    static GetDefaultAudioDeviceId() {
        return DEFAULT_AUDIO_DEVICE_ID;
    }
    /**
     * `callback(inputDevices, outputDevices)` when a device is plugged in or removed or the default changes
     * (found by comparing the device list on an unref'd timer, `audio.pollIntervalMs`, default 1 s, while
     * set); undefined stops it.
     * @see the C++ library's `Client::SetDeviceChangeCallback`.
     */
    SetDeviceChangeCallback(callback) {
        this.#audio.setDeviceChangeCallback(callback);
    }
    /**
     * The level, in dBFS from -100 to 100, below which the microphone counts as silent for
     * `SetNoAudioInputCallback`; -100 (the default) turns the check off, -60 is the guide's value.
     * @throws ValidationError naming `dBFSThreshold` outside -100..100.
     * @see the C++ library's `Client::SetNoAudioInputThreshold`.
     */
    SetNoAudioInputThreshold(dBFSThreshold) {
        this.#audio.setNoAudioInputThreshold(dBFSThreshold);
    }
    /**
     * `callback(inputDetected)` while a call captures: false once the microphone stayed below the
     * threshold for a second, true when it is heard again.
     * @see the C++ library's `Client::SetNoAudioInputCallback`.
     */
    SetNoAudioInputCallback(callback) {
        this.#audio.setNoAudioInputCallback(callback);
    }
    /**
     * Kept, with nothing to run: this port has no WebRTC audio processing (docs/voice.md); the OS's echo
     * cancellation applies where the user set it up. Said once in the client's log.
     * @see the C++ library's `Client::SetEchoCancellation`.
     */
    SetEchoCancellation(on) {
        this.#audio.setEchoCancellation(on);
    }
    /**
     * Kept, with nothing to run (no WebRTC audio processing here; docs/voice.md).
     * @see the C++ library's `Client::SetNoiseSuppression`.
     */
    SetNoiseSuppression(on) {
        this.#audio.setNoiseSuppression(on);
    }
    /**
     * Kept, with nothing to run: `SetInputVolume` scales the microphone (docs/voice.md).
     * @see the C++ library's `Client::SetAutomaticGainControl`.
     */
    SetAutomaticGainControl(on) {
        this.#audio.setAutomaticGainControl(on);
    }
    /**
     * Kept (no Krisp here); turning it on turns noise suppression off, as in the C++ library.
     * @see the C++ library's `Client::SetNoiseCancellation`.
     */
    SetNoiseCancellation(on) {
        this.#audio.setNoiseCancellation(on);
    }
    /**
     * Kept: with no echo canceller there is no AEC dump to write (docs/voice.md).
     * @see the C++ library's `Client::SetAecDump`.
     */
    SetAecDump(on) {
        this.#audio.setAecDump(on);
    }
    /**
     * Kept: desktop Opus runs in software (docs/voice.md).
     * @see the C++ library's `Client::SetOpusHardwareCoding`.
     */
    SetOpusHardwareCoding(encode, decode) {
        this.#audio.setOpusHardwareCoding(encode, decode);
    }
    /**
     * `Voice`: devices opened from now on ask the OS for realtime scheduling at `priority` (Windows,
     * macOS; on Linux the sound server runs the realtime threads). `Client` and `Network` work runs on the
     * game's event loop: nothing to raise. Said once in the client's log.
     * @throws ValidationError naming `thread` or `priority`.
     * @see the C++ library's `Client::SetThreadPriority`.
     */
    SetThreadPriority(thread, priority) {
        this.#audio.setThreadPriority(thread, priority);
    }
    /**
     * Mobile only (who owns the audio session): kept, nothing to do on a desktop OS.
     * @see the C++ library's `Client::SetEngineManagedAudioSession`.
     */
    SetEngineManagedAudioSession(isEngineManaged) {
        this.#audio.setEngineManagedAudioSession(isEngineManaged);
    }
    /**
     * iOS's audio route picker: a desktop OS has none; returns false.
     * @see the C++ library's `Client::ShowAudioRoutePicker`.
     */
    ShowAudioRoutePicker() {
        return this.#audio.showAudioRoutePicker();
    }
    /**
     * Deprecated mobile speakerphone switch: returns false on a desktop OS.
     * @see the C++ library's `Client::SetSpeakerMode`.
     */
    SetSpeakerMode(speakerMode) {
        return this.#audio.setSpeakerMode(speakerMode);
    }
    SendLobbyMessage(lobbyId, content, callback) {
        return this.#messages.send('SendLobbyMessage', lobbyId, content, undefined, callback);
    }
    SendLobbyMessageWithMetadata(lobbyId, content, metadata, callback) {
        return this.#messages.send('SendLobbyMessageWithMetadata', lobbyId, content, metadata, callback);
    }
    GetLobbyMessagesWithLimit(lobbyId, limit, callback) {
        return this.#messages.lobbyMessages(lobbyId, limit, callback);
    }
    SendUserMessage(recipientId, content, callback) {
        return this.#messages.send('SendUserMessage', recipientId, content, undefined, callback);
    }
    SendUserMessageWithMetadata(recipientId, content, metadata, callback) {
        return this.#messages.send('SendUserMessageWithMetadata', recipientId, content, metadata, callback);
    }
    EditUserMessage(recipientId, messageId, content, callback) {
        return this.#messages.editUserMessage(recipientId, messageId, content, callback);
    }
    DeleteUserMessage(recipientId, messageId, callback) {
        return this.#messages.deleteUserMessage(recipientId, messageId, callback);
    }
    GetUserMessagesWithLimit(recipientId, limit, callback) {
        return this.#messages.userMessages(recipientId, limit, callback);
    }
    GetUserMessageSummaries(callback) {
        return this.#messages.summaries(callback);
    }
    /**
     * @param messageId - the message's id.
     * @returns a live view of a cached message (the 25 most recent of each channel), or null (always null
     *   while not Ready: the C++ `std::optional` empty).
     * @throws ValidationError naming `messageId` when it is not a snowflake.
     * @see docs/service.md, "Lobbies and messages (for games)".
     */
    GetMessageHandle(messageId) {
        return this.#messages.handle(messageId);
    }
    // Event slots (events.ts): one callback each, next to the `on(...)` events of the same names -------
    // Each: @param callback - the slot's callback, or undefined to clear it.
    //       @throws ValidationError naming `callback` when it is not a function.
    /**
     * @param callback - `(lobbyId)`, or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetLobbyCreatedCallback`.
     */
    SetLobbyCreatedCallback(callback) {
        this.#ctx.events.setSlot('lobbyCreated', callback);
    }
    /**
     * @param callback - `(lobbyId)`, or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetLobbyDeletedCallback`.
     */
    SetLobbyDeletedCallback(callback) {
        this.#ctx.events.setSlot('lobbyDeleted', callback);
    }
    /**
     * @param callback - `(lobbyId)`, or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetLobbyUpdatedCallback`.
     */
    SetLobbyUpdatedCallback(callback) {
        this.#ctx.events.setSlot('lobbyUpdated', callback);
    }
    /**
     * @param callback - `(lobbyId, memberId)`, or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetLobbyMemberAddedCallback`.
     */
    SetLobbyMemberAddedCallback(callback) {
        this.#ctx.events.setSlot('lobbyMemberAdded', callback);
    }
    /**
     * @param callback - `(lobbyId, memberId)`, or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetLobbyMemberUpdatedCallback`.
     */
    SetLobbyMemberUpdatedCallback(callback) {
        this.#ctx.events.setSlot('lobbyMemberUpdated', callback);
    }
    /**
     * @param callback - `(lobbyId, memberId)`, or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetLobbyMemberRemovedCallback`.
     */
    SetLobbyMemberRemovedCallback(callback) {
        this.#ctx.events.setSlot('lobbyMemberRemoved', callback);
    }
    /**
     * @param callback - `(messageId)`, or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetMessageCreatedCallback`.
     */
    SetMessageCreatedCallback(callback) {
        this.#ctx.events.setSlot('messageCreated', callback);
    }
    /**
     * @param callback - `(messageId)`, or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetMessageUpdatedCallback`.
     */
    SetMessageUpdatedCallback(callback) {
        this.#ctx.events.setSlot('messageUpdated', callback);
    }
    /**
     * @param callback - `(messageId, channelId)`, or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetMessageDeletedCallback`.
     */
    SetMessageDeletedCallback(callback) {
        this.#ctx.events.setSlot('messageDeleted', callback);
    }
    /**
     * @param callback - `(userId, isDiscordRelationshipUpdate)`: a relationship appeared or changed type; the flag says which kind; or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetRelationshipCreatedCallback`.
     */
    SetRelationshipCreatedCallback(callback) {
        this.#ctx.events.setSlot('relationshipCreated', callback);
    }
    /**
     * @param callback - `(userId, isDiscordRelationshipUpdate)`: a relationship of one kind is gone; or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetRelationshipDeletedCallback`.
     */
    SetRelationshipDeletedCallback(callback) {
        this.#ctx.events.setSlot('relationshipDeleted', callback);
    }
    /**
     * @param callback - `(userId)`: a friend moved between the friends list's groups; or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetRelationshipGroupsUpdatedCallback`.
     */
    SetRelationshipGroupsUpdatedCallback(callback) {
        this.#ctx.events.setSlot('relationshipGroupsUpdated', callback);
    }
    /**
     * @param callback - `(userId)`: a cached user changed (name, avatar, status, in the game or not, rich presence); or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetUserUpdatedCallback`.
     */
    SetUserUpdatedCallback(callback) {
        this.#ctx.events.setSlot('userUpdated', callback);
    }
    /**
     * @param callback - `(invite)`: an invite to a friend's activity, or a request to join the user's,
     *   arrived (such a message does not also fire the message callback); or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetActivityInviteCreatedCallback`.
     */
    SetActivityInviteCreatedCallback(callback) {
        this.#ctx.events.setSlot('activityInviteCreated', callback);
    }
    /**
     * @param callback - `(invite)`: a known invite's validity changed; or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetActivityInviteUpdatedCallback`.
     */
    SetActivityInviteUpdatedCallback(callback) {
        this.#ctx.events.setSlot('activityInviteUpdated', callback);
    }
    /**
     * @param callback - `(joinSecret)`: the user accepted an invite outside the game (a deep link while it
     *   runs); pass the secret to `CreateOrJoinLobby`. Or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetActivityJoinCallback`.
     */
    SetActivityJoinCallback(callback) {
        this.#ctx.events.setSlot('activityJoin', callback);
    }
    /**
     * @param callback - `(applicationId, joinSecret)`: as `SetActivityJoinCallback`, with the application;
     *   or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetActivityJoinWithApplicationCallback`.
     */
    SetActivityJoinWithApplicationCallback(callback) {
        this.#ctx.events.setSlot('activityJoinWithApplication', callback);
    }
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
    RegisterLaunchCommand(applicationId, command) {
        return tryRegisterLaunchCommand(applicationId, command, this.#ctx.log);
    }
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
    RegisterLaunchSteamApplication(applicationId, steamAppId) {
        return tryRegisterLaunchSteamApplication(applicationId, steamAppId, this.#ctx.log);
    }
    GetUserGuilds(callback) {
        return this.#guilds.userGuilds(callback);
    }
    GetGuildChannels(guildId, callback) {
        return this.#guilds.guildChannels(guildId, callback);
    }
    LinkChannelToLobby(lobbyId, channelId, callback) {
        return this.#linkedChannels.setLink('LinkChannelToLobby', lobbyId, channelId, callback);
    }
    UnlinkChannelFromLobby(lobbyId, callback) {
        return this.#linkedChannels.setLink('UnlinkChannelFromLobby', lobbyId, null, callback);
    }
    JoinLinkedLobbyGuild(lobbyId, provisionalUserMergeRequired, callback) {
        return this.#linkedChannels.joinLinkedLobbyGuild(lobbyId, provisionalUserMergeRequired, callback);
    }
    /**
     * The channel a message was sent in: a lobby the user is in (type `Lobby`) or a direct-message
     * conversation the client has a message of (type `Dm`).
     * @param channelId - the channel's id (a lobby id, or a message's `ChannelId()`).
     * @returns a live view, or null when the client knows no such channel (always null while not Ready:
     *   the C++ `std::optional` empty).
     * @throws ValidationError naming `channelId` when it is not a snowflake.
     * @see the C++ library's `Client::GetChannelHandle`.
     */
    GetChannelHandle(channelId) {
        return this.#linkedChannels.handle(channelId);
    }
    GetTokenFromDevice(args, callback) {
        return this.#device.getToken(args, undefined, callback);
    }
    GetTokenFromDeviceProvisionalMerge(args, externalAuthType, externalAuthToken, callback) {
        return this.#device.getToken(args, { externalAuthType, externalAuthToken }, callback);
    }
    /**
     * Ends every running `GetTokenFromDevice`: each fails with `Aborted` and its screen closes.
     * @see the C++ library's `Client::AbortGetTokenFromDevice`.
     */
    AbortGetTokenFromDevice() {
        this.#device.abort();
    }
    /**
     * Shows the device screen for a code a game backend obtained (the backend runs the grant).
     * @param clientId - the application id.
     * @param userCode - the user code, `XXXX-XXXX`.
     * @throws ValidationError naming `clientId` or `userCode`.
     * @see the C++ library's `Client::OpenAuthorizeDeviceScreen`.
     */
    OpenAuthorizeDeviceScreen(clientId, userCode) {
        this.#device.openScreen(clientId, userCode);
    }
    /**
     * Hides the device screen (the backend's grant ended); the closed callback runs.
     * @see the C++ library's `Client::CloseAuthorizeDeviceScreen`.
     */
    CloseAuthorizeDeviceScreen() {
        this.#device.close();
    }
    /**
     * @param callback - runs each time the device screen closes (the grant ended, `CloseAuthorizeDeviceScreen`,
     *   or the player closed it); or undefined to clear the slot.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::SetAuthorizeDeviceScreenClosedCallback`.
     */
    SetAuthorizeDeviceScreenClosedCallback(callback) {
        this.#device.setClosedCallback(callback);
    }
    GetProvisionalToken(applicationId, externalAuthType, externalAuthToken, callback) {
        return this.#provisional.getToken(applicationId, externalAuthType, externalAuthToken, callback);
    }
    UpdateProvisionalAccountDisplayName(name, callback) {
        return this.#provisional.updateDisplayName(name, callback);
    }
    GetTokenFromProvisionalMerge(applicationId, code, codeVerifier, redirectUri, externalAuthType, externalAuthToken, callback) {
        return this.#provisional.getTokenMerging(applicationId, code, codeVerifier, redirectUri, externalAuthType, externalAuthToken, callback);
    }
    UnmergeIntoProvisionalAccount(applicationId, externalAuthType, externalAuthToken, callback) {
        return this.#provisional.unmerge(applicationId, externalAuthType, externalAuthToken, callback);
    }
    /**
     * Tells the client a merge it asked for finished. The library asks from overlay features (open a DM in
     * Discord, join a linked guild) this port lacks, so nothing waits on it here: it is noted and logged.
     * @param success - whether the merge succeeded.
     * @see the C++ library's `Client::ProvisionalUserMergeCompleted`.
     */
    ProvisionalUserMergeCompleted(success) {
        this.#provisional.mergeCompleted(success);
    }
    FetchCurrentUser(tokenType, token, callback) {
        return this.#authHost.fetchCurrentUser(tokenType, token, callback);
    }
    ExchangeChildToken(parentApplicationToken, childApplicationId, callback) {
        return this.#authHost.exchangeChildToken(parentApplicationToken, childApplicationId, callback);
    }
    /**
     * The callback the Discord app would call to offer "link your account" in the game. A Node process has
     * no such app channel: an Electron shell can run it from its own menu through `RequestAuthorize()`.
     * @param callback - run when a sign-in is requested.
     * @throws ValidationError naming `callback` when it is not a function.
     * @see the C++ library's `Client::RegisterAuthorizeRequestCallback`.
     */
    RegisterAuthorizeRequestCallback(callback) {
        this.#authHost.setAuthorizeRequestCallback(callback);
    }
    /**
     * Clears the authorize-request callback.
     * @see the C++ library's `Client::RemoveAuthorizeRequestCallback`.
     */
    RemoveAuthorizeRequestCallback() {
        this.#authHost.setAuthorizeRequestCallback(undefined);
    }
    /**
     * Runs the authorize-request callback, as the Discord app's entry point would (not in the C++ library).
     * @returns whether a callback was registered.
     */
    RequestAuthorize() {
        return this.#authHost.requestAuthorize();
    }
    /**
     * Which process owns the game window, for overlay-based sign-in on desktops. A Node process has no
     * overlay: the pid is kept (`GetGameWindowPid`) for a shell that hands it to one.
     * @param pid - a positive 32-bit process id.
     * @throws ValidationError naming `pid`.
     * @see the C++ library's `Client::SetGameWindowPid`.
     */
    SetGameWindowPid(pid) {
        this.#authHost.setGameWindowPid(pid);
    }
    /** @returns the pid `SetGameWindowPid` set, or undefined (not in the C++ library). */
    GetGameWindowPid() {
        return this.#authHost.gameWindowPid;
    }
    // Logging, General and Mobile, chat outside the game (logging.ts, general.ts, chatExtras.ts) -------
    /** The C++ library's threads (`Client.Thread.Network`), for {@link Client.ThreadToString}. */
    static Thread = ClientThread;
    /**
     * @param type - a `Client.Error` value.
     * @returns its name (`'UnexpectedClose'`), or `'Unknown(<n>)'`.
     * @see the C++ library's `Client::ErrorToString`.
     * @example
     * Client.ErrorToString(Client.Error.ConnectionFailed); // 'ConnectionFailed'
     */
    static ErrorToString(type) {
        return errorToString(type);
    }
    /**
     * @param type - a `Client.Status` value.
     * @returns its name (`'Ready'`), or `'Unknown(<n>)'`.
     * @see the C++ library's `Client::StatusToString`.
     * @example
     * Client.StatusToString(Client.Status.Ready); // 'Ready'
     */
    static StatusToString(type) {
        return statusToString(type);
    }
    /**
     * @param type - a `Client.Thread` value.
     * @returns its name (`'Network'`), or `'Unknown(<n>)'`.
     * @see the C++ library's `Client::ThreadToString`.
     * @example
     * Client.ThreadToString(Client.Thread.Client); // 'Client'
     */
    static ThreadToString(type) {
        return threadToString(type);
    }
    /**
     * @returns the major part of this SDK's version (package.json), not the C++ library's.
     * @see the C++ library's `Client::GetVersionMajor`.
     */
    static GetVersionMajor() {
        return SDK_VERSION_PARTS.major;
    }
    /**
     * @returns the minor part of this SDK's version.
     * @see the C++ library's `Client::GetVersionMinor`.
     */
    static GetVersionMinor() {
        return SDK_VERSION_PARTS.minor;
    }
    /**
     * @returns the patch part of this SDK's version.
     * @see the C++ library's `Client::GetVersionPatch`.
     */
    static GetVersionPatch() {
        return SDK_VERSION_PARTS.patch;
    }
    /**
     * The C++ library returns the commit it was built from; a published npm package carries no commit, so
     * this is the full version string, which identifies the build as exactly.
     * @returns `'<major>.<minor>.<patch>'`.
     * @see the C++ library's `Client::GetVersionHash`.
     */
    static GetVersionHash() {
        return SDK_VERSION;
    }
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
    AddLogCallback(callback, minSeverity) {
        this.#ctx.logger.addCallback(callback, minSeverity);
    }
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
    SetLogDir(path, minSeverity) {
        return this.#ctx.logger.setLogDir(path, minSeverity);
    }
    IsDiscordAppInstalled(callback) {
        return isDiscordAppInstalled(this.#ctx, callback);
    }
    /**
     * Whether {@link Client.OpenMessageInDiscord} can open a message: true for a direct message the client
     * holds; false for lobby messages (they exist only in the game), ids it does not hold, and while the
     *   client is not Ready (OpenMessageInDiscord needs Ready).
     * @param messageId - a snowflake, as a decimal string or bigint.
     * @throws ValidationError naming `messageId` when it is not a snowflake.
     * @see the C++ library's `Client::CanOpenMessageInDiscord`.
     */
    CanOpenMessageInDiscord(messageId) {
        return this.#chat.canOpen(messageId);
    }
    OpenMessageInDiscord(messageId, provisionalUserMergeRequired, callback) {
        return this.#chat.open(messageId, provisionalUserMergeRequired, callback);
    }
    OpenConnectedGamesSettingsInDiscord(callback) {
        return this.#chat.openConnectedGamesSettings(callback);
    }
    /**
     * Tells the client whether the game is showing its chat. The C++ library passes this to the Discord
     * desktop app to hold back duplicate notifications; the community-documented IPC protocol this SDK
     * speaks to the app (docs/desktop-app.md) has no command for it, so the flag is kept (and logged). Call
     * it again when the chat is hidden or unfocused.
     * @param showingChat - whether the chat is visible.
     * @throws ValidationError naming `showingChat` for a non-boolean.
     * @see the C++ library's `Client::SetShowingChat`.
     */
    SetShowingChat(showingChat) {
        this.#chat.setShowingChat(showingChat);
    }
}
