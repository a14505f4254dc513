import {
  bulkOverwriteGlobalCommands,
  bulkOverwriteGuildCommands,
  createGlobalCommand,
  createGuildCommand,
  deleteGlobalCommand,
  deleteGuildCommand,
  editCommandPermissions,
  editGlobalCommand,
  editGuildCommand,
  getCommandPermissions,
  getGlobalCommand,
  getGuildCommand,
  listGlobalCommands,
  listGuildCommandPermissions,
  listGuildCommands
} from "./chunk-GAG6HOV7.js";
import {
  DEFAULT_MAX_SKEW_SECONDS,
  InteractionOptions,
  InteractionReplies,
  RawBodyError,
  autocompleteResponse,
  commandPath,
  createFollowupMessage,
  createInteractionHandler,
  createInteractionResponse,
  deferredMessageResponse,
  deferredUpdateResponse,
  deleteFollowupMessage,
  deleteOriginalInteractionResponse,
  editFollowupMessage,
  editOriginalInteractionResponse,
  focusedOption,
  getOriginalInteractionResponse,
  interactionPublicKey,
  interactionSignatureProblem,
  isStale,
  launchActivityResponse,
  messageResponse,
  modalResponse,
  parseInteraction,
  pongResponse,
  readOptions,
  targetMember,
  targetMessage,
  targetUser,
  updateMessageResponse,
  verifyInteraction
} from "./chunk-YBUYPC3Z.js";
import {
  ACTIVITY_JOIN_PATH,
  Activity,
  ActivityAssets,
  ActivityButton,
  ActivityInvite,
  ActivityParty,
  ActivitySecrets,
  ActivityTimestamps,
  AdditionalContent,
  AudioDevice,
  AudioModeType,
  AudioSystem,
  AuthenticationCodeChallengeMethod,
  AuthorizationAbortedError,
  AuthorizationArgs,
  AuthorizationCodeChallenge,
  AuthorizationCodeVerifier,
  AuthorizationError,
  Authorizer,
  Call,
  CallError,
  CallInfoHandle,
  CallStatus,
  ChannelHandle,
  ChannelType as ChannelType2,
  Client,
  ClientCreateOptions,
  ClientError,
  ClientResult,
  ClientResultError,
  ClientStatus,
  ClientThread,
  DEFAULT_AUTHORIZE_TIMEOUT_MS,
  DEFAULT_LOG_FILE_MAX_BYTES,
  DeauthorizedError,
  DeviceAuthorizationArgs,
  ErrorType,
  GuildChannel,
  GuildMinimal,
  IdTokenError,
  LOG_FILE_NAME,
  LinkedChannel,
  LinkedLobby,
  LobbyHandle,
  LobbyMemberHandle,
  MAX_JOIN_SECRET_LENGTH,
  MAX_LAUNCH_COMMAND_LENGTH,
  MAX_REDIRECT_URL_LENGTH,
  MAX_STEAM_APP_ID,
  MessageHandle,
  OidcProvider,
  RelationshipHandle,
  SDK_VERSION,
  UserApplicationProfileHandle,
  UserHandle,
  UserMessageSummary,
  VADThresholdSettings,
  VoiceStateHandle,
  acceptActivityInvite,
  acceptFriendRequest,
  activityJoinUrl,
  addLobbyMember,
  blockUser,
  browserCommand,
  buildAuthorizeUrl,
  bulkUpdateLobbyMembers,
  cancelFriendRequest,
  checkRedirectUrl,
  clientCredentialsToken,
  createAuthorizationCodeVerifier,
  createLinkedLobbyGuildInvite,
  createLobby,
  createOrJoinLobby,
  customSchemeRedirectUri,
  defaultCustomScheme,
  defaultLaunchCommand,
  deleteLobby,
  deleteUserMessage,
  editUserMessage,
  errorTypeName,
  exchangeAuthorizationCode,
  exchangeChildToken,
  extractRedirectUrl,
  getCurrentUserGuilds,
  getGateway,
  getGuildChannels,
  getLobby,
  getLobbyMessages,
  getProvisionalToken,
  getRelationships,
  getUserMessageSummaries,
  getUserMessages,
  getUserOfToken,
  leaveLobby,
  loggingSeverityName,
  loopbackRedirectUri,
  modifyLobby,
  nativeStatus,
  nodeNet,
  openInBrowser,
  parseActivityJoinUrl,
  parsedLobbyCalls,
  pollDeviceToken,
  printingDeviceScreen,
  queryScheme,
  randomBytes,
  randomFill,
  randomToken,
  refreshAccessToken,
  registerLaunchCommand,
  registerLaunchSteamApplication,
  registerScheme,
  rejectFriendRequest,
  removeFriend,
  removeLobbyMember,
  requestDeviceAuthorization,
  resolveScheme,
  revokeToken,
  runCallbacks,
  runDeviceGrant,
  sendActivityInvite,
  sendActivityJoinRequest,
  sendFriendRequest,
  sendLobbyMessage,
  sendUserMessage,
  setLobbyChannelLink,
  splitLaunchCommand,
  steamLaunchUrl,
  toClientResult,
  unblockUser,
  unmergeProvisionalAccount,
  unregisterScheme,
  updateProvisionalDisplayName,
  verifyIdToken
} from "./chunk-HIRXTXB4.js";
import {
  ActivityIssueCodes,
  ActivityLimits,
  DISPATCH_SHAPES,
  DispatchBounds,
  INVITE_CONTENT_MAX,
  InvalidCommandSetError,
  LINK_CHANNEL_PERMISSIONS,
  LOBBY_FULL_STATUS,
  MESSAGE_CREATE_FIELDS,
  MESSAGE_EDIT_FIELDS,
  NONCE_WINDOW_MS,
  RelationshipIssueCodes,
  SETTABLE_MESSAGE_FLAGS,
  USERNAME_MAX,
  USERNAME_MIN,
  activityTimestampMs,
  canLinkLobby,
  canUseCommand,
  channelLinkRefusal,
  channelPermissions,
  checkAddLobbyMemberBody,
  checkBulkLobbyMembersBody,
  checkClientFrame,
  checkCommandPermissionsBody,
  checkCreateOrJoinLobbyBody,
  checkDispatch,
  checkLobbyBody,
  checkLobbyMessageBody,
  checkLobbyMessagesLimit,
  checkPresenceUpdate,
  checkServerFrame,
  checkVoiceStatusBody,
  diffCommand,
  displayNameIssues,
  externalAuthTypeOf,
  externalAuthTypeWire,
  externalCredentialIssues,
  formatUserCode,
  intentsProblem,
  inviteIsValid,
  isLobbyFull,
  isTokenText,
  isTooManyLobbies,
  lobbyFullError,
  lobbyLinkRefusal,
  localizeCommand,
  localizedEntry,
  mayInvite,
  membersAfter,
  normalizeUserCode,
  notJoinableReason,
  openToAllMembers,
  parseDeviceAuthorizationResponse,
  parseMentions,
  parseProvisionalTokenResponse,
  planCommandSync,
  resolveLocalized,
  send,
  sendForList,
  shardProblem,
  tooManyLobbiesError,
  usernameIssues,
  validateActivity,
  validateActivityInviteBody,
  validateAddLobbyMemberBody,
  validateBulkLobbyMembersBody,
  validateChannelLinkBody,
  validateCommand,
  validateCommandPermissionsBody,
  validateCommandSet,
  validateCreateOrJoinLobbyBody,
  validateDirectMessageBody,
  validateDirectMessageIds,
  validateDirectMessagesLimit,
  validateFriendRequestBody,
  validateLobbyBody,
  validateLobbyMessageBody,
  validateLobbyMessagesLimit,
  validateModerationMetadataBody,
  validatePathIds,
  validateRelationshipKind,
  validateRelationshipUserId,
  validateVoiceStatusBody,
  withoutSecrets
} from "./chunk-O67AVAP4.js";
import {
  ACCESS_TOKEN_TYPE,
  ALL_GAME_PLATFORMS,
  ALL_INTENTS,
  ALL_PERMISSIONS,
  AbortError,
  ActivityActionTypes,
  ActivityGamePlatforms,
  ActivityPartyPrivacy,
  ActivityTypes,
  AdditionalContentType,
  ApiErrorCode,
  ApplicationCommandOptionType,
  ApplicationCommandPermissionType,
  ApplicationCommandType,
  ApplicationFlags,
  ApplicationIntegrationType,
  ApplicationIntentFlags,
  AuthenticationExternalAuthType,
  AuthorizationTokenType,
  AvatarType,
  CHOSEN_STATUSES,
  CONNECTION_SERVICES,
  ChannelType,
  ClientCacheBounds,
  ConnectionVisibility,
  DEFAULT_BASE_URL,
  DEFAULT_DEVICE_POLL_INTERVAL_SECONDS,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_USER_AGENT,
  DEVICE_CODE_GRANT_TYPE,
  DisclosureTypes,
  EXTERNAL_AUTH_TYPE_WIRE,
  EntryPointCommandHandlerType,
  ExternalIdentityProviderType,
  FATAL_GATEWAY_CLOSE_CODES,
  GATEWAY_EVENT_NAMES,
  GATEWAY_VERSION,
  GatewayCloseCode,
  GatewayIntentBits,
  GatewayLimits,
  GatewayOpcode,
  HttpResponseError,
  HttpStatusCode,
  INVALID_FORM_BODY_MESSAGE,
  IntegrationType,
  InteractionCallbackType,
  InteractionContextType,
  InteractionType,
  InvalidPermissionsError,
  InvalidResponseError,
  InvalidSnowflakeError,
  IssueCodes,
  LOCALES,
  LOCALE_FALLBACK,
  Limits,
  LobbyMemberFlags,
  MAJOR_PARAMETERS,
  MAX_EXTERNAL_AUTH_TOKEN_LENGTH,
  MAX_FRIENDS,
  MAX_PROVISIONAL_DISPLAY_NAME_LENGTH,
  MAX_TIMEOUT_MS,
  MessageFlags,
  NAME_PATTERN_SOURCE,
  NetworkError,
  OAuthError,
  OPTION_TYPE_NAMES,
  PRIVILEGED_INTENTS,
  PROVISIONAL_TOKEN_TTL_SECONDS,
  PermissionFlags,
  ProvisionalErrorCode,
  REDACTED,
  RELATIONSHIP_KINDS,
  RateLimitedError,
  RelationshipGroupType,
  RelationshipType,
  SESSION_ENDING_CLOSE_CODES,
  SLOW_DOWN_STEP_SECONDS,
  SNOWFLAKE_EPOCH_MS,
  SdkError,
  ServiceError,
  SnowflakeGenerator,
  StatusDisplayTypes,
  StatusType,
  THREAD_CHANNEL_TYPES,
  TOKEN_EXCHANGE_GRANT_TYPE,
  TimeoutError,
  Transport,
  USER_CODE_ALPHABET,
  USER_CODE_LENGTH,
  ValidationError,
  allChannelsPermissionId,
  allowedResponseTypes,
  backoffDelay,
  callFields,
  checkOptionKeys,
  codePoints,
  commandCountLimit,
  compareSnowflakes,
  composeSnowflake,
  deconstructSnowflake,
  enumName,
  enumNamer,
  everyonePermissionId,
  flattenErrorBody,
  formatIssue,
  formatPath,
  hasAllPermissions,
  hasAnyPermission,
  invocationLeafOptions,
  invocationPath,
  isEnumValue,
  isLocale,
  isRecord,
  isSnowflake,
  optionKeys,
  parseErrorBody,
  parsePermissions,
  parseSnowflake,
  permissionBits,
  permissionNames,
  permissionsProblem,
  serializePermissions,
  snowflakeArgs,
  snowflakeFromTimestamp,
  snowflakeTimestamp,
  toErrorBody,
  validateInteractionMessage,
  validateInteractionResponse,
  validateInvocationOptions
} from "./chunk-EYNRBFIB.js";
import {
  CHANNELS,
  DiscardPlayback,
  FRAME_MS,
  FRAME_SAMPLES,
  FRAME_VALUES,
  SAMPLE_RATE,
  SilenceCapture,
  TimerFrameClock
} from "./chunk-3SR6KAXP.js";
import {
  LoggingSeverity,
  SpeakingFlags,
  VOICE_GATEWAY_VERSIONS,
  VoiceCloseCode,
  VoiceEncryptionMode,
  VoiceOpcode,
  __name
} from "./chunk-25XPD655.js";

// dist/api/moderationMetadata.js
var LOBBY_MESSAGE = "/lobbies/{lobby.id}/messages/{message.id}/moderation-metadata";
var DIRECT_MESSAGE = "/partner-sdk/dms/{user1}/{user2}/messages/{message.id}/moderation-metadata";
async function setLobbyMessageModerationMetadata(transport, lobbyId, messageId, metadata, options = {}) {
  await put(transport, LOBBY_MESSAGE, { lobbyId, messageId }, metadata, options);
}
__name(setLobbyMessageModerationMetadata, "setLobbyMessageModerationMetadata");
async function setDirectMessageModerationMetadata(transport, user1, user2, messageId, metadata, options = {}) {
  await put(transport, DIRECT_MESSAGE, { user1, user2, messageId }, metadata, options);
}
__name(setDirectMessageModerationMetadata, "setDirectMessageModerationMetadata");
async function put(transport, route, ids, metadata, options) {
  const check = /* @__PURE__ */ __name(() => validateModerationMetadataBody(metadata).issues, "check");
  await send(transport, { method: "PUT", route, ids, body: metadata, check, what: "metadata", options });
}
__name(put, "put");

// dist/api/users.js
async function getCurrentUser(transport, options = {}) {
  return (await transport.request({ method: "GET", route: "/users/@me", ...callFields(options) })).body;
}
__name(getCurrentUser, "getCurrentUser");
async function getCurrentUserConnections(transport, options = {}) {
  return sendForList(transport, { method: "GET", route: "/users/@me/connections", options });
}
__name(getCurrentUserConnections, "getCurrentUserConnections");
var USER_INFO_KEYS = optionKeys({ signal: true, expectedSubject: true });
async function getUserInfo(transport, options = {}) {
  const request = { method: "GET", route: "/oauth2/userinfo" };
  const expected = options.expectedSubject === void 0 ? void 0 : snowflakeArgs(request, { expectedSubject: options.expectedSubject }).expectedSubject;
  const response = await transport.request({ ...request, ...callFields(options, USER_INFO_KEYS) });
  const problem = userInfoProblem(response.body, expected);
  if (problem !== void 0)
    throw invalidUserInfo(request, response.status, problem, response.body);
  return response.body;
}
__name(getUserInfo, "getUserInfo");
var CLAIM_TYPES = {
  preferred_username: ["string"],
  nickname: ["string", "null"],
  picture: ["string"],
  locale: ["string"],
  email: ["string", "null"],
  email_verified: ["boolean"]
};
function userInfoProblem(body, expectedSubject) {
  if (!isRecord(body))
    return "is not a JSON object";
  const claims = body;
  if (typeof claims.sub !== "string" || !isSnowflake(claims.sub))
    return "has no snowflake `sub`";
  if (expectedSubject !== void 0 && claims.sub !== expectedSubject)
    return `is about user ${claims.sub}, not the ID token's subject ${expectedSubject}`;
  for (const [claim, types] of Object.entries(CLAIM_TYPES)) {
    const value = claims[claim];
    if (value === void 0)
      continue;
    const type = value === null ? "null" : typeof value;
    if (!types.includes(type))
      return `has \`${claim}\` of type ${type}, expected ${types.join(" or ")}`;
  }
  return void 0;
}
__name(userInfoProblem, "userInfoProblem");
function invalidUserInfo(request, status, problem, body) {
  const keys = typeof body === "object" && body !== null ? Object.keys(body).join(", ") : typeof body;
  return new InvalidResponseError(request, status, problem, `[claims: ${keys}]`);
}
__name(invalidUserInfo, "invalidUserInfo");
async function setVoiceChannelStatus(transport, channelId, status, options = {}) {
  const route = "/channels/{channel.id}/voice-status";
  const body = { status };
  await send(transport, {
    method: "PUT",
    route,
    ids: { channelId },
    body,
    check: /* @__PURE__ */ __name(() => checkVoiceStatusBody(body), "check"),
    options
  });
}
__name(setVoiceChannelStatus, "setVoiceChannelStatus");

// dist/deeplink/endpoint.js
import { createHash } from "node:crypto";
import { lstatSync, mkdirSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { isAbsolute, join } from "node:path";
var MAX_SOCKET_PATH_BYTES = 103;
function defaultSocketDirectory(env = process.env) {
  const runtime = env.XDG_RUNTIME_DIR;
  if (runtime !== void 0 && isAbsolute(runtime))
    return join(runtime, "social-sdk");
  return join(tmpdir(), `social-sdk-${process.getuid?.() ?? userInfo().username}`);
}
__name(defaultSocketDirectory, "defaultSocketDirectory");
function ensurePrivateDirectory(directory) {
  try {
    mkdirSync(directory, { recursive: true, mode: 448 });
  } catch (cause) {
    throw new Error(`cannot create the redirect socket directory ${directory}: ${cause.message}`);
  }
  const info = lstatSync(directory);
  const uid = process.getuid?.();
  if (!info.isDirectory())
    throw new Error(`${directory} is not a directory (a symlink is not accepted)`);
  if (uid !== void 0 && info.uid !== uid) {
    throw new Error(`${directory} belongs to uid ${info.uid}, not to this user (${uid}); refusing to use it`);
  }
  if ((info.mode & 63) !== 0) {
    throw new Error(`${directory} is accessible to other users (mode ${(info.mode & 511).toString(8)}); it must be 0700`);
  }
}
__name(ensurePrivateDirectory, "ensurePrivateDirectory");
function redirectEndpoint(scheme, options = {}) {
  if ((options.platform ?? process.platform) === "win32") {
    const user = userInfo().username.replace(/[^A-Za-z0-9_.-]/g, "_");
    return `\\\\.\\pipe\\social-sdk-${user}-${scheme}`;
  }
  const directory = options.directory ?? defaultSocketDirectory();
  if (!isAbsolute(directory))
    throw new TypeError(`socket directory must be an absolute path: ${directory}`);
  ensurePrivateDirectory(directory);
  let path = join(directory, `${scheme}.sock`);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) {
    path = join(directory, `${createHash("sha256").update(scheme).digest("hex").slice(0, 16)}.sock`);
  }
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) {
    throw new RangeError(`the socket path ${path} is longer than ${MAX_SOCKET_PATH_BYTES} bytes; choose a shorter directory`);
  }
  return path;
}
__name(redirectEndpoint, "redirectEndpoint");

// dist/deeplink/protocol.js
var REQUEST_PREFIX = "REDIRECT ";
var DEFAULT_FORWARD_TIMEOUT_MS = 3e3;
var MAX_REPLY_BYTES = 128;
var RedirectForwardError = class extends Error {
  static {
    __name(this, "RedirectForwardError");
  }
  code;
  name = "RedirectForwardError";
  constructor(message, code) {
    super(message);
    this.code = code;
  }
};
function readLine(socket, maxBytes, timeoutMs) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let length = 0;
    const timer = setTimeout(() => finish(new RedirectForwardError("no complete line in time", "timeout")), timeoutMs);
    const onData = /* @__PURE__ */ __name((chunk) => {
      const newline = chunk.indexOf(10);
      const take = newline === -1 ? chunk : chunk.subarray(0, newline);
      length += take.length;
      if (length > maxBytes) {
        finish(new RedirectForwardError(`line longer than ${maxBytes} bytes`, "protocol"));
        return;
      }
      chunks.push(take);
      if (newline !== -1)
        finish(void 0, Buffer.concat(chunks).toString("latin1"));
    }, "onData");
    const onEnd = /* @__PURE__ */ __name(() => finish(void 0, void 0), "onEnd");
    const onError = /* @__PURE__ */ __name((error) => finish(new RedirectForwardError(`connection failed: ${error.message}`, "connection")), "onError");
    function finish(error, line) {
      clearTimeout(timer);
      socket.off("data", onData);
      socket.off("end", onEnd);
      socket.off("error", onError);
      socket.pause();
      if (error)
        reject(error);
      else
        resolve(line);
    }
    __name(finish, "finish");
    socket.on("data", onData);
    socket.on("end", onEnd);
    socket.on("error", onError);
  });
}
__name(readLine, "readLine");
async function sendRedirect(socket, url, timeoutMs = DEFAULT_FORWARD_TIMEOUT_MS) {
  try {
    socket.on("error", () => {
    });
    const reply = readLine(socket, MAX_REPLY_BYTES, timeoutMs);
    socket.write(`${REQUEST_PREFIX}${url}
`);
    const line = await reply;
    if (line === "OK")
      return;
    if (line?.startsWith("ERROR ")) {
      throw new RedirectForwardError(`the running instance refused the URL: ${line.slice(6)}`, "rejected");
    }
    throw new RedirectForwardError("the running instance gave no valid answer", "protocol");
  } finally {
    socket.destroy();
  }
}
__name(sendRedirect, "sendRedirect");
function connectEndpoint(endpoint, timeoutMs) {
  return new Promise((resolve, reject) => {
    const socket = nodeNet().connect(endpoint);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new RedirectForwardError(`no answer from ${endpoint} in ${timeoutMs} ms`, "timeout"));
    }, timeoutMs);
    socket.once("connect", () => {
      clearTimeout(timer);
      socket.removeAllListeners("error");
      resolve(socket);
    });
    socket.once("error", (error) => {
      clearTimeout(timer);
      socket.destroy();
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED")
        resolve("absent");
      else
        reject(new RedirectForwardError(`cannot connect to ${endpoint}: ${error.message}`, "connection"));
    });
  });
}
__name(connectEndpoint, "connectEndpoint");
var RETRY_DELAYS_MS = [25, 50, 100, 200, 400];
async function sendRedirectWithRetry(first, endpoint, url, timeoutMs = DEFAULT_FORWARD_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  let socket = first;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if (socket === "absent")
        throw new RedirectForwardError(`no running instance listens on ${endpoint}`, "connection");
      await sendRedirect(socket, url, Math.max(1, deadline - Date.now()));
      return;
    } catch (error) {
      const dropped = error instanceof RedirectForwardError && (error.code === "connection" || error.code === "protocol");
      const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)] ?? 400;
      if (!dropped || Date.now() + delay >= deadline)
        throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
      socket = await connectEndpoint(endpoint, Math.max(1, deadline - Date.now()));
    }
  }
}
__name(sendRedirectWithRetry, "sendRedirectWithRetry");
async function forwardRedirect(endpoint, url, timeoutMs = DEFAULT_FORWARD_TIMEOUT_MS) {
  const socket = await connectEndpoint(endpoint, timeoutMs);
  if (socket === "absent")
    throw new RedirectForwardError(`no running instance listens on ${endpoint}`, "connection");
  await sendRedirectWithRetry(socket, endpoint, url, timeoutMs);
}
__name(forwardRedirect, "forwardRedirect");

// dist/deeplink/receiver.js
import { chmodSync, lstatSync as lstatSync2, unlinkSync } from "node:fs";
var MAX_CONNECTIONS = 256;
var LINE_TIMEOUT_MS = 1e3;
function listen(server, endpoint) {
  return new Promise((resolve, reject) => {
    const onError = /* @__PURE__ */ __name((error) => {
      server.off("listening", onListening);
      reject(error);
    }, "onError");
    const onListening = /* @__PURE__ */ __name(() => {
      server.off("error", onError);
      resolve();
    }, "onListening");
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(endpoint);
  });
}
__name(listen, "listen");
function defaultOnError(error) {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : typeof error;
  process.emitWarning(`social-sdk: the redirect handler failed (${detail})`, "RedirectHandlerWarning");
}
__name(defaultOnError, "defaultOnError");
var RECEIVER_KEYS = optionKeys({
  scheme: true,
  onRedirect: true,
  onActivityJoin: true,
  argv: true,
  onError: true,
  socketDirectory: true,
  maxUrlLength: true,
  timeoutMs: true
});
async function startRedirectReceiver(options) {
  if (typeof options !== "object" || options === null) {
    throw new TypeError("startRedirectReceiver(options): expected an object");
  }
  checkOptionKeys(options, RECEIVER_KEYS, "startRedirectReceiver: options");
  const scheme = resolveScheme(options.scheme, "startRedirectReceiver(options.scheme)");
  const { onRedirect, onActivityJoin } = options;
  if (onActivityJoin !== void 0 && typeof onActivityJoin !== "function") {
    throw new TypeError("startRedirectReceiver(options.onActivityJoin): expected a function (secret, applicationId) => ...");
  }
  if (typeof onRedirect !== "function" && (onRedirect !== void 0 || onActivityJoin === void 0)) {
    throw new TypeError("startRedirectReceiver(options.onRedirect): expected a function (url) => ...");
  }
  const maxUrlLength = positiveInteger(options.maxUrlLength, MAX_REDIRECT_URL_LENGTH, "maxUrlLength");
  const timeoutMs = positiveInteger(options.timeoutMs, DEFAULT_FORWARD_TIMEOUT_MS, "timeoutMs");
  const onError = options.onError ?? defaultOnError;
  const applicationId = /^discord-([0-9]+)$/.exec(scheme)?.[1];
  const url = extractRedirectUrl(options.argv ?? process.argv, scheme, maxUrlLength);
  const endpoint = redirectEndpoint(scheme, { directory: options.socketDirectory });
  const run = /* @__PURE__ */ __name((handler) => {
    try {
      const result = handler();
      if (result instanceof Promise)
        result.catch(onError);
    } catch (error) {
      onError(error);
    }
  }, "run");
  const route = /* @__PURE__ */ __name((accepted) => {
    const join2 = onActivityJoin === void 0 ? void 0 : parseActivityJoinUrl(accepted, scheme);
    if (join2?.kind === "invalid")
      return { refused: join2.reason };
    if (join2?.kind === "join")
      return { deliver: /* @__PURE__ */ __name(() => run(() => onActivityJoin?.(join2.secret, applicationId)), "deliver") };
    if (onRedirect === void 0)
      return { refused: "not_handled" };
    return { deliver: /* @__PURE__ */ __name(() => run(() => onRedirect(accepted)), "deliver") };
  }, "route");
  const connections = /* @__PURE__ */ new Set();
  const server = nodeNet().createServer({ pauseOnConnect: false }, (socket) => {
    connections.add(socket);
    socket.on("close", () => connections.delete(socket));
    socket.on("error", () => socket.destroy());
    serveOne(socket, scheme, maxUrlLength, timeoutMs, route);
  });
  server.maxConnections = MAX_CONNECTIONS;
  const handOver = /* @__PURE__ */ __name(async (peer) => {
    if (url === void 0) {
      peer.destroy();
      return { role: "secondary", scheme, endpoint, forwarded: false };
    }
    await sendRedirectWithRetry(peer, endpoint, url, timeoutMs);
    return { role: "secondary", scheme, endpoint, forwarded: true };
  }, "handOver");
  if (process.platform === "win32") {
    const peer = await connectEndpoint(endpoint, timeoutMs);
    if (peer !== "absent")
      return handOver(peer);
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await listen(server, endpoint);
    } catch (error) {
      if (error.code !== "EADDRINUSE")
        throw error;
      const peer = await connectEndpoint(endpoint, timeoutMs);
      if (peer === "absent") {
        removeStaleSocket(endpoint);
        continue;
      }
      return handOver(peer);
    }
    if (process.platform !== "win32")
      chmodSync(endpoint, 384);
    if (url !== void 0) {
      const routed = route(url);
      setImmediate(() => {
        if ("deliver" in routed)
          routed.deliver();
        else
          onError(new RangeError(`the URL this program was started with was refused (${routed.refused})`));
      });
    }
    return {
      role: "primary",
      scheme,
      endpoint,
      coldStartUrl: url,
      close: /* @__PURE__ */ __name(() => new Promise((resolve) => {
        for (const socket of connections)
          socket.destroy();
        server.close(() => resolve());
      }), "close")
    };
  }
  throw new Error(`cannot claim ${endpoint}: it stays taken but nobody answers there`);
}
__name(startRedirectReceiver, "startRedirectReceiver");
function removeStaleSocket(endpoint) {
  if (process.platform === "win32")
    return;
  try {
    if (!lstatSync2(endpoint).isSocket()) {
      throw new Error(`${endpoint} exists and is not a socket; refusing to remove it`);
    }
    unlinkSync(endpoint);
  } catch (error) {
    if (error.code !== "ENOENT")
      throw error;
  }
}
__name(removeStaleSocket, "removeStaleSocket");
function serveOne(socket, scheme, maxUrlLength, timeoutMs, route) {
  const reply = /* @__PURE__ */ __name((line) => {
    socket.end(`${line}
`);
    setTimeout(() => socket.destroy(), timeoutMs).unref();
  }, "reply");
  readLine(socket, REQUEST_PREFIX.length + maxUrlLength, Math.min(timeoutMs, LINE_TIMEOUT_MS)).then((line) => {
    if (line === void 0) {
      socket.destroy();
      return;
    }
    if (!line.startsWith(REQUEST_PREFIX)) {
      reply("ERROR bad_request");
      return;
    }
    const check = checkRedirectUrl(line.slice(REQUEST_PREFIX.length), scheme, maxUrlLength);
    if (!check.ok) {
      reply(`ERROR ${check.reason}`);
      return;
    }
    const routed = route(check.url);
    if ("refused" in routed) {
      reply(`ERROR ${routed.refused}`);
      return;
    }
    reply("OK");
    routed.deliver();
  }, (error) => {
    if (error.code === "protocol")
      reply("ERROR too_long");
    else
      socket.destroy();
  });
}
__name(serveOne, "serveOne");
function positiveInteger(value, fallback, name) {
  if (value === void 0)
    return fallback;
  if (!Number.isInteger(value) || value <= 0) {
    throw new RangeError(`startRedirectReceiver(options.${name}): expected a positive integer, received ${value}`);
  }
  return value;
}
__name(positiveInteger, "positiveInteger");
export {
  ACCESS_TOKEN_TYPE,
  ACTIVITY_JOIN_PATH,
  ALL_GAME_PLATFORMS,
  ALL_INTENTS,
  ALL_PERMISSIONS,
  AbortError,
  Activity,
  ActivityActionTypes,
  ActivityAssets,
  ActivityButton,
  ActivityGamePlatforms,
  ActivityInvite,
  ActivityIssueCodes,
  ActivityLimits,
  ActivityParty,
  ActivityPartyPrivacy,
  ActivitySecrets,
  ActivityTimestamps,
  ActivityTypes,
  AdditionalContent,
  AdditionalContentType,
  ApiErrorCode,
  ApplicationCommandOptionType,
  ApplicationCommandPermissionType,
  ApplicationCommandType,
  ApplicationFlags,
  ApplicationIntegrationType,
  ApplicationIntentFlags,
  AudioDevice,
  AudioModeType,
  AudioSystem,
  AuthenticationCodeChallengeMethod,
  AuthenticationExternalAuthType,
  AuthorizationAbortedError,
  AuthorizationArgs,
  AuthorizationCodeChallenge,
  AuthorizationCodeVerifier,
  AuthorizationError,
  AuthorizationTokenType,
  Authorizer,
  AvatarType,
  CHANNELS,
  CHOSEN_STATUSES,
  CONNECTION_SERVICES,
  Call,
  CallError,
  CallInfoHandle,
  CallStatus,
  ChannelHandle,
  ChannelType2 as ChannelType,
  Client,
  ClientCacheBounds,
  ClientCreateOptions,
  ClientError,
  ClientResult,
  ClientResultError,
  ClientStatus,
  ClientThread,
  ConnectionVisibility,
  DEFAULT_AUTHORIZE_TIMEOUT_MS,
  DEFAULT_BASE_URL,
  DEFAULT_DEVICE_POLL_INTERVAL_SECONDS,
  DEFAULT_LOG_FILE_MAX_BYTES,
  DEFAULT_MAX_SKEW_SECONDS,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_USER_AGENT,
  DEVICE_CODE_GRANT_TYPE,
  DISPATCH_SHAPES,
  DeauthorizedError,
  DeviceAuthorizationArgs,
  DiscardPlayback,
  DisclosureTypes,
  DispatchBounds,
  EXTERNAL_AUTH_TYPE_WIRE,
  EntryPointCommandHandlerType,
  ErrorType,
  ExternalIdentityProviderType,
  FATAL_GATEWAY_CLOSE_CODES,
  FRAME_MS,
  FRAME_SAMPLES,
  FRAME_VALUES,
  GATEWAY_EVENT_NAMES,
  GATEWAY_VERSION,
  GatewayCloseCode,
  GatewayIntentBits,
  GatewayLimits,
  GatewayOpcode,
  GuildChannel,
  GuildMinimal,
  HttpResponseError,
  HttpStatusCode,
  INVALID_FORM_BODY_MESSAGE,
  INVITE_CONTENT_MAX,
  IdTokenError,
  IntegrationType,
  InteractionCallbackType,
  InteractionContextType,
  InteractionOptions,
  InteractionReplies,
  InteractionType,
  InvalidCommandSetError,
  InvalidPermissionsError,
  InvalidResponseError,
  InvalidSnowflakeError,
  IssueCodes,
  LINK_CHANNEL_PERMISSIONS,
  LOBBY_FULL_STATUS,
  LOCALES,
  LOCALE_FALLBACK,
  LOG_FILE_NAME,
  Limits,
  LinkedChannel,
  LinkedLobby,
  LobbyHandle,
  LobbyMemberFlags,
  LobbyMemberHandle,
  LoggingSeverity,
  MAJOR_PARAMETERS,
  MAX_EXTERNAL_AUTH_TOKEN_LENGTH,
  MAX_FRIENDS,
  MAX_JOIN_SECRET_LENGTH,
  MAX_LAUNCH_COMMAND_LENGTH,
  MAX_PROVISIONAL_DISPLAY_NAME_LENGTH,
  MAX_REDIRECT_URL_LENGTH,
  MAX_STEAM_APP_ID,
  MAX_TIMEOUT_MS,
  MESSAGE_CREATE_FIELDS,
  MESSAGE_EDIT_FIELDS,
  MessageFlags,
  MessageHandle,
  NAME_PATTERN_SOURCE,
  NONCE_WINDOW_MS,
  NetworkError,
  OAuthError,
  OPTION_TYPE_NAMES,
  OidcProvider,
  PRIVILEGED_INTENTS,
  PROVISIONAL_TOKEN_TTL_SECONDS,
  PermissionFlags,
  ProvisionalErrorCode,
  REDACTED,
  RELATIONSHIP_KINDS,
  RateLimitedError,
  RawBodyError,
  RedirectForwardError,
  RelationshipGroupType,
  RelationshipHandle,
  RelationshipIssueCodes,
  RelationshipType,
  runCallbacks as RunCallbacks,
  SAMPLE_RATE,
  SDK_VERSION,
  SESSION_ENDING_CLOSE_CODES,
  SETTABLE_MESSAGE_FLAGS,
  SLOW_DOWN_STEP_SECONDS,
  SNOWFLAKE_EPOCH_MS,
  SdkError,
  ServiceError,
  SilenceCapture,
  SnowflakeGenerator,
  SpeakingFlags,
  StatusDisplayTypes,
  StatusType,
  THREAD_CHANNEL_TYPES,
  TOKEN_EXCHANGE_GRANT_TYPE,
  TimeoutError,
  TimerFrameClock,
  Transport,
  USERNAME_MAX,
  USERNAME_MIN,
  USER_CODE_ALPHABET,
  USER_CODE_LENGTH,
  UserApplicationProfileHandle,
  UserHandle,
  UserMessageSummary,
  VADThresholdSettings,
  VOICE_GATEWAY_VERSIONS,
  ValidationError,
  VoiceCloseCode,
  VoiceEncryptionMode,
  VoiceOpcode,
  VoiceStateHandle,
  ChannelType as WireChannelType,
  acceptActivityInvite,
  acceptFriendRequest,
  activityJoinUrl,
  activityTimestampMs,
  addLobbyMember,
  allChannelsPermissionId,
  allowedResponseTypes,
  autocompleteResponse,
  backoffDelay,
  blockUser,
  browserCommand,
  buildAuthorizeUrl,
  bulkOverwriteGlobalCommands,
  bulkOverwriteGuildCommands,
  bulkUpdateLobbyMembers,
  canLinkLobby,
  canUseCommand,
  cancelFriendRequest,
  channelLinkRefusal,
  channelPermissions,
  checkAddLobbyMemberBody,
  checkBulkLobbyMembersBody,
  checkClientFrame,
  checkCommandPermissionsBody,
  checkCreateOrJoinLobbyBody,
  checkDispatch,
  checkLobbyBody,
  checkLobbyMessageBody,
  checkLobbyMessagesLimit,
  checkPresenceUpdate,
  checkRedirectUrl,
  checkServerFrame,
  checkVoiceStatusBody,
  clientCredentialsToken,
  codePoints,
  commandCountLimit,
  commandPath,
  compareSnowflakes,
  composeSnowflake,
  createAuthorizationCodeVerifier,
  createFollowupMessage,
  createGlobalCommand,
  createGuildCommand,
  createInteractionHandler,
  createInteractionResponse,
  createLinkedLobbyGuildInvite,
  createLobby,
  createOrJoinLobby,
  customSchemeRedirectUri,
  deconstructSnowflake,
  defaultCustomScheme,
  defaultLaunchCommand,
  defaultSocketDirectory,
  deferredMessageResponse,
  deferredUpdateResponse,
  deleteFollowupMessage,
  deleteGlobalCommand,
  deleteGuildCommand,
  deleteLobby,
  deleteOriginalInteractionResponse,
  deleteUserMessage,
  diffCommand,
  displayNameIssues,
  editCommandPermissions,
  editFollowupMessage,
  editGlobalCommand,
  editGuildCommand,
  editOriginalInteractionResponse,
  editUserMessage,
  enumName,
  enumNamer,
  errorTypeName,
  everyonePermissionId,
  exchangeAuthorizationCode,
  exchangeChildToken,
  externalAuthTypeOf,
  externalAuthTypeWire,
  externalCredentialIssues,
  extractRedirectUrl,
  flattenErrorBody,
  focusedOption,
  formatIssue,
  formatPath,
  formatUserCode,
  forwardRedirect,
  getCommandPermissions,
  getCurrentUser,
  getCurrentUserConnections,
  getCurrentUserGuilds,
  getGateway,
  getGlobalCommand,
  getGuildChannels,
  getGuildCommand,
  getLobby,
  getLobbyMessages,
  getOriginalInteractionResponse,
  getProvisionalToken,
  getRelationships,
  getUserInfo,
  getUserMessageSummaries,
  getUserMessages,
  getUserOfToken,
  hasAllPermissions,
  hasAnyPermission,
  intentsProblem,
  interactionPublicKey,
  interactionSignatureProblem,
  inviteIsValid,
  invocationLeafOptions,
  invocationPath,
  isEnumValue,
  isLobbyFull,
  isLocale,
  isSnowflake,
  isStale,
  isTokenText,
  isTooManyLobbies,
  launchActivityResponse,
  leaveLobby,
  listGlobalCommands,
  listGuildCommandPermissions,
  listGuildCommands,
  lobbyFullError,
  lobbyLinkRefusal,
  localizeCommand,
  localizedEntry,
  loggingSeverityName,
  loopbackRedirectUri,
  mayInvite,
  membersAfter,
  messageResponse,
  modalResponse,
  modifyLobby,
  nativeStatus,
  normalizeUserCode,
  notJoinableReason,
  openInBrowser,
  openToAllMembers,
  parseActivityJoinUrl,
  parseDeviceAuthorizationResponse,
  parseErrorBody,
  parseInteraction,
  parseMentions,
  parsePermissions,
  parseProvisionalTokenResponse,
  parseSnowflake,
  parsedLobbyCalls,
  permissionBits,
  permissionNames,
  permissionsProblem,
  planCommandSync,
  pollDeviceToken,
  pongResponse,
  printingDeviceScreen,
  queryScheme,
  randomBytes,
  randomFill,
  randomToken,
  readOptions,
  redirectEndpoint,
  refreshAccessToken,
  registerLaunchCommand,
  registerLaunchSteamApplication,
  registerScheme,
  rejectFriendRequest,
  removeFriend,
  removeLobbyMember,
  requestDeviceAuthorization,
  resolveLocalized,
  resolveScheme,
  revokeToken,
  runDeviceGrant,
  sendActivityInvite,
  sendActivityJoinRequest,
  sendFriendRequest,
  sendLobbyMessage,
  sendUserMessage,
  serializePermissions,
  setDirectMessageModerationMetadata,
  setLobbyChannelLink,
  setLobbyMessageModerationMetadata,
  setVoiceChannelStatus,
  shardProblem,
  snowflakeFromTimestamp,
  snowflakeTimestamp,
  splitLaunchCommand,
  startRedirectReceiver,
  steamLaunchUrl,
  targetMember,
  targetMessage,
  targetUser,
  toClientResult,
  toErrorBody,
  tooManyLobbiesError,
  unblockUser,
  unmergeProvisionalAccount,
  unregisterScheme,
  updateMessageResponse,
  updateProvisionalDisplayName,
  usernameIssues,
  validateActivity,
  validateActivityInviteBody,
  validateAddLobbyMemberBody,
  validateBulkLobbyMembersBody,
  validateChannelLinkBody,
  validateCommand,
  validateCommandPermissionsBody,
  validateCommandSet,
  validateCreateOrJoinLobbyBody,
  validateDirectMessageBody,
  validateDirectMessageIds,
  validateDirectMessagesLimit,
  validateFriendRequestBody,
  validateInteractionMessage,
  validateInteractionResponse,
  validateInvocationOptions,
  validateLobbyBody,
  validateLobbyMessageBody,
  validateLobbyMessagesLimit,
  validateModerationMetadataBody,
  validatePathIds,
  validateRelationshipKind,
  validateRelationshipUserId,
  validateVoiceStatusBody,
  verifyIdToken,
  verifyInteraction,
  withoutSecrets
};
