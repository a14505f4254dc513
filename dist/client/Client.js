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
 * SDK's http errors) for bad arguments.
 */
import { EventEmitter } from 'node:events';
import { createAuthorizationCodeVerifier } from '../auth/pkce.js';
import { tryRegisterLaunchCommand, tryRegisterLaunchSteamApplication } from '../deeplink/launch.js';
import { AuthHost, } from './authHost.js';
import { ChatExtras } from './chatExtras.js';
import { ClientError, ClientStatus } from './clientStatus.js';
import { createClientContext } from './context.js';
import { ClientCreateOptions } from './createOptions.js';
import { routeDeepLink } from './deepLinks.js';
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
    #invites;
    #guilds;
    #linkedChannels;
    #device;
    #provisional;
    #authHost;
    #chat;
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
        this.#presence = new Presence(this.#ctx);
        this.#invites = new Invites(this.#ctx, this.#presence);
        this.#guilds = new Guilds(this.#ctx);
        this.#linkedChannels = new LinkedChannels(this.#ctx);
        this.#device = new DeviceSignIn(this.#ctx, this.#signIn, options.deviceScreen);
        this.#provisional = new Provisional(this.#ctx, this.#signIn);
        this.#authHost = new AuthHost(this.#ctx);
        this.#chat = new ChatExtras(this.#ctx);
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
     * @returns a live view of the user.
     * @throws ClientResultError with `ClientNotReady` before `Client.Status.Ready`.
     * @see the C++ library's `Client::GetCurrentUser`.
     */
    GetCurrentUser() {
        return this.#users.current();
    }
    /**
     * A user the client has seen (itself, lobby members, message authors).
     * @param userId - the user's id.
     * @returns a live view, or null.
     * @throws ClientResultError with `ClientNotReady` before Ready; ValidationError naming `userId`.
     * @see the C++ library's `Client::GetUser`.
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
    // Relationships (relationships.ts) --------------------------------------------------------------
    // The mutators resolve when the service answered; the cache (and the handles) change when the
    // gateway's dispatch arrives, announced by `relationshipCreated` / `relationshipDeleted`.
    /**
     * Every relationship of the signed-in user (Discord and game, friends, requests, blocks), as READY
     * loaded them and the gateway kept them; no request is made.
     * @returns live views, one per other user.
     * @throws ClientResultError with `ClientNotReady` before Ready.
     * @see docs/service.md, "Friends and presence".
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
     * @returns a live view of the relationship with them (both types `None` when there is none).
     * @throws ClientResultError with `ClientNotReady` before Ready; ValidationError naming `userId`.
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
     * @returns live views of the group's friends, in order.
     * @throws ClientResultError with `ClientNotReady` before Ready; ValidationError naming `group`.
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
     * @returns live views of the matching friends, best first.
     * @throws ClientResultError with `ClientNotReady` before Ready; ValidationError naming `searchStr`.
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
     * Removes the rich presence (sent, paced like `UpdateRichPresence`, when connected; a failure is only
     * logged, as the library's call has no callback).
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
     * @returns the ids of the lobbies the user is in.
     * @throws ClientResultError with `ClientNotReady` before Ready.
     * @see docs/service.md, "Lobbies and messages (for games)".
     */
    GetLobbyIds() {
        return this.#lobbies.ids();
    }
    /**
     * @param lobbyId - the lobby's id.
     * @returns a live view of a lobby the user is in, or null.
     * @throws ClientResultError with `ClientNotReady` before Ready; ValidationError naming `lobbyId`.
     * @see docs/service.md, "Lobbies and messages (for games)".
     */
    GetLobbyHandle(lobbyId) {
        return this.#lobbies.handle(lobbyId);
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
     * @returns a live view of a cached message (the 25 most recent of each channel), or null.
     * @throws ClientResultError with `ClientNotReady` before Ready; ValidationError naming `messageId`.
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
     * @returns a live view, or null when the client knows no such channel.
     * @throws ClientResultError with `ClientNotReady` before Ready; ValidationError naming `channelId`.
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
     * holds; false for lobby messages (they exist only in the game) and ids it does not hold.
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
     * desktop app to hold back duplicate notifications; there is no desktop app beside this SDK, so the
     * flag is kept (and logged) for when there is. Call it again when the chat is hidden or unfocused.
     * @param showingChat - whether the chat is visible.
     * @throws ValidationError naming `showingChat` for a non-boolean.
     * @see the C++ library's `Client::SetShowingChat`.
     */
    SetShowingChat(showingChat) {
        this.#chat.setShowingChat(showingChat);
    }
}
