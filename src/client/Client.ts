/**
 * The `Client` facade: the C++ client library's names over the SDK's modules. Sign-in (application id,
 * Authorize, tokens, ID tokens, token lifetime, HTTP timeout) and the realtime connection (Connect,
 * statuses, events, callback delivery) live here, and lobbies and messages as thin adapters over
 * `social.ts` (the calls), `socialCache.ts` (what the gateway said) and `handles.ts` (live views).
 *
 * Convention (DESIGN.md): each async method returns a Promise of its values and rejects with a
 * `ClientResultError`; given the library's callback as its last argument, it calls it exactly once with
 * `(result, ...values)` and its Promise never rejects. Callbacks and events run as they are ready
 * (`callbackMode: 'immediate'`) or when the game calls `RunCallbacks()` (`'pumped'`).
 */
import { EventEmitter } from 'node:events';
import { AuthorizationArgs } from '../auth/AuthorizationArgs.js';
import { DEFAULT_AUTHORIZE_TIMEOUT_MS, type RedirectMode } from '../auth/authorizer.js';
import type { IdTokenClaims } from '../auth/idToken.js';
import { openInBrowser, type UrlOpener } from '../auth/opener.js';
import type { AuthorizationCode, RedirectOutcome } from '../auth/pendingAuthorizations.js';
import { type AuthorizationCodeVerifier, createAuthorizationCodeVerifier } from '../auth/pkce.js';
import { SignInSession } from '../auth/session.js';
import { TokenLifetime } from '../auth/tokenLifetime.js';
import type { TokenSet } from '../auth/tokens.js';
import { GatewayConnection } from '../connection/gatewayConnection.js';
import type { ConnectionPolicy } from '../connection/machine.js';
import { ConnectionError, ConnectionStatus } from '../connection/status.js';
import { ValidationError } from '../http/errors.js';
import { DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS, type FetchLike, Transport } from '../http/transport.js';
import type { UserMessageSummary } from '../model/directMessage.js';
import { AuthorizationTokenType } from '../model/enums.js';
import type { GatewayDispatch } from '../model/gateway.js';
import { parseSnowflake, type Snowflake } from '../model/snowflake.js';
import type { User } from '../model/user.js';
import { isTokenText } from '../rules/gateway.js';
import { type CallbackMode, CallbackQueue } from './callbacks.js';
import { ClientResult, ErrorType } from './clientResult.js';
import { type LobbyHandle, type MessageHandle, type UserHandle, userHandle } from './handles.js';
import { ClientResultError, type ResultCallback, settle } from './results.js';
import { SocialCalls, snowflakeArgument } from './social.js';
import { SocialCache, type SocialEvent } from './socialCache.js';

/** Options of a {@link Client}; all optional. */
export interface ClientOptions {
  /** The service's origin. Default `https://discord.com`; an emulator's `url` in tests and demos. */
  baseUrl?: string | undefined;
  /** Fetch implementation for every request. Default node-fetch. */
  fetch?: FetchLike | undefined;
  /** Opens the authorize URL. Default: the OS browser (xdg-open / open / rundll32 url.dll). */
  opener?: UrlOpener | undefined;
  /** How long `Authorize` waits for the redirect, ms. Default 300000 (5 minutes). */
  authorizeTimeoutMs?: number | undefined;
  /**
   * Redirect when `CustomSchemeParam` is unset: `'loopback'` (default; a one-shot server on 127.0.0.1) or
   * `'customScheme'` (`discord-<app id>:/authorize/callback`, delivered through `HandleRedirect`).
   */
  redirectMode?: RedirectMode | undefined;
  /** The application id, as `SetApplicationId` would set it. */
  applicationId?: bigint | string | undefined;
  /** Seconds of clock skew tolerated in ID-token checks (0..300). Default 60. */
  clockToleranceS?: number | undefined;
  /** Current time in Unix ms, for ID-token checks and token lifetimes. Default `Date.now`. */
  now?: (() => number) | undefined;
  /** Minimum ms between JWKS refetches caused by unknown key ids. Default 0 (one refetch per unknown kid). */
  jwksRefetchCooldownMs?: number | undefined;
  /** Diagnostic lines (ignored redirects, expiry). Never receives tokens, codes, state or nonce. */
  log?: ((line: string) => void) | undefined;
  /**
   * When callbacks and events run: `'immediate'` (default) as soon as they are ready; `'pumped'` queued,
   * in order, until the game calls `RunCallbacks()`. Promises settle as they are ready in both modes.
   */
  callbackMode?: CallbackMode | undefined;
  /** The realtime connection: retry policy and the bound of each handshake step (ms, default 20000). */
  connection?:
    | { policy?: Partial<ConnectionPolicy> | undefined; handshakeTimeoutMs?: number | undefined }
    | undefined;
}

/** The client's connection status (`Client.Status`), with the C++ library's numbers. */
export const ClientStatus = ConnectionStatus;
export type ClientStatus = ConnectionStatus;
/** Why the status changed (`Client.Error`), with the C++ library's numbers. */
export const ClientError = ConnectionError;
export type ClientError = ConnectionError;

/** Callback of `SetStatusChangedCallback`. */
export type StatusChangedCallback = (status: ClientStatus, error: ClientError, errorDetail: number) => void;

/** What `GetToken` and `RefreshToken` resolve to. */
export type TokenResult = TokenSet;

/** Values of `Authorize`: the code and the redirect URI to pass on to `GetToken`. */
export type AuthorizeResult = AuthorizationCode;

/** Callback of `Authorize`. */
export type AuthorizationCallback = ResultCallback<[code: string, redirectUri: string]>;
/** Callback of `GetToken` and `RefreshToken`. */
export type TokenExchangeCallback = ResultCallback<
  [
    accessToken: string,
    refreshToken: string,
    tokenType: AuthorizationTokenType,
    expiresIn: number,
    scopes: string,
  ]
>;
/** Callback of calls without values (`UpdateToken`, `RevokeToken`, `LeaveLobby`, ...). */
export type StatusCallback = ResultCallback<[]>;
/** Callback of `CreateOrJoinLobby`. */
export type CreateOrJoinLobbyCallback = ResultCallback<[lobbyId: Snowflake]>;
/** Callback of `SendLobbyMessage` and `SendUserMessage`. */
export type SendMessageCallback = ResultCallback<[messageId: Snowflake]>;
/** Callback of `GetLobbyMessagesWithLimit` and `GetUserMessagesWithLimit`: newest first. */
export type GetMessagesCallback = ResultCallback<[messages: MessageHandle[]]>;
/** Callback of `GetUserMessageSummaries`. */
export type GetUserMessageSummariesCallback = ResultCallback<[summaries: UserMessageSummary[]]>;

/** The lobby and message events, by their `on(...)` name, and their values. */
export interface SocialEvents {
  lobbyCreated: [lobbyId: Snowflake];
  lobbyDeleted: [lobbyId: Snowflake];
  lobbyUpdated: [lobbyId: Snowflake];
  lobbyMemberAdded: [lobbyId: Snowflake, memberId: Snowflake];
  lobbyMemberUpdated: [lobbyId: Snowflake, memberId: Snowflake];
  lobbyMemberRemoved: [lobbyId: Snowflake, memberId: Snowflake];
  messageCreated: [messageId: Snowflake];
  messageUpdated: [messageId: Snowflake];
  messageDeleted: [messageId: Snowflake, channelId: Snowflake];
}
type SlotOf<K extends keyof SocialEvents> = ((...values: SocialEvents[K]) => void) | undefined;

/**
 * Events of a {@link Client} (`client.on(name, listener)`), next to the single `Set*Callback` slots.
 * They are delivered like callbacks: at once, or by `RunCallbacks()` in pumped mode.
 */
export interface ClientEvents extends SocialEvents {
  /**
   * A refresh answered `invalid_grant`: the user removed the app or the grant was revoked (the spec's
   * equivalent of the APPLICATION_DEAUTHORIZED webhook). Sign the user in again.
   */
  deauthorized: [event: { applicationId: Snowflake }];
  /** The connection's status changed (what `SetStatusChangedCallback` receives). */
  statusChanged: [status: ClientStatus, error: ClientError, errorDetail: number];
  /** A gateway event, once and in order (READY and RESUMED included); narrow on `t` for its data. */
  dispatch: [event: GatewayDispatch];
  /**
   * A callback or listener threw. Without a listener here, the error goes to the `log` option, or else
   * becomes a process warning; it never stops the other callbacks.
   */
  error: [error: unknown];
}

const COMMUNICATION_SCOPES = 'openid sdk.social_layer';
const PRESENCE_SCOPES = 'openid sdk.social_layer_presence';

const tokenValues = (t: TokenSet): [string, string, AuthorizationTokenType, number, string] => [
  t.accessToken,
  t.refreshToken,
  t.tokenType,
  t.expiresIn,
  t.scopes,
];
const NO_TOKENS: [string, string, AuthorizationTokenType, number, string] = [
  '',
  '',
  AuthorizationTokenType.User,
  0,
  '',
];

/** The client: sign-in, tokens and the realtime connection, with the C++ library's method names. */
export class Client extends EventEmitter<ClientEvents> {
  /** The connection statuses (`Client.Status.Ready`), as the C++ library's `Client::Status`. */
  static readonly Status = ClientStatus;
  /** Why a status changed (`Client.Error.UnexpectedClose`), as the C++ library's `Client::Error`. */
  static readonly Error = ClientError;

  readonly #transport: Transport;
  readonly #session: SignInSession;
  readonly #lifetime: TokenLifetime;
  readonly #callbacks: CallbackQueue;
  readonly #connection: GatewayConnection;
  readonly #log: ((line: string) => void) | undefined;
  #applicationId: Snowflake | undefined;
  #token: string | undefined;
  #lastClaims: IdTokenClaims | undefined;
  #statusCallback: StatusChangedCallback | undefined;
  /** The user of the session, from READY. */
  #user: User | undefined;
  readonly #cache = new SocialCache();
  readonly #social: SocialCalls;
  /** The `Set...Callback` slots of the lobby and message events. */
  readonly #slots: { [K in keyof SocialEvents]?: SlotOf<K> } = {};

  constructor(options: ClientOptions = {}) {
    super();
    const now = options.now ?? Date.now;
    const log = options.log;
    this.#log = log;
    this.#callbacks = new CallbackQueue(options.callbackMode ?? 'immediate', (error) =>
      this.#reportCallbackError(error),
    );
    this.#transport = new Transport({
      baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
      fetch: options.fetch,
      timeoutMs: DEFAULT_TIMEOUT_MS,
    });
    this.#session = new SignInSession({
      transport: this.#transport,
      fetch: options.fetch,
      opener: options.opener ?? openInBrowser,
      redirectMode: options.redirectMode,
      timeoutMs: options.authorizeTimeoutMs ?? DEFAULT_AUTHORIZE_TIMEOUT_MS,
      jwksRefetchCooldownMs: options.jwksRefetchCooldownMs,
      clockToleranceS: options.clockToleranceS,
      now,
      log,
      onDeauthorized: (event) => {
        log?.(`application ${event.applicationId} was deauthorized (invalid_grant on refresh)`);
        this.#deliver('deauthorized', event);
      },
    });
    this.#connection = new GatewayConnection({
      transport: this.#transport,
      token: () => this.#token,
      policy: options.connection?.policy,
      handshakeTimeoutMs: options.connection?.handshakeTimeoutMs,
      log,
      onStatus: (status, error, detail) => this.#statusChanged(status, error, detail),
      onDispatch: (event) => {
        if (event.t === 'READY') this.#user = event.d.user;
        const social = this.#cache.apply(event);
        this.#deliver('dispatch', event);
        for (const happened of social) this.#deliverSocial(happened);
      },
    });
    this.#social = new SocialCalls(this.#transport, this.#cache, () => this.#session.pendingRequestsSignal);
    this.#lifetime = new TokenLifetime({ now, log });
    if (options.applicationId !== undefined) this.SetApplicationId(options.applicationId);
  }

  /** `openid sdk.social_layer`: the scopes for the communication features (expanded by the service). */
  static GetDefaultCommunicationScopes(): string {
    return COMMUNICATION_SCOPES;
  }

  /** `openid sdk.social_layer_presence`: the scopes for presence only (expanded by the service). */
  static GetDefaultPresenceScopes(): string {
    return PRESENCE_SCOPES;
  }

  /** Sets the application id used when `AuthorizationArgs` has no ClientId. Throws on an invalid id. */
  SetApplicationId(applicationId: bigint | string): void {
    try {
      this.#applicationId = parseSnowflake(applicationId, 'applicationId');
    } catch (error) {
      throw ValidationError.argument('applicationId', (error as Error).message);
    }
  }

  /** The application id as a decimal string, or undefined before `SetApplicationId`. */
  GetApplicationId(): Snowflake | undefined {
    return this.#applicationId;
  }

  /** A new PKCE pair: pass `.Challenge()` in `AuthorizationArgs`, keep `.Verifier()` for `GetToken`. */
  CreateAuthorizationCodeVerifier(): AuthorizationCodeVerifier {
    return createAuthorizationCodeVerifier();
  }

  /**
   * Opens the authorize page and waits for the redirect (loopback server, or `HandleRedirect` for custom
   * schemes). Resolves `{ code, redirectUri }`; callback `(result, code, redirectUri)`.
   */
  Authorize(args: AuthorizationArgs): Promise<AuthorizeResult>;
  Authorize(args: AuthorizationArgs, callback: AuthorizationCallback): Promise<void>;
  Authorize(args: AuthorizationArgs, callback?: AuthorizationCallback): Promise<unknown> {
    return this.#settle(
      () => {
        if (!(args instanceof AuthorizationArgs)) {
          throw ValidationError.argument('args', 'args: expected an AuthorizationArgs');
        }
        return this.#session.authorize(args, this.#applicationId);
      },
      callback,
      (r): [string, string] => [r.code, r.redirectUri],
      ['', ''],
    );
  }

  /** Cancels every pending `Authorize` (they fail with ErrorType.Aborted) and closes loopback servers. */
  AbortAuthorize(): void {
    this.#session.abort();
  }

  /**
   * Cancels this client's HTTP calls in flight or waiting for a rate limit (the token calls, and the
   * lobby and message calls): each fails with `ErrorType.Aborted` and frees its
   * place in the queue; later calls go on as usual. The `AbortAuthorize` of the other calls (not in the
   * C++ library, which has no way to cancel them). The REST functions take an `AbortSignal` each.
   */
  AbortPendingRequests(): void {
    this.#session.abortRequests();
  }

  /**
   * Hands a redirect URL (from a deep link, a second instance or Electron's main process) to the pending
   * authorizations. Hostile input is expected: anything that does not match a pending authorization's
   * redirect URI and state exactly is ignored and reported in the outcome; this never throws.
   */
  HandleRedirect(url: string): RedirectOutcome {
    return this.#session.handleRedirect(url);
  }

  /** Exchanges the code from `Authorize` and the PKCE verifier for tokens; verifies any ID token. */
  GetToken(
    applicationId: bigint | string,
    code: string,
    codeVerifier: string,
    redirectUri: string,
  ): Promise<TokenResult>;
  GetToken(
    applicationId: bigint | string,
    code: string,
    codeVerifier: string,
    redirectUri: string,
    callback: TokenExchangeCallback,
  ): Promise<void>;
  GetToken(
    applicationId: bigint | string,
    code: string,
    codeVerifier: string,
    redirectUri: string,
    callback?: TokenExchangeCallback,
  ): Promise<unknown> {
    return this.#settle(
      async () =>
        this.#received(await this.#session.getToken(applicationId, code, codeVerifier, redirectUri)),
      callback,
      tokenValues,
      NO_TOKENS,
    );
  }

  /**
   * Exchanges a refresh token for new tokens (the refresh token rotates). Concurrent calls with the same
   * token share one request. If the user deauthorized the app, fails with AuthorizationFailed and emits
   * `deauthorized`.
   */
  RefreshToken(applicationId: bigint | string, refreshToken: string): Promise<TokenResult>;
  RefreshToken(
    applicationId: bigint | string,
    refreshToken: string,
    callback: TokenExchangeCallback,
  ): Promise<void>;
  RefreshToken(
    applicationId: bigint | string,
    refreshToken: string,
    callback?: TokenExchangeCallback,
  ): Promise<unknown> {
    return this.#settle(
      async () => this.#received(await this.#session.refresh(applicationId, refreshToken)),
      callback,
      tokenValues,
      NO_TOKENS,
    );
  }

  /** Revokes an access or refresh token. If it is the client's current token, the client forgets it. */
  RevokeToken(applicationId: bigint | string, token: string): Promise<void>;
  RevokeToken(applicationId: bigint | string, token: string, callback: StatusCallback): Promise<void>;
  RevokeToken(applicationId: bigint | string, token: string, callback?: StatusCallback): Promise<void> {
    return this.#settle(
      async () => {
        await this.#session.revoke(applicationId, token);
        if (token === this.#token) {
          this.#setToken(undefined);
          this.#connection.disconnect();
        }
      },
      callback,
      (): [] => [],
      [] as [],
    ) as Promise<void>;
  }

  /**
   * Client-credentials grant for backends (confidential clients): a token for the application itself.
   * Not part of the C++ client library, which runs in games where no client secret may live.
   */
  GetTokenFromClientCredentials(
    applicationId: bigint | string,
    clientSecret: string,
    scopes: string,
  ): Promise<TokenResult>;
  GetTokenFromClientCredentials(
    applicationId: bigint | string,
    clientSecret: string,
    scopes: string,
    callback: TokenExchangeCallback,
  ): Promise<void>;
  GetTokenFromClientCredentials(
    applicationId: bigint | string,
    clientSecret: string,
    scopes: string,
    callback?: TokenExchangeCallback,
  ): Promise<unknown> {
    return this.#settle(
      async () => this.#received(await this.#session.clientCredentials(applicationId, clientSecret, scopes)),
      callback,
      tokenValues,
      NO_TOKENS,
    );
  }

  /**
   * Sets the token the client uses for its requests. Only `AuthorizationTokenType.Bearer` (1) is accepted;
   * `User` (0) fails with a ValidationError, as in the C++ library.
   */
  UpdateToken(tokenType: AuthorizationTokenType, token: string): Promise<void>;
  UpdateToken(tokenType: AuthorizationTokenType, token: string, callback: StatusCallback): Promise<void>;
  UpdateToken(tokenType: AuthorizationTokenType, token: string, callback?: StatusCallback): Promise<void> {
    return this.#settle(
      async () => {
        if (tokenType !== AuthorizationTokenType.Bearer) {
          throw ValidationError.argument(
            'tokenType',
            `tokenType: only AuthorizationTokenType.Bearer (1) is accepted, received ${String(tokenType)}`,
          );
        }
        if (!isTokenText(token)) {
          throw ValidationError.argument('token', 'token: expected 1 to 4096 visible ASCII characters');
        }
        const changed = token !== this.#token;
        this.#setToken(token);
        // The library says a connected client may reconnect: it does, with the new token.
        if (changed) this.#connection.tokenChanged();
      },
      callback,
      (): [] => [],
      [] as [],
    ) as Promise<void>;
  }

  /**
   * Called once when the current token (set with `UpdateToken`) expires; a new token re-arms it. Only
   * tokens this client received from GetToken/RefreshToken have a known expiry. The timer does not keep
   * the process alive.
   */
  SetTokenExpirationCallback(callback: (() => void) | undefined): void {
    if (callback !== undefined && typeof callback !== 'function') {
      throw ValidationError.argument('callback', 'callback: expected a function or undefined');
    }
    this.#lifetime.setCallback(callback);
  }

  /** Timeout of every HTTP request the client makes, in ms (default 30000). */
  SetHttpRequestTimeout(httpTimeoutInMilliseconds: number): void {
    try {
      this.#transport.setTimeout(httpTimeoutInMilliseconds);
    } catch (error) {
      throw ValidationError.argument('httpTimeoutInMilliseconds', (error as Error).message);
    }
  }

  /** True once a token was set with `UpdateToken` (and not revoked through this client). */
  IsAuthenticated(): boolean {
    return this.#token !== undefined;
  }

  /** The verified claims of the most recent ID token, if any (idiomatic extra, not in the C++ library). */
  get lastIdTokenClaims(): IdTokenClaims | undefined {
    return this.#lastClaims;
  }

  /**
   * The client's one transport, for the REST functions of the package (`createOrJoinLobby(client.transport,
   * ...)`): it carries the token from `UpdateToken` and the timeout from `SetHttpRequestTimeout`.
   */
  get transport(): Transport {
    return this.#transport;
  }

  /**
   * Connects to the gateway with the token from `UpdateToken`; follow the status with
   * `SetStatusChangedCallback` or the `statusChanged` event until `Client.Status.Ready`. A lost
   * connection is resumed on its own (bounded retries). Throws a ValidationError without a token.
   *
   * @example
   * client.on('statusChanged', (status) => { if (status === Client.Status.Ready) startGame(); });
   * client.Connect();
   */
  Connect(): void {
    if (this.#token === undefined)
      throw ValidationError.argument('token', 'Connect: no token: call UpdateToken first');
    this.#connection.connect();
  }

  /** Closes the connection (the session ends); the status goes Disconnecting, then Disconnected. */
  Disconnect(): void {
    this.#connection.disconnect();
  }

  /** The connection's status (`Client.Status`). */
  GetStatus(): ClientStatus {
    return this.#connection.status;
  }

  /** The one callback slot for status changes: `(status, error, errorDetail)`; undefined clears it. */
  SetStatusChangedCallback(callback: StatusChangedCallback | undefined): void {
    if (callback !== undefined && typeof callback !== 'function') {
      throw ValidationError.argument('callback', 'callback: expected a function or undefined');
    }
    this.#statusCallback = callback;
  }

  /**
   * Runs this client's queued callbacks and events, in order (pumped mode; nothing is queued in
   * immediate mode). The package's `RunCallbacks()` does it for every client. Returns how many ran.
   */
  RunCallbacks(): number {
    return this.#callbacks.drain();
  }

  /**
   * The signed-in user, as READY described them. Needs the connection: before `Client.Status.Ready` it
   * throws a ClientResultError with `ErrorType.ClientNotReady`.
   */
  GetCurrentUser(): UserHandle {
    this.#requireReady('GetCurrentUser');
    return userHandle(this.#cache, (this.#user as User).id) as UserHandle;
  }

  /** A user the client has seen (itself, message authors), or null. */
  GetUser(userId: bigint | string): UserHandle | null {
    this.#requireReady('GetUser');
    return userHandle(this.#cache, snowflakeArgument(userId, 'userId'));
  }

  // Lobbies ----------------------------------------------------------------------------------------

  /**
   * Creates the lobby of `secret`, or joins it if it exists. Resolves the lobby id; callback
   * `(result, lobbyId)`. Everyone in the lobby sees `lobbyMemberAdded`; the caller `lobbyCreated`.
   *
   * @example
   * const lobbyId = await client.CreateOrJoinLobby('match-42');
   * client.CreateOrJoinLobby('match-42', (result, lobbyId) => { if (result.Successful()) play(lobbyId); });
   */
  CreateOrJoinLobby(secret: string): Promise<Snowflake>;
  CreateOrJoinLobby(secret: string, callback: CreateOrJoinLobbyCallback): Promise<void>;
  CreateOrJoinLobby(secret: string, callback?: CreateOrJoinLobbyCallback): Promise<unknown> {
    return this.#call('CreateOrJoinLobby', () => this.#social.createOrJoinLobby(secret), callback, ['']);
  }

  /** `CreateOrJoinLobby` with the lobby's metadata (applied when it is created) and the member's. */
  CreateOrJoinLobbyWithMetadata(
    secret: string,
    lobbyMetadata: Record<string, string>,
    memberMetadata: Record<string, string>,
  ): Promise<Snowflake>;
  CreateOrJoinLobbyWithMetadata(
    secret: string,
    lobbyMetadata: Record<string, string>,
    memberMetadata: Record<string, string>,
    callback: CreateOrJoinLobbyCallback,
  ): Promise<void>;
  CreateOrJoinLobbyWithMetadata(
    secret: string,
    lobbyMetadata: Record<string, string>,
    memberMetadata: Record<string, string>,
    callback?: CreateOrJoinLobbyCallback,
  ): Promise<unknown> {
    const work = () => this.#social.createOrJoinLobby(secret, lobbyMetadata, memberMetadata);
    return this.#call('CreateOrJoinLobbyWithMetadata', work, callback, ['']);
  }

  /** Leaves a lobby: the others see `lobbyMemberRemoved`, the caller `lobbyDeleted` and no more of it. */
  LeaveLobby(lobbyId: bigint | string): Promise<void>;
  LeaveLobby(lobbyId: bigint | string, callback: StatusCallback): Promise<void>;
  LeaveLobby(lobbyId: bigint | string, callback?: StatusCallback): Promise<void> {
    return this.#call('LeaveLobby', () => this.#social.leaveLobby(lobbyId), callback, []) as Promise<void>;
  }

  /** The ids of the lobbies the user is in. */
  GetLobbyIds(): Snowflake[] {
    this.#requireReady('GetLobbyIds');
    return this.#social.lobbyIds();
  }

  /** A live view of a lobby the user is in, or null. */
  GetLobbyHandle(lobbyId: bigint | string): LobbyHandle | null {
    this.#requireReady('GetLobbyHandle');
    return this.#social.lobbyHandle(lobbyId);
  }

  // Messages ---------------------------------------------------------------------------------------

  /** Sends 1..2000 characters to a lobby the user is in. Resolves the message id. */
  SendLobbyMessage(lobbyId: bigint | string, content: string): Promise<Snowflake>;
  SendLobbyMessage(lobbyId: bigint | string, content: string, callback: SendMessageCallback): Promise<void>;
  SendLobbyMessage(
    lobbyId: bigint | string,
    content: string,
    callback?: SendMessageCallback,
  ): Promise<unknown> {
    const work = () => this.#social.sendLobbyMessage(lobbyId, content);
    return this.#call('SendLobbyMessage', work, callback, ['']);
  }

  /** `SendLobbyMessage` with metadata (at most 25 keys, values up to 1024 characters). */
  SendLobbyMessageWithMetadata(
    lobbyId: bigint | string,
    content: string,
    metadata: Record<string, string>,
  ): Promise<Snowflake>;
  SendLobbyMessageWithMetadata(
    lobbyId: bigint | string,
    content: string,
    metadata: Record<string, string>,
    callback: SendMessageCallback,
  ): Promise<void>;
  SendLobbyMessageWithMetadata(
    lobbyId: bigint | string,
    content: string,
    metadata: Record<string, string>,
    callback?: SendMessageCallback,
  ): Promise<unknown> {
    const work = () => this.#social.sendLobbyMessage(lobbyId, content, metadata);
    return this.#call('SendLobbyMessageWithMetadata', work, callback, ['']);
  }

  /** The lobby's most recent messages (limit 1..200, within 72 hours), newest first; members only. */
  GetLobbyMessagesWithLimit(lobbyId: bigint | string, limit: number): Promise<MessageHandle[]>;
  GetLobbyMessagesWithLimit(
    lobbyId: bigint | string,
    limit: number,
    callback: GetMessagesCallback,
  ): Promise<void>;
  GetLobbyMessagesWithLimit(
    lobbyId: bigint | string,
    limit: number,
    callback?: GetMessagesCallback,
  ): Promise<unknown> {
    const work = () => this.#social.lobbyMessages(lobbyId, limit);
    return this.#call('GetLobbyMessagesWithLimit', work, callback, [[]]);
  }

  /** Sends a direct message; both users must have signed in to the application. */
  SendUserMessage(recipientId: bigint | string, content: string): Promise<Snowflake>;
  SendUserMessage(
    recipientId: bigint | string,
    content: string,
    callback: SendMessageCallback,
  ): Promise<void>;
  SendUserMessage(
    recipientId: bigint | string,
    content: string,
    callback?: SendMessageCallback,
  ): Promise<unknown> {
    const work = () => this.#social.sendUserMessage(recipientId, content);
    return this.#call('SendUserMessage', work, callback, ['']);
  }

  /** `SendUserMessage` with metadata. */
  SendUserMessageWithMetadata(
    recipientId: bigint | string,
    content: string,
    metadata: Record<string, string>,
  ): Promise<Snowflake>;
  SendUserMessageWithMetadata(
    recipientId: bigint | string,
    content: string,
    metadata: Record<string, string>,
    callback: SendMessageCallback,
  ): Promise<void>;
  SendUserMessageWithMetadata(
    recipientId: bigint | string,
    content: string,
    metadata: Record<string, string>,
    callback?: SendMessageCallback,
  ): Promise<unknown> {
    const work = () => this.#social.sendUserMessage(recipientId, content, metadata);
    return this.#call('SendUserMessageWithMetadata', work, callback, ['']);
  }

  /** Edits one of the user's own direct messages; both users see `messageUpdated`. */
  EditUserMessage(recipientId: bigint | string, messageId: bigint | string, content: string): Promise<void>;
  EditUserMessage(
    recipientId: bigint | string,
    messageId: bigint | string,
    content: string,
    callback: StatusCallback,
  ): Promise<void>;
  EditUserMessage(
    recipientId: bigint | string,
    messageId: bigint | string,
    content: string,
    callback?: StatusCallback,
  ): Promise<void> {
    const work = () => this.#social.editUserMessage(recipientId, messageId, content);
    return this.#call('EditUserMessage', work, callback, []) as Promise<void>;
  }

  /** Deletes one of the user's own direct messages; both users see `messageDeleted`. */
  DeleteUserMessage(recipientId: bigint | string, messageId: bigint | string): Promise<void>;
  DeleteUserMessage(
    recipientId: bigint | string,
    messageId: bigint | string,
    callback: StatusCallback,
  ): Promise<void>;
  DeleteUserMessage(
    recipientId: bigint | string,
    messageId: bigint | string,
    callback?: StatusCallback,
  ): Promise<void> {
    const work = () => this.#social.deleteUserMessage(recipientId, messageId);
    return this.#call('DeleteUserMessage', work, callback, []) as Promise<void>;
  }

  /** The conversation's most recent direct messages (limit 1..200), newest first. */
  GetUserMessagesWithLimit(recipientId: bigint | string, limit: number): Promise<MessageHandle[]>;
  GetUserMessagesWithLimit(
    recipientId: bigint | string,
    limit: number,
    callback: GetMessagesCallback,
  ): Promise<void>;
  GetUserMessagesWithLimit(
    recipientId: bigint | string,
    limit: number,
    callback?: GetMessagesCallback,
  ): Promise<unknown> {
    const work = () => this.#social.userMessages(recipientId, limit);
    return this.#call('GetUserMessagesWithLimit', work, callback, [[]]);
  }

  /** The last message of each of the user's conversations, most recent first. */
  GetUserMessageSummaries(): Promise<UserMessageSummary[]>;
  GetUserMessageSummaries(callback: GetUserMessageSummariesCallback): Promise<void>;
  GetUserMessageSummaries(callback?: GetUserMessageSummariesCallback): Promise<unknown> {
    return this.#call('GetUserMessageSummaries', () => this.#social.userMessageSummaries(), callback, [[]]);
  }

  /** A live view of a cached message (the 25 most recent of each channel), or null. */
  GetMessageHandle(messageId: bigint | string): MessageHandle | null {
    this.#requireReady('GetMessageHandle');
    return this.#social.messageHandle(messageId);
  }

  // Event slots: one callback each, next to the `on(...)` events of the same names ----------------

  SetLobbyCreatedCallback(callback: SlotOf<'lobbyCreated'>): void {
    this.#setSlot('lobbyCreated', callback);
  }
  SetLobbyDeletedCallback(callback: SlotOf<'lobbyDeleted'>): void {
    this.#setSlot('lobbyDeleted', callback);
  }
  SetLobbyUpdatedCallback(callback: SlotOf<'lobbyUpdated'>): void {
    this.#setSlot('lobbyUpdated', callback);
  }
  SetLobbyMemberAddedCallback(callback: SlotOf<'lobbyMemberAdded'>): void {
    this.#setSlot('lobbyMemberAdded', callback);
  }
  SetLobbyMemberUpdatedCallback(callback: SlotOf<'lobbyMemberUpdated'>): void {
    this.#setSlot('lobbyMemberUpdated', callback);
  }
  SetLobbyMemberRemovedCallback(callback: SlotOf<'lobbyMemberRemoved'>): void {
    this.#setSlot('lobbyMemberRemoved', callback);
  }
  SetMessageCreatedCallback(callback: SlotOf<'messageCreated'>): void {
    this.#setSlot('messageCreated', callback);
  }
  SetMessageUpdatedCallback(callback: SlotOf<'messageUpdated'>): void {
    this.#setSlot('messageUpdated', callback);
  }
  SetMessageDeletedCallback(callback: SlotOf<'messageDeleted'>): void {
    this.#setSlot('messageDeleted', callback);
  }

  #setSlot<K extends keyof SocialEvents>(name: K, callback: SlotOf<K>): void {
    if (callback !== undefined && typeof callback !== 'function') {
      throw ValidationError.argument('callback', 'callback: expected a function or undefined');
    }
    (this.#slots as Record<string, unknown>)[name] = callback;
  }

  /** A lobby or message event: its slot, then its `on(...)` listeners, as one delivery. */
  #deliverSocial(happened: SocialEvent): void {
    const slot = this.#slots[happened.name] as ((...values: unknown[]) => void) | undefined;
    if (slot) this.#callbacks.run(() => slot(...happened.args));
    this.#deliver(happened.name, ...(happened.args as [string, string]));
  }

  /** A call that needs the connection: ClientNotReady before Ready, then {@link settle}. */
  #call<T, V extends readonly unknown[]>(
    name: string,
    work: () => Promise<T>,
    callback: ResultCallback<V> | undefined,
    empty: V,
  ): Promise<T> | Promise<void> {
    return this.#settle(
      async () => {
        this.#requireReady(name);
        return work();
      },
      callback,
      (value) => (value === undefined ? [] : [value]) as unknown as V,
      empty,
    );
  }

  /** Calls that need the connection fail at once, with ClientNotReady, before Ready. */
  #requireReady(call: string): void {
    if (this.#connection.status === ConnectionStatus.Ready && this.#user !== undefined) return;
    throw new ClientResultError(
      new ClientResult({
        type: ErrorType.ClientNotReady,
        error: `${call}: the client is not ready: call Connect() and wait for Client.Status.Ready`,
      }),
    );
  }

  /** {@link settle} with this client's callback delivery. */
  #settle<T, V extends readonly unknown[]>(
    work: () => Promise<T>,
    callback: ResultCallback<V> | undefined,
    spread: (value: T) => V,
    empty: V,
  ): Promise<T> | Promise<void> {
    return settle(work, callback, spread, empty, this.#callbacks.run);
  }

  #statusChanged(status: ClientStatus, error: ClientError, detail: number): void {
    if (status === ConnectionStatus.Disconnected) this.#user = undefined;
    this.#callbacks.run(() => this.#statusCallback?.(status, error, detail));
    this.#deliver('statusChanged', status, error, detail);
  }

  /**
   * Delivers an event to its listeners like a callback (at once, or at `RunCallbacks()`); a listener
   * that throws is reported and the others still run.
   */
  #deliver<K extends keyof ClientEvents>(event: K, ...args: ClientEvents[K]): void {
    this.#callbacks.run(() => {
      for (const listener of this.rawListeners(event) as ((...values: unknown[]) => void)[]) {
        try {
          listener.apply(this, args);
        } catch (error) {
          this.#reportCallbackError(error);
        }
      }
    });
  }

  /** What a callback threw: to `error` listeners, else the log, else a process warning. Never throws. */
  #reportCallbackError(error: unknown): void {
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    if (this.listenerCount('error') > 0) {
      try {
        this.emit('error', error);
        return;
      } catch (listenerError) {
        this.#log?.(`an error listener threw: ${String(listenerError)}`);
        return;
      }
    }
    if (this.#log) this.#log(`a callback threw: ${text}`);
    else process.emitWarning(`a Client callback threw: ${text}`, 'ClientCallbackWarning');
  }

  #received(tokens: TokenSet): TokenSet {
    this.#lifetime.received(tokens);
    if (tokens.claims !== undefined) this.#lastClaims = tokens.claims;
    return tokens;
  }

  #setToken(token: string | undefined): void {
    this.#token = token;
    this.#transport.setAuthorization(token === undefined ? undefined : { type: 'Bearer', token });
    this.#lifetime.setCurrent(token);
  }
}
