import {
  ActivityLimits,
  LOOPBACK_HOST,
  activityTimestampMs,
  canLinkLobby,
  channelLinkRefusal,
  checkAddLobbyMemberBody,
  checkBulkLobbyMembersBody,
  checkCreateOrJoinLobbyBody,
  checkDispatch,
  checkLobbyBody,
  checkLobbyMessageBody,
  checkLobbyMessagesLimit,
  checkPresenceUpdate,
  checkServerFrame,
  codeVerifierProblem,
  displayNameIssues,
  externalAuthTypeWire,
  externalCredentialIssues,
  formatUserCode,
  isS256Challenge,
  isTokenString,
  isTokenText,
  normalizeUserCode,
  notJoinableReason,
  openToAllMembers,
  parseDeviceAuthorizationResponse,
  parseProvisionalTokenResponse,
  parseTokenResponse,
  s256Challenge,
  send,
  sendForList,
  usernameIssues,
  validateActivity,
  validateActivityInviteBody,
  validateChannelLinkBody,
  validateDirectMessageBody,
  validateDirectMessagesLimit,
  validateFriendRequestBody,
  validateRelationshipKind,
  withoutSecrets
} from "./chunk-O67AVAP4.js";
import {
  ACCESS_TOKEN_TYPE,
  AbortError,
  ActivityActionTypes,
  ActivityGamePlatforms,
  ActivityPartyPrivacy,
  ActivityTypes,
  AdditionalContentType,
  ApplicationIntegrationType,
  AuthorizationTokenType,
  AvatarType,
  ChannelType,
  ClientCacheBounds,
  DEFAULT_BASE_URL,
  DEFAULT_TIMEOUT_MS,
  DEVICE_CODE_GRANT_TYPE,
  DisclosureTypes,
  ExternalIdentityProviderType,
  FATAL_GATEWAY_CLOSE_CODES,
  GATEWAY_VERSION,
  GatewayCloseCode,
  GatewayLimits,
  GatewayOpcode,
  HttpResponseError,
  InvalidResponseError,
  IssueCodes,
  NetworkError,
  OAuthError,
  ProvisionalErrorCode,
  RateLimitedError,
  RelationshipType,
  SDK_BODY_CHECKS,
  SESSION_ENDING_CLOSE_CODES,
  SLOW_DOWN_STEP_SECONDS,
  SdkError,
  ServiceError,
  StatusType,
  TOKEN_EXCHANGE_GRANT_TYPE,
  TimeoutError,
  Transport,
  ValidationError,
  backoffDelay,
  callFields,
  checkOptionKeys,
  compareSnowflakes,
  defineOwn,
  ensureValid,
  enumNamer,
  isEnumValue,
  isHttpUrl,
  isRecord,
  isSnowflake,
  optionKeys,
  parseSnowflake,
  parseUrl,
  permissionsProblem,
  routeParams,
  snowflakeArgs,
  snowflakeArgument,
  tokenSchemeProblem
} from "./chunk-EYNRBFIB.js";
import {
  CHANNELS,
  DiscardPlayback,
  FRAME_SAMPLES,
  FRAME_VALUES,
  SAMPLE_RATE,
  SILENCE_FRAME,
  SilenceCapture,
  TimerFrameClock,
  VoiceNetworkingCode,
  isSilenceFrame,
  loadOpus,
  openRtp,
  rtpHeader,
  sealRtp
} from "./chunk-3SR6KAXP.js";
import {
  LoggingSeverity,
  SpeakingFlags,
  VoiceEncryptionMode,
  __name,
  loadOnce
} from "./chunk-25XPD655.js";

// dist/api/activityInvites.js
var INVITE = "/users/@me/activity-invites/{user.id}";
var JOIN_REQUEST = "/users/@me/activity-join-requests/{user.id}";
var ACCEPT = "/users/@me/activity-invites/{message.id}/accept";
async function sendActivityInvite(transport, userId, body, options = {}) {
  const request = { method: "POST", route: INVITE };
  ensureValid(request, "body", validateActivityInviteBody(body, SDK_BODY_CHECKS).issues);
  return send(transport, { ...request, ids: { userId }, body, options });
}
__name(sendActivityInvite, "sendActivityInvite");
async function sendActivityJoinRequest(transport, userId, options = {}) {
  return send(transport, { method: "POST", route: JOIN_REQUEST, ids: { userId }, body: {}, options });
}
__name(sendActivityJoinRequest, "sendActivityJoinRequest");
async function acceptActivityInvite(transport, messageId, options = {}) {
  return send(transport, { method: "POST", route: ACCEPT, ids: { messageId }, options });
}
__name(acceptActivityInvite, "acceptActivityInvite");

// dist/api/tokenEndpoint.js
var TOKEN = "/oauth2/token";
function mergeIssues(merge) {
  const names = { type: "externalAuthType", token: "externalAuthToken" };
  return externalCredentialIssues(merge.externalAuthType, merge.externalAuthToken, names);
}
__name(mergeIssues, "mergeIssues");
function mergeFields(merge) {
  if (merge === void 0)
    return {};
  return {
    external_auth_type: externalAuthTypeWire(merge.externalAuthType),
    external_auth_token: merge.externalAuthToken
  };
}
__name(mergeFields, "mergeFields");
function secretIssue(issues, name2, value) {
  if (typeof value !== "string" || value === "") {
    issues.push({
      path: [name2],
      code: IssueCodes.BASE_TYPE_REQUIRED,
      message: "Must be a non-empty string."
    });
  } else if (!isTokenString(value)) {
    issues.push({
      path: [name2],
      code: IssueCodes.STRING_TYPE_REGEX,
      message: "Must be 1 to 4096 visible ASCII characters (no whitespace)."
    });
  }
}
__name(secretIssue, "secretIssue");
function scopeIssue(issues, scope) {
  if (typeof scope !== "string" || scope.trim() === "") {
    issues.push({
      path: ["scope"],
      code: IssueCodes.BASE_TYPE_REQUIRED,
      message: "Must name at least one scope."
    });
  }
}
__name(scopeIssue, "scopeIssue");
function clientAuth(clientId, clientSecret) {
  return clientSecret === void 0 ? "none" : { basic: { id: clientId, secret: clientSecret } };
}
__name(clientAuth, "clientAuth");
function invalidCredentialsResponse(request, status, what, problem) {
  const reason = `is not ${what}: it ${problem}`;
  return new InvalidResponseError(request, status, reason, "[withheld: credentials response]");
}
__name(invalidCredentialsResponse, "invalidCredentialsResponse");
async function clientFormRequest(transport, call, options) {
  const request = { method: "POST", route: call.route };
  const { clientId } = snowflakeArgs(request, { clientId: call.clientId });
  const issues = [];
  for (const [name2, value] of Object.entries(call.secrets))
    secretIssue(issues, name2, value);
  issues.push(...call.issues ?? []);
  if (call.clientSecret !== void 0 && !("clientSecret" in call.secrets))
    secretIssue(issues, "clientSecret", call.clientSecret);
  if (call.merge !== void 0)
    issues.push(...mergeIssues(call.merge));
  ensureValid(request, call.name, issues);
  const secrets = [
    ...Object.values(call.secrets),
    ...call.alsoRedact ?? [],
    call.clientSecret,
    call.merge?.externalAuthToken
  ];
  const response = await transport.request({
    ...request,
    versioned: false,
    form: { ...call.form(clientId), ...mergeFields(call.merge) },
    auth: clientAuth(clientId, call.clientSecret),
    secrets: secrets.filter((s) => typeof s === "string"),
    sensitiveResponse: call.sensitiveResponse,
    ...callFields(options)
  });
  return { request, response };
}
__name(clientFormRequest, "clientFormRequest");
async function tokenGrant(transport, grant, options = {}) {
  const call = { ...grant, route: TOKEN, sensitiveResponse: true };
  const { request, response } = await clientFormRequest(transport, call, options);
  const parsed = parseTokenResponse(response.body);
  if (!parsed.ok)
    throw invalidCredentialsResponse(request, response.status, "a token response", parsed.problem);
  return parsed.tokens;
}
__name(tokenGrant, "tokenGrant");

// dist/api/childToken.js
function exchangeChildToken(transport, exchange, options = {}) {
  return tokenGrant(transport, {
    name: "child token exchange",
    clientId: exchange.childApplicationId,
    secrets: { parentApplicationToken: exchange.parentApplicationToken },
    form: /* @__PURE__ */ __name((clientId) => ({
      grant_type: TOKEN_EXCHANGE_GRANT_TYPE,
      client_id: clientId,
      subject_token: exchange.parentApplicationToken,
      subject_token_type: ACCESS_TOKEN_TYPE
    }), "form")
  }, options);
}
__name(exchangeChildToken, "exchangeChildToken");

// dist/api/deviceGrant.js
var DEVICE_AUTHORIZE = "/oauth2/device/authorize";
async function requestDeviceAuthorization(transport, args, options = {}) {
  const issues = [];
  scopeIssue(issues, args.scope);
  const { request, response } = await clientFormRequest(transport, {
    name: "device authorization request",
    route: DEVICE_AUTHORIZE,
    clientId: args.clientId,
    clientSecret: args.clientSecret,
    secrets: {},
    issues,
    form: /* @__PURE__ */ __name((clientId) => ({ scope: args.scope.trim(), client_id: clientId }), "form"),
    sensitiveResponse: true
  }, options);
  const parsed = parseDeviceAuthorizationResponse(response.body);
  const what = "a device authorization response";
  if (!parsed.ok)
    throw invalidCredentialsResponse(request, response.status, what, parsed.problem);
  return parsed.value;
}
__name(requestDeviceAuthorization, "requestDeviceAuthorization");
function pollDeviceToken(transport, poll, options = {}) {
  const form = /* @__PURE__ */ __name((clientId) => ({
    grant_type: DEVICE_CODE_GRANT_TYPE,
    device_code: poll.deviceCode,
    client_id: clientId
  }), "form");
  return tokenGrant(transport, {
    name: "device code grant",
    clientId: poll.clientId,
    clientSecret: poll.clientSecret,
    secrets: { deviceCode: poll.deviceCode },
    merge: poll.merge,
    form
  }, options);
}
__name(pollDeviceToken, "pollDeviceToken");

// dist/api/directMessages.js
var CONVERSATIONS = "/users/@me/direct-messages";
var CONVERSATION = "/users/@me/direct-messages/{user.id}";
var MESSAGE = "/users/@me/direct-messages/{user.id}/{message.id}";
async function sendUserMessage(transport, recipientId, body, options = {}) {
  const check = /* @__PURE__ */ __name(() => validateDirectMessageBody(body, SDK_BODY_CHECKS).issues, "check");
  return send(transport, {
    method: "POST",
    route: CONVERSATION,
    ids: { userId: recipientId },
    body,
    check,
    options
  });
}
__name(sendUserMessage, "sendUserMessage");
async function editUserMessage(transport, recipientId, messageId, body, options = {}) {
  const ids = { userId: recipientId, messageId };
  const check = /* @__PURE__ */ __name(() => validateDirectMessageBody(body, SDK_BODY_CHECKS).issues, "check");
  return send(transport, { method: "PATCH", route: MESSAGE, ids, body, check, options });
}
__name(editUserMessage, "editUserMessage");
async function deleteUserMessage(transport, recipientId, messageId, options = {}) {
  await send(transport, {
    method: "DELETE",
    route: MESSAGE,
    ids: { userId: recipientId, messageId },
    options
  });
}
__name(deleteUserMessage, "deleteUserMessage");
async function getUserMessages(transport, recipientId, limit, options = {}) {
  return sendForList(transport, {
    method: "GET",
    route: CONVERSATION,
    ids: { userId: recipientId },
    check: /* @__PURE__ */ __name(() => validateDirectMessagesLimit(limit).issues, "check"),
    what: "limit",
    query: { limit },
    options
  });
}
__name(getUserMessages, "getUserMessages");
async function getUserMessageSummaries(transport, options = {}) {
  return sendForList(transport, { method: "GET", route: CONVERSATIONS, options });
}
__name(getUserMessageSummaries, "getUserMessageSummaries");

// dist/api/gateway.js
async function getGateway(transport, options = {}) {
  const request = { method: "GET", route: "/gateway" };
  const response = await transport.request({ ...request, auth: "none", ...callFields(options) });
  const body = response.body;
  const url = typeof body === "object" && body !== null ? body.url : void 0;
  if (typeof url !== "string" || !/^wss?:\/\/\S+$/.test(url))
    throw new InvalidResponseError(request, response.status, "has no ws: or wss: url", JSON.stringify(body) ?? "");
  return { url };
}
__name(getGateway, "getGateway");

// dist/api/guilds.js
async function getCurrentUserGuilds(transport, options = {}) {
  return sendForList(transport, { method: "GET", route: "/users/@me/guilds", options });
}
__name(getCurrentUserGuilds, "getCurrentUserGuilds");
async function getGuildChannels(transport, guildId, options = {}) {
  const request = { method: "GET", route: "/guilds/{guild.id}/channels" };
  const params = routeParams(request, { guildId });
  const response = await transport.request({ ...request, params, ...callFields(options) });
  const channels = response.body ?? [];
  const problem = channelsProblem(channels);
  if (problem !== void 0)
    throw new InvalidResponseError(request, response.status, problem, "");
  return channels;
}
__name(getGuildChannels, "getGuildChannels");
var isId = /* @__PURE__ */ __name((value) => typeof value === "string" && isSnowflake(value), "isId");
var isInt = /* @__PURE__ */ __name((value) => Number.isSafeInteger(value), "isInt");
function channelsProblem(body) {
  if (!Array.isArray(body))
    return "is not a JSON array";
  for (const [i, item] of body.entries()) {
    const c = typeof item === "object" && item !== null ? item : {};
    const overwrites = Array.isArray(c.permission_overwrites) ? c.permission_overwrites : [];
    const linked = c.linked_lobby;
    if (!isId(c.id) || typeof c.name !== "string" || !isInt(c.type) || !isInt(c.position))
      return `has no id, name, type or position at [${i}]`;
    if (c.parent_id != null && !isId(c.parent_id))
      return `has a bad parent_id at [${i}]`;
    if (c.permissions !== void 0 && permissionsProblem(c.permissions) !== void 0)
      return `has bad permissions at [${i}]`;
    if (overwrites.some((o) => permissionsProblem(o?.allow) !== void 0 || permissionsProblem(o?.deny) !== void 0))
      return `has a bad permission overwrite at [${i}]`;
    if (linked != null && (!isId(linked.application_id) || !isId(linked.lobby_id)))
      return `has a bad linked_lobby at [${i}]`;
  }
  return void 0;
}
__name(channelsProblem, "channelsProblem");
async function setLobbyChannelLink(transport, lobbyId, channelId, options = {}) {
  const route = "/lobbies/{lobby.id}/channel-linking";
  const body = channelId === null ? {} : { channel_id: String(channelId) };
  const check = /* @__PURE__ */ __name(() => validateChannelLinkBody(body, SDK_BODY_CHECKS).issues, "check");
  return send(transport, { method: "PATCH", route, ids: { lobbyId }, body, check, options });
}
__name(setLobbyChannelLink, "setLobbyChannelLink");
async function createLinkedLobbyGuildInvite(transport, lobbyId, userId, options = {}) {
  const route = userId === void 0 ? "/lobbies/{lobby.id}/members/@me/invites" : "/lobbies/{lobby.id}/members/{user.id}/invites";
  return send(transport, {
    method: "POST",
    route,
    ids: { lobbyId, userId },
    sensitiveResponse: true,
    options
  });
}
__name(createLinkedLobbyGuildInvite, "createLinkedLobbyGuildInvite");

// dist/api/lobbies.js
var LOBBIES = "/lobbies";
var LOBBY = "/lobbies/{lobby.id}";
var MEMBER = "/lobbies/{lobby.id}/members/{user.id}";
var ME = "/lobbies/{lobby.id}/members/@me";
var BULK = "/lobbies/{lobby.id}/members/bulk";
var MESSAGES = "/lobbies/{lobby.id}/messages";
function createLobby(transport, body = {}, options = {}) {
  return send(transport, { method: "POST", route: LOBBIES, body, check: checkLobbyBody, options });
}
__name(createLobby, "createLobby");
function createOrJoinLobby(transport, body, options = {}) {
  return send(transport, { method: "PUT", route: LOBBIES, body, check: checkCreateOrJoinLobbyBody, options });
}
__name(createOrJoinLobby, "createOrJoinLobby");
function getLobby(transport, lobbyId, options = {}) {
  return send(transport, { method: "GET", route: LOBBY, ids: { lobbyId }, options });
}
__name(getLobby, "getLobby");
function modifyLobby(transport, lobbyId, body, options = {}) {
  return send(transport, {
    method: "PATCH",
    route: LOBBY,
    ids: { lobbyId },
    body,
    check: checkLobbyBody,
    options
  });
}
__name(modifyLobby, "modifyLobby");
async function deleteLobby(transport, lobbyId, options = {}) {
  await send(transport, { method: "DELETE", route: LOBBY, ids: { lobbyId }, options });
}
__name(deleteLobby, "deleteLobby");
function addLobbyMember(transport, lobbyId, userId, body = {}, options = {}) {
  return send(transport, {
    method: "PUT",
    route: MEMBER,
    ids: { lobbyId, userId },
    body,
    check: checkAddLobbyMemberBody,
    options
  });
}
__name(addLobbyMember, "addLobbyMember");
async function removeLobbyMember(transport, lobbyId, userId, options = {}) {
  await send(transport, { method: "DELETE", route: MEMBER, ids: { lobbyId, userId }, options });
}
__name(removeLobbyMember, "removeLobbyMember");
function leaveLobby(transport, lobbyId, options = {}) {
  return leave(transport, { ids: { lobbyId } }, options);
}
__name(leaveLobby, "leaveLobby");
async function leave(transport, ids, options) {
  await send(transport, { method: "DELETE", route: ME, ...ids, options });
}
__name(leave, "leave");
async function bulkUpdateLobbyMembers(transport, lobbyId, members, options = {}) {
  return sendForList(transport, {
    method: "POST",
    route: BULK,
    ids: { lobbyId },
    body: members,
    check: checkBulkLobbyMembersBody,
    options
  });
}
__name(bulkUpdateLobbyMembers, "bulkUpdateLobbyMembers");
function sendLobbyMessage(transport, lobbyId, body, options = {}) {
  return postMessage(transport, { ids: { lobbyId } }, body, options);
}
__name(sendLobbyMessage, "sendLobbyMessage");
function postMessage(transport, ids, body, options) {
  return send(transport, {
    method: "POST",
    route: MESSAGES,
    ...ids,
    body,
    check: checkLobbyMessageBody,
    options
  });
}
__name(postMessage, "postMessage");
var MESSAGES_KEYS = optionKeys({ signal: true, limit: true });
function getLobbyMessages(transport, lobbyId, options = {}) {
  return recentMessages(transport, { ids: { lobbyId } }, options);
}
__name(getLobbyMessages, "getLobbyMessages");
async function recentMessages(transport, ids, options) {
  const { limit } = options;
  const request = { method: "GET", route: MESSAGES };
  ensureValid(request, "limit", limit === void 0 ? [] : checkLobbyMessagesLimit(limit));
  return sendForList(transport, {
    ...request,
    ...ids,
    query: limit === void 0 ? void 0 : { limit },
    options,
    optionKeys: MESSAGES_KEYS
  });
}
__name(recentMessages, "recentMessages");
var parsedLobbyCalls = {
  leave: /* @__PURE__ */ __name((transport, lobbyId, options) => leave(transport, { parsedIds: { lobbyId } }, options), "leave"),
  sendMessage: /* @__PURE__ */ __name((transport, lobbyId, body, options) => postMessage(transport, { parsedIds: { lobbyId } }, body, options), "sendMessage"),
  messages: /* @__PURE__ */ __name((transport, lobbyId, options) => recentMessages(transport, { parsedIds: { lobbyId } }, options), "messages")
};

// dist/api/oauth.js
var REVOKE = "/oauth2/token/revoke";
function verifierIssue(issues, value) {
  const problem = codeVerifierProblem(value);
  if (problem !== void 0) {
    issues.push({
      path: ["codeVerifier"],
      code: IssueCodes.STRING_TYPE_REGEX,
      message: `Must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~ (got ${problem.length} characters).`
    });
  }
}
__name(verifierIssue, "verifierIssue");
function redirectIssue(issues, value) {
  if (parseUrl(value) === void 0) {
    issues.push({
      path: ["redirectUri"],
      code: IssueCodes.STRING_TYPE_REGEX,
      message: "Must be an absolute URI."
    });
  }
}
__name(redirectIssue, "redirectIssue");
function exchangeAuthorizationCode(transport, grant, options = {}) {
  const issues = [];
  redirectIssue(issues, grant.redirectUri);
  if (grant.codeVerifier !== void 0)
    verifierIssue(issues, grant.codeVerifier);
  const form = /* @__PURE__ */ __name((clientId) => ({
    grant_type: "authorization_code",
    code: grant.code,
    redirect_uri: grant.redirectUri,
    code_verifier: grant.codeVerifier,
    client_id: clientId
  }), "form");
  return tokenGrant(transport, {
    name: "authorization code grant",
    clientId: grant.clientId,
    clientSecret: grant.clientSecret,
    secrets: { code: grant.code },
    issues,
    alsoRedact: [grant.codeVerifier],
    merge: grant.merge,
    form
  }, options);
}
__name(exchangeAuthorizationCode, "exchangeAuthorizationCode");
function refreshAccessToken(transport, grant, options = {}) {
  const form = /* @__PURE__ */ __name((clientId) => ({
    grant_type: "refresh_token",
    refresh_token: grant.refreshToken,
    client_id: clientId
  }), "form");
  const secrets = { refreshToken: grant.refreshToken };
  return tokenGrant(transport, {
    name: "refresh token grant",
    clientId: grant.clientId,
    clientSecret: grant.clientSecret,
    secrets,
    form
  }, options);
}
__name(refreshAccessToken, "refreshAccessToken");
function clientCredentialsToken(transport, grant, options = {}) {
  const issues = [];
  scopeIssue(issues, grant.scope);
  const form = /* @__PURE__ */ __name(() => ({ grant_type: "client_credentials", scope: grant.scope }), "form");
  return tokenGrant(transport, {
    name: "client credentials grant",
    clientId: grant.clientId,
    clientSecret: grant.clientSecret,
    secrets: { clientSecret: grant.clientSecret },
    issues,
    form
  }, options);
}
__name(clientCredentialsToken, "clientCredentialsToken");
async function revokeToken(transport, args, options = {}) {
  const issues = [];
  const hint = args.tokenTypeHint;
  if (hint !== void 0 && hint !== "access_token" && hint !== "refresh_token") {
    issues.push({
      path: ["tokenTypeHint"],
      code: IssueCodes.BASE_TYPE_CHOICES,
      message: "Must be 'access_token' or 'refresh_token'."
    });
  }
  const secrets = args.clientSecret === void 0 ? { token: args.token } : { token: args.token, clientSecret: args.clientSecret };
  await clientFormRequest(transport, {
    name: "revocation",
    route: REVOKE,
    clientId: args.clientId,
    clientSecret: args.clientSecret,
    secrets,
    issues,
    form: /* @__PURE__ */ __name((clientId) => ({ token: args.token, token_type_hint: hint, client_id: clientId }), "form"),
    sensitiveResponse: false
  }, options);
}
__name(revokeToken, "revokeToken");

// dist/api/provisional.js
var TOKEN2 = "/partner-sdk/token";
var UNMERGE = "/partner-sdk/provisional-accounts/unmerge";
var DISPLAY_NAME = "/partner-sdk/provisional-accounts/@me";
function credentialBody(request, what, credential) {
  const { clientId } = snowflakeArgs(request, { clientId: credential.clientId });
  const issues = externalCredentialIssues(credential.externalAuthType, credential.externalAuthToken, {
    type: "externalAuthType",
    token: "externalAuthToken"
  });
  if (credential.clientSecret !== void 0)
    secretIssue(issues, "clientSecret", credential.clientSecret);
  ensureValid(request, what, issues);
  return {
    json: {
      client_id: clientId,
      client_secret: credential.clientSecret,
      external_auth_type: externalAuthTypeWire(credential.externalAuthType),
      external_auth_token: credential.externalAuthToken
    },
    secrets: [
      credential.externalAuthToken,
      ...credential.clientSecret === void 0 ? [] : [credential.clientSecret]
    ]
  };
}
__name(credentialBody, "credentialBody");
async function getProvisionalToken(transport, credential, options = {}) {
  const request = { method: "POST", route: TOKEN2 };
  const { json, secrets } = credentialBody(request, "provisional token request", credential);
  const response = await transport.request({
    ...request,
    json,
    auth: "none",
    secrets,
    sensitiveResponse: true,
    ...callFields(options)
  });
  const parsed = parseProvisionalTokenResponse(response.body);
  const what = "a provisional token response";
  if (!parsed.ok)
    throw invalidCredentialsResponse(request, response.status, what, parsed.problem);
  return parsed.tokens;
}
__name(getProvisionalToken, "getProvisionalToken");
async function unmergeProvisionalAccount(transport, credential, options = {}) {
  const request = { method: "POST", route: UNMERGE };
  const { json, secrets } = credentialBody(request, "unmerge request", credential);
  await transport.request({ ...request, json, auth: "none", secrets, ...callFields(options) });
}
__name(unmergeProvisionalAccount, "unmergeProvisionalAccount");
async function updateProvisionalDisplayName(transport, name2, options = {}) {
  const request = { method: "PATCH", route: DISPLAY_NAME };
  ensureValid(request, "display name", displayNameIssues(name2, "name"));
  return send(transport, { ...request, body: { global_name: name2.trim() }, options });
}
__name(updateProvisionalDisplayName, "updateProvisionalDisplayName");
async function getUserOfToken(transport, token, options = {}) {
  const request = { method: "GET", route: "/users/@me" };
  const issues = [];
  secretIssue(issues, "token", token);
  ensureValid(request, "token check", issues);
  const response = await transport.request({
    ...request,
    auth: { bearer: token },
    ...callFields(options)
  });
  return response.body;
}
__name(getUserOfToken, "getUserOfToken");

// dist/api/relationships.js
var LIST = "/users/@me/relationships";
var KIND = "/users/@me/relationships/{kind}";
var USER = "/users/@me/relationships/{kind}/{user.id}";
var BLOCK = "/users/@me/relationships/blocks/{user.id}";
async function toUser(transport, kind, userId, call, options) {
  const request = { method: call.method, route: `${USER}${call.suffix}` };
  ensureValid(request, "kind", validateRelationshipKind(kind).issues);
  return send(transport, { ...request, ids: { userId }, params: { kind }, options });
}
__name(toUser, "toUser");
async function getRelationships(transport, options = {}) {
  return sendForList(transport, { method: "GET", route: LIST, options });
}
__name(getRelationships, "getRelationships");
async function sendFriendRequest(transport, kind, body, options = {}) {
  const request = { method: "POST", route: KIND };
  ensureValid(request, "kind", validateRelationshipKind(kind).issues);
  const check = /* @__PURE__ */ __name(() => validateFriendRequestBody(body, SDK_BODY_CHECKS).issues, "check");
  return send(transport, { ...request, params: { kind }, body, check, options });
}
__name(sendFriendRequest, "sendFriendRequest");
function acceptFriendRequest(transport, kind, userId, options = {}) {
  return toUser(transport, kind, userId, { method: "POST", suffix: "/accept" }, options);
}
__name(acceptFriendRequest, "acceptFriendRequest");
async function rejectFriendRequest(transport, kind, userId, options = {}) {
  await toUser(transport, kind, userId, { method: "POST", suffix: "/reject" }, options);
}
__name(rejectFriendRequest, "rejectFriendRequest");
async function cancelFriendRequest(transport, kind, userId, options = {}) {
  await toUser(transport, kind, userId, { method: "POST", suffix: "/cancel" }, options);
}
__name(cancelFriendRequest, "cancelFriendRequest");
async function removeFriend(transport, kind, userId, options = {}) {
  await toUser(transport, kind, userId, { method: "DELETE", suffix: "" }, options);
}
__name(removeFriend, "removeFriend");
async function blockUser(transport, userId, options = {}) {
  return send(transport, { method: "PUT", route: BLOCK, ids: { userId }, options });
}
__name(blockUser, "blockUser");
async function unblockUser(transport, userId, options = {}) {
  await send(transport, { method: "DELETE", route: BLOCK, ids: { userId }, options });
}
__name(unblockUser, "unblockUser");

// dist/rules/redirect.js
var CUSTOM_SCHEME_CALLBACK_PATH = "/authorize/callback";
var LOOPBACK_CALLBACK_PATH = "/callback";
var MAX_REDIRECT_URL_LENGTH = 8192;
var MAX_CUSTOM_SCHEME_LENGTH = 64;
var SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
var RESERVED_SCHEMES = /* @__PURE__ */ new Set([
  "http",
  "https",
  "file",
  "ftp",
  "data",
  "javascript",
  "about",
  "blob",
  "ws",
  "wss"
]);
function parseCustomScheme(scheme, where = "CustomSchemeParam") {
  if (typeof scheme !== "string" || !SCHEME.test(scheme) || scheme.length > MAX_CUSTOM_SCHEME_LENGTH) {
    throw new TypeError(`${where}: expected a URI scheme (a letter, then letters, digits, "+", "-" or ".", at most ${MAX_CUSTOM_SCHEME_LENGTH}), received ${typeof scheme === "string" ? JSON.stringify(scheme.slice(0, 80)) : typeof scheme}`);
  }
  const lower = scheme.toLowerCase();
  if (RESERVED_SCHEMES.has(lower)) {
    throw new TypeError(`${where}: "${lower}" is not a custom scheme; pick one your app owns`);
  }
  return lower;
}
__name(parseCustomScheme, "parseCustomScheme");
function defaultCustomScheme(applicationId) {
  return `discord-${applicationId}`;
}
__name(defaultCustomScheme, "defaultCustomScheme");
function customSchemeRedirectUri(scheme) {
  return `${parseCustomScheme(scheme, "scheme")}:${CUSTOM_SCHEME_CALLBACK_PATH}`;
}
__name(customSchemeRedirectUri, "customSchemeRedirectUri");
function loopbackRedirectUri(port) {
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new RangeError(`loopback port: expected an integer from 1 to 65535, received ${String(port)}`);
  }
  return `http://${LOOPBACK_HOST}:${port}${LOOPBACK_CALLBACK_PATH}`;
}
__name(loopbackRedirectUri, "loopbackRedirectUri");
var SINGLE_VALUED = ["code", "state", "error", "error_description", "iss"];
function redirectTarget(url) {
  const bare = new URL(url.href);
  bare.search = "";
  bare.hash = "";
  return bare.href;
}
__name(redirectTarget, "redirectTarget");
function parseRedirect(input) {
  const url = typeof input === "string" && input.length <= MAX_REDIRECT_URL_LENGTH ? parseUrl(input) : void 0;
  if (url === void 0)
    return { ok: false, reason: "malformed_url" };
  if (url.username !== "" || url.password !== "")
    return { ok: false, reason: "unexpected_redirect_uri" };
  const query = url.searchParams;
  for (const name2 of SINGLE_VALUED) {
    if (query.getAll(name2).length > 1)
      return { ok: false, reason: "duplicate_parameter" };
  }
  const get = /* @__PURE__ */ __name((name2) => query.get(name2) ?? void 0, "get");
  return {
    ok: true,
    params: {
      target: redirectTarget(url),
      code: get("code"),
      state: get("state"),
      error: get("error"),
      errorDescription: get("error_description"),
      iss: get("iss")
    }
  };
}
__name(parseRedirect, "parseRedirect");
function expectedTarget(redirectUri) {
  return redirectTarget(new URL(redirectUri));
}
__name(expectedTarget, "expectedTarget");

// dist/auth/authorizeTimeout.js
var DEFAULT_AUTHORIZE_TIMEOUT_MS = 5 * 6e4;
var MAX_AUTHORIZE_TIMEOUT_MS = 60 * 6e4;
function checkAuthorizeTimeout(ms2, where = "authorizeTimeoutMs") {
  if (!Number.isInteger(ms2) || ms2 < 1 || ms2 > MAX_AUTHORIZE_TIMEOUT_MS) {
    throw ValidationError.argument(where, `${where}: expected an integer from 1 to ${MAX_AUTHORIZE_TIMEOUT_MS} ms, received ${String(ms2)}`);
  }
  return ms2;
}
__name(checkAuthorizeTimeout, "checkAuthorizeTimeout");

// dist/native/fallback.js
var MAX_REQUEST_BYTES = 2147483647;
var GET_RANDOM_VALUES_MAX = 65536;
function typeName(value) {
  if (value === null)
    return "null";
  if (Array.isArray(value))
    return "array";
  return typeof value;
}
__name(typeName, "typeName");
function readCount(value, where, max) {
  if (typeof value !== "number")
    throw new TypeError(`${where}: expected a number, received ${typeName(value)}`);
  if (!Number.isInteger(value))
    throw new RangeError(`${where}: expected an integer, received ${String(value)}`);
  if (value < 0 || value > max) {
    throw new RangeError(`${where}: must be between 0 and ${max}, received ${String(value)}`);
  }
  return value;
}
__name(readCount, "readCount");
function bytesOf(buffer) {
  if (ArrayBuffer.isView(buffer)) {
    const elementSize = "BYTES_PER_ELEMENT" in buffer ? Number(buffer.BYTES_PER_ELEMENT) : 1;
    return { bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength), elementSize };
  }
  if (buffer instanceof ArrayBuffer)
    return { bytes: new Uint8Array(buffer), elementSize: 1 };
  throw new TypeError(`randomFill(buffer): expected a Buffer, TypedArray, DataView or ArrayBuffer, received ${typeName(buffer)}`);
}
__name(bytesOf, "bytesOf");
function fill(bytes) {
  for (let start = 0; start < bytes.length; start += GET_RANDOM_VALUES_MAX) {
    globalThis.crypto.getRandomValues(bytes.subarray(start, Math.min(bytes.length, start + GET_RANDOM_VALUES_MAX)));
  }
}
__name(fill, "fill");
function fallbackRandomFill(...args) {
  if (args.length < 1)
    throw new TypeError("randomFill(buffer): buffer is required");
  const [buffer, offsetArg, sizeArg] = args;
  const { bytes, elementSize } = bytesOf(buffer);
  const elements = Math.floor(bytes.length / elementSize);
  const offset = offsetArg === void 0 ? 0 : readCount(offsetArg, "randomFill(buffer, offset)", elements);
  const size = sizeArg === void 0 ? elements - offset : readCount(sizeArg, "randomFill(buffer, offset, size)", elements - offset);
  if (size * elementSize > MAX_REQUEST_BYTES) {
    throw new RangeError(`randomFill(buffer): at most ${MAX_REQUEST_BYTES} bytes per call, received ${size * elementSize}`);
  }
  fill(bytes.subarray(offset * elementSize, (offset + size) * elementSize));
  return buffer;
}
__name(fallbackRandomFill, "fallbackRandomFill");
function fallbackRandomBytes(...args) {
  if (args.length < 1)
    throw new TypeError("randomBytes(size): size is required");
  const size = readCount(args[0], "randomBytes(size)", MAX_REQUEST_BYTES);
  const buffer = Buffer.allocUnsafe(size);
  fill(buffer);
  return buffer;
}
__name(fallbackRandomBytes, "fallbackRandomBytes");

// dist/native/loader.js
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// dist/native/addon.js
var EXPECTED_ABI_VERSION = 1;
function assertAddonShape(module) {
  if (typeof module !== "object" || module === null)
    throw new Error("the module is not an object");
  const candidate = module;
  if (candidate.abiVersion !== EXPECTED_ABI_VERSION) {
    throw new Error(`abiVersion ${String(candidate.abiVersion)} found, ${EXPECTED_ABI_VERSION} expected (rebuild it)`);
  }
  for (const name2 of ["randomFill", "randomBytes"]) {
    if (typeof candidate[name2] !== "function")
      throw new Error(`the module lacks the function ${name2}`);
  }
}
__name(assertAddonShape, "assertAddonShape");

// dist/native/loader.js
var PACKAGE_ROOT = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
function findPackageRoot(start) {
  for (let dir = start; ; ) {
    if (existsSync(join(dir, "package.json")))
      return dir;
    const parent = dirname(dir);
    if (parent === dir)
      return join(start, "..", "..");
    dir = parent;
  }
}
__name(findPackageRoot, "findPackageRoot");
function prebuildTarget(platform = process.platform, arch = process.arch) {
  return `${platform}-${arch}`;
}
__name(prebuildTarget, "prebuildTarget");
function addonCandidates(root, target = prebuildTarget()) {
  return [
    { path: join(root, "build", "Release", "social_sdk.node"), source: "build" },
    { path: join(root, "build", "Debug", "social_sdk.node"), source: "build" },
    { path: join(root, "prebuilds", target, "social_sdk.node"), source: "prebuild" }
  ];
}
__name(addonCandidates, "addonCandidates");
function buildErrorFile(root) {
  return join(root, "build", "native-build-error.txt");
}
__name(buildErrorFile, "buildErrorFile");
function loadAddon(env = process.env, root = PACKAGE_ROOT) {
  if (env.SOCIAL_SDK_NATIVE === "off") {
    return { addon: void 0, status: { loaded: false, error: "disabled by SOCIAL_SDK_NATIVE=off" } };
  }
  const override = env.SOCIAL_SDK_NATIVE_PATH;
  const found = override === void 0 ? addonCandidates(root).find((candidate) => existsSync(candidate.path)) : { path: override, source: "path" };
  if (found === void 0) {
    return { addon: void 0, status: { loaded: false, error: missingReason(root) } };
  }
  const { path, source } = found;
  try {
    const module = createRequire(import.meta.url)(path);
    assertAddonShape(module);
    return { addon: module, status: { loaded: true, path, source } };
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    const hint = source === "prebuild" ? `; ${BUILD_HINT}` : "";
    return {
      addon: void 0,
      status: { loaded: false, path, source, error: `could not load ${path}: ${message}${hint}` }
    };
  }
}
__name(loadAddon, "loadAddon");
var BUILD_HINT = "build it from source with CMake 3.15+ and a C++17 compiler: `npm run build:native` in the social-sdk package folder (node_modules/social-sdk)";
function missingReason(root) {
  const errorFile = buildErrorFile(root);
  if (existsSync(errorFile)) {
    return `the addon build failed: ${readFileSync(errorFile, "utf8").trim()}`;
  }
  const shipped = existsSync(join(root, "prebuilds")) ? readdirSync(join(root, "prebuilds")).sort() : [];
  const prebuilds = shipped.length > 0 ? `prebuilds exist for ${shipped.join(", ")}` : "this copy has no prebuilds";
  return `no prebuilt addon for ${prebuildTarget()} (${prebuilds}) and none built from source (no ${addonCandidates(root)[0]?.path}); ${BUILD_HINT}`;
}
__name(missingReason, "missingReason");

// dist/native/index.js
var loaded;
function load() {
  loaded ??= loadAddon();
  return loaded;
}
__name(load, "load");
function nativeStatus() {
  const { addon, status } = load();
  return { ...status, randomSource: addon?.randomSource ?? "crypto.getRandomValues" };
}
__name(nativeStatus, "nativeStatus");
function requireNative(feature) {
  const { addon, status } = load();
  if (addon === void 0)
    throw new Error(`${feature} needs the social-sdk native addon: ${status.error ?? ""}`);
  return addon;
}
__name(requireNative, "requireNative");
function randomFill(...args) {
  const { addon } = load();
  return addon ? addon.randomFill(...args) : fallbackRandomFill(...args);
}
__name(randomFill, "randomFill");
function randomBytes(...args) {
  const { addon } = load();
  return addon ? addon.randomBytes(...args) : fallbackRandomBytes(...args);
}
__name(randomBytes, "randomBytes");

// dist/crypto/randomToken.js
var MAX_TOKEN_BYTES = 1024;
function randomToken(bytes = 32) {
  if (!Number.isInteger(bytes) || bytes < 1 || bytes > MAX_TOKEN_BYTES) {
    throw new RangeError(`randomToken(bytes): expected an integer from 1 to ${MAX_TOKEN_BYTES}, received ${String(bytes)}`);
  }
  return randomBytes(bytes).toString("base64url");
}
__name(randomToken, "randomToken");

// dist/auth/pkce.js
var AuthenticationCodeChallengeMethod = { S256: "S256" };
function assertCodeVerifier(verifier, where = "codeVerifier") {
  const problem = codeVerifierProblem(verifier);
  if (problem !== void 0) {
    const got = problem.kind === "type" ? `a ${typeof verifier}` : `${problem.length} characters`;
    throw ValidationError.argument(where, `${where}: expected 43 to 128 characters of [A-Za-z0-9-._~] (RFC 7636), received ${got}`);
  }
  return verifier;
}
__name(assertCodeVerifier, "assertCodeVerifier");
function s256Challenge2(verifier) {
  return s256Challenge(assertCodeVerifier(verifier));
}
__name(s256Challenge2, "s256Challenge");
var AuthorizationCodeChallenge = class {
  static {
    __name(this, "AuthorizationCodeChallenge");
  }
  #challenge;
  /** A challenge computed elsewhere; it must be a base64url SHA-256 digest (43 characters). */
  constructor(challenge) {
    this.#challenge = checkedChallenge(challenge);
  }
  /**
   * C++ `SetMethod`: only S256 exists (the service refuses `plain`); the C++ value 0 is taken as S256.
   * @throws ValidationError naming `Method` for anything else.
   */
  SetMethod(Method) {
    if (Method !== AuthenticationCodeChallengeMethod.S256 && Method !== 0)
      throw ValidationError.argument("Method", `SetMethod: only S256 ('S256' or 0) is accepted, got ${String(Method)}`);
  }
  /**
   * C++ `SetChallenge`.
   * @throws ValidationError naming `CodeChallenge.Challenge` unless a 43-character base64url S256 digest.
   */
  SetChallenge(Challenge) {
    this.#challenge = checkedChallenge(Challenge);
  }
  /** Always S256: the service refuses `plain`. */
  Method() {
    return AuthenticationCodeChallengeMethod.S256;
  }
  /** The base64url challenge string. */
  Challenge() {
    return this.#challenge;
  }
  /** `{ method: 'S256', challenge }`: the challenge is public (it goes in the authorize URL). */
  toJSON() {
    return { method: this.Method(), challenge: this.#challenge };
  }
};
function checkedChallenge(challenge) {
  if (!isS256Challenge(challenge)) {
    throw ValidationError.argument("CodeChallenge.Challenge", "CodeChallenge: expected a 43-character base64url S256 digest");
  }
  return challenge;
}
__name(checkedChallenge, "checkedChallenge");
var AuthorizationCodeVerifier = class {
  static {
    __name(this, "AuthorizationCodeVerifier");
  }
  #verifier;
  #challenge;
  /** Wraps an existing verifier (validated) and derives its S256 challenge. */
  constructor(verifier) {
    this.#verifier = assertCodeVerifier(verifier, "AuthorizationCodeVerifier");
    this.#challenge = new AuthorizationCodeChallenge(s256Challenge2(verifier));
  }
  /** The challenge to put into {@link AuthorizationArgs.SetCodeChallenge}. */
  Challenge() {
    return this.#challenge;
  }
  /** The secret verifier to pass to GetToken. */
  Verifier() {
    return this.#verifier;
  }
  /**
   * C++ `SetVerifier`: replaces the verifier and, so that the pair can never disagree, its challenge.
   * @throws ValidationError naming `AuthorizationCodeVerifier` for a malformed verifier (not quoted).
   */
  SetVerifier(Verifier) {
    this.#verifier = assertCodeVerifier(Verifier, "AuthorizationCodeVerifier");
    this.#challenge = new AuthorizationCodeChallenge(s256Challenge2(Verifier));
  }
  /**
   * C++ `SetChallenge`: the challenge must be the verifier's own (the service would refuse the code
   * exchange otherwise, far from the mistake); set the verifier with {@link SetVerifier} to change both.
   * @throws ValidationError naming `Challenge` when it is not this verifier's S256 challenge.
   */
  SetChallenge(Challenge) {
    if (!(Challenge instanceof AuthorizationCodeChallenge) || Challenge.Challenge() !== this.#challenge.Challenge())
      throw ValidationError.argument("Challenge", "SetChallenge: expected this verifier's own S256 challenge");
    this.#challenge = Challenge;
  }
  /** `AuthorizationCodeVerifier([redacted])`: the verifier is a secret, never printed. */
  toString() {
    return "AuthorizationCodeVerifier([redacted])";
  }
  /** What `JSON.stringify` writes: the challenge, and `[redacted]` in place of the verifier. */
  toJSON() {
    return { verifier: "[redacted]", challenge: this.#challenge };
  }
  [/* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom")]() {
    return this.toString();
  }
};
function createAuthorizationCodeVerifier() {
  return new AuthorizationCodeVerifier(randomToken(32));
}
__name(createAuthorizationCodeVerifier, "createAuthorizationCodeVerifier");

// dist/auth/AuthorizationArgs.js
var SCOPE_TOKEN = /^[\x21\x23-\x5b\x5d-\x7e]+$/;
var VSCHARS = /^[\x21-\x7e]+$/;
var MAX_OPAQUE_LENGTH = 512;
function customScheme(value) {
  try {
    return parseCustomScheme(value, "CustomSchemeParam");
  } catch (error) {
    throw ValidationError.argument("CustomSchemeParam", error.message);
  }
}
__name(customScheme, "customScheme");
function opaque(value, where) {
  if (typeof value !== "string" || value.length > MAX_OPAQUE_LENGTH || !VSCHARS.test(value)) {
    throw ValidationError.argument(where, `${where}: expected 1 to ${MAX_OPAQUE_LENGTH} printable ASCII characters without spaces`);
  }
  return value;
}
__name(opaque, "opaque");
function scopes(value) {
  if (typeof value !== "string") {
    throw ValidationError.argument("Scopes", `Scopes: expected a space-separated string, received ${typeof value}`);
  }
  const tokens = value.split(" ").filter((token) => token !== "");
  tokens.forEach((token, index) => {
    if (!SCOPE_TOKEN.test(token)) {
      throw ValidationError.argument(`Scopes[${index}]`, `Scopes[${index}]: "${token.slice(0, 64)}" is not a scope (RFC 6749: printable ASCII without space, " or \\)`);
    }
  });
  return tokens.join(" ");
}
__name(scopes, "scopes");
function emptyFields() {
  return {
    clientId: void 0,
    scopes: "",
    state: void 0,
    nonce: void 0,
    codeChallenge: void 0,
    integrationType: void 0,
    customSchemeParam: void 0,
    timeoutMs: void 0
  };
}
__name(emptyFields, "emptyFields");
var AuthorizationArgs = class _AuthorizationArgs {
  static {
    __name(this, "AuthorizationArgs");
  }
  /** The uninitialized instance: invalid, and every setter throws. */
  static nullobj = _AuthorizationArgs.#invalid();
  static {
    Object.defineProperty(_AuthorizationArgs, "nullobj", { writable: false, configurable: false });
  }
  #fields = emptyFields();
  static #invalid() {
    const args = new _AuthorizationArgs();
    args.#fields = void 0;
    Object.freeze(args);
    return args;
  }
  /** Moves `other`'s contents into a new instance; `other` becomes invalid (like a moved-from C++ object). */
  static move(other) {
    if (other === _AuthorizationArgs.nullobj)
      return _AuthorizationArgs.#invalid();
    const moved = new _AuthorizationArgs();
    moved.#fields = other.#fields;
    other.#fields = void 0;
    return moved;
  }
  /** A copy with the same values (an invalid instance copies to an invalid one). */
  clone() {
    const copy = new _AuthorizationArgs();
    copy.#fields = this.#fields === void 0 ? void 0 : { ...this.#fields };
    return copy;
  }
  /** True when this instance holds a value (false for `nullobj` and moved-from instances). */
  IsValid() {
    return this.#fields !== void 0;
  }
  #read() {
    return this.#fields ?? emptyFields();
  }
  #write() {
    if (this.#fields === void 0) {
      throw ValidationError.argument("AuthorizationArgs", "AuthorizationArgs: this instance is invalid (nullobj or moved-from); create a new AuthorizationArgs");
    }
    return this.#fields;
  }
  /** The application id as a decimal string, or undefined to use the client's application id. */
  ClientId() {
    return this.#read().clientId;
  }
  /** Sets the application id (`bigint` or decimal string, 0..2^64-1); undefined clears it. */
  SetClientId(clientId) {
    const fields = this.#write();
    if (clientId === void 0) {
      fields.clientId = void 0;
      return;
    }
    try {
      fields.clientId = parseSnowflake(clientId, "ClientId");
    } catch (error) {
      throw ValidationError.argument("ClientId", error.message);
    }
  }
  /** Space-separated scopes (normalised: single spaces, no leading or trailing space). */
  Scopes() {
    return this.#read().scopes;
  }
  /**
   * Sets the scopes to request (`openid sdk.social_layer`, ...).
   * @param value - space-separated scope tokens (RFC 6749: printable ASCII without space, `"` or `\`).
   * @throws ValidationError naming `Scopes[i]` for the first bad token.
   */
  SetScopes(value) {
    const fields = this.#write();
    fields.scopes = scopes(value);
  }
  /** The OAuth `state`, or undefined to have one generated from the addon's randomness. */
  State() {
    return this.#read().state;
  }
  /**
   * Sets the OAuth `state` the redirect must carry back; undefined has one generated.
   * @param value - 1 to 512 printable ASCII characters without spaces (never echoed in errors).
   */
  SetState(value) {
    const fields = this.#write();
    fields.state = value === void 0 ? void 0 : opaque(value, "State");
  }
  /** The OIDC `nonce` the ID token must echo, or undefined. */
  Nonce() {
    return this.#read().nonce;
  }
  /**
   * Sets the OIDC `nonce` the ID token must echo; undefined sends none.
   * @param value - 1 to 512 printable ASCII characters without spaces (never echoed in errors).
   */
  SetNonce(value) {
    const fields = this.#write();
    fields.nonce = value === void 0 ? void 0 : opaque(value, "Nonce");
  }
  /** The PKCE challenge (from `CreateAuthorizationCodeVerifier().Challenge()`), or undefined. */
  CodeChallenge() {
    return this.#read().codeChallenge;
  }
  /**
   * Sets the PKCE challenge (S256) sent with the request; undefined sends none.
   * @param value - `CreateAuthorizationCodeVerifier().Challenge()`; any other object throws.
   */
  SetCodeChallenge(value) {
    const fields = this.#write();
    if (value !== void 0 && !(value instanceof AuthorizationCodeChallenge)) {
      throw ValidationError.argument("CodeChallenge", "CodeChallenge: expected an AuthorizationCodeChallenge from CreateAuthorizationCodeVerifier().Challenge()");
    }
    fields.codeChallenge = value;
  }
  /** How the app is installed (0 guild, 1 user), or undefined. */
  IntegrationType() {
    return this.#read().integrationType;
  }
  /**
   * Sets how the app is to be installed; undefined leaves it to the service.
   * @param value - 0 (`GUILD_INSTALL`) or 1 (`USER_INSTALL`).
   */
  SetIntegrationType(value) {
    const fields = this.#write();
    if (value !== void 0 && !isEnumValue(ApplicationIntegrationType, value)) {
      throw ValidationError.argument("IntegrationType", `IntegrationType: expected 0 (GUILD_INSTALL) or 1 (USER_INSTALL), received ${String(value)}`);
    }
    fields.integrationType = value;
  }
  /** The custom URI scheme of the redirect (`<scheme>:/authorize/callback`), or undefined. */
  CustomSchemeParam() {
    return this.#read().customSchemeParam;
  }
  /**
   * Sets the custom URI scheme the redirect goes to (`<scheme>:/authorize/callback`); undefined uses the
   * client's redirect mode (loopback by default).
   * @param value - a scheme your app owns: a letter, then letters, digits, `+`, `-` or `.` (kept
   *   lower-cased; `http`, `https` and other reserved schemes are refused).
   */
  SetCustomSchemeParam(value) {
    const fields = this.#write();
    fields.customSchemeParam = value === void 0 ? void 0 : customScheme(value);
  }
  /** How long this authorization waits for its redirect, in ms; undefined uses the client's wait. */
  TimeoutMs() {
    return this.#read().timeoutMs;
  }
  /**
   * Sets how long this authorization waits for its redirect before it fails (`ErrorType.Aborted`, with a
   * message listing the likely causes). Not in the C++ library, whose wait is fixed. Undefined uses the
   * client's wait: its `authorizeTimeoutMs` option, 5 minutes by default.
   * @param value - an integer from 1 to 3600000 ms (one hour).
   * @example
   * args.SetTimeoutMs(60_000); // a kiosk: give up after a minute
   */
  SetTimeoutMs(value) {
    const fields = this.#write();
    fields.timeoutMs = value === void 0 ? void 0 : checkAuthorizeTimeout(value, "TimeoutMs");
  }
  /** A description without the state and nonce values (they protect the session). */
  toString() {
    if (this.#fields === void 0)
      return "AuthorizationArgs(invalid)";
    const f = this.#fields;
    const parts = [
      `ClientId=${f.clientId ?? "(client default)"}`,
      `Scopes="${f.scopes}"`,
      `State=${f.state === void 0 ? "(generated)" : "[set]"}`,
      `Nonce=${f.nonce === void 0 ? "(none)" : "[set]"}`,
      `CodeChallenge=${f.codeChallenge === void 0 ? "(none)" : "S256"}`
    ];
    if (f.integrationType !== void 0)
      parts.push(`IntegrationType=${f.integrationType}`);
    if (f.customSchemeParam !== void 0)
      parts.push(`CustomSchemeParam=${f.customSchemeParam}`);
    if (f.timeoutMs !== void 0)
      parts.push(`TimeoutMs=${f.timeoutMs}`);
    return `AuthorizationArgs(${parts.join(", ")})`;
  }
  [/* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom")]() {
    return this.toString();
  }
};

// dist/auth/authorizeUrl.js
var AUTHORIZE_PATH = "/oauth2/authorize";
function buildAuthorizeUrl(params) {
  const url = new URL(`${params.baseUrl.replace(/\/+$/, "")}${AUTHORIZE_PATH}`);
  const query = url.searchParams;
  query.set("client_id", params.clientId);
  query.set("response_type", "code");
  query.set("scope", params.scopes);
  query.set("state", params.state);
  query.set("redirect_uri", params.redirectUri);
  if (params.codeChallenge !== void 0) {
    query.set("code_challenge", params.codeChallenge);
    query.set("code_challenge_method", "S256");
  }
  if (params.nonce !== void 0)
    query.set("nonce", params.nonce);
  if (params.integrationType !== void 0)
    query.set("integration_type", String(params.integrationType));
  return url.href;
}
__name(buildAuthorizeUrl, "buildAuthorizeUrl");

// dist/auth/errors.js
var AuthorizationError = class _AuthorizationError extends SdkError {
  static {
    __name(this, "AuthorizationError");
  }
  name = "AuthorizationError";
  /** Shared by its subclasses ({@link IdTokenError}, {@link DeauthorizedError}): refine by `reason`. */
  static code = "ERR_AUTHORIZATION_FAILED";
  code = _AuthorizationError.code;
  /** Which step failed. */
  reason;
  /** The service's `error` value when it gave one (e.g. `access_denied`, `invalid_grant`). */
  serviceError;
  /** HTTP status of the response that caused this, or 0. */
  status;
  constructor(reason, message, options = {}) {
    super(void 0, message, options.cause === void 0 ? void 0 : { cause: options.cause });
    this.reason = reason;
    this.serviceError = options.serviceError;
    this.status = options.status ?? 0;
  }
};
var IdTokenError = class extends AuthorizationError {
  static {
    __name(this, "IdTokenError");
  }
  name = "IdTokenError";
  check;
  constructor(check, message, cause) {
    super("invalid_id_token", `ID token rejected (${check}): ${message}`, { cause });
    this.check = check;
  }
};
var DeauthorizedError = class extends AuthorizationError {
  static {
    __name(this, "DeauthorizedError");
  }
  name = "DeauthorizedError";
  constructor(description, status, cause) {
    super("deauthorized", `the user deauthorized the application or the grant was revoked (invalid_grant${description ? `: ${description}` : ""}); authorize again`, { serviceError: "invalid_grant", status, cause });
  }
};
var AuthorizationAbortedError = class _AuthorizationAbortedError extends SdkError {
  static {
    __name(this, "AuthorizationAbortedError");
  }
  name = "AuthorizationAbortedError";
  static code = "ERR_AUTHORIZATION_ABORTED";
  code = _AuthorizationAbortedError.code;
  reason;
  constructor(reason, message) {
    super(void 0, message);
    this.reason = reason;
  }
};

// dist/auth/authorizeAdvice.js
function registeredForm(redirectUri) {
  const url = new URL(redirectUri);
  if (url.protocol !== "http:")
    return redirectUri;
  url.port = "";
  return url.href;
}
__name(registeredForm, "registeredForm");
function signInAdvice(clientId, redirectUri) {
  const loopback = redirectUri.startsWith("http:");
  const delivery = loopback ? `the redirect did not reach this process: something on this machine blocked ${registeredForm(redirectUri)} (a firewall, or a browser that does not load loopback pages)` : "the redirect did not reach this process: the scheme is not registered with the OS (RegisterLaunchCommand), or the running instance was not handed the URL (pass it to client.HandleRedirect(url))";
  return `Likely causes, and how to check each: (1) the browser shows the service's error page instead of the consent page: application id ${clientId} is not an application (compare it with the developer portal), or the application does not list the redirect URI ${registeredForm(redirectUri)} (OAuth2 > Redirects, exactly as written); (2) the player closed the browser or did not finish signing in: call Authorize again; (3) ${delivery}. A shorter wait for one call: AuthorizationArgs.SetTimeoutMs(ms)`;
}
__name(signInAdvice, "signInAdvice");
function withoutSecrets2(text, secrets) {
  let out = text;
  for (const secret of secrets)
    if (secret !== void 0 && secret !== "")
      out = out.split(secret).join("[redacted]");
  return out;
}
__name(withoutSecrets2, "withoutSecrets");

// dist/native/builtins.js
import { createRequire as createRequire2 } from "node:module";
var requireBuiltin = createRequire2(import.meta.url);
var nodeHttp = /* @__PURE__ */ __name(() => requireBuiltin("node:http"), "nodeHttp");
var nodeNet = /* @__PURE__ */ __name(() => requireBuiltin("node:net"), "nodeNet");
var nodeChildProcess = /* @__PURE__ */ __name(() => requireBuiltin("node:child_process"), "nodeChildProcess");

// dist/rules/hostHeader.js
function hostHeaderCount(rawHeaders) {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name2 = rawHeaders[i];
    if (name2.length === 4 && name2.toLowerCase() === "host")
      count++;
  }
  return count;
}
__name(hostHeaderCount, "hostHeaderCount");

// dist/auth/loopbackReceiver.js
var PAGE_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  Connection: "close"
};
function page(title, text) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>body{font-family:system-ui,sans-serif;margin:4rem auto;max-width:32rem;text-align:center}</style></head><body><h1>${title}</h1><p>${text}</p></body></html>`;
}
__name(page, "page");
var DONE_PAGE = page("Sign-in response received", "You can close this window and return to the application.");
var REJECTED_PAGE = page("Not a valid sign-in response", "This link does not belong to a pending sign-in.");
var NOT_FOUND_PAGE = page("Not found", "Nothing here.");
async function startLoopbackReceiver(onCallback) {
  let closed = false;
  let port = 0;
  const server = nodeHttp().createServer((request, response) => {
    const answer = /* @__PURE__ */ __name((status, body) => {
      response.writeHead(status, PAGE_HEADERS);
      response.end(body);
    }, "answer");
    if (request.headers.host !== `${LOOPBACK_HOST}:${port}` || hostHeaderCount(request.rawHeaders) !== 1)
      return answer(400, REJECTED_PAGE);
    const path = (request.url ?? "").split("?", 1)[0];
    if (request.method !== "GET" || path !== LOOPBACK_CALLBACK_PATH)
      return answer(404, NOT_FOUND_PAGE);
    const outcome = onCallback(`http://${LOOPBACK_HOST}:${port}${request.url ?? ""}`);
    if (!outcome.handled)
      return answer(400, REJECTED_PAGE);
    answer(200, DONE_PAGE);
    receiver.close();
  });
  server.on("clientError", (_error, socket) => socket.destroy());
  await new Promise((resolve3, reject) => {
    server.once("error", reject);
    server.listen({ host: LOOPBACK_HOST, port: 0 }, () => {
      server.off("error", reject);
      resolve3();
    });
  });
  port = server.address().port;
  const receiver = {
    redirectUri: loopbackRedirectUri(port),
    port,
    close() {
      if (closed)
        return;
      closed = true;
      server.close();
      server.closeIdleConnections();
    }
  };
  return receiver;
}
__name(startLoopbackReceiver, "startLoopbackReceiver");

// dist/auth/pendingAuthorizations.js
import { createHash, timingSafeEqual } from "node:crypto";
var CODE = /^[\x21-\x7e]{1,2048}$/;
var MAX_SERVICE_TEXT = 300;
function digest(value) {
  return createHash("sha256").update(value, "utf8").digest();
}
__name(digest, "digest");
function sanitizeServiceText(text) {
  const printable = text.replace(/[\x00-\x1f\x7f]/g, " ");
  return printable.length > MAX_SERVICE_TEXT ? `${printable.slice(0, MAX_SERVICE_TEXT)}...` : printable;
}
__name(sanitizeServiceText, "sanitizeServiceText");
var PendingAuthorizations = class {
  static {
    __name(this, "PendingAuthorizations");
  }
  #entries = /* @__PURE__ */ new Set();
  /** Number of authorizations still waiting. */
  get size() {
    return this.#entries.size;
  }
  /**
   * Registers a transaction. `result` settles on its redirect, timeout or abort; `cancel` ends it early
   * with the given error (e.g. when the browser could not be opened).
   */
  begin(options) {
    let entry;
    const result = new Promise((resolve3, reject) => {
      const created = {
        stateDigest: digest(options.state),
        target: expectedTarget(options.redirectUri),
        options,
        resolve: resolve3,
        reject,
        timer: void 0
      };
      created.timer = setTimeout(() => {
        this.#settle(created, () => reject(new AuthorizationAbortedError("timeout", `authorization timed out: no redirect arrived within ${options.timeoutMs} ms` + (options.timeoutAdvice === void 0 ? "" : `. ${options.timeoutAdvice}`))));
      }, options.timeoutMs);
      this.#entries.add(created);
      entry = created;
    });
    const registered = entry;
    return { result, cancel: /* @__PURE__ */ __name((error) => this.#settle(registered, () => registered.reject(error)), "cancel") };
  }
  /** Cancels every pending authorization with an `Aborted` error. Returns how many were cancelled. */
  abortAll(message = "authorization aborted by AbortAuthorize()") {
    const entries = [...this.#entries];
    for (const entry of entries) {
      this.#settle(entry, () => entry.reject(new AuthorizationAbortedError("aborted", message)));
    }
    return entries.length;
  }
  /**
   * Offers a redirect URL. Returns whether it settled a pending authorization; never throws, whatever the
   * input. The settled authorization's promise carries the outcome (code, or the service's error).
   */
  handleRedirect(url) {
    if (this.#entries.size === 0)
      return { handled: false, reason: "no_pending_authorization" };
    const parsed = parseRedirect(url);
    if (!parsed.ok)
      return { handled: false, reason: parsed.reason };
    const { params } = parsed;
    const candidates = [...this.#entries].filter((entry2) => entry2.target === params.target);
    if (candidates.length === 0)
      return { handled: false, reason: "unexpected_redirect_uri" };
    if (params.state === void 0 || params.state === "")
      return { handled: false, reason: "missing_state" };
    const received = digest(params.state);
    let match;
    for (const entry2 of candidates) {
      if (timingSafeEqual(entry2.stateDigest, received) && match === void 0)
        match = entry2;
    }
    if (match === void 0)
      return { handled: false, reason: "unknown_state" };
    const entry = match;
    this.#settle(entry, () => {
      void this.#finish(entry, params).then(entry.resolve, entry.reject);
    });
    return { handled: true };
  }
  async #finish(entry, params) {
    if (params.iss !== void 0) {
      const expected = await entry.options.expectedIssuer();
      if (params.iss !== expected) {
        throw new AuthorizationError("issuer_mismatch", `the redirect's iss is not the expected issuer ${JSON.stringify(expected)} (RFC 9207); the response was not from this service`);
      }
    }
    if (params.error !== void 0) {
      const description = params.errorDescription === void 0 ? "" : `: ${sanitizeServiceText(params.errorDescription)}`;
      const error = sanitizeServiceText(params.error);
      throw new AuthorizationError("authorization_denied", `the service refused the authorization (${error})${description}`, {
        serviceError: error
      });
    }
    if (params.code === void 0 || !CODE.test(params.code)) {
      throw new AuthorizationError("missing_code", params.code === void 0 ? "the redirect carried no authorization code" : "the redirect carried a malformed authorization code (expected 1 to 2048 printable ASCII characters)");
    }
    return { code: params.code, redirectUri: entry.options.redirectUri };
  }
  #settle(entry, settle2) {
    if (!this.#entries.delete(entry))
      return;
    clearTimeout(entry.timer);
    try {
      entry.options.onSettled?.();
    } finally {
      settle2();
    }
  }
};

// dist/auth/authorizer.js
var Authorizer = class {
  static {
    __name(this, "Authorizer");
  }
  #options;
  #pending = new PendingAuthorizations();
  #timeoutMs;
  constructor(options) {
    this.#options = options;
    this.#timeoutMs = checkAuthorizeTimeout(options.timeoutMs ?? DEFAULT_AUTHORIZE_TIMEOUT_MS);
  }
  /** Time a pending authorization waits for its redirect, in ms. */
  get timeoutMs() {
    return this.#timeoutMs;
  }
  /** Changes the wait of authorizations begun from now on: an integer from 1 ms to 1 hour, else it throws. */
  set timeoutMs(ms2) {
    this.#timeoutMs = checkAuthorizeTimeout(ms2);
  }
  /** Number of authorizations waiting for a redirect. */
  get pendingCount() {
    return this.#pending.size;
  }
  /**
   * Opens the authorize URL and resolves with the code once the redirect arrives, and the record of the
   * authorization the token exchange checks the ID token against.
   * @param defaultClientId - the client's application id, used when `args` has no ClientId.
   */
  async authorize(args, defaultClientId) {
    if (!args.IsValid()) {
      throw ValidationError.argument("args", "args: AuthorizationArgs is invalid (nullobj or moved-from)");
    }
    const clientId = args.ClientId() ?? defaultClientId;
    if (clientId === void 0) {
      throw ValidationError.argument("args.ClientId", "args.ClientId: not set, and no application id was given to SetApplicationId()");
    }
    const scopes2 = args.Scopes();
    if (scopes2 === "") {
      throw ValidationError.argument("args.Scopes", 'args.Scopes: required, e.g. Client.GetDefaultCommunicationScopes() ("openid sdk.social_layer")');
    }
    const openid = scopes2.split(" ").includes("openid");
    const state = args.State() ?? randomToken(32);
    const nonce = args.Nonce() ?? (openid ? randomToken(32) : void 0);
    const provider = this.#options.provider;
    if (openid)
      provider.warm();
    const scheme = args.CustomSchemeParam();
    let redirectUri;
    let release;
    if (scheme !== void 0) {
      redirectUri = customSchemeRedirectUri(scheme);
    } else if (this.#options.redirectMode === "customScheme") {
      redirectUri = customSchemeRedirectUri(defaultCustomScheme(clientId));
    } else {
      const receiver = await startLoopbackReceiver((url2) => this.handleRedirect(url2));
      redirectUri = receiver.redirectUri;
      release = /* @__PURE__ */ __name(() => receiver.close(), "release");
    }
    const challenge = args.CodeChallenge();
    let url;
    try {
      url = buildAuthorizeUrl({
        baseUrl: this.#options.baseUrl,
        clientId,
        scopes: scopes2,
        state,
        redirectUri,
        codeChallenge: challenge?.Challenge(),
        nonce,
        integrationType: args.IntegrationType()
      });
    } catch (error) {
      release?.();
      throw error;
    }
    const { result, cancel } = this.#pending.begin({
      state,
      redirectUri,
      timeoutMs: args.TimeoutMs() ?? this.#timeoutMs,
      timeoutAdvice: signInAdvice(clientId, redirectUri),
      expectedIssuer: /* @__PURE__ */ __name(() => provider.issuer(), "expectedIssuer"),
      onSettled: release
    });
    try {
      await this.#options.opener(url);
    } catch (error) {
      const said = error instanceof Error ? withoutSecrets2(error.message, [url, state, nonce]) : "";
      cancel(error instanceof AuthorizationError ? error : new AuthorizationError("opener_failed", said === "" ? "the URL opener failed to open the authorize URL" : `the URL opener failed: ${said}`, { cause: error }));
    }
    return { code: await result, record: { clientId, redirectUri, nonce } };
  }
  /**
   * Offers a redirect URL from any source (deep link, Electron main process, loopback server). It settles
   * the pending authorization whose redirect URI it targets exactly and whose `state` it carries; any other
   * URL is ignored (logged without the URL) and leaves the authorizations waiting. Never throws.
   * @param url - the redirect URL as received (anything: it is checked).
   * @returns whether it settled an authorization, and if not, why.
   */
  handleRedirect(url) {
    const outcome = this.#pending.handleRedirect(url);
    if (!outcome.handled)
      this.#options.log?.(`redirect ignored: ${outcome.reason}`);
    return outcome;
  }
  /** Cancels every pending authorization (they reject with `Aborted`). Returns how many. */
  abort(message) {
    return this.#pending.abortAll(message);
  }
};

// dist/auth/DeviceAuthorizationArgs.js
var DeviceAuthorizationArgs = class {
  static {
    __name(this, "DeviceAuthorizationArgs");
  }
  #clientId;
  #scopes = "";
  /** The application id, or undefined before it is set (then the client's application id is used). */
  ClientId() {
    return this.#clientId;
  }
  /** @throws ValidationError naming `ClientId` when it is not a snowflake. */
  SetClientId(clientId) {
    try {
      this.#clientId = parseSnowflake(clientId, "ClientId");
    } catch (error) {
      throw ValidationError.argument("ClientId", error.message);
    }
  }
  /** Space-separated scopes, e.g. `Client.GetDefaultPresenceScopes()`. */
  Scopes() {
    return this.#scopes;
  }
  /** @throws ValidationError naming `Scopes` (or `Scopes[i]`) for a string that is not RFC 6749 scopes. */
  SetScopes(value) {
    this.#scopes = scopes(value);
  }
};

// dist/auth/deviceGrant.js
async function runDeviceGrant(options) {
  const { transport, clientId, signal } = options;
  const codes = await aborting(signal, () => requestDeviceAuthorization(transport, { clientId, scope: options.scopes }, { signal }));
  const deadline = options.now() + codes.expires_in * 1e3;
  options.show({
    clientId,
    userCode: codes.user_code,
    verificationUri: codes.verification_uri,
    verificationUriComplete: codes.verification_uri_complete,
    expiresIn: codes.expires_in
  });
  let intervalS = codes.interval;
  for (; ; ) {
    await wait(intervalS * 1e3, signal);
    if (options.now() >= deadline)
      throw expired();
    try {
      return await aborting(signal, () => pollDeviceToken(transport, { clientId, deviceCode: codes.device_code, merge: options.merge }, { signal }));
    } catch (error) {
      if (!(error instanceof OAuthError))
        throw error;
      if (error.error === "authorization_pending")
        continue;
      if (error.error === "slow_down")
        intervalS += SLOW_DOWN_STEP_SECONDS;
      else if (error.error === "expired_token")
        throw expired(error);
      else if (error.error === "access_denied") {
        throw new AuthorizationError("authorization_denied", "the user denied the device sign-in", {
          serviceError: "access_denied",
          status: error.status,
          cause: error
        });
      } else
        throw error;
    }
  }
}
__name(runDeviceGrant, "runDeviceGrant");
function expired(cause) {
  return new AuthorizationError("device_code_expired", "the device code expired before the user answered", {
    serviceError: cause?.error,
    status: cause?.status,
    cause
  });
}
__name(expired, "expired");
function abortedError() {
  return new AuthorizationAbortedError("aborted", "the device sign-in was aborted");
}
__name(abortedError, "abortedError");
async function aborting(signal, request) {
  if (signal.aborted)
    throw abortedError();
  try {
    return await request();
  } catch (error) {
    if (error instanceof AbortError && signal.aborted)
      throw abortedError();
    throw error;
  }
}
__name(aborting, "aborting");
function wait(ms2, signal) {
  return new Promise((resolve3, reject) => {
    if (signal.aborted) {
      reject(abortedError());
      return;
    }
    const onAbort = /* @__PURE__ */ __name(() => {
      clearTimeout(timer);
      reject(abortedError());
    }, "onAbort");
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve3();
    }, ms2);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
__name(wait, "wait");

// dist/auth/idToken.js
import { createHash as createHash2 } from "node:crypto";

// dist/auth/jose.js
var loadJwtVerify = loadOnce(async () => (await import("jose/jwt/verify")).jwtVerify);
var loadCreateLocalJwkSet = loadOnce(async () => (await import("jose/jwks/local")).createLocalJWKSet);
var loadJoseErrors = loadOnce(async () => import("jose/errors"));

// dist/auth/idToken.js
var SUPPORTED_ID_TOKEN_ALGS = [
  "ES256",
  "ES384",
  "ES512",
  "RS256",
  "RS384",
  "RS512",
  "PS256",
  "PS384",
  "PS512",
  "EdDSA"
];
var DEFAULT_CLOCK_TOLERANCE_S = 60;
var MAX_CLOCK_TOLERANCE_S = 300;
var AT_HASH_DIGEST = {
  ES256: "sha256",
  RS256: "sha256",
  PS256: "sha256",
  ES384: "sha384",
  RS384: "sha384",
  PS384: "sha384",
  ES512: "sha512",
  RS512: "sha512",
  PS512: "sha512",
  EdDSA: "sha512"
};
function accessTokenHash(accessToken, alg) {
  const digest2 = AT_HASH_DIGEST[alg];
  if (digest2 === void 0)
    throw new IdTokenError("alg", `no at_hash digest is defined for ${alg}`);
  const hash = createHash2(digest2).update(accessToken, "ascii").digest();
  return hash.subarray(0, hash.length / 2).toString("base64url");
}
__name(accessTokenHash, "accessTokenHash");
function translate(error, joseErrors) {
  if (error instanceof joseErrors.JWTExpired)
    return new IdTokenError("exp", "the token has expired", error);
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    return new IdTokenError(error.claim, `claim "${error.claim}" failed: ${error.reason}`, error);
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
    return new IdTokenError("signature", "the signature does not verify with the issuer key", error);
  }
  if (error instanceof joseErrors.JWKSNoMatchingKey) {
    return new IdTokenError("kid", "no key in the issuer's JWKS matches the token's key id", error);
  }
  if (error instanceof joseErrors.JOSEAlgNotAllowed) {
    return new IdTokenError("alg", "the signature algorithm is not allowed", error);
  }
  if (error instanceof joseErrors.JOSEError) {
    return new IdTokenError("format", `the token is malformed (${error.code})`, error);
  }
  return new IdTokenError("format", "the token could not be verified", error);
}
__name(translate, "translate");
function optionalString(payload, claim) {
  const value = payload[claim];
  if (value === void 0)
    return void 0;
  if (typeof value !== "string")
    throw new IdTokenError(claim, `claim "${claim}" must be a string`);
  return value;
}
__name(optionalString, "optionalString");
function sameAudience(a, b) {
  return a.length === b.length && [...a].sort().every((value, index) => value === [...b].sort()[index]);
}
__name(sameAudience, "sameAudience");
async function verifyIdToken(token, provider, expect) {
  const tolerance = expect.clockToleranceS ?? DEFAULT_CLOCK_TOLERANCE_S;
  if (!Number.isFinite(tolerance) || tolerance < 0 || tolerance > MAX_CLOCK_TOLERANCE_S) {
    throw new RangeError(`clockToleranceS: expected 0 to ${MAX_CLOCK_TOLERANCE_S} seconds, received ${String(tolerance)}`);
  }
  const metadata = await provider.metadata();
  const advertised = metadata.idTokenSigningAlgValues;
  const algorithms = SUPPORTED_ID_TOKEN_ALGS.filter((alg2) => advertised.length === 0 || advertised.includes(alg2));
  if (algorithms.length === 0) {
    throw new IdTokenError("alg", `the issuer announces no asymmetric signature algorithm (announced: ${advertised.slice(0, 8).join(", ").slice(0, 120)})`);
  }
  const now = expect.now ?? Date.now();
  let payload;
  let alg;
  const jwtVerify = await loadJwtVerify();
  try {
    const result = await jwtVerify(token, (header, jws) => provider.key(header, jws), {
      issuer: metadata.issuer,
      audience: expect.clientId,
      algorithms,
      clockTolerance: tolerance,
      currentDate: new Date(now),
      requiredClaims: ["iss", "sub", "aud", "exp", "iat"]
    });
    payload = result.payload;
    alg = result.protectedHeader.alg;
  } catch (error) {
    if (error instanceof AuthorizationError)
      throw error;
    throw translate(error, await loadJoseErrors());
  }
  const nowS = now / 1e3;
  const iat = payload.iat;
  if (iat > nowS + tolerance)
    throw new IdTokenError("iat", "the token was issued in the future");
  if (typeof payload.sub !== "string" || payload.sub === "")
    throw new IdTokenError("sub", 'claim "sub" is missing');
  const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  const azp = optionalString(payload, "azp");
  if (aud.length > 1 && azp === void 0)
    throw new IdTokenError("azp", 'several audiences but no "azp" claim');
  if (azp !== void 0 && azp !== expect.clientId)
    throw new IdTokenError("azp", 'claim "azp" is not this client');
  const nonce = optionalString(payload, "nonce");
  if (expect.nonce !== void 0 && nonce !== expect.nonce) {
    throw new IdTokenError("nonce", nonce === void 0 ? "the nonce sent was not returned" : "the nonce does not match the one sent");
  }
  const authTime = payload.auth_time;
  if (authTime !== void 0 && (typeof authTime !== "number" || !Number.isFinite(authTime))) {
    throw new IdTokenError("auth_time", 'claim "auth_time" must be a number');
  }
  const atHash = optionalString(payload, "at_hash");
  if (atHash !== void 0 && expect.accessToken !== void 0 && atHash !== accessTokenHash(expect.accessToken, alg)) {
    throw new IdTokenError("at_hash", `the access token does not match the token's "at_hash"`);
  }
  const claims = {
    iss: payload.iss,
    sub: payload.sub,
    aud,
    exp: payload.exp,
    iat,
    azp,
    auth_time: authTime,
    nonce,
    at_hash: atHash,
    raw: payload
  };
  if (expect.previous !== void 0)
    checkRefreshConsistency(expect.previous, claims);
  return claims;
}
__name(verifyIdToken, "verifyIdToken");
function checkRefreshConsistency(previous, next) {
  if (next.iss !== previous.iss)
    throw new IdTokenError("refresh.iss", "the refreshed token has another issuer");
  if (next.sub !== previous.sub)
    throw new IdTokenError("refresh.sub", "the refreshed token is for another user");
  if (!sameAudience(next.aud, previous.aud))
    throw new IdTokenError("refresh.aud", "the refreshed token has other audiences");
  if (next.azp !== previous.azp)
    throw new IdTokenError("refresh.azp", 'the refreshed token has another "azp"');
  if (next.auth_time !== void 0 && next.auth_time !== previous.auth_time) {
    throw new IdTokenError("refresh.auth_time", 'the refreshed token has another "auth_time"');
  }
  if (next.nonce !== void 0 && next.nonce !== previous.nonce) {
    throw new IdTokenError("refresh.nonce", "the refreshed token has another nonce");
  }
}
__name(checkRefreshConsistency, "checkRefreshConsistency");

// dist/auth/oidcProvider.js
var MAX_DOCUMENT_BYTES = 256 * 1024;
function fail(message, cause) {
  return new AuthorizationError("discovery_failed", message, { cause });
}
__name(fail, "fail");
var LOOPBACK_HOSTS = /* @__PURE__ */ new Set(["127.0.0.1", "[::1]", "localhost"]);
function jwksUriProblem(jwksUri, baseUrl) {
  if (!URL.canParse(jwksUri))
    return "has no absolute jwks_uri";
  const url = new URL(jwksUri);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname))) {
    return "has a jwks_uri that is neither https nor http to a loopback host";
  }
  if (url.origin !== new URL(baseUrl).origin)
    return `has a jwks_uri outside ${new URL(baseUrl).origin}`;
  if (url.username !== "" || url.password !== "")
    return "has a jwks_uri with credentials";
  return void 0;
}
__name(jwksUriProblem, "jwksUriProblem");
function fetchFailure(error, what, url) {
  if (error instanceof TimeoutError)
    return `no ${what} from ${url} within ${error.timeoutMs} ms`;
  if (error instanceof InvalidResponseError)
    return `the ${what} at ${url} is unusable: ${error.message}`;
  if (error instanceof HttpResponseError)
    return `the ${what} at ${url} answered HTTP ${error.status}`;
  return `could not fetch the ${what} from ${url}`;
}
__name(fetchFailure, "fetchFailure");
var OidcProvider = class {
  static {
    __name(this, "OidcProvider");
  }
  #options;
  #transport;
  #metadata;
  #keys;
  #keysInFlight;
  constructor(options) {
    this.#options = options;
    this.#transport = "transport" in options ? options.transport : new Transport({ baseUrl: options.baseUrl, fetch: options.fetch, timeoutMs: options.timeoutMs() });
  }
  /** The discovery document (fetched once; a failed fetch is not cached). */
  metadata() {
    if (this.#metadata === void 0) {
      const pending = this.#discover();
      this.#metadata = pending;
      pending.catch(() => {
        if (this.#metadata === pending)
          this.#metadata = void 0;
      });
    }
    return this.#metadata;
  }
  /** The issuer identifier from discovery. */
  async issuer() {
    return (await this.metadata()).issuer;
  }
  /**
   * The verification key for a JWS header: from the cached JWKS, or after one refetch when the `kid` is
   * unknown (the issuer rotated its keys).
   */
  async key(header, token) {
    const cached = this.#keys;
    if (cached === void 0)
      return (await this.#refreshKeys())(header, token);
    try {
      return await cached.resolve(header, token);
    } catch (error) {
      const cooldown = this.#options.jwksRefetchCooldownMs ?? 0;
      const joseErrors = await loadJoseErrors();
      if (!(error instanceof joseErrors.JWKSNoMatchingKey) || Date.now() - cached.fetchedAt < cooldown)
        throw error;
    }
    return (await this.#refreshKeys())(header, token);
  }
  /**
   * Fetches discovery and the JWKS ahead of need (e.g. while the user is in the browser), so verifying
   * the ID token later costs no round trip. Failures are left for the real use to report.
   */
  warm() {
    if (this.#keys !== void 0)
      return;
    this.#refreshKeys().catch(() => void 0);
  }
  /** Forgets the cached discovery document and keys. */
  reset() {
    this.#metadata = void 0;
    this.#keys = void 0;
  }
  async #refreshKeys() {
    this.#keysInFlight ??= (async () => {
      try {
        const { jwksUri } = await this.metadata();
        const document = await this.#getJson(jwksUri, new URL(jwksUri).pathname, "JWKS");
        if (!isRecord(document) || !Array.isArray(document.keys)) {
          throw fail(`the JWKS at ${jwksUri} has no "keys" array`);
        }
        const createLocalJWKSet = await loadCreateLocalJwkSet();
        const resolve3 = createLocalJWKSet(document);
        this.#keys = { resolve: resolve3, fetchedAt: Date.now() };
        return resolve3;
      } finally {
        this.#keysInFlight = void 0;
      }
    })();
    return this.#keysInFlight;
  }
  async #discover() {
    const path = "/.well-known/openid-configuration";
    const url = `${this.#transport.baseUrl}${path}`;
    const document = await this.#getJson(url, path, "discovery document");
    if (!isRecord(document))
      throw fail(`the discovery document at ${url} is not a JSON object`);
    const { issuer, jwks_uri: jwksUri, id_token_signing_alg_values_supported: algs } = document;
    if (typeof issuer !== "string" || issuer === "")
      throw fail(`the discovery document at ${url} has no issuer`);
    const problem = typeof jwksUri === "string" ? jwksUriProblem(jwksUri, this.#transport.baseUrl) : "has no jwks_uri";
    if (problem !== void 0 || typeof jwksUri !== "string") {
      throw fail(`the discovery document at ${url} ${problem}`);
    }
    const algValues = Array.isArray(algs) ? algs.filter((alg) => typeof alg === "string") : [];
    return { issuer, jwksUri, idTokenSigningAlgValues: algValues };
  }
  /** GETs a JSON document without credentials; `route` names it in the transport's errors and hooks. */
  async #getJson(url, route, what) {
    if (!("transport" in this.#options))
      this.#transport.setTimeout(this.#options.timeoutMs());
    let response;
    try {
      response = await this.#transport.request({
        method: "GET",
        route,
        url,
        auth: "none",
        maxResponseBytes: MAX_DOCUMENT_BYTES,
        // Sign-in waits on this: a failure is reported within one timeout, and since failures are not
        // cached, the next sign-in simply fetches again.
        retries: 0
      });
    } catch (error) {
      throw fail(fetchFailure(error, what, url), error);
    }
    if (response.status !== 200)
      throw fail(`the ${what} at ${url} answered HTTP ${response.status}`);
    return response.body;
  }
};

// dist/auth/opener.js
function browserCommand(platform, url) {
  switch (platform) {
    case "darwin":
      return { file: "open", args: [url] };
    case "win32":
      return { file: "rundll32", args: ["url.dll,FileProtocolHandler", url] };
    default:
      return { file: "xdg-open", args: [url] };
  }
}
__name(browserCommand, "browserCommand");
function assertBrowserUrl(url) {
  const parsed = parseUrl(url);
  if (parsed === void 0) {
    throw new AuthorizationError("opener_failed", "refusing to open a URL that does not parse");
  }
  if (!isHttpUrl(parsed)) {
    throw new AuthorizationError("opener_failed", `refusing to open a ${parsed.protocol} URL in the browser`);
  }
}
__name(assertBrowserUrl, "assertBrowserUrl");
var OPENER_SETTLE_MS = 3e3;
var openInBrowser = /* @__PURE__ */ __name((url) => {
  assertBrowserUrl(url);
  const { file, args } = browserCommand(process.platform, url);
  return new Promise((resolve3, reject) => {
    const child = nodeChildProcess().execFile(file, args, { windowsHide: true }, (error) => {
      clearTimeout(settle2);
      if (error) {
        const code = typeof error.code === "string" ? error.code : `exit status ${String(error.code)}`;
        reject(new AuthorizationError("opener_failed", `could not open the browser with ${file} (${code})`));
      } else {
        resolve3();
      }
    });
    const settle2 = setTimeout(() => {
      child.unref();
      child.stdout?.destroy();
      child.stderr?.destroy();
      resolve3();
    }, OPENER_SETTLE_MS);
    settle2.unref();
  });
}, "openInBrowser");

// dist/client/activityParts.js
function canonical(value) {
  return JSON.stringify(value, (_key, v) => v !== null && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)) : v);
}
__name(canonical, "canonical");
var Value = class {
  static {
    __name(this, "Value");
  }
  f;
  constructor(fields) {
    this.f = fields;
  }
  /** @returns whether `other` holds the same values (same class, every field equal). */
  Equals(other) {
    return other instanceof this.constructor && canonical(this.fields()) === canonical(other.fields());
  }
  /** @internal the fields, as plain data (a copy). */
  fields() {
    return structuredClone(this.f);
  }
};
var ActivityButton = class extends Value {
  static {
    __name(this, "ActivityButton");
  }
  /** An empty button. */
  constructor() {
    super({ label: "", url: "" });
  }
  /** @returns the text on the button. */
  Label() {
    return this.f.label;
  }
  /**
   * Sets the label.
   * @param label - the text on the button, 1..32 characters.
   */
  SetLabel(label) {
    this.f.label = label;
  }
  /** @returns the URL the button opens. */
  Url() {
    return this.f.url;
  }
  /**
   * Sets the URL.
   * @param url - an http(s) URL of 1..512 characters.
   */
  SetUrl(url) {
    this.f.url = url;
  }
};
var ActivityAssets = class extends Value {
  static {
    __name(this, "ActivityAssets");
  }
  /** No images. */
  constructor() {
    super({});
  }
  #get(key) {
    return this.f[key] ?? null;
  }
  #set(key, value) {
    if (value === null)
      delete this.f[key];
    else
      this.f[key] = value;
  }
  /** @returns the large image's asset key or URL, or null. */
  LargeImage() {
    return this.#get("largeImage");
  }
  /**
   * Sets the large image.
   * @param value - an asset key or URL, or null for none.
   */
  SetLargeImage(value) {
    this.#set("largeImage", value);
  }
  /** @returns the large image's hover text, or null. */
  LargeText() {
    return this.#get("largeText");
  }
  /**
   * Sets the large text.
   * @param value - the hover text, or null.
   */
  SetLargeText(value) {
    this.#set("largeText", value);
  }
  /** @returns where clicking the large image leads, or null. */
  LargeUrl() {
    return this.#get("largeUrl");
  }
  /**
   * Sets the large URL.
   * @param value - an http(s) URL, or null.
   */
  SetLargeUrl(value) {
    this.#set("largeUrl", value);
  }
  /** @returns the small image's asset key or URL, or null. */
  SmallImage() {
    return this.#get("smallImage");
  }
  /**
   * Sets the small image.
   * @param value - an asset key or URL, or null for none.
   */
  SetSmallImage(value) {
    this.#set("smallImage", value);
  }
  /** @returns the small image's hover text, or null. */
  SmallText() {
    return this.#get("smallText");
  }
  /**
   * Sets the small text.
   * @param value - the hover text, or null.
   */
  SetSmallText(value) {
    this.#set("smallText", value);
  }
  /** @returns where clicking the small image leads, or null. */
  SmallUrl() {
    return this.#get("smallUrl");
  }
  /**
   * Sets the small URL.
   * @param value - an http(s) URL, or null.
   */
  SetSmallUrl(value) {
    this.#set("smallUrl", value);
  }
  /** @returns the image shown on invites, or null. */
  InviteCoverImage() {
    return this.#get("inviteCoverImage");
  }
  /**
   * Sets the invite cover image.
   * @param value - an asset key or URL, or null.
   */
  SetInviteCoverImage(value) {
    this.#set("inviteCoverImage", value);
  }
};
var ActivityTimestamps = class extends Value {
  static {
    __name(this, "ActivityTimestamps");
  }
  /** No times. */
  constructor() {
    super({ start: 0, end: 0 });
  }
  /** @returns the start, Unix ms (0: none). */
  Start() {
    return this.f.start;
  }
  /**
   * Sets the start.
   * @param start - Unix ms; a small value is taken as seconds and converted, as the library does.
   */
  SetStart(start) {
    this.f.start = typeof start === "number" ? activityTimestampMs(start) : start;
  }
  /** @returns the end, Unix ms (0: none). */
  End() {
    return this.f.end;
  }
  /**
   * Sets the end.
   * @param end - Unix ms; a small value is taken as seconds and converted, as the library does.
   */
  SetEnd(end) {
    this.f.end = typeof end === "number" ? activityTimestampMs(end) : end;
  }
};
var ActivityParty = class extends Value {
  static {
    __name(this, "ActivityParty");
  }
  /** An empty, private party. */
  constructor() {
    super({ id: "", currentSize: 0, maxSize: 0, privacy: ActivityPartyPrivacy.Private });
  }
  /** @returns the party's id (the same for every member). */
  Id() {
    return this.f.id;
  }
  /**
   * Sets the id.
   * @param id - 1..128 characters.
   */
  SetId(id2) {
    this.f.id = id2;
  }
  /** @returns how many are in the party. */
  CurrentSize() {
    return this.f.currentSize;
  }
  /**
   * Sets the current size.
   * @param size - 0..MaxSize.
   */
  SetCurrentSize(size) {
    this.f.currentSize = size;
  }
  /** @returns how many fit in the party (0: no size shown). */
  MaxSize() {
    return this.f.maxSize;
  }
  /**
   * Sets the max size.
   * @param size - at least 1 to show a size.
   */
  SetMaxSize(size) {
    this.f.maxSize = size;
  }
  /** @returns an `ActivityPartyPrivacy` (other users' activities read Private). */
  Privacy() {
    return this.f.privacy;
  }
  /**
   * Sets the privacy.
   * @param privacy - an `ActivityPartyPrivacy`.
   */
  SetPrivacy(privacy) {
    this.f.privacy = privacy;
  }
};
var ActivitySecrets = class extends Value {
  static {
    __name(this, "ActivitySecrets");
  }
  /** No secret. */
  constructor() {
    super({ join: "" });
  }
  /** @returns the join secret (what `AcceptActivityInvite` gives the invited player). */
  Join() {
    return this.f.join;
  }
  /**
   * Sets the join.
   * @param secret - 1..128 characters, for example the lobby secret of `CreateOrJoinLobby`.
   */
  SetJoin(secret) {
    this.f.join = secret;
  }
};

// dist/client/activity.js
function copyOf(part) {
  const copy = new part.constructor();
  copy.f = part.fields();
  return copy;
}
__name(copyOf, "copyOf");
var Activity = class _Activity {
  static {
    __name(this, "Activity");
  }
  #f = {
    name: "",
    type: ActivityTypes.Playing,
    buttons: [],
    supportedPlatforms: ActivityGamePlatforms.Desktop
  };
  #text(key) {
    return this.#f[key] ?? null;
  }
  #setText(key, value) {
    if (value === null)
      delete this.#f[key];
    else
      this.#f[key] = typeof value === "bigint" ? value.toString() : value;
  }
  #part(key) {
    const part = this.#f[key];
    return part === void 0 ? null : copyOf(part);
  }
  #setPart(key, value) {
    if (value === null)
      delete this.#f[key];
    else
      this.#f[key] = copyOf(value);
  }
  /** @returns the name (the application's, once the service has it). */
  Name() {
    return this.#f.name;
  }
  /**
   * Sets the name.
   * @param name - any; the SDK sends the application instead and the service shows its name.
   */
  SetName(name2) {
    this.#f.name = name2;
  }
  /** @returns an `ActivityTypes` (Playing by default). */
  Type() {
    return this.#f.type;
  }
  /**
   * Sets the type.
   * @param type - an `ActivityTypes`; games use Playing.
   */
  SetType(type) {
    this.#f.type = type;
  }
  /** @returns which field the short status shows (`StatusDisplayTypes`), or null. */
  StatusDisplayType() {
    return this.#f.statusDisplayType ?? null;
  }
  /**
   * Sets the status display type.
   * @param type - a `StatusDisplayTypes`, or null.
   */
  SetStatusDisplayType(type) {
    if (type === null)
      delete this.#f.statusDisplayType;
    else
      this.#f.statusDisplayType = type;
  }
  /** @returns the third line ("In a group"), or null. */
  State() {
    return this.#text("state");
  }
  /**
   * Sets the state.
   * @param state - 1..128 characters, or null.
   */
  SetState(state) {
    this.#setText("state", state);
  }
  /** @returns the link of the state line, or null. */
  StateUrl() {
    return this.#text("stateUrl");
  }
  /**
   * Sets the state URL.
   * @param url - an http(s) URL, or null.
   */
  SetStateUrl(url) {
    this.#setText("stateUrl", url);
  }
  /** @returns the second line (what the player does), or null. */
  Details() {
    return this.#text("details");
  }
  /**
   * Sets the details.
   * @param details - 1..128 characters, or null.
   */
  SetDetails(details) {
    this.#setText("details", details);
  }
  /** @returns the link of the details line, or null. */
  DetailsUrl() {
    return this.#text("detailsUrl");
  }
  /**
   * Sets the details URL.
   * @param url - an http(s) URL, or null.
   */
  SetDetailsUrl(url) {
    this.#setText("detailsUrl", url);
  }
  /** @returns the application's id (set by the SDK), or null. */
  ApplicationId() {
    return this.#text("applicationId");
  }
  /**
   * Sets the application id.
   * @param id - a snowflake, or null (the SDK writes the client's application over it).
   */
  SetApplicationId(id2) {
    this.#setText("applicationId", id2);
  }
  /** @returns the parent application's id, or null. */
  ParentApplicationId() {
    return this.#text("parentApplicationId");
  }
  /**
   * Sets the parent application id.
   * @param id - a snowflake, or null.
   */
  SetParentApplicationId(id2) {
    this.#setText("parentApplicationId", id2);
  }
  /** @returns a copy of the images, or null. */
  Assets() {
    return this.#part("assets");
  }
  /**
   * Sets the assets.
   * @param assets - kept as a copy; null for none.
   */
  SetAssets(assets) {
    this.#setPart("assets", assets);
  }
  /** @returns a copy of the times, or null. */
  Timestamps() {
    return this.#part("timestamps");
  }
  /**
   * Sets the timestamps.
   * @param timestamps - kept as a copy; null for none.
   */
  SetTimestamps(timestamps) {
    this.#setPart("timestamps", timestamps);
  }
  /** @returns a copy of the party, or null. */
  Party() {
    return this.#part("party");
  }
  /**
   * Sets the party.
   * @param party - kept as a copy; null for none.
   */
  SetParty(party) {
    this.#setPart("party", party);
  }
  /** @returns a copy of the secrets, or null (always null in a friend's activity). */
  Secrets() {
    return this.#part("secrets");
  }
  /**
   * Sets the secrets.
   * @param secrets - kept as a copy; null for none.
   */
  SetSecrets(secrets) {
    this.#setPart("secrets", secrets);
  }
  /** @returns the `ActivityGamePlatforms` bits where a join button is offered (Desktop by default). */
  SupportedPlatforms() {
    return this.#f.supportedPlatforms;
  }
  /**
   * Sets the supported platforms.
   * @param platforms - `ActivityGamePlatforms` bits, for example `Desktop | Android`.
   */
  SetSupportedPlatforms(platforms) {
    this.#f.supportedPlatforms = platforms;
  }
  /**
   * Adds a button.
   * @param button - added as a copy (at most two are accepted by `UpdateRichPresence`).
   */
  AddButton(button) {
    this.#f.buttons.push(copyOf(button));
  }
  /** @returns copies of the buttons, in order. */
  GetButtons() {
    return this.#f.buttons.map(copyOf);
  }
  /** @returns whether `other` is an activity with the same values. */
  Equals(other) {
    return other instanceof _Activity && canonical(this.fields()) === canonical(other.fields());
  }
  /** @internal every field as plain data (parts copied). */
  fields() {
    const out = { ...this.#f, buttons: this.#f.buttons.map(copyOf) };
    for (const key of ["assets", "timestamps", "party", "secrets"]) {
      const part = this.#part(key);
      if (part === null)
        delete out[key];
      else
        out[key] = part;
    }
    return out;
  }
  /** @returns `Activity(<name>)`, never the secrets. */
  toString() {
    return `Activity(${this.#f.name || "(unnamed)"})`;
  }
};

// dist/client/activityInvite.js
var ActivityInvite = class {
  static {
    __name(this, "ActivityInvite");
  }
  #f = {
    senderId: "0",
    channelId: "0",
    messageId: "0",
    type: ActivityActionTypes.Invalid,
    applicationId: "0",
    parentApplicationId: "0",
    partyId: "",
    sessionId: "",
    isValid: false
  };
  /** @returns who sent it. */
  SenderId() {
    return this.#f.senderId;
  }
  /**
   * Sets the sender id.
   * @param id - a snowflake.
   */
  SetSenderId(id2) {
    this.#f.senderId = String(id2);
  }
  /** @returns the conversation it was sent in. */
  ChannelId() {
    return this.#f.channelId;
  }
  /**
   * Sets the channel id.
   * @param id - a snowflake.
   */
  SetChannelId(id2) {
    this.#f.channelId = String(id2);
  }
  /** @returns the message that carries it (what `AcceptActivityInvite` names). */
  MessageId() {
    return this.#f.messageId;
  }
  /**
   * Sets the message id.
   * @param id - a snowflake.
   */
  SetMessageId(id2) {
    this.#f.messageId = String(id2);
  }
  /** @returns an `ActivityActionTypes`: Join (an invite) or JoinRequest (a request to join). */
  Type() {
    return this.#f.type;
  }
  /**
   * Sets the type.
   * @param type - an `ActivityActionTypes`.
   */
  SetType(type) {
    this.#f.type = type;
  }
  /** @returns the application whose activity it is about. */
  ApplicationId() {
    return this.#f.applicationId;
  }
  /**
   * Sets the application id.
   * @param id - a snowflake.
   */
  SetApplicationId(id2) {
    this.#f.applicationId = String(id2);
  }
  /** @returns the parent application's id (`'0'` for none). */
  ParentApplicationId() {
    return this.#f.parentApplicationId;
  }
  /**
   * Sets the parent application id.
   * @param id - a snowflake.
   */
  SetParentApplicationId(id2) {
    this.#f.parentApplicationId = String(id2);
  }
  /** @returns the party it is about. */
  PartyId() {
    return this.#f.partyId;
  }
  /**
   * Sets the party id.
   * @param id - the party's id.
   */
  SetPartyId(id2) {
    this.#f.partyId = id2;
  }
  /** @returns the sender's session when they sent it (empty for a join request without an activity). */
  SessionId() {
    return this.#f.sessionId;
  }
  /**
   * Sets the session id.
   * @param id - a session id.
   */
  SetSessionId(id2) {
    this.#f.sessionId = id2;
  }
  /** @returns whether it may still be accepted (not older than 6 hours, its sender still in the party). */
  IsValid() {
    return this.#f.isValid;
  }
  /**
   * Sets the is valid.
   * @param valid - whether it may still be accepted.
   */
  SetIsValid(valid) {
    this.#f.isValid = valid;
  }
  /** @returns `ActivityInvite(<message id>)`. */
  toString() {
    return `ActivityInvite(${this.#f.messageId})`;
  }
};
var ACTION_TYPES = /* @__PURE__ */ new Set([
  ActivityActionTypes.Join,
  ActivityActionTypes.JoinRequest
]);
var SESSION = /^[A-Za-z0-9_-]{0,128}$/;
function readActivityInvite(message) {
  const activity2 = message.activity;
  if (typeof activity2 !== "object" || activity2 === null)
    return void 0;
  const a = activity2;
  const ids = [message.id, message.channel_id, message.author?.id, a.application_id];
  if (!ids.every((id2) => typeof id2 === "string" && isSnowflake(id2)))
    return void 0;
  if (!ACTION_TYPES.has(a.type) || typeof a.is_valid !== "boolean")
    return void 0;
  if (typeof a.party_id !== "string" || a.party_id.length === 0 || a.party_id.length > 128)
    return void 0;
  if (typeof a.session_id !== "string" || !SESSION.test(a.session_id))
    return void 0;
  const invite = new ActivityInvite();
  invite.SetSenderId(message.author.id);
  invite.SetChannelId(message.channel_id);
  invite.SetMessageId(message.id);
  invite.SetType(a.type);
  invite.SetApplicationId(a.application_id);
  invite.SetPartyId(a.party_id);
  invite.SetSessionId(a.session_id);
  invite.SetIsValid(a.is_valid);
  return invite;
}
__name(readActivityInvite, "readActivityInvite");

// dist/client/additionalContent.js
var typeName2 = enumNamer(AdditionalContentType);
var TYPES = new Set(Object.values(AdditionalContentType));
var AdditionalContent = class _AdditionalContent {
  static {
    __name(this, "AdditionalContent");
  }
  #type = AdditionalContentType.Other;
  #title = null;
  #count = 0;
  /**
   * @param type - an `AdditionalContentType` value.
   * @returns its name (`'Poll'`), or `'Unknown(<n>)'`.
   */
  static TypeToString(type) {
    return typeName2(type);
  }
  /** The kind of content. */
  Type() {
    return this.#type;
  }
  /** @throws ValidationError naming `Type` for a value that is no `AdditionalContentType`. */
  SetType(Type) {
    if (!TYPES.has(Type))
      throw ValidationError.argument("Type", `AdditionalContent.SetType: expected an AdditionalContentType (0 to 6), got ${String(Type)}`);
    this.#type = Type;
  }
  /** Its title (a poll's question, an attachment's name), or null. */
  Title() {
    return this.#title;
  }
  /** @throws ValidationError naming `Title` unless a string or null. */
  SetTitle(Title) {
    if (Title !== null && typeof Title !== "string")
      throw ValidationError.argument("Title", "AdditionalContent.SetTitle: expected a string or null");
    this.#title = Title;
  }
  /** How many items of this kind (0..255, the library's `uint8_t`). */
  Count() {
    return this.#count;
  }
  /** @throws ValidationError naming `Count` unless an integer of 0..255. */
  SetCount(Count) {
    if (!Number.isInteger(Count) || Count < 0 || Count > 255)
      throw ValidationError.argument("Count", `AdditionalContent.SetCount: expected an integer of 0 to 255, got ${String(Count)}`);
    this.#count = Count;
  }
  /** Whether `rhs` has the same type, title and count. */
  Equals(rhs) {
    return rhs instanceof _AdditionalContent && rhs.Type() === this.#type && rhs.Title() === this.#title && rhs.Count() === this.#count;
  }
};
var IS_VOICE_MESSAGE = 1 << 13;
var objects = /* @__PURE__ */ __name((value) => Array.isArray(value) ? value.filter((item) => typeof item === "object" && item !== null) : [], "objects");
var stringOf = /* @__PURE__ */ __name((value) => typeof value === "string" && value !== "" ? value : null, "stringOf");
var record = /* @__PURE__ */ __name((value) => isRecord(value) ? value : null, "record");
function readAdditionalContent(message) {
  const of = /* @__PURE__ */ __name((type, title, count) => ({
    type,
    title,
    count: Math.min(count, 255)
  }), "of");
  const poll = record(message.poll);
  if (poll)
    return of(AdditionalContentType.Poll, stringOf(record(poll.question)?.text), 1);
  const attachments = objects(message.attachments);
  const single = /* @__PURE__ */ __name((items, ...keys) => items.length === 1 ? keys.map((key) => stringOf(items[0]?.[key])).find((t) => t !== null) ?? null : null, "single");
  const flags = typeof message.flags === "number" ? message.flags : 0;
  if ((flags & IS_VOICE_MESSAGE) !== 0 && attachments.length > 0)
    return of(AdditionalContentType.VoiceMessage, null, attachments.length);
  if (attachments.length > 0)
    return of(AdditionalContentType.Attachment, single(attachments, "title", "filename"), attachments.length);
  const stickers = objects(message.sticker_items);
  if (stickers.length > 0)
    return of(AdditionalContentType.Sticker, single(stickers, "name"), stickers.length);
  const embeds = objects(message.embeds);
  if (embeds.length > 0)
    return of(AdditionalContentType.Embed, single(embeds, "title"), embeds.length);
  const thread = record(message.thread);
  if (thread)
    return of(AdditionalContentType.Thread, stringOf(thread.name), 1);
  return null;
}
__name(readAdditionalContent, "readAdditionalContent");
function additionalContentFrom(value) {
  const out = new AdditionalContent();
  out.SetType(value.type);
  out.SetTitle(value.title);
  out.SetCount(value.count);
  return out;
}
__name(additionalContentFrom, "additionalContentFrom");

// dist/client/applicationProfiles.js
var PROVIDER_TYPES = {
  oidc: ExternalIdentityProviderType.OIDC,
  epic_online_services: ExternalIdentityProviderType.EpicOnlineServices,
  steam: ExternalIdentityProviderType.Steam,
  unity: ExternalIdentityProviderType.Unity,
  discord_bot: ExternalIdentityProviderType.DiscordBot,
  // The library's enum has no Apple or PlayStation: they read as Unknown.
  apple: ExternalIdentityProviderType.Unknown,
  playstation: ExternalIdentityProviderType.Unknown
};
var UserApplicationProfileHandle = class {
  static {
    __name(this, "UserApplicationProfileHandle");
  }
  #wire;
  /** @internal made by the client from READY. */
  constructor(wire) {
    this.#wire = wire;
  }
  /** The avatar hash at the provider, or empty. */
  AvatarHash() {
    return this.#wire.avatar_hash;
  }
  /** Free text the provider attached, or empty. */
  Metadata() {
    return this.#wire.metadata;
  }
  /** The provider's own id (an OIDC issuer), or null. */
  ProviderId() {
    return this.#wire.provider_id;
  }
  /** The user's id at the provider (an OIDC `sub`, a Steam id...). */
  ProviderIssuedUserId() {
    return this.#wire.provider_issued_user_id;
  }
  /** The provider, as the library's `ExternalIdentityProviderType` (`Unknown` for one it does not name). */
  ProviderType() {
    return PROVIDER_TYPES[this.#wire.provider_type] ?? ExternalIdentityProviderType.Unknown;
  }
  /** The name the provider gave, or empty. */
  Username() {
    return this.#wire.username;
  }
  /** `UserApplicationProfileHandle(<provider>)`: never the user's ids. */
  toString() {
    return `UserApplicationProfileHandle(${this.#wire.provider_type})`;
  }
};
function readApplicationProfiles(value) {
  if (!Array.isArray(value))
    return [];
  const out = [];
  for (const entry of value) {
    if (typeof entry !== "object" || entry === null)
      continue;
    const e = entry;
    const strings = ["provider_type", "provider_issued_user_id", "username", "avatar_hash", "metadata"];
    if (!strings.every((key) => typeof e[key] === "string"))
      continue;
    if (e.provider_id !== null && typeof e.provider_id !== "string")
      continue;
    out.push({
      provider_type: e.provider_type,
      provider_id: e.provider_id,
      provider_issued_user_id: e.provider_issued_user_id,
      username: e.username,
      avatar_hash: e.avatar_hash,
      metadata: e.metadata
    });
  }
  return out;
}
__name(readApplicationProfiles, "readApplicationProfiles");

// dist/deeplink/scheme.js
function resolveScheme(appIdOrScheme, where = "appIdOrScheme") {
  if (typeof appIdOrScheme === "bigint" || typeof appIdOrScheme === "string" && /^[0-9]+$/.test(appIdOrScheme)) {
    return defaultCustomScheme(parseSnowflake(appIdOrScheme, where));
  }
  const scheme = parseCustomScheme(appIdOrScheme, where);
  if (scheme.length < 2) {
    throw new RangeError(`${where}: a one-letter scheme would be taken for a Windows drive letter; use 2 or more`);
  }
  return scheme;
}
__name(resolveScheme, "resolveScheme");

// dist/deeplink/register.js
import { isAbsolute, resolve } from "node:path";
var NOT_RELAUNCHED = /^--(inspect|debug)/;
function defaultLaunchCommand(proc = process) {
  const electron = proc.versions.electron !== void 0;
  const script = proc.argv[1];
  if (electron) {
    const unpackaged = proc.defaultApp === true;
    return { command: proc.execPath, args: unpackaged && script !== void 0 ? [resolve(script)] : [] };
  }
  if (script === void 0 || script === "" || script.startsWith("-")) {
    throw new Error("registerScheme: this process has no script path to re-launch; pass options.command");
  }
  const flags = proc.execArgv.filter((flag) => !NOT_RELAUNCHED.test(flag));
  return { command: proc.execPath, args: [...flags, isAbsolute(script) ? script : resolve(script)] };
}
__name(defaultLaunchCommand, "defaultLaunchCommand");
var REGISTER_KEYS = optionKeys({
  command: true,
  args: true,
  displayName: true,
  desktopId: true,
  appendUrl: true
});
function registerScheme(appIdOrScheme, options = {}) {
  const scheme = resolveScheme(appIdOrScheme, "registerScheme(appIdOrScheme)");
  if (typeof options !== "object" || options === null) {
    throw new TypeError("registerScheme(options): expected an object");
  }
  checkOptionKeys(options, REGISTER_KEYS, "registerScheme: options");
  const launch = options.command === void 0 ? defaultLaunchCommand() : { command: options.command, args: options.args ?? [] };
  const addon = requireNative("URI scheme registration");
  const registration = addon.registerUriScheme({
    scheme,
    command: launch.command,
    args: options.args ?? launch.args,
    displayName: options.displayName ?? `${scheme} sign-in handler`,
    desktopId: options.desktopId,
    // Only when set, so that an addon built before the option existed still serves sign-in registrations.
    ...options.appendUrl === void 0 ? {} : { appendUrl: options.appendUrl }
  });
  return { ...registration, redirectUri: `${registration.scheme}:/authorize/callback` };
}
__name(registerScheme, "registerScheme");
function unregisterScheme(appIdOrScheme) {
  const scheme = resolveScheme(appIdOrScheme, "unregisterScheme(appIdOrScheme)");
  return requireNative("URI scheme registration").unregisterUriScheme(scheme);
}
__name(unregisterScheme, "unregisterScheme");
function queryScheme(appIdOrScheme) {
  const scheme = resolveScheme(appIdOrScheme, "queryScheme(appIdOrScheme)");
  return requireNative("URI scheme registration").queryUriScheme(scheme);
}
__name(queryScheme, "queryScheme");

// dist/connection/status.js
var ConnectionStatus = {
  /** Not connected: before `Connect`, after `Disconnect`, or once retries gave up. */
  Disconnected: 0,
  /** The WebSocket is opening. */
  Connecting: 1,
  /** The gateway said HELLO; IDENTIFY or RESUME is on its way. */
  Connected: 2,
  /** READY (or RESUMED) arrived: events flow. */
  Ready: 3,
  /** The connection was lost: waiting (backoff) or opening again, to resume. */
  Reconnecting: 4,
  /** Closing on request. */
  Disconnecting: 5,
  /** Waiting on HTTP: the gateway's address (`GET /gateway`), or a retry of it. */
  HttpWait: 6
};
var ConnectionError = {
  /** Nothing went wrong (a requested change, or progress). */
  None: 0,
  /** The connection could not be established (or the token was refused). */
  ConnectionFailed: 1,
  /** An established connection closed without being asked to. */
  UnexpectedClose: 2,
  /** `Disconnect` was called before the connection was ready. */
  ConnectionCanceled: 3
};
var connectionStatusName = enumNamer(ConnectionStatus);
var connectionErrorName = enumNamer(ConnectionError);

// dist/client/general.js
var ClientThread = {
  Client: 0,
  Voice: 1,
  Network: 2
};
var SDK_VERSION = "0.1.0";
var [major = 0, minor = 0, patch = 0] = SDK_VERSION.split(".").map(Number);
var SDK_VERSION_PARTS = {
  major,
  minor,
  patch
};
var errorToString = connectionErrorName;
var statusToString = connectionStatusName;
var threadToString = enumNamer(ClientThread);
function discordSchemeHandled() {
  try {
    return queryScheme("discord") !== null;
  } catch {
    return false;
  }
}
__name(discordSchemeHandled, "discordSchemeHandled");
function isDiscordAppInstalled(ctx, callback) {
  if (callback !== void 0 && typeof callback !== "function")
    throw ValidationError.argument("callback", "IsDiscordAppInstalled: callback must be a function");
  const installed = discordSchemeHandled();
  if (callback === void 0)
    return Promise.resolve(installed);
  ctx.events.run(() => callback(installed));
  return Promise.resolve();
}
__name(isDiscordAppInstalled, "isDiscordAppInstalled");

// dist/native/audio.js
import { existsSync as existsSync2, readFileSync as readFileSync2 } from "node:fs";
import { createRequire as createRequire3 } from "node:module";
import { join as join2 } from "node:path";
var AUDIO_TIMEOUT_MS = 1e4;
function audioModuleCandidates(root = PACKAGE_ROOT, target = prebuildTarget()) {
  return [
    { path: join2(root, "build", "audio", "Release", "social_sdk_audio.node"), source: "build" },
    { path: join2(root, "build", "audio", "Debug", "social_sdk_audio.node"), source: "build" },
    { path: join2(root, "prebuilds", target, "social_sdk_audio.node"), source: "prebuild" }
  ];
}
__name(audioModuleCandidates, "audioModuleCandidates");
var MISSING_LIBRARY_HINT = "the audio module needs the PulseAudio and ALSA client libraries (Debian/Ubuntu: apt-get install libpulse0 libasound2; desktops have them); calls use the PCM-only path";
function assertAudioShape(value) {
  const module = value;
  if (typeof module !== "object" || module === null || typeof module.apis !== "function" || typeof module.listDevices !== "function" || typeof module.openStream !== "function" || module.abiVersion !== 1)
    throw new Error("not the social-sdk audio module (or a version this code does not speak)");
}
__name(assertAudioShape, "assertAudioShape");
function loadAudioModule(env = process.env, root = PACKAGE_ROOT) {
  if (env.SOCIAL_SDK_AUDIO === "off")
    return { module: void 0, status: { loaded: false, error: "disabled by SOCIAL_SDK_AUDIO=off" } };
  const override = env.SOCIAL_SDK_AUDIO_PATH;
  const found = override === void 0 ? audioModuleCandidates(root).find((candidate) => existsSync2(candidate.path)) : { path: override, source: "path" };
  if (found === void 0)
    return { module: void 0, status: { loaded: false, error: missingReason2(root) } };
  const { path, source } = found;
  try {
    const module = createRequire3(import.meta.url)(path);
    assertAudioShape(module);
    return { module, status: { loaded: true, path, source } };
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    const hint = /\blib(pulse|asound)[\w-]*\.so[.\d]*: cannot open shared object file/.test(message) ? `; ${MISSING_LIBRARY_HINT}` : "";
    return {
      module: void 0,
      status: { loaded: false, path, source, error: `could not load ${path}: ${message}${hint}` }
    };
  }
}
__name(loadAudioModule, "loadAudioModule");
function missingReason2(root) {
  const errorFile = join2(root, "build", "audio", "audio-build-error.txt");
  if (existsSync2(errorFile))
    return `the audio module was not built and has no prebuild for ${prebuildTarget()}: ${readFileSync2(errorFile, "utf8").trim()}`;
  return `the audio module is not built and has no prebuild for ${prebuildTarget()} (\`npm run build:native\` in the social-sdk package builds it where the system has audio headers: Debian libpulse-dev or libasound2-dev)`;
}
__name(missingReason2, "missingReason");
var loaded2;
function audioModule() {
  loaded2 ??= loadAudioModule();
  return loaded2;
}
__name(audioModule, "audioModule");
function boundedAudio(promise, what, ms2 = AUDIO_TIMEOUT_MS) {
  return new Promise((resolve3, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms2} ms`)), ms2);
    timer.unref();
    promise.then((value) => {
      clearTimeout(timer);
      resolve3(value);
    }, (error) => {
      clearTimeout(timer);
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
}
__name(boundedAudio, "boundedAudio");

// dist/native/audioStreams.js
var DEVICE_SAMPLE_RATE = 48e3;
var DEVICE_FRAME_SAMPLES = 960;
var PLAYBACK_TARGET_FRAMES = 3;
var USER_QUEUE_FRAMES = 8;
var MAX_USERS = 64;
var DRAIN_FRAMES = 8;
async function openBounded(options, direction, onSignal) {
  const open = {
    api: options.api ?? "auto",
    direction,
    device: options.device ?? "",
    channels: options.channels ?? 2,
    sampleRate: DEVICE_SAMPLE_RATE,
    frameSamples: DEVICE_FRAME_SAMPLES,
    ...options.priority === void 0 ? {} : { priority: options.priority },
    // Capture: 2 buffers are enough (the device thread drains them into a 500 ms ring at once);
    // playback: 4 (80 ms) ride out a late event loop turn on top of the frames queued here.
    deviceBuffers: options.deviceBuffers ?? (direction === "capture" ? 2 : 4),
    ...options.targetFrames === void 0 ? {} : { lowWaterFrames: options.targetFrames }
  };
  const pending = options.module.openStream(open, onSignal);
  try {
    return await boundedAudio(pending, `opening the ${direction} device`);
  } catch (error) {
    pending.then((late) => late.close()).catch(() => {
    });
    throw error;
  }
}
__name(openBounded, "openBounded");
var DeviceEnd = class {
  static {
    __name(this, "DeviceEnd");
  }
  options;
  stream;
  /** Bumped by each start and stop: a stream that opens for an older generation is closed at once. */
  #generation = 0;
  #opened = Promise.resolve();
  #closing = Promise.resolve();
  #told = false;
  constructor(options) {
    this.options = options;
  }
  /** The open stream's report (device name, backend, counters), or undefined while none is open. */
  info() {
    return this.stream?.info();
  }
  /** Settles when the latest start has opened the device (rejects with why it could not). */
  opened() {
    return this.#opened;
  }
  /** Settles when the device of the latest stop is closed. */
  closed() {
    return this.#closing;
  }
  open(direction) {
    const generation = ++this.#generation;
    const previous = this.#closing;
    this.#opened = previous.then(() => openBounded(this.options, direction, () => this.#onSignal(generation))).then((stream) => {
      if (generation !== this.#generation) {
        this.#closing = this.#closing.then(() => stream.close()).catch(() => {
        });
        return;
      }
      this.stream = stream;
      this.#onSignal(generation);
    }, (error) => {
      if (generation === this.#generation)
        this.tell(error instanceof Error ? error.message : String(error));
      throw error;
    });
    this.#opened.catch(() => {
    });
  }
  shut() {
    this.#generation++;
    const stream = this.stream;
    this.stream = void 0;
    if (stream === void 0)
      return;
    const failure = stream.failed() ? this.#failure(stream) : void 0;
    this.#closing = this.#closing.then(() => boundedAudio(stream.close(), "closing the device")).catch(() => {
    });
    if (failure !== void 0)
      this.tell(failure);
  }
  #failure(stream) {
    const info = stream.info();
    return `the device "${info.device ?? ""}" failed: ${info.error ?? "unknown error"}`;
  }
  tell(message) {
    if (this.#told)
      return;
    this.#told = true;
    this.options.onError?.(message);
  }
  #onSignal(generation) {
    const stream = this.stream;
    if (stream === void 0 || generation !== this.#generation)
      return;
    stream.acknowledge();
    try {
      this.service(stream);
    } finally {
      if (stream.failed())
        this.shut();
    }
  }
};
var DeviceCapture = class extends DeviceEnd {
  static {
    __name(this, "DeviceCapture");
  }
  #frameValues;
  #buffer;
  #frames;
  #onFrame;
  constructor(options) {
    super(options);
    this.#frameValues = DEVICE_FRAME_SAMPLES * (options.channels ?? 2);
    this.#buffer = new Int16Array(this.#frameValues * DRAIN_FRAMES);
    this.#frames = Array.from({ length: DRAIN_FRAMES }, (_, i) => this.#buffer.subarray(i * this.#frameValues, (i + 1) * this.#frameValues));
  }
  /** Opens the device and delivers its frames to `onFrame` until `stop()`. */
  start(onFrame) {
    this.shut();
    this.#onFrame = onFrame;
    this.open("capture");
  }
  /** Stops delivering and closes the device; `start` may be called again. */
  stop() {
    this.#onFrame = void 0;
    this.shut();
  }
  service(stream) {
    for (; ; ) {
      const values = stream.read(this.#buffer);
      const count = values / this.#frameValues;
      for (let i = 0; i < count; i++) {
        const onFrame = this.#onFrame;
        if (onFrame === void 0 || this.stream !== stream)
          return;
        onFrame(this.#frames[i]);
      }
      if (values < this.#buffer.length)
        return;
    }
  }
};
var DevicePlayback = class extends DeviceEnd {
  static {
    __name(this, "DevicePlayback");
  }
  #frameValues;
  #users = /* @__PURE__ */ new Map();
  #plays = 0;
  #sum;
  #mix;
  #started = false;
  constructor(options) {
    super(options);
    this.#frameValues = DEVICE_FRAME_SAMPLES * (options.channels ?? 2);
    this.#sum = new Int32Array(this.#frameValues);
    this.#mix = new Int16Array(this.#frameValues);
  }
  /** Queues one frame of `userId`'s audio (opening the device on the first frame). */
  play(userId, frame) {
    if (!this.#started) {
      this.#started = true;
      this.open("playback");
    }
    let queue = this.#users.get(userId);
    if (queue === void 0) {
      if (this.#users.size >= MAX_USERS)
        this.#evictQuietest();
      queue = {
        frames: new Int16Array(this.#frameValues * USER_QUEUE_FRAMES),
        head: 0,
        count: 0,
        lastPlayed: 0
      };
      this.#users.set(userId, queue);
    }
    queue.lastPlayed = ++this.#plays;
    if (queue.count === USER_QUEUE_FRAMES) {
      queue.head = (queue.head + 1) % USER_QUEUE_FRAMES;
      queue.count--;
    }
    const slot = (queue.head + queue.count) % USER_QUEUE_FRAMES;
    const values = Math.min(frame.length, this.#frameValues);
    queue.frames.set(values === frame.length ? frame : frame.subarray(0, values), slot * this.#frameValues);
    if (values < this.#frameValues)
      queue.frames.fill(0, slot * this.#frameValues + values, (slot + 1) * this.#frameValues);
    queue.count++;
  }
  /** The remote users with a queue here (at most {@link MAX_USERS}). */
  users() {
    return this.#users.size;
  }
  /** Opens the device now (without waiting for the first frame): silence until frames come. */
  start() {
    if (this.#started)
      return;
    this.#started = true;
    this.open("playback");
  }
  /** Closes the device and forgets every queue. */
  close() {
    this.#started = false;
    this.#users.clear();
    this.shut();
  }
  service(stream) {
    const target = (this.options.targetFrames ?? PLAYBACK_TARGET_FRAMES) * this.#frameValues;
    let queued = stream.queued();
    while (queued < target) {
      this.#mixNext();
      const written = stream.write(this.#mix);
      if (written === 0)
        return;
      queued += written;
    }
  }
  /** Bounded: past {@link MAX_USERS} the user heard least recently gives way (a hostile server cannot grow it). */
  #evictQuietest() {
    let quietest;
    let oldest = Number.POSITIVE_INFINITY;
    for (const [userId, queue] of this.#users) {
      if (queue.lastPlayed < oldest) {
        oldest = queue.lastPlayed;
        quietest = userId;
      }
    }
    if (quietest !== void 0)
      this.#users.delete(quietest);
  }
  /** The next 20 ms: each user's oldest frame summed, clipped to Int16. */
  #mixNext() {
    const sum = this.#sum;
    sum.fill(0);
    for (const queue of this.#users.values()) {
      if (queue.count === 0)
        continue;
      const start = queue.head * this.#frameValues;
      const frames = queue.frames;
      for (let i = 0; i < sum.length; i++)
        sum[i] = sum[i] + frames[start + i];
      queue.head = (queue.head + 1) % USER_QUEUE_FRAMES;
      queue.count--;
    }
    const mix = this.#mix;
    for (let i = 0; i < mix.length; i++) {
      const value = sum[i];
      mix[i] = value > 32767 ? 32767 : value < -32768 ? -32768 : value;
    }
  }
};

// dist/client/audioDevices.js
var DEFAULT_AUDIO_DEVICE_ID = "default";
var AudioDevice = class _AudioDevice {
  static {
    __name(this, "AudioDevice");
  }
  #id;
  #name;
  #isDefault;
  constructor(id2 = "", name2 = "", isDefault = false) {
    this.#id = id2;
    this.#name = name2;
    this.#isDefault = isDefault;
  }
  /** The device's id: the name the OS backend gives it (or `default`). */
  Id() {
    return this.#id;
  }
  /** Sets the id (for a device a game makes itself, as in the C++ library). */
  SetId(Id) {
    this.#id = Id;
  }
  /** The name to show. */
  Name() {
    return this.#name;
  }
  /** Sets the name to show. */
  SetName(Name) {
    this.#name = Name;
  }
  /** True for the system's default device of its direction. */
  IsDefault() {
    return this.#isDefault;
  }
  /** Sets whether it is the system's default. */
  SetIsDefault(IsDefault) {
    this.#isDefault = IsDefault;
  }
  /** Same device: the ids are equal. */
  Equals(rhs) {
    return rhs instanceof _AudioDevice && rhs.Id() === this.#id;
  }
  /** Its fields as a plain object (for logs and `JSON.stringify`). */
  toJSON() {
    return { id: this.#id, name: this.#name, isDefault: this.#isDefault };
  }
};
var NO_APM = "no WebRTC audio processing in this port: the setting is kept, and the OS's own processing applies where the user turned it on (PulseAudio/PipeWire echo-cancel, a Windows communications device's effects, macOS voice processing); headphones avoid echo";
var NO_INPUT_FRAMES = 50;
var DEFAULT_POLL_MS = 1e3;
function listing(devices) {
  const inputs = devices.filter((d) => d.inputChannels > 0).map((d) => new AudioDevice(d.name, d.name, d.defaultInput));
  const outputs = devices.filter((d) => d.outputChannels > 0).map((d) => new AudioDevice(d.name, d.name, d.defaultOutput));
  const key = JSON.stringify([inputs, outputs]);
  return { inputs, outputs, key };
}
__name(listing, "listing");
var AudioDevices = class {
  static {
    __name(this, "AudioDevices");
  }
  #ctx;
  #options;
  #input = DEFAULT_AUDIO_DEVICE_ID;
  #output = DEFAULT_AUDIO_DEVICE_ID;
  #onChange;
  #poll;
  #polling = false;
  #lastKey;
  #inputs = /* @__PURE__ */ new Set();
  #outputs = /* @__PURE__ */ new Set();
  #noInputThreshold = -100;
  #onNoInput;
  #quietFrames = 0;
  #inputDetected;
  #voicePriority;
  #said = /* @__PURE__ */ new Set();
  /** The processing settings as the game set them (what the C++ library would apply). */
  processing = {
    echoCancellation: true,
    noiseSuppression: true,
    automaticGainControl: true,
    noiseCancellation: false,
    aecDump: false,
    opusHardwareEncode: true,
    opusHardwareDecode: true,
    engineManagedAudioSession: false
  };
  constructor(ctx, options = {}) {
    this.#ctx = ctx;
    this.#options = options;
    const poll = options.pollIntervalMs;
    if (poll !== void 0 && !(Number.isInteger(poll) && poll >= 50))
      throw new RangeError(`audio.pollIntervalMs: expected an integer of at least 50 ms, got ${poll}`);
  }
  /**
   * The voice options a client's calls get: with `audio.devices` on, a capture and a playback on the
   * selected devices wherever `voice` does not bring its own.
   */
  voiceOptions(voice) {
    if (this.#options.devices !== true)
      return voice;
    return {
      ...voice ?? {},
      capture: voice?.capture ?? (() => this.createCapture()),
      playback: voice?.playback ?? (() => this.createPlayback())
    };
  }
  /** A capture on the selected input device (silence on a clock when there is none). */
  createCapture() {
    return new DeviceInput(this);
  }
  /** A playback on the selected output device (discarding when there is none). */
  createPlayback() {
    return new DeviceOutput(this);
  }
  // The device calls ------------------------------------------------------------------------------------
  getDevices(direction, callback) {
    checkCallback(direction === "input" ? "GetInputDevices" : "GetOutputDevices", callback);
    return this.#answer(this.#list().then((list) => list === void 0 ? [] : direction === "input" ? list.inputs : list.outputs), callback);
  }
  getCurrent(direction, callback) {
    checkCallback(direction === "input" ? "GetCurrentInputDevice" : "GetCurrentOutputDevice", callback);
    const selected = direction === "input" ? this.#input : this.#output;
    const current = this.#list().then((list) => {
      const devices = list === void 0 ? [] : direction === "input" ? list.inputs : list.outputs;
      const found = selected === DEFAULT_AUDIO_DEVICE_ID ? devices.find((device) => device.IsDefault()) : devices.find((device) => device.Id() === selected);
      return found ?? new AudioDevice(selected, selected === DEFAULT_AUDIO_DEVICE_ID ? "System default" : selected, selected === DEFAULT_AUDIO_DEVICE_ID);
    });
    return this.#answer(current, callback);
  }
  setDevice(direction, deviceId, callback) {
    const name2 = direction === "input" ? "SetInputDevice" : "SetOutputDevice";
    if (typeof deviceId !== "string")
      throw ValidationError.argument("deviceId", `${name2}: deviceId must be a string, got ${typeof deviceId}`);
    checkCallback(name2, callback);
    const id2 = deviceId === "" ? DEFAULT_AUDIO_DEVICE_ID : deviceId;
    return this.#ctx.settle(async () => {
      if (id2 !== DEFAULT_AUDIO_DEVICE_ID) {
        const list = await this.#list();
        if (list === void 0)
          throw ValidationError.argument("deviceId", `${name2}: no audio devices here (${this.#unavailable()})`);
        const devices = direction === "input" ? list.inputs : list.outputs;
        if (!devices.some((device) => device.Id() === id2))
          throw ValidationError.argument("deviceId", `${name2}: no ${direction} device with id ${JSON.stringify(id2)} (there are: ${devices.map((d) => JSON.stringify(d.Id())).join(", ") || "none"})`);
      }
      if (direction === "input") {
        this.#input = id2;
        for (const input of this.#inputs)
          input.reopen();
      } else {
        this.#output = id2;
        for (const output of this.#outputs)
          output.reopen();
      }
    }, callback, () => [], []);
  }
  setDeviceChangeCallback(callback) {
    if (callback !== void 0 && callback !== null && typeof callback !== "function")
      throw ValidationError.argument("callback", "SetDeviceChangeCallback: callback must be a function");
    this.#onChange = callback ?? void 0;
    this.#updatePolling();
  }
  setNoAudioInputThreshold(dBFSThreshold) {
    if (typeof dBFSThreshold !== "number" || !(dBFSThreshold >= -100 && dBFSThreshold <= 100))
      throw ValidationError.argument("dBFSThreshold", `SetNoAudioInputThreshold: dBFSThreshold must be a number from -100 to 100, got ${String(dBFSThreshold)}`);
    this.#noInputThreshold = dBFSThreshold;
    this.#quietFrames = 0;
    this.#inputDetected = void 0;
  }
  setNoAudioInputCallback(callback) {
    if (callback !== void 0 && callback !== null && typeof callback !== "function")
      throw ValidationError.argument("callback", "SetNoAudioInputCallback: callback must be a function");
    this.#onNoInput = callback ?? void 0;
  }
  // Processing ------------------------------------------------------------------------------------------
  /** Records a processing setting and says once what it does here. */
  #setting(call, param, value, apply, here) {
    if (typeof value !== "boolean")
      throw ValidationError.argument(param, `${call}: ${param} must be a boolean, got ${typeof value}`);
    apply(value);
    this.sayOnce(call, `audio: ${call}: ${here}`);
  }
  setEchoCancellation(on) {
    this.#setting("SetEchoCancellation", "on", on, (v) => {
      this.processing.echoCancellation = v;
    }, NO_APM);
  }
  setNoiseSuppression(on) {
    this.#setting("SetNoiseSuppression", "on", on, (v) => {
      this.processing.noiseSuppression = v;
    }, NO_APM);
  }
  setAutomaticGainControl(on) {
    this.#setting("SetAutomaticGainControl", "on", on, (v) => {
      this.processing.automaticGainControl = v;
    }, "no automatic gain control in this port: SetInputVolume scales the microphone, and the OS mixer sets its gain");
  }
  setNoiseCancellation(on) {
    this.#setting("SetNoiseCancellation", "on", on, (v) => {
      this.processing.noiseCancellation = v;
      if (v)
        this.processing.noiseSuppression = false;
    }, "no Krisp noise cancellation in this port; the setting is kept (and, as in the C++ library, turning it on turns noise suppression off)");
  }
  setAecDump(on) {
    this.#setting("SetAecDump", "on", on, (v) => {
      this.processing.aecDump = v;
    }, "there is no echo canceller here, so no AEC dump is written to the log folder");
  }
  setOpusHardwareCoding(encode, decode) {
    if (typeof decode !== "boolean")
      throw ValidationError.argument("decode", `SetOpusHardwareCoding: decode must be a boolean, got ${typeof decode}`);
    this.#setting("SetOpusHardwareCoding", "encode", encode, (v) => {
      this.processing.opusHardwareEncode = v;
      this.processing.opusHardwareDecode = decode;
    }, "desktop Opus runs in software (the Opus package): there is no hardware codec to use; the setting is kept");
  }
  setEngineManagedAudioSession(isEngineManaged) {
    this.#setting("SetEngineManagedAudioSession", "isEngineManaged", isEngineManaged, (v) => {
      this.processing.engineManagedAudioSession = v;
    }, "a mobile setting (iOS AVAudioSession, Android AudioManager): a desktop OS has no audio session to hand over");
  }
  /** iOS's route picker: nothing to show on a desktop OS. */
  showAudioRoutePicker() {
    this.sayOnce("ShowAudioRoutePicker", "audio: ShowAudioRoutePicker: iOS only; a desktop OS has no route picker (returns false)");
    return false;
  }
  /** The deprecated mobile speakerphone switch: nothing to switch on a desktop OS. */
  setSpeakerMode(speakerMode) {
    if (typeof speakerMode !== "boolean")
      throw ValidationError.argument("speakerMode", `SetSpeakerMode: speakerMode must be a boolean, got ${typeof speakerMode}`);
    this.sayOnce("SetSpeakerMode", "audio: SetSpeakerMode: a deprecated mobile speakerphone switch; a desktop OS plays to the selected output (returns false)");
    return false;
  }
  setThreadPriority(thread, priority) {
    if (thread !== ClientThread.Client && thread !== ClientThread.Voice && thread !== ClientThread.Network)
      throw ValidationError.argument("thread", `SetThreadPriority: thread must be a Client.Thread value, got ${String(thread)}`);
    if (typeof priority !== "number" || !Number.isInteger(priority))
      throw ValidationError.argument("priority", `SetThreadPriority: priority must be an integer, got ${String(priority)}`);
    if (thread !== ClientThread.Voice) {
      this.sayOnce(`SetThreadPriority.${thread}`, "audio: SetThreadPriority: the Client and Network work runs on the game's own event loop here: there is no thread of the SDK's to raise");
      return;
    }
    if (process.platform === "linux") {
      this.sayOnce("SetThreadPriority.linux", "audio: SetThreadPriority(Voice): on Linux the sound server (PulseAudio, PipeWire) runs the realtime audio threads; the device threads here only copy into a ring buffer, so nothing is raised");
      return;
    }
    this.#voicePriority = priority;
    this.sayOnce("SetThreadPriority.voice", `audio: SetThreadPriority(Voice, ${priority}): devices opened from now on ask the OS for realtime scheduling at this priority`);
  }
  // Shared with the call ends ---------------------------------------------------------------------------
  /** The audio module, or undefined (said once in the log, with why). */
  module() {
    const { module } = audioModule();
    if (module === void 0)
      this.#pcmOnly(this.#unavailable());
    return module;
  }
  /** The device a new input or output opens: '' for the backend's default. */
  deviceName(direction) {
    const id2 = direction === "input" ? this.#input : this.#output;
    return id2 === DEFAULT_AUDIO_DEVICE_ID ? "" : id2;
  }
  streamOptions() {
    return { api: this.#options.api, priority: this.#voicePriority };
  }
  /** A device could not be used: calls go on without it. */
  deviceFailed(message) {
    this.#pcmOnly(message);
  }
  attach(end, on) {
    const set = end instanceof DeviceInput ? this.#inputs : this.#outputs;
    if (on)
      set.add(end);
    else
      set.delete(end);
    this.#updatePolling();
  }
  /** Watches one captured frame for the no-audio-input callback (no allocation). */
  observeInput(frame) {
    const callback = this.#onNoInput;
    if (callback === void 0 || this.#noInputThreshold <= -100)
      return;
    let sum = 0;
    for (let i = 0; i < frame.length; i++) {
      const value = frame[i];
      sum += value * value;
    }
    const dbfs = sum === 0 ? -Infinity : 10 * Math.log10(sum / frame.length / (32768 * 32768));
    if (dbfs >= this.#noInputThreshold) {
      this.#quietFrames = 0;
      if (this.#inputDetected !== true) {
        this.#inputDetected = true;
        this.#ctx.events.run(() => callback(true));
      }
    } else if (++this.#quietFrames === NO_INPUT_FRAMES && this.#inputDetected !== false) {
      this.#inputDetected = false;
      this.#ctx.events.run(() => callback(false));
    }
  }
  sayOnce(key, line) {
    if (this.#said.has(key))
      return;
    this.#said.add(key);
    this.#ctx.log(line, LoggingSeverity.Info);
  }
  /** Stops polling and closes every device (the client is going away). */
  close() {
    this.#onChange = void 0;
    for (const input of [...this.#inputs])
      input.stop();
    for (const output of [...this.#outputs])
      output.close();
    this.#updatePolling();
  }
  // Internals -------------------------------------------------------------------------------------------
  #pcmOnly(reason) {
    this.sayOnce("pcm-only", `audio: no device audio (${reason}); calls use the PCM-only path: silence is captured and playback is discarded, and the PCM callbacks still carry the audio`);
  }
  #unavailable() {
    return audioModule().status.error ?? "the audio module is not loaded";
  }
  /** The current device lists, or undefined without the audio module (said once). */
  async #list() {
    const module = this.module();
    if (module === void 0)
      return void 0;
    try {
      const list = await boundedAudio(module.listDevices(this.#options.api ?? "auto"), "listing the audio devices", AUDIO_TIMEOUT_MS);
      return listing(list.devices);
    } catch (error) {
      this.sayOnce("list-failed", `audio: listing the devices failed: ${error instanceof Error ? error.message : String(error)}`);
      return void 0;
    }
  }
  /** Resolves (or calls back) with `work`'s value through the client's callback delivery. */
  #answer(work, callback) {
    if (callback === void 0)
      return work;
    const delivered = work.then((value) => {
      this.#ctx.events.run(() => callback(value));
    });
    return delivered;
  }
  #updatePolling() {
    const wanted = this.#onChange !== void 0 || this.#inputs.size > 0 || this.#outputs.size > 0;
    if (wanted && this.#poll === void 0 && audioModule().module !== void 0) {
      this.#lastKey = void 0;
      this.#poll = setInterval(() => void this.#pollOnce(), this.#options.pollIntervalMs ?? DEFAULT_POLL_MS);
      this.#poll.unref();
      void this.#pollOnce();
    } else if (!wanted && this.#poll !== void 0) {
      clearInterval(this.#poll);
      this.#poll = void 0;
    }
  }
  async #pollOnce() {
    if (this.#polling)
      return;
    this.#polling = true;
    try {
      const list = await this.#list();
      if (list === void 0 || list.key === this.#lastKey)
        return;
      const first = this.#lastKey === void 0;
      this.#lastKey = list.key;
      if (first)
        return;
      const defaultInput = list.inputs.find((device) => device.IsDefault())?.Id();
      const defaultOutput = list.outputs.find((device) => device.IsDefault())?.Id();
      for (const input of this.#inputs)
        input.deviceListChanged(defaultInput);
      for (const output of this.#outputs)
        output.deviceListChanged(defaultOutput);
      const callback = this.#onChange;
      if (callback !== void 0)
        this.#ctx.events.run(() => callback(list.inputs, list.outputs));
    } finally {
      this.#polling = false;
    }
  }
};
function checkCallback(name2, callback) {
  if (callback !== void 0 && typeof callback !== "function")
    throw ValidationError.argument("callback", `${name2}: callback must be a function`);
}
__name(checkCallback, "checkCallback");
var DeviceInput = class {
  static {
    __name(this, "DeviceInput");
  }
  #owner;
  #onFrame;
  #device;
  #silence;
  constructor(owner) {
    this.#owner = owner;
  }
  start(onFrame) {
    this.stop();
    this.#onFrame = onFrame;
    this.#owner.attach(this, true);
    this.#open();
  }
  stop() {
    this.#onFrame = void 0;
    this.#device?.stop();
    this.#device = void 0;
    this.#silence?.stop();
    this.#silence = void 0;
    this.#owner.attach(this, false);
  }
  /** The selection changed: open the newly selected device. */
  reopen() {
    if (this.#onFrame === void 0)
      return;
    this.#device?.stop();
    this.#device = void 0;
    this.#open();
  }
  /** Devices came or went: retry after a failure, or follow the system default to its new device. */
  deviceListChanged(defaultDevice) {
    if (this.#onFrame === void 0)
      return;
    if (this.#silence !== void 0 && this.#device === void 0) {
      this.reopen();
      return;
    }
    const open = this.#device?.info()?.device;
    if (this.#owner.deviceName("input") === "" && open !== void 0 && open !== defaultDevice)
      this.reopen();
  }
  #open() {
    const module = this.#owner.module();
    if (module === void 0) {
      this.#fallBack();
      return;
    }
    const device = new DeviceCapture({
      module,
      device: this.#owner.deviceName("input"),
      ...this.#owner.streamOptions(),
      onError: /* @__PURE__ */ __name((message) => {
        if (this.#device !== device)
          return;
        this.#owner.deviceFailed(message);
        this.#device = void 0;
        device.stop();
        this.#fallBack();
      }, "onError")
    });
    this.#device = device;
    device.start((frame) => this.#deliver(frame));
    device.opened().then(() => {
      if (this.#device !== device)
        return;
      this.#silence?.stop();
      this.#silence = void 0;
    }, () => {
    });
  }
  #fallBack() {
    if (this.#silence !== void 0 || this.#onFrame === void 0)
      return;
    this.#silence = new SilenceCapture();
    this.#silence.start((frame) => this.#deliver(frame));
  }
  #deliver(frame) {
    const onFrame = this.#onFrame;
    if (onFrame === void 0)
      return;
    this.#owner.observeInput(frame);
    onFrame(frame);
  }
};
var DeviceOutput = class {
  static {
    __name(this, "DeviceOutput");
  }
  #owner;
  #device;
  #failed = false;
  #open = false;
  constructor(owner) {
    this.#owner = owner;
  }
  play(userId, frame) {
    if (!this.#open) {
      this.#open = true;
      this.#owner.attach(this, true);
      this.#start();
    }
    this.#device?.play(userId, frame);
  }
  close() {
    this.#open = false;
    this.#device?.close();
    this.#device = void 0;
    this.#owner.attach(this, false);
  }
  reopen() {
    if (!this.#open)
      return;
    this.#device?.close();
    this.#device = void 0;
    this.#start();
  }
  deviceListChanged(defaultDevice) {
    if (!this.#open)
      return;
    if (this.#failed) {
      this.reopen();
      return;
    }
    const open = this.#device?.info()?.device;
    if (this.#owner.deviceName("output") === "" && open !== void 0 && open !== defaultDevice)
      this.reopen();
  }
  #start() {
    this.#failed = false;
    const module = this.#owner.module();
    if (module === void 0) {
      this.#failed = true;
      return;
    }
    const device = new DevicePlayback({
      module,
      device: this.#owner.deviceName("output"),
      ...this.#owner.streamOptions(),
      onError: /* @__PURE__ */ __name((message) => {
        if (this.#device !== device)
          return;
        this.#owner.deviceFailed(message);
        this.#failed = true;
        this.#device = void 0;
        device.close();
      }, "onError")
    });
    this.#device = device;
    device.start();
  }
};

// dist/deeplink/commandLine.js
var MAX_LAUNCH_COMMAND_LENGTH = 32767;
function firstControl(text) {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 32 || code === 127)
      return i;
  }
  return -1;
}
__name(firstControl, "firstControl");
function splitLaunchCommand(text, platform, where) {
  if (typeof text !== "string") {
    throw new TypeError(`${where}: expected a string, received ${text === null ? "null" : typeof text}`);
  }
  if (text.length > MAX_LAUNCH_COMMAND_LENGTH) {
    throw new RangeError(`${where}: at most ${MAX_LAUNCH_COMMAND_LENGTH} characters (the Windows command-line limit), received ${text.length}`);
  }
  const control = firstControl(text);
  if (control !== -1) {
    const code = text.charCodeAt(control).toString(16).padStart(2, "0");
    throw new RangeError(`${where}: control characters (NUL, tab, newline, ...) are not allowed; 0x${code} found at character ${control}`);
  }
  const words = platform === "win32" ? splitWindows(text, where) : splitPosix(text, where);
  const [command, ...args] = words;
  return command === void 0 ? void 0 : { command, args };
}
__name(splitLaunchCommand, "splitLaunchCommand");
function splitPosix(text, where) {
  const words = [];
  let word;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === " ") {
      if (word !== void 0)
        words.push(word);
      word = void 0;
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end === -1)
        throw unbalanced(where, "single", i);
      word = (word ?? "") + text.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      word ??= "";
      let j = i + 1;
      for (; j < text.length && text[j] !== '"'; j += 1) {
        const next = text[j + 1];
        if (text[j] === "\\" && next !== void 0 && '"\\$`'.includes(next))
          j += 1;
        word += text[j];
      }
      if (j >= text.length)
        throw unbalanced(where, "double", i);
      i = j;
    } else if (c === "\\") {
      if (i + 1 >= text.length) {
        throw new RangeError(`${where}: a backslash at the end escapes nothing (character ${i})`);
      }
      i += 1;
      word = (word ?? "") + text[i];
    } else {
      word = (word ?? "") + c;
    }
  }
  if (word !== void 0)
    words.push(word);
  return words;
}
__name(splitPosix, "splitPosix");
function splitWindows(text, where) {
  const words = [];
  let i = 0;
  while (text[i] === " ")
    i += 1;
  if (i === text.length)
    return words;
  if (text[i] === '"') {
    const end = text.indexOf('"', i + 1);
    if (end === -1)
      throw unbalanced(where, "double", i);
    words.push(text.slice(i + 1, end));
    i = end + 1;
    if (i < text.length && text[i] !== " ") {
      throw new RangeError(`${where}: the quoted program must be followed by a space, found '${text[i]}' at character ${i}`);
    }
  } else {
    const end = text.indexOf(" ", i);
    words.push(text.slice(i, end === -1 ? text.length : end));
    i = end === -1 ? text.length : end;
  }
  let word;
  let quoted = false;
  let quoteStart = -1;
  while (i < text.length) {
    const c = text[i];
    if (c === " " && !quoted) {
      if (word !== void 0)
        words.push(word);
      word = void 0;
      i += 1;
    } else if (c === "\\") {
      let run = 0;
      while (text[i] === "\\") {
        run += 1;
        i += 1;
      }
      if (text[i] === '"') {
        word = (word ?? "") + "\\".repeat(Math.floor(run / 2));
        if (run % 2 === 1) {
          word += '"';
          i += 1;
        }
      } else {
        word = (word ?? "") + "\\".repeat(run);
      }
    } else if (c === '"') {
      word ??= "";
      if (quoted && text[i + 1] === '"') {
        word += '"';
        i += 2;
      } else {
        quoted = !quoted;
        quoteStart = i;
        i += 1;
      }
    } else {
      word = (word ?? "") + c;
      i += 1;
    }
  }
  if (quoted)
    throw unbalanced(where, "double", quoteStart);
  if (word !== void 0)
    words.push(word);
  return words;
}
__name(splitWindows, "splitWindows");
function unbalanced(where, kind, at) {
  return new RangeError(`${where}: the ${kind} quote at character ${at} is never closed`);
}
__name(unbalanced, "unbalanced");

// dist/deeplink/launch.js
import { accessSync, constants } from "node:fs";
import { delimiter, posix, win32 } from "node:path";
var MAX_STEAM_APP_ID = 4294967295;
function steamLaunchUrl(steamAppId) {
  return runGameUrl(steamAppId, "steamLaunchUrl(steamAppId)");
}
__name(steamLaunchUrl, "steamLaunchUrl");
function registerLaunchCommand(applicationId, command) {
  return launchCommand(applicationId, command, "registerLaunchCommand");
}
__name(registerLaunchCommand, "registerLaunchCommand");
function registerLaunchSteamApplication(applicationId, steamAppId) {
  return steamLaunch(applicationId, steamAppId, "registerLaunchSteamApplication");
}
__name(registerLaunchSteamApplication, "registerLaunchSteamApplication");
function tryRegisterLaunchCommand(applicationId, command, log) {
  return succeeded(() => launchCommand(applicationId, command, "RegisterLaunchCommand"), log);
}
__name(tryRegisterLaunchCommand, "tryRegisterLaunchCommand");
function tryRegisterLaunchSteamApplication(applicationId, steamAppId, log) {
  return succeeded(() => steamLaunch(applicationId, steamAppId, "RegisterLaunchSteamApplication"), log);
}
__name(tryRegisterLaunchSteamApplication, "tryRegisterLaunchSteamApplication");
function launchCommand(applicationId, command, name2) {
  const appId = parseSnowflake(applicationId, `${name2}(applicationId)`);
  const where = `${name2}(command)`;
  const platform = process.platform;
  const split = splitLaunchCommand(command, platform, where);
  if (split !== void 0) {
    if (!isAbsoluteProgram(split.command, platform)) {
      throw new RangeError(`${where}: the program must be an absolute path; PATH is not searched`);
    }
    const percent = platform === "win32" ? command.indexOf("%") : -1;
    if (percent !== -1) {
      throw new RangeError(`${where}: '%' (character ${percent}) is not allowed on Windows: the shell substitutes %1, %* ... in a registered command and has no escape for it`);
    }
    if (platform === "darwin" && (split.args.length > 0 || !/\.app\/*$/.test(split.command))) {
      throw new RangeError(`${where}: on macOS the handler of a URL scheme is an application bundle: pass the path of a .app (no arguments), or an empty command for this app`);
    }
  }
  const launch = split ?? defaultLaunchCommand();
  return registerScheme(appId, {
    command: launch.command,
    args: launch.args,
    displayName: `discord-${appId} game launcher`
  });
}
__name(launchCommand, "launchCommand");
function steamLaunch(applicationId, steamAppId, name2) {
  const appId = parseSnowflake(applicationId, `${name2}(applicationId)`);
  const url = runGameUrl(steamAppId, `${name2}(steamAppId)`);
  return registerScheme(appId, {
    command: urlOpener(process.platform, name2),
    args: [url],
    appendUrl: false,
    displayName: `discord-${appId} Steam launcher`
  });
}
__name(steamLaunch, "steamLaunch");
function runGameUrl(steamAppId, where) {
  return `steam://rungameid/${readSteamAppId(steamAppId, where)}`;
}
__name(runGameUrl, "runGameUrl");
function readSteamAppId(value, where) {
  if (typeof value !== "number") {
    throw new TypeError(`${where}: expected a number, received ${value === null ? "null" : typeof value}`);
  }
  if (!Number.isInteger(value) || value < 1 || value > MAX_STEAM_APP_ID) {
    throw new RangeError(`${where}: expected an integer from 1 to ${MAX_STEAM_APP_ID}, received ${value}`);
  }
  return value;
}
__name(readSteamAppId, "readSteamAppId");
function urlOpener(platform, name2) {
  if (platform === "win32") {
    return win32.join(process.env.SystemRoot ?? process.env.windir ?? "C:\\Windows", "explorer.exe");
  }
  if (platform === "darwin") {
    throw new Error(`${name2}: on macOS only an application bundle that declares discord-<app id> can handle it, and Steam's does not; register the game's bundle with RegisterLaunchCommand`);
  }
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (!posix.isAbsolute(dir))
      continue;
    const candidate = posix.join(dir, "xdg-open");
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
    }
  }
  throw new Error(`${name2}: xdg-open is not on PATH (Debian package xdg-utils); it opens the steam:// URL`);
}
__name(urlOpener, "urlOpener");
function isAbsoluteProgram(program, platform) {
  return platform === "win32" ? /^[A-Za-z]:[\\/]|^\\\\/.test(program) : program.startsWith("/");
}
__name(isAbsoluteProgram, "isAbsoluteProgram");
function succeeded(register, log) {
  try {
    register();
    return true;
  } catch (error) {
    if (error instanceof TypeError || error instanceof RangeError)
      throw error;
    log?.(`launch registration failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
__name(succeeded, "succeeded");

// dist/client/ringQueue.js
var RingQueue = class {
  static {
    __name(this, "RingQueue");
  }
  #items = new Array(16);
  #head = 0;
  #size = 0;
  /** Items queued. */
  get size() {
    return this.#size;
  }
  /** Adds an item at the end. */
  push(item) {
    if (this.#size === this.#items.length)
      this.#grow();
    this.#items[(this.#head + this.#size) % this.#items.length] = item;
    this.#size++;
  }
  /** Takes the first item, or undefined when empty. */
  shift() {
    if (this.#size === 0)
      return void 0;
    const item = this.#items[this.#head];
    this.#items[this.#head] = void 0;
    this.#head = (this.#head + 1) % this.#items.length;
    this.#size--;
    return item;
  }
  /** Takes every item, in order, leaving the queue empty (its buffer shrinks back). */
  takeAll() {
    const out = new Array(this.#size);
    for (let i = 0; i < out.length; i++)
      out[i] = this.#items[(this.#head + i) % this.#items.length];
    this.#items = new Array(16);
    this.#head = 0;
    this.#size = 0;
    return out;
  }
  #grow() {
    const items = new Array(this.#items.length * 2);
    for (let i = 0; i < this.#size; i++)
      items[i] = this.#items[(this.#head + i) % this.#items.length];
    this.#items = items;
    this.#head = 0;
  }
};

// dist/client/callbacks.js
var MAX_QUEUED_CALLBACKS = 1e5;
var waiting = /* @__PURE__ */ new Set();
var CallbackQueue = class {
  static {
    __name(this, "CallbackQueue");
  }
  mode;
  #report;
  #tasks = new RingQueue();
  #dropped = 0;
  /** `report` receives what a callback threw (and queue overflows); it must not throw. */
  constructor(mode, report) {
    if (mode !== "immediate" && mode !== "pumped")
      throw new TypeError(`callbackMode: expected 'immediate' or 'pumped', received ${String(mode)}`);
    this.mode = mode;
    this.#report = report;
  }
  /** Runs `task` now (immediate) or at the next `RunCallbacks()` (pumped). */
  run = /* @__PURE__ */ __name((task) => {
    if (this.mode === "immediate") {
      this.#runOne(task);
      return;
    }
    this.#tasks.push(task);
    waiting.add(this);
    if (this.#tasks.size > MAX_QUEUED_CALLBACKS) {
      this.#tasks.shift();
      if (this.#dropped++ === 0)
        this.#report(new Error(`callback queue full (${MAX_QUEUED_CALLBACKS}): the oldest callbacks are being dropped; call RunCallbacks() more often`));
    }
  }, "run");
  /** Callbacks waiting. */
  get size() {
    return this.#tasks.size;
  }
  /**
   * Runs the callbacks queued before this call, in order; those they queue wait for the next call
   * (so a callback that queues another cannot keep a frame from ending). Returns how many ran.
   */
  drain() {
    const tasks = this.#tasks.takeAll();
    this.#dropped = 0;
    waiting.delete(this);
    for (const task of tasks)
      this.#runOne(task);
    return tasks.length;
  }
  #runOne(task) {
    try {
      task();
    } catch (error) {
      this.#report(error);
    }
  }
};
function runCallbacks() {
  let ran = 0;
  for (const queue of [...waiting])
    ran += queue.drain();
  return ran;
}
__name(runCallbacks, "runCallbacks");

// dist/client/callValues.js
var CallStatus = {
  Disconnected: 0,
  Joining: 1,
  Connecting: 2,
  SignalingConnected: 3,
  Connected: 4,
  Reconnecting: 5,
  Disconnecting: 6
};
var CallError = {
  None: 0,
  SignalingConnectionFailed: 1,
  SignalingUnexpectedClose: 2,
  VoiceConnectionFailed: 3,
  JoinTimeout: 4,
  Forbidden: 5
};
var AudioModeType = { MODE_UNINIT: 0, MODE_VAD: 1, MODE_PTT: 2 };
var AudioSystem = { Standard: 0, Game: 1 };
var callStatusName = enumNamer(CallStatus);
var callErrorName = enumNamer(CallError);
var VADThresholdSettings = class {
  static {
    __name(this, "VADThresholdSettings");
  }
  #threshold;
  #automatic;
  constructor(automatic = true, threshold = -60) {
    this.#automatic = automatic;
    this.#threshold = threshold;
  }
  /** The fixed threshold, dBFS (used when not automatic). */
  VadThreshold() {
    return this.#threshold;
  }
  /** Sets the fixed threshold, dBFS (this value object only: a call takes it through `Call.SetVADThreshold`). */
  SetVadThreshold(VadThreshold) {
    this.#threshold = VadThreshold;
  }
  /** Whether the threshold follows the noise floor. */
  Automatic() {
    return this.#automatic;
  }
  /** Sets whether the threshold follows the noise floor (this value object only). */
  SetAutomatic(Automatic) {
    this.#automatic = Automatic;
  }
  /** `VADThresholdSettings(automatic)` or `VADThresholdSettings(<n> dBFS)`. */
  toString() {
    return `VADThresholdSettings(${this.#automatic ? "automatic" : `${this.#threshold} dBFS`})`;
  }
};
var VoiceStateHandle = class {
  static {
    __name(this, "VoiceStateHandle");
  }
  #read;
  #last;
  /** @internal */
  constructor(read2) {
    this.#read = read2;
    this.#last = { ...read2() ?? { selfMute: false, selfDeaf: false } };
  }
  #now() {
    const entry = this.#read();
    if (entry !== void 0)
      this.#last = { ...entry };
    return this.#last;
  }
  /** Whether they muted their microphone. */
  SelfMute() {
    return this.#now().selfMute;
  }
  /** Whether they deafened themselves. */
  SelfDeaf() {
    return this.#now().selfDeaf;
  }
  /** `VoiceStateHandle`. */
  toString() {
    return "VoiceStateHandle";
  }
};

// dist/client/clientStatus.js
var ClientStatus = ConnectionStatus;
var ClientError = ConnectionError;

// dist/client/logFile.js
import { closeSync, openSync, renameSync, writeSync } from "node:fs";
import { join as join3 } from "node:path";
var LOG_FILE_NAME = "discord.log";
var DEFAULT_LOG_FILE_MAX_BYTES = 4 * 1024 * 1024;
var LogFile = class {
  static {
    __name(this, "LogFile");
  }
  #path;
  #maxBytes;
  #fd;
  #size = 0;
  /**
   * Opens (and empties) `discord.log` in `directory`.
   * @throws the file system's error when the directory does not exist or is not writable.
   */
  constructor(directory, maxBytes, name2 = LOG_FILE_NAME) {
    this.#path = join3(directory, name2);
    this.#maxBytes = maxBytes;
    this.#fd = openSync(this.#path, "w");
  }
  /** Where the file is. */
  get path() {
    return this.#path;
  }
  /**
   * Appends one line (a newline is added), rotating first when it would pass the limit.
   * @returns false when the file could not be written (it is then closed for good).
   */
  write(line) {
    if (this.#fd === void 0)
      return false;
    const bytes = Buffer.from(`${line}
`, "utf8");
    try {
      if (this.#size > 0 && this.#size + bytes.length > this.#maxBytes)
        this.#rotate();
      writeSync(this.#fd, bytes);
      this.#size += bytes.length;
      return true;
    } catch {
      this.close();
      return false;
    }
  }
  /** Closes the file; later writes are refused. */
  close() {
    if (this.#fd === void 0)
      return;
    const fd = this.#fd;
    this.#fd = void 0;
    try {
      closeSync(fd);
    } catch {
    }
  }
  #rotate() {
    if (this.#fd !== void 0)
      closeSync(this.#fd);
    this.#fd = void 0;
    renameSync(this.#path, `${this.#path}.1`);
    this.#fd = openSync(this.#path, "w");
    this.#size = 0;
  }
};

// dist/client/logging.js
import { resolve as resolve2 } from "node:path";
var loggingSeverityName = enumNamer(LoggingSeverity);
var Logger = class {
  static {
    __name(this, "Logger");
  }
  #sinks = [];
  #fileMaxBytes;
  #now;
  #fileName;
  #dirCall;
  #file;
  /** The lowest severity anyone listens to (None when nobody does): a cheap test before formatting. */
  #lowest = LoggingSeverity.None;
  /** @throws RangeError naming `logFileMaxBytes` unless it is an integer of at least 1024. */
  constructor(options = {}) {
    const max = options.fileMaxBytes ?? DEFAULT_LOG_FILE_MAX_BYTES;
    if (!Number.isInteger(max) || max < 1024)
      throw new RangeError(`logFileMaxBytes: expected an integer of at least 1024, got ${String(max)}`);
    this.#fileMaxBytes = max;
    this.#now = options.now ?? Date.now;
    this.#fileName = options.fileName;
    this.#dirCall = options.dirCall ?? "SetLogDir";
    const plain = options.plain;
    if (plain !== void 0)
      this.#addSink((message) => plain(message), LoggingSeverity.Info);
  }
  /** Writes one line at `severity` (default `Info`); bound, so layers can take it as a plain function. */
  write = /* @__PURE__ */ __name((line, severity = LoggingSeverity.Info) => {
    if (severity < this.#lowest)
      return;
    for (const sink of this.#sinks) {
      if (severity < sink.min)
        continue;
      try {
        sink.callback(line, severity);
      } catch {
      }
    }
    const file = this.#file;
    if (file !== void 0 && severity >= file.min) {
      const stamp = new Date(this.#now()).toISOString();
      if (!file.file.write(`${stamp} [${loggingSeverityName(severity)}] ${oneLine(line)}`)) {
        this.#file = void 0;
        this.#recomputeLowest();
      }
    }
  }, "write");
  /** Whether any callback or the file receives lines of `severity`. */
  hears(severity) {
    return severity >= this.#lowest;
  }
  /**
   * Adds a callback receiving the lines at or above `minSeverity`.
   * @throws ValidationError naming `callback` or `minSeverity`.
   */
  addCallback(callback, minSeverity) {
    if (typeof callback !== "function")
      throw ValidationError.argument("callback", "AddLogCallback: callback must be a function");
    this.#addSink(callback, checkSeverity("AddLogCallback", minSeverity));
  }
  /**
   * Writes the lines at or above `minSeverity` to `discord.log` in `path` (emptied first); `None` stops
   * file logging.
   * @param path - the directory; empty means the current working directory.
   * @returns whether the file is open.
   * @throws ValidationError naming `path` or `minSeverity` for a non-string or an unknown severity.
   */
  setLogDir(path, minSeverity) {
    if (typeof path !== "string")
      throw ValidationError.argument("path", `${this.#dirCall}: path must be a string`);
    const min = checkSeverity(this.#dirCall, minSeverity);
    this.#file?.file.close();
    this.#file = void 0;
    if (min !== LoggingSeverity.None) {
      try {
        this.#file = {
          file: new LogFile(resolve2(path === "" ? "." : path), this.#fileMaxBytes, this.#fileName),
          min
        };
      } catch (error) {
        const reason = error instanceof Error && "code" in error ? String(error.code) : "error";
        this.#recomputeLowest();
        this.write(`logging: ${this.#fileName ?? LOG_FILE_NAME} could not be opened in the log directory (${reason})`, LoggingSeverity.Error);
        return false;
      }
    }
    this.#recomputeLowest();
    if (this.#file !== void 0)
      this.write(`logging: writing ${this.#file.file.path}`, LoggingSeverity.Info);
    return this.#file !== void 0;
  }
  /** Closes `discord.log` if one is open. */
  close() {
    this.#file?.file.close();
    this.#file = void 0;
    this.#recomputeLowest();
  }
  #addSink(callback, min) {
    if (min === LoggingSeverity.None)
      return;
    this.#sinks.push({ callback, min });
    this.#recomputeLowest();
  }
  #recomputeLowest() {
    let lowest = this.#file?.min ?? LoggingSeverity.None;
    for (const sink of this.#sinks)
      if (sink.min < lowest)
        lowest = sink.min;
    this.#lowest = lowest;
  }
};
var SEVERITIES = new Set(Object.values(LoggingSeverity));
function checkSeverity(call, value) {
  if (typeof value === "number" && SEVERITIES.has(value))
    return value;
  throw ValidationError.argument("minSeverity", `${call}: minSeverity must be a LoggingSeverity (Verbose 1, Info 2, Warning 3, Error 4, None 5), got ${String(value)}`);
}
__name(checkSeverity, "checkSeverity");
function oneLine(line) {
  return line.replace(/[\u0000-\u001f\u007f]/g, (c) => c === "\n" ? "\\n" : c === "\r" ? "\\r" : " ");
}
__name(oneLine, "oneLine");

// dist/client/calls.js
import { existsSync as existsSync3, renameSync as renameSync2 } from "node:fs";
import { join as join4 } from "node:path";

// dist/voice/jitterBuffer.js
var MAX_TARGET = 10;
var MAX_HELD = 50;
var TRIM_WINDOW = 25;
var DRY_TICKS = 3;
var JitterBuffer = class {
  static {
    __name(this, "JitterBuffer");
  }
  #held = /* @__PURE__ */ new Map();
  /** The sequence number playout takes next, or -1 while buffering. */
  #next = -1;
  #dry = 0;
  /** RFC 3550 jitter, ms. */
  #jitterMs = 0;
  #lastTransit;
  /** Counters for logs and tests. */
  stats = { received: 0, late: 0, lost: 0, played: 0, overflow: 0, trimmed: 0 };
  #minDepth = Number.POSITIVE_INFINITY;
  #windowTicks = 0;
  /** The measured interarrival jitter, ms. */
  get jitterMs() {
    return this.#jitterMs;
  }
  /** Frames the buffer aims to hold before and during playout. */
  get target() {
    return Math.min(MAX_TARGET, 1 + Math.floor(2 * this.#jitterMs / 20));
  }
  /** Packets waiting. */
  get size() {
    return this.#held.size;
  }
  /**
   * Takes a packet in.
   * @param sequence - its 16-bit RTP sequence number.
   * @param timestamp - its RTP timestamp (48 kHz units).
   * @param arrivalMs - when it arrived, ms on any monotonic clock.
   */
  push(sequence, timestamp, payload, arrivalMs) {
    this.stats.received++;
    const transit = arrivalMs - timestamp / 48;
    if (this.#lastTransit !== void 0) {
      const d = Math.abs(transit - this.#lastTransit);
      if (d < 1e3)
        this.#jitterMs += (d - this.#jitterMs) / 16;
    }
    this.#lastTransit = transit;
    if (this.#next >= 0 && behind(sequence, this.#next)) {
      this.stats.late++;
      return;
    }
    this.#held.set(sequence, { payload });
    if (this.#held.size > MAX_HELD) {
      const oldest = this.#oldest();
      if (oldest !== void 0) {
        this.#held.delete(oldest);
        this.stats.overflow++;
        if (this.#next >= 0 && oldest === this.#next)
          this.#next = oldest + 1 & 65535;
      }
    }
  }
  /** One playout tick: the next frame, a lost one to conceal, or nothing. */
  pop() {
    if (this.#next < 0) {
      if (this.#held.size < this.target)
        return { kind: "empty" };
      this.#next = this.#oldest() ?? 0;
      this.#dry = 0;
    }
    this.#minDepth = Math.min(this.#minDepth, this.#held.size);
    if (++this.#windowTicks >= TRIM_WINDOW) {
      if (this.#minDepth > this.target && this.#held.has(this.#next)) {
        this.#held.delete(this.#next);
        this.#next = this.#next + 1 & 65535;
        this.stats.trimmed++;
      }
      this.#windowTicks = 0;
      this.#minDepth = Number.POSITIVE_INFINITY;
    }
    while (this.#held.size > this.target + 4) {
      const oldest = this.#oldest();
      if (oldest === void 0)
        break;
      this.#held.delete(oldest);
      this.stats.overflow++;
      this.#next = oldest + 1 & 65535;
    }
    const held = this.#held.get(this.#next);
    if (held !== void 0) {
      this.#held.delete(this.#next);
      this.#next = this.#next + 1 & 65535;
      this.#dry = 0;
      this.stats.played++;
      return { kind: "frame", payload: held.payload };
    }
    if (this.#held.size > 0) {
      this.#next = this.#next + 1 & 65535;
      this.stats.lost++;
      return { kind: "lost" };
    }
    if (++this.#dry >= DRY_TICKS)
      this.#next = -1;
    return { kind: "empty" };
  }
  /** Forgets everything held (a participant left, or its stream restarted). */
  reset() {
    this.#held.clear();
    this.#next = -1;
    this.#dry = 0;
    this.#lastTransit = void 0;
  }
  #oldest() {
    let oldest;
    for (const seq of this.#held.keys())
      if (oldest === void 0 || behind(seq, oldest))
        oldest = seq;
    return oldest;
  }
};
function behind(a, b) {
  const step = b - a & 65535;
  return step !== 0 && step < 32768;
}
__name(behind, "behind");

// dist/voice/signal.js
function levelDbfs(frame) {
  let sum = 0;
  for (let i = 0; i < frame.length; i++) {
    const v = frame[i];
    sum += v * v;
  }
  if (sum === 0)
    return -100;
  const rms = Math.sqrt(sum / frame.length) / 32768;
  return Math.max(-100, 20 * Math.log10(rms));
}
__name(levelDbfs, "levelDbfs");
function applyGain(frame, percent) {
  if (percent === 100)
    return;
  const factor = percent / 100;
  for (let i = 0; i < frame.length; i++) {
    const v = Math.round(frame[i] * factor);
    frame[i] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
  }
}
__name(applyGain, "applyGain");
var VAD_HANGOVER_FRAMES = 15;
var AUTO_MARGIN_DB = 12;
var AUTO_FLOOR_MIN_DB = -70;
var VoiceActivity = class {
  static {
    __name(this, "VoiceActivity");
  }
  automatic = true;
  /** Fixed threshold, dBFS, -100..0. Default -60 (the C++ library's). */
  thresholdDb = -60;
  #floorDb = -100;
  #hang = 0;
  /** Whether the frame counts as voice. */
  update(frame) {
    const level = levelDbfs(frame);
    let threshold = this.thresholdDb;
    if (this.automatic) {
      this.#floorDb = level < this.#floorDb ? level : Math.min(level, this.#floorDb + 0.5);
      threshold = Math.max(AUTO_FLOOR_MIN_DB, this.#floorDb + AUTO_MARGIN_DB);
    }
    if (level >= threshold && level > -100) {
      this.#hang = VAD_HANGOVER_FRAMES;
      return true;
    }
    if (this.#hang > 0) {
      this.#hang--;
      return true;
    }
    return false;
  }
  reset() {
    this.#hang = 0;
  }
};
var CONCEAL_FRAMES = 5;
var Concealment = class {
  static {
    __name(this, "Concealment");
  }
  #last = new Int16Array(FRAME_VALUES);
  #misses = 0;
  /** A frame decoded well: kept for concealment. */
  good(frame) {
    this.#last.set(frame.subarray(0, FRAME_VALUES));
    this.#misses = 0;
  }
  /** A frame to play in place of a lost one. */
  conceal() {
    this.#misses++;
    const out = new Int16Array(FRAME_VALUES);
    if (this.#misses > CONCEAL_FRAMES)
      return out;
    const factor = 0.5 ** this.#misses;
    for (let i = 0; i < FRAME_VALUES; i++)
      out[i] = Math.round(this.#last[i] * factor);
    return out;
  }
};

// dist/voice/mediaCall.js
var TRAILING_SILENCE_FRAMES = 5;
var loadNetworking = loadOnce(() => import("./networking-I3U56B3V.js"));
var DUE_MS = 15;
var MAX_CATCH_UP = 3;
var LATE_MS = 30;
var MediaCall = class {
  static {
    __name(this, "MediaCall");
  }
  #options;
  #events;
  #log;
  #capture;
  #playback;
  #playout;
  #networking;
  #encoder;
  #vad = new VoiceActivity();
  #bySsrc = /* @__PURE__ */ new Map();
  #remotes = /* @__PURE__ */ new Map();
  #running = false;
  #transmitting = false;
  #trailing = 0;
  #pttReleasedAt = Number.NEGATIVE_INFINITY;
  #closed = false;
  /** Connects asked for: the last one wins when the code loads (see {@link connect}). */
  #connects = 0;
  // Settings (the facade checks their ranges).
  selfMute = false;
  selfDeaf = false;
  /** 0..100 (C++ input volume %). */
  inputVolume = 100;
  /** 0..200 (C++ output volume %). */
  outputVolume = 100;
  mode = "vad";
  #pttActive = false;
  pttReleaseDelayMs = 0;
  localMutes = /* @__PURE__ */ new Set();
  volumes = /* @__PURE__ */ new Map();
  /** Counters for logs, tests and the benchmark. */
  stats = {
    framesSent: 0,
    packetsReceived: 0,
    packetsDropped: 0,
    framesPlayed: 0,
    framesConcealed: 0
  };
  constructor(options, events) {
    this.#options = options;
    this.#events = events;
    this.#log = options.log ?? (() => void 0);
    this.#capture = options.capture ?? new SilenceCapture();
    this.#playback = options.playback ?? new DiscardPlayback();
    this.#playout = options.playoutClock ?? new TimerFrameClock();
    loadNetworking().catch(() => void 0);
  }
  get vad() {
    return this.#vad;
  }
  get pttActive() {
    return this.#pttActive;
  }
  set pttActive(active) {
    if (this.#pttActive && !active)
      this.#pttReleasedAt = performance.now();
    this.#pttActive = active;
  }
  /** The current voice connection's state, if any. */
  get networking() {
    return this.#networking?.state;
  }
  /** The end-to-end session of the current connection (when DAVE was offered). */
  get e2ee() {
    return this.#networking?.e2ee;
  }
  /** Whether our microphone is open now (what op 5 says). */
  get transmitting() {
    return this.#transmitting;
  }
  /** Users heard speaking now (op 5). */
  speakingUsers() {
    return [...this.#remotes.values()].filter((r) => r.speaking).map((r) => r.userId);
  }
  /**
   * Connects to a voice server (again: a moved server replaces the connection, keeping the call's
   * settings and the participants' buffers).
   */
  connect(join6) {
    if (this.#closed)
      return;
    const moved = this.#connects > 0;
    const attempt = ++this.#connects;
    const old = this.#networking;
    this.#networking = void 0;
    old?.destroy();
    this.#bySsrc.clear();
    for (const remote of this.#remotes.values())
      remote.jitter.reset();
    loadNetworking().then(({ VoiceNetworking }) => {
      if (this.#closed || attempt !== this.#connects)
        return;
      this.#open(VoiceNetworking, join6, moved);
    }, (error) => {
      if (this.#closed || attempt !== this.#connects)
        return;
      this.#log(`voice: the voice connection's code could not be loaded: ${error instanceof Error ? error.message : String(error)}`, LoggingSeverity.Error);
      this.#events.onNetworking({ code: VoiceNetworkingCode.Closed, closeCode: 1006, failed: "signaling", wasReady: false }, moved);
    });
  }
  #open(VoiceNetworkingClass, join6, moved) {
    const networking = new VoiceNetworkingClass(join6, {
      onStateChange: /* @__PURE__ */ __name((_from, to) => {
        if (this.#networking !== networking)
          return;
        if (to.code === VoiceNetworkingCode.Ready) {
          this.#start();
          if (this.#transmitting && networking.speaking === 0)
            networking.setSpeaking(SpeakingFlags.Microphone);
        }
        this.#events.onNetworking(to, moved);
      }, "onStateChange"),
      onPacket: /* @__PURE__ */ __name((message) => this.#onPacket(networking, message), "onPacket"),
      onSpeaking: /* @__PURE__ */ __name((userId, ssrc, flags) => {
        this.#bySsrc.set(ssrc, userId);
        this.#remote(userId);
        this.#setSpeaking(userId, flags !== 0);
      }, "onSpeaking"),
      onClientsConnect: /* @__PURE__ */ __name(() => void 0, "onClientsConnect"),
      onClientDisconnect: /* @__PURE__ */ __name((userId) => this.#forget(userId), "onClientDisconnect")
    }, {
      ca: this.#options.ca,
      handshakeTimeoutMs: this.#options.handshakeTimeoutMs,
      modes: this.#options.modes,
      dave: this.#options.dave,
      log: this.#log
    });
    this.#networking = networking;
  }
  /** Ends the call's media: the connection, the clocks, the codecs. */
  close() {
    if (this.#closed)
      return;
    this.#closed = true;
    this.#capture.stop();
    this.#playout.stop();
    this.#running = false;
    this.#networking?.destroy();
    this.#networking = void 0;
    this.#encoder?.close();
    for (const remote of this.#remotes.values()) {
      const { jitter } = remote;
      const j = jitter.stats;
      this.#log(`voice: from ${remote.userId}: ${j.received} packets, ${j.played} played, ${j.lost} lost, ${j.late} late, ${j.overflow + j.trimmed} dropped to bound the delay; jitter ${jitter.jitterMs.toFixed(1)} ms, target ${jitter.target} frames; played at arrival ${remote.onArrival}, by the clock ${remote.onTick}`, LoggingSeverity.Info);
      remote.decoder?.close();
    }
    this.#remotes.clear();
    try {
      this.#playback.close();
    } catch {
    }
  }
  #start() {
    if (this.#running || this.#closed)
      return;
    this.#running = true;
    try {
      this.#encoder = loadOpus(this.#options.opus).make();
      this.#log(`voice: Opus through ${loadOpus(this.#options.opus).backend}`, LoggingSeverity.Info);
    } catch (error) {
      this.#log(String(error instanceof Error ? error.message : error), LoggingSeverity.Error);
    }
    this.#capture.start((frame) => this.#captured(frame));
    this.#playout.start(() => this.#playoutTick());
  }
  #remote(userId) {
    let remote = this.#remotes.get(userId);
    if (remote === void 0) {
      remote = {
        userId,
        jitter: new JitterBuffer(),
        conceal: new Concealment(),
        decoder: void 0,
        speaking: false,
        lastPlayAt: Number.NEGATIVE_INFINITY,
        onArrival: 0,
        onTick: 0
      };
      this.#remotes.set(userId, remote);
    }
    return remote;
  }
  #forget(userId) {
    const remote = this.#remotes.get(userId);
    if (remote === void 0)
      return;
    this.#setSpeaking(userId, false);
    remote.decoder?.close();
    this.#remotes.delete(userId);
    for (const [ssrc, id2] of this.#bySsrc)
      if (id2 === userId)
        this.#bySsrc.delete(ssrc);
  }
  #setSpeaking(userId, speaking) {
    const remote = this.#remotes.get(userId);
    if (remote === void 0 || remote.speaking === speaking)
      return;
    remote.speaking = speaking;
    this.#events.onSpeaking(userId, speaking);
  }
  // --- sending ---
  #wantsToTransmit(frame) {
    if (this.selfMute) {
      this.#vad.reset();
      return false;
    }
    if (this.mode === "ptt")
      return this.#pttActive || performance.now() - this.#pttReleasedAt < this.pttReleaseDelayMs;
    return this.#vad.update(frame);
  }
  #captured(frame) {
    if (this.#closed)
      return;
    const captured = this.#options.captured;
    if (captured !== void 0) {
      try {
        captured(frame, FRAME_SAMPLES, SAMPLE_RATE, CHANNELS);
      } catch (error) {
        this.#log(`voice: the captured-audio callback threw: ${String(error)}`, LoggingSeverity.Error);
      }
    }
    applyGain(frame, this.inputVolume);
    const networking = this.#networking;
    const session = networking?.session;
    if (networking === void 0 || session === void 0 || this.#encoder === void 0)
      return;
    const transmit = this.#wantsToTransmit(frame);
    if (transmit) {
      if (!this.#transmitting) {
        this.#transmitting = true;
        networking.setSpeaking(SpeakingFlags.Microphone);
        this.#events.onTransmitting(true);
      }
      this.#trailing = TRAILING_SILENCE_FRAMES;
      this.#send(networking, this.#encoder.encode(frame));
      return;
    }
    if (!this.#transmitting)
      return;
    if (this.#trailing > 0) {
      this.#trailing--;
      this.#send(networking, SILENCE_FRAME);
      if (this.#trailing > 0)
        return;
    }
    this.#transmitting = false;
    networking.setSpeaking(0);
    this.#events.onTransmitting(false);
  }
  #send(networking, opus) {
    const session = networking.session;
    if (session === void 0)
      return;
    const e2ee = networking.e2ee;
    const body = e2ee === void 0 ? opus : e2ee.encrypt(opus);
    if (networking.sendOpus(body, (header, body2, counter) => sealRtp(session.mode, session.key, header, body2, counter), rtpHeader))
      this.stats.framesSent++;
  }
  // --- receiving ---
  #onPacket(networking, message) {
    if (networking !== this.#networking)
      return;
    const session = networking.session;
    if (session === void 0)
      return;
    const packet = openRtp(session.mode, session.key, message);
    const userId = packet === void 0 ? void 0 : this.#bySsrc.get(packet.ssrc);
    if (packet === void 0 || userId === void 0) {
      this.stats.packetsDropped++;
      return;
    }
    const e2ee = networking.e2ee;
    const opus = e2ee === void 0 ? packet.payload : e2ee.decrypt(userId, packet.payload);
    if (opus === void 0) {
      this.stats.packetsDropped++;
      return;
    }
    this.stats.packetsReceived++;
    const remote = this.#remote(userId);
    const now = performance.now();
    remote.jitter.push(packet.sequence, packet.timestamp, opus, now);
    if (this.#running)
      this.#drain(remote, now, true);
  }
  #playoutTick() {
    if (this.#closed)
      return;
    const now = performance.now();
    for (const remote of this.#remotes.values())
      this.#drain(remote, now, false);
  }
  /**
   * Plays a participant's next frame when one is due: at a packet's arrival (playout follows the
   * sender's pace, so a steady stream waits for no clock: one frame per {@link DUE_MS}, or at once
   * while more than the target is held), or at the playout tick once the next arrival is
   * {@link LATE_MS} late (a held frame, or concealment when a packet is missing). An arrival that finds
   * the buffer still at its target after playing (a gap it revealed, frames left from a burst) plays up
   * to {@link MAX_CATCH_UP} more at once.
   */
  #drain(remote, now, arrival) {
    const since = now - remote.lastPlayAt;
    const behind2 = remote.jitter.size > remote.jitter.target;
    if (arrival) {
      if (since < DUE_MS && !behind2)
        return;
    } else if (since < LATE_MS) {
      return;
    }
    const out = remote.jitter.pop();
    if (out.kind === "empty")
      return;
    remote.lastPlayAt = now;
    if (arrival)
      remote.onArrival++;
    else
      remote.onTick++;
    this.#play(remote, out);
    if (!arrival)
      return;
    for (let extra = 0; extra < MAX_CATCH_UP && remote.jitter.size >= remote.jitter.target; extra++) {
      const next = remote.jitter.pop();
      if (next.kind === "empty")
        break;
      this.#play(remote, next);
    }
  }
  #play(remote, out) {
    let frame;
    if (out.kind === "lost") {
      frame = remote.conceal.conceal();
      this.stats.framesConcealed++;
    } else if (out.kind === "empty") {
      return;
    } else if (isSilenceFrame(out.payload)) {
      frame = new Int16Array(FRAME_SAMPLES * CHANNELS);
      remote.conceal.good(frame);
    } else {
      try {
        remote.decoder ??= loadOpus(this.#options.opus).make();
        frame = remote.decoder.decode(out.payload);
        remote.conceal.good(frame);
      } catch {
        frame = remote.conceal.conceal();
        this.stats.framesConcealed++;
      }
    }
    this.#deliver(remote.userId, frame);
  }
  #deliver(userId, frame) {
    if (this.selfDeaf || this.localMutes.has(userId))
      return;
    applyGain(frame, (this.volumes.get(userId) ?? 100) * this.outputVolume / 100);
    let mute = false;
    const received = this.#options.received;
    if (received !== void 0) {
      try {
        mute = received(userId, frame, FRAME_SAMPLES, SAMPLE_RATE, CHANNELS) === true;
      } catch (error) {
        this.#log(`voice: the received-audio callback threw: ${String(error)}`, LoggingSeverity.Error);
      }
    }
    this.stats.framesPlayed++;
    if (mute)
      return;
    try {
      this.#playback.play(userId, frame);
    } catch (error) {
      this.#log(`voice: the playback threw: ${String(error)}`, LoggingSeverity.Error);
    }
  }
};

// dist/client/events.js
function slotCallback(callback) {
  if (callback !== void 0 && typeof callback !== "function") {
    throw ValidationError.argument("callback", "callback: expected a function or undefined");
  }
  return callback;
}
__name(slotCallback, "slotCallback");
var EventDelivery = class {
  static {
    __name(this, "EventDelivery");
  }
  #emitter;
  #queue;
  #log;
  #hears;
  /** The `Set...Callback` slots of the lobby and message events. */
  #slots = {};
  /**
   * @param emitter - where the `on(...)` listeners are registered (the `Client`, an EventEmitter).
   * @param mode - `'immediate'` or `'pumped'`.
   * @param log - receives what a callback threw when nobody listens to `error`.
   * @param hears - whether anyone reads the log's lines of a severity (default: yes, when there is a log);
   *   when nobody does, a throwing callback becomes a process warning instead of going unseen.
   * @throws TypeError for an unknown mode.
   */
  constructor(emitter, mode, log, hears) {
    this.#emitter = emitter;
    this.#log = log;
    this.#hears = hears;
    this.#queue = new CallbackQueue(mode, (error) => this.#report(error));
  }
  /** Runs `task` now (immediate) or at the next `RunCallbacks()` (pumped), reporting what it throws. */
  get run() {
    return this.#queue.run;
  }
  /** Runs the queued callbacks and events, in order; returns how many ran. */
  drain() {
    return this.#queue.drain();
  }
  /** Sets (or, with undefined, clears) the slot of a lobby or message event. */
  setSlot(name2, callback) {
    this.#slots[name2] = slotCallback(callback);
  }
  /** A lobby or message event: its slot, then its `on(...)` listeners, as one delivery. */
  deliverSocial(happened) {
    const slot = this.#slots[happened.name];
    if (slot)
      this.#queue.run(() => slot(...happened.args));
    const deliver = this.deliver;
    deliver.call(this, happened.name, ...happened.args);
  }
  /**
   * Delivers an event to its listeners like a callback (at once, or at `RunCallbacks()`); a listener
   * that throws is reported and the others still run.
   */
  deliver(event, ...args) {
    this.#queue.run(() => {
      for (const listener of this.#emitter.rawListeners(event)) {
        try {
          listener.apply(this.#emitter, args);
        } catch (error) {
          this.#report(error);
        }
      }
    });
  }
  /** What a callback threw: to `error` listeners, else the log, else a process warning. Never throws. */
  #report(error) {
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    if (this.#emitter.listenerCount("error") > 0) {
      try {
        this.#emitter.emit("error", error);
      } catch (listenerError) {
        this.#log?.(`an error listener threw: ${String(listenerError)}`, LoggingSeverity.Error);
      }
      return;
    }
    if (this.#log && (this.#hears?.(LoggingSeverity.Error) ?? true))
      this.#log(`a callback threw: ${text}`, LoggingSeverity.Error);
    else
      process.emitWarning(`a Client callback threw: ${text}`, "ClientCallbackWarning");
  }
};

// dist/client/calls.js
var DEFAULT_JOIN_TIMEOUT_MS = 15e3;
var REJOIN_CODES = /* @__PURE__ */ new Set([4006, 4009, 4011, 4004]);
var ENDING_CODES = /* @__PURE__ */ new Set([4014, 4022, 4021, 4017]);
var DISCONNECTED = 4014;
var SESSION_LOSS_WINDOW_MS = 1e3;
var CallController = class {
  static {
    __name(this, "CallController");
  }
  lobbyId;
  status = CallStatus.Joining;
  selfMute = false;
  selfDeaf = false;
  audioMode = AudioModeType.MODE_VAD;
  vad = new VADThresholdSettings(true, -60);
  pttReleaseDelayMs = 0;
  onStatus;
  onParticipant;
  onSpeaking;
  onVoiceState;
  media;
  joinTimer;
  ended = false;
  rejoins = 0;
  /** The main gateway session was lost: join again when the next one is Ready. */
  awaitingSession = false;
  /** A 4014 waiting to learn whether the main session went too (see SESSION_LOSS_WINDOW_MS). */
  pendingClose;
  constructor(lobbyId, media) {
    this.lobbyId = lobbyId;
    this.media = media;
  }
};
var Call = class {
  static {
    __name(this, "Call");
  }
  /** The call's statuses, as the C++ library's `Call::Status`. */
  static Status = CallStatus;
  /** Why a status changed, as the C++ library's `Call::Error`. */
  static Error = CallError;
  #calls;
  #c;
  /** @internal */
  constructor(calls, controller) {
    this.#calls = calls;
    this.#c = controller;
  }
  /** `Call.Status` value to its name (`Connected`). */
  static StatusToString(type) {
    return callStatusName(type);
  }
  /** `Call.Error` value to its name (`Forbidden`). */
  static ErrorToString(type) {
    return callErrorName(type);
  }
  /** The call's status; audio flows only while `Connected`. */
  GetStatus() {
    return this.#c.status;
  }
  /**
   * Sets the status callback, replacing the previous one.
   * @param cb - `(status, error, errorDetail)` on each status change.
   */
  SetStatusChangedCallback(cb) {
    this.#c.onStatus = slotCallback(cb);
  }
  /** The lobby's id (documented by the C++ library as the call's channel id). */
  GetChannelId() {
    return this.#c.lobbyId;
  }
  /** The lobby's id (documented by the C++ library as the call's guild id). */
  GetGuildId() {
    return this.#c.lobbyId;
  }
  /** The user ids in the call (the user included once joined). */
  GetParticipants() {
    return [...this.#calls.book.of(this.#c.lobbyId)?.keys() ?? []];
  }
  /**
   * Sets the participant callback, replacing the previous one.
   * @param cb - `(userId, added)` when someone joins or leaves the call after this user did.
   */
  SetParticipantChangedCallback(cb) {
    this.#c.onParticipant = slotCallback(cb);
  }
  /** A participant's self mute and deafen, or null when they are not in the call. */
  GetVoiceStateHandle(userId) {
    return this.#calls.book.handle(this.#c.lobbyId, snowflakeArgument(userId, "userId"));
  }
  /**
   * Sets the voice state callback, replacing the previous one.
   * @param cb - `(userId)` when a participant's self mute or deafen changes.
   */
  SetOnVoiceStateChangedCallback(cb) {
    this.#c.onVoiceState = slotCallback(cb);
  }
  /**
   * Sets the speaking callback, replacing the previous one.
   * @param cb - `(userId, isPlayingSound)` when a participant (this user included) starts or stops sending voice.
   */
  SetSpeakingStatusChangedCallback(cb) {
    this.#c.onSpeaking = slotCallback(cb);
  }
  /**
   * Whether the call's audio is encrypted end to end now (DAVE: a group formed, keys in force); false
   * while it forms, for a transport-only call, and after it ended (not in the C++ library).
   */
  IsEndToEndEncrypted() {
    return !this.#c.ended && this.#c.media.e2ee?.active === true;
  }
  /**
   * The call's voice privacy code: 30 digits in groups of 5, the same for every member of the same MLS
   * epoch, shown so that users can compare it; '' when not encrypted end to end (not in the C++ library).
   */
  GetVoicePrivacyCode() {
    return this.#c.ended ? "" : this.#c.media.e2ee?.privacyCode ?? "";
  }
  /**
   * The verification code (45 digits in groups of 5) of this user and `userId`, from both members' MLS
   * keys: equal on both sides unless someone is in the middle (not in the C++ library).
   * @throws (rejects) when the call is not encrypted end to end or `userId` is not in its group.
   */
  GetVerificationCode(userId) {
    const id2 = snowflakeArgument(userId, "userId");
    const e2ee = this.#c.ended ? void 0 : this.#c.media.e2ee;
    if (e2ee === void 0)
      return Promise.reject(new Error("GetVerificationCode: the call is not encrypted end to end"));
    return e2ee.verificationCode(id2);
  }
  /** Whether the microphone is muted in this call (`SetSelfMuteAll` overrides it). */
  GetSelfMute() {
    return this.#c.selfMute;
  }
  /** Mutes the microphone in this call: sending stops after the trailing silence frames; others see it. */
  SetSelfMute(mute) {
    this.#c.selfMute = bool("SetSelfMute", "mute", mute);
    this.#calls.applySettings(this.#c);
  }
  /** Whether this call is deafened (`SetSelfDeafAll` overrides it). */
  GetSelfDeaf() {
    return this.#c.selfDeaf;
  }
  /** Deafens this call: nothing is played and the received callback stops; others see it. */
  SetSelfDeaf(deaf) {
    this.#c.selfDeaf = bool("SetSelfDeaf", "deaf", deaf);
    this.#calls.applySettings(this.#c);
  }
  /** Whether a participant is muted for this user only. */
  GetLocalMute(userId) {
    return this.#c.media.localMutes.has(snowflakeArgument(userId, "userId"));
  }
  /** Mutes (or unmutes) a participant for this user only: nothing of theirs is played or handed over. */
  SetLocalMute(userId, mute) {
    const id2 = snowflakeArgument(userId, "userId");
    if (bool("SetLocalMute", "mute", mute))
      this.#c.media.localMutes.add(id2);
    else
      this.#c.media.localMutes.delete(id2);
  }
  /** A participant's playout volume, 0..200 (100 = as sent). */
  GetParticipantVolume(userId) {
    return this.#c.media.volumes.get(snowflakeArgument(userId, "userId")) ?? 100;
  }
  /** Sets a participant's playout volume, 0..200 (100 = as sent; 0 = silent). */
  SetParticipantVolume(userId, volume) {
    this.#c.media.volumes.set(snowflakeArgument(userId, "userId"), range("SetParticipantVolume", "volume", volume, 0, 200));
  }
  /** Voice activity (`MODE_VAD`, the default) or push-to-talk (`MODE_PTT`). */
  GetAudioMode() {
    return this.#c.audioMode;
  }
  /** Chooses voice activity (`MODE_VAD`) or push-to-talk (`MODE_PTT`); anything else throws. */
  SetAudioMode(audioMode) {
    if (audioMode !== AudioModeType.MODE_VAD && audioMode !== AudioModeType.MODE_PTT)
      throw ValidationError.argument("audioMode", `SetAudioMode: audioMode must be AudioModeType.MODE_VAD (1) or MODE_PTT (2), got ${String(audioMode)}`);
    this.#c.audioMode = audioMode;
    this.#c.media.mode = audioMode === AudioModeType.MODE_PTT ? "ptt" : "vad";
  }
  /** Whether the push-to-talk key is down (the game owns the key binding). */
  GetPTTActive() {
    return this.#c.media.pttActive;
  }
  /** The push-to-talk key went down (true) or up (false); in `MODE_PTT` only a held key sends. */
  SetPTTActive(active) {
    this.#c.media.pttActive = bool("SetPTTActive", "active", active);
  }
  /** Ms the microphone stays open after the push-to-talk key is released. Default 0. */
  GetPTTReleaseDelay() {
    return this.#c.media.pttReleaseDelayMs;
  }
  /** Sets how many ms the microphone stays open after the push-to-talk key is released (0..2^32-1). */
  SetPTTReleaseDelay(releaseDelayMs) {
    const ms2 = range("SetPTTReleaseDelay", "releaseDelayMs", releaseDelayMs, 0, 4294967295);
    this.#c.media.pttReleaseDelayMs = Math.floor(ms2);
  }
  /** The voice activity threshold: automatic, or fixed in dBFS. */
  GetVADThreshold() {
    return new VADThresholdSettings(this.#c.vad.Automatic(), this.#c.vad.VadThreshold());
  }
  /**
   * Sets the voice activity threshold.
   * @param automatic - follow the noise floor (the default); false uses `threshold`.
   * @param threshold - dBFS, -100..0 (default -60): frames at or above it count as voice.
   */
  SetVADThreshold(automatic, threshold) {
    const auto = bool("SetVADThreshold", "automatic", automatic);
    const db = range("SetVADThreshold", "threshold", threshold, -100, 0);
    this.#c.vad = new VADThresholdSettings(auto, db);
    this.#c.media.vad.automatic = auto;
    this.#c.media.vad.thresholdDb = db;
  }
  /** `Call(<lobby id>, <status>)`. */
  toString() {
    return `Call(${this.#c.lobbyId}, ${callStatusName(this.#c.status)})`;
  }
};
function bool(call, name2, value) {
  if (typeof value !== "boolean")
    throw ValidationError.argument(name2, `${call}: ${name2} must be a boolean, got ${String(value)}`);
  return value;
}
__name(bool, "bool");
function range(call, name2, value, min, max) {
  if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max)
    throw ValidationError.argument(name2, `${call}: ${name2} must be a number from ${min} to ${max}, got ${String(value)}`);
  return value;
}
__name(range, "range");
var Calls = class {
  static {
    __name(this, "Calls");
  }
  #ctx;
  #options;
  #calls = /* @__PURE__ */ new Map();
  book;
  voiceLog;
  #muteAll = false;
  #deafAll = false;
  #inputVolume = 100;
  #outputVolume = 100;
  #onVoiceParticipant;
  #sessionId;
  /** The main gateway's last status. */
  #gateway = ClientStatus.Disconnected;
  constructor(ctx, options = {}) {
    this.#ctx = ctx;
    this.#options = checkVoiceOptions(options);
    this.book = ctx.cache.calls;
    this.voiceLog = new Logger({ fileName: VOICE_LOG_FILE, dirCall: "SetVoiceLogDir" });
    ctx.realtime.onDispatch((t, d) => this.#dispatched(t, d));
    ctx.realtime.onStatus((status) => this.#gatewayStatus(status));
  }
  // --- Client calls ---
  start(lobbyId, received, captured) {
    const id2 = snowflakeArgument(lobbyId, "lobbyId");
    if (received !== void 0 && typeof received !== "function")
      throw ValidationError.argument("receivedCb", "StartCallWithAudioCallbacks: receivedCb must be a function");
    if (captured !== void 0 && typeof captured !== "function")
      throw ValidationError.argument("capturedCb", "StartCallWithAudioCallbacks: capturedCb must be a function");
    const user2 = this.#ctx.realtime.readyUser;
    if (user2 === void 0) {
      this.#log(`voice: StartCall(${id2}): the client is not ready: call Connect() and wait for Ready`, LoggingSeverity.Warning);
      return null;
    }
    if (this.#calls.has(id2)) {
      this.#log(`voice: StartCall(${id2}): already in this lobby's call`, LoggingSeverity.Info);
      return null;
    }
    const log = this.voiceLog.write;
    const media = new MediaCall({
      received,
      captured,
      capture: this.#options.capture?.(),
      playback: this.#options.playback?.(),
      ca: this.#options.ca,
      handshakeTimeoutMs: this.#options.handshakeTimeoutMs,
      opus: this.#options.opus,
      modes: this.#options.modes,
      dave: this.#options.dave,
      log
    }, {
      onNetworking: /* @__PURE__ */ __name((state, moved) => this.#networking(controller, state, moved), "onNetworking"),
      onSpeaking: /* @__PURE__ */ __name((userId, speaking) => this.#speaking(controller, userId, speaking), "onSpeaking"),
      onTransmitting: /* @__PURE__ */ __name((on) => this.#speaking(controller, user2.id, on), "onTransmitting")
    });
    const controller = new CallController(id2, media);
    this.#calls.set(id2, controller);
    this.applySettings(controller, false);
    media.inputVolume = this.#inputVolume;
    media.outputVolume = this.#outputVolume;
    log(`voice: call ${id2}: joining`, LoggingSeverity.Info);
    queueMicrotask(() => {
      if (controller.ended)
        return;
      this.#report(controller, CallStatus.Joining, CallError.None, 0);
      if (!this.#ctx.cache.lobbies.has(id2)) {
        log(`voice: call ${id2}: refused: the user is not a member of the lobby`, LoggingSeverity.Warning);
        this.#end(controller, CallError.Forbidden, 0);
        return;
      }
      this.#join(controller);
    });
    return new Call(this, controller);
  }
  end(lobbyId, callback) {
    const id2 = snowflakeArgument(lobbyId, "lobbyId");
    const cb = slotCallback(callback);
    const controller = this.#calls.get(id2);
    if (controller !== void 0)
      this.#end(controller, CallError.None, 0, true);
    return this.#done(cb);
  }
  endAll(callback) {
    const cb = slotCallback(callback);
    for (const controller of [...this.#calls.values()])
      this.#end(controller, CallError.None, 0, true);
    return this.#done(cb);
  }
  #done(cb) {
    if (cb !== void 0)
      this.#ctx.events.run(() => cb());
    return Promise.resolve();
  }
  get(lobbyId) {
    const controller = this.#calls.get(snowflakeArgument(lobbyId, "lobbyId"));
    return controller === void 0 ? null : new Call(this, controller);
  }
  all() {
    return [...this.#calls.values()].map((controller) => new Call(this, controller));
  }
  get muteAll() {
    return this.#muteAll;
  }
  setMuteAll(mute) {
    this.#muteAll = bool("SetSelfMuteAll", "mute", mute);
    this.#resendStates();
  }
  get deafAll() {
    return this.#deafAll;
  }
  setDeafAll(deaf) {
    this.#deafAll = bool("SetSelfDeafAll", "deaf", deaf);
    this.#resendStates();
  }
  get inputVolume() {
    return this.#inputVolume;
  }
  setInputVolume(volume) {
    this.#inputVolume = range("SetInputVolume", "inputVolume", volume, 0, 100);
    for (const c of this.#calls.values())
      c.media.inputVolume = this.#inputVolume;
  }
  get outputVolume() {
    return this.#outputVolume;
  }
  setOutputVolume(volume) {
    this.#outputVolume = range("SetOutputVolume", "outputVolume", volume, 0, 200);
    for (const c of this.#calls.values())
      c.media.outputVolume = this.#outputVolume;
  }
  setVoiceParticipantChangedCallback(cb) {
    this.#onVoiceParticipant = slotCallback(cb);
  }
  addVoiceLogCallback(callback, minSeverity) {
    this.voiceLog.addCallback(callback, minSeverity);
  }
  /**
   * Voice logs to `discord-webrtc_0` in `path` (a previous one becomes `discord-last-webrtc_0`).
   * @returns whether the file is open.
   */
  setVoiceLogDir(path, minSeverity) {
    if (typeof path === "string" && minSeverity !== LoggingSeverity.None) {
      const current = join4(path === "" ? "." : path, VOICE_LOG_FILE);
      try {
        if (existsSync3(current))
          renameSync2(current, join4(path === "" ? "." : path, "discord-last-webrtc_0"));
      } catch {
      }
    }
    return this.voiceLog.setLogDir(path, minSeverity);
  }
  // --- internals ---
  /** Applies a call's mutes to its media and, when asked, tells the service (op 17). */
  applySettings(controller, send2 = true) {
    controller.media.selfMute = controller.selfMute || this.#muteAll;
    controller.media.selfDeaf = controller.selfDeaf || this.#deafAll;
    if (send2)
      this.#sendStates();
  }
  #resendStates() {
    for (const c of this.#calls.values())
      this.applySettings(c, false);
    this.#sendStates();
  }
  /** Op 17 with every call this session is in (a lobby left out is left). */
  #sendStates() {
    const items = [...this.#calls.values()].filter((c) => !c.ended && c.status !== CallStatus.Disconnecting).map((c) => ({
      lobby_id: c.lobbyId,
      self_mute: c.media.selfMute,
      self_deaf: c.media.selfDeaf,
      self_video: false
    }));
    if (!this.#ctx.realtime.sendLobbyVoiceStates(items))
      this.#log("voice: the lobby voice states could not be sent: the client is not ready", LoggingSeverity.Verbose);
  }
  #join(controller) {
    clearTimeout(controller.joinTimer);
    const timeout = this.#options.joinTimeoutMs ?? DEFAULT_JOIN_TIMEOUT_MS;
    controller.joinTimer = setTimeout(() => {
      if (controller.ended || controller.media.networking !== void 0 && controller.status !== CallStatus.Joining && controller.status !== CallStatus.Reconnecting)
        return;
      this.#log(`voice: call ${controller.lobbyId}: no voice server within ${timeout} ms`, LoggingSeverity.Warning);
      this.#end(controller, CallError.JoinTimeout, 0);
    }, timeout);
    controller.joinTimer.unref?.();
    this.#sendStates();
  }
  #dispatched(t, d) {
    if (t === "READY")
      this.#sessionStarted(d.session_id);
    const changes = this.book.apply(t, d);
    for (const change of changes)
      this.#stateChanged(change);
    const data = typeof d === "object" && d !== null ? d : {};
    if (t === "LOBBY_VOICE_SERVER_UPDATE" && typeof data.lobby_id === "string") {
      const controller = this.#calls.get(data.lobby_id);
      if (controller === void 0 || controller.ended)
        return;
      const { token, endpoint } = data;
      if (typeof token !== "string" || token === "")
        return;
      if (endpoint === null || endpoint === void 0) {
        this.#log(`voice: call ${controller.lobbyId}: the voice server is gone; waiting for another`, LoggingSeverity.Warning);
        if (controller.status === CallStatus.Connected)
          this.#report(controller, CallStatus.Reconnecting, CallError.None, 0);
        return;
      }
      if (typeof endpoint !== "string" || !/^[A-Za-z0-9.\-[\]:]{1,300}$/.test(endpoint)) {
        this.#log(`voice: call ${controller.lobbyId}: LOBBY_VOICE_SERVER_UPDATE with a malformed endpoint: ignored`, LoggingSeverity.Warning);
        return;
      }
      const user2 = this.#ctx.realtime.readyUser;
      const sessionId = this.#ctx.realtime.sessionId;
      if (user2 === void 0 || sessionId === void 0)
        return;
      clearTimeout(controller.joinTimer);
      this.#log(`voice: call ${controller.lobbyId}: voice server ${endpoint}`, LoggingSeverity.Info);
      controller.media.connect({ endpoint, serverId: controller.lobbyId, userId: user2.id, sessionId, token });
    } else if (t === "LOBBY_DELETE" && typeof data.id === "string") {
      const controller = this.#calls.get(data.id);
      if (controller !== void 0)
        this.#end(controller, CallError.None, 0);
    } else if (t === "LOBBY_MEMBER_REMOVE" && typeof data.lobby_id === "string") {
      const member = data.member;
      const controller = this.#calls.get(data.lobby_id);
      if (controller !== void 0 && member?.id === this.#ctx.realtime.readyUser?.id)
        this.#end(controller, CallError.None, 0);
    }
  }
  /** A new gateway session (not a resume): the service forgot the old one's calls; join them again. */
  #sessionStarted(sessionId) {
    const previous = this.#sessionId;
    this.#sessionId = typeof sessionId === "string" ? sessionId : void 0;
    if (previous === void 0 || previous === this.#sessionId)
      return;
    for (const controller of this.#calls.values()) {
      if (controller.ended)
        continue;
      controller.awaitingSession = true;
      this.#report(controller, CallStatus.Reconnecting, CallError.None, 0);
    }
  }
  /** The main gateway's status changed (told at once, READY already applied). */
  #gatewayStatus(status) {
    const before = this.#gateway;
    this.#gateway = status;
    if (status === ClientStatus.Disconnected) {
      const asked = before === ClientStatus.Disconnecting;
      for (const controller of [...this.#calls.values()])
        this.#end(controller, asked ? CallError.None : CallError.SignalingUnexpectedClose, 0);
      return;
    }
    if (status === ClientStatus.Ready) {
      for (const controller of this.#calls.values())
        if (!controller.ended && controller.awaitingSession) {
          controller.awaitingSession = false;
          this.#join(controller);
        }
      return;
    }
    for (const controller of this.#calls.values()) {
      if (controller.ended || controller.pendingClose === void 0)
        continue;
      clearTimeout(controller.pendingClose);
      controller.pendingClose = void 0;
      controller.awaitingSession = true;
      this.#report(controller, CallStatus.Reconnecting, CallError.None, 0);
    }
  }
  #stateChanged(change) {
    const events = this.#ctx.events;
    if (change.kind !== "changed") {
      const cb2 = this.#onVoiceParticipant;
      if (cb2 !== void 0)
        events.run(() => cb2(change.lobbyId, change.userId, change.kind === "added"));
    }
    const controller = this.#calls.get(change.lobbyId);
    if (controller === void 0 || controller.ended)
      return;
    if (change.kind === "changed") {
      const cb2 = controller.onVoiceState;
      if (cb2 !== void 0)
        events.run(() => cb2(change.userId));
      return;
    }
    const cb = controller.onParticipant;
    if (cb !== void 0)
      events.run(() => cb(change.userId, change.kind === "added"));
    if (change.kind === "removed" && change.userId === this.#ctx.realtime.readyUser?.id && controller.status === CallStatus.Connected)
      this.#log(`voice: call ${controller.lobbyId}: the service removed this user from the call`, LoggingSeverity.Info);
  }
  #speaking(controller, userId, speaking) {
    const cb = controller.onSpeaking;
    if (cb !== void 0 && !controller.ended)
      this.#ctx.events.run(() => cb(userId, speaking));
  }
  #networking(controller, state, moved) {
    if (controller.ended)
      return;
    switch (state.code) {
      case VoiceNetworkingCode.OpeningWs:
      case VoiceNetworkingCode.Identifying:
        this.#report(controller, moved || controller.status === CallStatus.Reconnecting ? CallStatus.Reconnecting : CallStatus.Connecting, CallError.None, 0);
        return;
      case VoiceNetworkingCode.UdpHandshaking:
      case VoiceNetworkingCode.SelectingProtocol:
        if (controller.status !== CallStatus.Reconnecting)
          this.#report(controller, CallStatus.SignalingConnected, CallError.None, 0);
        return;
      case VoiceNetworkingCode.Ready:
        controller.rejoins = 0;
        this.#report(controller, CallStatus.Connected, CallError.None, 0);
        return;
      case VoiceNetworkingCode.Resuming:
        this.#report(controller, CallStatus.Reconnecting, CallError.None, 0);
        return;
      case VoiceNetworkingCode.Closed: {
        if (state.failed === "none")
          return;
        const code = state.closeCode;
        if (code === DISCONNECTED && state.wasReady) {
          if (this.#ctx.realtime.readyUser === void 0) {
            controller.awaitingSession = true;
            this.#report(controller, CallStatus.Reconnecting, CallError.None, 0);
            return;
          }
          this.#report(controller, CallStatus.Reconnecting, CallError.None, 0);
          controller.pendingClose = setTimeout(() => {
            controller.pendingClose = void 0;
            if (!controller.awaitingSession)
              this.#end(controller, CallError.SignalingUnexpectedClose, code);
          }, SESSION_LOSS_WINDOW_MS);
          controller.pendingClose.unref?.();
          return;
        }
        if (ENDING_CODES.has(code)) {
          this.#end(controller, state.wasReady ? CallError.SignalingUnexpectedClose : CallError.SignalingConnectionFailed, code);
          return;
        }
        if (state.wasReady && controller.rejoins < 3 && (REJOIN_CODES.has(code) || code < 4e3)) {
          controller.rejoins++;
          this.#report(controller, CallStatus.Reconnecting, CallError.None, 0);
          this.#join(controller);
          return;
        }
        const error = state.failed === "media" ? CallError.VoiceConnectionFailed : state.wasReady ? CallError.SignalingUnexpectedClose : CallError.SignalingConnectionFailed;
        this.#end(controller, error, code);
        return;
      }
    }
  }
  #report(controller, status, error, detail) {
    if (controller.status === status && error === CallError.None && status !== CallStatus.Joining)
      return;
    controller.status = status;
    const reason = error === CallError.None ? "" : ` (${callErrorName(error)}, detail ${detail})`;
    this.voiceLog.write(`voice: call ${controller.lobbyId}: ${callStatusName(status)}${reason}`, error === CallError.None ? LoggingSeverity.Info : LoggingSeverity.Warning);
    this.#ctx.events.run(() => controller.onStatus?.(status, error, detail));
  }
  /** Ends a call: Disconnecting (when the user asked), then Disconnected with the reason. */
  #end(controller, error, detail, asked = false) {
    if (controller.ended)
      return;
    if (asked)
      this.#report(controller, CallStatus.Disconnecting, CallError.None, 0);
    controller.ended = true;
    clearTimeout(controller.joinTimer);
    clearTimeout(controller.pendingClose);
    if (this.#calls.get(controller.lobbyId) === controller)
      this.#calls.delete(controller.lobbyId);
    controller.media.close();
    this.#sendStates();
    controller.status = CallStatus.Disconnected;
    const reason = error === CallError.None ? "" : ` (${callErrorName(error)}, detail ${detail})`;
    this.voiceLog.write(`voice: call ${controller.lobbyId}: Disconnected${reason}`, error === CallError.None ? LoggingSeverity.Info : LoggingSeverity.Warning);
    this.#ctx.events.run(() => controller.onStatus?.(CallStatus.Disconnected, error, detail));
  }
  #log(line, severity) {
    this.voiceLog.write(line, severity);
  }
};
var VOICE_LOG_FILE = "discord-webrtc_0";
function checkVoiceOptions(options) {
  if (typeof options !== "object" || options === null)
    throw new TypeError("voice: expected an object of voice options");
  const { ca, joinTimeoutMs, handshakeTimeoutMs, opus, capture, playback, dave } = options;
  if (ca !== void 0 && typeof ca !== "string" && !(Array.isArray(ca) && ca.every((p) => typeof p === "string")))
    throw new TypeError("voice.ca: expected a PEM string or an array of them");
  for (const [name2, value] of [
    ["joinTimeoutMs", joinTimeoutMs],
    ["handshakeTimeoutMs", handshakeTimeoutMs]
  ])
    if (value !== void 0 && (!Number.isInteger(value) || value < 1 || value > 6e5))
      throw new RangeError(`voice.${name2}: expected an integer from 1 to 600000, got ${String(value)}`);
  if (opus !== void 0 && opus !== "@discordjs/opus" && opus !== "opusscript")
    throw new TypeError(`voice.opus: expected "@discordjs/opus" or "opusscript", got ${String(opus)}`);
  if (dave !== void 0 && dave !== "preferred" && dave !== "required" && dave !== "off")
    throw new TypeError(`voice.dave: expected "preferred", "required" or "off", got ${String(dave)}`);
  if (capture !== void 0 && typeof capture !== "function")
    throw new TypeError("voice.capture: expected a function that makes an AudioCapture");
  if (playback !== void 0 && typeof playback !== "function")
    throw new TypeError("voice.playback: expected a function that makes an AudioPlayback");
  const { modes } = options;
  const served = Object.values(VoiceEncryptionMode);
  if (modes !== void 0 && (!Array.isArray(modes) || modes.length === 0 || !modes.every((mode) => served.includes(mode))))
    throw new TypeError(`voice.modes: expected a non-empty array of ${served.map((m) => `"${m}"`).join(", ")}`);
  const known = /* @__PURE__ */ new Set([
    "ca",
    "joinTimeoutMs",
    "handshakeTimeoutMs",
    "opus",
    "modes",
    "capture",
    "playback",
    "dave"
  ]);
  for (const key of Object.keys(options))
    if (!known.has(key))
      throw new TypeError(`voice.${key}: not a voice option (allowed: ${[...known].join(", ")})`);
  return options;
}
__name(checkVoiceOptions, "checkVoiceOptions");

// dist/client/channelType.js
var ChannelType2 = {
  GuildText: 0,
  Dm: 1,
  GuildVoice: 2,
  GroupDm: 3,
  GuildCategory: 4,
  GuildNews: 5,
  GuildStore: 6,
  GuildNewsThread: 10,
  GuildPublicThread: 11,
  GuildPrivateThread: 12,
  GuildStageVoice: 13,
  GuildDirectory: 14,
  GuildForum: 15,
  GuildMedia: 16,
  Lobby: 17,
  EphemeralDm: 18,
  /** The wire names (`GUILD_TEXT`, ...) of the model's `ChannelType`, as aliases of the same values. */
  ...ChannelType
};

// dist/client/clientResult.js
var ErrorType = {
  None: 0,
  NetworkError: 1,
  HTTPError: 2,
  ClientNotReady: 3,
  Disabled: 4,
  ClientDestroyed: 5,
  ValidationError: 6,
  Aborted: 7,
  AuthorizationFailed: 8,
  RPCError: 9
};
var errorTypeName = enumNamer(ErrorType);
var ClientResult = class _ClientResult {
  static {
    __name(this, "ClientResult");
  }
  #type;
  #error;
  #errorCode;
  #status;
  #responseBody;
  #retryable;
  #retryAfter;
  constructor(init) {
    this.#type = init.type;
    this.#error = init.error ?? "";
    this.#errorCode = init.errorCode ?? 0;
    this.#status = init.status ?? 0;
    this.#responseBody = init.responseBody ?? "";
    this.#retryable = init.retryable ?? false;
    this.#retryAfter = init.retryAfter ?? 0;
    Object.freeze(this);
  }
  /** The kind of outcome. */
  get type() {
    return this.#type;
  }
  /** A human-readable description; never a secret. */
  get error() {
    return this.#error;
  }
  /** The service's numeric error code, or 0. */
  get errorCode() {
    return this.#errorCode;
  }
  /** The HTTP status, or 0. */
  get status() {
    return this.#status;
  }
  /** The (redacted) body of a failed response, or `''`. */
  get responseBody() {
    return this.#responseBody;
  }
  /** Whether the same call may succeed later. */
  get retryable() {
    return this.#retryable;
  }
  /** Seconds to wait before retrying, or 0. */
  get retryAfter() {
    return this.#retryAfter;
  }
  /** Every field, for `JSON.stringify`. */
  toJSON() {
    return {
      type: this.#type,
      error: this.#error,
      errorCode: this.#errorCode,
      status: this.#status,
      responseBody: this.#responseBody,
      retryable: this.#retryable,
      retryAfter: this.#retryAfter
    };
  }
  /** The successful result (optionally with the HTTP status of the response). */
  static ok(status = 0) {
    return new _ClientResult({ type: ErrorType.None, status });
  }
  /** True when the call succeeded (`type` is `None`). */
  successful() {
    return this.type === ErrorType.None;
  }
  // The C++ library's accessors, so that code ported from it reads the same (`result.Successful()`).
  /** C++ name of {@link successful}. */
  Successful() {
    return this.successful();
  }
  /** C++ `Type()`: the {@link ErrorType}. */
  Type() {
    return this.type;
  }
  /** C++ `Error()`: the description (never a secret). */
  Error() {
    return this.error;
  }
  /** C++ `ErrorCode()`: the service's numeric error code, or 0. */
  ErrorCode() {
    return this.errorCode;
  }
  /** C++ `Status()`: the HTTP status, or 0. */
  Status() {
    return this.status;
  }
  /** C++ `ResponseBody()`: the (redacted) body of a failed response. */
  ResponseBody() {
    return this.responseBody;
  }
  /** C++ `Retryable()`. */
  Retryable() {
    return this.retryable;
  }
  /** C++ `RetryAfter()`: seconds. */
  RetryAfter() {
    return this.retryAfter;
  }
  /** C++ `SetType`. @throws ValidationError naming `Type` for a value that is no {@link ErrorType}. */
  SetType(Type) {
    if (!ERROR_TYPES.has(Type))
      throw invalid("Type", `an ErrorType (0 to 9), got ${String(Type)}`);
    this.#type = Type;
  }
  /** C++ `SetError`. @throws ValidationError naming `Error` for a non-string. */
  SetError(error) {
    if (typeof error !== "string")
      throw invalid("Error", "a string");
    this.#error = error;
  }
  /** C++ `SetErrorCode`. @throws ValidationError naming `ErrorCode` unless an int32. */
  SetErrorCode(ErrorCode) {
    if (!Number.isInteger(ErrorCode) || ErrorCode < -(2 ** 31) || ErrorCode >= 2 ** 31)
      throw invalid("ErrorCode", `a 32-bit integer, got ${String(ErrorCode)}`);
    this.#errorCode = ErrorCode;
  }
  /** C++ `SetStatus`. @throws ValidationError naming `Status` unless 0 or 100 to 599. */
  SetStatus(Status) {
    if (!Number.isInteger(Status) || Status !== 0 && (Status < 100 || Status > 599))
      throw invalid("Status", `0 or an HTTP status (100 to 599), got ${String(Status)}`);
    this.#status = Status;
  }
  /** C++ `SetResponseBody`. @throws ValidationError naming `ResponseBody` for a non-string. */
  SetResponseBody(ResponseBody) {
    if (typeof ResponseBody !== "string")
      throw invalid("ResponseBody", "a string");
    this.#responseBody = ResponseBody;
  }
  /**
   * C++ `SetSuccessful`: true makes the type `None`. Here success *is* `Type() === None`, so false is
   * accepted only once a failure type is set (`SetType`) rather than inventing a kind of failure.
   * @throws ValidationError naming `Successful` for a non-boolean, or false while the type is `None`.
   */
  SetSuccessful(Successful) {
    if (typeof Successful !== "boolean")
      throw invalid("Successful", "a boolean");
    if (Successful)
      this.#type = ErrorType.None;
    else if (this.#type === ErrorType.None)
      throw invalid("Successful", "a failure type first (SetType): success here is Type() === None");
  }
  /** C++ `SetRetryable`. @throws ValidationError naming `Retryable` for a non-boolean. */
  SetRetryable(Retryable) {
    if (typeof Retryable !== "boolean")
      throw invalid("Retryable", "a boolean");
    this.#retryable = Retryable;
  }
  /** C++ `SetRetryAfter`: seconds. @throws ValidationError naming `RetryAfter` unless finite and >= 0. */
  SetRetryAfter(RetryAfter) {
    if (typeof RetryAfter !== "number" || !Number.isFinite(RetryAfter) || RetryAfter < 0)
      throw invalid("RetryAfter", `a finite number of seconds >= 0, got ${String(RetryAfter)}`);
    this.#retryAfter = RetryAfter;
  }
  /** C++ name of {@link toString}. */
  ToString() {
    return this.toString();
  }
  /** One line such as `HTTPError (status 400, code 50035): Invalid Form Body`. */
  toString() {
    if (this.successful())
      return this.status === 0 ? "None" : `None (status ${this.status})`;
    const details = [];
    if (this.status !== 0)
      details.push(`status ${this.status}`);
    if (this.errorCode !== 0)
      details.push(`code ${this.errorCode}`);
    if (this.retryAfter > 0)
      details.push(`retry after ${this.retryAfter}s`);
    const head = details.length > 0 ? `${errorTypeName(this.type)} (${details.join(", ")})` : errorTypeName(this.type);
    return this.error === "" ? head : `${head}: ${this.error}`;
  }
};
var ERROR_TYPES = new Set(Object.values(ErrorType));
function invalid(field, expected) {
  return ValidationError.argument(field, `ClientResult.Set${field}: expected ${expected}`);
}
__name(invalid, "invalid");

// dist/client/results.js
var ClientResultError = class extends Error {
  static {
    __name(this, "ClientResultError");
  }
  name = "ClientResultError";
  result;
  constructor(result, cause) {
    super(result.toString(), cause === void 0 ? void 0 : { cause });
    this.result = result;
  }
};
function toClientResult(error) {
  if (error instanceof ClientResultError)
    return error.result;
  if (error instanceof ValidationError)
    return failed(ErrorType.ValidationError, error);
  if (error instanceof RateLimitedError) {
    return new ClientResult({
      type: ErrorType.HTTPError,
      error: error.message,
      status: 429,
      responseBody: error.responseBody,
      retryable: true,
      retryAfter: error.retryAfter
    });
  }
  if (error instanceof HttpResponseError) {
    return new ClientResult({
      type: ErrorType.HTTPError,
      error: error.message,
      errorCode: error instanceof ServiceError ? error.serviceCode : 0,
      status: error.status,
      responseBody: error.responseBody,
      retryable: error.status >= 500
    });
  }
  if (error instanceof TimeoutError || error instanceof NetworkError) {
    return failed(ErrorType.NetworkError, error, { retryable: true });
  }
  if (error instanceof AbortError)
    return failed(ErrorType.Aborted, error);
  if (error instanceof AuthorizationAbortedError)
    return failed(ErrorType.Aborted, error, { retryable: true });
  if (error instanceof AuthorizationError) {
    return failed(ErrorType.AuthorizationFailed, error, { status: error.status });
  }
  if (error instanceof TypeError || error instanceof RangeError) {
    return failed(ErrorType.ValidationError, error);
  }
  const name2 = error instanceof Error ? error.name : typeof error;
  return new ClientResult({ type: ErrorType.NetworkError, error: `unexpected failure (${name2})` });
}
__name(toClientResult, "toClientResult");
function failed(type, error, extra = {}) {
  return new ClientResult({ type, error: error.message, ...extra });
}
__name(failed, "failed");
function rethrowLater(error) {
  setImmediate(() => {
    throw error;
  });
}
__name(rethrowLater, "rethrowLater");
function callNow(task) {
  try {
    task();
  } catch (error) {
    rethrowLater(error);
  }
}
__name(callNow, "callNow");
function settle(work, callback, spread, empty, deliver = callNow) {
  const running = Promise.resolve().then(work);
  if (callback === void 0) {
    return running.catch((error) => {
      throw error instanceof ClientResultError ? error : new ClientResultError(toClientResult(error), error);
    });
  }
  if (typeof callback !== "function") {
    return Promise.reject(new ClientResultError(new ClientResult({ type: ErrorType.ValidationError, error: "callback: expected a function" })));
  }
  return running.then((value) => {
    const values = spread(value);
    deliver(() => callback(ClientResult.ok(), ...values));
  }, (error) => {
    const result = toClientResult(error);
    deliver(() => callback(result, ...empty));
  });
}
__name(settle, "settle");

// dist/client/callStates.js
var CallStates = class {
  static {
    __name(this, "CallStates");
  }
  #lobbies = /* @__PURE__ */ new Map();
  /** The participants of a lobby's call, or undefined when none runs. */
  of(lobbyId) {
    const states = this.#lobbies.get(lobbyId);
    return states === void 0 || states.size === 0 ? void 0 : states;
  }
  /** Applies one dispatch; returns what changed. Malformed entries are skipped, never thrown. */
  apply(t, d) {
    const data = typeof d === "object" && d !== null ? d : {};
    switch (t) {
      case "READY": {
        const changes = [];
        const seen = /* @__PURE__ */ new Set();
        for (const lobby of Array.isArray(data.lobbies) ? data.lobbies : []) {
          const id2 = lobby?.id;
          if (typeof id2 !== "string")
            continue;
          seen.add(id2);
          changes.push(...this.#replace(id2, lobby.voice_states));
        }
        for (const id2 of [...this.#lobbies.keys()])
          if (!seen.has(id2))
            changes.push(...this.#replace(id2, []));
        return changes;
      }
      case "LOBBY_CREATE":
      case "LOBBY_UPDATE":
        return typeof data.id === "string" ? this.#replace(data.id, data.voice_states) : [];
      case "LOBBY_DELETE":
        return typeof data.id === "string" ? this.#replace(data.id, []) : [];
      case "LOBBY_VOICE_STATE_UPDATE": {
        const lobbyId = data.lobby_id;
        const userId = data.user_id;
        if (typeof lobbyId !== "string" || typeof userId !== "string")
          return [];
        if (data.channel_id === null)
          return this.#remove(lobbyId, userId);
        return this.#set(lobbyId, userId, entryOf(data));
      }
      default:
        return [];
    }
  }
  /** A handle on a participant's voice state, or null when they are not in the lobby's call. */
  handle(lobbyId, userId) {
    if (this.#lobbies.get(lobbyId)?.get(userId) === void 0)
      return null;
    return new VoiceStateHandle(() => this.#lobbies.get(lobbyId)?.get(userId));
  }
  #replace(lobbyId, states) {
    const next = /* @__PURE__ */ new Map();
    for (const state of Array.isArray(states) ? states : []) {
      const userId = state?.user_id;
      if (typeof userId === "string" && state.channel_id !== null)
        next.set(userId, entryOf(state));
    }
    const changes = [];
    const current = this.#lobbies.get(lobbyId);
    for (const userId of current?.keys() ?? [])
      if (!next.has(userId))
        changes.push(...this.#remove(lobbyId, userId));
    for (const [userId, entry] of next)
      changes.push(...this.#set(lobbyId, userId, entry));
    if (next.size === 0)
      this.#lobbies.delete(lobbyId);
    return changes;
  }
  #set(lobbyId, userId, entry) {
    let states = this.#lobbies.get(lobbyId);
    if (states === void 0) {
      states = /* @__PURE__ */ new Map();
      this.#lobbies.set(lobbyId, states);
    }
    const current = states.get(userId);
    if (current === void 0) {
      states.set(userId, entry);
      return [{ lobbyId, userId, kind: "added" }];
    }
    if (current.selfMute === entry.selfMute && current.selfDeaf === entry.selfDeaf)
      return [];
    current.selfMute = entry.selfMute;
    current.selfDeaf = entry.selfDeaf;
    return [{ lobbyId, userId, kind: "changed" }];
  }
  #remove(lobbyId, userId) {
    const states = this.#lobbies.get(lobbyId);
    if (states?.delete(userId) !== true)
      return [];
    if (states.size === 0)
      this.#lobbies.delete(lobbyId);
    return [{ lobbyId, userId, kind: "removed" }];
  }
};
function entryOf(state) {
  return { selfMute: state.self_mute === true, selfDeaf: state.self_deaf === true };
}
__name(entryOf, "entryOf");
var CallInfoHandle = class {
  static {
    __name(this, "CallInfoHandle");
  }
  #book;
  #lobbyId;
  /** @internal */
  constructor(book, lobbyId) {
    this.#book = book;
    this.#lobbyId = lobbyId;
  }
  /** The lobby's id (the C++ library documents the call's channel id as the lobby id). */
  ChannelId() {
    return this.#lobbyId;
  }
  /** The lobby's id (the C++ library documents the call's guild id as the lobby id). */
  GuildId() {
    return this.#lobbyId;
  }
  /** The user ids in the call now. */
  GetParticipants() {
    return [...this.#book.of(this.#lobbyId)?.keys() ?? []];
  }
  /** A participant's self mute and deafen, or null when they are not in the call. */
  GetVoiceStateHandle(userId) {
    return this.#book.handle(this.#lobbyId, String(userId));
  }
  /** `CallInfoHandle(<lobby id>)`. */
  toString() {
    return `CallInfoHandle(${this.#lobbyId})`;
  }
};

// dist/client/webLinks.js
var DEFAULT_WEB_BASE = "https://discord.com";
function webOrigin(webBase) {
  if (webBase === void 0 || webBase === "")
    return DEFAULT_WEB_BASE;
  const url = parseUrl(webBase);
  if (url === void 0 || !isHttpUrl(url))
    throw new TypeError(`webBase: expected an http or https URL, got ${JSON.stringify(webBase)}`);
  return url.origin;
}
__name(webOrigin, "webOrigin");
function messageUrl(webBase, channelId, messageId, inDm) {
  return inDm ? `${webBase}/channels/@me/${channelId}/${messageId}` : `${webBase}/channels/${channelId}/${messageId}`;
}
__name(messageUrl, "messageUrl");
function connectedGamesSettingsUrl(webBase) {
  return `${webBase}/settings/connections`;
}
__name(connectedGamesSettingsUrl, "connectedGamesSettingsUrl");

// dist/client/createOptions.js
var ClientCreateOptions = class {
  static {
    __name(this, "ClientCreateOptions");
  }
  #apiBase = "https://discord.com/api";
  #webBase = DEFAULT_WEB_BASE;
  #audioSystem = AudioSystem.Standard;
  #preventCommsForBluetooth = false;
  #cpuAffinityMask;
  /** Where the API is: the service's origin, with or without `/api` (default `https://discord.com/api`). */
  ApiBase() {
    return this.#apiBase;
  }
  /**
   * @param ApiBase - an http(s) URL: the origin, or the origin followed by `/api`.
   * @throws ValidationError naming `ApiBase` for anything else.
   */
  SetApiBase(ApiBase) {
    apiOrigin(ApiBase);
    this.#apiBase = ApiBase;
  }
  /** Where the web pages the client opens are (default `https://discord.com`). */
  WebBase() {
    return this.#webBase;
  }
  /**
   * @param WebBase - an http(s) URL; its origin is used.
   * @throws ValidationError naming `WebBase` unless an http or https URL.
   */
  SetWebBase(WebBase) {
    httpUrl("WebBase", WebBase);
    this.#webBase = WebBase;
  }
  /** The mobile audio path (default `AudioSystem.Standard`); kept, with nothing to choose on a desktop OS. */
  ExperimentalAudioSystem() {
    return this.#audioSystem;
  }
  /** @throws ValidationError naming `ExperimentalAudioSystem` unless an `AudioSystem` value. */
  SetExperimentalAudioSystem(ExperimentalAudioSystem) {
    if (ExperimentalAudioSystem !== AudioSystem.Standard && ExperimentalAudioSystem !== AudioSystem.Game)
      throw ValidationError.argument("ExperimentalAudioSystem", `ExperimentalAudioSystem: expected AudioSystem.Standard (0) or AudioSystem.Game (1), got ${String(ExperimentalAudioSystem)}`);
    this.#audioSystem = ExperimentalAudioSystem;
  }
  /** Android's Bluetooth routing switch (default false); kept, with nothing to do on a desktop OS. */
  ExperimentalAndroidPreventCommsForBluetooth() {
    return this.#preventCommsForBluetooth;
  }
  /** @throws ValidationError naming `ExperimentalAndroidPreventCommsForBluetooth` unless a boolean. */
  SetExperimentalAndroidPreventCommsForBluetooth(ExperimentalAndroidPreventCommsForBluetooth) {
    if (typeof ExperimentalAndroidPreventCommsForBluetooth !== "boolean")
      throw ValidationError.argument("ExperimentalAndroidPreventCommsForBluetooth", `ExperimentalAndroidPreventCommsForBluetooth: expected a boolean, got ${typeof ExperimentalAndroidPreventCommsForBluetooth}`);
    this.#preventCommsForBluetooth = ExperimentalAndroidPreventCommsForBluetooth;
  }
  /** The thread-affinity hint (a 64-bit mask), or undefined (the default); kept, and ignored here. */
  CpuAffinityMask() {
    return this.#cpuAffinityMask;
  }
  /**
   * @param CpuAffinityMask - a mask of 0..2^64-1 as a bigint, a safe integer or a decimal string; undefined
   *   clears it.
   * @throws ValidationError naming `CpuAffinityMask` for anything else.
   */
  SetCpuAffinityMask(CpuAffinityMask) {
    if (CpuAffinityMask === void 0) {
      this.#cpuAffinityMask = void 0;
      return;
    }
    let mask;
    if (typeof CpuAffinityMask === "bigint")
      mask = CpuAffinityMask;
    else if (typeof CpuAffinityMask === "number" && Number.isSafeInteger(CpuAffinityMask))
      mask = BigInt(CpuAffinityMask);
    else if (typeof CpuAffinityMask === "string" && /^\d{1,20}$/.test(CpuAffinityMask))
      mask = BigInt(CpuAffinityMask);
    if (mask === void 0 || mask < 0n || mask > 0xffffffffffffffffn)
      throw ValidationError.argument("CpuAffinityMask", `CpuAffinityMask: expected a 64-bit unsigned mask (bigint, integer or decimal string), got ${String(CpuAffinityMask)}`);
    this.#cpuAffinityMask = mask;
  }
  /** The `ClientOptions` these stand for. */
  toClientOptions() {
    return { baseUrl: apiOrigin(this.#apiBase), webBase: httpUrl("WebBase", this.#webBase).origin };
  }
};
function apiOrigin(apiBase) {
  const url = httpUrl("ApiBase", apiBase);
  const path = url.pathname.replace(/\/+$/, "");
  if (path !== "" && path !== "/api" || url.search !== "" || url.hash !== "")
    throw ValidationError.argument("ApiBase", `ApiBase: expected an origin, optionally followed by /api, got ${JSON.stringify(apiBase)}`);
  return url.origin;
}
__name(apiOrigin, "apiOrigin");
function httpUrl(field, value) {
  const url = parseUrl(value);
  if (url === void 0 || !isHttpUrl(url))
    throw ValidationError.argument(field, `${field}: expected an http or https URL, got ${JSON.stringify(value)}`);
  return url;
}
__name(httpUrl, "httpUrl");

// dist/deeplink/url.js
var URL_CHARACTERS = /^[\x21-\x7e]+$/;
function checkRedirectUrl(candidate, scheme, maxLength = MAX_REDIRECT_URL_LENGTH) {
  if (typeof candidate !== "string")
    return { ok: false, reason: "not_a_string" };
  if (candidate.length > maxLength)
    return { ok: false, reason: "too_long" };
  if (!URL_CHARACTERS.test(candidate))
    return { ok: false, reason: "bad_characters" };
  if (candidate.slice(0, scheme.length + 1).toLowerCase() !== `${scheme}:`) {
    return { ok: false, reason: "wrong_scheme" };
  }
  const parsed = parseUrl(candidate);
  if (parsed === void 0)
    return { ok: false, reason: "malformed_url" };
  if (parsed.protocol !== `${scheme}:`)
    return { ok: false, reason: "wrong_scheme" };
  return { ok: true, url: candidate };
}
__name(checkRedirectUrl, "checkRedirectUrl");
function extractRedirectUrl(argv, scheme, maxLength = MAX_REDIRECT_URL_LENGTH) {
  if (!Array.isArray(argv))
    throw new TypeError("extractRedirectUrl(argv): expected an array of strings");
  const expected = resolveScheme(scheme, "extractRedirectUrl(scheme)");
  const prefix = `${expected}:`;
  const claims = /* @__PURE__ */ new Set();
  for (const argument of argv) {
    if (typeof argument === "string" && argument.slice(0, prefix.length).toLowerCase() === prefix) {
      claims.add(argument);
    }
  }
  if (claims.size !== 1)
    return void 0;
  const [only] = claims;
  const check = checkRedirectUrl(only, expected, maxLength);
  return check.ok ? check.url : void 0;
}
__name(extractRedirectUrl, "extractRedirectUrl");

// dist/deeplink/joinUrl.js
var ACTIVITY_JOIN_PATH = "/_discord/join";
var MAX_JOIN_SECRET_LENGTH = 128;
function activityJoinUrl(scheme, secret) {
  if (typeof secret !== "string" || secret.length === 0 || secret.length > MAX_JOIN_SECRET_LENGTH) {
    throw new RangeError(`activityJoinUrl(secret): expected 1 to ${MAX_JOIN_SECRET_LENGTH} characters`);
  }
  return `${scheme}:${ACTIVITY_JOIN_PATH}?secret=${encodeURIComponent(secret)}`;
}
__name(activityJoinUrl, "activityJoinUrl");
function parseActivityJoinUrl(url, scheme) {
  if (!checkRedirectUrl(url, scheme).ok)
    return { kind: "other" };
  const parsed = new URL(url);
  const path = parsed.host === "" ? parsed.pathname : `/${parsed.host}${parsed.pathname}`;
  if (path !== ACTIVITY_JOIN_PATH)
    return { kind: "other" };
  const secrets = parsed.searchParams.getAll("secret");
  const secret = secrets[0];
  if (secrets.length !== 1 || secret === void 0 || secret.length === 0) {
    return { kind: "invalid", reason: "bad_join_secret" };
  }
  if (secret.length > MAX_JOIN_SECRET_LENGTH)
    return { kind: "invalid", reason: "bad_join_secret" };
  return { kind: "join", secret };
}
__name(parseActivityJoinUrl, "parseActivityJoinUrl");

// dist/client/activityWire.js
var ASSETS = [
  ["large_image", "LargeImage"],
  ["large_text", "LargeText"],
  ["large_url", "LargeUrl"],
  ["small_image", "SmallImage"],
  ["small_text", "SmallText"],
  ["small_url", "SmallUrl"],
  ["invite_cover_image", "InviteCoverImage"]
];
function activityToWire(activity2, applicationId) {
  const f = activity2.fields();
  const out = { name: applicationId, type: f.type, application_id: applicationId };
  if (f.statusDisplayType !== void 0)
    out.status_display_type = f.statusDisplayType;
  if (f.state !== void 0)
    out.state = f.state;
  if (f.stateUrl !== void 0)
    out.state_url = f.stateUrl;
  if (f.details !== void 0)
    out.details = f.details;
  if (f.detailsUrl !== void 0)
    out.details_url = f.detailsUrl;
  if (f.parentApplicationId !== void 0)
    out.parent_application_id = f.parentApplicationId;
  if (f.assets) {
    const assets = {};
    for (const [wire, getter] of ASSETS) {
      const value = f.assets[getter]();
      if (value !== null)
        assets[wire] = value;
    }
    out.assets = assets;
  }
  if (f.timestamps) {
    const { start, end } = f.timestamps.fields();
    out.timestamps = {};
    if (start !== 0)
      out.timestamps.start = start;
    if (end !== 0)
      out.timestamps.end = end;
  }
  if (f.party) {
    const party = f.party.fields();
    out.party = { privacy: party.privacy };
    if (party.id !== "")
      out.party.id = party.id;
    if (party.maxSize !== 0 || party.currentSize !== 0)
      out.party.size = [party.currentSize, party.maxSize];
  }
  if (f.secrets)
    out.secrets = f.secrets.Join() === "" ? {} : { join: f.secrets.Join() };
  if (f.buttons.length > 0)
    out.buttons = f.buttons.map((button) => button.fields());
  out.supported_platforms = f.supportedPlatforms;
  return out;
}
__name(activityToWire, "activityToWire");
function activityFromWire(wire) {
  const activity2 = new Activity();
  activity2.SetName(wire.name);
  activity2.SetType(wire.type);
  if (wire.status_display_type !== void 0)
    activity2.SetStatusDisplayType(wire.status_display_type);
  if (wire.state !== void 0)
    activity2.SetState(wire.state);
  if (wire.state_url !== void 0)
    activity2.SetStateUrl(wire.state_url);
  if (wire.details !== void 0)
    activity2.SetDetails(wire.details);
  if (wire.details_url !== void 0)
    activity2.SetDetailsUrl(wire.details_url);
  if (wire.application_id !== void 0)
    activity2.SetApplicationId(wire.application_id);
  if (wire.parent_application_id !== void 0)
    activity2.SetParentApplicationId(wire.parent_application_id);
  if (wire.assets) {
    const assets = new ActivityAssets();
    for (const [key, getter] of ASSETS) {
      const value = wire.assets[key];
      if (value !== void 0)
        assets[`Set${getter}`](value);
    }
    activity2.SetAssets(assets);
  }
  if (wire.timestamps) {
    const timestamps = new ActivityTimestamps();
    if (wire.timestamps.start !== void 0)
      timestamps.SetStart(wire.timestamps.start);
    if (wire.timestamps.end !== void 0)
      timestamps.SetEnd(wire.timestamps.end);
    activity2.SetTimestamps(timestamps);
  }
  if (wire.party) {
    const party = new ActivityParty();
    if (wire.party.id !== void 0)
      party.SetId(wire.party.id);
    if (wire.party.size) {
      party.SetCurrentSize(wire.party.size[0]);
      party.SetMaxSize(wire.party.size[1]);
    }
    if (wire.party.privacy !== void 0)
      party.SetPrivacy(wire.party.privacy);
    activity2.SetParty(party);
  }
  if (wire.secrets?.join !== void 0) {
    const secrets = new ActivitySecrets();
    secrets.SetJoin(wire.secrets.join);
    activity2.SetSecrets(secrets);
  }
  for (const { label, url } of wire.buttons ?? []) {
    const button = new ActivityButton();
    button.SetLabel(label);
    button.SetUrl(url);
    activity2.AddButton(button);
  }
  if (wire.supported_platforms !== void 0)
    activity2.SetSupportedPlatforms(wire.supported_platforms);
  return activity2;
}
__name(activityFromWire, "activityFromWire");

// dist/client/avatarUrl.js
var CDN = "https://cdn.discordapp.com";
var avatarTypeName = enumNamer(AvatarType);
var EXTENSIONS = new Map(Object.entries(AvatarType).map(([name2, value]) => [value, name2.toLowerCase()]));
function avatarTypeToString(type) {
  return avatarTypeName(type);
}
__name(avatarTypeToString, "avatarTypeToString");
function extension(type, what) {
  const found = typeof type === "number" ? EXTENSIONS.get(type) : void 0;
  if (found === void 0)
    throw ValidationError.argument(what, `${what}: expected an AvatarType (Gif 0, Webp 1, Png 2, Jpeg 3), received ${String(type).slice(0, 32)}`);
  return found;
}
__name(extension, "extension");
function avatarUrl(userId, hash, animatedType, staticType) {
  const animated = extension(animatedType, "animatedType");
  const still = extension(staticType, "staticType");
  if (hash === null || hash === "")
    return `${CDN}/embed/avatars/${(BigInt(userId) >> 22n) % 6n}.png`;
  return `${CDN}/avatars/${userId}/${encodeURIComponent(hash)}.${hash.startsWith("a_") ? animated : still}`;
}
__name(avatarUrl, "avatarUrl");

// dist/client/userHandles.js
var STATUS = {
  online: StatusType.Online,
  idle: StatusType.Idle,
  dnd: StatusType.Dnd,
  offline: StatusType.Offline
};
var UserHandle = class {
  static {
    __name(this, "UserHandle");
  }
  /** The image formats of {@link UserHandle.AvatarUrl} (the C++ library's `UserHandle::AvatarType`). */
  static AvatarType = AvatarType;
  #cache;
  #last;
  /** @internal made by the client from its cache. */
  constructor(cache, user2) {
    this.#cache = cache;
    this.#last = user2;
  }
  #user() {
    const current = this.#cache.users.get(this.#last.id);
    if (current)
      this.#last = current;
    return this.#last;
  }
  /** The user's id (snowflake, decimal string). */
  Id() {
    return this.#last.id;
  }
  /** The unique username (2 to 32 of `a-z 0-9 _ .`), as last seen. */
  Username() {
    return this.#user().username;
  }
  /** The display name the user chose, or null. */
  GlobalName() {
    return this.#user().global_name;
  }
  /** The name to show: the global name, else the username. */
  DisplayName() {
    const user2 = this.#user();
    return user2.global_name ?? user2.username;
  }
  /** The avatar hash, or null. */
  Avatar() {
    return this.#user().avatar;
  }
  /**
   * The external identities (OIDC, Steam, Epic...) linked to this user for this application: a
   * provisional account's own, or those merged into a full account. Known for the signed-in user only
   * (the service tells a session its own); empty for anyone else.
   */
  UserApplicationProfiles() {
    if (this.#last.id !== this.#cache.selfId)
      return [];
    return this.#cache.selfProfiles.map((profile) => new UserApplicationProfileHandle(profile));
  }
  /** Whether this is a provisional account (made by a game for a player without a service account). */
  IsProvisional() {
    return this.#user().is_provisional === true;
  }
  /**
   * The user's status as this session last saw it: the signed-in user's own is what `SetOnlineStatus`
   * chose (Online by default); a blocked user reads `Blocked`; a friend's comes from their presence
   * (invisible friends read `Offline`); anyone whose presence this session may not see reads `Offline`.
   * @returns a `StatusType`.
   */
  Status() {
    const id2 = this.#last.id;
    const friends = this.#cache.friends;
    if (id2 === this.#cache.selfId)
      return friends.ownStatus;
    if (friends.relationships.get(id2)?.type === RelationshipType.Blocked)
      return StatusType.Blocked;
    return STATUS[friends.presences.get(id2)?.status ?? "offline"];
  }
  /** @returns the signed-in user's relationship with this user (both types `None` when there is none). */
  Relationship() {
    return new RelationshipHandle(this.#cache, this.#last.id);
  }
  /**
   * The CDN URL of the user's avatar (no request is made).
   * @param animatedType - the `AvatarType` used when the avatar is animated (its hash starts with `a_`).
   * @param staticType - the `AvatarType` used otherwise.
   * @returns the avatar's URL, or the default avatar's (`/embed/avatars/{(id >> 22) % 6}.png`) when none.
   * @throws ValidationError naming `animatedType` or `staticType` when it is not an `AvatarType`.
   * @example
   * img.src = user.AvatarUrl(UserHandle.AvatarType.Gif, UserHandle.AvatarType.Png);
   */
  AvatarUrl(animatedType, staticType) {
    return avatarUrl(this.#last.id, this.#user().avatar, animatedType, staticType);
  }
  /**
   * The user's rich presence in this application only (an activity in another game is not shown): a
   * friend's as their presence last said (never with its secrets; null while they read offline), the
   * signed-in user's own as `UpdateRichPresence` last sent it.
   * @returns a copy of the activity, or null when there is none.
   */
  GameActivity() {
    const id2 = this.#last.id;
    const friends = this.#cache.friends;
    const wire = id2 === this.#cache.selfId ? friends.ownActivity : friends.presences.get(id2)?.activity ?? null;
    return wire === null ? null : activityFromWire(wire);
  }
  /**
   * @param type - an `AvatarType` value.
   * @returns its C++ name (`Gif`, `Webp`, `Png`, `Jpeg`), or `Unknown(<n>)`.
   */
  static AvatarTypeToString(type) {
    return avatarTypeToString(type);
  }
  /** `UserHandle(<id>)`: the id only, no profile data. */
  toString() {
    return `UserHandle(${this.#last.id})`;
  }
};
var RelationshipHandle = class {
  static {
    __name(this, "RelationshipHandle");
  }
  #cache;
  #id;
  /** @internal made by the client from its cache. */
  constructor(cache, userId) {
    this.#cache = cache;
    this.#id = userId;
  }
  /** @returns the other user's id. */
  Id() {
    return this.#id;
  }
  /** @returns the Discord relationship (`RelationshipType`; `None` when there is none). */
  DiscordRelationshipType() {
    return this.#cache.friends.relationships.get(this.#id)?.type ?? RelationshipType.None;
  }
  /** @returns the game relationship in this application (`RelationshipType`; `None` when there is none). */
  GameRelationshipType() {
    return this.#cache.friends.relationships.get(this.#id)?.gameType ?? RelationshipType.None;
  }
  /** @returns whether an incoming request from this user was flagged as spam. */
  IsSpamRequest() {
    return this.#cache.friends.relationships.get(this.#id)?.spam ?? false;
  }
  /** @returns the other user, if the client has seen them, else null. */
  User() {
    return userHandle(this.#cache, this.#id);
  }
  /** `RelationshipHandle(<other user's id>)`. */
  toString() {
    return `RelationshipHandle(${this.#id})`;
  }
};
function userHandle(cache, userId) {
  const user2 = cache.users.get(userId);
  return user2 ? new UserHandle(cache, user2) : null;
}
__name(userHandle, "userHandle");

// dist/client/qrMasks.js
var MASKS = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => r * c % 2 + r * c % 3 === 0,
  (r, c) => (r * c % 2 + r * c % 3) % 2 === 0,
  (r, c) => ((r + c) % 2 + r * c % 3) % 2 === 0
];
function applyMask(mask, size, grid, reserved) {
  const flip = MASKS[mask];
  for (let row2 = 0; row2 < size; row2++) {
    for (let column = 0; column < size; column++) {
      const at = row2 * size + column;
      if (reserved[at] === 0 && flip(row2, column))
        grid[at] = grid[at] ^ 1;
    }
  }
}
__name(applyMask, "applyMask");
function penalty(grid, size) {
  let score2 = 0;
  const at = /* @__PURE__ */ __name((row2, column, transposed) => grid[transposed ? column * size + row2 : row2 * size + column], "at");
  for (const transposed of [false, true]) {
    for (let row2 = 0; row2 < size; row2++) {
      let run = 1;
      for (let column = 1; column <= size; column++) {
        if (column < size && at(row2, column, transposed) === at(row2, column - 1, transposed)) {
          run++;
          continue;
        }
        if (run >= 5)
          score2 += 3 + (run - 5);
        run = 1;
      }
      for (let column = 0; column + 7 <= size; column++) {
        const pattern = [1, 0, 1, 1, 1, 0, 1].every((v, k) => at(row2, column + k, transposed) === v);
        if (!pattern)
          continue;
        const lightBefore = [1, 2, 3, 4].every((k) => column - k < 0 || at(row2, column - k, transposed) === 0);
        const lightAfter = [7, 8, 9, 10].every((k) => column + k >= size || at(row2, column + k, transposed) === 0);
        if (lightBefore)
          score2 += 40;
        if (lightAfter)
          score2 += 40;
      }
    }
  }
  let dark = 0;
  for (let row2 = 0; row2 < size; row2++) {
    for (let column = 0; column < size; column++) {
      const value = at(row2, column, false);
      dark += value;
      if (row2 + 1 < size && column + 1 < size) {
        const same = value === at(row2, column + 1, false) && value === at(row2 + 1, column, false) && value === at(row2 + 1, column + 1, false);
        if (same)
          score2 += 3;
      }
    }
  }
  const percent = dark * 100 / (size * size);
  return score2 + 10 * Math.floor(Math.abs(percent - 50) / 5);
}
__name(penalty, "penalty");

// dist/client/qrTables.js
var LEVEL_M_BLOCKS = [
  [10, [[1, 16]]],
  [16, [[1, 28]]],
  [26, [[1, 44]]],
  [18, [[2, 32]]],
  [24, [[2, 43]]],
  [16, [[4, 27]]],
  [18, [[4, 31]]],
  [
    22,
    [
      [2, 38],
      [2, 39]
    ]
  ],
  [
    22,
    [
      [3, 36],
      [2, 37]
    ]
  ],
  [
    26,
    [
      [4, 43],
      [1, 44]
    ]
  ]
];
var ALIGNMENT = [
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50]
];

// dist/client/qrCode.js
var MAX_VERSION = LEVEL_M_BLOCKS.length;
var LEVEL_M = 0;
function encodeQr(text) {
  const bytes = new TextEncoder().encode(text);
  for (let version = 1; version <= MAX_VERSION; version++) {
    const data = dataCodewords(bytes, version);
    if (data !== void 0)
      return buildSymbol(version, interleave(data, version));
  }
  throw new RangeError(`text of ${bytes.length} bytes is longer than a QR code of version 10, level M holds (213)`);
}
__name(encodeQr, "encodeQr");
function qrToTerminal(code, quiet = 2) {
  const span = code.size + 2 * quiet;
  const light = /* @__PURE__ */ __name((row2, column) => {
    const r = row2 - quiet;
    const c = column - quiet;
    return r < 0 || c < 0 || r >= code.size || c >= code.size || !code.dark(r, c);
  }, "light");
  const lines = [];
  for (let row2 = 0; row2 < span; row2 += 2) {
    let line = "";
    for (let column = 0; column < span; column++) {
      const top = light(row2, column);
      const bottom = row2 + 1 < span ? light(row2 + 1, column) : false;
      line += top ? bottom ? "\u2588" : "\u2580" : bottom ? "\u2584" : " ";
    }
    lines.push(line);
  }
  return lines.join("\n");
}
__name(qrToTerminal, "qrToTerminal");
function dataCapacity(version) {
  const [, groups] = LEVEL_M_BLOCKS[version - 1];
  return groups.reduce((sum, [blocks, size]) => sum + blocks * size, 0);
}
__name(dataCapacity, "dataCapacity");
function dataCodewords(bytes, version) {
  const capacity = dataCapacity(version);
  const countBits = version < 10 ? 8 : 16;
  if (4 + countBits + 8 * bytes.length > 8 * capacity)
    return void 0;
  const bits = [];
  const put = /* @__PURE__ */ __name((value, length) => {
    for (let i = length - 1; i >= 0; i--)
      bits.push(value >>> i & 1);
  }, "put");
  put(4, 4);
  put(bytes.length, countBits);
  for (const byte of bytes)
    put(byte, 8);
  put(0, Math.min(4, 8 * capacity - bits.length));
  put(0, (8 - bits.length % 8) % 8);
  const codewords = [];
  for (let i = 0; i < bits.length; i += 8) {
    codewords.push(bits.slice(i, i + 8).reduce((byte, bit) => byte << 1 | bit, 0));
  }
  for (let pad = 0; codewords.length < capacity; pad ^= 1)
    codewords.push(pad === 0 ? 236 : 17);
  return codewords;
}
__name(dataCodewords, "dataCodewords");
function interleave(data, version) {
  const [ecLength, groups] = LEVEL_M_BLOCKS[version - 1];
  const divisor = rsGenerator(ecLength);
  const blocks = [];
  let offset = 0;
  for (const [count, size] of groups) {
    for (let i = 0; i < count; i++) {
      blocks.push(data.slice(offset, offset + size));
      offset += size;
    }
  }
  const ecBlocks = blocks.map((block) => rsRemainder(block, divisor));
  const out = [];
  const longest = Math.max(...blocks.map((block) => block.length));
  for (let i = 0; i < longest; i++)
    for (const block of blocks)
      if (i < block.length)
        out.push(block[i]);
  for (let i = 0; i < ecLength; i++)
    for (const ec of ecBlocks)
      out.push(ec[i]);
  return out;
}
__name(interleave, "interleave");
function gfMultiply(a, b) {
  let product = 0;
  for (let i = 7; i >= 0; i--) {
    product = product << 1 ^ (product >>> 7) * 285;
    product ^= (b >>> i & 1) * a;
  }
  return product;
}
__name(gfMultiply, "gfMultiply");
function rsGenerator(degree) {
  const coefficients = new Array(degree).fill(0);
  coefficients[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      coefficients[j] = gfMultiply(coefficients[j], root);
      if (j + 1 < degree)
        coefficients[j] = coefficients[j] ^ coefficients[j + 1];
    }
    root = gfMultiply(root, 2);
  }
  return coefficients;
}
__name(rsGenerator, "rsGenerator");
function rsRemainder(data, divisor) {
  const remainder = new Array(divisor.length).fill(0);
  for (const byte of data) {
    const factor = byte ^ remainder.shift();
    remainder.push(0);
    for (let i = 0; i < divisor.length; i++) {
      remainder[i] = remainder[i] ^ gfMultiply(divisor[i], factor);
    }
  }
  return remainder;
}
__name(rsRemainder, "rsRemainder");
function buildSymbol(version, codewords) {
  const size = 17 + 4 * version;
  const modules = new Uint8Array(size * size);
  const reserved = new Uint8Array(size * size);
  const set = /* @__PURE__ */ __name((row2, column, dark) => {
    modules[row2 * size + column] = dark ? 1 : 0;
    reserved[row2 * size + column] = 1;
  }, "set");
  drawFunctionPatterns(version, size, set);
  drawCodewords(codewords, size, modules, reserved);
  let best;
  let bestPenalty = Number.POSITIVE_INFINITY;
  for (let mask = 0; mask < 8; mask++) {
    const grid = modules.slice();
    applyMask(mask, size, grid, reserved);
    drawFormatBits(mask, size, (row2, column, dark) => {
      grid[row2 * size + column] = dark ? 1 : 0;
    });
    const score2 = penalty(grid, size);
    if (score2 < bestPenalty) {
      bestPenalty = score2;
      best = { mask, grid };
    }
  }
  const chosen = best;
  return {
    version,
    size,
    mask: chosen.mask,
    dark: /* @__PURE__ */ __name((row2, column) => chosen.grid[row2 * size + column] === 1, "dark")
  };
}
__name(buildSymbol, "buildSymbol");
function drawFunctionPatterns(version, size, set) {
  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  for (const [row2, column] of [
    [3, 3],
    [3, size - 4],
    [size - 4, 3]
  ]) {
    for (let dr = -4; dr <= 4; dr++) {
      for (let dc = -4; dc <= 4; dc++) {
        const r = row2 + dr;
        const c = column + dc;
        if (r < 0 || c < 0 || r >= size || c >= size)
          continue;
        const ring = Math.max(Math.abs(dr), Math.abs(dc));
        set(r, c, ring !== 2 && ring !== 4);
      }
    }
  }
  const centres = ALIGNMENT[version - 1];
  const last = centres.length - 1;
  for (let i = 0; i <= last; i++) {
    for (let j = 0; j <= last; j++) {
      if (i === 0 && j === 0 || i === 0 && j === last || i === last && j === 0)
        continue;
      for (let dr = -2; dr <= 2; dr++) {
        for (let dc = -2; dc <= 2; dc++) {
          set(centres[i] + dr, centres[j] + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
        }
      }
    }
  }
  drawFormatBits(0, size, set);
  if (version >= 7) {
    let remainder = version;
    for (let i = 0; i < 12; i++)
      remainder = remainder << 1 ^ (remainder >>> 11) * 7973;
    const bits = version << 12 | remainder;
    for (let i = 0; i < 18; i++) {
      const dark = (bits >>> i & 1) === 1;
      const a = size - 11 + i % 3;
      const b = Math.floor(i / 3);
      set(b, a, dark);
      set(a, b, dark);
    }
  }
}
__name(drawFunctionPatterns, "drawFunctionPatterns");
function drawFormatBits(mask, size, set) {
  const data = LEVEL_M << 3 | mask;
  let remainder = data;
  for (let i = 0; i < 10; i++)
    remainder = remainder << 1 ^ (remainder >>> 9) * 1335;
  const bits = (data << 10 | remainder) ^ 21522;
  const bit = /* @__PURE__ */ __name((i) => (bits >>> i & 1) === 1, "bit");
  for (let i = 0; i <= 5; i++)
    set(i, 8, bit(i));
  set(7, 8, bit(6));
  set(8, 8, bit(7));
  set(8, 7, bit(8));
  for (let i = 9; i < 15; i++)
    set(8, 14 - i, bit(i));
  for (let i = 0; i < 8; i++)
    set(8, size - 1 - i, bit(i));
  for (let i = 8; i < 15; i++)
    set(size - 15 + i, 8, bit(i));
  set(size - 8, 8, true);
}
__name(drawFormatBits, "drawFormatBits");
function drawCodewords(codewords, size, modules, reserved) {
  let index = 0;
  const total = codewords.length * 8;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6)
      right = 5;
    const upward = (right + 1 & 2) === 0;
    for (let step = 0; step < size; step++) {
      const row2 = upward ? size - 1 - step : step;
      for (const column of [right, right - 1]) {
        const at = row2 * size + column;
        if (reserved[at] === 1)
          continue;
        if (index < total)
          modules[at] = codewords[index >>> 3] >>> 7 - (index & 7) & 1;
        index++;
      }
    }
  }
}
__name(drawCodewords, "drawCodewords");

// dist/client/deviceScreen.js
function printingDeviceScreen(write = (line) => process.stdout.write(`${line}
`), options = {}) {
  return {
    open(screen) {
      write(`To sign in, open ${screen.verificationUri} on a phone or computer and enter the code ${screen.userCode}`);
      write(`(or open ${screen.verificationUriComplete}); the code expires in ${Math.round(screen.expiresIn / 60)} minutes.`);
      if (options.qrCode === false)
        return;
      const qr = terminalQr(screen.verificationUriComplete);
      if (qr !== void 0)
        for (const line of qr.split("\n"))
          write(line);
    },
    close() {
    }
  };
}
__name(printingDeviceScreen, "printingDeviceScreen");
function terminalQr(link) {
  try {
    return qrToTerminal(encodeQr(link));
  } catch {
    return void 0;
  }
}
__name(terminalQr, "terminalQr");

// dist/client/guildValues.js
var NamedValue = class {
  static {
    __name(this, "NamedValue");
  }
  #id;
  #name;
  /** @param id - a snowflake. @param name - the name. */
  constructor(id2, name2) {
    this.#id = snowflakeArgument(id2, "id");
    this.#name = name2;
  }
  /** The id (snowflake, decimal string). */
  Id() {
    return this.#id;
  }
  /**
   * Sets Id.
   * @param id - a snowflake. @throws ValidationError naming `Id` for a bad id.
   */
  SetId(id2) {
    this.#id = snowflakeArgument(id2, "Id");
  }
  /** The name. */
  Name() {
    return this.#name;
  }
  /**
   * Sets Name.
   * @param name - the new name.
   */
  SetName(name2) {
    this.#name = name2;
  }
  /** `<Class>(<id>)`: the id only. */
  toString() {
    return `${this.constructor.name}(${this.#id})`;
  }
};
var GuildMinimal = class extends NamedValue {
  static {
    __name(this, "GuildMinimal");
  }
  /** @param init - the guild's id and name. */
  constructor(init) {
    super(init.id, init.name);
  }
};
var LinkedLobby = class {
  static {
    __name(this, "LinkedLobby");
  }
  #applicationId;
  #lobbyId;
  /** @param init - the application and the lobby. */
  constructor(init) {
    this.#applicationId = snowflakeArgument(init.applicationId, "applicationId");
    this.#lobbyId = snowflakeArgument(init.lobbyId, "lobbyId");
  }
  /** The application whose lobby it is. */
  ApplicationId() {
    return this.#applicationId;
  }
  /**
   * Sets ApplicationId.
   * @param id - a snowflake. @throws ValidationError naming `ApplicationId`.
   */
  SetApplicationId(id2) {
    this.#applicationId = snowflakeArgument(id2, "ApplicationId");
  }
  /** The lobby's id. */
  LobbyId() {
    return this.#lobbyId;
  }
  /**
   * Sets LobbyId.
   * @param id - a snowflake. @throws ValidationError naming `LobbyId`.
   */
  SetLobbyId(id2) {
    this.#lobbyId = snowflakeArgument(id2, "LobbyId");
  }
  /** `LinkedLobby(<application id>/<lobby id>)`. */
  toString() {
    return `LinkedLobby(${this.#applicationId}/${this.#lobbyId})`;
  }
};
var LinkedChannel = class extends NamedValue {
  static {
    __name(this, "LinkedChannel");
  }
  #guildId;
  /** @param init - the channel's id, name and guild. */
  constructor(init) {
    super(init.id, init.name);
    this.#guildId = snowflakeArgument(init.guildId, "guildId");
  }
  /** The guild the channel is in. */
  GuildId() {
    return this.#guildId;
  }
  /**
   * Sets GuildId.
   * @param id - a snowflake. @throws ValidationError naming `GuildId`.
   */
  SetGuildId(id2) {
    this.#guildId = snowflakeArgument(id2, "GuildId");
  }
};
var GuildChannel = class extends NamedValue {
  static {
    __name(this, "GuildChannel");
  }
  #type;
  #position;
  #parentId;
  #isLinkable;
  #isViewableAndWriteableByAllMembers;
  #linkedLobby;
  /** @param init - every field. */
  constructor(init) {
    super(init.id, init.name);
    this.#type = init.type;
    this.#position = init.position;
    this.#parentId = init.parentId === null ? null : snowflakeArgument(init.parentId, "parentId");
    this.#isLinkable = init.isLinkable;
    this.#isViewableAndWriteableByAllMembers = init.isViewableAndWriteableByAllMembers;
    this.#linkedLobby = init.linkedLobby;
  }
  /** The channel's `ChannelType`. */
  Type() {
    return this.#type;
  }
  /**
   * Sets Type.
   * @param type - a `ChannelType`.
   */
  SetType(type) {
    this.#type = type;
  }
  /** Its position among the guild's channels (the list is sorted by it). */
  Position() {
    return this.#position;
  }
  /**
   * Sets Position.
   * @param position - an int32.
   */
  SetPosition(position) {
    this.#position = position;
  }
  /** The category it is in, or null. */
  ParentId() {
    return this.#parentId;
  }
  /**
   * Sets ParentId.
   * @param id - a snowflake, or null. @throws ValidationError naming `ParentId`.
   */
  SetParentId(id2) {
    this.#parentId = id2 === null ? null : snowflakeArgument(id2, "ParentId");
  }
  /**
   * Whether the user may link it to a lobby: a text channel, not age-restricted, not linked to another
   * lobby, where the user holds Manage Channels, View Channel and Send Messages (the rules the service
   * enforces, `channelLinkRefusal` of src/rules).
   */
  IsLinkable() {
    return this.#isLinkable;
  }
  /**
   * Sets IsLinkable.
   * @param value - whether it is linkable.
   */
  SetIsLinkable(value) {
    this.#isLinkable = value;
  }
  /**
   * False when the channel restricts some role's or member's reading or writing (private in some way):
   * once linked, every lobby member reads and writes it, so warn the user.
   */
  IsViewableAndWriteableByAllMembers() {
    return this.#isViewableAndWriteableByAllMembers;
  }
  /**
   * Sets IsViewableAndWriteableByAllMembers.
   * @param value - whether everyone may read and write it.
   */
  SetIsViewableAndWriteableByAllMembers(value) {
    this.#isViewableAndWriteableByAllMembers = value;
  }
  /** The lobby it is linked to, or null. */
  LinkedLobby() {
    return this.#linkedLobby;
  }
  /**
   * Sets LinkedLobby.
   * @param lobby - the lobby, or null.
   */
  SetLinkedLobby(lobby) {
    this.#linkedLobby = lobby;
  }
};

// dist/client/channelHandle.js
var ChannelHandle = class {
  static {
    __name(this, "ChannelHandle");
  }
  #cache;
  #id;
  #type;
  #otherUserId;
  /** @internal made by the client from its cache. */
  constructor(cache, id2, type, otherUserId) {
    this.#cache = cache;
    this.#id = id2;
    this.#type = type;
    this.#otherUserId = otherUserId;
  }
  /** The channel's id (a lobby's id, or a conversation's channel id). */
  Id() {
    return this.#id;
  }
  /**
   * The name to show: a lobby's linked channel's name (empty when it is not linked), or the other user's
   * display name for a direct message.
   */
  Name() {
    if (this.#type === ChannelType2.Lobby)
      return this.#cache.lobbies.get(this.#id)?.linkedChannel?.name ?? "";
    const user2 = this.#otherUserId === void 0 ? void 0 : this.#cache.users.get(this.#otherUserId);
    return user2 ? user2.global_name ?? user2.username : "";
  }
  /** The user ids in the channel: a lobby's current members, or the other user of a conversation. */
  Recipients() {
    if (this.#type === ChannelType2.Lobby)
      return [...this.#cache.lobbies.get(this.#id)?.members.keys() ?? []];
    return this.#otherUserId === void 0 ? [] : [this.#otherUserId];
  }
  /** `ChannelType.Lobby`, `ChannelType.Dm` or `ChannelType.EphemeralDm`. */
  Type() {
    return this.#type;
  }
  /** `ChannelHandle(<id>)`. */
  toString() {
    return `ChannelHandle(${this.#id})`;
  }
};
function channelHandle(cache, channelId) {
  if (cache.lobbies.has(channelId))
    return new ChannelHandle(cache, channelId, ChannelType2.Lobby);
  for (const message of cache.messages.values()) {
    if (message.channelId !== channelId || message.channelType !== ChannelType2.Dm)
      continue;
    return new ChannelHandle(cache, channelId, ChannelType2.Dm, otherUser(cache, message));
  }
  return null;
}
__name(channelHandle, "channelHandle");
function messageChannel(cache, message) {
  if (message.channelType !== ChannelType2.EphemeralDm)
    return channelHandle(cache, message.channelId);
  return new ChannelHandle(cache, message.channelId, ChannelType2.EphemeralDm, otherUser(cache, message));
}
__name(messageChannel, "messageChannel");
function otherUser(cache, message) {
  return message.authorId === cache.selfId ? message.recipientId : message.authorId;
}
__name(otherUser, "otherUser");

// dist/client/lobbyHandles.js
var LobbyMemberHandle = class {
  static {
    __name(this, "LobbyMemberHandle");
  }
  #cache;
  #entry;
  /** @internal */
  constructor(cache, entry) {
    this.#cache = cache;
    this.#entry = entry;
  }
  /** The member's user id (snowflake, decimal string). */
  Id() {
    return this.#entry.id;
  }
  /** Whether the member has a live gateway session (false once they left the lobby). */
  Connected() {
    return !this.#entry.gone && this.#entry.connected;
  }
  /** A copy of the member's metadata (string keys and values) as last seen. */
  Metadata() {
    return { ...this.#entry.metadata };
  }
  /** The member's user, if the client has seen it (their own, or as the author of a message). */
  User() {
    return userHandle(this.#cache, this.#entry.id);
  }
  /** `LobbyMemberHandle(<lobby id>/<user id>)`: ids only, no metadata. */
  toString() {
    return `LobbyMemberHandle(${this.#entry.lobbyId}/${this.#entry.id})`;
  }
  /**
   * Whether the member has the `CanLinkLobby` flag (`1 << 0`, set by the app's server): only such a member
   * may link the lobby to a guild channel or unlink it.
   */
  CanLinkLobby() {
    return canLinkLobby(this.#entry.flags);
  }
};
var LobbyHandle = class {
  static {
    __name(this, "LobbyHandle");
  }
  #cache;
  #entry;
  /** @internal */
  constructor(cache, entry) {
    this.#cache = cache;
    this.#entry = entry;
  }
  /** The lobby's id (snowflake, decimal string). */
  Id() {
    return this.#entry.id;
  }
  /** The user ids of the lobby's current members. */
  LobbyMemberIds() {
    return [...this.#entry.members.keys()];
  }
  /** A handle for each current member of the lobby. */
  LobbyMembers() {
    return [...this.#entry.members.values()].map((member) => new LobbyMemberHandle(this.#cache, member));
  }
  /** A member by id, or null if they are not (or no longer) in the lobby. */
  GetLobbyMemberHandle(memberId) {
    const member = this.#entry.members.get(String(memberId));
    return member ? new LobbyMemberHandle(this.#cache, member) : null;
  }
  /** A copy of the lobby's metadata (string keys and values) as last seen. */
  Metadata() {
    return { ...this.#entry.metadata };
  }
  /**
   * The lobby's voice call while one runs, whether or not this user is in it (participants and their
   * voice states), else null.
   */
  GetCallInfoHandle() {
    return this.#cache.calls.of(this.#entry.id) === void 0 ? null : new CallInfoHandle(this.#cache.calls, this.#entry.id);
  }
  /** `LobbyHandle(<id>)`: the id only, no metadata. */
  toString() {
    return `LobbyHandle(${this.#entry.id})`;
  }
  /**
   * The guild text channel the lobby is linked to (its messages are mirrored with the lobby's), as the
   * last lobby update said, or null when it is not linked.
   */
  LinkedChannel() {
    const link = this.#entry.linkedChannel;
    return link ? new LinkedChannel({ id: link.id, name: link.name, guildId: link.guildId }) : null;
  }
};

// dist/client/messageText.js
var MARKUP = /<(@!?|@&|#|a?:([A-Za-z0-9_]{1,32}):)(\d{1,20})>/g;
function readableContent(raw, userName) {
  return raw.replace(MARKUP, (_whole, kind, emoji, id2) => {
    if (emoji !== void 0)
      return `:${emoji}:`;
    if (kind === "@&")
      return "@role";
    if (kind === "#")
      return "#channel";
    return `@${userName(id2) ?? "unknown-user"}`;
  });
}
__name(readableContent, "readableContent");

// dist/client/messageHandle.js
var MessageHandle = class {
  static {
    __name(this, "MessageHandle");
  }
  #cache;
  #entry;
  /** @internal */
  constructor(cache, entry) {
    this.#cache = cache;
    this.#entry = entry;
  }
  /** The message's id (snowflake, decimal string). */
  Id() {
    return this.#entry.id;
  }
  /** The author's user id (snowflake, decimal string). */
  AuthorId() {
    return this.#entry.authorId;
  }
  /** The author, if the client has seen that user, else null. */
  Author() {
    return userHandle(this.#cache, this.#entry.authorId);
  }
  /**
   * The lobby's id for a lobby message, the conversation's channel for a direct message; for an
   * ephemeral direct message (between non-friends or provisional accounts), the other user's id.
   */
  ChannelId() {
    return this.#entry.channelId;
  }
  /**
   * The channel it was sent in (the lobby, or the direct-message conversation), or null once unknown. An
   * ephemeral direct message shows a channel of type `EphemeralDm` whose id is the other user's id; it is
   * not kept by the service, so `GetChannelHandle` does not know it.
   */
  Channel() {
    return messageChannel(this.#cache, this.#entry);
  }
  /**
   * The message's text as last seen (edits update it), with mentions and custom emoji made readable
   * (`<@42>` reads `@bob`, `<:wave:99>` reads `:wave:`); {@link MessageHandle.RawContent} keeps the markup.
   */
  Content() {
    return readableContent(this.#entry.content, (id2) => {
      const user2 = this.#cache.users.get(id2);
      return user2 === void 0 ? void 0 : user2.global_name ?? user2.username;
    });
  }
  /** The message's text as sent, markup and all. */
  RawContent() {
    return this.#entry.content;
  }
  /**
   * A copy of what the game's moderation backend attached (at most 5 entries); it changes live when the
   * backend sets it again. Empty when nothing was attached.
   */
  ModerationMetadata() {
    return { ...this.#entry.moderationMetadata };
  }
  /** The application the message was sent from (snowflake), or null when the service did not say. */
  ApplicationId() {
    return this.#entry.applicationId ?? null;
  }
  /** Whether the message was sent from a game (through the SDK) rather than from Discord itself. */
  SentFromGame() {
    return this.#entry.applicationId !== void 0;
  }
  /** The other user of a direct message, if the client has seen that user; null for a lobby message. */
  Recipient() {
    return this.#entry.recipientId === void 0 ? null : userHandle(this.#cache, this.#entry.recipientId);
  }
  /**
   * What the message carries beside its text (an attachment, a poll, a sticker...: what the game may not
   * be able to show, so it can say so or offer `OpenMessageInDiscord`), as a copy; null when nothing.
   */
  AdditionalContent() {
    const value = this.#entry.additionalContent;
    return value === null ? null : additionalContentFrom(value);
  }
  /**
   * `DisclosureTypes.MessageDataVisibleOnDiscord` on the synthetic first message of a conversation that
   * tells the players their game messages are visible on Discord; null on every other message.
   */
  DisclosureType() {
    return this.#entry.disclosureType;
  }
  /** A copy of the message's metadata (string keys and values). */
  Metadata() {
    return { ...this.#entry.metadata };
  }
  /** Unix ms. */
  SentTimestamp() {
    return this.#entry.sentAt;
  }
  /** Unix ms, 0 if never edited. */
  EditedTimestamp() {
    return this.#entry.editedAt;
  }
  /** The other user of a direct message; `'0'` for a lobby message (the library's 0). */
  RecipientId() {
    return this.#entry.recipientId ?? "0";
  }
  /** The lobby of a lobby message while the user is in it, else null. */
  Lobby() {
    const lobby = this.#entry.lobbyId === void 0 ? void 0 : this.#cache.lobbies.get(this.#entry.lobbyId);
    return lobby ? new LobbyHandle(this.#cache, lobby) : null;
  }
  /** `MessageHandle(<id>)`: the id only, never the content. */
  toString() {
    return `MessageHandle(${this.#entry.id})`;
  }
};

// dist/client/userMessageSummary.js
var UserMessageSummary = class {
  static {
    __name(this, "UserMessageSummary");
  }
  #userId;
  #lastMessageId;
  /**
   * @param wire - one entry of the summaries' answer.
   * @example
   * ```ts
   * const summary = new UserMessageSummary({ user_id: '42', last_message_id: '99' });
   * summary.UserId(); // '42'
   * ```
   */
  constructor(wire) {
    this.#userId = wire.user_id;
    this.#lastMessageId = wire.last_message_id;
  }
  /** The other user of the conversation (snowflake, decimal string). */
  UserId() {
    return this.#userId;
  }
  /** The conversation's most recent message (snowflake, decimal string). */
  LastMessageId() {
    return this.#lastMessageId;
  }
  /** The wire form, `{ user_id, last_message_id }` (what `JSON.stringify` writes). */
  toJSON() {
    return { user_id: this.#userId, last_message_id: this.#lastMessageId };
  }
};

// dist/client/Client.js
import { EventEmitter } from "node:events";

// dist/client/tokenValues.js
var tokenValues = /* @__PURE__ */ __name((t) => [
  t.accessToken,
  t.refreshToken,
  t.tokenType,
  t.expiresIn,
  t.scopes
], "tokenValues");
var NO_TOKENS = ["", "", AuthorizationTokenType.User, 0, ""];
function requireBearer(tokenType) {
  if (tokenType !== AuthorizationTokenType.Bearer) {
    throw ValidationError.argument("tokenType", `tokenType: only AuthorizationTokenType.Bearer (1) is accepted, received ${String(tokenType)}`);
  }
}
__name(requireBearer, "requireBearer");

// dist/client/authHost.js
var AuthHost = class {
  static {
    __name(this, "AuthHost");
  }
  #ctx;
  #authorizeRequest;
  #gameWindowPid;
  /** @param ctx - the client's context. */
  constructor(ctx) {
    this.#ctx = ctx;
  }
  /** `FetchCurrentUser`: Bearer tokens only. */
  fetchCurrentUser(tokenType, token, callback) {
    const work = /* @__PURE__ */ __name(async () => {
      requireBearer(tokenType);
      const user2 = await getUserOfToken(this.#ctx.transport, token, this.#ctx.requestOptions());
      snowflakeArgument(user2.id, "id");
      return { id: user2.id, name: user2.global_name ?? user2.username };
    }, "work");
    return this.#ctx.settle(work, callback, (u) => [u.id, u.name], ["", ""]);
  }
  /** `ExchangeChildToken`: needs no connection; the new token is handed back, not adopted. */
  exchangeChildToken(parentApplicationToken, childApplicationId, callback) {
    const work = /* @__PURE__ */ __name(async () => {
      const childId = snowflakeArgument(childApplicationId, "childApplicationId");
      this.#ctx.log(`auth: exchanging a parent token for child application ${childId}`, LoggingSeverity.Info);
      const answer = await exchangeChildToken(this.#ctx.transport, { parentApplicationToken, childApplicationId: childId }, this.#ctx.requestOptions());
      this.#ctx.log(`auth: child application ${childId} token received (expires in ${answer.expires_in} s)`, LoggingSeverity.Info);
      return {
        accessToken: answer.access_token,
        tokenType: AuthorizationTokenType.Bearer,
        expiresIn: answer.expires_in,
        scopes: answer.scope
      };
    }, "work");
    return this.#ctx.settle(work, callback, (t) => [
      t.accessToken,
      t.tokenType,
      t.expiresIn,
      t.scopes
    ], ["", AuthorizationTokenType.User, 0, ""]);
  }
  /** `RegisterAuthorizeRequestCallback` (undefined clears it). */
  setAuthorizeRequestCallback(callback) {
    this.#authorizeRequest = slotCallback(callback);
  }
  /** The host asks the game to start a sign-in (what the Discord app's "link" entry would do). */
  requestAuthorize() {
    const callback = this.#authorizeRequest;
    if (callback === void 0)
      return false;
    this.#ctx.events.run(callback);
    return true;
  }
  /** `SetGameWindowPid`: a positive 32-bit process id. */
  setGameWindowPid(pid) {
    if (!Number.isInteger(pid) || pid <= 0 || pid > 2 ** 31 - 1)
      throw ValidationError.argument("pid", `pid: expected a positive 32-bit integer, received ${String(pid)}`);
    this.#gameWindowPid = pid;
  }
  /** The pid last set, or undefined. */
  get gameWindowPid() {
    return this.#gameWindowPid;
  }
};

// dist/client/chatExtras.js
var ChatExtras = class {
  static {
    __name(this, "ChatExtras");
  }
  #ctx;
  #showingChat = false;
  constructor(ctx) {
    this.#ctx = ctx;
  }
  /**
   * `CanOpenMessageInDiscord`: a direct message of a kept conversation the client holds; false for lobby
   * messages, ephemeral direct messages and unknown ids, and while the client is not Ready.
   */
  canOpen(messageId) {
    const id2 = snowflakeArgument(messageId, "messageId");
    if (this.#ctx.realtime.readyUser === void 0)
      return false;
    return openable(this.#ctx.cache.messages.get(id2));
  }
  /**
   * `OpenMessageInDiscord`: needs Ready; refuses (ValidationError naming `messageId`) a message that
   * {@link canOpen} refuses. The C++ library's merge-required callback is for provisional users, who
   * have no Discord account to open a message with; here every direct message of a provisional user is
   * ephemeral and refused before that point, so the callback is taken (ported code passes one) and has
   * nothing to be called for.
   */
  open(messageId, _mergeRequired, callback) {
    return this.#ctx.call("OpenMessageInDiscord", async () => {
      const id2 = snowflakeArgument(messageId, "messageId");
      const entry = this.#ctx.cache.messages.get(id2);
      if (entry === void 0 || !openable(entry))
        throw ValidationError.argument("messageId", `messageId: OpenMessageInDiscord: message ${id2} cannot be opened in Discord (a lobby message, an ephemeral direct message, or not among the messages the client holds)`);
      this.#ctx.log(`chat: opening message ${id2} in Discord`, LoggingSeverity.Info);
      await this.#ctx.opener(messageUrl(this.#ctx.webBase, entry.channelId, id2, true));
    }, callback, []);
  }
  /**
   * `OpenConnectedGamesSettingsInDiscord`: opens the settings page while Ready; as the library does, it is
   * a successful no-op when the client is not connected.
   */
  openConnectedGamesSettings(callback) {
    return this.#ctx.settle(async () => {
      if (this.#ctx.realtime.readyUser === void 0) {
        this.#ctx.log("chat: connected-games settings not opened: the client is not connected", LoggingSeverity.Info);
        return;
      }
      await this.#ctx.opener(connectedGamesSettingsUrl(this.#ctx.webBase));
    }, callback, () => [], []);
  }
  /** `SetShowingChat`. @throws ValidationError naming `showingChat` for a non-boolean. */
  setShowingChat(showingChat) {
    if (typeof showingChat !== "boolean")
      throw ValidationError.argument("showingChat", "SetShowingChat: showingChat must be a boolean");
    this.#showingChat = showingChat;
    this.#ctx.log(`chat: the game ${showingChat ? "shows" : "no longer shows"} its chat`, LoggingSeverity.Verbose);
  }
  /** What `SetShowingChat` last said (false until it is called). */
  get showingChat() {
    return this.#showingChat;
  }
};
function openable(entry) {
  return entry !== void 0 && !entry.gone && entry.channelType === ChannelType2.Dm;
}
__name(openable, "openable");

// dist/auth/tokens.js
var MAX_CHAINS = 64;
function toTokenSet(response) {
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? "",
    tokenType: AuthorizationTokenType.Bearer,
    expiresIn: response.expires_in,
    scopes: response.scope,
    idToken: response.id_token
  };
}
__name(toTokenSet, "toTokenSet");
var TokenService = class {
  static {
    __name(this, "TokenService");
  }
  #options;
  /** In-flight refreshes by application and refresh token: concurrent callers share one request. */
  #refreshing = /* @__PURE__ */ new Map();
  /** Claims of the original ID token, by the refresh token that continues its session. */
  #chains = /* @__PURE__ */ new Map();
  constructor(options) {
    this.#options = options;
  }
  /** Exchanges an authorization code (with its PKCE verifier) for tokens. */
  async exchangeCode(params) {
    const response = await exchangeAuthorizationCode(this.#options.transport, {
      clientId: params.applicationId,
      code: params.code,
      redirectUri: params.redirectUri,
      // Required here (the library's GetToken always sends one): an absent verifier fails the route's check.
      codeVerifier: params.codeVerifier ?? "",
      merge: params.merge
    }, { signal: params.signal });
    return this.#accept(response, params.applicationId, { nonce: params.nonce, previous: void 0 });
  }
  /**
   * Refreshes tokens. Concurrent calls with the same refresh token share one request (the service rotates
   * refresh tokens and would revoke the grant on reuse). `invalid_grant` rejects with
   * {@link DeauthorizedError} and calls `onDeauthorized`.
   */
  refresh(applicationId, refreshToken, signal) {
    const key = `${String(applicationId)} ${String(refreshToken)}`;
    const inFlight = this.#refreshing.get(key);
    if (inFlight !== void 0)
      return inFlight;
    const request = this.#refresh(applicationId, refreshToken, signal).finally(() => this.#refreshing.delete(key));
    this.#refreshing.set(key, request);
    return request;
  }
  async #refresh(applicationId, refreshToken, signal) {
    let response;
    try {
      response = await refreshAccessToken(this.#options.transport, { clientId: applicationId, refreshToken }, { signal });
    } catch (error) {
      if (error instanceof OAuthError && error.error === "invalid_grant") {
        this.#chains.delete(refreshToken);
        this.#options.onDeauthorized?.({ applicationId: parseSnowflake(applicationId, "applicationId") });
        throw new DeauthorizedError(error.errorDescription, error.status, error);
      }
      throw error;
    }
    const previous = this.#chains.get(refreshToken);
    this.#chains.delete(refreshToken);
    return this.#accept(response, applicationId, { nonce: void 0, previous });
  }
  /** Client-credentials grant (confidential clients, backends): a token for the application itself. */
  async clientCredentials(applicationId, clientSecret, scopes2, signal) {
    const response = await clientCredentialsToken(this.#options.transport, { clientId: applicationId, clientSecret, scope: typeof scopes2 === "string" ? scopes2.trim() : scopes2 }, { signal });
    return this.#accept(response, applicationId, { nonce: void 0, previous: void 0 });
  }
  /** Revokes an access or refresh token (RFC 7009). */
  async revoke(applicationId, token, signal) {
    await revokeToken(this.#options.transport, { clientId: applicationId, token }, { signal });
    this.#chains.delete(token);
  }
  /**
   * Accepts a token response a flow of its own obtained (the device grant, a provisional account): its
   * ID token, if any, is verified as the code exchange's is, without a nonce.
   */
  accept(response, applicationId) {
    return this.#accept(response, applicationId, { nonce: void 0, previous: void 0 });
  }
  async #accept(response, applicationId, expect) {
    const tokens = toTokenSet(response);
    if (tokens.idToken === void 0) {
      if (expect.previous !== void 0 && tokens.refreshToken !== "")
        this.#chain(tokens.refreshToken, expect.previous);
      return tokens;
    }
    const claims = await verifyIdToken(tokens.idToken, this.#options.provider, {
      // The route has checked the id; this only normalises a bigint to its decimal string.
      clientId: parseSnowflake(applicationId, "applicationId"),
      nonce: expect.nonce,
      accessToken: tokens.accessToken,
      previous: expect.previous,
      clockToleranceS: this.#options.clockToleranceS,
      now: (this.#options.now ?? Date.now)()
    });
    if (tokens.refreshToken !== "")
      this.#chain(tokens.refreshToken, expect.previous ?? claims);
    return { ...tokens, claims };
  }
  #chain(refreshToken, claims) {
    this.#chains.set(refreshToken, claims);
    for (const key of this.#chains.keys()) {
      if (this.#chains.size <= MAX_CHAINS)
        break;
      this.#chains.delete(key);
    }
  }
};

// dist/auth/session.js
var CODE_MEMORY_MS = 10 * 6e4;
var CODE_MEMORY_SIZE = 32;
var SignInSession = class {
  static {
    __name(this, "SignInSession");
  }
  #authorizer;
  #tokens;
  #now;
  #transport;
  #codes = /* @__PURE__ */ new Map();
  /** Signals the token calls in flight or queued; replaced each time they are aborted. */
  #requests = new AbortController();
  constructor(options) {
    const { transport } = options;
    const provider = new OidcProvider({ transport, jwksRefetchCooldownMs: options.jwksRefetchCooldownMs });
    this.#now = options.now;
    this.#transport = transport;
    this.#authorizer = new Authorizer({ ...options, baseUrl: transport.baseUrl, provider });
    this.#tokens = new TokenService({
      transport,
      provider,
      clockToleranceS: options.clockToleranceS,
      now: options.now,
      onDeauthorized: options.onDeauthorized
    });
  }
  /** Opens the authorize page and waits for the redirect; remembers the code's record for `getToken`. */
  async authorize(args, defaultClientId) {
    const { code, record: record3 } = await this.#authorizer.authorize(args, defaultClientId);
    this.#codes.set(code.code, { ...record3, until: this.#now() + CODE_MEMORY_MS });
    for (const key of this.#codes.keys()) {
      if (this.#codes.size <= CODE_MEMORY_SIZE)
        break;
      this.#codes.delete(key);
    }
    return code;
  }
  /** Offers a redirect URL from any source to the pending authorizations; never throws. */
  handleRedirect(url) {
    return this.#authorizer.handleRedirect(url);
  }
  /** Cancels every pending authorization. */
  abort() {
    this.#authorizer.abort();
  }
  /**
   * Exchanges a code for tokens. When the code came from this session's `authorize`, the ID token must
   * carry the nonce that was sent (the record is used once).
   */
  getToken(applicationId, code, codeVerifier, redirectUri, merge) {
    const record3 = typeof code === "string" ? this.#codes.get(code) : void 0;
    if (record3 !== void 0)
      this.#codes.delete(code);
    const nonce = record3 !== void 0 && record3.until >= this.#now() ? record3.nonce : void 0;
    const signal = this.#requests.signal;
    return this.#tokens.exchangeCode({
      applicationId,
      code,
      codeVerifier,
      redirectUri,
      nonce,
      signal,
      merge
    });
  }
  refresh(applicationId, refreshToken) {
    return this.#tokens.refresh(applicationId, refreshToken, this.#requests.signal);
  }
  revoke(applicationId, token) {
    return this.#tokens.revoke(applicationId, token, this.#requests.signal);
  }
  clientCredentials(applicationId, clientSecret, scopes2) {
    return this.#tokens.clientCredentials(applicationId, clientSecret, scopes2, this.#requests.signal);
  }
  /**
   * The device grant (deviceGrant.ts), ended by `options.signal` or by aborting the pending requests;
   * its ID token, if any, verified.
   */
  async deviceGrant(options) {
    const signal = AbortSignal.any([options.signal, this.#requests.signal]);
    const response = await runDeviceGrant({ ...options, signal, transport: this.#transport, now: this.#now });
    return this.#tokens.accept(response, options.clientId);
  }
  /** A token response obtained by another route (a provisional account's), its ID token verified. */
  acceptTokens(response, applicationId) {
    return this.#tokens.accept(response, applicationId);
  }
  /**
   * Cancels every token call in flight or waiting for its turn (rate limits): each rejects with an
   * `AbortError` and frees its place in the queue. Later calls are not affected. Returns nothing to wait.
   */
  /** The signal of the calls pending now; other calls of the same client (lobbies, messages) use it too. */
  get pendingRequestsSignal() {
    return this.#requests.signal;
  }
  abortRequests() {
    const current = this.#requests;
    this.#requests = new AbortController();
    current.abort(new Error("the pending requests were aborted"));
  }
};

// dist/client/optionKeys.js
var CLIENT_OPTION_KEYS = optionKeys({
  baseUrl: true,
  fetch: true,
  opener: true,
  authorizeTimeoutMs: true,
  redirectMode: true,
  applicationId: true,
  clockToleranceS: true,
  now: true,
  jwksRefetchCooldownMs: true,
  log: true,
  logFileMaxBytes: true,
  webBase: true,
  callbackMode: true,
  deviceScreen: true,
  connection: true,
  desktopApp: true,
  voice: true,
  audio: true
});
var AUDIO_KEYS = optionKeys({
  devices: true,
  api: true,
  pollIntervalMs: true
});
var CONNECTION_KEYS = optionKeys({
  policy: true,
  handshakeTimeoutMs: true,
  resumeHosts: true
});
var POLICY_KEYS = optionKeys({
  maxRetries: true,
  backoffBaseMs: true,
  backoffMaxMs: true,
  reidentifyMinMs: true,
  reidentifyMaxMs: true,
  healthyAfterMs: true
});
var DESKTOP_APP_KEYS = optionKeys({
  directories: true,
  handshakeTimeoutMs: true,
  commandTimeoutMs: true,
  retryMinMs: true,
  retryMaxMs: true
});
function checkClientOptionKeys(options, where) {
  checkOptionKeys(options, CLIENT_OPTION_KEYS, where);
  if (options === void 0)
    return;
  checkOptionKeys(options.connection, CONNECTION_KEYS, `${where}.connection`);
  checkOptionKeys(options.connection?.policy, POLICY_KEYS, `${where}.connection.policy`);
  if (options.desktopApp !== false)
    checkOptionKeys(options.desktopApp, DESKTOP_APP_KEYS, `${where}.desktopApp`);
  checkOptionKeys(options.audio, AUDIO_KEYS, `${where}.audio`);
}
__name(checkClientOptionKeys, "checkClientOptionKeys");

// dist/connection/heartbeat.js
var Heartbeat = class {
  static {
    __name(this, "Heartbeat");
  }
  #options;
  #timer;
  #awaitingAck = false;
  #stopped = false;
  constructor(options) {
    this.#options = options;
    this.#schedule(Math.floor(options.intervalMs * options.jitter));
  }
  /** The server acknowledged the last beat. */
  acked() {
    this.#awaitingAck = false;
  }
  /** The server asked for a beat now (op 1): send one without changing the schedule. */
  beatNow() {
    if (this.#stopped)
      return;
    this.#awaitingAck = true;
    this.#options.beat();
  }
  stop() {
    this.#stopped = true;
    clearTimeout(this.#timer);
  }
  #schedule(ms2) {
    this.#timer = setTimeout(() => this.#tick(), ms2);
    this.#timer.unref();
  }
  #tick() {
    if (this.#stopped)
      return;
    if (this.#awaitingAck) {
      this.stop();
      this.#options.onMissedAck();
      return;
    }
    this.beatNow();
    this.#schedule(this.#options.intervalMs);
  }
};

// dist/connection/machine.js
var DEFAULT_POLICY = {
  maxRetries: 8,
  backoffBaseMs: 1e3,
  backoffMaxMs: 3e4,
  reidentifyMinMs: 1e3,
  reidentifyMaxMs: 5e3,
  healthyAfterMs: 6e4
};
var INVALID_SESSION_DETAIL = 9;
var INITIAL_STATE = {
  status: ConnectionStatus.Disconnected,
  failures: 0,
  invalidSessions: 0,
  resumable: false,
  waiting: false,
  connectAfterClose: false
};
var KEEP_SESSION = GatewayCloseCode.UnknownError;
var END_SESSION = GatewayCloseCode.Normal;
var NO_CHANGE = /* @__PURE__ */ __name((state) => ({ state, effects: [] }), "NO_CHANGE");
function transition(state, input, env) {
  const S = ConnectionStatus;
  switch (input.type) {
    case "connect":
      if (state.status === S.Disconnecting)
        return NO_CHANGE({ ...state, connectAfterClose: true });
      if (state.status !== S.Disconnected)
        return NO_CHANGE(state);
      return startConnecting(state);
    case "disconnect":
      return disconnect(state);
    case "urlResolved":
      if (state.status !== S.HttpWait || state.waiting)
        return NO_CHANGE(state);
      return move(state, { status: S.Connecting }, ConnectionError.None, 0, [
        { type: "open", resume: false }
      ]);
    case "urlFailed":
      if (state.status !== S.HttpWait || state.waiting)
        return NO_CHANGE(state);
      if (!input.retryable)
        return giveUp(state, ConnectionError.ConnectionFailed, input.detail);
      return retry(state, ConnectionError.ConnectionFailed, input.detail, env);
    case "retryDue":
      if (!state.waiting)
        return NO_CHANGE(state);
      if (state.status === S.HttpWait)
        return { state: { ...state, waiting: false }, effects: [{ type: "resolveUrl" }] };
      return { state: { ...state, waiting: false }, effects: [{ type: "open", resume: state.resumable }] };
    case "opened":
      if (!isOpening(state))
        return NO_CHANGE(state);
      return move(state, { status: S.Connected }, ConnectionError.None, 0, []);
    case "ready":
      if (state.status !== S.Connected)
        return NO_CHANGE(state);
      return move(state, { status: S.Ready, resumable: true }, ConnectionError.None, 0, []);
    case "healthy":
      if (state.status !== S.Ready)
        return NO_CHANGE(state);
      return NO_CHANGE({ ...state, failures: 0, invalidSessions: 0 });
    case "failed":
      return failed2(state, input.code, input.socketOpen, env);
    case "invalidSession":
      if (state.status !== S.Connected && state.status !== S.Ready)
        return NO_CHANGE(state);
      if (input.resumable && state.resumable)
        return failed2(state, KEEP_SESSION, true, env);
      if (state.invalidSessions > 0)
        return invalidAgain(state, env);
      return move(state, { status: S.Connected, resumable: false, invalidSessions: 1 }, ConnectionError.None, 0, [
        { type: "forgetSession" },
        {
          type: "identify",
          ms: between(env.policy.reidentifyMinMs, env.policy.reidentifyMaxMs, env.random)
        }
      ]);
    case "tokenChanged":
      if (!isLive(state) || state.status === S.HttpWait)
        return NO_CHANGE(state);
      return move(state, { status: S.Reconnecting, resumable: false, waiting: false }, ConnectionError.None, 0, [
        state.waiting ? { type: "abandon" } : { type: "close", code: END_SESSION },
        { type: "forgetSession" },
        { type: "open", resume: false }
      ]);
    case "closeDone":
      if (state.status !== S.Disconnecting)
        return NO_CHANGE(state);
      if (state.connectAfterClose)
        return startConnecting({ ...INITIAL_STATE, status: S.Disconnecting });
      return move(state, { ...INITIAL_STATE }, ConnectionError.None, 0, []);
  }
}
__name(transition, "transition");
function startConnecting(state) {
  return move(state, { ...INITIAL_STATE, status: ConnectionStatus.HttpWait }, ConnectionError.None, 0, [
    { type: "resolveUrl" }
  ]);
}
__name(startConnecting, "startConnecting");
function disconnect(state) {
  const S = ConnectionStatus;
  if (state.status === S.Disconnected)
    return NO_CHANGE(state);
  if (state.status === S.Disconnecting)
    return NO_CHANGE({ ...state, connectAfterClose: false });
  const canceled = state.status === S.Ready ? ConnectionError.None : ConnectionError.ConnectionCanceled;
  if (state.waiting || state.status === S.HttpWait)
    return move(state, { ...INITIAL_STATE }, canceled, 0, [{ type: "abandon" }, { type: "forgetSession" }]);
  return move(state, { ...INITIAL_STATE, status: S.Disconnecting }, canceled, 0, [
    { type: "close", code: END_SESSION },
    { type: "forgetSession" }
  ]);
}
__name(disconnect, "disconnect");
function failed2(state, code, socketOpen, env) {
  if (!isOpening(state) && state.status !== ConnectionStatus.Connected && state.status !== ConnectionStatus.Ready)
    return NO_CHANGE(state);
  const wasReady = state.status === ConnectionStatus.Ready;
  const close = socketOpen ? [{ type: "close", code: KEEP_SESSION }] : [];
  if (FATAL_GATEWAY_CLOSE_CODES.has(code)) {
    const out2 = giveUp(state, ConnectionError.ConnectionFailed, code);
    return { state: out2.state, effects: [...close, ...out2.effects] };
  }
  const error = wasReady ? ConnectionError.UnexpectedClose : ConnectionError.ConnectionFailed;
  const resumable = state.resumable && !SESSION_ENDING_CLOSE_CODES.has(code);
  const out = retry({ ...state, resumable }, error, code, env);
  const forget = resumable ? [] : [{ type: "forgetSession" }];
  return { state: out.state, effects: [...close, ...forget, ...out.effects] };
}
__name(failed2, "failed");
function invalidAgain(state, env) {
  const error = state.status === ConnectionStatus.Ready ? ConnectionError.UnexpectedClose : ConnectionError.ConnectionFailed;
  const out = retry({ ...state, resumable: false }, error, INVALID_SESSION_DETAIL, env);
  return {
    state: out.state,
    effects: [{ type: "close", code: END_SESSION }, { type: "forgetSession" }, ...out.effects]
  };
}
__name(invalidAgain, "invalidAgain");
function retry(state, error, detail, env) {
  const failures = state.failures + 1;
  if (failures > env.policy.maxRetries)
    return giveUp(state, error, detail);
  const ms2 = backoffDelay(failures, { baseMs: env.policy.backoffBaseMs, maxMs: env.policy.backoffMaxMs }, () => env.random);
  const status = state.status === ConnectionStatus.HttpWait ? ConnectionStatus.HttpWait : ConnectionStatus.Reconnecting;
  return move(state, { status, failures, waiting: true }, error, detail, [{ type: "wait", ms: ms2 }]);
}
__name(retry, "retry");
function giveUp(state, error, detail) {
  return move(state, { ...INITIAL_STATE }, error, detail, [{ type: "abandon" }, { type: "forgetSession" }]);
}
__name(giveUp, "giveUp");
function move(state, changes, error, detail, effects) {
  const next = { ...state, ...changes };
  if (next.status === state.status)
    return { state: next, effects };
  return { state: next, effects: [...effects, { type: "status", status: next.status, error, detail }] };
}
__name(move, "move");
function isOpening(state) {
  return state.status === ConnectionStatus.Connecting || state.status === ConnectionStatus.Reconnecting && !state.waiting;
}
__name(isOpening, "isOpening");
function isLive(state) {
  return state.status !== ConnectionStatus.Disconnected && state.status !== ConnectionStatus.Disconnecting;
}
__name(isLive, "isLive");
function between(min, max, random) {
  return Math.round(min + random * Math.max(0, max - min));
}
__name(between, "between");

// dist/connection/resumeUrl.js
function checkResumeUrl(gateway, offered, allowedHosts = []) {
  const given = parseUrl(gateway);
  const next = parseUrl(offered);
  if (given === void 0 || next === void 0)
    return { ok: false, reason: "resume_gateway_url: expected an absolute ws: or wss: URL" };
  if (next.protocol !== "wss:" && next.protocol !== "ws:")
    return { ok: false, reason: "resume_gateway_url: expected a ws: or wss: URL" };
  if (given.protocol === "wss:" && next.protocol !== "wss:")
    return { ok: false, reason: "resume_gateway_url: ws: after a wss: gateway (a downgrade)" };
  if (next.username !== "" || next.password !== "")
    return { ok: false, reason: "resume_gateway_url: credentials in the URL" };
  const host = next.hostname.toLowerCase();
  if (!sameSite(given.hostname.toLowerCase(), host) && !allowedHosts.some((rule) => matches(rule, host)))
    return {
      ok: false,
      reason: "resume_gateway_url: a host outside the gateway\u2019s domain and the allow list"
    };
  return { ok: true, url: next.href };
}
__name(checkResumeUrl, "checkResumeUrl");
function checkAllowedHosts(hosts, where) {
  if (hosts === void 0)
    return [];
  if (!Array.isArray(hosts))
    throw new TypeError(`${where}: expected an array of host names`);
  return hosts.map((host, i) => {
    if (typeof host !== "string" || !/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(host))
      throw new TypeError(`${where}[${i}]: expected a host name, or *.domain for its subdomains`);
    return host.toLowerCase();
  });
}
__name(checkAllowedHosts, "checkAllowedHosts");
function matches(rule, host) {
  return rule.startsWith("*.") ? host.endsWith(rule.slice(1)) : host === rule;
}
__name(matches, "matches");
function sameSite(gateway, host) {
  if (gateway === host)
    return true;
  const labels = gateway.split(".");
  if (isIpLiteral(gateway) || labels.length < 3)
    return false;
  return host.endsWith(`.${labels.slice(1).join(".")}`);
}
__name(sameSite, "sameSite");
function isIpLiteral(host) {
  return host.startsWith("[") || /^\d+(\.\d+){3}$/.test(host);
}
__name(isIpLiteral, "isIpLiteral");

// dist/connection/socket.js
var CLOSE_WAIT_MS = 1e3;
var ABNORMAL_CLOSURE = 1006;
var CONNECTING = 0;
var OPEN = 1;
var loadWebSocket = loadOnce(async () => (await import("ws")).default);
var GatewaySocket = class {
  static {
    __name(this, "GatewaySocket");
  }
  #ws;
  /** Set by close() or terminate() before `ws` was loaded: the socket is then never opened. */
  #abandoned = false;
  #closedReported = false;
  #closed;
  #resolveClosed;
  constructor(url, handshakeTimeoutMs, handlers) {
    let resolveClosed = /* @__PURE__ */ __name(() => void 0, "resolveClosed");
    this.#closed = new Promise((resolve3) => {
      resolveClosed = resolve3;
    });
    this.#resolveClosed = resolveClosed;
    const report = /* @__PURE__ */ __name((code) => {
      resolveClosed();
      if (this.#closedReported)
        return;
      this.#closedReported = true;
      handlers.onClosed(code);
    }, "report");
    loadWebSocket().then(
      (WebSocketClass) => {
        if (this.#abandoned)
          return resolveClosed();
        this.#ws = this.#open(WebSocketClass, url, handshakeTimeoutMs, handlers, report);
      },
      // Without `ws` there is no connection to make: reported as a failed network, like a refused socket.
      () => report(ABNORMAL_CLOSURE)
    );
  }
  #open(WebSocketClass, url, handshakeTimeoutMs, handlers, report) {
    const ws = new WebSocketClass(url, {
      handshakeTimeout: handshakeTimeoutMs,
      maxPayload: GatewayLimits.SERVER_FRAME_BYTES,
      perMessageDeflate: false,
      followRedirects: false,
      // One message per turn of the event loop (issue 38, item 9): with ws's default, every frame of a
      // read is handed over in one turn, so a server that floods ran up to 14,000 dispatches back to back
      // and held timers (the heartbeat) and I/O for over half a second. Now the socket is read no faster
      // than the Client applies what it gets, and the longest block in bench/clientCaches.ts is ~20-30 ms.
      allowSynchronousEvents: false
    });
    ws.on("open", handlers.onOpen);
    ws.on("message", (data, isBinary) => {
      if (!this.#closedReported)
        handlers.onText(isBinary ? "" : String(data));
    });
    ws.on("unexpected-response", (request, response) => {
      request.destroy();
      report(response.statusCode ?? ABNORMAL_CLOSURE);
    });
    ws.on("error", () => void 0);
    ws.on("close", (code) => report(code === 1005 ? ABNORMAL_CLOSURE : code));
    return ws;
  }
  /** Sends a text frame if the socket is open; false otherwise. */
  send(text) {
    if (this.#ws?.readyState !== OPEN)
      return false;
    this.#ws.send(text);
    return true;
  }
  /**
   * Closes with `code` and waits (at most a second) for the server's answer, then drops the connection.
   * Nothing is reported to the handlers after this is called.
   */
  async close(code) {
    this.#closedReported = true;
    const ws = this.#ws;
    if (ws === void 0) {
      this.terminate();
    } else if (ws.readyState === CONNECTING || ws.readyState === OPEN) {
      try {
        ws.close(code);
      } catch {
        ws.terminate();
      }
    }
    const timer = setTimeout(() => this.terminate(), CLOSE_WAIT_MS);
    timer.unref();
    await this.#closed;
    clearTimeout(timer);
  }
  /** Drops the connection at once; nothing is reported after this. */
  terminate() {
    this.#closedReported = true;
    if (this.#ws !== void 0) {
      this.#ws.terminate();
      return;
    }
    this.#abandoned = true;
    this.#resolveClosed();
  }
};

// dist/connection/gatewayConnection.js
var DEFAULT_HANDSHAKE_TIMEOUT_MS = 2e4;
var CLIENT_PROPERTIES = { os: process.platform, browser: "social-sdk", device: "social-sdk" };
var GatewayConnection = class {
  static {
    __name(this, "GatewayConnection");
  }
  #options;
  #policy;
  #handshakeTimeoutMs;
  #random;
  #resumeHosts;
  #state = INITIAL_STATE;
  /** Bumped by every effect that starts or stops something: late reports of older work are ignored. */
  #generation = 0;
  #url;
  #resume;
  /** The last sequence number delivered, also across a fresh session's start (for heartbeats). */
  #seq = null;
  #socket;
  #heartbeat;
  #timer;
  #request;
  /** The socket in use should RESUME on HELLO (else IDENTIFY). */
  #resumeOnHello = false;
  #applying = false;
  #inbox = [];
  constructor(options) {
    this.#options = options;
    const given = options.policy ?? {};
    this.#policy = checkPolicy({
      ...DEFAULT_POLICY,
      ...given,
      healthyAfterMs: given.healthyAfterMs ?? DEFAULT_POLICY.healthyAfterMs
    });
    this.#handshakeTimeoutMs = checkedInteger("connection.handshakeTimeoutMs", options.handshakeTimeoutMs ?? DEFAULT_HANDSHAKE_TIMEOUT_MS, 1, 6e5);
    this.#random = options.random ?? Math.random;
    this.#resumeHosts = checkAllowedHosts(options.resumeHosts, "connection.resumeHosts");
  }
  get status() {
    return this.#state.status;
  }
  connect() {
    this.#feed({ type: "connect" });
  }
  disconnect() {
    this.#feed({ type: "disconnect" });
  }
  /** The token changed: a live connection starts a fresh session with it. */
  tokenChanged() {
    this.#feed({ type: "tokenChanged" });
  }
  /**
   * Sends a Presence Update command (op 3) on the session's socket.
   * @param command - its d, already checked by the caller (src/rules/gateway.ts `checkPresenceUpdate`).
   * @returns false, with nothing sent, unless the session is Ready.
   */
  sendPresenceUpdate(command) {
    if (this.#state.status !== ConnectionStatus.Ready || this.#socket === void 0)
      return false;
    this.#send({ op: GatewayOpcode.PresenceUpdate, d: command });
    return true;
  }
  /**
   * Sends Update Lobby Voice States (op 17, VOICE.md §3.4): the lobby calls this session is in, with its
   * self mute and deafen in each; a lobby left out is a call left.
   * @returns false, with nothing sent, unless the session is Ready.
   */
  sendLobbyVoiceStates(states) {
    if (this.#state.status !== ConnectionStatus.Ready || this.#socket === void 0)
      return false;
    this.#send({ op: GatewayOpcode.UpdateLobbyVoiceStates, d: states });
    return true;
  }
  /** Inputs are applied one at a time, in order, even when an effect causes another input at once. */
  #feed(input) {
    this.#inbox.push(input);
    if (this.#applying)
      return;
    this.#applying = true;
    try {
      for (let next = this.#inbox.shift(); next !== void 0; next = this.#inbox.shift()) {
        const { state, effects } = transition(this.#state, next, {
          policy: this.#policy,
          random: this.#random()
        });
        this.#state = state;
        for (const effect of effects)
          this.#apply(effect);
      }
    } finally {
      this.#applying = false;
    }
  }
  #apply(effect) {
    switch (effect.type) {
      case "resolveUrl": {
        this.#resolveUrl(this.#restart());
        return;
      }
      case "open": {
        this.#open(this.#restart(), effect.resume);
        return;
      }
      case "close": {
        const socket = this.#socket;
        const generation = this.#restart();
        if (socket === void 0) {
          this.#feed({ type: "closeDone" });
          return;
        }
        void socket.close(effect.code).then(() => {
          if (generation === this.#generation)
            this.#feed({ type: "closeDone" });
        });
        return;
      }
      case "abandon":
        this.#socket?.terminate();
        this.#restart();
        return;
      case "wait": {
        const generation = this.#restart();
        this.#arm(effect.ms, generation, () => this.#feed({ type: "retryDue" }));
        return;
      }
      case "identify": {
        const generation = this.#generation;
        this.#arm(effect.ms, generation, () => this.#identify(generation));
        return;
      }
      case "forgetSession":
        this.#resume = void 0;
        return;
      case "status":
        this.#options.log?.(`gateway: status ${effect.status} (error ${effect.error}, detail ${effect.detail})`);
        this.#options.onStatus(effect.status, effect.error, effect.detail);
        return;
    }
  }
  /** Stops everything in flight and starts a new generation; returns it. */
  #restart() {
    clearTimeout(this.#timer);
    this.#timer = void 0;
    this.#heartbeat?.stop();
    this.#heartbeat = void 0;
    this.#request?.abort();
    this.#request = void 0;
    this.#socket = void 0;
    return ++this.#generation;
  }
  /** A one-shot timer of this generation (ignored once the generation is over). */
  #arm(ms2, generation, then) {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      if (generation === this.#generation)
        then();
    }, ms2);
    this.#timer.unref();
  }
  #resolveUrl(generation) {
    const request = new AbortController();
    this.#request = request;
    getGateway(this.#options.transport, { signal: request.signal }).then(({ url }) => {
      if (generation !== this.#generation)
        return;
      this.#url = url;
      this.#feed({ type: "urlResolved" });
    }, (error) => {
      if (generation !== this.#generation || error instanceof AbortError)
        return;
      const status = error instanceof HttpResponseError ? error.status : 0;
      const retryable = error instanceof NetworkError || error instanceof TimeoutError || error instanceof RateLimitedError || status >= 500;
      this.#options.log?.(`gateway: GET /gateway failed: ${error instanceof Error ? error.message : String(error)}`);
      this.#feed({ type: "urlFailed", retryable, detail: status });
    });
  }
  #open(generation, resume) {
    const base = resume && this.#resume !== void 0 ? this.#resume.url : this.#url;
    if (base === void 0) {
      this.#feed({ type: "failed", code: 0, socketOpen: false });
      return;
    }
    this.#resumeOnHello = resume && this.#resume !== void 0;
    const url = new URL(base);
    url.searchParams.set("v", String(GATEWAY_VERSION));
    url.searchParams.set("encoding", "json");
    const current = /* @__PURE__ */ __name(() => generation === this.#generation, "current");
    const failed3 = /* @__PURE__ */ __name((code, socketOpen) => {
      if (current())
        this.#feed({ type: "failed", code, socketOpen });
    }, "failed");
    this.#socket = new GatewaySocket(url.href, this.#handshakeTimeoutMs, {
      onOpen: /* @__PURE__ */ __name(() => {
        if (current())
          this.#arm(this.#handshakeTimeoutMs, generation, () => failed3(0, true));
      }, "onOpen"),
      onText: /* @__PURE__ */ __name((text) => {
        if (current())
          this.#onFrame(generation, text);
      }, "onText"),
      onClosed: /* @__PURE__ */ __name((code) => failed3(code, false), "onClosed")
    });
  }
  #onFrame(generation, text) {
    const check = checkServerFrame(text);
    if (!check.ok) {
      this.#options.log?.(`gateway: bad frame from the server (${check.reason}); reconnecting`);
      this.#feed({ type: "failed", code: check.code, socketOpen: true });
      return;
    }
    this.#handle(generation, check.frame);
  }
  #handle(generation, frame) {
    switch (frame.op) {
      case GatewayOpcode.Hello:
        if (this.#heartbeat !== void 0) {
          this.#options.log?.("gateway: a second HELLO on one connection was ignored");
          return;
        }
        this.#heartbeat = new Heartbeat({
          intervalMs: frame.d.heartbeat_interval,
          jitter: this.#random(),
          beat: /* @__PURE__ */ __name(() => this.#send({ op: GatewayOpcode.Heartbeat, d: this.#seq }), "beat"),
          onMissedAck: /* @__PURE__ */ __name(() => {
            if (generation !== this.#generation)
              return;
            this.#options.log?.("gateway: a heartbeat was not acknowledged; reconnecting");
            this.#feed({ type: "failed", code: 0, socketOpen: true });
          }, "onMissedAck")
        });
        this.#feed({ type: "opened" });
        if (this.#resumeOnHello && this.#resume !== void 0)
          this.#sendResume(generation, this.#resume);
        else
          this.#identify(generation);
        return;
      case GatewayOpcode.HeartbeatAck:
        this.#heartbeat?.acked();
        return;
      case GatewayOpcode.Heartbeat:
        this.#heartbeat?.beatNow();
        return;
      case GatewayOpcode.Reconnect:
        this.#feed({ type: "failed", code: 0, socketOpen: true });
        return;
      case GatewayOpcode.InvalidSession:
        this.#feed({ type: "invalidSession", resumable: frame.d });
        return;
      case GatewayOpcode.Dispatch: {
        this.#dispatch(frame.t, frame.s, frame.d);
        return;
      }
    }
  }
  #dispatch(t, s, d) {
    if (t !== "READY" && this.#resume !== void 0 && s <= this.#resume.seq)
      return;
    const shape = checkDispatch(t, d);
    if (!shape.ok) {
      this.#drop(t, s, shape.reason);
      return;
    }
    if (t === "READY")
      this.#resume = this.#resumeOf(d, s);
    else if (this.#resume !== void 0)
      this.#resume.seq = s;
    this.#seq = s;
    this.#options.onDispatch({ t, d, s });
    if (t === "READY" || t === "RESUMED") {
      clearTimeout(this.#timer);
      this.#feed({ type: "ready" });
      if (this.#state.status === ConnectionStatus.Ready)
        this.#arm(this.#policy.healthyAfterMs, this.#generation, () => this.#feed({ type: "healthy" }));
    }
  }
  /**
   * The session a RESUME may continue, at the address READY named if the resume policy accepts it
   * (resumeUrl.ts). Otherwise none: the token never follows a server's redirection to another site or to
   * plain `ws:`, and the next connection identifies afresh on the original gateway.
   */
  #resumeOf(ready, s) {
    const verdict = checkResumeUrl(this.#url ?? "", ready.resume_gateway_url, this.#resumeHosts);
    if (verdict.ok)
      return { id: ready.session_id, url: verdict.url, seq: s };
    this.#options.log?.(`gateway: ${verdict.reason}; the next connection identifies afresh`);
    return void 0;
  }
  /**
   * A dispatch that failed its check never reaches the caches. Its sequence number still counts (a
   * RESUME must not ask for it again); a READY that cannot be used fails the attempt like a bad frame.
   */
  #drop(t, s, reason) {
    this.#options.log?.(`gateway: ${t} ignored: ${reason}`);
    this.#options.onDropped?.(t, reason);
    if (t === "READY") {
      this.#feed({ type: "failed", code: GatewayCloseCode.DecodeError, socketOpen: true });
      return;
    }
    this.#seq = s;
    if (this.#resume !== void 0)
      this.#resume.seq = s;
  }
  #identify(generation) {
    if (generation !== this.#generation)
      return;
    const token = this.#options.token();
    if (token === void 0) {
      this.#options.log?.("gateway: no token to identify with");
      this.#feed({ type: "failed", code: 4004, socketOpen: true });
      return;
    }
    this.#seq = null;
    this.#send({ op: GatewayOpcode.Identify, d: { token, properties: CLIENT_PROPERTIES } });
    this.#awaitReady(generation);
  }
  #sendResume(generation, resume) {
    const token = this.#options.token();
    if (token === void 0) {
      this.#feed({ type: "failed", code: 4004, socketOpen: true });
      return;
    }
    this.#send({ op: GatewayOpcode.Resume, d: { token, session_id: resume.id, seq: resume.seq } });
    this.#awaitReady(generation);
  }
  /** READY, RESUMED or INVALID SESSION must follow within the handshake bound. */
  #awaitReady(generation) {
    this.#arm(this.#handshakeTimeoutMs, generation, () => this.#feed({ type: "failed", code: 0, socketOpen: true }));
  }
  #send(frame) {
    this.#socket?.send(JSON.stringify({ ...frame, s: null, t: null }));
  }
  toString() {
    return `GatewayConnection(status ${this.#state.status})`;
  }
};
function checkPolicy(policy) {
  checkedInteger("connection.policy.maxRetries", policy.maxRetries, 0, 100);
  checkedInteger("connection.policy.backoffBaseMs", policy.backoffBaseMs, 1, 6e5);
  checkedInteger("connection.policy.backoffMaxMs", policy.backoffMaxMs, policy.backoffBaseMs, 6e5);
  checkedInteger("connection.policy.reidentifyMinMs", policy.reidentifyMinMs, 0, 6e4);
  checkedInteger("connection.policy.reidentifyMaxMs", policy.reidentifyMaxMs, policy.reidentifyMinMs, 6e4);
  checkedInteger("connection.policy.healthyAfterMs", policy.healthyAfterMs, 1, 36e5);
  return policy;
}
__name(checkPolicy, "checkPolicy");
function checkedInteger(what, value, min, max) {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max)
    throw new RangeError(`${what}: expected an integer ${min}..${max}, received ${String(value)}`);
  return value;
}
__name(checkedInteger, "checkedInteger");

// dist/client/realtime.js
var MAX_HELD_EVENTS = 1e5;
var Realtime = class {
  static {
    __name(this, "Realtime");
  }
  #gateway;
  #tokens;
  #events;
  #log;
  #statusCallback;
  /** The user of the session, from READY; forgotten when the session ends. */
  #user;
  /** Domains that restate something on each new or resumed session (presence resends its activity). */
  #sessionListeners = [];
  /** Listeners of every dispatch, at once (the calls domain: voice cannot wait for RunCallbacks). */
  #dispatchListeners = [];
  /** The gateway session's id (READY), for the voice gateway's Identify. */
  #sessionId;
  /** Dispatches dropped at the edge since the client was made (each also reported by `dispatchDropped`). */
  #dropped = 0;
  /** Why the last session ended, when it failed: the not-ready error says it (until the next Connect). */
  #failure;
  /** The lobby, message, relationship and user events of dispatches applied while not Ready, in order. */
  #held = new RingQueue();
  #heldWarned = false;
  /**
   * @param shared - the context's transport, token state, cache, delivery and log.
   * @param options - retry policy and handshake bound.
   * @throws RangeError for an out-of-range policy or bound (the gateway's own checks).
   */
  constructor(shared, options = {}) {
    this.#tokens = shared.tokens;
    this.#events = shared.events;
    this.#log = shared.log;
    this.#gateway = new GatewayConnection({
      transport: shared.transport,
      token: shared.tokens.read,
      policy: options.policy,
      handshakeTimeoutMs: options.handshakeTimeoutMs,
      resumeHosts: options.resumeHosts,
      log: shared.log,
      onStatus: /* @__PURE__ */ __name((status, error, detail) => this.#statusChanged(status, error, detail), "onStatus"),
      onDispatch: /* @__PURE__ */ __name((event) => this.#dispatched(event, shared.cache), "onDispatch"),
      onDropped: /* @__PURE__ */ __name((t, reason) => {
        this.#dropped++;
        this.#events.deliver("dispatchDropped", { t, reason, count: this.#dropped });
      }, "onDropped")
    });
  }
  /** The connection's status. */
  get status() {
    return this.#gateway.status;
  }
  /** @throws ValidationError naming `token` when no token was set with `UpdateToken`. */
  connect() {
    if (this.#tokens.current === void 0)
      throw ValidationError.argument("token", "Connect: no token: call UpdateToken first");
    this.#failure = void 0;
    this.#gateway.connect();
  }
  /** Ends the session: Disconnecting, then Disconnected. */
  disconnect() {
    this.#gateway.disconnect();
  }
  /** The token changed: a live connection starts a fresh session with it. */
  tokenChanged() {
    this.#gateway.tokenChanged();
  }
  /** @throws ValidationError naming `callback` when it is neither a function nor undefined. */
  setStatusChangedCallback(callback) {
    this.#statusCallback = slotCallback(callback);
  }
  /**
   * Calls that need the connection fail at once before Ready.
   * @param call - the facade's name of the call, for the error.
   * @returns the session's user.
   * @throws ClientResultError with `ErrorType.ClientNotReady` before `Client.Status.Ready`.
   */
  requireReady(call) {
    if (this.#gateway.status === ClientStatus.Ready && this.#user !== void 0)
      return this.#user;
    throw notReady(call, this.#gateway.status, this.#failure);
  }
  /** The session's user while Ready, else undefined (never throws). */
  get readyUser() {
    return this.#gateway.status === ClientStatus.Ready ? this.#user : void 0;
  }
  /**
   * Sends a Presence Update command (op 3) on the session.
   * @param call - the facade's name of the call, for the error.
   * @param command - its d, checked by the caller.
   * @throws ClientResultError with `ErrorType.ClientNotReady` unless the session is Ready.
   */
  sendPresenceUpdate(call, command) {
    this.requireReady(call);
    if (!this.#gateway.sendPresenceUpdate(command))
      throw notReady(call, this.#gateway.status, this.#failure);
  }
  /**
   * Sends Update Lobby Voice States (op 17): the lobby calls of this session.
   * @returns false when the session is not Ready (nothing sent).
   */
  sendLobbyVoiceStates(states) {
    return this.#gateway.sendLobbyVoiceStates(states);
  }
  /** The gateway session's id while one is open (READY's `session_id`). */
  get sessionId() {
    return this.#sessionId;
  }
  /**
   * @param listener - called with every dispatch that passed its check, at once (not through the
   *   callback delivery), after the cache applied it. A listener that throws is logged and skipped.
   */
  onDispatch(listener) {
    this.#dispatchListeners.push(listener);
  }
  /**
   * @param listener - called after each READY and RESUMED has been applied: the service forgot what the
   *   session's connection set when it dropped, so a domain may restate it.
   */
  onSessionStart(listener) {
    this.#sessionListeners.push(listener);
  }
  #dispatched(event, cache) {
    if (event.t === "READY") {
      this.#user = event.d.user;
      this.#sessionId = event.d.session_id;
    }
    let social = [];
    try {
      social = cache.apply(event);
    } catch (error) {
      this.#log?.(`gateway: ${event.t} could not be applied: ${error instanceof Error ? error.message : "error"}`, LoggingSeverity.Warning);
    }
    for (const listener of this.#dispatchListeners) {
      try {
        listener(event.t, event.d);
      } catch (error) {
        this.#log?.(`gateway: a ${event.t} listener failed: ${error instanceof Error ? error.message : "error"}`, LoggingSeverity.Warning);
      }
    }
    this.#events.deliver("dispatch", event);
    this.deliverWhenReady(social);
    if (event.t === "READY" || event.t === "RESUMED")
      for (const listener of this.#sessionListeners)
        listener();
  }
  /**
   * Delivers lobby, message, relationship and user events now if the client is Ready, else holds them,
   * in order, until it is (no event may reach the game before the `Get*` calls can read its state).
   */
  deliverWhenReady(events) {
    if (this.readyUser !== void 0 && this.#held.size === 0)
      for (const happened of events)
        this.#events.deliverSocial(happened);
    else
      for (const happened of events)
        this.#hold(happened);
  }
  /** Keeps an event until Ready (bounded: the oldest goes first, reported once). */
  #hold(happened) {
    this.#held.push(happened);
    if (this.#held.size <= MAX_HELD_EVENTS)
      return;
    this.#held.shift();
    if (this.#heldWarned)
      return;
    this.#heldWarned = true;
    this.#log?.(`gateway: more than ${MAX_HELD_EVENTS} events arrived before Ready: the oldest are dropped (not repeated)`, LoggingSeverity.Warning);
  }
  /**
   * @param listener - told each status change at once (not through the callback delivery), after the
   *   READY or RESUMED it follows was applied: the calls domain, whose voice cannot wait for RunCallbacks.
   */
  onStatus(listener) {
    this.#statusListeners.push(listener);
  }
  #statusListeners = [];
  #statusChanged(status, error, detail) {
    this.#logStatus(status, error, detail);
    for (const listener of this.#statusListeners) {
      try {
        listener(status);
      } catch (failure) {
        this.#log?.(`connection: a status listener failed: ${failure instanceof Error ? failure.message : "error"}`, LoggingSeverity.Warning);
      }
    }
    if (status === ClientStatus.Disconnected && error !== ClientError.None && error !== ClientError.ConnectionCanceled)
      this.#failure = { error, detail };
    if (status === ClientStatus.Disconnected) {
      this.#user = void 0;
      this.#sessionId = void 0;
    }
    if (this.readyUser !== void 0)
      for (const happened of this.#held.takeAll())
        this.#events.deliverSocial(happened);
    this.#events.run(() => this.#statusCallback?.(status, error, detail));
    this.#events.deliver("statusChanged", status, error, detail);
  }
  #logStatus(status, error, detail) {
    const reason = error === ClientError.None ? "" : ` (${connectionErrorName(error)}, detail ${detail})`;
    const severity = error !== ClientError.None && error !== ClientError.ConnectionCanceled ? LoggingSeverity.Warning : LoggingSeverity.Info;
    const advice = status === ClientStatus.Disconnected ? failureAdvice(error, detail) : void 0;
    this.#log?.(`connection: ${connectionStatusName(status)}${reason}${advice === void 0 ? "" : `: ${advice}`}`, severity);
  }
};
function failureAdvice(error, detail) {
  if (error === ClientError.ConnectionFailed && detail === GatewayCloseCode.AuthenticationFailed)
    return "the service refused the token (gateway close 4004: it is unknown, expired or revoked, or lacks the scopes): sign the player in again (Authorize and GetToken, or RefreshToken), pass the new token to UpdateToken, then call Connect()";
  return void 0;
}
__name(failureAdvice, "failureAdvice");
function notReady(call, status, failure) {
  const prefix = `${call}: the client is not ready: `;
  let error = `${prefix}call Connect() and wait for Client.Status.Ready`;
  if (failure !== void 0 && status === ClientStatus.Disconnected) {
    const ended = `the last session ended with ${connectionErrorName(failure.error)} (detail ${failure.detail})`;
    error = `${prefix}${failureAdvice(failure.error, failure.detail) ?? `${ended}: call Connect() and wait for Client.Status.Ready`}`;
  }
  return new ClientResultError(new ClientResult({ type: ErrorType.ClientNotReady, error }));
}
__name(notReady, "notReady");

// dist/client/cacheBounds.js
var BoundWarnings = class {
  static {
    __name(this, "BoundWarnings");
  }
  #log;
  #warned = /* @__PURE__ */ new Set();
  /** @param log - where the warnings go. */
  constructor(log) {
    this.#log = log;
  }
  /**
   * Reports that a cache refused an item at its bound (the first time for its kind; later ones are silent).
   * @param kind - which cache.
   * @param bound - its bound.
   * @param what - what happens to the excess (`'new lobbies are dropped'`).
   */
  reached(kind, bound, what) {
    if (this.#warned.has(kind))
      return;
    this.#warned.add(kind);
    this.#log?.(`cache: ${kind} reached the bound of ${bound}: ${what} (see docs/hostile-peers.md; this warning is not repeated)`, LoggingSeverity.Warning);
  }
};
var DISCRIMINATOR_MAX = 8;
function keptUser(user2) {
  const discriminator = typeof user2.discriminator === "string" && user2.discriminator.length <= DISCRIMINATOR_MAX ? user2.discriminator : "0";
  const out = {
    id: user2.id,
    username: user2.username,
    discriminator,
    global_name: user2.global_name ?? null,
    avatar: user2.avatar ?? null
  };
  if (user2.is_provisional === true)
    out.is_provisional = true;
  return out;
}
__name(keptUser, "keptUser");
var BoundedUsers = class extends Map {
  static {
    __name(this, "BoundedUsers");
  }
  #warnings;
  /** @param warnings - where reaching the bound is reported. */
  constructor(warnings) {
    super();
    this.#warnings = warnings;
  }
  /** Keeps `keptUser(user)` under `id`, unless `id` is new and the map is full. */
  set(id2, user2) {
    if (!this.has(id2) && this.size >= ClientCacheBounds.USERS) {
      this.#warnings?.reached("users", ClientCacheBounds.USERS, "users not seen before are not kept");
      return this;
    }
    return super.set(id2, keptUser(user2));
  }
};

// dist/client/nameCollator.js
var collator;
function compareNames(a, b) {
  collator ??= new Intl.Collator(void 0, { sensitivity: "base" });
  return collator.compare(a, b);
}
__name(compareNames, "compareNames");

// dist/client/friendGroups.js
var ONLINE_ELSEWHERE = 1;
function compare(a, b) {
  if (a.group === ONLINE_ELSEWHERE && a.played !== b.played)
    return a.played ? -1 : 1;
  return compareNames(a.name, b.name) || compareSnowflakes(a.id, b.id);
}
__name(compare, "compare");
function lowerBound(list, entry) {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = low + high >>> 1;
    if (compare(list[middle], entry) < 0)
      low = middle + 1;
    else
      high = middle;
  }
  return low;
}
__name(lowerBound, "lowerBound");
var FriendGroups = class {
  static {
    __name(this, "FriendGroups");
  }
  #lists = [[], [], []];
  /** Each friend's place as it was inserted: removal searches with this key, not the current one. */
  #placed = /* @__PURE__ */ new Map();
  /**
   * Places a friend, or with `key` undefined takes them out (no longer a friend).
   * @returns whether their group changed (including entering or leaving the groups).
   */
  set(id2, key) {
    const old = this.#placed.get(id2);
    if (old !== void 0 && key !== void 0 && old.group === key.group && old.name === key.name && old.played === key.played)
      return false;
    if (old !== void 0) {
      const list = this.#lists[old.group];
      const at = lowerBound(list, old);
      if (list[at]?.id === id2)
        list.splice(at, 1);
      this.#placed.delete(id2);
    }
    if (key !== void 0) {
      const entry = { id: id2, group: key.group, name: key.name, played: key.played };
      const list = this.#lists[key.group];
      list.splice(lowerBound(list, entry), 0, entry);
      this.#placed.set(id2, entry);
    }
    return old?.group !== key?.group;
  }
  /** The group a friend is in, or undefined. */
  groupOf(id2) {
    return this.#placed.get(id2)?.group;
  }
  /** The ids of one group, in order (a fresh array; the groups are not re-sorted to make it). */
  ids(group) {
    return this.#lists[group].map((entry) => entry.id);
  }
  /** How many friends are placed. */
  get size() {
    return this.#placed.size;
  }
};

// dist/client/friendsWire.js
var STATUSES = /* @__PURE__ */ new Set(["online", "idle", "dnd", "offline"]);
var NAME_MAX = 100;
var AVATAR = /^[A-Za-z0-9_]{1,64}$/;
var Refused = class extends Error {
  static {
    __name(this, "Refused");
  }
};
function object(value, path) {
  if (!isRecord(value))
    throw new Refused(`${path}: expected an object`);
  return value;
}
__name(object, "object");
function id(value, path) {
  if (typeof value !== "string" || !isSnowflake(value) || String(BigInt(value)) !== value)
    throw new Refused(`${path}: expected a snowflake string`);
  return value;
}
__name(id, "id");
function bool2(value, path) {
  if (typeof value !== "boolean")
    throw new Refused(`${path}: expected a boolean`);
  return value;
}
__name(bool2, "bool");
function relationshipType(value, path) {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > 6)
    throw new Refused(`${path}: expected a RelationshipType (an integer 0..6)`);
  return value;
}
__name(relationshipType, "relationshipType");
function name(value, path, nullable) {
  if (value === null && nullable)
    return null;
  if (typeof value !== "string" || value.length === 0 || value.length > NAME_MAX)
    throw new Refused(`${path}: expected a string of 1..${NAME_MAX} characters${nullable ? " or null" : ""}`);
  return value;
}
__name(name, "name");
function user(value, path) {
  const d = object(value, path);
  const avatar = d.avatar ?? null;
  if (avatar !== null && (typeof avatar !== "string" || !AVATAR.test(avatar)))
    throw new Refused(`${path}.avatar: expected an avatar hash or null`);
  const discriminator = d.discriminator ?? "0";
  if (typeof discriminator !== "string")
    throw new Refused(`${path}.discriminator: expected a string`);
  const out = {
    id: id(d.id, `${path}.id`),
    username: name(d.username, `${path}.username`, false),
    discriminator,
    global_name: name(d.global_name ?? null, `${path}.global_name`, true),
    avatar
  };
  if (d.is_provisional === true)
    out.is_provisional = true;
  return out;
}
__name(user, "user");
function read(what, parse) {
  try {
    return { ok: true, value: parse() };
  } catch (error) {
    if (error instanceof Refused)
      return { ok: false, reason: `${what} ${error.message}` };
    throw error;
  }
}
__name(read, "read");
function readRelationship(value, path = "d") {
  return read("relationship", () => {
    const d = object(value, path);
    const entry = {
      id: id(d.id, `${path}.id`),
      type: relationshipType(d.type, `${path}.type`),
      game_type: relationshipType(d.game_type, `${path}.game_type`),
      is_spam_request: bool2(d.is_spam_request, `${path}.is_spam_request`),
      user: user(d.user, `${path}.user`)
    };
    if (entry.user.id !== entry.id)
      throw new Refused(`${path}.user.id: expected the entry's id`);
    return entry;
  });
}
__name(readRelationship, "readRelationship");
function readRelationshipRemove(value) {
  return read("relationship removal", () => id(object(value, "d").id, "d.id"));
}
__name(readRelationshipRemove, "readRelationshipRemove");
function readPresence(value, path = "d") {
  return read("presence", () => {
    const d = object(value, path);
    const status = d.status;
    if (typeof status !== "string" || !STATUSES.has(status))
      throw new Refused(`${path}.status: expected one of online, idle, dnd, offline`);
    if (!Array.isArray(d.activities))
      throw new Refused(`${path}.activities: expected an array`);
    const activities = d.activities.map((item, index) => activity(item, `${path}.activities[${index}]`));
    return {
      user: { id: id(object(d.user, `${path}.user`).id, `${path}.user.id`) },
      status,
      in_application: bool2(d.in_application, `${path}.in_application`),
      played_application: bool2(d.played_application, `${path}.played_application`),
      activities
    };
  });
}
__name(readPresence, "readPresence");
function activity(value, path) {
  const checked = validateActivity(value);
  const issue = checked.issues[0];
  if (issue !== void 0)
    throw new Refused(`${path}.${issue.path.join(".")}: ${issue.message}`);
  return withoutSecrets(checked.value);
}
__name(activity, "activity");
function readUser(value) {
  return read("user", () => user(value, "d"));
}
__name(readUser, "readUser");
function readList(value, path) {
  if (value === void 0)
    return { ok: true, value: [] };
  return Array.isArray(value) ? { ok: true, value } : { ok: false, reason: `READY ${path}: expected an array` };
}
__name(readList, "readList");

// dist/client/friendsCache.js
var NONE = RelationshipType.None;
var FRIEND = RelationshipType.Friend;
var UNKNOWN = { status: "offline", inApplication: false, played: false, activity: null };
var samePresence = /* @__PURE__ */ __name((a, b) => a.status === b.status && a.inApplication === b.inApplication && a.played === b.played && JSON.stringify(a.activity) === JSON.stringify(b.activity), "samePresence");
var sameUser = /* @__PURE__ */ __name((a, b) => a !== void 0 && a.username === b.username && a.global_name === b.global_name && a.avatar === b.avatar, "sameUser");
var displayName = /* @__PURE__ */ __name((user2) => user2?.global_name ?? user2?.username ?? "", "displayName");
var FriendsCache = class {
  static {
    __name(this, "FriendsCache");
  }
  relationships = /* @__PURE__ */ new Map();
  presences = /* @__PURE__ */ new Map();
  groups = new FriendGroups();
  /** The signed-in user's own status, as `SetOnlineStatus` last chose it (the service sends it no echo). */
  ownStatus = StatusType.Online;
  /** The signed-in user's activity, as the last presence command sent it (their own: secrets kept). */
  ownActivity = null;
  /** The session's application (from READY): only activities of this application are kept. */
  applicationId = "";
  #users;
  #log;
  #bounds;
  /** Friends of each kind now: Discord, game (kept with every change, so the cap is checked in O(1)). */
  #friendCounts = { discord: 0, game: 0 };
  /**
   * @param users - the social cache's users (shared: relationship entries and USER_UPDATE refresh them).
   * @param log - where refused dispatch data is reported.
   * @param bounds - where reaching a bound is reported (one warning per kind; shared with the social cache).
   */
  constructor(users, log, bounds) {
    this.#users = users;
    this.#log = log;
    this.#bounds = bounds ?? new BoundWarnings(log);
  }
  /** Applies a dispatch (READY and the friends events; others are not its concern); returns its events. */
  apply(event) {
    switch (event.t) {
      case "READY":
        return this.#ready(event.d);
      case "RELATIONSHIP_ADD":
      case "RELATIONSHIP_UPDATE":
        return this.#checked(event.t, readRelationship(event.d), (entry) => this.#setRelationship(entry));
      case "RELATIONSHIP_REMOVE":
        return this.#checked(event.t, readRelationshipRemove(event.d), (id2) => this.#remove(id2));
      case "PRESENCE_UPDATE":
        return this.#checked(event.t, readPresence(event.d), (presence) => this.#setPresence(presence));
      case "USER_UPDATE":
        return this.#checked(event.t, readUser(event.d), (user2) => this.#setUser(user2));
      default:
        return [];
    }
  }
  /** Whether the user is a friend of either kind. */
  isFriend(id2) {
    const entry = this.relationships.get(id2);
    return entry !== void 0 && (entry.type === FRIEND || entry.gameType === FRIEND);
  }
  #checked(what, read2, then) {
    if (read2.ok)
      return then(read2.value);
    this.#log?.(`gateway: ${what} ignored: ${read2.reason}`, LoggingSeverity.Warning);
    return [];
  }
  /** Each item of a READY list that passes its check; the others are reported and skipped. */
  #items(list, path, check) {
    const read2 = readList(list, path);
    if (!read2.ok) {
      this.#log?.(`gateway: ${read2.reason}; ignored`, LoggingSeverity.Warning);
      return [];
    }
    const kept = [];
    read2.value.forEach((item, index) => {
      const checked = check(item, `${path}[${index}]`);
      if (checked.ok)
        kept.push(checked.value);
      else
        this.#log?.(`gateway: READY ${checked.reason}; ignored`, LoggingSeverity.Warning);
    });
    return kept;
  }
  /** A new session: its lists replace the cached ones, with events for the difference only. */
  #ready(ready) {
    this.applicationId = ready.application?.id ?? "";
    const relationships = this.#items(ready.relationships, "relationships", readRelationship);
    const presences = this.#items(ready.presences, "presences", readPresence);
    const events = [];
    const seen = new Set(relationships.map((entry) => entry.id));
    for (const id2 of [...this.relationships.keys()])
      if (!seen.has(id2))
        events.push(...this.#remove(id2));
    const seenPresences = new Set(presences.map((presence) => presence.user.id));
    for (const id2 of [...this.presences.keys()])
      if (!seenPresences.has(id2))
        events.push(...this.#forgetPresence(id2));
    for (const presence of presences)
      events.push(...this.#setPresence(presence));
    for (const entry of relationships)
      events.push(...this.#setRelationship(entry));
    return events;
  }
  #setRelationship(wire) {
    if (wire.type === NONE && wire.game_type === NONE)
      return this.#remove(wire.id);
    const id2 = wire.id;
    let entry = this.relationships.get(id2);
    if (!this.#fits(entry, wire))
      return [];
    const events = this.#setUser(wire.user);
    if (entry === void 0) {
      entry = { id: id2, type: NONE, gameType: NONE, spam: false };
      this.relationships.set(id2, entry);
    }
    this.#count(entry, -1);
    const discordChanged = entry.type !== wire.type;
    const gameChanged = entry.gameType !== wire.game_type;
    const spamChanged = entry.spam !== wire.is_spam_request;
    entry.type = wire.type;
    entry.gameType = wire.game_type;
    entry.spam = wire.is_spam_request;
    this.#count(entry, 1);
    if (discordChanged)
      events.push(kindEvent(id2, wire.type, true));
    if (gameChanged)
      events.push(kindEvent(id2, wire.game_type, false));
    if (spamChanged && !discordChanged && !gameChanged)
      events.push({ name: "relationshipCreated", args: [id2, true] });
    if (!this.isFriend(id2))
      events.push(...this.#forgetPresence(id2));
    return [...events, ...this.#place(id2)];
  }
  #remove(id2) {
    const entry = this.relationships.get(id2);
    if (entry === void 0)
      return [];
    this.#count(entry, -1);
    this.relationships.delete(id2);
    const events = [];
    if (entry.type !== NONE)
      events.push({ name: "relationshipDeleted", args: [id2, true] });
    if (entry.gameType !== NONE)
      events.push({ name: "relationshipDeleted", args: [id2, false] });
    this.presences.delete(id2);
    return [...events, ...this.#place(id2)];
  }
  #setPresence(wire) {
    const id2 = wire.user.id;
    if (!this.presences.has(id2) && this.presences.size >= ClientCacheBounds.PRESENCES) {
      const bound = ClientCacheBounds.PRESENCES;
      this.#bounds.reached("presences", bound, "presences of users not known yet are dropped");
      return [];
    }
    const activity2 = wire.activities.find((a) => a.application_id === this.applicationId) ?? null;
    const now = {
      status: wire.status,
      inApplication: wire.in_application,
      played: wire.played_application,
      // A friend who reads offline does nothing anyone may see.
      activity: wire.status === "offline" ? null : activity2
    };
    const changed = !samePresence(this.presences.get(id2) ?? UNKNOWN, now);
    this.presences.set(id2, now);
    return changed ? [{ name: "userUpdated", args: [id2] }, ...this.#place(id2)] : [];
  }
  #forgetPresence(id2) {
    const old = this.presences.get(id2);
    if (old === void 0)
      return [];
    this.presences.delete(id2);
    const changed = !samePresence(old, UNKNOWN);
    return [...changed ? [{ name: "userUpdated", args: [id2] }] : [], ...this.#place(id2)];
  }
  #setUser(user2) {
    const old = this.#users.get(user2.id);
    if (sameUser(old, user2))
      return [];
    this.#users.set(user2.id, { ...old, ...user2 });
    const events = old === void 0 ? [] : [{ name: "userUpdated", args: [user2.id] }];
    return [...events, ...this.#place(user2.id)];
  }
  /**
   * Whether a relationship change stays within the bounds: a new entry needs room among the
   * relationships, a new friendship of a kind room among that kind's friends. Reports the bound if not.
   */
  #fits(entry, wire) {
    const { RELATIONSHIPS, FRIENDS_PER_KIND } = ClientCacheBounds;
    if (entry === void 0 && this.relationships.size >= RELATIONSHIPS) {
      this.#bounds.reached("relationships", RELATIONSHIPS, "relationships with users not known yet are dropped");
      return false;
    }
    const more = /* @__PURE__ */ __name((was, now, count) => was !== FRIEND && now === FRIEND && count >= FRIENDS_PER_KIND, "more");
    if (more(entry?.type, wire.type, this.#friendCounts.discord)) {
      this.#bounds.reached("Discord friends", FRIENDS_PER_KIND, "a new Discord friendship past it is dropped");
      return false;
    }
    if (more(entry?.gameType, wire.game_type, this.#friendCounts.game)) {
      this.#bounds.reached("game friends", FRIENDS_PER_KIND, "a new game friendship past it is dropped");
      return false;
    }
    return true;
  }
  /** Adds (`by` 1) or takes away (-1) an entry's friendships from the counts of each kind. */
  #count(entry, by) {
    if (entry.type === FRIEND)
      this.#friendCounts.discord += by;
    if (entry.gameType === FRIEND)
      this.#friendCounts.game += by;
  }
  /** Moves one friend to where they now belong; an event when their group changed. */
  #place(id2) {
    const changed = this.groups.set(id2, this.isFriend(id2) ? this.#key(id2) : void 0);
    return changed ? [{ name: "relationshipGroupsUpdated", args: [id2] }] : [];
  }
  #key(id2) {
    const presence = this.presences.get(id2);
    const online = presence !== void 0 && presence.status !== "offline";
    return {
      group: !online ? 2 : presence.inApplication ? 0 : 1,
      name: displayName(this.#users.get(id2)),
      played: presence?.played ?? false
    };
  }
};
function kindEvent(id2, now, isDiscord) {
  return { name: now === NONE ? "relationshipDeleted" : "relationshipCreated", args: [id2, isDiscord] };
}
__name(kindEvent, "kindEvent");

// dist/client/socialCache.js
var CACHED_MESSAGES_PER_CHANNEL = ClientCacheBounds.MESSAGES_PER_CHANNEL;
function linkedChannelEntry(wire) {
  if (typeof wire !== "object" || wire === null)
    return null;
  const { id: id2, guild_id: guildId, name: name2 } = wire;
  if (typeof id2 !== "string" || typeof guildId !== "string" || !isSnowflake(id2) || !isSnowflake(guildId))
    return null;
  return { id: id2, guildId, name: typeof name2 === "string" ? name2 : "" };
}
__name(linkedChannelEntry, "linkedChannelEntry");
var ms = /* @__PURE__ */ __name((iso) => {
  const parsed = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : 0;
}, "ms");
var SocialCache = class {
  static {
    __name(this, "SocialCache");
  }
  lobbies = /* @__PURE__ */ new Map();
  /** Who is in each lobby's call (the calls domain applies the voice dispatches to it). */
  calls = new CallStates();
  users;
  messages = /* @__PURE__ */ new Map();
  /** Per channel: ids of the kept messages, oldest first; the channel written to last is last. */
  #channels = /* @__PURE__ */ new Map();
  #bounds;
  selfId;
  /** The signed-in user's external identities for this application, from READY. */
  selfProfiles = [];
  /**
   * Lobbies the last READY listed without all their members (too large to list there: `member_count`
   * says how many); the lobby domain fetches them (lobbies.ts) and {@link SocialCache.addMembers} them.
   */
  partialLobbies = /* @__PURE__ */ new Set();
  #log;
  /** Relationships, presences and the friends list's groups. */
  friends;
  /** @param log - where dispatch data the cache refused is reported. */
  constructor(log) {
    this.#bounds = new BoundWarnings(log);
    this.users = new BoundedUsers(this.#bounds);
    this.friends = new FriendsCache(this.users, log, this.#bounds);
    this.#log = log;
  }
  /** Applies a dispatch; returns the library events it causes, in order. */
  apply(event) {
    switch (event.t) {
      case "READY":
        return [...this.#ready(event.d), ...this.friends.apply(event)];
      case "LOBBY_CREATE":
        if (!this.upsertLobby(event.d))
          return [];
        return [{ name: "lobbyCreated", args: [event.d.id] }];
      case "LOBBY_UPDATE":
        if (!this.upsertLobby(event.d))
          return [];
        return [{ name: "lobbyUpdated", args: [event.d.id] }];
      case "LOBBY_DELETE":
        this.removeLobby(event.d.id);
        return [{ name: "lobbyDeleted", args: [event.d.id] }];
      case "LOBBY_MEMBER_ADD":
      case "LOBBY_MEMBER_UPDATE": {
        const lobby = this.lobbies.get(event.d.lobby_id);
        if (!lobby || !this.#upsertMember(lobby, event.d.member))
          return [];
        const name2 = event.t === "LOBBY_MEMBER_ADD" ? "lobbyMemberAdded" : "lobbyMemberUpdated";
        return [{ name: name2, args: [lobby.id, event.d.member.id] }];
      }
      case "LOBBY_MEMBER_REMOVE": {
        const lobby = this.lobbies.get(event.d.lobby_id);
        if (!lobby)
          return [];
        const member = lobby.members.get(event.d.member.id);
        if (member)
          member.gone = true;
        lobby.members.delete(event.d.member.id);
        return [{ name: "lobbyMemberRemoved", args: [lobby.id, event.d.member.id] }];
      }
      case "MESSAGE_CREATE":
      case "MESSAGE_UPDATE":
        if (event.d.activity !== void 0)
          return this.#invite(event.t, event.d);
        return [
          {
            name: event.t === "MESSAGE_CREATE" ? "messageCreated" : "messageUpdated",
            args: [this.upsertMessage(event.d).id]
          }
        ];
      case "LOBBY_MESSAGE_CREATE":
        return [{ name: "messageCreated", args: [this.upsertMessage(event.d).id] }];
      case "LOBBY_MESSAGE_UPDATE":
        return [{ name: "messageUpdated", args: [this.upsertMessage(event.d).id] }];
      case "LOBBY_MESSAGE_DELETE":
      case "MESSAGE_DELETE":
        this.#removeMessage(event.d.id, event.d.channel_id);
        return [{ name: "messageDeleted", args: [event.d.id, event.d.channel_id] }];
      default:
        return this.friends.apply(event);
    }
  }
  /**
   * Adds or refreshes a lobby (from a dispatch, or a call's answer without `connected`).
   * @returns its entry, or undefined when it is new and the cache holds {@link ClientCacheBounds.LOBBIES}.
   */
  upsertLobby(lobby) {
    let entry = this.lobbies.get(lobby.id);
    if (!entry) {
      if (this.lobbies.size >= ClientCacheBounds.LOBBIES) {
        this.#bounds.reached("lobbies", ClientCacheBounds.LOBBIES, "lobbies not known yet are dropped");
        return void 0;
      }
      entry = { id: lobby.id, metadata: {}, members: /* @__PURE__ */ new Map(), gone: false, linkedChannel: null };
      this.lobbies.set(lobby.id, entry);
    }
    entry.metadata = { ...lobby.metadata ?? {} };
    entry.linkedChannel = linkedChannelEntry(lobby.linked_channel);
    const listed = new Set(lobby.members.map((member) => member.id));
    for (const [id2, member] of entry.members) {
      if (listed.has(id2))
        continue;
      member.gone = true;
      entry.members.delete(id2);
    }
    for (const member of lobby.members)
      this.#upsertMember(entry, member);
    return entry;
  }
  /**
   * The members of a lobby READY listed only in part, from a call's answer: those not known yet are
   * added, none is removed (a removal dispatched since the answer was made must not be undone, and one
   * made before it already arrived as LOBBY_MEMBER_REMOVE). Returns the event it causes, if any.
   */
  addMembers(lobby) {
    const entry = this.lobbies.get(lobby.id);
    if (!entry || !this.partialLobbies.delete(lobby.id))
      return [];
    for (const member of lobby.members)
      if (!entry.members.has(member.id))
        this.#upsertMember(entry, member);
    return [{ name: "lobbyUpdated", args: [lobby.id] }];
  }
  /** Forgets a lobby (deleted, or left) and its messages. */
  removeLobby(lobbyId) {
    const entry = this.lobbies.get(lobbyId);
    if (!entry)
      return;
    entry.gone = true;
    for (const member of entry.members.values())
      member.gone = true;
    this.lobbies.delete(lobbyId);
    this.#forgetChannel(lobbyId);
  }
  /**
   * Adds or refreshes a message; keeps it only if it is among its channel's 25 most recent. Returns the
   * entry (the kept one, or a fresh one a handle may hold).
   */
  upsertMessage(message) {
    this.users.set(message.author.id, message.author);
    const known = this.messages.get(message.id);
    if (known) {
      known.content = message.content;
      known.metadata = { ...message.metadata ?? {} };
      known.moderationMetadata = stringRecord(message.moderation_metadata);
      known.editedAt = ms(message.edited_timestamp);
      known.additionalContent = readAdditionalContent(message);
      return known;
    }
    const entry = {
      id: message.id,
      authorId: message.author.id,
      channelId: message.channel_id,
      lobbyId: "lobby_id" in message ? message.lobby_id : void 0,
      recipientId: "recipient_id" in message ? message.recipient_id : void 0,
      channelType: channelTypeOf(message),
      content: message.content,
      metadata: { ...message.metadata ?? {} },
      moderationMetadata: stringRecord(message.moderation_metadata),
      applicationId: typeof message.application_id === "string" ? message.application_id : void 0,
      additionalContent: readAdditionalContent(message),
      disclosureType: "disclosure_type" in message && message.disclosure_type === DisclosureTypes.MessageDataVisibleOnDiscord ? DisclosureTypes.MessageDataVisibleOnDiscord : null,
      sentAt: ms(message.timestamp),
      editedAt: ms(message.edited_timestamp),
      gone: false
    };
    this.#keep(entry);
    return entry;
  }
  /**
   * An invite message: the receiver's `activityInviteCreated` / `activityInviteUpdated`, never a message
   * event, and it is not kept among the messages. The sender's own copy causes nothing.
   */
  #invite(t, message) {
    const invite = readActivityInvite(message);
    if (invite === void 0) {
      this.#log?.(`gateway: ${t} ignored: its activity is not a valid invite`);
      return [];
    }
    if (invite.SenderId() === this.selfId)
      return [];
    this.users.set(message.author.id, message.author);
    return [
      { name: t === "MESSAGE_CREATE" ? "activityInviteCreated" : "activityInviteUpdated", args: [invite] }
    ];
  }
  #keep(entry) {
    const ids = this.#channels.get(entry.channelId) ?? [];
    if (ids.length >= CACHED_MESSAGES_PER_CHANNEL && compareSnowflakes(entry.id, ids[0]) < 0)
      return;
    if (ids.length > 0)
      this.#channels.delete(entry.channelId);
    else if (this.#channels.size >= ClientCacheBounds.MESSAGE_CHANNELS) {
      const oldest = this.#channels.keys().next().value;
      this.#forgetChannel(oldest);
      this.#bounds.reached("message channels", ClientCacheBounds.MESSAGE_CHANNELS, "the channel written to least recently forgets its messages");
    }
    let at = ids.length;
    while (at > 0 && compareSnowflakes(ids[at - 1], entry.id) > 0)
      at--;
    ids.splice(at, 0, entry.id);
    this.messages.set(entry.id, entry);
    while (ids.length > CACHED_MESSAGES_PER_CHANNEL)
      this.messages.delete(ids.shift());
    this.#channels.set(entry.channelId, ids);
  }
  #removeMessage(messageId, channelId) {
    const entry = this.messages.get(messageId);
    if (entry)
      entry.gone = true;
    this.messages.delete(messageId);
    const ids = this.#channels.get(channelId);
    const at = ids?.indexOf(messageId) ?? -1;
    if (ids && at >= 0)
      ids.splice(at, 1);
  }
  #forgetChannel(channelId) {
    for (const id2 of this.#channels.get(channelId) ?? [])
      this.messages.delete(id2);
    this.#channels.delete(channelId);
  }
  /** Adds or refreshes a member; false when they are new and the lobby holds its 1,000 (not kept). */
  #upsertMember(lobby, member) {
    let entry = lobby.members.get(member.id);
    if (!entry) {
      if (lobby.members.size >= ClientCacheBounds.LOBBY_MEMBERS) {
        this.#bounds.reached("lobby members", ClientCacheBounds.LOBBY_MEMBERS, "members not known yet are dropped from that lobby");
        return false;
      }
      entry = { id: member.id, lobbyId: lobby.id, metadata: {}, connected: false, gone: false, flags: 0 };
      lobby.members.set(member.id, entry);
    }
    entry.metadata = { ...member.metadata ?? {} };
    if (Number.isSafeInteger(member.flags))
      entry.flags = member.flags;
    if ("user" in member && member.user !== void 0)
      this.users.set(member.user.id, member.user);
    if (typeof member.connected === "boolean")
      entry.connected = member.connected;
    else if (member.id === this.selfId)
      entry.connected = true;
    return true;
  }
  /**
   * A new session: its lobbies replace the cached ones (events for the difference, so a game following
   * the events stays right), and cached messages are forgotten, as some may have been missed.
   */
  #ready(ready) {
    this.selfId = ready.user.id;
    this.selfProfiles = readApplicationProfiles(ready.user.application_profiles);
    this.users.set(ready.user.id, ready.user);
    const events = [];
    const now = new Set(ready.lobbies.map((lobby) => lobby.id));
    for (const id2 of [...this.lobbies.keys()]) {
      if (now.has(id2))
        continue;
      this.removeLobby(id2);
      events.push({ name: "lobbyDeleted", args: [id2] });
    }
    for (const id2 of [...this.#channels.keys()])
      this.#forgetChannel(id2);
    this.partialLobbies.clear();
    for (const lobby of ready.lobbies) {
      const known = this.lobbies.has(lobby.id);
      if (!this.upsertLobby(lobby))
        continue;
      const count = lobby.member_count;
      if (Number.isSafeInteger(count) && count > lobby.members.length)
        this.partialLobbies.add(lobby.id);
      events.push({ name: known ? "lobbyUpdated" : "lobbyCreated", args: [lobby.id] });
    }
    return events;
  }
};
function channelTypeOf(message) {
  if ("lobby_id" in message)
    return ChannelType2.Lobby;
  return "channel_type" in message && message.channel_type === ChannelType2.EphemeralDm ? ChannelType2.EphemeralDm : ChannelType2.Dm;
}
__name(channelTypeOf, "channelTypeOf");
function stringRecord(value) {
  if (!isRecord(value))
    return {};
  const out = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item !== "string")
      return {};
    defineOwn(out, key, item);
  }
  return out;
}
__name(stringRecord, "stringRecord");

// dist/auth/tokenLifetime.js
var MAX_TIMER_MS = 2 ** 31 - 1;
var MAX_KNOWN_TOKENS = 16;
var TokenLifetime = class {
  static {
    __name(this, "TokenLifetime");
  }
  #now;
  #log;
  #expiries = /* @__PURE__ */ new Map();
  #current;
  #callback;
  #timer;
  constructor(options) {
    this.#now = options.now;
    this.#log = options.log;
  }
  /** Notes the expiry of tokens just received from a grant. */
  received(tokens) {
    this.#expiries.set(tokens.accessToken, this.#now() + tokens.expiresIn * 1e3);
    for (const key of this.#expiries.keys()) {
      if (this.#expiries.size <= MAX_KNOWN_TOKENS)
        break;
      this.#expiries.delete(key);
    }
  }
  /** The token now in use (or none); re-arms the callback for it. */
  setCurrent(token) {
    this.#current = token;
    this.#arm();
  }
  /** The callback for the current token's expiry (or none); re-arms it. */
  setCallback(callback) {
    this.#callback = callback;
    this.#arm();
  }
  /** (Re)schedules the callback for the current token: once per token. */
  #arm() {
    clearTimeout(this.#timer);
    this.#timer = void 0;
    const token = this.#current;
    const expiresAt = token === void 0 ? void 0 : this.#expiries.get(token);
    if (this.#callback === void 0 || token === void 0 || expiresAt === void 0)
      return;
    const fire = /* @__PURE__ */ __name(() => {
      this.#timer = void 0;
      this.#expiries.delete(token);
      this.#log?.("the current token expired");
      this.#callback?.();
    }, "fire");
    const schedule = /* @__PURE__ */ __name(() => {
      const remaining = Math.max(0, expiresAt - this.#now());
      this.#timer = setTimeout(remaining > MAX_TIMER_MS ? schedule : fire, Math.min(remaining, MAX_TIMER_MS));
      this.#timer.unref();
    }, "schedule");
    schedule();
  }
};

// dist/client/tokenState.js
var TokenState = class {
  static {
    __name(this, "TokenState");
  }
  #transport;
  #lifetime;
  #current;
  /**
   * @param transport - the client's transport, whose authorization follows the current token.
   * @param now - Unix ms, for expiries.
   * @param log - diagnostic lines (never a token).
   */
  constructor(transport, now, log) {
    this.#transport = transport;
    this.#lifetime = new TokenLifetime({ now, log });
  }
  /** The current token, or undefined: a function value, so the gateway can hold it without the client. */
  read = /* @__PURE__ */ __name(() => this.#current, "read");
  /** The current token, or undefined before `UpdateToken` (or after revoking it). */
  get current() {
    return this.#current;
  }
  /** Makes `token` current for requests, the gateway and the expiry callback; undefined forgets it. */
  set(token) {
    this.#current = token;
    this.#transport.setAuthorization(token === void 0 ? void 0 : { type: "Bearer", token });
    this.#lifetime.setCurrent(token);
  }
  /** Notes the expiry of tokens just received from a grant (they may become current later). */
  received(tokens) {
    this.#lifetime.received(tokens);
  }
  /** The callback for the current token's expiry (`SetTokenExpirationCallback`), or undefined. */
  setExpirationCallback(callback) {
    this.#lifetime.setCallback(callback);
  }
};

// dist/client/transportLog.js
function transportLogHooks(log) {
  return {
    onResponse: /* @__PURE__ */ __name((event) => {
      const outcome = event.status === 0 ? `failed (${event.failure ?? "network"})` : `${event.status}`;
      const severity = event.status === 0 || event.status >= 500 ? LoggingSeverity.Warning : LoggingSeverity.Verbose;
      log(`http: ${event.method} ${event.route} attempt ${event.attempt}: ${outcome} in ${Math.round(event.durationMs)} ms`, severity);
    }, "onResponse"),
    onRetry: /* @__PURE__ */ __name((event) => {
      const what = event.reason === "rate-limit" ? "rate limited; waiting" : `${event.reason}; retrying in`;
      log(`http: ${event.method} ${event.route} ${what} ${event.delayMs} ms` + (event.status === 0 ? "" : ` after status ${event.status}`), LoggingSeverity.Warning);
    }, "onRetry")
  };
}
__name(transportLogHooks, "transportLogHooks");

// dist/client/context.js
function createClientContext(options, emitter) {
  checkClientOptionKeys(options, "new Client: options");
  const now = options.now ?? Date.now;
  const logger = new Logger({ plain: options.log, fileMaxBytes: options.logFileMaxBytes, now });
  const log = logger.write;
  const events = new EventDelivery(emitter, options.callbackMode ?? "immediate", log, (severity) => logger.hears(severity));
  const transport = new Transport({
    baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
    fetch: options.fetch,
    timeoutMs: DEFAULT_TIMEOUT_MS
  });
  transport.addHooks(transportLogHooks(log));
  const opener = options.opener ?? openInBrowser;
  const session = new SignInSession({
    transport,
    opener,
    redirectMode: options.redirectMode,
    timeoutMs: options.authorizeTimeoutMs ?? DEFAULT_AUTHORIZE_TIMEOUT_MS,
    jwksRefetchCooldownMs: options.jwksRefetchCooldownMs,
    clockToleranceS: options.clockToleranceS,
    now,
    log,
    onDeauthorized: /* @__PURE__ */ __name((event) => {
      log(`application ${event.applicationId} was deauthorized (invalid_grant on refresh)`, LoggingSeverity.Warning);
      events.deliver("deauthorized", event);
    }, "onDeauthorized")
  });
  const tokens = new TokenState(transport, now, log);
  const cache = new SocialCache(log);
  const realtime = new Realtime({ transport, tokens, cache, events, log }, options.connection);
  const context = {
    transport,
    tokens,
    session,
    realtime,
    cache,
    events,
    log,
    logger,
    opener,
    webBase: webOrigin(options.webBase),
    requestOptions: /* @__PURE__ */ __name(() => ({ signal: session.pendingRequestsSignal }), "requestOptions"),
    settle: /* @__PURE__ */ __name((work, callback, spread, empty) => settle(work, callback, spread, empty, events.run), "settle"),
    call: /* @__PURE__ */ __name((name2, work, callback, empty) => context.settle(async () => work(realtime.requireReady(name2)), callback, (value) => value === void 0 ? [] : [value], empty), "call")
  };
  return context;
}
__name(createClientContext, "createClientContext");

// dist/client/deepLinks.js
function routeDeepLink(url, signIn, invites) {
  const applicationId = signIn.applicationId;
  if (applicationId !== void 0 && typeof url === "string") {
    const join6 = parseActivityJoinUrl(url, defaultCustomScheme(applicationId));
    if (join6.kind === "invalid")
      return { handled: false, reason: join6.reason };
    if (join6.kind === "join") {
      invites.deliverActivityJoin(join6.secret, applicationId);
      return { handled: true };
    }
  }
  return signIn.handleRedirect(url);
}
__name(routeDeepLink, "routeDeepLink");

// dist/desktopApp/connection.js
import { randomUUID } from "node:crypto";
import { createRequire as createRequire4 } from "node:module";

// dist/rules/ipcFrames.js
var IpcOpcode = {
  Handshake: 0,
  Frame: 1,
  Close: 2,
  Ping: 3,
  Pong: 4
};
var FRAME_HEADER_BYTES = 8;
var MAX_FRAME_BODY_BYTES = 64 * 1024;
var IpcFrameError = class extends Error {
  static {
    __name(this, "IpcFrameError");
  }
  name = "IpcFrameError";
  /** `too_large`, `unknown_opcode` or `bad_json`. */
  code;
  constructor(code, message) {
    super(message);
    this.code = code;
  }
};
function encodeFrame(op, body) {
  const json = Buffer.from(JSON.stringify(body) ?? "null", "utf8");
  if (json.length > MAX_FRAME_BODY_BYTES)
    throw new RangeError(`IPC frame: the body is ${json.length} bytes, at most ${MAX_FRAME_BODY_BYTES}`);
  const header = Buffer.alloc(FRAME_HEADER_BYTES);
  header.writeUInt32LE(op, 0);
  header.writeUInt32LE(json.length, 4);
  return Buffer.concat([header, json]);
}
__name(encodeFrame, "encodeFrame");
var OPCODES = new Set(Object.values(IpcOpcode));
var FrameDecoder = class {
  static {
    __name(this, "FrameDecoder");
  }
  #maxBody;
  #chunks = [];
  #buffered = 0;
  /** @param maxBody - the largest body accepted, bytes (default {@link MAX_FRAME_BODY_BYTES}). */
  constructor(maxBody = MAX_FRAME_BODY_BYTES) {
    this.#maxBody = maxBody;
  }
  /** Bytes held, waiting for the rest of a frame (never above header + bound). */
  get buffered() {
    return this.#buffered;
  }
  /**
   * Adds bytes; returns the frames they completed, in order.
   * @throws IpcFrameError for a stream that is not frames.
   */
  push(chunk) {
    const frames = [];
    this.#chunks.push(chunk);
    this.#buffered += chunk.length;
    for (; ; ) {
      if (this.#buffered < FRAME_HEADER_BYTES)
        return frames;
      const head = this.#peek(FRAME_HEADER_BYTES);
      const op = head.readUInt32LE(0);
      const length = head.readUInt32LE(4);
      if (!OPCODES.has(op))
        throw new IpcFrameError("unknown_opcode", `IPC frame: unknown opcode ${op}`);
      if (length > this.#maxBody)
        throw new IpcFrameError("too_large", `IPC frame: a body of ${length} bytes announced, at most ${this.#maxBody}`);
      if (this.#buffered < FRAME_HEADER_BYTES + length)
        return frames;
      const whole = this.#take(FRAME_HEADER_BYTES + length);
      let body;
      try {
        body = JSON.parse(whole.subarray(FRAME_HEADER_BYTES).toString("utf8"));
      } catch {
        throw new IpcFrameError("bad_json", `IPC frame: opcode ${op} with a body that is not JSON`);
      }
      frames.push({ op, body });
    }
  }
  #peek(bytes) {
    if ((this.#chunks[0]?.length ?? 0) < bytes)
      this.#chunks = [Buffer.concat(this.#chunks)];
    return this.#chunks[0];
  }
  #take(bytes) {
    const all = this.#chunks.length === 1 ? this.#chunks[0] : Buffer.concat(this.#chunks);
    const out = all.subarray(0, bytes);
    const rest = all.subarray(bytes);
    this.#chunks = rest.length > 0 ? [rest] : [];
    this.#buffered = rest.length;
    return out;
  }
};

// dist/desktopApp/paths.js
import { join as join5 } from "node:path";
var IPC_PIPE_COUNT = 10;
var PACKAGED_SUBFOLDERS = [
  "",
  join5("app", "com.discordapp.Discord"),
  "snap.discord"
];
var WINDOWS_PIPE_ROOT = "\\\\?\\pipe";
function ipcName(n) {
  return `discord-ipc-${n}`;
}
__name(ipcName, "ipcName");
function ipcDirectory(env = process.env) {
  for (const name2 of ["XDG_RUNTIME_DIR", "TMPDIR", "TMP", "TEMP"]) {
    const value = env[name2];
    if (value !== void 0 && value !== "")
      return value.replace(/\/+$/, "") || "/";
  }
  return "/tmp";
}
__name(ipcDirectory, "ipcDirectory");
function ipcCandidates(options = {}) {
  const platform = options.platform ?? process.platform;
  if (platform === "win32") {
    const roots = options.directories ?? [WINDOWS_PIPE_ROOT];
    return roots.flatMap((root) => Array.from({ length: IPC_PIPE_COUNT }, (_, n) => `${root.replace(/\\+$/, "")}\\${ipcName(n)}`));
  }
  const directories = options.directories ?? [ipcDirectory(options.env)];
  const out = [];
  for (const directory of directories)
    for (const sub of PACKAGED_SUBFOLDERS)
      for (let n = 0; n < IPC_PIPE_COUNT; n++)
        out.push(join5(directory, sub, ipcName(n)));
  return out;
}
__name(ipcCandidates, "ipcCandidates");

// dist/desktopApp/connection.js
var nodeNet2 = /* @__PURE__ */ __name(() => createRequire4(import.meta.url)("node:net"), "nodeNet");
var DesktopAppError = class extends Error {
  static {
    __name(this, "DesktopAppError");
  }
  name = "DesktopAppError";
  /**
   * `absent` (no app answered), `closed` (the connection went, or was closed), `timeout` (no answer in
   * time), `busy` (too many commands waiting), `rpc` (the app answered with an ERROR event).
   */
  code;
  /** The app's error code, for `rpc` (RPC error codes: 4000 invalid payload, 5000 OAuth2 error, ...). */
  rpcCode;
  constructor(code, message, rpcCode) {
    super(message);
    this.code = code;
    this.rpcCode = rpcCode;
  }
};
var MAX_PENDING_COMMANDS = 32;
var DesktopAppConnection = class {
  static {
    __name(this, "DesktopAppConnection");
  }
  #options;
  #state = "idle";
  #socket;
  #ready;
  #timer;
  #failures = 0;
  /** Why the last try did not reach READY (for a clear error), or undefined. */
  #problem;
  #pending = /* @__PURE__ */ new Map();
  /** Who waits for the current try to end (READY, or a failure). */
  #settleWaiters = [];
  /** The socket being connected by the current try, before it becomes {@link #socket}. */
  #connecting;
  /** @param options - the application id, and the bounds (see {@link DesktopAppConnectionOptions}). */
  constructor(options) {
    if (!/^\d{1,20}$/.test(options.clientId))
      throw new TypeError(`clientId: expected a snowflake string, received ${JSON.stringify(options.clientId)}`);
    this.#options = options;
  }
  /** Where the connection is. */
  get state() {
    return this.#state;
  }
  /** The app's READY while connected, else undefined. */
  get ready() {
    return this.#state === "ready" ? this.#ready : void 0;
  }
  /** Why the last try failed (no app found, no READY in time, closed by the app), or undefined. */
  get problem() {
    return this.#problem;
  }
  /** Starts looking for the app (once; later calls do nothing until {@link close}). */
  start() {
    if (this.#state !== "idle")
      return;
    void this.#attempt();
  }
  /**
   * The app's READY once the current try ends: at once when ready, undefined when it failed (see
   * {@link problem}) or the connection is closed. Starts the connection if it was idle.
   */
  settled() {
    if (this.#state === "ready")
      return Promise.resolve(this.#ready);
    if (this.#state === "closed" || this.#state === "waiting")
      return Promise.resolve(void 0);
    const waiting2 = new Promise((resolve3) => this.#settleWaiters.push(resolve3));
    this.start();
    this.#holdWhileAwaited();
    return waiting2;
  }
  /**
   * Sends a command and waits (bounded) for the answer with its nonce.
   * @returns the answer's `data`.
   * @throws DesktopAppError: `closed` when not ready or when the connection goes, `timeout`, `busy`, `rpc`.
   */
  command(command, args, event) {
    const socket = this.#socket;
    if (this.#state !== "ready" || socket === void 0)
      return Promise.reject(new DesktopAppError("closed", `${command}: not connected to the Discord app (${this.#problem ?? this.#state})`));
    if (this.#pending.size >= MAX_PENDING_COMMANDS)
      return Promise.reject(new DesktopAppError("busy", `${command}: ${MAX_PENDING_COMMANDS} commands already wait for the app`));
    const nonce = randomUUID();
    const frame = encodeFrame(IpcOpcode.Frame, {
      cmd: command,
      args,
      ...event ? { evt: event } : {},
      nonce
    });
    return new Promise((resolve3, reject) => {
      const timeoutMs = this.#options.commandTimeoutMs ?? 1e4;
      const timer = setTimeout(() => {
        this.#pending.delete(nonce);
        this.#holdWhileAwaited();
        reject(new DesktopAppError("timeout", `${command}: no answer from the Discord app in ${timeoutMs} ms`));
      }, timeoutMs);
      timer.unref();
      this.#pending.set(nonce, { resolve: resolve3, reject, timer, command });
      this.#holdWhileAwaited();
      socket.write(frame);
    });
  }
  /** Closes the connection for good: commands waiting are refused, no new try is made. */
  close() {
    if (this.#state === "closed")
      return;
    this.#state = "closed";
    clearTimeout(this.#timer);
    this.#drop("closed by the game");
    this.#settle(void 0);
  }
  async #attempt() {
    this.#state = "searching";
    let places;
    try {
      places = (this.#options.candidates ?? (() => ipcCandidates()))();
    } catch (error) {
      this.#fail(`cannot tell where the Discord app listens: ${error instanceof Error ? error.message : "error"}`);
      return;
    }
    let socket;
    for (const place of places) {
      socket = await this.#connectOne(place);
      if (this.#closed()) {
        socket?.destroy();
        return;
      }
      if (socket !== void 0)
        break;
    }
    if (socket === void 0) {
      const where = places.length === 1 ? places[0] : `${places.length} places (${places[0] ?? "none"}, ...)`;
      this.#fail(`no Discord app found at ${where}`);
      return;
    }
    this.#listen(socket);
  }
  /** Whether {@link close} was called (read after an await, where the state may have moved). */
  #closed() {
    return this.#state === "closed";
  }
  /** A connected socket at `place`, or undefined (nothing listens there, or it took too long). */
  #connectOne(place) {
    return new Promise((resolve3) => {
      const socket = nodeNet2().connect(place);
      this.#connecting = socket;
      this.#holdWhileAwaited();
      const timer = setTimeout(() => done(false), this.#options.connectTimeoutMs ?? 1e3);
      timer.unref();
      const done = /* @__PURE__ */ __name((ok) => {
        clearTimeout(timer);
        if (this.#connecting === socket)
          this.#connecting = void 0;
        socket.removeAllListeners("connect");
        socket.removeAllListeners("error");
        if (ok)
          resolve3(socket);
        else {
          socket.destroy();
          resolve3(void 0);
        }
      }, "done");
      socket.once("connect", () => done(true));
      socket.once("error", () => done(false));
    });
  }
  #listen(socket) {
    this.#state = "handshaking";
    this.#socket = socket;
    this.#holdWhileAwaited();
    const decoder = new FrameDecoder();
    socket.on("data", (chunk) => {
      if (this.#socket !== socket)
        return;
      let frames;
      try {
        frames = decoder.push(chunk);
      } catch (error) {
        const message = error instanceof IpcFrameError ? error.message : "unreadable bytes";
        this.#lose(`the Discord app broke the protocol: ${message}`);
        return;
      }
      for (const frame of frames) {
        if (this.#socket !== socket)
          return;
        this.#frame(socket, frame);
      }
    });
    socket.on("error", () => void 0);
    socket.on("close", () => {
      if (this.#socket === socket)
        this.#lose("the Discord app closed the connection");
    });
    const timeoutMs = this.#options.handshakeTimeoutMs ?? 5e3;
    this.#timer = setTimeout(() => this.#lose(`no READY from the Discord app within ${timeoutMs} ms`), timeoutMs);
    this.#timer.unref();
    socket.write(encodeFrame(IpcOpcode.Handshake, { v: 1, client_id: this.#options.clientId }));
  }
  #frame(socket, frame) {
    switch (frame.op) {
      case IpcOpcode.Ping:
        socket.write(encodeFrame(IpcOpcode.Pong, frame.body));
        return;
      case IpcOpcode.Pong:
        return;
      case IpcOpcode.Close: {
        const body = record2(frame.body);
        const code = typeof body?.code === "number" ? body.code : "no code";
        const message = typeof body?.message === "string" ? body.message.slice(0, 200) : "";
        this.#lose(`the Discord app closed the connection (${code}${message ? `: ${message}` : ""})`);
        return;
      }
      case IpcOpcode.Handshake:
        this.#lose("the Discord app broke the protocol: a handshake frame from the app");
        return;
      case IpcOpcode.Frame:
        this.#message(record2(frame.body));
        return;
    }
  }
  #message(body) {
    if (body === void 0)
      return;
    const { cmd, evt, nonce, data } = body;
    if (cmd === "DISPATCH" && evt === "READY") {
      const ready = readyOf(data);
      if (ready === void 0) {
        this.#lose("the Discord app broke the protocol: a READY without its user");
        return;
      }
      if (this.#state !== "handshaking")
        return;
      clearTimeout(this.#timer);
      this.#state = "ready";
      this.#ready = ready;
      this.#failures = 0;
      this.#problem = void 0;
      this.#options.log?.(`Discord app: ready, signed in as user ${ready.user.id}`);
      this.#settle(ready);
      this.#options.onReady?.(ready);
      return;
    }
    if (typeof nonce === "string" && nonce !== "") {
      const pending = this.#pending.get(nonce);
      if (pending === void 0)
        return;
      this.#pending.delete(nonce);
      clearTimeout(pending.timer);
      this.#holdWhileAwaited();
      if (evt === "ERROR") {
        const error = record2(data);
        const code = typeof error?.code === "number" ? error.code : void 0;
        const message = typeof error?.message === "string" ? error.message.slice(0, 300) : "no message";
        pending.reject(new DesktopAppError("rpc", `${pending.command}: the Discord app answered ${code ?? "an error"}: ${message}`, code));
      } else
        pending.resolve(data);
      return;
    }
    if (cmd === "DISPATCH" && typeof evt === "string" && this.#state === "ready")
      this.#options.onDispatch?.(evt, data);
  }
  /** The socket went or must go: drop it, tell who waits, and look again after the backoff. */
  #lose(reason) {
    const wasReady = this.#state === "ready";
    this.#drop(reason);
    if (this.#state === "closed")
      return;
    if (wasReady)
      this.#options.onLost?.(reason);
    this.#fail(reason);
  }
  #fail(reason) {
    this.#problem = reason;
    this.#options.log?.(`Discord app: ${reason}`);
    this.#settle(void 0);
    if (this.#state === "closed")
      return;
    this.#state = "waiting";
    const min = this.#options.retryMinMs ?? 1e3;
    const delay = Math.min(this.#options.retryMaxMs ?? 3e4, min * 2 ** Math.min(this.#failures, 20));
    this.#failures++;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#attempt(), delay);
    this.#timer.unref();
  }
  #drop(reason) {
    clearTimeout(this.#timer);
    const socket = this.#socket;
    this.#socket = void 0;
    this.#ready = void 0;
    socket?.removeAllListeners("data");
    socket?.destroy();
    for (const [nonce, pending] of this.#pending) {
      this.#pending.delete(nonce);
      clearTimeout(pending.timer);
      pending.reject(new DesktopAppError("closed", `${pending.command}: ${reason}`));
    }
  }
  #settle(ready) {
    const waiters = this.#settleWaiters;
    this.#settleWaiters = [];
    this.#holdWhileAwaited();
    for (const waiter of waiters)
      waiter(ready);
  }
  /**
   * References the socket (the one connecting, or the connected one) while a caller awaits the
   * connection, and unreferences it otherwise: an idle connection must not keep the process alive, but
   * a script that awaits `GetDiscordClientConnectedUser` or `UpdateRichPresence` through the app, with
   * nothing else to keep Node running, would otherwise exit under the await (issue 43's exit test).
   * Every such wait is bounded (connect, handshake and command timeouts), so the hold is too.
   */
  #holdWhileAwaited() {
    const awaited = this.#settleWaiters.length > 0 || this.#pending.size > 0;
    for (const socket of [this.#connecting, this.#socket]) {
      if (socket === void 0)
        continue;
      if (awaited)
        socket.ref();
      else
        socket.unref();
    }
  }
};
function record2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : void 0;
}
__name(record2, "record");
function readyOf(data) {
  const fields = record2(data);
  const user2 = record2(fields?.user);
  if (user2 === void 0 || typeof user2.id !== "string" || !/^\d{1,20}$/.test(user2.id))
    return void 0;
  if (typeof user2.username !== "string")
    return void 0;
  const text = /* @__PURE__ */ __name((value) => typeof value === "string" ? value : void 0, "text");
  return {
    v: typeof fields?.v === "number" ? fields.v : 1,
    config: record2(fields?.config) ?? {},
    user: {
      id: user2.id,
      username: user2.username.slice(0, 64),
      discriminator: text(user2.discriminator),
      global_name: text(user2.global_name) ?? null,
      avatar: text(user2.avatar) ?? null,
      bot: user2.bot === true
    }
  };
}
__name(readyOf, "readyOf");

// dist/client/desktopApp.js
var SUBSCRIPTIONS = ["ACTIVITY_JOIN", "ACTIVITY_JOIN_REQUEST"];
var DesktopApp = class {
  static {
    __name(this, "DesktopApp");
  }
  #ctx;
  #options;
  #applicationId;
  #connection;
  #readyListeners = [];
  /**
   * @param ctx - the client's context.
   * @param options - the path's options, or false for none.
   * @param applicationId - the application id set with `SetApplicationId`, if any.
   */
  constructor(ctx, options, applicationId) {
    this.#ctx = ctx;
    this.#options = options ?? {};
    this.#applicationId = applicationId;
    if (this.#options !== false)
      checkOptions(this.#options);
  }
  /** Whether the path is on (not `desktopApp: false`). */
  get enabled() {
    return this.#options !== false;
  }
  /** The application the connection is for (`SetApplicationId`), or undefined. */
  get applicationId() {
    return this.#applicationId();
  }
  /** Runs `listener` at each READY of the app (the first, and after each restart of the app). */
  onReady(listener) {
    this.#readyListeners.push(listener);
  }
  /**
   * The app's READY for `applicationId` (the client's when omitted), once the current try ends: undefined
   * when the path is off, no application id is known, or no app answered (see {@link problem}).
   */
  async ready(applicationId = this.#applicationId()) {
    const connection = this.#connectionFor(applicationId);
    return connection === void 0 ? void 0 : connection.settled();
  }
  /** Whether the connection is ready now. */
  get isReady() {
    return this.#connection?.ready !== void 0;
  }
  /** Why no app is reachable, for errors and logs. */
  get problem() {
    if (this.#options === false)
      return "the desktop-app path is turned off (desktopApp: false)";
    if (this.#applicationId() === void 0)
      return "no application id (SetApplicationId first)";
    return this.#connection?.problem ?? "not looked for yet";
  }
  /**
   * SET_ACTIVITY through the app: the activity (null clears it). Writes at once; the Promise settles with
   * the app's answer (bounded).
   */
  setActivity(activity2) {
    const connection = this.#connection;
    if (connection === void 0)
      return Promise.reject(new DesktopAppError("closed", `SET_ACTIVITY: ${this.problem}`));
    return connection.command("SET_ACTIVITY", activity2 === null ? { pid: process.pid } : { pid: process.pid, activity: activity2 });
  }
  /** SEND_ACTIVITY_JOIN_INVITE (accept) or CLOSE_ACTIVITY_REQUEST (decline) for a join request made in the app. */
  answerJoinRequest(userId, accept) {
    const connection = this.#connection;
    if (connection?.ready === void 0)
      return Promise.reject(new DesktopAppError("closed", `join request: ${this.problem}`));
    return connection.command(accept ? "SEND_ACTIVITY_JOIN_INVITE" : "CLOSE_ACTIVITY_REQUEST", {
      user_id: userId
    });
  }
  /** `GetDiscordClientConnectedUser`: the user signed in to the app, read from its READY. */
  getConnectedUser(applicationId, callback) {
    const work = /* @__PURE__ */ __name(async () => {
      const id2 = snowflakeArgument(applicationId, "applicationId");
      if (this.#options === false)
        throw appError("GetDiscordClientConnectedUser: the desktop-app path is turned off (desktopApp: false)");
      const own = this.#applicationId() === id2;
      const connection = own ? this.#connectionFor(id2) : this.#newConnection(id2);
      try {
        const ready = await connection?.settled();
        if (ready === void 0)
          throw appError(`GetDiscordClientConnectedUser: ${connection?.problem ?? "no Discord app"}`);
        return new UserHandle(this.#ctx.cache, appUser(ready));
      } finally {
        if (!own)
          connection?.close();
      }
    }, "work");
    return this.#ctx.settle(work, callback, (user2) => [user2], [null]);
  }
  /** Closes the connection (`Disconnect`); a later use opens a new one. */
  close() {
    this.#connection?.close();
    this.#connection = void 0;
  }
  /** The connection for `applicationId`, started; a new one when the application changed. */
  #connectionFor(applicationId) {
    if (this.#options === false || applicationId === void 0)
      return void 0;
    if (this.#connection !== void 0 && this.#connectionAppId === applicationId)
      return this.#connection;
    this.#connection?.close();
    this.#connection = this.#newConnection(applicationId, true);
    this.#connectionAppId = applicationId;
    this.#connection.start();
    return this.#connection;
  }
  #connectionAppId;
  #newConnection(applicationId, main = false) {
    const options = this.#options === false ? {} : this.#options;
    const directories = options.directories;
    return new DesktopAppConnection({
      clientId: applicationId,
      candidates: /* @__PURE__ */ __name(() => ipcCandidates(directories === void 0 ? {} : { directories }), "candidates"),
      handshakeTimeoutMs: options.handshakeTimeoutMs,
      commandTimeoutMs: options.commandTimeoutMs,
      retryMinMs: options.retryMinMs,
      retryMaxMs: options.retryMaxMs,
      log: /* @__PURE__ */ __name((line) => this.#ctx.log(line), "log"),
      ...main ? {
        onReady: /* @__PURE__ */ __name(() => this.#ready(), "onReady"),
        onDispatch: /* @__PURE__ */ __name((event, data) => this.#dispatch(applicationId, event, data), "onDispatch")
      } : {}
    });
  }
  #ready() {
    const connection = this.#connection;
    for (const event of SUBSCRIPTIONS)
      connection?.command("SUBSCRIBE", {}, event).catch((error) => this.#ctx.log(`Discord app: SUBSCRIBE ${event} failed: ${error instanceof Error ? error.message : "error"}`));
    for (const listener of this.#readyListeners)
      listener();
  }
  /** A dispatch from the app: checked at the edge, then delivered as the library's callbacks. */
  #dispatch(applicationId, event, data) {
    const fields = typeof data === "object" && data !== null ? data : {};
    if (event === "ACTIVITY_JOIN") {
      const secret = fields.secret;
      if (typeof secret !== "string" || secret.length === 0 || secret.length > ActivityLimits.SECRET_MAX) {
        this.#ctx.log("Discord app: ACTIVITY_JOIN without a usable secret, ignored");
        return;
      }
      this.#ctx.events.deliverSocial({ name: "activityJoin", args: [secret] });
      this.#ctx.events.deliverSocial({ name: "activityJoinWithApplication", args: [applicationId, secret] });
      return;
    }
    if (event === "ACTIVITY_JOIN_REQUEST") {
      const user2 = typeof fields.user === "object" && fields.user !== null ? fields.user : {};
      if (typeof user2.id !== "string" || !/^\d{1,20}$/.test(user2.id)) {
        this.#ctx.log("Discord app: ACTIVITY_JOIN_REQUEST without a user id, ignored");
        return;
      }
      const invite = new ActivityInvite();
      invite.SetSenderId(user2.id);
      invite.SetType(ActivityActionTypes.JoinRequest);
      invite.SetApplicationId(applicationId);
      invite.SetIsValid(true);
      this.#ctx.events.deliverSocial({ name: "activityInviteCreated", args: [invite] });
    }
  }
};
function appError(message) {
  return new ClientResultError(new ClientResult({ type: ErrorType.RPCError, error: message }));
}
__name(appError, "appError");
function appUser(ready) {
  return {
    id: ready.user.id,
    username: ready.user.username,
    discriminator: ready.user.discriminator ?? "0",
    global_name: ready.user.global_name ?? null,
    avatar: ready.user.avatar ?? null,
    bot: ready.user.bot === true
  };
}
__name(appUser, "appUser");
function checkOptions(options) {
  if (typeof options !== "object" || options === null)
    throw ValidationError.argument("desktopApp", "desktopApp: expected an object, or false");
  if (options.directories !== void 0 && (!Array.isArray(options.directories) || !options.directories.every((dir) => typeof dir === "string" && dir !== "")))
    throw ValidationError.argument("desktopApp.directories", "desktopApp.directories: expected folder paths");
  for (const key of ["handshakeTimeoutMs", "commandTimeoutMs", "retryMinMs", "retryMaxMs"]) {
    const value = options[key];
    if (value !== void 0 && (!Number.isInteger(value) || value < 1 || value > 6e5))
      throw ValidationError.argument(`desktopApp.${key}`, `desktopApp.${key}: expected 1..600000 ms`);
  }
}
__name(checkOptions, "checkOptions");

// dist/client/deviceSignIn.js
var BACKEND_CODE_SECONDS = 300;
var DeviceSignIn = class {
  static {
    __name(this, "DeviceSignIn");
  }
  #ctx;
  #signIn;
  #presenter;
  /** One per running grant; `AbortGetTokenFromDevice` aborts them all. */
  #running = /* @__PURE__ */ new Set();
  #closedCallback;
  /** Which opening of the screen is showing (0: none); a stale `closed()` is ignored. */
  #shown = 0;
  #openings = 0;
  /**
   * @param ctx - the client's context.
   * @param signIn - for the application id when the args have no ClientId.
   * @param presenter - the screen; default {@link printingDeviceScreen}.
   */
  constructor(ctx, signIn, presenter) {
    this.#ctx = ctx;
    this.#signIn = signIn;
    this.#presenter = presenter ?? printingDeviceScreen();
  }
  /** `GetTokenFromDevice` and `GetTokenFromDeviceProvisionalMerge`. */
  getToken(args, merge, callback) {
    const controller = new AbortController();
    const work = /* @__PURE__ */ __name(async () => {
      if (!(args instanceof DeviceAuthorizationArgs))
        throw ValidationError.argument("args", "args: expected a DeviceAuthorizationArgs");
      const clientId = args.ClientId() ?? this.#signIn.applicationId;
      if (clientId === void 0)
        throw ValidationError.argument("args.ClientId", "args.ClientId: set it, or call SetApplicationId first");
      if (args.Scopes() === "")
        throw ValidationError.argument("args.Scopes", "args.Scopes: name at least one scope");
      if (merge !== void 0)
        checkMerge(merge);
      this.#running.add(controller);
      try {
        return await this.#ctx.session.deviceGrant({
          clientId,
          scopes: args.Scopes(),
          merge,
          signal: controller.signal,
          show: /* @__PURE__ */ __name((screen) => this.#open(screen), "show")
        });
      } finally {
        this.#running.delete(controller);
        this.close();
      }
    }, "work");
    return this.#signIn.runGrant(merge === void 0 ? "GetTokenFromDevice" : "GetTokenFromDeviceProvisionalMerge", work, callback);
  }
  /** `AbortGetTokenFromDevice`: every running grant ends with `Aborted`. */
  abort() {
    for (const controller of this.#running)
      controller.abort();
  }
  /** `OpenAuthorizeDeviceScreen`: shows a code a backend obtained. */
  openScreen(clientId, userCode) {
    const id2 = snowflakeArgument(clientId, "clientId");
    const canonical2 = normalizeUserCode(userCode);
    if (canonical2 === void 0)
      throw ValidationError.argument("userCode", "userCode: expected 8 letters of the user-code alphabet (XXXX-XXXX)");
    const shownCode = formatUserCode(canonical2);
    const verificationUri = new URL("/activate", this.#ctx.transport.baseUrl).href;
    this.#open({
      clientId: id2,
      userCode: shownCode,
      verificationUri,
      verificationUriComplete: `${verificationUri}?user_code=${shownCode}`,
      expiresIn: BACKEND_CODE_SECONDS
    });
  }
  /** `CloseAuthorizeDeviceScreen` (and the end of a grant): hides the screen if it shows. */
  close() {
    if (this.#shown === 0)
      return;
    this.#shown = 0;
    this.#presenter.close();
    this.#notifyClosed();
  }
  /** `SetAuthorizeDeviceScreenClosedCallback`. */
  setClosedCallback(callback) {
    this.#closedCallback = slotCallback(callback);
  }
  #open(screen) {
    this.#ctx.log(`device: authorize screen shown for application ${screen.clientId} (${screen.verificationUri}, code valid ${screen.expiresIn} s)`, LoggingSeverity.Info);
    if (this.#shown !== 0)
      this.#presenter.close();
    this.#openings += 1;
    const opening = this.#openings;
    this.#shown = opening;
    const closed = /* @__PURE__ */ __name(() => {
      if (this.#shown !== opening)
        return;
      this.#shown = 0;
      this.#notifyClosed();
    }, "closed");
    try {
      const shown = this.#presenter.open(screen, closed);
      if (shown instanceof Promise)
        shown.catch((error) => this.#ctx.log?.(`the device screen failed: ${String(error)}`));
    } catch (error) {
      this.#ctx.log?.(`the device screen failed: ${String(error)}`);
    }
  }
  #notifyClosed() {
    const callback = this.#closedCallback;
    if (callback !== void 0)
      this.#ctx.events.run(callback);
  }
};
function checkMerge(merge) {
  const [issue] = mergeIssues(merge);
  if (issue === void 0)
    return;
  const path = String(issue.path[0]);
  throw ValidationError.argument(path, `${path}: ${issue.message}`);
}
__name(checkMerge, "checkMerge");

// dist/client/guilds.js
var Guilds = class {
  static {
    __name(this, "Guilds");
  }
  #ctx;
  /** @param ctx - the client's context. */
  constructor(ctx) {
    this.#ctx = ctx;
  }
  /** `GetUserGuilds`: the guilds the user is in. */
  userGuilds(callback) {
    const work = /* @__PURE__ */ __name(async () => (await getCurrentUserGuilds(this.#ctx.transport, this.#ctx.requestOptions())).map((guild) => new GuildMinimal({ id: guild.id, name: guild.name })), "work");
    return this.#ctx.call("GetUserGuilds", work, callback, [[]]);
  }
  /** `GetGuildChannels`: the channels of a guild the user can view, sorted by position. */
  guildChannels(guildId, callback) {
    const work = /* @__PURE__ */ __name(async () => {
      const id2 = snowflakeArgument(guildId, "guildId");
      const wire = await getGuildChannels(this.#ctx.transport, id2, this.#ctx.requestOptions());
      return [...wire].sort(byPosition).map(guildChannel);
    }, "work");
    return this.#ctx.call("GetGuildChannels", work, callback, [[]]);
  }
};
var byPosition = /* @__PURE__ */ __name((a, b) => a.position - b.position || (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0), "byPosition");
function guildChannel(wire) {
  const linked = wire.linked_lobby ?? null;
  const facts = { type: wire.type, nsfw: wire.nsfw === true, linkedLobbyId: linked?.lobby_id ?? null };
  return new GuildChannel({
    id: wire.id,
    name: wire.name,
    type: wire.type,
    position: wire.position,
    parentId: wire.parent_id ?? null,
    isLinkable: channelLinkRefusal(facts, BigInt(wire.permissions ?? "0")) === void 0,
    isViewableAndWriteableByAllMembers: openToAllMembers(wire.permission_overwrites ?? []),
    linkedLobby: linked && new LinkedLobby({ applicationId: linked.application_id, lobbyId: linked.lobby_id })
  });
}
__name(guildChannel, "guildChannel");

// dist/client/invites.js
var Invites = class {
  static {
    __name(this, "Invites");
  }
  #ctx;
  #presence;
  #app;
  /**
   * @param ctx - the client's context.
   * @param presence - the presence domain, whose activity is the one an invite shares.
   * @param app - the Discord app beside the game, which answers the join requests made in it.
   */
  constructor(ctx, presence, app) {
    this.#ctx = ctx;
    this.#presence = presence;
    this.#app = app;
  }
  /** `SendActivityInvite`: only a joinable activity (party with room, join secret) can be shared. */
  sendInvite(userId, content, callback) {
    return this.#invite("SendActivityInvite", userId, content, callback);
  }
  /** `SendActivityJoinRequest`: asks to join the user's activity in this game. */
  sendJoinRequest(userId, callback) {
    const work = /* @__PURE__ */ __name(async () => {
      const id2 = snowflakeArgument(userId, "userId");
      await sendActivityJoinRequest(this.#ctx.transport, id2, this.#ctx.requestOptions());
    }, "work");
    return this.#ctx.call("SendActivityJoinRequest", work, callback, []);
  }
  /** `SendActivityJoinRequestReply`: approves a join request by inviting its sender. */
  sendJoinRequestReply(invite, callback) {
    const request = inviteArgument(invite, ActivityActionTypes.JoinRequest);
    if (request !== void 0 && request.MessageId() === "0" && this.#app !== void 0) {
      const app = this.#app;
      const work = /* @__PURE__ */ __name(async () => {
        try {
          await app.answerJoinRequest(request.SenderId(), true);
        } catch (error) {
          throw new ClientResultError(new ClientResult({
            type: ErrorType.RPCError,
            error: `SendActivityJoinRequestReply: ${error instanceof Error ? error.message : "the Discord app failed"}`
          }), error);
        }
      }, "work");
      return this.#ctx.settle(work, callback, () => [], []);
    }
    return this.#invite("SendActivityJoinRequestReply", request?.SenderId(), "", callback, request);
  }
  /** `AcceptActivityInvite`: the sender's join secret, while the invite is valid. */
  accept(invite, callback) {
    const work = /* @__PURE__ */ __name(async () => {
      const checked = inviteArgument(invite, ActivityActionTypes.Join);
      if (checked === void 0)
        throw badInvite("an invite to join (Type Join)");
      const messageId = snowflakeArgument(checked.MessageId(), "invite.MessageId");
      const accepted = await acceptActivityInvite(this.#ctx.transport, messageId, this.#ctx.requestOptions());
      const secret = accepted?.secret;
      if (typeof secret !== "string" || secret.length === 0 || secret.length > ActivityLimits.SECRET_MAX)
        throw new TypeError("AcceptActivityInvite: the service answered without a join secret");
      return secret;
    }, "work");
    return this.#ctx.call("AcceptActivityInvite", work, callback, [""]);
  }
  /**
   * A join that arrived from outside the game (a deep link `discord-<app id>:/...?secret=` handed over by
   * the single-instance receiver): `activityJoin` and `activityJoinWithApplication` fire, through their
   * slots and `on(...)`, as callbacks do.
   * @param joinSecret - the secret, 1..128 characters.
   * @param applicationId - the application the join is for (a snowflake).
   * @throws ValidationError naming `joinSecret` or `applicationId`.
   */
  deliverActivityJoin(joinSecret, applicationId) {
    if (typeof joinSecret !== "string" || joinSecret.length === 0 || joinSecret.length > ActivityLimits.SECRET_MAX)
      throw ValidationError.argument("joinSecret", `joinSecret: expected a string of 1..${ActivityLimits.SECRET_MAX} characters`);
    const application = snowflakeArgument(applicationId, "applicationId");
    this.#ctx.events.deliverSocial({ name: "activityJoin", args: [joinSecret] });
    this.#ctx.events.deliverSocial({ name: "activityJoinWithApplication", args: [application, joinSecret] });
  }
  /** Sends an invite to the caller's current activity (`reply`: the join request it answers). */
  #invite(call, userId, content, callback, reply) {
    const work = /* @__PURE__ */ __name(async () => {
      if (call === "SendActivityJoinRequestReply" && reply === void 0)
        throw badInvite("a join request (Type JoinRequest)");
      const id2 = snowflakeArgument(userId, reply ? "invite.SenderId" : "userId");
      if (typeof content !== "string")
        throw ValidationError.argument("content", "content: expected a string (empty for none)");
      const reason = notJoinableReason(this.#presence.activity ?? void 0);
      if (reason !== void 0)
        throw ValidationError.argument("activity", `${call}: set a joinable rich presence first: ${reason}`);
      await sendActivityInvite(this.#ctx.transport, id2, { content }, this.#ctx.requestOptions());
    }, "work");
    return this.#ctx.call(call, work, callback, []);
  }
};
function inviteArgument(invite, type) {
  return invite instanceof ActivityInvite && invite.Type() === type ? invite : void 0;
}
__name(inviteArgument, "inviteArgument");
function badInvite(what) {
  return ValidationError.argument("invite", `invite: expected ${what}, as an ActivityInvite callback gave it`);
}
__name(badInvite, "badInvite");

// dist/client/linkedChannels.js
var LinkedChannels = class {
  static {
    __name(this, "LinkedChannels");
  }
  #ctx;
  /** @param ctx - the client's context. */
  constructor(ctx) {
    this.#ctx = ctx;
  }
  /** `LinkChannelToLobby` (a channel id) and `UnlinkChannelFromLobby` (null). */
  setLink(call, lobbyId, channelId, callback) {
    const work = /* @__PURE__ */ __name(async () => {
      const lobby = snowflakeArgument(lobbyId, "lobbyId");
      const channel = channelId === null ? null : snowflakeArgument(channelId, "channelId");
      const answer = await setLobbyChannelLink(this.#ctx.transport, lobby, channel, this.#ctx.requestOptions());
      if (this.#ctx.cache.lobbies.has(answer.id))
        this.#ctx.cache.upsertLobby(answer);
    }, "work");
    return this.#ctx.call(call, work, callback, []);
  }
  /**
   * `JoinLinkedLobbyGuild`: a single-use invite into the linked channel's guild, opened with the client's
   * opener (where the opener fails, the URL is still the call's value: show it, as consoles do). A
   * provisional account gets `mergeRequired` instead: known from the cached user before any request, or
   * from the service's own refusal (403 50229) when the cache did not say.
   */
  joinLinkedLobbyGuild(lobbyId, mergeRequired, callback) {
    const work = /* @__PURE__ */ __name(async (user2) => {
      const id2 = snowflakeArgument(lobbyId, "lobbyId");
      if (mergeRequired !== void 0 && typeof mergeRequired !== "function")
        throw ValidationError.argument("provisionalUserMergeRequired", "expected a function or undefined");
      if (new UserHandle(this.#ctx.cache, user2).IsProvisional()) {
        this.#ctx.events.run(() => mergeRequired?.());
        throw new ClientResultError(new ClientResult({
          type: ErrorType.AuthorizationFailed,
          error: "JoinLinkedLobbyGuild: a provisional account cannot join a guild: merge it into a Discord account first"
        }));
      }
      const { code } = await createLinkedLobbyGuildInvite(this.#ctx.transport, id2, void 0, this.#ctx.requestOptions()).catch((error) => {
        if (error instanceof ServiceError && error.serviceCode === ProvisionalErrorCode.USER_IS_PROVISIONAL)
          this.#ctx.events.run(() => mergeRequired?.());
        throw error;
      });
      const url = `${this.#ctx.transport.baseUrl}/invite/${encodeURIComponent(code)}`;
      try {
        await this.#ctx.opener(url);
      } catch {
        this.#ctx.log?.("JoinLinkedLobbyGuild: the opener could not open the invite; the call still returns it");
      }
      return url;
    }, "work");
    return this.#ctx.call("JoinLinkedLobbyGuild", work, callback, [""]);
  }
  /** `GetChannelHandle`: null while not Ready (the C++ `std::optional` empty); ValidationError for a bad id. */
  handle(channelId) {
    const id2 = snowflakeArgument(channelId, "channelId");
    if (this.#ctx.realtime.readyUser === void 0)
      return null;
    return channelHandle(this.#ctx.cache, id2);
  }
};

// dist/client/metadata.js
function metadataArgument(value, name2) {
  if (!isRecord(value))
    throw ValidationError.argument(name2, `${name2}: expected an object of string values`);
  return value;
}
__name(metadataArgument, "metadataArgument");
function optionalMetadata(field, value, name2) {
  return value === void 0 ? {} : { [field]: metadataArgument(value, name2) };
}
__name(optionalMetadata, "optionalMetadata");

// dist/client/lobbies.js
var Lobbies = class {
  static {
    __name(this, "Lobbies");
  }
  #ctx;
  /** @param ctx - the client's context. */
  constructor(ctx) {
    this.#ctx = ctx;
    ctx.realtime.onSessionStart(() => {
      for (const id2 of ctx.cache.partialLobbies)
        void this.#fetchMembers(id2);
    });
  }
  /** Fills in a lobby READY listed in part; a failure is logged (the lobby keeps what READY said). */
  async #fetchMembers(lobbyId) {
    try {
      const lobby = await getLobby(this.#ctx.transport, lobbyId, this.#ctx.requestOptions());
      this.#ctx.realtime.deliverWhenReady(this.#ctx.cache.addMembers(lobby));
    } catch (error) {
      const reason = error instanceof Error ? error.message : "error";
      this.#ctx.log(`lobbies: the members of lobby ${lobbyId} could not be fetched: ${reason}`, LoggingSeverity.Warning);
    }
  }
  /** `CreateOrJoinLobby` (`call` names the facade's method for ClientNotReady); resolves the lobby id. */
  createOrJoin(call, secret, lobbyMetadata, memberMetadata, callback) {
    const work = /* @__PURE__ */ __name(async () => {
      const body = {
        secret,
        ...optionalMetadata("lobby_metadata", lobbyMetadata, "lobbyMetadata"),
        ...optionalMetadata("member_metadata", memberMetadata, "memberMetadata")
      };
      const lobby = await createOrJoinLobby(this.#ctx.transport, body, this.#ctx.requestOptions());
      this.#ctx.cache.upsertLobby(lobby);
      return lobby.id;
    }, "work");
    return this.#ctx.call(call, work, callback, [""]);
  }
  /** `LeaveLobby`: the lobby leaves the cache once the service confirmed. */
  leave(lobbyId, callback) {
    const work = /* @__PURE__ */ __name(async () => {
      const id2 = snowflakeArgument(lobbyId, "lobbyId");
      await parsedLobbyCalls.leave(this.#ctx.transport, id2, this.#ctx.requestOptions());
      this.#ctx.cache.removeLobby(id2);
    }, "work");
    return this.#ctx.call("LeaveLobby", work, callback, []);
  }
  /** `GetLobbyIds`: empty while not Ready (the C++ library's empty vector; notReady.ts). */
  ids() {
    if (this.#ctx.realtime.readyUser === void 0)
      return [];
    return [...this.#ctx.cache.lobbies.keys()];
  }
  /** `GetLobbyHandle`: null while not Ready (the C++ `std::optional` empty); ValidationError for a bad id. */
  handle(lobbyId) {
    const id2 = snowflakeArgument(lobbyId, "lobbyId");
    if (this.#ctx.realtime.readyUser === void 0)
      return null;
    const entry = this.#ctx.cache.lobbies.get(id2);
    return entry ? new LobbyHandle(this.#ctx.cache, entry) : null;
  }
};

// dist/client/messages.js
var SENDS = {
  SendLobbyMessage: ["lobbyId", parsedLobbyCalls.sendMessage],
  SendLobbyMessageWithMetadata: ["lobbyId", parsedLobbyCalls.sendMessage],
  SendUserMessage: ["recipientId", sendUserMessage],
  SendUserMessageWithMetadata: ["recipientId", sendUserMessage]
};
var Messages = class {
  static {
    __name(this, "Messages");
  }
  #ctx;
  /** @param ctx - the client's context. */
  constructor(ctx) {
    this.#ctx = ctx;
  }
  /**
   * The four sends (`call` names the facade's method): to a lobby or to a user, with or without metadata;
   * the message goes to the cache, its id is the call's value.
   */
  send(call, toId, content, metadata, callback) {
    const [idName, post] = SENDS[call];
    const work = /* @__PURE__ */ __name(async () => {
      const body = { content, ...optionalMetadata("metadata", metadata, "metadata") };
      const id2 = snowflakeArgument(toId, idName);
      return this.#ctx.cache.upsertMessage(await post(this.#ctx.transport, id2, body, this.#options())).id;
    }, "work");
    return this.#ctx.call(call, work, callback, [""]);
  }
  /** `GetLobbyMessagesWithLimit`: newest first. */
  lobbyMessages(lobbyId, limit, callback) {
    return this.#list("GetLobbyMessagesWithLimit", callback, (options) => {
      const id2 = snowflakeArgument(lobbyId, "lobbyId");
      return parsedLobbyCalls.messages(this.#ctx.transport, id2, { limit, ...options });
    });
  }
  /** `EditUserMessage`: the edited message replaces the cached one. */
  editUserMessage(recipientId, messageId, content, callback) {
    const work = /* @__PURE__ */ __name(async () => {
      const [recipient, message] = this.#conversationIds(recipientId, messageId);
      const edited = await editUserMessage(this.#ctx.transport, recipient, message, { content }, this.#options());
      this.#ctx.cache.upsertMessage(edited);
    }, "work");
    return this.#ctx.call("EditUserMessage", work, callback, []);
  }
  /** `DeleteUserMessage`: the cache forgets it when the gateway says so. */
  deleteUserMessage(recipientId, messageId, callback) {
    const work = /* @__PURE__ */ __name(async () => {
      const [recipient, message] = this.#conversationIds(recipientId, messageId);
      await deleteUserMessage(this.#ctx.transport, recipient, message, this.#options());
    }, "work");
    return this.#ctx.call("DeleteUserMessage", work, callback, []);
  }
  /** `GetUserMessagesWithLimit`: newest first. */
  userMessages(recipientId, limit, callback) {
    return this.#list("GetUserMessagesWithLimit", callback, (options) => {
      const id2 = snowflakeArgument(recipientId, "recipientId");
      return getUserMessages(this.#ctx.transport, id2, limit, options);
    });
  }
  /** `GetUserMessageSummaries`: the last message of each conversation, most recent first. */
  summaries(callback) {
    const work = /* @__PURE__ */ __name(async () => (await getUserMessageSummaries(this.#ctx.transport, this.#options())).map((wire) => new UserMessageSummary(wire)), "work");
    return this.#ctx.call("GetUserMessageSummaries", work, callback, [[]]);
  }
  /** `GetMessageHandle`: null while not Ready (the C++ `std::optional` empty); ValidationError for a bad id. */
  handle(messageId) {
    const id2 = snowflakeArgument(messageId, "messageId");
    if (this.#ctx.realtime.readyUser === void 0)
      return null;
    const entry = this.#ctx.cache.messages.get(id2);
    return entry ? new MessageHandle(this.#ctx.cache, entry) : null;
  }
  #options() {
    return this.#ctx.requestOptions();
  }
  #conversationIds(recipientId, messageId) {
    return [snowflakeArgument(recipientId, "recipientId"), snowflakeArgument(messageId, "messageId")];
  }
  /** A list: every message goes to the cache; handles over them, newest first, are the call's value. */
  #list(call, callback, list) {
    const work = /* @__PURE__ */ __name(async () => (await list(this.#options())).map((message) => new MessageHandle(this.#ctx.cache, this.#ctx.cache.upsertMessage(message))), "work");
    return this.#ctx.call(call, work, callback, [[]]);
  }
};

// dist/client/pacer.js
var Pacer = class {
  static {
    __name(this, "Pacer");
  }
  #limit;
  #windowMs;
  #now;
  /** When the turns in the window were taken, oldest first. */
  #taken = [];
  /**
   * @param limit - turns per window.
   * @param windowMs - the window, ms.
   * @param now - the clock, ms.
   */
  constructor(limit, windowMs, now = Date.now) {
    this.#limit = limit;
    this.#windowMs = windowMs;
    this.#now = now;
  }
  /** Resolves when a turn fits in the window, having taken it. */
  async turn() {
    for (; ; ) {
      const windowStart = this.#now() - this.#windowMs;
      while (this.#taken.length > 0 && this.#taken[0] <= windowStart)
        this.#taken.shift();
      if (this.#taken.length < this.#limit) {
        this.#taken.push(this.#now());
        return;
      }
      const wait2 = this.#taken[0] - windowStart + 1;
      await new Promise((resolve3) => setTimeout(resolve3, wait2).unref());
    }
  }
};
var LatestOnly = class {
  static {
    __name(this, "LatestOnly");
  }
  #pacer;
  /** The send waiting for a turn: the latest state's sender and everyone it answers. */
  #waiting;
  /** @param pacer - whose turns the sends take. */
  constructor(pacer) {
    this.#pacer = pacer;
  }
  /**
   * @param send - sends the state as it is now (called once, unless a later submission replaces it).
   * @returns a Promise settled when the send that carries this submission went out (or threw).
   */
  submit(send2) {
    return new Promise((resolve3, reject) => {
      if (this.#waiting !== void 0) {
        this.#waiting.send = send2;
        this.#waiting.settle.push({ resolve: resolve3, reject });
        return;
      }
      this.#waiting = { send: send2, settle: [{ resolve: resolve3, reject }] };
      void this.#pacer.turn().then(() => this.#flush());
    });
  }
  #flush() {
    const waiting2 = this.#waiting;
    this.#waiting = void 0;
    if (waiting2 === void 0)
      return;
    try {
      waiting2.send();
    } catch (error) {
      for (const { reject } of waiting2.settle)
        reject(error);
      return;
    }
    for (const { resolve: resolve3 } of waiting2.settle)
      resolve3();
  }
};

// dist/client/presence.js
var CHOSEN = /* @__PURE__ */ new Map([
  [StatusType.Online, "online"],
  [StatusType.Idle, "idle"],
  [StatusType.Dnd, "dnd"],
  [StatusType.Invisible, "invisible"]
]);
function requireActivity(activity2) {
  if (!(activity2 instanceof Activity))
    throw ValidationError.argument("activity", "activity: expected an Activity (new Activity())");
}
__name(requireActivity, "requireActivity");
function checkedActivity(activity2, applicationId) {
  const checked = validateActivity(activityToWire(activity2, applicationId), { unknownFields: "refuse" });
  if (checked.issues.length > 0)
    throw new ValidationError(void 0, "activity", checked.issues.map((issue) => ({ ...issue, path: ["activity", ...issue.path] })));
  return checked.value;
}
__name(checkedActivity, "checkedActivity");
var Presence = class {
  static {
    __name(this, "Presence");
  }
  #ctx;
  /** At most `PRESENCE_UPDATES` commands per window go out, each the newest state. */
  #sends = new LatestOnly(new Pacer(GatewayLimits.PRESENCE_UPDATES, GatewayLimits.PRESENCE_WINDOW_MS));
  /** The chosen status, as the library names it (what the own user's handle reads once sent). */
  #status = StatusType.Online;
  /** This application's activity, as checked (null: none). */
  #activity = null;
  /** The Discord app beside the game (the path before `Connect`), if the client has one. */
  #app;
  /** Whether the app shows an activity we set through it (cleared there once the gateway is Ready). */
  #viaApp = false;
  /** The app's answer to the last SET_ACTIVITY sent (what the coalesced callers wait for). */
  #appReply = Promise.resolve();
  /**
   * @param ctx - the client's context.
   * @param app - the desktop-app domain (rich presence before `Connect`), if any.
   */
  constructor(ctx, app) {
    this.#ctx = ctx;
    this.#app = app;
    ctx.realtime.onSessionStart(() => {
      if (this.#viaApp) {
        this.#viaApp = false;
        app?.setActivity(null).catch(() => void 0);
      }
      if (this.#activity !== null)
        this.#sendLogged("UpdateRichPresence");
    });
    app?.onReady(() => {
      if (this.#activity !== null && this.#ctx.realtime.readyUser === void 0)
        this.#sendAppLogged("UpdateRichPresence");
    });
  }
  /** The activity this client last set (secrets included: it is the user's own), or null. */
  get activity() {
    return this.#activity;
  }
  /** `SetOnlineStatus`: Online, Idle, Dnd or Invisible; resolves once the command is sent. */
  setOnlineStatus(status, callback) {
    const work = /* @__PURE__ */ __name(async () => {
      const chosen = CHOSEN.get(status);
      if (chosen === void 0)
        throw ValidationError.argument("status", `status: expected StatusType Online 0, Idle 3, Dnd 4 or Invisible 5, received ${String(status).slice(0, 32)}`);
      this.#status = status;
      await this.#send("SetOnlineStatus");
    }, "work");
    return this.#ctx.call("SetOnlineStatus", work, callback, []);
  }
  /** `UpdateRichPresence`: checks every field, then sends (coalesced); resolves once it is sent. */
  updateRichPresence(activity2, callback) {
    if (this.#ctx.realtime.readyUser === void 0 && this.#app !== void 0)
      return this.#beforeReady(activity2, callback);
    const work = /* @__PURE__ */ __name(async () => {
      requireActivity(activity2);
      this.#activity = checkedActivity(activity2, this.#ctx.cache.friends.applicationId);
      await this.#send("UpdateRichPresence");
    }, "work");
    return this.#ctx.call("UpdateRichPresence", work, callback, []);
  }
  /** `ClearRichPresence`: no activity from now on; sent when connected (a failure is only logged). */
  clearRichPresence() {
    this.#activity = null;
    if (this.#ctx.realtime.readyUser !== void 0)
      this.#sendLogged("ClearRichPresence");
    else if (this.#viaApp && this.#app?.isReady)
      this.#sendAppLogged("ClearRichPresence");
  }
  /**
   * `UpdateRichPresence` before Ready: the same checks, then through the Discord app when it answers
   * (paced like the gateway's commands), else kept for Ready.
   */
  #beforeReady(activity2, callback) {
    const app = this.#app;
    const work = /* @__PURE__ */ __name(async () => {
      requireActivity(activity2);
      const applicationId = app.applicationId;
      if (applicationId === void 0)
        throw ValidationError.argument("applicationId", "UpdateRichPresence before Connect: SetApplicationId first (the Discord app and the service need the game)");
      this.#activity = checkedActivity(activity2, applicationId);
      const ready = await app.ready();
      if (this.#ctx.realtime.readyUser !== void 0)
        return;
      if (ready === void 0) {
        this.#ctx.log?.(`UpdateRichPresence: kept until Ready (no Discord app: ${app.problem})`);
        return;
      }
      await this.#sendApp("UpdateRichPresence");
    }, "work");
    return this.#ctx.settle(work, callback, () => [], []);
  }
  /** Sends the current activity to the app when the window allows; settles with the app's answer. */
  async #sendApp(call) {
    const app = this.#app;
    await this.#sends.submit(() => {
      this.#appReply = app.setActivity(this.#activity);
      this.#appReply.catch(() => void 0);
      this.#viaApp = this.#activity !== null;
    });
    try {
      await this.#appReply;
    } catch (error) {
      throw new ClientResultError(new ClientResult({
        type: ErrorType.RPCError,
        error: `${call}: ${error instanceof Error ? error.message : "the Discord app failed"}`
      }), error);
    }
  }
  /** {@link #sendApp} that nobody awaits: a failure is only logged. */
  #sendAppLogged(call) {
    this.#sendApp(call).catch((error) => this.#ctx.log?.(`${call}: not shown by the Discord app: ${error instanceof Error ? error.message : "error"}`));
  }
  /** A send nobody awaits: a failure (the connection went meanwhile) is only logged. */
  #sendLogged(call) {
    this.#send(call).catch((error) => this.#ctx.log?.(`${call}: not sent: ${error instanceof Error ? error.message : "error"}`));
  }
  /** Sends the current status and activity when the window allows. */
  #send(call) {
    return this.#sends.submit(() => {
      const command = {
        since: null,
        activities: this.#activity === null ? [] : [this.#activity],
        status: CHOSEN.get(this.#status) ?? "online",
        afk: false
      };
      const checked = checkPresenceUpdate(command);
      if (!checked.ok)
        throw ValidationError.argument("activity", checked.reason);
      this.#ctx.realtime.sendPresenceUpdate(call, command);
      this.#ctx.cache.friends.ownStatus = this.#status;
      this.#ctx.cache.friends.ownActivity = this.#activity;
    });
  }
};

// dist/client/provisional.js
var NO_VALUES = /* @__PURE__ */ __name(() => [], "NO_VALUES");
var USERNAME_ATTEMPTS = 3;
var Provisional = class {
  static {
    __name(this, "Provisional");
  }
  #ctx;
  #signIn;
  #lastMergeCompleted;
  /**
   * @param ctx - the client's context.
   * @param signIn - runs the token grants (expiry, ID-token claims).
   */
  constructor(ctx, signIn) {
    this.#ctx = ctx;
    this.#signIn = signIn;
  }
  /** `GetProvisionalToken`: the account of the credential (made on first use), its one-hour token. */
  getToken(applicationId, externalAuthType, externalAuthToken, callback) {
    const credential = { clientId: applicationId, externalAuthType, externalAuthToken };
    return this.#signIn.runGrant("GetProvisionalToken", async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          const response = await getProvisionalToken(this.#ctx.transport, credential, this.#ctx.requestOptions());
          return await this.#ctx.session.acceptTokens(response, applicationId);
        } catch (error) {
          const retry2 = error instanceof ServiceError && error.serviceCode === ProvisionalErrorCode.USERNAME_GENERATION_FAILED && attempt < USERNAME_ATTEMPTS;
          if (!retry2)
            throw error;
        }
      }
    }, callback);
  }
  /** `GetTokenFromProvisionalMerge`: the code exchange with the merge's credential. */
  getTokenMerging(applicationId, code, codeVerifier, redirectUri, externalAuthType, externalAuthToken, callback) {
    const merge = { externalAuthType, externalAuthToken };
    return this.#signIn.runGrant("GetTokenFromProvisionalMerge", () => this.#ctx.session.getToken(applicationId, code, codeVerifier, redirectUri, merge), callback);
  }
  /** `UnmergeIntoProvisionalAccount`. */
  unmerge(applicationId, externalAuthType, externalAuthToken, callback) {
    const credential = { clientId: applicationId, externalAuthType, externalAuthToken };
    const work = /* @__PURE__ */ __name(async () => {
      await unmergeProvisionalAccount(this.#ctx.transport, credential, this.#ctx.requestOptions());
      this.#ctx.log("provisional: UnmergeIntoProvisionalAccount succeeded: the identity left the account; GetProvisionalToken makes a new provisional user", LoggingSeverity.Info);
    }, "work");
    return this.#ctx.settle(work, callback, NO_VALUES, []);
  }
  /** `UpdateProvisionalAccountDisplayName`: with the current (provisional) token; USER_UPDATE follows. */
  updateDisplayName(name2, callback) {
    const work = /* @__PURE__ */ __name(async () => {
      await updateProvisionalDisplayName(this.#ctx.transport, name2, this.#ctx.requestOptions());
      this.#ctx.log("provisional: display name updated", LoggingSeverity.Info);
    }, "work");
    return this.#ctx.settle(work, callback, NO_VALUES, []);
  }
  /**
   * `ProvisionalUserMergeCompleted`: the game says a merge it was asked for finished. No call of this
   * port asks for one (the library does from overlay features a Node process lacks), so it is noted.
   */
  mergeCompleted(success) {
    this.#lastMergeCompleted = success === true;
    this.#ctx.log?.(`provisional user merge completed: ${this.#lastMergeCompleted ? "success" : "failure"}`);
  }
  /** What the last `ProvisionalUserMergeCompleted` said, or undefined. */
  get lastMergeCompleted() {
    return this.#lastMergeCompleted;
  }
};

// dist/client/friendSearch.js
function editBound(length) {
  if (length < 4)
    return 0;
  return length <= 7 ? 1 : 2;
}
__name(editBound, "editBound");
var row = new Uint16Array(64);
function substringEditDistance(query, text, bound) {
  const m = query.length;
  if (m === 0)
    return 0;
  if (row.length < m + 1)
    row = new Uint16Array(m + 1);
  for (let i = 0; i <= m; i++)
    row[i] = i;
  let best = row[m];
  for (let j = 1; j <= text.length; j++) {
    const c = text.charCodeAt(j - 1);
    let diagonal = 0;
    for (let i = 1; i <= m; i++) {
      const above = row[i];
      const cost = query.charCodeAt(i - 1) === c ? 0 : 1;
      const value = Math.min(above + 1, row[i - 1] + 1, diagonal + cost);
      diagonal = above;
      row[i] = value;
    }
    if (row[m] < best)
      best = row[m];
    if (best === 0)
      break;
  }
  return best > bound ? bound + 1 : best;
}
__name(substringEditDistance, "substringEditDistance");
function score(query, name2, bound) {
  const at = name2.indexOf(query);
  if (at === 0)
    return 0;
  if (at > 0)
    return 1e3 + at;
  if (bound === 0)
    return void 0;
  const distance = substringEditDistance(query, name2, bound);
  return distance <= bound ? 2e3 + distance : void 0;
}
__name(score, "score");
function searchFriends(query, candidates) {
  const needle = query.toLowerCase();
  if (needle.length === 0)
    return [];
  const bound = editBound(needle.length);
  const found = [];
  for (const candidate of candidates) {
    const byUsername = score(needle, candidate.username.toLowerCase(), bound);
    const byDisplay = score(needle, candidate.displayName.toLowerCase(), bound);
    const best = Math.min(byUsername ?? Number.POSITIVE_INFINITY, byDisplay ?? Number.POSITIVE_INFINITY);
    if (best !== Number.POSITIVE_INFINITY)
      found.push({ id: candidate.id, displayName: candidate.displayName, score: best });
  }
  found.sort((a, b) => a.score - b.score || compareNames(a.displayName, b.displayName) || compareSnowflakes(a.id, b.id));
  return found.map((entry) => entry.id);
}
__name(searchFriends, "searchFriends");

// dist/client/notReady.js
var EMPTY_USER = Object.freeze({
  id: "0",
  username: "",
  discriminator: "0",
  global_name: null,
  avatar: null
});
var NotReadyValues = class {
  static {
    __name(this, "NotReadyValues");
  }
  #cache;
  get #empty() {
    this.#cache ??= new SocialCache();
    return this.#cache;
  }
  /** `GetCurrentUser`'s dummy handle: `Id()` `0`, `Username()` and `DisplayName()` empty, `Avatar()` null. */
  user() {
    return new UserHandle(this.#empty, { ...EMPTY_USER });
  }
  /** `GetRelationshipHandle`'s handle: `Id()` the id asked, both types `None`, `User()` null. */
  relationship(userId) {
    return new RelationshipHandle(this.#empty, userId);
  }
};

// dist/client/relationships.js
var SEARCH_TEXT_MAX = 256;
var TO_USER = {
  AcceptDiscordFriendRequest: [acceptFriendRequest, "discord"],
  AcceptGameFriendRequest: [acceptFriendRequest, "game"],
  RejectDiscordFriendRequest: [rejectFriendRequest, "discord"],
  RejectGameFriendRequest: [rejectFriendRequest, "game"],
  CancelDiscordFriendRequest: [cancelFriendRequest, "discord"],
  CancelGameFriendRequest: [cancelFriendRequest, "game"],
  RemoveDiscordAndGameFriend: [removeFriend, "discord"],
  RemoveGameFriend: [removeFriend, "game"]
};
var SENDS2 = {
  SendDiscordFriendRequest: ["discord", "username"],
  SendDiscordFriendRequestById: ["discord", "userId"],
  SendGameFriendRequest: ["game", "username"],
  SendGameFriendRequestById: ["game", "userId"]
};
var GROUPS = /* @__PURE__ */ new Set([0, 1, 2]);
function usernameArgument(value) {
  const [issue] = usernameIssues(value, ["username"]);
  if (issue !== void 0)
    throw ValidationError.argument("username", `username: ${issue.message}`);
  return value;
}
__name(usernameArgument, "usernameArgument");
var Relationships = class {
  static {
    __name(this, "Relationships");
  }
  #ctx;
  #notReady = new NotReadyValues();
  /** @param ctx - the client's context. */
  constructor(ctx) {
    this.#ctx = ctx;
  }
  /** `GetRelationships`: empty while not Ready (the C++ library's empty vector; notReady.ts). */
  all() {
    if (this.#ctx.realtime.readyUser === void 0)
      return [];
    return [...this.#ctx.cache.friends.relationships.keys()].map((id2) => this.#handle(id2));
  }
  /**
   * `GetRelationshipHandle`: while not Ready a detached handle whose types read `None` (the C++ library
   * returns a handle, never an error); ValidationError for a bad id.
   */
  handle(userId) {
    const id2 = snowflakeArgument(userId, "userId");
    if (this.#ctx.realtime.readyUser === void 0)
      return this.#notReady.relationship(id2);
    return this.#handle(id2);
  }
  /** `GetRelationshipsByGroup`: one group, in order, as kept (never sorted here); empty while not Ready. */
  byGroup(group) {
    if (!GROUPS.has(group))
      throw ValidationError.argument("group", `group: expected a RelationshipGroupType (OnlinePlayingGame 0, OnlineElsewhere 1, Offline 2), received ${String(group).slice(0, 32)}`);
    if (this.#ctx.realtime.readyUser === void 0)
      return [];
    return this.#ctx.cache.friends.groups.ids(group).map((id2) => this.#handle(id2));
  }
  /** `SearchFriendsByUsername`: friends (either kind) ranked as friendSearch.ts documents; empty while not Ready. */
  search(searchStr) {
    if (typeof searchStr !== "string" || searchStr.length > SEARCH_TEXT_MAX)
      throw ValidationError.argument("searchStr", `searchStr: expected a string of at most ${SEARCH_TEXT_MAX} characters`);
    if (this.#ctx.realtime.readyUser === void 0)
      return [];
    const { friends, users } = this.#ctx.cache;
    const candidates = [];
    for (const entry of friends.relationships.values()) {
      if (entry.type !== RelationshipType.Friend && entry.gameType !== RelationshipType.Friend)
        continue;
      const user2 = users.get(entry.id);
      if (user2 !== void 0)
        candidates.push({ id: entry.id, username: user2.username, displayName: displayName(user2) });
    }
    return searchFriends(searchStr, candidates).map((id2) => userHandle(this.#ctx.cache, id2));
  }
  /** A friend-request send: by unique username or by id, to a Discord or game friendship. */
  send(call, target, callback) {
    const [kind, by] = SENDS2[call];
    const work = /* @__PURE__ */ __name(async () => {
      const body = by === "username" ? { username: usernameArgument(target) } : { user_id: snowflakeArgument(target, "userId") };
      await sendFriendRequest(this.#ctx.transport, kind, body, this.#ctx.requestOptions());
    }, "work");
    return this.#ctx.call(call, work, callback, []);
  }
  /** Accept, reject, cancel or remove, about one other user. */
  toUser(call, userId, callback) {
    const [request, kind] = TO_USER[call];
    const work = /* @__PURE__ */ __name(async () => {
      const id2 = snowflakeArgument(userId, "userId");
      await request(this.#ctx.transport, kind, id2, this.#ctx.requestOptions());
    }, "work");
    return this.#ctx.call(call, work, callback, []);
  }
  /** `BlockUser` or `UnblockUser`. */
  block(call, userId, callback) {
    const work = /* @__PURE__ */ __name(async () => {
      const id2 = snowflakeArgument(userId, "userId");
      const request = call === "BlockUser" ? blockUser : unblockUser;
      await request(this.#ctx.transport, id2, this.#ctx.requestOptions());
    }, "work");
    return this.#ctx.call(call, work, callback, []);
  }
  #handle(id2) {
    return new RelationshipHandle(this.#ctx.cache, id2);
  }
};

// dist/client/signIn.js
var NO_VALUES2 = /* @__PURE__ */ __name(() => [], "NO_VALUES");
var SignIn = class {
  static {
    __name(this, "SignIn");
  }
  #ctx;
  #applicationId;
  #lastClaims;
  /** @param ctx - the client's context. */
  constructor(ctx) {
    this.#ctx = ctx;
  }
  /** @throws ValidationError naming `applicationId` when it is not a snowflake. */
  setApplicationId(applicationId) {
    this.#applicationId = snowflakeArgument(applicationId, "applicationId");
  }
  /** The application id as a decimal string, or undefined before it is set. */
  get applicationId() {
    return this.#applicationId;
  }
  /** The verified claims of the most recent ID token, if any. */
  get lastIdTokenClaims() {
    return this.#lastClaims;
  }
  /** True once a token was set with `UpdateToken` (and not revoked through this client). */
  get authenticated() {
    return this.#ctx.tokens.current !== void 0;
  }
  /** `Authorize`; rejects with ValidationError (as a ClientResultError) when `args` is not AuthorizationArgs. */
  authorize(args, callback) {
    const work = /* @__PURE__ */ __name(async () => {
      if (!(args instanceof AuthorizationArgs))
        throw ValidationError.argument("args", "args: expected an AuthorizationArgs");
      return this.#ctx.session.authorize(args, this.#applicationId);
    }, "work");
    return this.#ctx.settle(this.#logged("Authorize", work, () => "a code arrived"), callback, (r) => [r.code, r.redirectUri], ["", ""]);
  }
  /** Cancels every pending `Authorize`. */
  abortAuthorize() {
    this.#ctx.session.abort();
  }
  /** Cancels the client's HTTP calls in flight or queued. */
  abortPendingRequests() {
    this.#ctx.session.abortRequests();
  }
  /** Hands a redirect URL to the pending authorizations; never throws. */
  handleRedirect(url) {
    return this.#ctx.session.handleRedirect(url);
  }
  /** `GetToken`: the code exchange, the ID token verified. */
  getToken(applicationId, code, codeVerifier, redirectUri, callback) {
    return this.runGrant("GetToken", () => this.#ctx.session.getToken(applicationId, code, codeVerifier, redirectUri), callback);
  }
  /** `RefreshToken`: the refresh grant (the refresh token rotates). */
  refreshToken(applicationId, refreshToken, callback) {
    return this.runGrant("RefreshToken", () => this.#ctx.session.refresh(applicationId, refreshToken), callback);
  }
  /** `GetTokenFromClientCredentials`: the client-credentials grant. */
  clientCredentials(applicationId, clientSecret, scopes2, callback) {
    return this.runGrant("GetTokenFromClientCredentials", () => this.#ctx.session.clientCredentials(applicationId, clientSecret, scopes2), callback);
  }
  /** `RevokeToken`: revoking the current token forgets it and ends the connection. */
  revokeToken(applicationId, token, callback) {
    const work = /* @__PURE__ */ __name(async () => {
      await this.#ctx.session.revoke(applicationId, token);
      const current = token === this.#ctx.tokens.current;
      if (current) {
        this.#ctx.tokens.set(void 0);
        this.#ctx.realtime.disconnect();
      }
      return current;
    }, "work");
    const logged = this.#logged("RevokeToken", work, (current) => current ? "the current token was revoked; disconnecting" : "a token other than the current one was revoked");
    return this.#ctx.settle(logged, callback, NO_VALUES2, []);
  }
  /** `UpdateToken`: Bearer only; a changed token makes a live connection start a fresh session with it. */
  updateToken(tokenType, token, callback) {
    const work = /* @__PURE__ */ __name(async () => {
      requireBearer(tokenType);
      const prefixed = tokenSchemeProblem("token", token, "the first argument, AuthorizationTokenType.Bearer, says its type");
      if (prefixed !== void 0)
        throw ValidationError.argument("token", prefixed);
      if (!isTokenText(token))
        throw ValidationError.argument("token", "token: expected 1 to 4096 visible ASCII characters");
      const changed = token !== this.#ctx.tokens.current;
      this.#ctx.tokens.set(token);
      if (changed)
        this.#ctx.realtime.tokenChanged();
      return changed;
    }, "work");
    const logged = this.#logged("UpdateToken", work, (changed) => changed ? "a new Bearer token is in use" : "the token in use was set again");
    return this.#ctx.settle(logged, callback, NO_VALUES2, []);
  }
  /** @throws ValidationError naming `callback` when it is neither a function nor undefined. */
  setTokenExpirationCallback(callback) {
    this.#ctx.tokens.setExpirationCallback(slotCallback(callback));
  }
  /** @throws ValidationError naming `httpTimeoutInMilliseconds` when out of range. */
  setHttpRequestTimeout(httpTimeoutInMilliseconds) {
    try {
      this.#ctx.transport.setTimeout(httpTimeoutInMilliseconds);
    } catch (error) {
      throw ValidationError.argument("httpTimeoutInMilliseconds", error.message);
    }
  }
  /**
   * Runs a token grant under the facade's convention: notes the tokens' expiry and any verified ID token's
   * claims (also for the device and provisional domains' grants); `name` is the facade's call, for the log.
   */
  runGrant(name2, grant, callback) {
    const work = /* @__PURE__ */ __name(async () => {
      const tokens = await grant();
      this.#ctx.tokens.received(tokens);
      if (tokens.claims !== void 0)
        this.#lastClaims = tokens.claims;
      return tokens;
    }, "work");
    const logged = this.#logged(name2, work, (tokens) => `granted scopes "${tokens.scopes}", expiring in ${tokens.expiresIn} s` + (tokens.claims === void 0 ? "" : ", ID token verified"));
    return this.#ctx.settle(logged, callback, tokenValues, NO_TOKENS);
  }
  /**
   * `work` with a log line as it starts and as it ends. `outcome` describes a success without any secret
   * (scopes and lifetimes, never a token or code); a failure's message is the error's, which the SDK's
   * errors keep free of secrets.
   */
  #logged(name2, work, outcome) {
    return async () => {
      const log = this.#ctx.log;
      log(`sign-in: ${name2} started`, LoggingSeverity.Verbose);
      try {
        const value = await work();
        log(`sign-in: ${name2} succeeded: ${outcome(value)}`, LoggingSeverity.Info);
        return value;
      } catch (error) {
        log(`sign-in: ${name2} failed: ${error instanceof Error ? error.message : "error"}`, LoggingSeverity.Warning);
        throw error;
      }
    };
  }
};

// dist/client/users.js
var Users = class {
  static {
    __name(this, "Users");
  }
  #ctx;
  #notReady = new NotReadyValues();
  /** @param ctx - the client's context. */
  constructor(ctx) {
    this.#ctx = ctx;
  }
  /** `GetCurrentUser`: the READY user; while not Ready, the C++ library's dummy user (id `0`). */
  current() {
    const user2 = this.#ctx.realtime.readyUser;
    if (user2 === void 0)
      return this.#notReady.user();
    return userHandle(this.#ctx.cache, user2.id) ?? new UserHandle(this.#ctx.cache, user2);
  }
  /** `GetCurrentUserV2`: null before Ready (and after the session ended); never throws. */
  currentV2() {
    const user2 = this.#ctx.realtime.readyUser;
    if (user2 === void 0)
      return null;
    return userHandle(this.#ctx.cache, user2.id) ?? new UserHandle(this.#ctx.cache, user2);
  }
  /** `GetUser`: null while not Ready (the C++ `std::optional` empty); ValidationError for a bad id. */
  user(userId) {
    const id2 = snowflakeArgument(userId, "userId");
    if (this.#ctx.realtime.readyUser === void 0)
      return null;
    return userHandle(this.#ctx.cache, id2);
  }
};

// dist/client/Client.js
var Client = class extends EventEmitter {
  static {
    __name(this, "Client");
  }
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
    if (options.applicationId !== void 0)
      this.SetApplicationId(options.applicationId);
  }
  // Sign-in and tokens (signIn.ts) ------------------------------------------------------------------
  /**
   * The scopes for the communication features (expanded by the service).
   * @returns `openid sdk.social_layer`.
   * @see docs/service.md, "Signing in".
   */
  static GetDefaultCommunicationScopes() {
    return "openid sdk.social_layer";
  }
  /**
   * The scopes for presence only (expanded by the service).
   * @returns `openid sdk.social_layer_presence`.
   * @see docs/service.md, "Signing in".
   */
  static GetDefaultPresenceScopes() {
    return "openid sdk.social_layer_presence";
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
  GetTokenFromClientCredentials(applicationId, clientSecret, scopes2, callback) {
    return this.#signIn.clientCredentials(applicationId, clientSecret, scopes2, callback);
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
    return this.#relationships.send("SendDiscordFriendRequest", username, callback);
  }
  SendDiscordFriendRequestById(userId, callback) {
    return this.#relationships.send("SendDiscordFriendRequestById", userId, callback);
  }
  SendGameFriendRequest(username, callback) {
    return this.#relationships.send("SendGameFriendRequest", username, callback);
  }
  SendGameFriendRequestById(userId, callback) {
    return this.#relationships.send("SendGameFriendRequestById", userId, callback);
  }
  AcceptDiscordFriendRequest(userId, callback) {
    return this.#relationships.toUser("AcceptDiscordFriendRequest", userId, callback);
  }
  AcceptGameFriendRequest(userId, callback) {
    return this.#relationships.toUser("AcceptGameFriendRequest", userId, callback);
  }
  RejectDiscordFriendRequest(userId, callback) {
    return this.#relationships.toUser("RejectDiscordFriendRequest", userId, callback);
  }
  RejectGameFriendRequest(userId, callback) {
    return this.#relationships.toUser("RejectGameFriendRequest", userId, callback);
  }
  CancelDiscordFriendRequest(userId, callback) {
    return this.#relationships.toUser("CancelDiscordFriendRequest", userId, callback);
  }
  CancelGameFriendRequest(userId, callback) {
    return this.#relationships.toUser("CancelGameFriendRequest", userId, callback);
  }
  RemoveDiscordAndGameFriend(userId, callback) {
    return this.#relationships.toUser("RemoveDiscordAndGameFriend", userId, callback);
  }
  RemoveGameFriend(userId, callback) {
    return this.#relationships.toUser("RemoveGameFriend", userId, callback);
  }
  BlockUser(userId, callback) {
    return this.#relationships.block("BlockUser", userId, callback);
  }
  UnblockUser(userId, callback) {
    return this.#relationships.block("UnblockUser", userId, callback);
  }
  SetOnlineStatus(status, callback) {
    return this.#presence.setOnlineStatus(status, callback);
  }
  UpdateRichPresence(activity2, callback) {
    return this.#presence.updateRichPresence(activity2, callback);
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
    return this.#lobbies.createOrJoin("CreateOrJoinLobby", secret, void 0, void 0, callback);
  }
  CreateOrJoinLobbyWithMetadata(secret, lobbyMetadata, memberMetadata, callback) {
    return this.#lobbies.createOrJoin("CreateOrJoinLobbyWithMetadata", secret, lobbyMetadata, memberMetadata, callback);
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
    return this.#audio.getDevices("input", cb);
  }
  GetOutputDevices(cb) {
    return this.#audio.getDevices("output", cb);
  }
  GetCurrentInputDevice(cb) {
    return this.#audio.getCurrent("input", cb);
  }
  GetCurrentOutputDevice(cb) {
    return this.#audio.getCurrent("output", cb);
  }
  /**
   * Selects the microphone by `AudioDevice.Id()` (or `GetDefaultAudioDeviceId()` to follow the system's
   * default); a running call switches to it at once.
   * @param cb - `(result)`: `ValidationError` for an id the OS does not list (or no audio module).
   * @see the C++ library's `Client::SetInputDevice`.
   */
  SetInputDevice(deviceId, cb) {
    return this.#audio.setDevice("input", deviceId, cb);
  }
  /**
   * Selects the speakers by `AudioDevice.Id()`; a running call switches to them at once.
   * @param cb - `(result)`: `ValidationError` for an id the OS does not list (or no audio module).
   * @see the C++ library's `Client::SetOutputDevice`.
   */
  SetOutputDevice(deviceId, cb) {
    return this.#audio.setDevice("output", deviceId, cb);
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
    return this.#messages.send("SendLobbyMessage", lobbyId, content, void 0, callback);
  }
  SendLobbyMessageWithMetadata(lobbyId, content, metadata, callback) {
    return this.#messages.send("SendLobbyMessageWithMetadata", lobbyId, content, metadata, callback);
  }
  GetLobbyMessagesWithLimit(lobbyId, limit, callback) {
    return this.#messages.lobbyMessages(lobbyId, limit, callback);
  }
  SendUserMessage(recipientId, content, callback) {
    return this.#messages.send("SendUserMessage", recipientId, content, void 0, callback);
  }
  SendUserMessageWithMetadata(recipientId, content, metadata, callback) {
    return this.#messages.send("SendUserMessageWithMetadata", recipientId, content, metadata, callback);
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
    this.#ctx.events.setSlot("lobbyCreated", callback);
  }
  /**
   * @param callback - `(lobbyId)`, or undefined to clear the slot.
   * @throws ValidationError naming `callback` when it is not a function.
   * @see the C++ library's `Client::SetLobbyDeletedCallback`.
   */
  SetLobbyDeletedCallback(callback) {
    this.#ctx.events.setSlot("lobbyDeleted", callback);
  }
  /**
   * @param callback - `(lobbyId)`, or undefined to clear the slot.
   * @throws ValidationError naming `callback` when it is not a function.
   * @see the C++ library's `Client::SetLobbyUpdatedCallback`.
   */
  SetLobbyUpdatedCallback(callback) {
    this.#ctx.events.setSlot("lobbyUpdated", callback);
  }
  /**
   * @param callback - `(lobbyId, memberId)`, or undefined to clear the slot.
   * @throws ValidationError naming `callback` when it is not a function.
   * @see the C++ library's `Client::SetLobbyMemberAddedCallback`.
   */
  SetLobbyMemberAddedCallback(callback) {
    this.#ctx.events.setSlot("lobbyMemberAdded", callback);
  }
  /**
   * @param callback - `(lobbyId, memberId)`, or undefined to clear the slot.
   * @throws ValidationError naming `callback` when it is not a function.
   * @see the C++ library's `Client::SetLobbyMemberUpdatedCallback`.
   */
  SetLobbyMemberUpdatedCallback(callback) {
    this.#ctx.events.setSlot("lobbyMemberUpdated", callback);
  }
  /**
   * @param callback - `(lobbyId, memberId)`, or undefined to clear the slot.
   * @throws ValidationError naming `callback` when it is not a function.
   * @see the C++ library's `Client::SetLobbyMemberRemovedCallback`.
   */
  SetLobbyMemberRemovedCallback(callback) {
    this.#ctx.events.setSlot("lobbyMemberRemoved", callback);
  }
  /**
   * @param callback - `(messageId)`, or undefined to clear the slot.
   * @throws ValidationError naming `callback` when it is not a function.
   * @see the C++ library's `Client::SetMessageCreatedCallback`.
   */
  SetMessageCreatedCallback(callback) {
    this.#ctx.events.setSlot("messageCreated", callback);
  }
  /**
   * @param callback - `(messageId)`, or undefined to clear the slot.
   * @throws ValidationError naming `callback` when it is not a function.
   * @see the C++ library's `Client::SetMessageUpdatedCallback`.
   */
  SetMessageUpdatedCallback(callback) {
    this.#ctx.events.setSlot("messageUpdated", callback);
  }
  /**
   * @param callback - `(messageId, channelId)`, or undefined to clear the slot.
   * @throws ValidationError naming `callback` when it is not a function.
   * @see the C++ library's `Client::SetMessageDeletedCallback`.
   */
  SetMessageDeletedCallback(callback) {
    this.#ctx.events.setSlot("messageDeleted", callback);
  }
  /**
   * @param callback - `(userId, isDiscordRelationshipUpdate)`: a relationship appeared or changed type; the flag says which kind; or undefined to clear the slot.
   * @throws ValidationError naming `callback` when it is not a function.
   * @see the C++ library's `Client::SetRelationshipCreatedCallback`.
   */
  SetRelationshipCreatedCallback(callback) {
    this.#ctx.events.setSlot("relationshipCreated", callback);
  }
  /**
   * @param callback - `(userId, isDiscordRelationshipUpdate)`: a relationship of one kind is gone; or undefined to clear the slot.
   * @throws ValidationError naming `callback` when it is not a function.
   * @see the C++ library's `Client::SetRelationshipDeletedCallback`.
   */
  SetRelationshipDeletedCallback(callback) {
    this.#ctx.events.setSlot("relationshipDeleted", callback);
  }
  /**
   * @param callback - `(userId)`: a friend moved between the friends list's groups; or undefined to clear the slot.
   * @throws ValidationError naming `callback` when it is not a function.
   * @see the C++ library's `Client::SetRelationshipGroupsUpdatedCallback`.
   */
  SetRelationshipGroupsUpdatedCallback(callback) {
    this.#ctx.events.setSlot("relationshipGroupsUpdated", callback);
  }
  /**
   * @param callback - `(userId)`: a cached user changed (name, avatar, status, in the game or not, rich presence); or undefined to clear the slot.
   * @throws ValidationError naming `callback` when it is not a function.
   * @see the C++ library's `Client::SetUserUpdatedCallback`.
   */
  SetUserUpdatedCallback(callback) {
    this.#ctx.events.setSlot("userUpdated", callback);
  }
  /**
   * @param callback - `(invite)`: an invite to a friend's activity, or a request to join the user's,
   *   arrived (such a message does not also fire the message callback); or undefined to clear the slot.
   * @throws ValidationError naming `callback` when it is not a function.
   * @see the C++ library's `Client::SetActivityInviteCreatedCallback`.
   */
  SetActivityInviteCreatedCallback(callback) {
    this.#ctx.events.setSlot("activityInviteCreated", callback);
  }
  /**
   * @param callback - `(invite)`: a known invite's validity changed; or undefined to clear the slot.
   * @throws ValidationError naming `callback` when it is not a function.
   * @see the C++ library's `Client::SetActivityInviteUpdatedCallback`.
   */
  SetActivityInviteUpdatedCallback(callback) {
    this.#ctx.events.setSlot("activityInviteUpdated", callback);
  }
  /**
   * @param callback - `(joinSecret)`: the user accepted an invite outside the game (a deep link while it
   *   runs); pass the secret to `CreateOrJoinLobby`. Or undefined to clear the slot.
   * @throws ValidationError naming `callback` when it is not a function.
   * @see the C++ library's `Client::SetActivityJoinCallback`.
   */
  SetActivityJoinCallback(callback) {
    this.#ctx.events.setSlot("activityJoin", callback);
  }
  /**
   * @param callback - `(applicationId, joinSecret)`: as `SetActivityJoinCallback`, with the application;
   *   or undefined to clear the slot.
   * @throws ValidationError naming `callback` when it is not a function.
   * @see the C++ library's `Client::SetActivityJoinWithApplicationCallback`.
   */
  SetActivityJoinWithApplicationCallback(callback) {
    this.#ctx.events.setSlot("activityJoinWithApplication", callback);
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
    return this.#linkedChannels.setLink("LinkChannelToLobby", lobbyId, channelId, callback);
  }
  UnlinkChannelFromLobby(lobbyId, callback) {
    return this.#linkedChannels.setLink("UnlinkChannelFromLobby", lobbyId, null, callback);
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
    return this.#device.getToken(args, void 0, callback);
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
  UpdateProvisionalAccountDisplayName(name2, callback) {
    return this.#provisional.updateDisplayName(name2, callback);
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
    this.#authHost.setAuthorizeRequestCallback(void 0);
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
};

export {
  sendActivityInvite,
  sendActivityJoinRequest,
  acceptActivityInvite,
  exchangeChildToken,
  requestDeviceAuthorization,
  pollDeviceToken,
  sendUserMessage,
  editUserMessage,
  deleteUserMessage,
  getUserMessages,
  getUserMessageSummaries,
  getGateway,
  getCurrentUserGuilds,
  getGuildChannels,
  setLobbyChannelLink,
  createLinkedLobbyGuildInvite,
  createLobby,
  createOrJoinLobby,
  getLobby,
  modifyLobby,
  deleteLobby,
  addLobbyMember,
  removeLobbyMember,
  leaveLobby,
  bulkUpdateLobbyMembers,
  sendLobbyMessage,
  getLobbyMessages,
  parsedLobbyCalls,
  exchangeAuthorizationCode,
  refreshAccessToken,
  clientCredentialsToken,
  revokeToken,
  getProvisionalToken,
  unmergeProvisionalAccount,
  updateProvisionalDisplayName,
  getUserOfToken,
  getRelationships,
  sendFriendRequest,
  acceptFriendRequest,
  rejectFriendRequest,
  cancelFriendRequest,
  removeFriend,
  blockUser,
  unblockUser,
  MAX_REDIRECT_URL_LENGTH,
  defaultCustomScheme,
  customSchemeRedirectUri,
  loopbackRedirectUri,
  DEFAULT_AUTHORIZE_TIMEOUT_MS,
  nativeStatus,
  randomFill,
  randomBytes,
  randomToken,
  AuthenticationCodeChallengeMethod,
  AuthorizationCodeChallenge,
  AuthorizationCodeVerifier,
  createAuthorizationCodeVerifier,
  AuthorizationArgs,
  buildAuthorizeUrl,
  AuthorizationError,
  IdTokenError,
  DeauthorizedError,
  AuthorizationAbortedError,
  nodeNet,
  Authorizer,
  DeviceAuthorizationArgs,
  runDeviceGrant,
  verifyIdToken,
  OidcProvider,
  browserCommand,
  openInBrowser,
  ActivityButton,
  ActivityAssets,
  ActivityTimestamps,
  ActivityParty,
  ActivitySecrets,
  Activity,
  ActivityInvite,
  AdditionalContent,
  UserApplicationProfileHandle,
  resolveScheme,
  defaultLaunchCommand,
  registerScheme,
  unregisterScheme,
  queryScheme,
  ClientThread,
  SDK_VERSION,
  AudioDevice,
  MAX_LAUNCH_COMMAND_LENGTH,
  splitLaunchCommand,
  MAX_STEAM_APP_ID,
  steamLaunchUrl,
  registerLaunchCommand,
  registerLaunchSteamApplication,
  runCallbacks,
  CallStatus,
  CallError,
  AudioModeType,
  AudioSystem,
  VADThresholdSettings,
  VoiceStateHandle,
  ClientStatus,
  ClientError,
  LOG_FILE_NAME,
  DEFAULT_LOG_FILE_MAX_BYTES,
  loggingSeverityName,
  Call,
  ChannelType2 as ChannelType,
  checkClientOptionKeys,
  ErrorType,
  errorTypeName,
  ClientResult,
  ClientResultError,
  toClientResult,
  CallInfoHandle,
  ClientCreateOptions,
  checkRedirectUrl,
  extractRedirectUrl,
  ACTIVITY_JOIN_PATH,
  MAX_JOIN_SECRET_LENGTH,
  activityJoinUrl,
  parseActivityJoinUrl,
  UserHandle,
  RelationshipHandle,
  printingDeviceScreen,
  GuildMinimal,
  LinkedLobby,
  LinkedChannel,
  GuildChannel,
  ChannelHandle,
  LobbyMemberHandle,
  LobbyHandle,
  MessageHandle,
  UserMessageSummary,
  Client
};
