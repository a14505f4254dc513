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
} from "./chunk-NAPCFEKK.js";
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
  LoggingSeverity,
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
  __name,
  backoffDelay,
  compareSnowflakes,
  defineOwn,
  ensureValid,
  enumNamer,
  isEnumValue,
  isHttpUrl,
  isRecord,
  isSnowflake,
  loadOnce,
  parseSnowflake,
  parseUrl,
  permissionsProblem,
  routeParams,
  snowflakeArgs,
  snowflakeArgument
} from "./chunk-Y56Z653D.js";

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
    signal: options.signal
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
  const response = await transport.request({ ...request, auth: "none", signal: options.signal });
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
  const response = await transport.request({ ...request, params, signal: options.signal });
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
    options
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
    signal: options.signal
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
  await transport.request({ ...request, json, auth: "none", secrets, signal: options.signal });
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
    signal: options.signal
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
    if (request.headers.host !== `${LOOPBACK_HOST}:${port}`)
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
function registerScheme(appIdOrScheme, options = {}) {
  const scheme = resolveScheme(appIdOrScheme, "registerScheme(appIdOrScheme)");
  if (typeof options !== "object" || options === null) {
    throw new TypeError("registerScheme(options): expected an object");
  }
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

// dist/client/callbacks.js
var MAX_QUEUED_CALLBACKS = 1e5;
var waiting = /* @__PURE__ */ new Set();
var CallbackQueue = class {
  static {
    __name(this, "CallbackQueue");
  }
  mode;
  #report;
  #tasks = [];
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
    if (this.#tasks.length > MAX_QUEUED_CALLBACKS) {
      this.#tasks.shift();
      if (this.#dropped++ === 0)
        this.#report(new Error(`callback queue full (${MAX_QUEUED_CALLBACKS}): the oldest callbacks are being dropped; call RunCallbacks() more often`));
    }
  }, "run");
  /** Callbacks waiting. */
  get size() {
    return this.#tasks.length;
  }
  /**
   * Runs the callbacks queued before this call, in order; those they queue wait for the next call
   * (so a callback that queues another cannot keep a frame from ending). Returns how many ran.
   */
  drain() {
    const tasks = this.#tasks;
    this.#tasks = [];
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

// dist/client/clientStatus.js
var ClientStatus = ConnectionStatus;
var ClientError = ConnectionError;

// dist/client/logFile.js
import { closeSync, openSync, renameSync, writeSync } from "node:fs";
import { join as join2 } from "node:path";
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
  constructor(directory, maxBytes) {
    this.#path = join2(directory, LOG_FILE_NAME);
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
      throw ValidationError.argument("path", "SetLogDir: path must be a string");
    const min = checkSeverity("SetLogDir", minSeverity);
    this.#file?.file.close();
    this.#file = void 0;
    if (min !== LoggingSeverity.None) {
      try {
        this.#file = { file: new LogFile(resolve2(path === "" ? "." : path), this.#fileMaxBytes), min };
      } catch (error) {
        const reason = error instanceof Error && "code" in error ? String(error.code) : "error";
        this.#recomputeLowest();
        this.write(`logging: discord.log could not be opened in the log directory (${reason})`, LoggingSeverity.Error);
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
function isDiscordAppInstalled(ctx, callback) {
  if (callback === void 0)
    return Promise.resolve(false);
  if (typeof callback !== "function")
    throw ValidationError.argument("callback", "IsDiscordAppInstalled: callback must be a function");
  ctx.events.run(() => callback(false));
  return Promise.resolve();
}
__name(isDiscordAppInstalled, "isDiscordAppInstalled");

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
   * messages, ephemeral direct messages and unknown ids.
   */
  canOpen(messageId) {
    return openable(this.#ctx.cache.messages.get(snowflakeArgument(messageId, "messageId")));
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
    const { code, record: record2 } = await this.#authorizer.authorize(args, defaultClientId);
    this.#codes.set(code.code, { ...record2, until: this.#now() + CODE_MEMORY_MS });
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
    const record2 = typeof code === "string" ? this.#codes.get(code) : void 0;
    if (record2 !== void 0)
      this.#codes.delete(code);
    const nonce = record2 !== void 0 && record2.until >= this.#now() ? record2.nonce : void 0;
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
      followRedirects: false
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
  /** Dispatches dropped at the edge since the client was made (each also reported by `dispatchDropped`). */
  #dropped = 0;
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
    throw notReady(call);
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
      throw notReady(call);
  }
  /**
   * @param listener - called after each READY and RESUMED has been applied: the service forgot what the
   *   session's connection set when it dropped, so a domain may restate it.
   */
  onSessionStart(listener) {
    this.#sessionListeners.push(listener);
  }
  #dispatched(event, cache) {
    if (event.t === "READY")
      this.#user = event.d.user;
    let social = [];
    try {
      social = cache.apply(event);
    } catch (error) {
      this.#log?.(`gateway: ${event.t} could not be applied: ${error instanceof Error ? error.message : "error"}`, LoggingSeverity.Warning);
    }
    this.#events.deliver("dispatch", event);
    for (const happened of social)
      this.#events.deliverSocial(happened);
    if (event.t === "READY" || event.t === "RESUMED")
      for (const listener of this.#sessionListeners)
        listener();
  }
  #statusChanged(status, error, detail) {
    this.#logStatus(status, error, detail);
    if (status === ClientStatus.Disconnected)
      this.#user = void 0;
    this.#events.run(() => this.#statusCallback?.(status, error, detail));
    this.#events.deliver("statusChanged", status, error, detail);
  }
  #logStatus(status, error, detail) {
    const reason = error === ClientError.None ? "" : ` (${connectionErrorName(error)}, detail ${detail})`;
    const severity = error !== ClientError.None && error !== ClientError.ConnectionCanceled ? LoggingSeverity.Warning : LoggingSeverity.Info;
    this.#log?.(`connection: ${connectionStatusName(status)}${reason}`, severity);
  }
};
function notReady(call) {
  return new ClientResultError(new ClientResult({
    type: ErrorType.ClientNotReady,
    error: `${call}: the client is not ready: call Connect() and wait for Client.Status.Ready`
  }));
}
__name(notReady, "notReady");

// dist/client/friendGroups.js
var COLLATOR = new Intl.Collator(void 0, { sensitivity: "base" });
var ONLINE_ELSEWHERE = 1;
function compare(a, b) {
  if (a.group === ONLINE_ELSEWHERE && a.played !== b.played)
    return a.played ? -1 : 1;
  return COLLATOR.compare(a.name, b.name) || compareSnowflakes(a.id, b.id);
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
function bool(value, path) {
  if (typeof value !== "boolean")
    throw new Refused(`${path}: expected a boolean`);
  return value;
}
__name(bool, "bool");
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
      is_spam_request: bool(d.is_spam_request, `${path}.is_spam_request`),
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
      in_application: bool(d.in_application, `${path}.in_application`),
      played_application: bool(d.played_application, `${path}.played_application`),
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
  /**
   * @param users - the social cache's users (shared: relationship entries and USER_UPDATE refresh them).
   * @param log - where refused dispatch data is reported.
   */
  constructor(users, log) {
    this.#users = users;
    this.#log = log;
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
    const events = this.#setUser(wire.user);
    const id2 = wire.id;
    let entry = this.relationships.get(id2);
    if (entry === void 0) {
      entry = { id: id2, type: NONE, gameType: NONE, spam: false };
      this.relationships.set(id2, entry);
    }
    const discordChanged = entry.type !== wire.type;
    const gameChanged = entry.gameType !== wire.game_type;
    const spamChanged = entry.spam !== wire.is_spam_request;
    entry.type = wire.type;
    entry.gameType = wire.game_type;
    entry.spam = wire.is_spam_request;
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
var CACHED_MESSAGES_PER_CHANNEL = 25;
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
  users = /* @__PURE__ */ new Map();
  messages = /* @__PURE__ */ new Map();
  /** Per channel: ids of the kept messages, oldest first. */
  #channels = /* @__PURE__ */ new Map();
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
    this.friends = new FriendsCache(this.users, log);
    this.#log = log;
  }
  /** Applies a dispatch; returns the library events it causes, in order. */
  apply(event) {
    switch (event.t) {
      case "READY":
        return [...this.#ready(event.d), ...this.friends.apply(event)];
      case "LOBBY_CREATE":
        this.upsertLobby(event.d);
        return [{ name: "lobbyCreated", args: [event.d.id] }];
      case "LOBBY_UPDATE":
        this.upsertLobby(event.d);
        return [{ name: "lobbyUpdated", args: [event.d.id] }];
      case "LOBBY_DELETE":
        this.removeLobby(event.d.id);
        return [{ name: "lobbyDeleted", args: [event.d.id] }];
      case "LOBBY_MEMBER_ADD":
      case "LOBBY_MEMBER_UPDATE": {
        const lobby = this.lobbies.get(event.d.lobby_id);
        if (!lobby)
          return [];
        this.#upsertMember(lobby, event.d.member);
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
  /** Adds or refreshes a lobby (from a dispatch, or a call's answer without `connected`). */
  upsertLobby(lobby) {
    let entry = this.lobbies.get(lobby.id);
    if (!entry) {
      entry = { id: lobby.id, metadata: {}, members: /* @__PURE__ */ new Map(), gone: false, linkedChannel: null };
      this.lobbies.set(lobby.id, entry);
    }
    entry.metadata = { ...lobby.metadata ?? {} };
    entry.linkedChannel = linkedChannelEntry(lobby.linked_channel);
    const seen = /* @__PURE__ */ new Set();
    for (const member of lobby.members) {
      this.#upsertMember(entry, member);
      seen.add(member.id);
    }
    for (const [id2, member] of entry.members) {
      if (seen.has(id2))
        continue;
      member.gone = true;
      entry.members.delete(id2);
    }
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
  #upsertMember(lobby, member) {
    let entry = lobby.members.get(member.id);
    if (!entry) {
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
      this.upsertLobby(lobby);
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
    const join3 = parseActivityJoinUrl(url, defaultCustomScheme(applicationId));
    if (join3.kind === "invalid")
      return { handled: false, reason: join3.reason };
    if (join3.kind === "join") {
      invites.deliverActivityJoin(join3.secret, applicationId);
      return { handled: true };
    }
  }
  return signIn.handleRedirect(url);
}
__name(routeDeepLink, "routeDeepLink");

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
  /**
   * @param ctx - the client's context.
   * @param presence - the presence domain, whose activity is the one an invite shares.
   */
  constructor(ctx, presence) {
    this.#ctx = ctx;
    this.#presence = presence;
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
   * opener (where the opener fails, the URL is still the call's value: show it, as consoles do).
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
      const { code } = await createLinkedLobbyGuildInvite(this.#ctx.transport, id2, void 0, this.#ctx.requestOptions());
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
  /** `GetChannelHandle`; throws ClientResultError (ClientNotReady) before Ready, ValidationError for a bad id. */
  handle(channelId) {
    this.#ctx.realtime.requireReady("GetChannelHandle");
    return channelHandle(this.#ctx.cache, snowflakeArgument(channelId, "channelId"));
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
      for (const happened of this.#ctx.cache.addMembers(lobby))
        this.#ctx.events.deliverSocial(happened);
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
  /** `GetLobbyIds`; throws ClientResultError (ClientNotReady) before Ready. */
  ids() {
    this.#ctx.realtime.requireReady("GetLobbyIds");
    return [...this.#ctx.cache.lobbies.keys()];
  }
  /** `GetLobbyHandle`; throws ClientResultError (ClientNotReady) before Ready, ValidationError for a bad id. */
  handle(lobbyId) {
    this.#ctx.realtime.requireReady("GetLobbyHandle");
    const entry = this.#ctx.cache.lobbies.get(snowflakeArgument(lobbyId, "lobbyId"));
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
  /** `GetMessageHandle`; throws ClientResultError (ClientNotReady) before Ready, ValidationError for a bad id. */
  handle(messageId) {
    this.#ctx.realtime.requireReady("GetMessageHandle");
    const entry = this.#ctx.cache.messages.get(snowflakeArgument(messageId, "messageId"));
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
  /** @param ctx - the client's context. */
  constructor(ctx) {
    this.#ctx = ctx;
    ctx.realtime.onSessionStart(() => {
      if (this.#activity !== null)
        this.#sendLogged("UpdateRichPresence");
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
    const work = /* @__PURE__ */ __name(async () => {
      if (!(activity2 instanceof Activity))
        throw ValidationError.argument("activity", "activity: expected an Activity (new Activity())");
      const applicationId = this.#ctx.cache.friends.applicationId;
      const checked = validateActivity(activityToWire(activity2, applicationId), { unknownFields: "refuse" });
      if (checked.issues.length > 0)
        throw new ValidationError(void 0, "activity", checked.issues.map((issue) => ({ ...issue, path: ["activity", ...issue.path] })));
      this.#activity = checked.value;
      await this.#send("UpdateRichPresence");
    }, "work");
    return this.#ctx.call("UpdateRichPresence", work, callback, []);
  }
  /** `ClearRichPresence`: no activity from now on; sent when connected (a failure is only logged). */
  clearRichPresence() {
    this.#activity = null;
    if (this.#ctx.realtime.readyUser !== void 0)
      this.#sendLogged("ClearRichPresence");
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
var COLLATOR2 = new Intl.Collator(void 0, { sensitivity: "base" });
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
  found.sort((a, b) => a.score - b.score || COLLATOR2.compare(a.displayName, b.displayName) || compareSnowflakes(a.id, b.id));
  return found.map((entry) => entry.id);
}
__name(searchFriends, "searchFriends");

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
  /** @param ctx - the client's context. */
  constructor(ctx) {
    this.#ctx = ctx;
  }
  /** `GetRelationships`; throws ClientResultError (ClientNotReady) before Ready. */
  all() {
    this.#ctx.realtime.requireReady("GetRelationships");
    return [...this.#ctx.cache.friends.relationships.keys()].map((id2) => this.#handle(id2));
  }
  /** `GetRelationshipHandle`; ClientNotReady before Ready, ValidationError for a bad id. */
  handle(userId) {
    this.#ctx.realtime.requireReady("GetRelationshipHandle");
    return this.#handle(snowflakeArgument(userId, "userId"));
  }
  /** `GetRelationshipsByGroup`: one group, in order, as kept (never sorted here). */
  byGroup(group) {
    this.#ctx.realtime.requireReady("GetRelationshipsByGroup");
    if (!GROUPS.has(group))
      throw ValidationError.argument("group", `group: expected a RelationshipGroupType (OnlinePlayingGame 0, OnlineElsewhere 1, Offline 2), received ${String(group).slice(0, 32)}`);
    return this.#ctx.cache.friends.groups.ids(group).map((id2) => this.#handle(id2));
  }
  /** `SearchFriendsByUsername`: friends (either kind) ranked as friendSearch.ts documents. */
  search(searchStr) {
    this.#ctx.realtime.requireReady("SearchFriendsByUsername");
    if (typeof searchStr !== "string" || searchStr.length > SEARCH_TEXT_MAX)
      throw ValidationError.argument("searchStr", `searchStr: expected a string of at most ${SEARCH_TEXT_MAX} characters`);
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
  /** @param ctx - the client's context. */
  constructor(ctx) {
    this.#ctx = ctx;
  }
  /** `GetCurrentUser`; throws ClientResultError (ClientNotReady) before Ready. */
  current() {
    const user2 = this.#ctx.realtime.requireReady("GetCurrentUser");
    return userHandle(this.#ctx.cache, user2.id);
  }
  /** `GetCurrentUserV2`: null before Ready (and after the session ended); never throws. */
  currentV2() {
    const user2 = this.#ctx.realtime.readyUser;
    if (user2 === void 0)
      return null;
    return userHandle(this.#ctx.cache, user2.id) ?? new UserHandle(this.#ctx.cache, user2);
  }
  /** `GetUser`; throws ClientResultError (ClientNotReady) before Ready, ValidationError for a bad id. */
  user(userId) {
    this.#ctx.realtime.requireReady("GetUser");
    return userHandle(this.#ctx.cache, snowflakeArgument(userId, "userId"));
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
    return this.#lobbies.createOrJoin("CreateOrJoinLobby", secret, void 0, void 0, callback);
  }
  CreateOrJoinLobbyWithMetadata(secret, lobbyMetadata, memberMetadata, callback) {
    return this.#lobbies.createOrJoin("CreateOrJoinLobbyWithMetadata", secret, lobbyMetadata, memberMetadata, callback);
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
   * @returns a live view, or null when the client knows no such channel.
   * @throws ClientResultError with `ClientNotReady` before Ready; ValidationError naming `channelId`.
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
  MAX_LAUNCH_COMMAND_LENGTH,
  splitLaunchCommand,
  resolveScheme,
  defaultLaunchCommand,
  registerScheme,
  unregisterScheme,
  queryScheme,
  MAX_STEAM_APP_ID,
  steamLaunchUrl,
  registerLaunchCommand,
  registerLaunchSteamApplication,
  runCallbacks,
  ChannelType2 as ChannelType,
  ClientStatus,
  ClientError,
  LOG_FILE_NAME,
  DEFAULT_LOG_FILE_MAX_BYTES,
  loggingSeverityName,
  ErrorType,
  errorTypeName,
  ClientResult,
  ClientResultError,
  toClientResult,
  ClientCreateOptions,
  checkRedirectUrl,
  extractRedirectUrl,
  ACTIVITY_JOIN_PATH,
  MAX_JOIN_SECRET_LENGTH,
  activityJoinUrl,
  parseActivityJoinUrl,
  printingDeviceScreen,
  ClientThread,
  SDK_VERSION,
  GuildMinimal,
  LinkedLobby,
  LinkedChannel,
  GuildChannel,
  ChannelHandle,
  UserHandle,
  RelationshipHandle,
  LobbyMemberHandle,
  LobbyHandle,
  MessageHandle,
  UserMessageSummary,
  Client
};
