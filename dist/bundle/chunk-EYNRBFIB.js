import {
  __name,
  loadOnce
} from "./chunk-25XPD655.js";

// dist/model/activity.js
var ActivityTypes = {
  Playing: 0,
  Streaming: 1,
  Listening: 2,
  Watching: 3,
  CustomStatus: 4,
  Competing: 5,
  HangStatus: 6
};
var StatusDisplayTypes = { Name: 0, State: 1, Details: 2 };
var ActivityPartyPrivacy = { Private: 0, Public: 1 };
var ActivityGamePlatforms = {
  Desktop: 1,
  Xbox: 2,
  Samsung: 4,
  IOS: 8,
  Android: 16,
  Embedded: 32,
  PS4: 64,
  PS5: 128
};
var ALL_GAME_PLATFORMS = 255;
var ActivityActionTypes = { Invalid: 0, Join: 1, JoinRequest: 5 };

// dist/model/decimalBigint.js
function decimalBigint(value, decimal) {
  if (typeof value === "bigint")
    return value;
  return typeof value === "string" && decimal.test(value) ? BigInt(value) : void 0;
}
__name(decimalBigint, "decimalBigint");

// dist/model/snowflake.js
var SNOWFLAKE_EPOCH_MS = 14200704e5;
var MAX_SNOWFLAKE = (1n << 64n) - 1n;
var MAX_TIMESTAMP_OFFSET = (1 << 21) * 2 ** 21 - 1;
var DECIMAL = /^[0-9]{1,20}$/;
var InvalidSnowflakeError = class _InvalidSnowflakeError extends TypeError {
  static {
    __name(this, "InvalidSnowflakeError");
  }
  name = "InvalidSnowflakeError";
  static code = "INVALID_SNOWFLAKE";
  code = _InvalidSnowflakeError.code;
};
function describe(value) {
  if (typeof value === "string")
    return value.length > 40 ? `a ${value.length}-character string` : `"${value}"`;
  if (typeof value === "bigint")
    return `${value}n`;
  if (value === null)
    return "null";
  return typeof value === "number" ? `the number ${value}` : `a value of type ${typeof value}`;
}
__name(describe, "describe");
function parseSnowflake(value, what = "snowflake") {
  const big = decimalBigint(value, DECIMAL);
  if (big === void 0) {
    const hint = typeof value === "number" ? " (pass ids as strings or bigint: numbers lose precision)" : "";
    throw new InvalidSnowflakeError(`${what}: expected a snowflake (a decimal string or bigint from 0 to 2^64-1), received ${describe(value)}${hint}`);
  }
  if (big < 0n || big > MAX_SNOWFLAKE) {
    throw new InvalidSnowflakeError(`${what}: snowflake ${describe(value)} is outside 0..2^64-1`);
  }
  return big.toString();
}
__name(parseSnowflake, "parseSnowflake");
function isSnowflake(value) {
  if (typeof value === "string")
    return DECIMAL.test(value) && BigInt(value) <= MAX_SNOWFLAKE;
  return typeof value === "bigint" && value >= 0n && value <= MAX_SNOWFLAKE;
}
__name(isSnowflake, "isSnowflake");
function compareSnowflakes(a, b) {
  const x = BigInt(parseSnowflake(a, "a"));
  const y = BigInt(parseSnowflake(b, "b"));
  return x < y ? -1 : x > y ? 1 : 0;
}
__name(compareSnowflakes, "compareSnowflakes");
function deconstructSnowflake(id) {
  const big = BigInt(parseSnowflake(id, "id"));
  return {
    timestamp: Number(big >> 22n) + SNOWFLAKE_EPOCH_MS,
    workerId: Number(big >> 17n & 0x1fn),
    processId: Number(big >> 12n & 0x1fn),
    increment: Number(big & 0xfffn)
  };
}
__name(deconstructSnowflake, "deconstructSnowflake");
function snowflakeTimestamp(id) {
  return Number(BigInt(parseSnowflake(id, "id")) >> 22n) + SNOWFLAKE_EPOCH_MS;
}
__name(snowflakeTimestamp, "snowflakeTimestamp");
function composeSnowflake(parts) {
  const offset = parts.timestamp - SNOWFLAKE_EPOCH_MS;
  if (!Number.isSafeInteger(offset) || offset < 0 || offset > MAX_TIMESTAMP_OFFSET) {
    throw new RangeError(`snowflake timestamp: expected integer Unix ms from ${SNOWFLAKE_EPOCH_MS} (2015-01-01) to ${SNOWFLAKE_EPOCH_MS + MAX_TIMESTAMP_OFFSET}, received ${parts.timestamp}`);
  }
  checkField("workerId", parts.workerId, 31);
  checkField("processId", parts.processId, 31);
  checkField("increment", parts.increment, 4095);
  return (BigInt(offset) << 22n | BigInt(parts.workerId) << 17n | BigInt(parts.processId) << 12n | BigInt(parts.increment)).toString();
}
__name(composeSnowflake, "composeSnowflake");
function snowflakeFromTimestamp(timestampMs) {
  return composeSnowflake({ timestamp: timestampMs, workerId: 0, processId: 0, increment: 0 });
}
__name(snowflakeFromTimestamp, "snowflakeFromTimestamp");
function checkField(name, value, max) {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new RangeError(`snowflake ${name}: expected an integer from 0 to ${max}, received ${value}`);
  }
}
__name(checkField, "checkField");
var SnowflakeGenerator = class {
  static {
    __name(this, "SnowflakeGenerator");
  }
  #workerId;
  #processId;
  #clock;
  #deterministic;
  #lastMs = -1;
  #increment = 0;
  constructor(options = {}) {
    this.#workerId = options.workerId ?? 0;
    this.#processId = options.processId ?? 0;
    checkField("workerId", this.#workerId, 31);
    checkField("processId", this.#processId, 31);
    if (options.deterministicStartMs !== void 0) {
      const start = options.deterministicStartMs;
      composeSnowflake({ timestamp: start, workerId: 0, processId: 0, increment: 0 });
      this.#deterministic = true;
      this.#clock = () => start;
    } else {
      this.#deterministic = false;
      this.#clock = options.clock ?? Date.now;
    }
  }
  /** The next id. */
  next() {
    const now = Math.floor(this.#clock());
    if (now > this.#lastMs) {
      this.#lastMs = now;
      this.#increment = 0;
    } else {
      this.#increment = this.#increment + 1 & 4095;
      if (this.#increment === 0)
        this.#lastMs += 1;
    }
    return composeSnowflake({
      timestamp: this.#lastMs,
      workerId: this.#workerId,
      processId: this.#processId,
      increment: this.#increment
    });
  }
  /** True when the generator ignores the wall clock. */
  get deterministic() {
    return this.#deterministic;
  }
};

// dist/rules/issues.js
var IssueCodes = {
  /** Seen: a required field is missing (or null where null is not allowed). */
  BASE_TYPE_REQUIRED: "BASE_TYPE_REQUIRED",
  /** Seen: a string or list is longer than allowed. */
  BASE_TYPE_MAX_LENGTH: "BASE_TYPE_MAX_LENGTH",
  /** Seen: a string or list is shorter than allowed. */
  BASE_TYPE_MIN_LENGTH: "BASE_TYPE_MIN_LENGTH",
  /** Seen: a string's length is outside a min..max range. */
  BASE_TYPE_BAD_LENGTH: "BASE_TYPE_BAD_LENGTH",
  /** Seen: a value is not one of the allowed enum values. */
  BASE_TYPE_CHOICES: "BASE_TYPE_CHOICES",
  /** A number is below the allowed minimum. */
  BASE_TYPE_MIN_VALUE: "BASE_TYPE_MIN_VALUE",
  /** A number is above the allowed maximum. */
  BASE_TYPE_MAX_VALUE: "BASE_TYPE_MAX_VALUE",
  /** A field that this request does not know. */
  BASE_TYPE_UNKNOWN_FIELD: "BASE_TYPE_UNKNOWN_FIELD",
  /** Expected a string. */
  STRING_TYPE_COERCE: "STRING_TYPE_COERCE",
  /** Expected a number (or an integer). */
  NUMBER_TYPE_COERCE: "NUMBER_TYPE_COERCE",
  /** Expected a boolean. */
  BOOLEAN_TYPE_COERCE: "BOOLEAN_TYPE_COERCE",
  /** Expected an object (a dictionary). */
  DICT_TYPE_CONVERT: "DICT_TYPE_CONVERT",
  /** Expected an array. */
  LIST_TYPE_CONVERT: "LIST_TYPE_CONVERT",
  /** The same value appears twice in a list that must hold distinct values. */
  LIST_ITEM_VALUE_DUPLICATE: "LIST_ITEM_VALUE_DUPLICATE",
  /** Seen: a string does not match the allowed character pattern. */
  STRING_TYPE_REGEX: "STRING_TYPE_REGEX",
  /** A snowflake field is not a decimal id. */
  SNOWFLAKE_TYPE_INVALID: "SNOWFLAKE_TYPE_INVALID",
  /** An argument of an SDK call (not a body field) is malformed; the message says what is allowed. */
  INVALID_ARGUMENT: "INVALID_ARGUMENT",
  /** A permission bit set is malformed or has unknown bits. */
  PERMISSIONS_TYPE_INVALID: "PERMISSIONS_TYPE_INVALID",
  /** A localization dictionary key is not a known locale. */
  LOCALE_TYPE_INVALID: "LOCALE_TYPE_INVALID",
  /** Seen: a name breaks a naming rule (here: the lowercase rule). */
  APPLICATION_COMMAND_INVALID_NAME: "APPLICATION_COMMAND_INVALID_NAME",
  /** Seen: two commands of one type and scope share a name. */
  APPLICATION_COMMANDS_DUPLICATE_NAME: "APPLICATION_COMMANDS_DUPLICATE_NAME",
  /** Seen: a required option follows an optional one. */
  APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID: "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
  /** Seen: names, descriptions and choices exceed 8000 characters together. */
  APPLICATION_COMMAND_TOO_LARGE: "APPLICATION_COMMAND_TOO_LARGE",
  /** Two options in one array share a name. */
  APPLICATION_COMMAND_OPTIONS_DUPLICATE_NAME: "APPLICATION_COMMAND_OPTIONS_DUPLICATE_NAME",
  /** A localized option name equals another option's name in that locale or another default name. */
  APPLICATION_COMMAND_OPTIONS_DUPLICATE_LOCALIZED_NAME: "APPLICATION_COMMAND_OPTIONS_DUPLICATE_LOCALIZED_NAME",
  /** An option of this type is not allowed at this level (nesting rules). */
  APPLICATION_COMMAND_OPTIONS_TYPE_INVALID: "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
  /** A subcommand group without subcommands. */
  APPLICATION_COMMAND_OPTIONS_GROUP_EMPTY: "APPLICATION_COMMAND_OPTIONS_GROUP_EMPTY",
  /** A field that this option type does not take (e.g. `choices` on BOOLEAN). */
  APPLICATION_COMMAND_OPTION_FIELD_NOT_ALLOWED: "APPLICATION_COMMAND_OPTION_FIELD_NOT_ALLOWED",
  /** `autocomplete` true together with choices. */
  APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_WITH_CHOICES: "APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_WITH_CHOICES",
  /** A minimum greater than its maximum. */
  APPLICATION_COMMAND_OPTION_RANGE_INVALID: "APPLICATION_COMMAND_OPTION_RANGE_INVALID",
  /** A field that this command type (or request kind) does not take. */
  APPLICATION_COMMAND_FIELD_NOT_ALLOWED: "APPLICATION_COMMAND_FIELD_NOT_ALLOWED",
  /** A global-only field on a guild command. */
  APPLICATION_COMMAND_GLOBAL_ONLY_FIELD: "APPLICATION_COMMAND_GLOBAL_ONLY_FIELD",
  /** A PRIMARY_ENTRY_POINT command in a guild, or BOT_DM in a guild command's contexts. */
  APPLICATION_COMMAND_NOT_ALLOWED_IN_GUILD: "APPLICATION_COMMAND_NOT_ALLOWED_IN_GUILD",
  /** `handler` set by an app without the EMBEDDED flag. */
  APPLICATION_COMMAND_HANDLER_REQUIRES_EMBEDDED: "APPLICATION_COMMAND_HANDLER_REQUIRES_EMBEDDED",
  /** An integration type the application itself does not support. */
  APPLICATION_COMMAND_INTEGRATION_TYPE_UNSUPPORTED: "APPLICATION_COMMAND_INTEGRATION_TYPE_UNSUPPORTED",
  /** More commands of one type than the per-type limit (100 / 15 / 15 / 1). */
  APPLICATION_COMMANDS_TOO_MANY: "APPLICATION_COMMANDS_TOO_MANY",
  /** A message with no content, embeds, components, attachments or poll (the service answers 50006). */
  MESSAGE_EMPTY: "MESSAGE_EMPTY",
  /** An interaction answer of a type the interaction does not take (e.g. a modal for autocomplete). */
  INTERACTION_RESPONSE_TYPE_INVALID: "INTERACTION_RESPONSE_TYPE_INVALID",
  /** The input could not be read at all (e.g. a getter threw). */
  BASE_TYPE_UNREADABLE: "BASE_TYPE_UNREADABLE"
};
var IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
function formatPath(path) {
  let out = "";
  for (const part of path) {
    if (typeof part === "number")
      out += `[${part}]`;
    else if (IDENTIFIER.test(part))
      out += out === "" ? part : `.${part}`;
    else
      out += `[${JSON.stringify(part)}]`;
  }
  return out;
}
__name(formatPath, "formatPath");
function formatIssue(issue) {
  const where2 = formatPath(issue.path);
  return where2 === "" ? `${issue.code}: ${issue.message}` : `${where2}: ${issue.code}: ${issue.message}`;
}
__name(formatIssue, "formatIssue");

// dist/model/childToken.js
var TOKEN_EXCHANGE_GRANT_TYPE = "urn:ietf:params:oauth:grant-type:token-exchange";
var ACCESS_TOKEN_TYPE = "urn:ietf:params:oauth:token-type:access_token";

// dist/model/connection.js
var CONNECTION_SERVICES = [
  "battlenet",
  "bluesky",
  "bungie",
  "ebay",
  "epicgames",
  "facebook",
  "github",
  "instagram",
  "mastodon",
  "leagueoflegends",
  "paypal",
  "playstation",
  "reddit",
  "riotgames",
  "roblox",
  "skype",
  "spotify",
  "steam",
  "tiktok",
  "twitch",
  "twitter",
  "xbox",
  "youtube",
  "domain"
];
var ConnectionVisibility = { NONE: 0, EVERYONE: 1 };

// dist/model/cppEnums.js
var HttpStatusCode = {
  None: 0,
  Continue: 100,
  SwitchingProtocols: 101,
  Processing: 102,
  EarlyHints: 103,
  Ok: 200,
  Created: 201,
  Accepted: 202,
  NonAuthoritativeInfo: 203,
  NoContent: 204,
  ResetContent: 205,
  PartialContent: 206,
  MultiStatus: 207,
  AlreadyReported: 208,
  ImUsed: 209,
  MultipleChoices: 300,
  MovedPermanently: 301,
  Found: 302,
  SeeOther: 303,
  NotModified: 304,
  TemporaryRedirect: 307,
  PermanentRedirect: 308,
  BadRequest: 400,
  Unauthorized: 401,
  PaymentRequired: 402,
  Forbidden: 403,
  NotFound: 404,
  MethodNotAllowed: 405,
  NotAcceptable: 406,
  ProxyAuthRequired: 407,
  RequestTimeout: 408,
  Conflict: 409,
  Gone: 410,
  LengthRequired: 411,
  PreconditionFailed: 412,
  PayloadTooLarge: 413,
  UriTooLong: 414,
  UnsupportedMediaType: 415,
  RangeNotSatisfiable: 416,
  ExpectationFailed: 417,
  MisdirectedRequest: 421,
  UnprocessableEntity: 422,
  Locked: 423,
  FailedDependency: 424,
  TooEarly: 425,
  UpgradeRequired: 426,
  PreconditionRequired: 428,
  TooManyRequests: 429,
  RequestHeaderFieldsTooLarge: 431,
  InternalServerError: 500,
  NotImplemented: 501,
  BadGateway: 502,
  ServiceUnavailable: 503,
  GatewayTimeout: 504,
  HttpVersionNotSupported: 505,
  VariantAlsoNegotiates: 506,
  InsufficientStorage: 507,
  LoopDetected: 508,
  NotExtended: 510,
  NetworkAuthorizationRequired: 511
};
var AdditionalContentType = {
  Other: 0,
  Attachment: 1,
  Poll: 2,
  VoiceMessage: 3,
  Thread: 4,
  Embed: 5,
  Sticker: 6
};
var DisclosureTypes = {
  MessageDataVisibleOnDiscord: 3
};
var IntegrationType = {
  GuildInstall: 0,
  UserInstall: 1
};

// dist/model/deviceGrant.js
var DEVICE_CODE_GRANT_TYPE = "urn:ietf:params:oauth:grant-type:device_code";
var USER_CODE_ALPHABET = "BCDFGHJKLMNPQRSTVWXZ";
var USER_CODE_LENGTH = 8;
var SLOW_DOWN_STEP_SECONDS = 5;
var DEFAULT_DEVICE_POLL_INTERVAL_SECONDS = 5;

// dist/model/enums.js
function enumNamer(values) {
  const names = new Map(Object.entries(values).map(([name, value]) => [value, name]));
  return (value) => names.get(value) ?? `Unknown(${value})`;
}
__name(enumNamer, "enumNamer");
var ApplicationCommandType = {
  CHAT_INPUT: 1,
  USER: 2,
  MESSAGE: 3,
  PRIMARY_ENTRY_POINT: 4
};
var ApplicationCommandOptionType = {
  SUB_COMMAND: 1,
  SUB_COMMAND_GROUP: 2,
  STRING: 3,
  INTEGER: 4,
  BOOLEAN: 5,
  USER: 6,
  CHANNEL: 7,
  ROLE: 8,
  MENTIONABLE: 9,
  NUMBER: 10,
  ATTACHMENT: 11
};
var EntryPointCommandHandlerType = {
  APP_HANDLER: 1,
  DISCORD_LAUNCH_ACTIVITY: 2
};
var ApplicationIntegrationType = {
  GUILD_INSTALL: 0,
  USER_INSTALL: 1
};
var InteractionContextType = {
  GUILD: 0,
  BOT_DM: 1,
  PRIVATE_CHANNEL: 2
};
var ApplicationCommandPermissionType = {
  ROLE: 1,
  USER: 2,
  CHANNEL: 3
};
var InteractionType = {
  PING: 1,
  APPLICATION_COMMAND: 2,
  MESSAGE_COMPONENT: 3,
  APPLICATION_COMMAND_AUTOCOMPLETE: 4,
  MODAL_SUBMIT: 5
};
var InteractionCallbackType = {
  PONG: 1,
  CHANNEL_MESSAGE_WITH_SOURCE: 4,
  DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE: 5,
  DEFERRED_UPDATE_MESSAGE: 6,
  UPDATE_MESSAGE: 7,
  APPLICATION_COMMAND_AUTOCOMPLETE_RESULT: 8,
  MODAL: 9,
  LAUNCH_ACTIVITY: 12
};
var ChannelType = {
  GUILD_TEXT: 0,
  DM: 1,
  GUILD_VOICE: 2,
  GROUP_DM: 3,
  GUILD_CATEGORY: 4,
  GUILD_ANNOUNCEMENT: 5,
  ANNOUNCEMENT_THREAD: 10,
  PUBLIC_THREAD: 11,
  PRIVATE_THREAD: 12,
  GUILD_STAGE_VOICE: 13,
  GUILD_DIRECTORY: 14,
  GUILD_FORUM: 15,
  GUILD_MEDIA: 16
};
var THREAD_CHANNEL_TYPES = /* @__PURE__ */ new Set([
  ChannelType.ANNOUNCEMENT_THREAD,
  ChannelType.PUBLIC_THREAD,
  ChannelType.PRIVATE_THREAD
]);
var ApplicationFlags = {
  APPLICATION_AUTO_MODERATION_RULE_CREATE_BADGE: 1 << 6,
  GATEWAY_PRESENCE: 1 << 12,
  GATEWAY_PRESENCE_LIMITED: 1 << 13,
  GATEWAY_GUILD_MEMBERS: 1 << 14,
  GATEWAY_GUILD_MEMBERS_LIMITED: 1 << 15,
  VERIFICATION_PENDING_GUILD_LIMIT: 1 << 16,
  EMBEDDED: 1 << 17,
  GATEWAY_MESSAGE_CONTENT: 1 << 18,
  GATEWAY_MESSAGE_CONTENT_LIMITED: 1 << 19,
  APPLICATION_COMMAND_BADGE: 1 << 23
};
var LobbyMemberFlags = {
  CAN_LINK_LOBBY: 1 << 0
};
var AuthorizationTokenType = {
  User: 0,
  Bearer: 1
};
function enumName(table, value) {
  for (const key in table) {
    if (table[key] === value)
      return key;
  }
  return void 0;
}
__name(enumName, "enumName");
function isEnumValue(table, value) {
  return enumName(table, value) !== void 0;
}
__name(isEnumValue, "isEnumValue");

// dist/model/errors.js
var ApiErrorCode = {
  GENERAL: 0,
  UNKNOWN_MESSAGE: 10008,
  UNKNOWN_WEBHOOK: 10015,
  UNKNOWN_INTERACTION: 10062,
  UNKNOWN_APPLICATION_COMMAND: 10063,
  UNKNOWN_APPLICATION_COMMAND_PERMISSIONS: 10066,
  BOTS_CANNOT_USE_ENDPOINT: 20001,
  /**
   * A lobby is full (1,000 members). The guide documents the cap but not its error: the emulator answers
   * the service family's "maximum number of members reached" code (unconfirmed for lobbies).
   */
  MAX_LOBBY_MEMBERS: 30019,
  /**
   * A user is in 100 lobbies of the game already (the lobbies guide: "each user may be in a maximum of
   * 100 lobbies per game"). The guide documents the cap but not its error: the emulator answers the
   * service family's code for a user's 100-item cap, "maximum number of guilds reached" (our design).
   */
  MAX_LOBBIES: 30001,
  MAX_APPLICATION_COMMANDS: 30032,
  MAX_DAILY_APPLICATION_COMMAND_CREATES: 30034,
  UNAUTHORIZED: 40001,
  APPLICATION_COMMAND_NAME_EXISTS: 40041,
  INTERACTION_ALREADY_ACKNOWLEDGED: 40060,
  MISSING_ACCESS: 50001,
  CANNOT_SEND_EMPTY_MESSAGE: 50006,
  MISSING_PERMISSIONS: 50013,
  INVALID_FORM_BODY: 50035,
  SEARCH_INDEX_NOT_READY: 11e4,
  CANNOT_FORWARD_UNREADABLE_MESSAGE: 160014,
  MERGE_BLOCKED_BY_BAN: 530017
};

// dist/model/gateway.js
var GatewayOpcode = {
  /** Server -> client: an event (`t`) with its sequence number (`s`). */
  Dispatch: 0,
  /** Both ways: the client's keep-alive (`d`: last sequence or null); from the server, "beat now". */
  Heartbeat: 1,
  /** Client -> server: start a session with a Bearer access token. */
  Identify: 2,
  /** Client -> server: the user's status, account-wide (d: `PresenceUpdateCommand`). */
  PresenceUpdate: 3,
  /** Client -> server: a bot joins, moves in or leaves a guild's voice channel (`VoiceStateCommand`). */
  VoiceStateUpdate: 4,
  /** Client -> server: continue a session, replaying what was dispatched while away. */
  Resume: 6,
  /** Server -> client: reconnect and resume. */
  Reconnect: 7,
  /** Server -> client: the session cannot be resumed (`d` false) or may be (`d` true). */
  InvalidSession: 9,
  /** Server -> client: first frame, with the heartbeat interval. */
  Hello: 10,
  /** Server -> client: a heartbeat was received. */
  HeartbeatAck: 11,
  /** Client -> server: the lobby calls the session is in (community documentation; VOICE.md §3.4). */
  UpdateLobbyVoiceStates: 17,
  /** Client -> server: `{ lobby_id }`, community documentation's Lobby Voice Server Ping (accepted, no answer). */
  LobbyVoiceServerPing: 42
};
var GatewayCloseCode = {
  /** The client closes on purpose: the session ends and cannot be resumed. */
  Normal: 1e3,
  /** The server is going away (the emulator stops). */
  GoingAway: 1001,
  UnknownError: 4e3,
  /** An opcode the server does not know, or one only the server sends. */
  UnknownOpcode: 4001,
  /** A frame that is not valid JSON or does not have the opcode's shape. */
  DecodeError: 4002,
  /** A frame other than HEARTBEAT, IDENTIFY or RESUME before the session was identified. */
  NotAuthenticated: 4003,
  /** The token is unknown, expired, revoked, lacks the scopes, or does not own the session. */
  AuthenticationFailed: 4004,
  /** IDENTIFY or RESUME on a connection that already has a session. */
  AlreadyAuthenticated: 4005,
  /** RESUME with a sequence number the session never dispatched. */
  InvalidSeq: 4007,
  /** Too many frames in the window. */
  RateLimited: 4008,
  /** No IDENTIFY in time, or heartbeats stopped: the session is over. */
  SessionTimedOut: 4009,
  /** A `shard` in IDENTIFY that is malformed or names a shard the gateway does not serve. */
  InvalidShard: 4010,
  /** A bot in more guilds than one shard may carry, identifying without sharding. */
  ShardingRequired: 4011,
  /** A `v` query parameter other than 10. */
  InvalidApiVersion: 4012,
  /** A bot's IDENTIFY without `intents`, or with bits that are not intents. */
  InvalidIntents: 4013,
  /** A privileged intent the application is not approved for (its flags in the control API). */
  DisallowedIntents: 4014
};
var FATAL_GATEWAY_CLOSE_CODES = /* @__PURE__ */ new Set([
  GatewayCloseCode.AuthenticationFailed,
  GatewayCloseCode.InvalidApiVersion
]);
var SESSION_ENDING_CLOSE_CODES = /* @__PURE__ */ new Set([
  GatewayCloseCode.Normal,
  GatewayCloseCode.GoingAway,
  GatewayCloseCode.InvalidSeq,
  GatewayCloseCode.SessionTimedOut
]);
var GATEWAY_VERSION = 10;
var GatewayLimits = {
  /** Largest frame a client may send, in bytes (an IDENTIFY carries a token of up to 4096 characters). */
  CLIENT_FRAME_BYTES: 8192,
  /** Largest frame the server sends, in bytes (a READY with many lobbies is the largest). */
  SERVER_FRAME_BYTES: 4 * 1024 * 1024,
  /** Frames a client may send per {@link GatewayLimits.RATE_WINDOW_MS}. */
  RATE_FRAMES: 120,
  RATE_WINDOW_MS: 6e4,
  /** Shortest and longest heartbeat interval a HELLO may announce, ms. */
  HEARTBEAT_MIN_MS: 10,
  HEARTBEAT_MAX_MS: 6e5,
  /** Presence updates (op 3) a session may send per {@link GatewayLimits.PRESENCE_WINDOW_MS}. */
  PRESENCE_UPDATES: 5,
  PRESENCE_WINDOW_MS: 2e4,
  /** Activities an op 3 may carry: one, this application's rich presence (docs/rich-presence.md). */
  PRESENCE_ACTIVITIES_MAX: 1
};
var GATEWAY_EVENT_NAMES = [
  "READY",
  "RESUMED",
  "LOBBY_CREATE",
  "LOBBY_UPDATE",
  "LOBBY_DELETE",
  "LOBBY_MEMBER_ADD",
  "LOBBY_MEMBER_UPDATE",
  "LOBBY_MEMBER_REMOVE",
  "LOBBY_MESSAGE_CREATE",
  "LOBBY_MESSAGE_UPDATE",
  "LOBBY_MESSAGE_DELETE",
  "MESSAGE_CREATE",
  "MESSAGE_UPDATE",
  "MESSAGE_DELETE",
  "RELATIONSHIP_ADD",
  "RELATIONSHIP_UPDATE",
  "RELATIONSHIP_REMOVE",
  "PRESENCE_UPDATE",
  "USER_UPDATE"
];

// dist/model/intents.js
var GatewayIntentBits = {
  Guilds: 1 << 0,
  /** Privileged: needs {@link ApplicationIntentFlags.GatewayGuildMembers} (or its limited form). */
  GuildMembers: 1 << 1,
  GuildModeration: 1 << 2,
  GuildExpressions: 1 << 3,
  GuildIntegrations: 1 << 4,
  GuildWebhooks: 1 << 5,
  GuildInvites: 1 << 6,
  GuildVoiceStates: 1 << 7,
  /** Privileged: needs {@link ApplicationIntentFlags.GatewayPresence} (or its limited form). */
  GuildPresences: 1 << 8,
  GuildMessages: 1 << 9,
  GuildMessageReactions: 1 << 10,
  GuildMessageTyping: 1 << 11,
  DirectMessages: 1 << 12,
  DirectMessageReactions: 1 << 13,
  DirectMessageTyping: 1 << 14,
  /** Privileged: needs {@link ApplicationIntentFlags.GatewayMessageContent} (or its limited form). */
  MessageContent: 1 << 15,
  GuildScheduledEvents: 1 << 16,
  AutoModerationConfiguration: 1 << 20,
  AutoModerationExecution: 1 << 21,
  GuildMessagePolls: 1 << 24,
  DirectMessagePolls: 1 << 25
};
var ALL_INTENTS = Object.values(GatewayIntentBits).reduce((all, bit) => all | bit, 0);
var ApplicationIntentFlags = {
  GatewayPresence: 1 << 12,
  GatewayPresenceLimited: 1 << 13,
  GatewayGuildMembers: 1 << 14,
  GatewayGuildMembersLimited: 1 << 15,
  GatewayMessageContent: 1 << 18,
  GatewayMessageContentLimited: 1 << 19
};
var PRIVILEGED_INTENTS = [
  {
    bit: GatewayIntentBits.GuildMembers,
    name: "GUILD_MEMBERS",
    approvedBy: ApplicationIntentFlags.GatewayGuildMembers | ApplicationIntentFlags.GatewayGuildMembersLimited
  },
  {
    bit: GatewayIntentBits.GuildPresences,
    name: "GUILD_PRESENCES",
    approvedBy: ApplicationIntentFlags.GatewayPresence | ApplicationIntentFlags.GatewayPresenceLimited
  },
  {
    bit: GatewayIntentBits.MessageContent,
    name: "MESSAGE_CONTENT",
    approvedBy: ApplicationIntentFlags.GatewayMessageContent | ApplicationIntentFlags.GatewayMessageContentLimited
  }
];

// dist/model/interaction.js
var MessageFlags = {
  SUPPRESS_EMBEDS: 1 << 2,
  /** Only the invoking user sees the message. */
  EPHEMERAL: 1 << 6,
  /** Set by the service on a deferred answer's placeholder ("thinking..."); never by the app. */
  LOADING: 1 << 7,
  SUPPRESS_NOTIFICATIONS: 1 << 12,
  IS_COMPONENTS_V2: 1 << 15
};

// dist/model/limits.js
var Limits = {
  /** Per-type command counts, per scope (global, or one guild). */
  CHAT_INPUT_COMMANDS: 100,
  USER_COMMANDS: 15,
  MESSAGE_COMMANDS: 15,
  PRIMARY_ENTRY_POINT_COMMANDS: 1,
  /** Items in one bulk overwrite: the per-type limits in total (100 + 15 + 15 + 1). */
  BULK_OVERWRITE_COMMANDS: 131,
  /** Command creates per day, per guild (and for the global scope). */
  DAILY_COMMAND_CREATES: 200,
  /** Options per command, per subcommand group and per subcommand. */
  OPTIONS: 25,
  /** Choices per option. */
  CHOICES: 25,
  NAME_MIN: 1,
  NAME_MAX: 32,
  DESCRIPTION_MIN: 1,
  DESCRIPTION_MAX: 100,
  CHOICE_NAME_MIN: 1,
  CHOICE_NAME_MAX: 100,
  CHOICE_STRING_VALUE_MAX: 100,
  /** STRING option `min_length` range. */
  MIN_LENGTH_MIN: 0,
  MIN_LENGTH_MAX: 6e3,
  /** STRING option `max_length` range. */
  MAX_LENGTH_MIN: 1,
  MAX_LENGTH_MAX: 6e3,
  /** Combined characters of names, descriptions and choice names/values of one command. */
  COMMAND_TOTAL_CHARACTERS: 8e3,
  /** INTEGER option values and bounds: -2^53+1 .. 2^53-1. */
  INTEGER_MIN: -(2 ** 53) + 1,
  INTEGER_MAX: 2 ** 53 - 1,
  /** NUMBER option values and bounds: -2^53 .. 2^53. */
  NUMBER_MIN: -(2 ** 53),
  NUMBER_MAX: 2 ** 53,
  /** Permission overwrites per command. */
  COMMAND_PERMISSIONS: 100,
  /** Autocomplete result choices. */
  AUTOCOMPLETE_CHOICES: 25,
  /** Lobbies. */
  LOBBY_MESSAGES_PER_REQUEST: 200,
  LOBBY_MESSAGES_DEFAULT: 50,
  /** Lobby message history reaches back 72 hours (the C++ library's GetLobbyMessagesWithLimit). */
  LOBBY_MESSAGES_MAX_AGE_MS: 72 * 60 * 60 * 1e3,
  LOBBY_BULK_MEMBERS: 25,
  /** Members of one lobby (the lobbies guide: "a maximum of 1,000 members"). */
  LOBBY_MEMBERS_MAX: 1e3,
  /** Lobbies one user is in, per game (the lobbies guide: "a maximum of 100 lobbies per game"). */
  LOBBIES_PER_USER: 100,
  /**
   * Lobbies larger than this are listed in READY with the user's own membership and `member_count`
   * only (the service family's `large_threshold` default): the client fetches their members.
   */
  LOBBY_READY_MEMBERS_MAX: 50,
  LOBBY_CREATE_MEMBERS: 25,
  /** A member's `additional_name` (openapi.json `LobbyMemberRequest` of the add and bulk routes): 1..80. */
  LOBBY_MEMBER_ADDITIONAL_NAME_MAX: 80,
  LOBBY_METADATA_KEYS: 25,
  LOBBY_METADATA_VALUE_MAX: 1024,
  LOBBY_MESSAGE_CONTENT_MIN: 1,
  LOBBY_MESSAGE_CONTENT_MAX: 2e3,
  LOBBY_SECRET_MAX: 250,
  /** `override_event_webhooks_url` of a lobby (openapi.json: a URI of at most 512 characters). */
  LOBBY_WEBHOOKS_URL_MAX: 512,
  LOBBY_IDLE_TIMEOUT_MIN_SECONDS: 5,
  LOBBY_IDLE_TIMEOUT_MAX_SECONDS: 604800,
  /** Moderation metadata of a lobby or direct message (OpenAPI): at most 5 entries of 2000 characters. */
  MODERATION_METADATA_KEYS: 5,
  MODERATION_METADATA_VALUE_MAX: 2e3,
  /** Voice channel status length. */
  VOICE_CHANNEL_STATUS_MAX: 500,
  /** OAuth. */
  ACCESS_TOKEN_LIFETIME_SECONDS: 604800,
  PKCE_VERIFIER_MIN: 43,
  PKCE_VERIFIER_MAX: 128,
  /** Interactions: first answer deadline and token lifetime. */
  INTERACTION_RESPONSE_DEADLINE_MS: 3e3,
  INTERACTION_TOKEN_LIFETIME_MS: 15 * 60 * 1e3,
  /** Interaction answers and follow-ups (OpenAPI `IncomingWebhookInteractionRequest`, modal data). */
  MESSAGE_CONTENT_MAX: 2e3,
  MESSAGE_EMBEDS_MAX: 10,
  MESSAGE_COMPONENTS_MAX: 40,
  MESSAGE_ATTACHMENTS_MAX: 10,
  MODAL_CUSTOM_ID_MAX: 100,
  MODAL_TITLE_MAX: 45,
  MODAL_COMPONENTS_MAX: 40,
  /** Global rate limit: requests per second per token. */
  GLOBAL_REQUESTS_PER_SECOND: 50,
  /** Invalid requests (401, 403, 429 except `shared`) in 10 minutes before an IP ban. */
  INVALID_REQUESTS_PER_10_MINUTES: 1e4,
  /** Client library default HTTP request timeout. */
  HTTP_REQUEST_TIMEOUT_MS: 3e4,
  /** Discord friends per user (error 30002 "Maximum number of friends reached (1000)"). */
  MAX_FRIENDS: 1e3
};
var MAX_FRIENDS = Limits.MAX_FRIENDS;
var ClientCacheBounds = {
  /** Lobbies in the cache: the service's 100 per user and game. */
  LOBBIES: Limits.LOBBIES_PER_USER,
  /** Members of one cached lobby: the service's 1,000. */
  LOBBY_MEMBERS: Limits.LOBBY_MEMBERS_MAX,
  /** Friends of each kind (Discord, game): the service's 1,000. */
  FRIENDS_PER_KIND: Limits.MAX_FRIENDS,
  /**
   * Relationships of any type (friends, pending requests, blocks): ours, since the service states no cap
   * on requests and blocks; room for both kinds of friends and 3,000 more.
   */
  RELATIONSHIPS: 5e3,
  /** Presences (the service sends friends' only): as many as relationships. */
  PRESENCES: 5e3,
  /** Messages kept per channel (lobby or conversation), as the C++ library keeps. */
  MESSAGES_PER_CHANNEL: 25,
  /**
   * Channels with kept messages: ours (every lobby's and 900 conversations); past it the channel written
   * to least recently forgets its messages.
   */
  MESSAGE_CHANNELS: 1e3,
  /**
   * Users (lobby members, friends, message authors): ours, room for every member of 100 full lobbies,
   * every relationship and the author of every kept message.
   */
  USERS: 15e4
};
function commandCountLimit(type, scope) {
  switch (type) {
    case 1:
      return Limits.CHAT_INPUT_COMMANDS;
    case 2:
      return Limits.USER_COMMANDS;
    case 3:
      return Limits.MESSAGE_COMMANDS;
    case 4:
      return scope === "global" ? Limits.PRIMARY_ENTRY_POINT_COMMANDS : 0;
    default:
      return 0;
  }
}
__name(commandCountLimit, "commandCountLimit");

// dist/model/locales.js
var LOCALES = [
  "id",
  "da",
  "de",
  "en-GB",
  "en-US",
  "es-ES",
  "es-419",
  "fr",
  "hr",
  "it",
  "lt",
  "hu",
  "nl",
  "no",
  "pl",
  "pt-BR",
  "ro",
  "fi",
  "sv-SE",
  "vi",
  "tr",
  "cs",
  "el",
  "bg",
  "ru",
  "uk",
  "hi",
  "th",
  "zh-CN",
  "ja",
  "zh-TW",
  "ko"
];
var LOCALE_SET = new Set(LOCALES);
function isLocale(value) {
  return typeof value === "string" && LOCALE_SET.has(value);
}
__name(isLocale, "isLocale");
var LOCALE_FALLBACK = {
  "en-US": "en-GB",
  "en-GB": "en-US",
  "es-419": "es-ES"
};

// dist/model/permissions.js
var PermissionFlags = {
  CREATE_INSTANT_INVITE: 1n << 0n,
  KICK_MEMBERS: 1n << 1n,
  BAN_MEMBERS: 1n << 2n,
  ADMINISTRATOR: 1n << 3n,
  MANAGE_CHANNELS: 1n << 4n,
  MANAGE_GUILD: 1n << 5n,
  ADD_REACTIONS: 1n << 6n,
  VIEW_AUDIT_LOG: 1n << 7n,
  PRIORITY_SPEAKER: 1n << 8n,
  STREAM: 1n << 9n,
  VIEW_CHANNEL: 1n << 10n,
  SEND_MESSAGES: 1n << 11n,
  SEND_TTS_MESSAGES: 1n << 12n,
  MANAGE_MESSAGES: 1n << 13n,
  EMBED_LINKS: 1n << 14n,
  ATTACH_FILES: 1n << 15n,
  READ_MESSAGE_HISTORY: 1n << 16n,
  MENTION_EVERYONE: 1n << 17n,
  USE_EXTERNAL_EMOJIS: 1n << 18n,
  VIEW_GUILD_INSIGHTS: 1n << 19n,
  CONNECT: 1n << 20n,
  SPEAK: 1n << 21n,
  MUTE_MEMBERS: 1n << 22n,
  DEAFEN_MEMBERS: 1n << 23n,
  MOVE_MEMBERS: 1n << 24n,
  USE_VAD: 1n << 25n,
  CHANGE_NICKNAME: 1n << 26n,
  MANAGE_NICKNAMES: 1n << 27n,
  MANAGE_ROLES: 1n << 28n,
  MANAGE_WEBHOOKS: 1n << 29n,
  MANAGE_GUILD_EXPRESSIONS: 1n << 30n,
  USE_APPLICATION_COMMANDS: 1n << 31n,
  REQUEST_TO_SPEAK: 1n << 32n,
  MANAGE_EVENTS: 1n << 33n,
  MANAGE_THREADS: 1n << 34n,
  CREATE_PUBLIC_THREADS: 1n << 35n,
  CREATE_PRIVATE_THREADS: 1n << 36n,
  USE_EXTERNAL_STICKERS: 1n << 37n,
  SEND_MESSAGES_IN_THREADS: 1n << 38n,
  USE_EMBEDDED_ACTIVITIES: 1n << 39n,
  MODERATE_MEMBERS: 1n << 40n,
  VIEW_CREATOR_MONETIZATION_ANALYTICS: 1n << 41n,
  USE_SOUNDBOARD: 1n << 42n,
  CREATE_GUILD_EXPRESSIONS: 1n << 43n,
  CREATE_EVENTS: 1n << 44n,
  USE_EXTERNAL_SOUNDS: 1n << 45n,
  SEND_VOICE_MESSAGES: 1n << 46n,
  SET_VOICE_CHANNEL_STATUS: 1n << 48n,
  SEND_POLLS: 1n << 49n,
  USE_EXTERNAL_APPS: 1n << 50n,
  PIN_MESSAGES: 1n << 51n,
  BYPASS_SLOWMODE: 1n << 52n
};
var ALL_PERMISSIONS = Object.values(PermissionFlags).reduce((all, bit) => all | bit, 0n);
var InvalidPermissionsError = class _InvalidPermissionsError extends TypeError {
  static {
    __name(this, "InvalidPermissionsError");
  }
  name = "InvalidPermissionsError";
  static code = "INVALID_PERMISSIONS";
  code = _InvalidPermissionsError.code;
};
var DECIMAL2 = /^(0|[1-9][0-9]{0,19})$/;
function permissionsProblem(value) {
  const bits = decimalBigint(value, DECIMAL2);
  if (bits === void 0) {
    return 'expected a permission bit set as a decimal string without sign or leading zeros (e.g. "8")';
  }
  if (bits < 0n)
    return "a permission bit set cannot be negative";
  const unknown = bits & ~ALL_PERMISSIONS;
  if (unknown !== 0n) {
    const positions = [];
    for (let i = 0; i < 64 && unknown >> BigInt(i) !== 0n; i++) {
      if (unknown >> BigInt(i) & 1n)
        positions.push(i);
    }
    return `unknown permission bit${positions.length > 1 ? "s" : ""} ${positions.map((p) => `1<<${p}`).join(", ")}`;
  }
  return void 0;
}
__name(permissionsProblem, "permissionsProblem");
function parsePermissions(value, what = "permissions") {
  const problem = permissionsProblem(value);
  if (problem !== void 0)
    throw new InvalidPermissionsError(`${what}: ${problem}`);
  return typeof value === "bigint" ? value : BigInt(value);
}
__name(parsePermissions, "parsePermissions");
function serializePermissions(bits) {
  return parsePermissions(bits).toString();
}
__name(serializePermissions, "serializePermissions");
function permissionBits(...flags) {
  let bits = 0n;
  for (const flag of flags)
    bits |= typeof flag === "bigint" ? flag : PermissionFlags[flag];
  return bits;
}
__name(permissionBits, "permissionBits");
function hasAllPermissions(bits, required) {
  return (bits & required) === required;
}
__name(hasAllPermissions, "hasAllPermissions");
function hasAnyPermission(bits, any) {
  return (bits & any) !== 0n;
}
__name(hasAnyPermission, "hasAnyPermission");
function permissionNames(bits) {
  const names = [];
  for (const [name, bit] of Object.entries(PermissionFlags)) {
    if ((bits & bit) !== 0n)
      names.push(name);
  }
  return names;
}
__name(permissionNames, "permissionNames");
function everyonePermissionId(guildId) {
  return parseSnowflake(guildId, "guildId");
}
__name(everyonePermissionId, "everyonePermissionId");
function allChannelsPermissionId(guildId) {
  const id = BigInt(parseSnowflake(guildId, "guildId"));
  if (id === 0n)
    throw new RangeError("guildId: 0 has no All Channels id (guild id - 1)");
  return (id - 1n).toString();
}
__name(allChannelsPermissionId, "allChannelsPermissionId");

// dist/model/presence.js
var StatusType = {
  Online: 0,
  Offline: 1,
  Blocked: 2,
  Idle: 3,
  Dnd: 4,
  Invisible: 5,
  Streaming: 6,
  Unknown: 7
};
var AvatarType = {
  Gif: 0,
  Webp: 1,
  Png: 2,
  Jpeg: 3
};
var CHOSEN_STATUSES = ["online", "idle", "dnd", "invisible"];

// dist/model/provisional.js
var AuthenticationExternalAuthType = {
  OIDC: 0,
  EpicOnlineServicesAccessToken: 1,
  EpicOnlineServicesIdToken: 2,
  SteamSessionTicket: 3,
  UnityServicesIdToken: 4,
  DiscordBotIssuedAccessToken: 5,
  AppleIdToken: 6,
  PlayStationNetworkIdToken: 7
};
var ExternalIdentityProviderType = {
  OIDC: 0,
  EpicOnlineServices: 1,
  Steam: 2,
  Unity: 3,
  DiscordBot: 4,
  None: 5,
  Unknown: 6
};
var EXTERNAL_AUTH_TYPE_WIRE = [
  "OIDC",
  "EPIC_ONLINE_SERVICES_ACCESS_TOKEN",
  "EPIC_ONLINE_SERVICES_ID_TOKEN",
  "STEAM_SESSION_TICKET",
  "UNITY_SERVICES_ID_TOKEN",
  "DISCORD_BOT_ISSUED_ACCESS_TOKEN",
  "APPLE_ID_TOKEN",
  "PLAYSTATION_NETWORK_ID_TOKEN"
];
var PROVISIONAL_TOKEN_TTL_SECONDS = 604800;
var MAX_EXTERNAL_AUTH_TOKEN_LENGTH = 10240;
var MAX_PROVISIONAL_DISPLAY_NAME_LENGTH = 32;
var ProvisionalErrorCode = {
  APP_NOT_CONFIGURED: 53e4,
  EXPIRED_ID_TOKEN: 530001,
  INVALID_ISSUER: 530002,
  INVALID_AUDIENCE: 530003,
  ID_TOKEN_TOO_OLD: 530004,
  USERNAME_GENERATION_FAILED: 530006,
  INVALID_CLIENT_SECRET: 530007,
  OIDC_CONFIG_NOT_FOUND: 530008,
  OIDC_JWKS_NOT_FOUND: 530009,
  IDENTITY_BELONGS_TO_FULL_ACCOUNT: 530010,
  MERGE_SOURCE_NOT_PROVISIONAL: 530014,
  MERGE_DESTINATION_PROVISIONAL: 530016,
  MERGE_SOURCE_BANNED: 530017,
  INVALID_OIDC_JWT: 530020,
  IDENTITY_ALREADY_LINKED: 530023,
  /** Unmerge: the user is (still) provisional. */
  USER_IS_PROVISIONAL: 50229
};

// dist/model/relationship.js
var RelationshipType = {
  None: 0,
  Friend: 1,
  Blocked: 2,
  PendingIncoming: 3,
  PendingOutgoing: 4,
  Implicit: 5,
  Suggestion: 6
};
var RelationshipGroupType = {
  OnlinePlayingGame: 0,
  OnlineElsewhere: 1,
  Offline: 2
};
var RELATIONSHIP_KINDS = ["discord", "game"];

// dist/rules/validateCore.js
function report(ctx, tail, code, message) {
  ctx.issues.push({ path: ctx.path.concat(tail), code, message });
}
__name(report, "report");
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
__name(isRecord, "isRecord");
function defineOwn(target, key, value) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
__name(defineOwn, "defineOwn");
var HIGH_SURROGATE = /[\uD800-\uDBFF]/;
function codePoints(s) {
  if (!HIGH_SURROGATE.test(s))
    return s.length;
  const n = s.length;
  let count = n;
  for (let i = 0; i < n - 1; i++) {
    const c = s.charCodeAt(i);
    if (c >= 55296 && c <= 56319) {
      const d = s.charCodeAt(i + 1);
      if (d >= 56320 && d <= 57343) {
        count--;
        i++;
      }
    }
  }
  return count;
}
__name(codePoints, "codePoints");
function show(value) {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}\u2026` : value);
    case "number":
    case "boolean":
    case "bigint":
      return String(value);
    case "object":
      return value === null ? "null" : Array.isArray(value) ? "an array" : "an object";
    default:
      return `a value of type ${typeof value}`;
  }
}
__name(show, "show");
var NAME_PATTERN_SOURCE = "^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$";
var NAME_CHARS = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]+$/u;
var NAME_CHAR = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]$/u;
var TextRule = {
  /** CHAT_INPUT command and option names: 1-32, the name pattern, lowercase. */
  CHAT_NAME: 0,
  /** USER, MESSAGE and PRIMARY_ENTRY_POINT names: 1-32, any case, spaces allowed. */
  CONTEXT_NAME: 1,
  /** Descriptions: 1-100. */
  DESCRIPTION: 2,
  /** Choice names: 1-100. */
  CHOICE_NAME: 3
};
var RULE_MAX = [Limits.NAME_MAX, Limits.NAME_MAX, Limits.DESCRIPTION_MAX, Limits.CHOICE_NAME_MAX];
function checkText(ctx, key, value, rule) {
  if (typeof value !== "string") {
    report(ctx, [key], IssueCodes.STRING_TYPE_COERCE, `Must be a string; got ${show(value)}.`);
    return -1;
  }
  const max = RULE_MAX[rule];
  const plainName = rule === TextRule.CHAT_NAME && isPlainName(value);
  const length = plainName ? value.length : codePoints(value);
  if (length < 1 || length > max) {
    report(ctx, [key], IssueCodes.BASE_TYPE_BAD_LENGTH, `Must be between 1 and ${max} in length; got ${length}.`);
  }
  if (rule === TextRule.CHAT_NAME && length > 0 && !plainName)
    checkChatName(ctx, key, value);
  return length;
}
__name(checkText, "checkText");
var PLAIN_NAME_CHARS = new Uint8Array(128);
for (const ch of "abcdefghijklmnopqrstuvwxyz0123456789-_'")
  PLAIN_NAME_CHARS[ch.charCodeAt(0)] = 1;
function isPlainName(s) {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128 || PLAIN_NAME_CHARS[c] === 0)
      return false;
  }
  return true;
}
__name(isPlainName, "isPlainName");
function checkChatName(ctx, key, name) {
  if (!NAME_CHARS.test(name)) {
    let bad = "";
    for (const ch of name) {
      if (!NAME_CHAR.test(ch)) {
        bad = ch;
        break;
      }
    }
    report(ctx, [key], IssueCodes.STRING_TYPE_REGEX, `String value did not match validation regex ${NAME_PATTERN_SOURCE}: only letters, numbers, - _ and ' are allowed (no spaces); ${show(name)} contains ${JSON.stringify(bad)}.${nameSuggestion(name)}`);
  }
  if (name.toLowerCase() !== name) {
    report(ctx, [key], IssueCodes.APPLICATION_COMMAND_INVALID_NAME, `Name must be lowercase where a lowercase variant exists; ${show(name)} is not.${nameSuggestion(name)}`);
  }
}
__name(checkChatName, "checkChatName");
function nameSuggestion(name) {
  let out = "";
  let gap = false;
  for (const ch of name.toLowerCase()) {
    if (NAME_CHAR.test(ch)) {
      if (gap && out !== "")
        out += "-";
      out += ch;
      gap = false;
    } else
      gap = true;
  }
  const fixed = [...out].slice(0, Limits.NAME_MAX).join("");
  return fixed === "" || fixed !== fixed.toLowerCase() ? "" : ` Try ${show(fixed)}.`;
}
__name(nameSuggestion, "nameSuggestion");
function checkLocalizations(ctx, key, dict, defaultValue, rule) {
  if (dict === void 0 || dict === null)
    return 0;
  if (!isRecord(dict)) {
    report(ctx, [key], IssueCodes.DICT_TYPE_CONVERT, `Must be an object of locale -> string, or null; got ${show(dict)}.`);
    return 0;
  }
  let longest = 0;
  ctx.path.push(key);
  for (const locale in dict) {
    const value = dict[locale];
    if (!isLocale(locale)) {
      report(ctx, [locale], IssueCodes.LOCALE_TYPE_INVALID, `Unknown locale ${show(locale)}: keys must be one of the service's locale codes (e.g. "en-US", "de", "es-419").`);
      continue;
    }
    if (value === defaultValue)
      continue;
    const length = checkText(ctx, locale, value, rule);
    if (length > longest)
      longest = length;
  }
  ctx.path.pop();
  return longest;
}
__name(checkLocalizations, "checkLocalizations");
function checkBoolean(ctx, key, value, nullable) {
  if (value === void 0 || typeof value === "boolean" || nullable && value === null)
    return;
  report(ctx, [key], IssueCodes.BOOLEAN_TYPE_COERCE, `Must be a boolean${nullable ? " or null" : ""}; got ${show(value)}.`);
}
__name(checkBoolean, "checkBoolean");
function checkKnownKeys(ctx, obj, known, what) {
  for (const key in obj) {
    if (!known.has(key))
      reportUnknownField(ctx, key, known, what);
  }
}
__name(checkKnownKeys, "checkKnownKeys");
function reportNotInEnum(ctx, tail, table, value) {
  report(ctx, tail, IssueCodes.BASE_TYPE_CHOICES, `Value must be one of ${describeEnum(table)}; got ${show(value)}.`);
}
__name(reportNotInEnum, "reportNotInEnum");
function reportTooLong(ctx, tail, length, max) {
  report(ctx, tail, IssueCodes.BASE_TYPE_MAX_LENGTH, `Must be ${max} or fewer in length; got ${length}.`);
}
__name(reportTooLong, "reportTooLong");
function listItems(ctx, list, what, max) {
  if (!Array.isArray(list)) {
    report(ctx, [], IssueCodes.LIST_TYPE_CONVERT, `Must be an array of ${what}; got ${show(list)}.`);
    return void 0;
  }
  if (list.length <= max)
    return list;
  reportTooLong(ctx, [], list.length, max);
  return list.slice(0, max);
}
__name(listItems, "listItems");
function reportUnknownField(ctx, key, known, what) {
  report(ctx, [key], IssueCodes.BASE_TYPE_UNKNOWN_FIELD, `Unknown field ${show(key)} on ${what}; allowed fields: ${[...known].join(", ")}.`);
}
__name(reportUnknownField, "reportUnknownField");
function enumList(table) {
  const values = Object.values(table);
  if (values.length > 31)
    throw new RangeError(`enumList: ${values.length} values do not fit a 31-bit set`);
  return { values, described: describeEnum(table) };
}
__name(enumList, "enumList");
function checkEnumList(ctx, key, value, allowed) {
  if (!Array.isArray(value)) {
    report(ctx, [key], IssueCodes.LIST_TYPE_CONVERT, `Must be an array; got ${show(value)}.`);
    return void 0;
  }
  const { values } = allowed;
  let seen = 0;
  for (let i = 0; i < value.length; i++) {
    const item = value[i];
    const position = typeof item === "number" ? values.indexOf(item) : -1;
    if (position < 0) {
      report(ctx, [key, i], IssueCodes.BASE_TYPE_CHOICES, `Value must be one of ${allowed.described}; got ${show(item)}.`);
    } else if ((seen & 1 << position) !== 0) {
      report(ctx, [key, i], IssueCodes.LIST_ITEM_VALUE_DUPLICATE, `Value ${item} is listed twice.`);
    } else {
      seen |= 1 << position;
    }
  }
  return value;
}
__name(checkEnumList, "checkEnumList");
function describeEnum(table) {
  return `{${Object.entries(table).map(([name, v]) => `${v} (${name})`).join(", ")}}`;
}
__name(describeEnum, "describeEnum");

// dist/rules/errorBody.js
var INVALID_FORM_BODY_MESSAGE = "Invalid Form Body";
var MAX_DEPTH = 64;
var INDEX = /^(0|[1-9][0-9]{0,8})$/;
function toErrorBody(issues) {
  const errors = {};
  for (const issue of issues) {
    let node = errors;
    for (const part of issue.path) {
      const key = String(part);
      const existing = Object.hasOwn(node, key) ? node[key] : void 0;
      if (existing !== void 0 && !Array.isArray(existing)) {
        node = existing;
      } else {
        const child = {};
        defineOwn(node, key, child);
        node = child;
      }
    }
    const leaf = { code: issue.code, message: issue.message };
    if (node._errors === void 0)
      node._errors = [leaf];
    else
      node._errors.push(leaf);
  }
  return { code: ApiErrorCode.INVALID_FORM_BODY, message: INVALID_FORM_BODY_MESSAGE, errors };
}
__name(toErrorBody, "toErrorBody");
function readLeaves(list, path, out) {
  if (!Array.isArray(list))
    return;
  for (const entry of list) {
    if (!isRecord(entry))
      continue;
    const code = typeof entry.code === "string" ? entry.code : "UNKNOWN";
    const message = typeof entry.message === "string" ? entry.message : "";
    out.push({ path: path.slice(), code, message });
  }
}
__name(readLeaves, "readLeaves");
function walk(node, path, depth, out) {
  if (depth > MAX_DEPTH)
    return;
  readLeaves(node._errors, path, out);
  for (const key of Object.keys(node)) {
    if (key === "_errors")
      continue;
    const child = node[key];
    if (!isRecord(child))
      continue;
    path.push(INDEX.test(key) ? Number(key) : key);
    walk(child, path, depth + 1, out);
    path.pop();
  }
}
__name(walk, "walk");
function parseErrorBody(body) {
  const out = [];
  if (isRecord(body) && isRecord(body.errors))
    walk(body.errors, [], 0, out);
  return out;
}
__name(parseErrorBody, "parseErrorBody");
function flattenErrorBody(body) {
  return parseErrorBody(body).map(formatIssue);
}
__name(flattenErrorBody, "flattenErrorBody");

// dist/rules/validateOptions.js
var OPTION_FIELDS = [
  "type",
  "name",
  "name_localizations",
  "description",
  "description_localizations",
  "required",
  "choices",
  "options",
  "channel_types",
  "min_value",
  "max_value",
  "min_length",
  "max_length",
  "autocomplete"
];
function isOptionField(key) {
  switch (key) {
    case "type":
    case "name":
    case "name_localizations":
    case "description":
    case "description_localizations":
    case "required":
    case "choices":
    case "options":
    case "channel_types":
    case "min_value":
    case "max_value":
    case "min_length":
    case "max_length":
    case "autocomplete":
      return true;
    default:
      return false;
  }
}
__name(isOptionField, "isOptionField");
var CHOICE_FIELDS = ["name", "name_localizations", "value"];
function isChoiceField(key) {
  switch (key) {
    case "name":
    case "name_localizations":
    case "value":
      return true;
    default:
      return false;
  }
}
__name(isChoiceField, "isChoiceField");
var CHANNEL_TYPES = enumList(ChannelType);
var Parent = { COMMAND: 0, GROUP: 1, SUBCOMMAND: 2 };
var TYPE_NAMES = [
  "",
  "SUB_COMMAND",
  "SUB_COMMAND_GROUP",
  "STRING",
  "INTEGER",
  "BOOLEAN",
  "USER",
  "CHANNEL",
  "ROLE",
  "MENTIONABLE",
  "NUMBER",
  "ATTACHMENT"
];
function isNumericType(type) {
  return type === ApplicationCommandOptionType.INTEGER || type === ApplicationCommandOptionType.NUMBER;
}
__name(isNumericType, "isNumericType");
function takesChoices(type) {
  return type === ApplicationCommandOptionType.STRING || type === ApplicationCommandOptionType.INTEGER || type === ApplicationCommandOptionType.NUMBER;
}
__name(takesChoices, "takesChoices");
function checkOptionList(ctx, list) {
  return checkList(ctx, list, Parent.COMMAND);
}
__name(checkOptionList, "checkOptionList");
function checkList(ctx, list, parent) {
  const items = listItems(ctx, list, "options", Limits.OPTIONS);
  if (items === void 0)
    return 0;
  let size = 0;
  let firstKind = -1;
  let sawOptional = false;
  let localized = false;
  for (let i = 0; i < items.length; i++) {
    const option = items[i];
    ctx.path.push(i);
    if (!isRecord(option)) {
      report(ctx, [], IssueCodes.DICT_TYPE_CONVERT, `Must be an option object; got ${show(option)}.`);
      ctx.path.pop();
      continue;
    }
    const type = option.type;
    const known = typeof type === "number" && Number.isInteger(type) && type >= 1 && type <= 11;
    if (type === void 0 || type === null) {
      report(ctx, ["type"], IssueCodes.BASE_TYPE_REQUIRED, "This field is required: the option type (1-11).");
    } else if (!known) {
      reportNotInEnum(ctx, ["type"], ApplicationCommandOptionType, type);
    }
    let nestingOk = false;
    if (known) {
      const isSub = type === ApplicationCommandOptionType.SUB_COMMAND || type === ApplicationCommandOptionType.SUB_COMMAND_GROUP;
      nestingOk = checkNesting(ctx, type, parent);
      if (nestingOk && parent === Parent.COMMAND) {
        const kind = isSub ? 1 : 0;
        if (firstKind === -1)
          firstKind = kind;
        else if (kind !== firstKind) {
          report(ctx, ["type"], IssueCodes.APPLICATION_COMMAND_OPTIONS_TYPE_INVALID, "Subcommands and subcommand groups cannot be mixed with other option types at one level.");
        }
      }
      if (!isSub) {
        if (option.required === true) {
          if (sawOptional) {
            report(ctx, ["required"], IssueCodes.APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID, "Required options must be placed before non-required options.");
          }
        } else {
          sawOptional = true;
        }
      }
    }
    size += checkOption(ctx, option, known ? type : 0, nestingOk);
    const nameLocalizations = option.name_localizations;
    if (nameLocalizations !== void 0 && nameLocalizations !== null)
      localized = true;
    ctx.path.pop();
  }
  checkDistinctNames(ctx, items, localized);
  return size;
}
__name(checkList, "checkList");
function checkNesting(ctx, type, parent) {
  const isSub = type === ApplicationCommandOptionType.SUB_COMMAND || type === ApplicationCommandOptionType.SUB_COMMAND_GROUP;
  if (parent === Parent.GROUP && type !== ApplicationCommandOptionType.SUB_COMMAND) {
    report(ctx, ["type"], IssueCodes.APPLICATION_COMMAND_OPTIONS_TYPE_INVALID, type === ApplicationCommandOptionType.SUB_COMMAND_GROUP ? "A subcommand group cannot contain another subcommand group: only subcommands (type 1)." : `A subcommand group may only contain subcommands (type 1); got ${TYPE_NAMES[type]}.`);
    return false;
  }
  if (parent === Parent.SUBCOMMAND && isSub) {
    report(ctx, ["type"], IssueCodes.APPLICATION_COMMAND_OPTIONS_TYPE_INVALID, `A subcommand cannot contain a ${TYPE_NAMES[type]}: only one level of nesting below a group is supported.`);
    return false;
  }
  return true;
}
__name(checkNesting, "checkNesting");
function notAllowed(ctx, key, type, allowed) {
  report(ctx, [key], IssueCodes.APPLICATION_COMMAND_OPTION_FIELD_NOT_ALLOWED, `\`${key}\` is only allowed on ${allowed} options, not on ${TYPE_NAMES[type] || "options of an unknown type"}.`);
}
__name(notAllowed, "notAllowed");
function checkOption(ctx, option, type, descend) {
  for (const key in option)
    if (!isOptionField(key))
      reportUnknownField(ctx, key, OPTION_FIELDS, "an option");
  let size = 0;
  size += checkRequiredText(ctx, option, "name", TextRule.CHAT_NAME, "the option name (1-32 characters)");
  size += checkRequiredText(ctx, option, "description", TextRule.DESCRIPTION, "the option description (1-100 characters)");
  if (type === 0)
    return size;
  const isSub = type === ApplicationCommandOptionType.SUB_COMMAND || type === ApplicationCommandOptionType.SUB_COMMAND_GROUP;
  const required = option.required;
  checkBoolean(ctx, "required", required, false);
  if (isSub && required === true)
    notAllowed(ctx, "required", type, "non-subcommand");
  const choices = option.choices;
  let hasChoices = false;
  if (choices !== void 0) {
    if (!takesChoices(type))
      notAllowed(ctx, "choices", type, "STRING, INTEGER and NUMBER");
    else {
      ctx.path.push("choices");
      size += checkChoices(ctx, choices, type);
      ctx.path.pop();
      hasChoices = Array.isArray(choices) && choices.length > 0;
    }
  }
  const autocomplete = option.autocomplete;
  if (autocomplete !== void 0) {
    checkBoolean(ctx, "autocomplete", autocomplete, false);
    if (!takesChoices(type))
      notAllowed(ctx, "autocomplete", type, "STRING, INTEGER and NUMBER");
    else if (autocomplete === true && hasChoices) {
      report(ctx, ["autocomplete"], IssueCodes.APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_WITH_CHOICES, "`autocomplete` cannot be true when `choices` are present: use one or the other.");
    }
  }
  const channelTypes = option.channel_types;
  if (channelTypes !== void 0) {
    if (type !== ApplicationCommandOptionType.CHANNEL)
      notAllowed(ctx, "channel_types", type, "CHANNEL");
    else
      checkEnumList(ctx, "channel_types", channelTypes, CHANNEL_TYPES);
  }
  checkBoundPair(ctx, type, ["min_value", "max_value"], option, {
    applies: isNumericType(type),
    appliesTo: "INTEGER and NUMBER",
    check: /* @__PURE__ */ __name((key, value) => checkBound(ctx, key, value, type), "check")
  });
  checkBoundPair(ctx, type, ["min_length", "max_length"], option, {
    applies: type === ApplicationCommandOptionType.STRING,
    appliesTo: "STRING",
    check: /* @__PURE__ */ __name((key, value) => key === "min_length" ? checkIntRange(ctx, key, value, Limits.MIN_LENGTH_MIN, Limits.MIN_LENGTH_MAX) : checkIntRange(ctx, key, value, Limits.MAX_LENGTH_MIN, Limits.MAX_LENGTH_MAX), "check")
  });
  const nested = option.options;
  if (!isSub) {
    if (nested !== void 0)
      notAllowed(ctx, "options", type, "SUB_COMMAND and SUB_COMMAND_GROUP");
  } else if (descend) {
    const isGroup = type === ApplicationCommandOptionType.SUB_COMMAND_GROUP;
    if (isGroup && (nested === void 0 || nested === null || Array.isArray(nested) && nested.length === 0)) {
      report(ctx, ["options"], IssueCodes.APPLICATION_COMMAND_OPTIONS_GROUP_EMPTY, "A subcommand group needs at least one subcommand (type 1) in `options`.");
    } else if (nested !== void 0 && nested !== null) {
      ctx.path.push("options");
      size += checkList(ctx, nested, isGroup ? Parent.GROUP : Parent.SUBCOMMAND);
      ctx.path.pop();
    }
  }
  return size;
}
__name(checkOption, "checkOption");
function checkBoundPair(ctx, type, [minKey, maxKey], option, rule) {
  const minValue = option[minKey];
  const maxValue = option[maxKey];
  if (minValue === void 0 && maxValue === void 0)
    return;
  if (!rule.applies) {
    if (minValue !== void 0)
      notAllowed(ctx, minKey, type, rule.appliesTo);
    if (maxValue !== void 0)
      notAllowed(ctx, maxKey, type, rule.appliesTo);
    return;
  }
  const min = minValue === void 0 ? void 0 : rule.check(minKey, minValue);
  const max = maxValue === void 0 ? void 0 : rule.check(maxKey, maxValue);
  if (min !== void 0 && max !== void 0 && min > max) {
    report(ctx, [maxKey], IssueCodes.APPLICATION_COMMAND_OPTION_RANGE_INVALID, `\`${maxKey}\` (${max}) must be greater than or equal to \`${minKey}\` (${min}).`);
  }
}
__name(checkBoundPair, "checkBoundPair");
function checkBound(ctx, key, value, type) {
  if (value === void 0)
    return void 0;
  return type === ApplicationCommandOptionType.INTEGER ? checkIntRange(ctx, key, value, Limits.INTEGER_MIN, Limits.INTEGER_MAX) : checkNumberRange(ctx, key, value, Limits.NUMBER_MIN, Limits.NUMBER_MAX);
}
__name(checkBound, "checkBound");
var tailOf = /* @__PURE__ */ __name((key) => typeof key === "string" ? [key] : [...key], "tailOf");
function checkIntRange(ctx, key, value, min, max) {
  if (value === void 0)
    return void 0;
  if (typeof value !== "number" || !Number.isInteger(value)) {
    report(ctx, tailOf(key), IssueCodes.NUMBER_TYPE_COERCE, `Value ${show(value)} is not an integer.`);
    return void 0;
  }
  return inRange(ctx, key, value, min, max);
}
__name(checkIntRange, "checkIntRange");
function checkNumberRange(ctx, key, value, min, max) {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    report(ctx, tailOf(key), IssueCodes.NUMBER_TYPE_COERCE, `Value ${show(value)} is not a finite number.`);
    return void 0;
  }
  return inRange(ctx, key, value, min, max);
}
__name(checkNumberRange, "checkNumberRange");
function inRange(ctx, key, value, min, max) {
  if (value < min) {
    report(ctx, tailOf(key), IssueCodes.BASE_TYPE_MIN_VALUE, `Must be greater than or equal to ${min}; got ${value}.`);
    return void 0;
  }
  if (value > max) {
    report(ctx, tailOf(key), IssueCodes.BASE_TYPE_MAX_VALUE, `Must be less than or equal to ${max}; got ${value}.`);
    return void 0;
  }
  return value;
}
__name(inRange, "inRange");
function checkChoices(ctx, choices, type) {
  const items = listItems(ctx, choices, "choices", Limits.CHOICES);
  if (items === void 0)
    return 0;
  let size = 0;
  for (let i = 0; i < items.length; i++) {
    const choice = items[i];
    ctx.path.push(i);
    if (!isRecord(choice)) {
      report(ctx, [], IssueCodes.DICT_TYPE_CONVERT, `Must be a choice object {name, value}; got ${show(choice)}.`);
      ctx.path.pop();
      continue;
    }
    for (const key in choice)
      if (!isChoiceField(key))
        reportUnknownField(ctx, key, CHOICE_FIELDS, "a choice");
    size += checkRequiredText(ctx, choice, "name", TextRule.CHOICE_NAME, "the choice name (1-100 characters)");
    size += checkChoiceValue(ctx, choice.value, type);
    ctx.path.pop();
  }
  return size;
}
__name(checkChoices, "checkChoices");
function checkRequiredText(ctx, record, key, rule, required) {
  const value = record[key];
  if (value === void 0 || value === null) {
    report(ctx, [key], IssueCodes.BASE_TYPE_REQUIRED, `This field is required: ${required}.`);
    return 0;
  }
  const localizations = `${key}_localizations`;
  return Math.max(checkText(ctx, key, value, rule), checkLocalizations(ctx, localizations, record[localizations], value, rule));
}
__name(checkRequiredText, "checkRequiredText");
function checkChoiceValue(ctx, value, type) {
  if (value === void 0 || value === null) {
    report(ctx, ["value"], IssueCodes.BASE_TYPE_REQUIRED, "This field is required: the choice value.");
    return 0;
  }
  if (type === ApplicationCommandOptionType.STRING) {
    if (typeof value !== "string") {
      report(ctx, ["value"], IssueCodes.STRING_TYPE_COERCE, `A STRING option's choice value must be a string; got ${show(value)}.`);
      return 0;
    }
    const length = codePoints(value);
    if (length > Limits.CHOICE_STRING_VALUE_MAX) {
      reportTooLong(ctx, ["value"], length, Limits.CHOICE_STRING_VALUE_MAX);
    }
    return length;
  }
  const ok = type === ApplicationCommandOptionType.INTEGER ? checkIntRange(ctx, "value", value, Limits.INTEGER_MIN, Limits.INTEGER_MAX) : checkNumberRange(ctx, "value", value, Limits.NUMBER_MIN, Limits.NUMBER_MAX);
  return ok === void 0 ? 0 : String(ok).length;
}
__name(checkChoiceValue, "checkChoiceValue");
function checkDistinctNames(ctx, list, localized) {
  const count = list.length;
  const names = new Array(count);
  for (let i = 0; i < count; i++) {
    const name = nameOf(list[i]);
    names[i] = name;
    if (name === void 0)
      continue;
    const j = names.indexOf(name);
    if (j < i) {
      report(ctx, [i, "name"], IssueCodes.APPLICATION_COMMAND_OPTIONS_DUPLICATE_NAME, `Option names must be unique within one options array: ${show(name)} is also used at index ${j}.`);
    }
  }
  if (!localized)
    return;
  const seen = /* @__PURE__ */ new Map();
  for (let i = 0; i < count; i++) {
    const own = list[i];
    if (!isRecord(own) || !isRecord(own.name_localizations))
      continue;
    const dict = own.name_localizations;
    for (const locale in dict) {
      const value = dict[locale];
      if (typeof value !== "string" || value === names[i])
        continue;
      let clash = names.indexOf(value);
      let kind = "default";
      if (clash < 0) {
        const key = `${locale}\0${value}`;
        const first = seen.get(key);
        if (first === void 0)
          seen.set(key, i);
        else {
          clash = first;
          kind = locale;
        }
      }
      if (clash >= 0) {
        report(ctx, [i, "name_localizations", locale], IssueCodes.APPLICATION_COMMAND_OPTIONS_DUPLICATE_LOCALIZED_NAME, `Localized option name ${show(value)} (${locale}) clashes with the ${kind} name of the option at index ${clash}: option names must be distinct in every locale.`);
      }
    }
  }
}
__name(checkDistinctNames, "checkDistinctNames");
function nameOf(option) {
  return isRecord(option) && typeof option.name === "string" ? option.name : void 0;
}
__name(nameOf, "nameOf");

// dist/rules/interactionOptions.js
var OPTION_TYPE_NAMES = Object.fromEntries(Object.entries(ApplicationCommandOptionType).map(([name, value]) => [value, name]));
var PARTIAL_INTEGER = /^-?\d*$/;
var PARTIAL_NUMBER = /^-?\d*\.?\d*$/;
function isGroupOrSubcommand(type) {
  return type === ApplicationCommandOptionType.SUB_COMMAND || type === ApplicationCommandOptionType.SUB_COMMAND_GROUP;
}
__name(isGroupOrSubcommand, "isGroupOrSubcommand");
function invocationPath(options) {
  const path = [];
  let list = options;
  for (let depth = 0; depth < 2; depth++) {
    const first = list?.[0];
    if (first === void 0 || !isGroupOrSubcommand(first.type))
      break;
    path.push(first.name);
    list = first.options;
  }
  return path;
}
__name(invocationPath, "invocationPath");
function invocationLeafOptions(options) {
  let list = options ?? [];
  for (let depth = 0; depth < 2; depth++) {
    const first = list[0];
    if (first === void 0 || !isGroupOrSubcommand(first.type))
      break;
    list = first.options ?? [];
  }
  return list;
}
__name(invocationLeafOptions, "invocationLeafOptions");
function validateInvocationOptions(command, options, check = {}) {
  const ctx = { issues: [], path: ["options"] };
  const autocomplete = check.autocomplete === true;
  if (command.type !== ApplicationCommandType.CHAT_INPUT) {
    if (options !== void 0 && !(Array.isArray(options) && options.length === 0))
      report(ctx, [], IssueCodes.BASE_TYPE_UNKNOWN_FIELD, `/${command.name} is a context-menu command: it takes no options.`);
    return ctx.issues;
  }
  const focused = { count: 0 };
  checkLevel(ctx, command.options ?? [], options ?? [], `/${command.name}`, autocomplete, focused);
  if (autocomplete && focused.count !== 1 && ctx.issues.length === 0) {
    report(ctx, [], IssueCodes.BASE_TYPE_REQUIRED, `An autocomplete request has exactly one focused option; got ${focused.count}.`);
  }
  return ctx.issues;
}
__name(validateInvocationOptions, "validateInvocationOptions");
function checkLevel(ctx, defs, given, where2, autocomplete, focused) {
  if (!Array.isArray(given)) {
    report(ctx, [], IssueCodes.LIST_TYPE_CONVERT, `Must be an array of options; got ${show(given)}.`);
    return;
  }
  const branches = defs.filter((def) => isGroupOrSubcommand(def.type));
  if (branches.length > 0) {
    checkBranch(ctx, branches, given, where2, autocomplete, focused);
    return;
  }
  const seen = /* @__PURE__ */ new Set();
  given.forEach((item, i) => {
    ctx.path.push(i);
    const name = checkItemHead(ctx, item, defs, where2);
    if (name !== void 0) {
      if (seen.has(name))
        report(ctx, ["name"], IssueCodes.LIST_ITEM_VALUE_DUPLICATE, `Option ${show(name)} is given twice.`);
      seen.add(name);
      const def = defs.find((d) => d.name === name);
      checkValue(ctx, def, item, where2, autocomplete, focused);
    }
    ctx.path.pop();
  });
  if (autocomplete)
    return;
  for (const def of defs) {
    if ("required" in def && def.required === true && !seen.has(def.name))
      report(ctx, [], IssueCodes.BASE_TYPE_REQUIRED, `${where2} requires option ${show(def.name)}.`);
  }
}
__name(checkLevel, "checkLevel");
function checkBranch(ctx, defs, given, where2, autocomplete, focused) {
  const names = defs.map((def) => def.name).join(", ");
  if (given.length !== 1) {
    report(ctx, [], IssueCodes.BASE_TYPE_BAD_LENGTH, `${where2} is invoked through exactly one of its subcommands (${names}); got ${given.length}.`);
    return;
  }
  ctx.path.push(0);
  const name = checkItemHead(ctx, given[0], defs, where2);
  if (name !== void 0) {
    const def = defs.find((d) => d.name === name);
    const item = given[0];
    if (item.value !== void 0)
      report(ctx, ["value"], IssueCodes.BASE_TYPE_UNKNOWN_FIELD, `${OPTION_TYPE_NAMES[def.type]} ${show(name)} takes no value.`);
    ctx.path.push("options");
    checkLevel(ctx, "options" in def ? def.options ?? [] : [], item.options ?? [], `${where2} ${name}`, autocomplete, focused);
    ctx.path.pop();
  }
  ctx.path.pop();
}
__name(checkBranch, "checkBranch");
function checkItemHead(ctx, item, defs, where2) {
  if (!isRecord(item)) {
    report(ctx, [], IssueCodes.DICT_TYPE_CONVERT, `Must be an option object {name, type, value?}; got ${show(item)}.`);
    return void 0;
  }
  const def = defs.find((d) => d.name === item.name);
  if (def === void 0) {
    const known = defs.map((d) => d.name).join(", ") || "none";
    report(ctx, ["name"], IssueCodes.BASE_TYPE_CHOICES, `${where2} has no option ${show(item.name)} (its options: ${known}).`);
    return void 0;
  }
  if (item.type !== def.type) {
    report(ctx, ["type"], IssueCodes.BASE_TYPE_CHOICES, `Option ${show(def.name)} is ${OPTION_TYPE_NAMES[def.type]} (${def.type}); got type ${show(item.type)}.`);
    return void 0;
  }
  return def.name;
}
__name(checkItemHead, "checkItemHead");
function checkValue(ctx, def, item, where2, autocomplete, focused) {
  const value = item.value;
  if (item.options !== void 0)
    report(ctx, ["options"], IssueCodes.BASE_TYPE_UNKNOWN_FIELD, `${OPTION_TYPE_NAMES[def.type]} options have no nested options.`);
  if (item.focused !== void 0 && item.focused !== false) {
    if (!autocomplete) {
      report(ctx, ["focused"], IssueCodes.BASE_TYPE_UNKNOWN_FIELD, "Only autocomplete requests have a focused option.");
    } else if (!("autocomplete" in def) || def.autocomplete !== true) {
      report(ctx, ["focused"], IssueCodes.BASE_TYPE_CHOICES, `${where2}: option ${show(def.name)} does not have autocomplete set.`);
    } else {
      focused.count++;
      checkPartial(ctx, def.type, value);
      return;
    }
  }
  if (value === void 0 || value === null) {
    report(ctx, ["value"], IssueCodes.BASE_TYPE_REQUIRED, `Option ${show(def.name)} needs a value.`);
    return;
  }
  switch (def.type) {
    case ApplicationCommandOptionType.STRING:
      checkString(ctx, def, value);
      break;
    case ApplicationCommandOptionType.INTEGER:
    case ApplicationCommandOptionType.NUMBER: {
      const read = def.type === ApplicationCommandOptionType.INTEGER ? checkIntRange(ctx, ["value"], value, def.min_value ?? Limits.INTEGER_MIN, def.max_value ?? Limits.INTEGER_MAX) : checkNumberRange(ctx, ["value"], value, def.min_value ?? Limits.NUMBER_MIN, def.max_value ?? Limits.NUMBER_MAX);
      if (read !== void 0)
        checkChoice(ctx, def.choices, read, def.autocomplete === true);
      break;
    }
    case ApplicationCommandOptionType.BOOLEAN:
      if (typeof value !== "boolean")
        report(ctx, ["value"], IssueCodes.BOOLEAN_TYPE_COERCE, `Must be a boolean; got ${show(value)}.`);
      break;
    default:
      if (typeof value !== "string" || !isSnowflake(value))
        report(ctx, ["value"], IssueCodes.SNOWFLAKE_TYPE_INVALID, `Must be the id of a ${OPTION_TYPE_NAMES[def.type]}; got ${show(value)}.`);
  }
}
__name(checkValue, "checkValue");
function checkString(ctx, def, value) {
  if (typeof value !== "string") {
    report(ctx, ["value"], IssueCodes.STRING_TYPE_COERCE, `Must be a string; got ${show(value)}.`);
    return;
  }
  const length = codePoints(value);
  const min = def.min_length ?? 0;
  const max = def.max_length ?? Limits.MAX_LENGTH_MAX;
  if (length < min || length > max)
    report(ctx, ["value"], IssueCodes.BASE_TYPE_BAD_LENGTH, `Must be between ${min} and ${max} in length; got ${length}.`);
  checkChoice(ctx, def.choices, value, def.autocomplete === true);
}
__name(checkString, "checkString");
function checkChoice(ctx, choices, value, autocomplete) {
  if (choices === void 0 || choices.length === 0 || autocomplete)
    return;
  if (choices.some((choice) => choice.value === value))
    return;
  report(ctx, ["value"], IssueCodes.BASE_TYPE_CHOICES, `Value must be one of the option's choices (${choices.map((c) => JSON.stringify(c.value)).join(", ")}); got ${show(value)}.`);
}
__name(checkChoice, "checkChoice");
function checkPartial(ctx, type, value) {
  if (type === ApplicationCommandOptionType.STRING) {
    if (typeof value !== "string")
      report(ctx, ["value"], IssueCodes.STRING_TYPE_COERCE, `Must be a string; got ${show(value)}.`);
    return;
  }
  if (typeof value === "number" && Number.isFinite(value) && (type === ApplicationCommandOptionType.NUMBER || Number.isInteger(value)))
    return;
  const pattern = type === ApplicationCommandOptionType.INTEGER ? PARTIAL_INTEGER : PARTIAL_NUMBER;
  if (typeof value !== "string" || !pattern.test(value)) {
    report(ctx, ["value"], IssueCodes.NUMBER_TYPE_COERCE, `A partial ${OPTION_TYPE_NAMES[type]} is a number or the start of one as a string (such as "-" or "12"); got ${show(value)}.`);
  }
}
__name(checkPartial, "checkPartial");

// dist/rules/interactionResponse.js
var C = InteractionCallbackType;
var ALLOWED = {
  [InteractionType.PING]: [C.PONG],
  [InteractionType.APPLICATION_COMMAND]: [
    C.CHANNEL_MESSAGE_WITH_SOURCE,
    C.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE,
    C.MODAL,
    C.LAUNCH_ACTIVITY
  ],
  [InteractionType.MESSAGE_COMPONENT]: [
    C.CHANNEL_MESSAGE_WITH_SOURCE,
    C.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE,
    C.DEFERRED_UPDATE_MESSAGE,
    C.UPDATE_MESSAGE,
    C.MODAL,
    C.LAUNCH_ACTIVITY
  ],
  [InteractionType.APPLICATION_COMMAND_AUTOCOMPLETE]: [C.APPLICATION_COMMAND_AUTOCOMPLETE_RESULT],
  [InteractionType.MODAL_SUBMIT]: [
    C.CHANNEL_MESSAGE_WITH_SOURCE,
    C.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE,
    C.DEFERRED_UPDATE_MESSAGE,
    C.UPDATE_MESSAGE,
    C.LAUNCH_ACTIVITY
  ]
};
var ANY_TYPE = Object.values(C);
var SENDABLE_FLAGS = MessageFlags.SUPPRESS_EMBEDS | MessageFlags.EPHEMERAL | MessageFlags.SUPPRESS_NOTIFICATIONS | MessageFlags.IS_COMPONENTS_V2;
var RESPONSE_KEYS = /* @__PURE__ */ new Set(["type", "data"]);
var MESSAGE_KEYS = /* @__PURE__ */ new Set([
  "content",
  "embeds",
  "allowed_mentions",
  "components",
  "attachments",
  "poll",
  "tts",
  "flags"
]);
var DEFERRED_KEYS = /* @__PURE__ */ new Set(["flags"]);
var AUTOCOMPLETE_KEYS = /* @__PURE__ */ new Set(["choices"]);
var MODAL_KEYS = /* @__PURE__ */ new Set(["custom_id", "title", "components"]);
var TYPE_NAMES2 = Object.fromEntries(Object.entries(C).map(([name, value]) => [value, name]));
function validateInteractionResponse(body, context = {}) {
  const ctx = { issues: [], path: [] };
  const refuse = context.unknownFields === "refuse";
  if (!isRecord(body)) {
    report(ctx, [], IssueCodes.DICT_TYPE_CONVERT, `Must be an object {type, data?}; got ${show(body)}.`);
    return ctx.issues;
  }
  if (refuse)
    checkKnownKeys(ctx, body, RESPONSE_KEYS, "an interaction response");
  const type = checkType(ctx, body.type, context.interactionType);
  if (type === void 0)
    return ctx.issues;
  ctx.path.push("data");
  const data = body.data;
  switch (type) {
    case C.CHANNEL_MESSAGE_WITH_SOURCE:
      checkMessage(ctx, data, { requireContent: true, refuse });
      break;
    case C.UPDATE_MESSAGE:
      if (data !== void 0 && data !== null)
        checkMessage(ctx, data, { requireContent: false, refuse });
      break;
    case C.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE:
    case C.DEFERRED_UPDATE_MESSAGE:
      checkDeferred(ctx, data, refuse);
      break;
    case C.APPLICATION_COMMAND_AUTOCOMPLETE_RESULT:
      checkAutocomplete(ctx, data, context.focusedOptionType, refuse);
      break;
    case C.MODAL:
      checkModal(ctx, data, refuse);
      break;
    default:
      if (refuse && data !== void 0 && data !== null)
        report(ctx, [], IssueCodes.BASE_TYPE_UNKNOWN_FIELD, `${TYPE_NAMES2[type]} (${type}) takes no data.`);
  }
  ctx.path.pop();
  return ctx.issues;
}
__name(validateInteractionResponse, "validateInteractionResponse");
function validateInteractionMessage(body, options = {}) {
  const ctx = { issues: [], path: [] };
  checkMessage(ctx, body, {
    requireContent: (options.mode ?? "create") === "create",
    refuse: options.unknownFields === "refuse"
  });
  return ctx.issues;
}
__name(validateInteractionMessage, "validateInteractionMessage");
function allowedResponseTypes(interactionType) {
  return (interactionType === void 0 ? void 0 : ALLOWED[interactionType]) ?? ANY_TYPE;
}
__name(allowedResponseTypes, "allowedResponseTypes");
function checkType(ctx, value, interactionType) {
  if (value === void 0 || value === null) {
    report(ctx, ["type"], IssueCodes.BASE_TYPE_REQUIRED, `This field is required: ${describeEnum(C)}.`);
    return void 0;
  }
  if (typeof value !== "number" || !ANY_TYPE.includes(value)) {
    reportNotInEnum(ctx, ["type"], C, value);
    return void 0;
  }
  const allowed = allowedResponseTypes(interactionType);
  if (!allowed.includes(value)) {
    const what = Object.entries(InteractionType).find(([, v]) => v === interactionType)?.[0];
    report(ctx, ["type"], IssueCodes.INTERACTION_RESPONSE_TYPE_INVALID, `${TYPE_NAMES2[value]} (${value}) does not answer a ${what ?? interactionType} interaction; it takes ${allowed.map((t) => `${TYPE_NAMES2[t]} (${t})`).join(", ")}.`);
    return void 0;
  }
  return value;
}
__name(checkType, "checkType");
function checkObjectList(ctx, key, value, max) {
  if (value === void 0 || value === null)
    return 0;
  if (!Array.isArray(value)) {
    report(ctx, [key], IssueCodes.LIST_TYPE_CONVERT, `Must be an array or null; got ${show(value)}.`);
    return 0;
  }
  if (value.length > max)
    reportTooLong(ctx, [key], value.length, max);
  value.forEach((item, i) => {
    if (!isRecord(item))
      report(ctx, [key, i], IssueCodes.DICT_TYPE_CONVERT, `Must be an object; got ${show(item)}.`);
  });
  return value.length;
}
__name(checkObjectList, "checkObjectList");
function checkFlags(ctx, value, allowed) {
  if (value === void 0 || value === null)
    return;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    report(ctx, ["flags"], IssueCodes.NUMBER_TYPE_COERCE, `Must be a non-negative integer; got ${show(value)}.`);
    return;
  }
  const extra = value & ~allowed;
  if (extra !== 0) {
    const names = Object.entries(MessageFlags).filter(([, bit]) => (allowed & bit) !== 0).map(([name, bit]) => `${name} (${bit})`);
    report(ctx, ["flags"], IssueCodes.BASE_TYPE_CHOICES, `Bits ${extra} may not be set here; allowed flags: ${names.join(", ")}.`);
  }
}
__name(checkFlags, "checkFlags");
function checkMessage(ctx, data, options) {
  if (data === void 0 || data === null) {
    if (options.requireContent)
      report(ctx, [], IssueCodes.MESSAGE_EMPTY, "Cannot send an empty message.");
    return;
  }
  if (!isRecord(data)) {
    report(ctx, [], IssueCodes.DICT_TYPE_CONVERT, `Must be a message object; got ${show(data)}.`);
    return;
  }
  if (options.refuse)
    checkKnownKeys(ctx, data, MESSAGE_KEYS, "a message");
  let hasContent = false;
  const content = data.content;
  if (content !== void 0 && content !== null) {
    if (typeof content !== "string") {
      report(ctx, ["content"], IssueCodes.STRING_TYPE_COERCE, `Must be a string or null; got ${show(content)}.`);
    } else {
      const length = codePoints(content);
      if (length > Limits.MESSAGE_CONTENT_MAX) {
        reportTooLong(ctx, ["content"], length, Limits.MESSAGE_CONTENT_MAX);
      }
      hasContent = length > 0;
    }
  }
  const embeds = checkObjectList(ctx, "embeds", data.embeds, Limits.MESSAGE_EMBEDS_MAX);
  const components = checkObjectList(ctx, "components", data.components, Limits.MESSAGE_COMPONENTS_MAX);
  const attachments = checkObjectList(ctx, "attachments", data.attachments, Limits.MESSAGE_ATTACHMENTS_MAX);
  for (const key of ["allowed_mentions", "poll"]) {
    const value = data[key];
    if (value !== void 0 && value !== null && !isRecord(value))
      report(ctx, [key], IssueCodes.DICT_TYPE_CONVERT, `Must be an object or null; got ${show(value)}.`);
  }
  if (data.tts !== void 0 && data.tts !== null && typeof data.tts !== "boolean")
    report(ctx, ["tts"], IssueCodes.BOOLEAN_TYPE_COERCE, `Must be a boolean or null; got ${show(data.tts)}.`);
  checkFlags(ctx, data.flags, SENDABLE_FLAGS);
  const hasPoll = isRecord(data.poll);
  if (options.requireContent && !hasContent && embeds + components + attachments === 0 && !hasPoll) {
    report(ctx, [], IssueCodes.MESSAGE_EMPTY, "Cannot send an empty message: give content, embeds, components, attachments or a poll.");
  }
}
__name(checkMessage, "checkMessage");
function checkDeferred(ctx, data, refuse) {
  if (data === void 0 || data === null)
    return;
  if (!isRecord(data)) {
    report(ctx, [], IssueCodes.DICT_TYPE_CONVERT, `Must be an object {flags?} or null; got ${show(data)}.`);
    return;
  }
  if (refuse)
    checkKnownKeys(ctx, data, DEFERRED_KEYS, "a deferred answer");
  checkFlags(ctx, data.flags, MessageFlags.EPHEMERAL);
}
__name(checkDeferred, "checkDeferred");
function checkAutocomplete(ctx, data, optionType, refuse) {
  if (!isRecord(data)) {
    report(ctx, [], IssueCodes.BASE_TYPE_REQUIRED, `This field is required: {choices: [...]}; got ${show(data)}.`);
    return;
  }
  if (refuse)
    checkKnownKeys(ctx, data, AUTOCOMPLETE_KEYS, "an autocomplete result");
  if (data.choices === null)
    return;
  ctx.path.push("choices");
  if (optionType === void 0)
    checkUntypedChoices(ctx, data.choices);
  else
    checkChoices(ctx, data.choices, optionType);
  ctx.path.pop();
}
__name(checkAutocomplete, "checkAutocomplete");
function checkUntypedChoices(ctx, choices) {
  if (!Array.isArray(choices)) {
    checkChoices(ctx, choices, ApplicationCommandOptionType.STRING);
    return;
  }
  const type = choices.every((choice) => typeof (isRecord(choice) ? choice.value : void 0) === "number") ? ApplicationCommandOptionType.NUMBER : ApplicationCommandOptionType.STRING;
  checkChoices(ctx, choices, type);
}
__name(checkUntypedChoices, "checkUntypedChoices");
function checkModal(ctx, data, refuse) {
  if (!isRecord(data)) {
    report(ctx, [], IssueCodes.BASE_TYPE_REQUIRED, `This field is required: {custom_id, title, components}; got ${show(data)}.`);
    return;
  }
  if (refuse)
    checkKnownKeys(ctx, data, MODAL_KEYS, "a modal");
  checkRequiredText2(ctx, "custom_id", data.custom_id, Limits.MODAL_CUSTOM_ID_MAX);
  checkRequiredText2(ctx, "title", data.title, Limits.MODAL_TITLE_MAX);
  if (data.components === void 0 || data.components === null) {
    report(ctx, ["components"], IssueCodes.BASE_TYPE_REQUIRED, "This field is required: 1 to 40 components.");
  } else if (checkObjectList(ctx, "components", data.components, Limits.MODAL_COMPONENTS_MAX) === 0 && Array.isArray(data.components)) {
    report(ctx, ["components"], IssueCodes.BASE_TYPE_MIN_LENGTH, "Must be 1 or more in length.");
  }
}
__name(checkModal, "checkModal");
function checkRequiredText2(ctx, key, value, max) {
  if (value === void 0 || value === null) {
    report(ctx, [key], IssueCodes.BASE_TYPE_REQUIRED, `This field is required: a string of 1 to ${max} characters.`);
    return;
  }
  if (typeof value !== "string") {
    report(ctx, [key], IssueCodes.STRING_TYPE_COERCE, `Must be a string; got ${show(value)}.`);
    return;
  }
  const length = codePoints(value);
  if (length < 1 || length > max)
    report(ctx, [key], IssueCodes.BASE_TYPE_BAD_LENGTH, `Must be between 1 and ${max} in length; got ${length}.`);
}
__name(checkRequiredText2, "checkRequiredText");

// dist/http/errors.js
var SdkError = class extends Error {
  static {
    __name(this, "SdkError");
  }
  /** HTTP method of the request, or `''` for a failure before any request (validation). */
  method;
  /** Route template of the request, or `''`. */
  route;
  constructor(request, message, options) {
    super(message, options);
    this.method = request?.method ?? "";
    this.route = request?.route ?? "";
  }
};
function where(request) {
  return `${request.method} ${request.route}`;
}
__name(where, "where");
var HttpResponseError = class extends SdkError {
  static {
    __name(this, "HttpResponseError");
  }
  /** HTTP status. */
  status;
  /** The raw response body (redacted). */
  responseBody;
  constructor(request, message, status, responseBody) {
    super(request, message);
    this.status = status;
    this.responseBody = responseBody;
  }
};
var ServiceError = class _ServiceError extends HttpResponseError {
  static {
    __name(this, "ServiceError");
  }
  name = "ServiceError";
  static code = "ERR_SERVICE";
  code = _ServiceError.code;
  /** The service's numeric error code (e.g. 50035), or 0 when the body had none. */
  serviceCode;
  /** The service's message (e.g. `Invalid Form Body`). */
  serviceMessage;
  /** The raw `errors` tree, when the body had one. */
  errors;
  /** The `errors` tree as readable lines (`options[1].name: STRING_TYPE_REGEX: ...`). */
  lines;
  constructor(request, init) {
    const lines = init.lines ?? [];
    const code = init.code === 0 ? "" : `, code ${init.code}`;
    const detail = lines.length === 0 ? "" : `
  ${lines.join("\n  ")}`;
    super(request, `${where(request)}: HTTP ${init.status}${code}: ${init.message}${detail}`, init.status, init.responseBody);
    this.serviceCode = init.code;
    this.serviceMessage = init.message;
    this.errors = init.errors;
    this.lines = lines;
  }
};
var OAuthError = class _OAuthError extends HttpResponseError {
  static {
    __name(this, "OAuthError");
  }
  name = "OAuthError";
  static code = "ERR_OAUTH";
  code = _OAuthError.code;
  /** RFC 6749 error code, e.g. `invalid_grant`. */
  error;
  /** The service's description, when given. */
  errorDescription;
  constructor(request, init) {
    const description = init.errorDescription === void 0 ? "" : `: ${init.errorDescription}`;
    super(request, `${where(request)}: ${init.error} (HTTP ${init.status})${description}`, init.status, init.responseBody);
    this.error = init.error;
    this.errorDescription = init.errorDescription;
  }
};
var RateLimitedError = class _RateLimitedError extends SdkError {
  static {
    __name(this, "RateLimitedError");
  }
  name = "RateLimitedError";
  static code = "ERR_RATE_LIMITED";
  code = _RateLimitedError.code;
  /** Seconds the service asked to wait (the larger of the body's `retry_after` and `Retry-After`). */
  retryAfter;
  /** True when the global limit was hit. */
  global;
  /** `X-RateLimit-Scope` (`user`, `global`, `shared`), when sent. */
  scope;
  /** The bucket key (hash and major parameter), when known. */
  bucket;
  /** Number of 429 responses received for this call. */
  attempts;
  /** The raw 429 body (redacted). */
  responseBody;
  constructor(request, init) {
    const scope = init.global ? "global limit" : `bucket ${init.bucket}${init.scope ? `, scope ${init.scope}` : ""}`;
    super(request, `${where(request)}: still rate limited after ${init.attempts} responses with HTTP 429 (${scope}); retry after ${init.retryAfter} s`);
    this.retryAfter = init.retryAfter;
    this.global = init.global;
    this.scope = init.scope;
    this.bucket = init.bucket;
    this.attempts = init.attempts;
    this.responseBody = init.responseBody;
  }
};
var TimeoutError = class _TimeoutError extends SdkError {
  static {
    __name(this, "TimeoutError");
  }
  name = "TimeoutError";
  static code = "ERR_TIMEOUT";
  code = _TimeoutError.code;
  /** The per-attempt timeout that expired, in milliseconds. */
  timeoutMs;
  /** Attempts made, all of which timed out or failed. */
  attempts;
  constructor(request, timeoutMs, attempts) {
    super(request, `${where(request)}: no response within ${timeoutMs} ms (attempt ${attempts})`);
    this.timeoutMs = timeoutMs;
    this.attempts = attempts;
  }
};
var NetworkError = class _NetworkError extends SdkError {
  static {
    __name(this, "NetworkError");
  }
  name = "NetworkError";
  static code = "ERR_NETWORK";
  code = _NetworkError.code;
  /** The system error code such as `ECONNRESET`, when known. */
  errno;
  /** Attempts made. */
  attempts;
  constructor(request, errno, attempts, cause) {
    super(request, `${where(request)}: network error${errno ? ` (${errno})` : ""} on attempt ${attempts}`, {
      cause
    });
    this.errno = errno;
    this.attempts = attempts;
  }
};
var AbortError = class _AbortError extends SdkError {
  static {
    __name(this, "AbortError");
  }
  name = "AbortError";
  static code = "ERR_ABORTED";
  code = _AbortError.code;
  constructor(request, cause) {
    super(request, `${where(request)}: aborted by the caller`, { cause });
  }
};
var InvalidResponseError = class _InvalidResponseError extends HttpResponseError {
  static {
    __name(this, "InvalidResponseError");
  }
  name = "InvalidResponseError";
  static code = "ERR_INVALID_RESPONSE";
  code = _InvalidResponseError.code;
  /** `responseBody`: the start of the body as received (redacted; at most 500 characters kept). */
  constructor(request, status, problem, responseBody) {
    super(request, `${where(request)}: HTTP ${status} response ${problem}`, status, responseBody.length > 500 ? `${responseBody.slice(0, 500)}...` : responseBody);
  }
};
var ValidationError = class _ValidationError extends SdkError {
  static {
    __name(this, "ValidationError");
  }
  name = "ValidationError";
  static code = "ERR_VALIDATION";
  code = _ValidationError.code;
  issues;
  /** The path of the first issue, dotted (`args.ClientId`, `options[0].name`). */
  path;
  /**
   * @param what - what was checked (`body`, `lobbyId`).
   * @param message - the whole message, when the default (`<what> is invalid:` and the issues) does not fit.
   */
  constructor(request, what, issues, message) {
    const head = request === void 0 ? what : `${where(request)}: ${what}`;
    super(request, message ?? `${head} is invalid:
  ${issues.map(formatIssue).join("\n  ")}`);
    this.issues = issues;
    this.path = issues[0]?.path.map(String).join(".") ?? what;
  }
  /**
   * One bad argument of a call, found before anything was sent. `message` is the whole message; it
   * starts with the argument's name (`CustomSchemeParam: expected a URI scheme ...`) and never quotes a
   * secret.
   */
  static argument(path, message) {
    const detail = message.startsWith(`${path}: `) ? message.slice(path.length + 2) : message;
    return new _ValidationError(void 0, path, [{ path: [path], code: IssueCodes.INVALID_ARGUMENT, message: detail }], message);
  }
};

// dist/http/redact.js
var REDACTED = "[REDACTED]";
var MIN_SECRET_LENGTH = 6;
function redact(text, secrets) {
  let out = text;
  for (const secret of secrets) {
    if (secret === void 0 || secret.length < MIN_SECRET_LENGTH)
      continue;
    if (out.includes(secret))
      out = out.split(secret).join(REDACTED);
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret && out.includes(encoded))
      out = out.split(encoded).join(REDACTED);
  }
  return out;
}
__name(redact, "redact");

// dist/http/backoff.js
var DEFAULT_BACKOFF = { baseMs: 250, maxMs: 5e3 };
function backoffDelay(retry, options, random = Math.random) {
  const exponential = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, retry - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}
__name(backoffDelay, "backoffDelay");
function sleep(ms, signal) {
  if (signal?.aborted)
    return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = /* @__PURE__ */ __name(() => {
      clearTimeout(timer);
      reject(signal?.reason);
    }, "onAbort");
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
__name(sleep, "sleep");

// dist/http/route.js
var MAJOR_PARAMETERS = /* @__PURE__ */ new Set([
  "guild.id",
  "channel.id",
  "lobby.id",
  "webhook.id"
]);
var compiled = /* @__PURE__ */ new Map();
var PLACEHOLDER = /\{([^{}/]+)\}/g;
function compile(template) {
  let route = compiled.get(template);
  if (route !== void 0)
    return route;
  if (!template.startsWith("/"))
    throw new TypeError(`route template must start with '/': ${template}`);
  const parts = [];
  let major;
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1];
    parts.push(template.slice(last, match.index), name);
    if (major === void 0 && MAJOR_PARAMETERS.has(name))
      major = name;
    last = match.index + match[0].length;
  }
  parts.push(template.slice(last));
  route = { parts, major };
  compiled.set(template, route);
  return route;
}
__name(compile, "compile");
function buildPath(template, params) {
  const { parts } = compile(template);
  if (parts.length === 1)
    return template;
  let path = "";
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (i % 2 === 0) {
      path += part;
      continue;
    }
    const value = params?.[part];
    if (value === void 0 || value === "") {
      throw new TypeError(`route ${template}: missing value for path parameter {${part}}`);
    }
    path += encodeURIComponent(value);
  }
  return path;
}
__name(buildPath, "buildPath");
function majorParameter(template, params) {
  const { major } = compile(template);
  return major === void 0 ? "" : params?.[major] ?? "";
}
__name(majorParameter, "majorParameter");

// dist/rules/optionKeys.js
function optionKeys(keys) {
  return new Set(Object.keys(keys));
}
__name(optionKeys, "optionKeys");
function checkOptionKeys(value, keys, where2) {
  if (value === void 0)
    return;
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new TypeError(`${where2}: expected an options object, received ${describe2(value)}`);
  for (const key in value) {
    if (!Object.hasOwn(value, key) || keys.has(key))
      continue;
    const near = nearest(key, keys);
    throw new TypeError(`${where2}: unknown option ${JSON.stringify(key.slice(0, 64))}${near === void 0 ? "" : ` (did you mean "${near}"?)`}; the options are: ${[...keys].sort().join(", ")}`);
  }
}
__name(checkOptionKeys, "checkOptionKeys");
function describe2(value) {
  if (value === null)
    return "null";
  if (Array.isArray(value))
    return "an array";
  return typeof value;
}
__name(describe2, "describe");
function nearest(key, keys) {
  if (key.length > 64)
    return void 0;
  let best;
  let bestDistance = key.length >= 8 ? 4 : 3;
  for (const known of keys) {
    const distance = known.toLowerCase() === key.toLowerCase() ? 0 : closeness(key, known);
    if (distance < bestDistance) {
      best = known;
      bestDistance = distance;
    }
  }
  return best;
}
__name(nearest, "nearest");
function closeness(key, known) {
  const [shorter, longer] = key.length <= known.length ? [key, known] : [known, key];
  if (shorter.length >= 4 && longer.startsWith(shorter))
    return 1;
  return editDistance(key, known);
}
__name(closeness, "closeness");
function editDistance(a, b) {
  if (Math.abs(a.length - b.length) > 3)
    return 4;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
__name(editDistance, "editDistance");

// dist/rules/tokenText.js
function tokenScheme(value) {
  if (typeof value !== "string")
    return void 0;
  return /^\s*(bearer|bot|basic)(?:\s+|$)/i.exec(value)?.[1];
}
__name(tokenScheme, "tokenScheme");
function tokenSchemeProblem(name, value, howTyped) {
  const scheme = tokenScheme(value);
  if (scheme === void 0)
    return void 0;
  return `${name}: starts with "${scheme} ": pass the token alone, without the prefix (${howTyped})`;
}
__name(tokenSchemeProblem, "tokenSchemeProblem");

// dist/rules/url.js
function parseUrl(value) {
  if (typeof value !== "string")
    return void 0;
  try {
    return new URL(value);
  } catch {
    return void 0;
  }
}
__name(parseUrl, "parseUrl");
function isHttpUrl(url) {
  return url.protocol === "http:" || url.protocol === "https:";
}
__name(isHttpUrl, "isHttpUrl");

// dist/http/deadlines.js
import { setMaxListeners } from "node:events";
var NONE = /* @__PURE__ */ new Set();
function fire(controller, requests) {
  controller.abort();
  if (requests.size === 0)
    return;
  const error = new Error("the request timed out");
  for (const request of requests)
    request.destroy(error);
  requests.clear();
}
__name(fire, "fire");
var Deadlines = class {
  static {
    __name(this, "Deadlines");
  }
  #slots = /* @__PURE__ */ new Map();
  #share;
  constructor(share) {
    this.#share = share;
  }
  /** A slot whose signal aborts no sooner than `timeoutMs` from now (and at most 1% later). */
  start(timeoutMs) {
    if (!this.#share) {
      const controller = new AbortController();
      const at2 = Date.now() + timeoutMs;
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      const own = { controller, signal: controller.signal, requests: NONE, at: at2, timer, users: 1 };
      return own;
    }
    const width = Math.max(1, Math.floor(timeoutMs / 100));
    const at = Math.ceil((Date.now() + timeoutMs) / width) * width;
    let slot = this.#slots.get(at);
    if (slot === void 0) {
      const controller = new AbortController();
      setMaxListeners(0, controller.signal);
      const requests = /* @__PURE__ */ new Set();
      const timer = this.#arm(controller, requests, at);
      slot = { controller, signal: controller.signal, requests, at, timer, users: 0 };
      this.#slots.set(at, slot);
    } else if (slot.users === 0) {
      slot.timer.ref();
    }
    slot.users++;
    return slot;
  }
  /** The attempt using `slot` is over; the slot's timer stops holding the process open when unused. */
  release(deadline) {
    const slot = deadline;
    slot.users--;
    if (!this.#share)
      clearTimeout(slot.timer);
    else if (slot.users === 0)
      slot.timer.unref();
  }
  /** True once the slot's deadline has passed (its signal aborted). */
  expired(deadline) {
    return deadline.signal.aborted;
  }
  #arm(controller, requests, at) {
    return setTimeout(() => {
      this.#slots.delete(at);
      fire(controller, requests);
    }, Math.max(1, at - Date.now()));
  }
};

// dist/http/defaultFetch.js
import { urlToHttpOptions } from "node:url";

// dist/http/incomingResponse.js
var loadDecoding = loadOnce(async () => ({
  zlib: await import("node:zlib"),
  stream: await import("node:stream")
}));
var IncomingHeaders = class {
  static {
    __name(this, "IncomingHeaders");
  }
  #raw;
  constructor(raw) {
    this.#raw = raw;
  }
  get(name) {
    const value = this.#raw[name] ?? this.#raw[name.toLowerCase()];
    if (typeof value === "string")
      return value;
    return Array.isArray(value) ? value.join(", ") : null;
  }
};
var IncomingResponse = class {
  static {
    __name(this, "IncomingResponse");
  }
  status;
  headers;
  body;
  constructor(message, body) {
    this.status = message.statusCode ?? 0;
    this.headers = new IncomingHeaders(message.headers);
    this.body = body;
  }
  async text() {
    const chunks = [];
    for await (const chunk of this.body)
      chunks.push(chunk);
    return Buffer.concat(chunks).toString("utf8");
  }
};
function bodiless(method, status) {
  return method === "HEAD" || status === 204 || status === 304;
}
__name(bodiless, "bodiless");
async function incomingResponse(method, message) {
  message.on("error", () => void 0);
  const coding = message.headers["content-encoding"]?.trim().toLowerCase();
  if (coding === void 0 || bodiless(method, message.statusCode ?? 0)) {
    return new IncomingResponse(message, message);
  }
  if (coding !== "gzip" && coding !== "x-gzip" && coding !== "deflate" && coding !== "br") {
    return new IncomingResponse(message, message);
  }
  const { zlib, stream } = await loadDecoding();
  const decoder = coding === "br" ? zlib.createBrotliDecompress() : zlib.createUnzip();
  stream.pipeline(message, decoder, () => void 0);
  return new IncomingResponse(message, decoder);
}
__name(incomingResponse, "incomingResponse");

// dist/http/responseBody.js
var BodyTooLarge = class extends Error {
  static {
    __name(this, "BodyTooLarge");
  }
  limit;
  name = "BodyTooLarge";
  constructor(limit) {
    super(`the body is larger than ${limit} bytes`);
    this.limit = limit;
  }
};
function isAsyncIterable(value) {
  return typeof value === "object" && value !== null && typeof value[Symbol.asyncIterator] === "function";
}
__name(isAsyncIterable, "isAsyncIterable");
function discard(body) {
  const stream = body;
  if (typeof stream.destroy === "function")
    stream.destroy();
  else if (typeof stream.cancel === "function")
    stream.cancel().catch(() => void 0);
}
__name(discard, "discard");
function isNodeReadable(value) {
  const stream = value;
  return typeof stream === "object" && stream !== null && typeof stream.on === "function" && typeof stream.once === "function" && typeof stream.destroy === "function" && typeof stream.pipe === "function";
}
__name(isNodeReadable, "isNodeReadable");
function readNodeStream(body, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    let settled = false;
    const fail = /* @__PURE__ */ __name((error) => {
      if (settled)
        return;
      settled = true;
      reject(error);
    }, "fail");
    body.on("data", (chunk) => {
      if (settled)
        return;
      size += chunk.byteLength;
      if (size > limit) {
        fail(new BodyTooLarge(limit));
        body.destroy();
        return;
      }
      chunks.push(chunk);
    });
    body.once("end", () => {
      if (settled)
        return;
      settled = true;
      resolve(Buffer.concat(chunks, size).toString("utf8"));
    });
    body.once("error", fail);
    body.once("close", () => {
      if (!settled)
        fail(new Error("the body ended before it was complete"));
    });
  });
}
__name(readNodeStream, "readNodeStream");
async function readBoundedText(response, limit) {
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) {
    discard(response.body);
    throw new BodyTooLarge(limit);
  }
  const body = response.body;
  if (isNodeReadable(body))
    return readNodeStream(body, limit);
  if (!isAsyncIterable(body)) {
    const text = await response.text();
    if (Buffer.byteLength(text) > limit)
      throw new BodyTooLarge(limit);
    return text;
  }
  const chunks = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > limit) {
      discard(body);
      throw new BodyTooLarge(limit);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size).toString("utf8");
}
__name(readBoundedText, "readBoundedText");

// dist/http/defaultFetch.js
var IDLE_SOCKET_MS = 4e3;
var loadHttp = loadOnce(() => import("node:http"));
var loadHttps = loadOnce(() => import("node:https"));
function abortReason(signal) {
  return signal.reason instanceof Error ? signal.reason : new Error("the request was aborted");
}
__name(abortReason, "abortReason");
var SLASH = 47;
var MAX_ORIGINS = 64;
function splitPlain(url) {
  const schemeEnd = url.startsWith("https://") ? 8 : url.startsWith("http://") ? 7 : -1;
  if (schemeEnd === -1)
    return void 0;
  const slash = url.indexOf("/", schemeEnd);
  const origin = slash === -1 ? url : url.slice(0, slash);
  const path = slash === -1 ? "/" : url.slice(slash);
  if (origin.length === schemeEnd || origin.includes("@") || origin.includes("?"))
    return void 0;
  if (!isPlainPath(path))
    return void 0;
  return [origin.toLowerCase(), path];
}
__name(splitPlain, "splitPlain");
function isPlainPath(path) {
  return PLAIN_PATH.test(path) && !DOT_SEGMENT.test(path);
}
__name(isPlainPath, "isPlainPath");
var DOT_SEGMENT = /\/\.|%2e/i;
var PLAIN_PATH = /^\/[A-Za-z0-9\-._~!$&()*+,;=:@/?%[\]]*$/;
function createDefaultFetch() {
  let httpAgent;
  let httpsAgent;
  let http;
  let https;
  const origins = /* @__PURE__ */ new Map();
  const moduleFor = /* @__PURE__ */ __name(async (protocol) => {
    if (protocol === "https:") {
      https ??= await loadHttps();
      httpsAgent ??= new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS });
      return { agent: httpsAgent, request: https.request };
    }
    http ??= await loadHttp();
    httpAgent ??= new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS });
    return { agent: httpAgent, request: http.request };
  }, "moduleFor");
  const originOf = /* @__PURE__ */ __name(async (key) => {
    const known = origins.get(key);
    if (known !== void 0)
      return known;
    const options = urlToHttpOptions(new URL(key));
    const { agent, request } = await moduleFor(options.protocol ?? "http:");
    if (origins.size >= MAX_ORIGINS)
      origins.clear();
    const origin = {
      protocol: options.protocol ?? "http:",
      hostname: options.hostname ?? "localhost",
      port: options.port ?? "",
      agent,
      request
    };
    origins.set(key, origin);
    return origin;
  }, "originOf");
  const target = /* @__PURE__ */ __name(async (url) => {
    const plain = splitPlain(url);
    if (plain !== void 0) {
      const [key, path] = plain;
      const origin2 = origins.get(key) ?? await originOf(key);
      return { origin: origin2, path };
    }
    const parsed = new URL(url);
    const options = urlToHttpOptions(parsed);
    const { agent, request } = await moduleFor(parsed.protocol);
    const origin = {
      protocol: parsed.protocol,
      hostname: options.hostname ?? "localhost",
      port: options.port ?? "",
      agent,
      request
    };
    return { origin, path: options.path ?? "/", auth: options.auth };
  }, "target");
  const send = /* @__PURE__ */ __name(async (url, init) => {
    const { origin, path, auth } = await target(url);
    const { signal } = init;
    if (signal.aborted)
      throw abortReason(signal);
    const headers = {
      Accept: "*/*",
      "Accept-Encoding": "gzip, deflate, br",
      ...init.headers
    };
    if (init.body !== void 0)
      headers["Content-Length"] = Buffer.byteLength(init.body);
    const req = origin.request({
      protocol: origin.protocol,
      hostname: origin.hostname,
      port: origin.port,
      path,
      auth,
      method: init.method,
      headers,
      agent: origin.agent
    });
    const onAbort = /* @__PURE__ */ __name(() => req.destroy(abortReason(signal)), "onAbort");
    const stopListening = /* @__PURE__ */ __name(() => signal.removeEventListener("abort", onAbort), "stopListening");
    signal.addEventListener("abort", onAbort, { once: true });
    req.once("close", stopListening);
    const message = await new Promise((resolve, reject) => {
      req.once("response", resolve);
      req.on("error", reject);
      req.end(init.body);
    });
    message.once("end", stopListening);
    return incomingResponse(init.method, message);
  }, "send");
  const run = /* @__PURE__ */ __name((origin, path, auth, method, headers, body, deadline, signal, limit) => new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    if (deadline.signal.aborted) {
      reject(new Error("the request timed out"));
      return;
    }
    headers.Accept = "*/*";
    headers["Accept-Encoding"] = "gzip, deflate, br";
    if (body !== void 0)
      headers["Content-Length"] = Buffer.byteLength(body);
    const req = origin.request({
      protocol: origin.protocol,
      hostname: origin.hostname,
      port: origin.port,
      path,
      auth,
      method,
      headers,
      agent: origin.agent
    });
    let done = false;
    const onAbort = signal === void 0 ? void 0 : () => req.destroy(abortReason(signal));
    const settle = /* @__PURE__ */ __name((result, error) => {
      if (done)
        return;
      done = true;
      deadline.requests.delete(req);
      if (onAbort !== void 0)
        signal?.removeEventListener("abort", onAbort);
      if (result === void 0)
        reject(error);
      else
        resolve(result);
    }, "settle");
    const fail = /* @__PURE__ */ __name((error) => settle(void 0, error), "fail");
    deadline.requests.add(req);
    if (onAbort !== void 0)
      signal?.addEventListener("abort", onAbort, { once: true });
    req.on("error", fail);
    req.on("response", (message) => {
      message.on("error", fail);
      const status = message.statusCode ?? 0;
      if (message.headers["content-encoding"] !== void 0 && !bodiless(method, status)) {
        incomingResponse(method, message).then((response) => readBoundedText(response, limit)).then((text) => settle({ kind: "response", status, headers: new IncomingHeaders(message.headers), text }), (error) => error instanceof BodyTooLarge ? settle({ kind: "too-large", status, limit }) : fail(error));
        return;
      }
      const declared = Number(message.headers["content-length"] ?? Number.NaN);
      if (declared > limit) {
        settle({ kind: "too-large", status, limit });
        message.destroy();
        return;
      }
      const chunks = [];
      let size = 0;
      message.on("data", (chunk) => {
        if (done)
          return;
        size += chunk.byteLength;
        if (size > limit) {
          settle({ kind: "too-large", status, limit });
          message.destroy();
          return;
        }
        chunks.push(chunk);
      });
      message.on("end", () => {
        const text = chunks.length === 1 ? chunks[0].toString("utf8") : Buffer.concat(chunks, size).toString("utf8");
        settle({ kind: "response", status, headers: new IncomingHeaders(message.headers), text });
      });
      message.on("close", () => {
        if (!done)
          fail(new Error("the body ended before it was complete"));
      });
    });
    req.end(body);
  }), "run");
  let lastPrefix = "";
  let lastOrigin;
  const exchange = /* @__PURE__ */ __name((url, method, headers, body, deadline, signal, limit) => {
    if (lastOrigin !== void 0 && url.startsWith(lastPrefix) && url.charCodeAt(lastPrefix.length) === SLASH) {
      const path = url.slice(lastPrefix.length);
      if (isPlainPath(path))
        return run(lastOrigin, path, void 0, method, headers, body, deadline, signal, limit);
    }
    const plain = splitPlain(url);
    const known = plain === void 0 ? void 0 : origins.get(plain[0]);
    if (plain !== void 0 && known !== void 0) {
      if (url.endsWith(plain[1])) {
        lastPrefix = url.slice(0, url.length - plain[1].length);
        lastOrigin = known;
      }
      return run(known, plain[1], void 0, method, headers, body, deadline, signal, limit);
    }
    return target(url).then(({ origin, path, auth }) => run(origin, path, auth, method, headers, body, deadline, signal, limit));
  }, "exchange");
  return {
    fetch: send,
    exchange,
    close: /* @__PURE__ */ __name(() => {
      httpAgent?.destroy();
      httpsAgent?.destroy();
    }, "close")
  };
}
__name(createDefaultFetch, "createDefaultFetch");

// dist/http/hookSets.js
var NAMES = ["onRequest", "onResponse", "onRetry"];
var HookSets = class {
  static {
    __name(this, "HookSets");
  }
  #user;
  #added = /* @__PURE__ */ new Set();
  #current = {};
  constructor(user) {
    this.#user = { ...user };
    this.#combine();
  }
  /** The combined hooks the transport calls: undefined where no set has one (nothing to build). */
  get current() {
    return this.#current;
  }
  /** Replaces the user's hooks; added ones stay. */
  set(hooks) {
    this.#user = { ...hooks };
    this.#combine();
  }
  /** Adds a set of hooks beside the user's; the returned function removes it. */
  add(hooks) {
    const copy = { ...hooks };
    this.#added.add(copy);
    this.#combine();
    return () => {
      this.#added.delete(copy);
      this.#combine();
    };
  }
  #combine() {
    const sets = [this.#user, ...this.#added];
    const combined = {};
    for (const name of NAMES) {
      const hooks = sets.map((set) => set[name]).filter((hook) => hook !== void 0);
      combined[name] = hooks.length <= 1 ? hooks[0] : (event) => {
        for (const hook of hooks) {
          try {
            hook(event);
          } catch {
          }
        }
      };
    }
    this.#current = combined;
  }
};

// dist/http/rateGate.js
function abortReason2(signal) {
  return signal.reason ?? new DOMException("This operation was aborted", "AbortError");
}
__name(abortReason2, "abortReason");
var NEW_WINDOW_TOLERANCE_MS = 50;
var RateGate = class {
  static {
    __name(this, "RateGate");
  }
  windowMs;
  /** Requests allowed per window (`Infinity`: no limit known). */
  limit;
  /** Requests left in the current window, after the ones already admitted. */
  remaining;
  /** When the current window ends (ms since epoch); `Infinity`: unknown until a response says. */
  resetAt = 0;
  /** No request is admitted before this time (a 429 told us to wait). */
  blockedUntil = 0;
  /** Requests admitted and not yet released. */
  inFlight = 0;
  maxInFlight;
  queue = [];
  timer;
  timerAt = 0;
  /**
   * @param windowMs - a self-managed window (the global limiter), or undefined for a learned bucket.
   * @param limit - requests per window for a self-managed window.
   */
  constructor(windowMs, limit = Number.POSITIVE_INFINITY) {
    this.windowMs = windowMs;
    this.limit = limit;
    this.remaining = limit;
    this.maxInFlight = windowMs === void 0 ? 1 : Number.POSITIVE_INFINITY;
  }
  /** Number of requests parked in this gate. */
  get waiting() {
    return this.queue.length;
  }
  /** True when nothing is parked or in flight and no block is pending: the gate can be forgotten. */
  idle(now) {
    const windowOver = now >= this.resetAt || !Number.isFinite(this.resetAt);
    return this.queue.length === 0 && this.inFlight === 0 && now >= this.blockedUntil && windowOver;
  }
  /** Admits immediately if possible (and nobody is parked ahead); false means call `acquire`. */
  tryAcquire(now) {
    return this.queue.length === 0 && this.admit(now);
  }
  /** Waits until admitted; rejects with the signal's reason if it aborts first. */
  acquire(signal) {
    if (signal?.aborted)
      return Promise.reject(abortReason2(signal));
    return new Promise((resolve, reject) => {
      const onAbort = signal === void 0 ? void 0 : () => {
        const index = this.queue.indexOf(waiter);
        if (index >= 0)
          this.queue.splice(index, 1);
        reject(abortReason2(signal));
        this.pump();
      };
      const waiter = { resolve, reject, signal, onAbort };
      if (signal !== void 0 && onAbort !== void 0)
        signal.addEventListener("abort", onAbort, { once: true });
      this.queue.push(waiter);
      this.pump();
    });
  }
  /** Marks an admitted request finished (for learned buckets, after `learn()` if it had headers). */
  release() {
    if (this.inFlight > 0)
      this.inFlight--;
    if (this.queue.length > 0)
      this.pump();
  }
  /**
   * Records a response's rate-limit headers (learned buckets). Call before `release()`.
   * @param ownRequest - false when the response belongs to a request admitted by another gate (a route
   *   that turned out to share this bucket), so it is not among this gate's requests in flight.
   */
  learn(info, now, ownRequest = true) {
    this.maxInFlight = Number.POSITIVE_INFINITY;
    this.limit = Math.max(1, info.limit);
    const othersInFlight = Math.max(0, this.inFlight - (ownRequest ? 1 : 0));
    const serverRemaining = Math.max(0, info.remaining - othersInFlight);
    const resetAt = now + Math.max(0, info.resetAfterMs);
    if (!Number.isFinite(this.resetAt) || this.resetAt === 0 || resetAt > this.resetAt + NEW_WINDOW_TOLERANCE_MS) {
      this.remaining = serverRemaining;
      this.resetAt = resetAt;
    } else {
      this.remaining = Math.min(this.remaining, serverRemaining);
    }
  }
  /** A response without rate-limit headers: the route has no known limit, stop probing. */
  learnUnlimited() {
    this.maxInFlight = Number.POSITIVE_INFINITY;
  }
  /**
   * How long, in ms from `now`, before this gate could admit anything: a 429's block, or the end of a
   * spent window whose reset is known. 0 when a request could go now (or the wait is unknown).
   */
  blockedFor(now) {
    const spentUntil = this.remaining <= 0 && Number.isFinite(this.resetAt) ? this.resetAt : 0;
    return Math.max(0, this.blockedUntil - now, spentUntil - now);
  }
  /** Admits nothing before `until` (ms since epoch), e.g. after a 429. */
  block(until) {
    if (until > this.blockedUntil)
      this.blockedUntil = until;
  }
  /** Changes a self-managed window's limit (the global limiter). */
  setLimit(limit) {
    const used = this.limit - this.remaining;
    this.limit = limit;
    this.remaining = Math.max(0, limit - (Number.isFinite(used) ? used : 0));
    this.pump();
  }
  admit(now) {
    if (now < this.blockedUntil || this.inFlight >= this.maxInFlight)
      return false;
    if (now >= this.resetAt) {
      this.remaining = this.limit;
      this.resetAt = this.windowMs === void 0 ? Number.POSITIVE_INFINITY : now + this.windowMs;
    }
    if (this.remaining <= 0)
      return false;
    this.remaining--;
    this.inFlight++;
    return true;
  }
  pump() {
    const now = Date.now();
    while (this.queue.length > 0 && this.admit(now)) {
      const waiter = this.queue.shift();
      if (waiter.signal !== void 0 && waiter.onAbort !== void 0)
        waiter.signal.removeEventListener("abort", waiter.onAbort);
      waiter.resolve();
    }
    this.schedule(now);
  }
  /** Keeps exactly one timer for the earliest moment a parked request could be admitted. */
  schedule(now) {
    let wakeAt = Number.POSITIVE_INFINITY;
    if (this.queue.length > 0 && this.inFlight < this.maxInFlight) {
      wakeAt = Math.max(this.blockedUntil, this.remaining <= 0 ? this.resetAt : 0, now);
    }
    if (this.timer !== void 0 && this.timerAt === wakeAt)
      return;
    if (this.timer !== void 0)
      clearTimeout(this.timer);
    this.timer = void 0;
    if (!Number.isFinite(wakeAt))
      return;
    this.timerAt = wakeAt;
    this.timer = setTimeout(() => {
      this.timer = void 0;
      this.pump();
    }, Math.max(1, wakeAt - now));
  }
};

// dist/http/rateLimits.js
function finiteNumber(value) {
  if (value === null || value.trim() === "")
    return void 0;
  const n = Number(value);
  return Number.isFinite(n) ? n : void 0;
}
__name(finiteNumber, "finiteNumber");
var NOT_LIMITED = { global: false, scope: void 0, retryAfterMs: void 0 };
function parseRateLimitHeaders(headers, now, limited = true) {
  let window;
  const limit = finiteNumber(headers.get("x-ratelimit-limit"));
  const remaining = limit === void 0 ? void 0 : finiteNumber(headers.get("x-ratelimit-remaining"));
  if (limit !== void 0 && remaining !== void 0) {
    const resetAfter = finiteNumber(headers.get("x-ratelimit-reset-after"));
    const reset = resetAfter === void 0 ? finiteNumber(headers.get("x-ratelimit-reset")) : void 0;
    const resetAfterMs = resetAfter !== void 0 ? resetAfter * 1e3 : reset !== void 0 ? Math.max(0, reset * 1e3 - now) : void 0;
    if (resetAfterMs !== void 0)
      window = { limit, remaining, resetAfterMs };
  }
  const bucket = headers.get("x-ratelimit-bucket") ?? void 0;
  if (!limited)
    return { bucket, window, ...NOT_LIMITED };
  const retryAfter = finiteNumber(headers.get("retry-after"));
  return {
    bucket,
    window,
    global: headers.get("x-ratelimit-global")?.toLowerCase() === "true",
    scope: headers.get("x-ratelimit-scope") ?? void 0,
    retryAfterMs: retryAfter !== void 0 && retryAfter >= 0 ? retryAfter * 1e3 : void 0
  };
}
__name(parseRateLimitHeaders, "parseRateLimitHeaders");
var SWEEP_THRESHOLD = 512;
var RateLimits = class {
  static {
    __name(this, "RateLimits");
  }
  /** Global limiter: `limit` requests per second across all routes. */
  global;
  hashes = /* @__PURE__ */ new Map();
  buckets = /* @__PURE__ */ new Map();
  constructor(globalPerSecond) {
    this.global = new RateGate(1e3, globalPerSecond);
  }
  /** The bucket for a route (`routeKey` = method + template) and its major parameter value. */
  bucketFor(routeKey, major) {
    const key = `${this.hashes.get(routeKey) ?? routeKey}:${major}`;
    let gate = this.buckets.get(key);
    if (gate === void 0) {
      if (this.buckets.size >= SWEEP_THRESHOLD)
        this.sweep();
      gate = new RateGate();
      this.buckets.set(key, gate);
    }
    return { key, gate };
  }
  /**
   * Records the bucket hash a response named for `routeKey` and returns the bucket's gate from now on:
   * the gate in use moves under the hash key, unless the hash's bucket already exists (another route of
   * the same bucket), which then wins and is returned.
   */
  learnHash(routeKey, major, hash, gate) {
    const hashKey = `${hash}:${major}`;
    if (this.hashes.get(routeKey) !== hash) {
      this.hashes.set(routeKey, hash);
      const oldKey = `${routeKey}:${major}`;
      if (this.buckets.get(oldKey) === gate)
        this.buckets.delete(oldKey);
    }
    const existing = this.buckets.get(hashKey);
    if (existing !== void 0)
      return existing;
    this.buckets.set(hashKey, gate);
    return gate;
  }
  /** Number of buckets currently tracked (for tests and diagnostics). */
  get size() {
    return this.buckets.size;
  }
  sweep() {
    const now = Date.now();
    for (const [key, gate] of this.buckets)
      if (gate.idle(now))
        this.buckets.delete(key);
  }
};

// dist/http/transport.js
var MAX_TIMEOUT_MS = 6e5;
var DEFAULT_TIMEOUT_MS = 3e4;
var DEFAULT_BASE_URL = "https://discord.com";
var DEFAULT_USER_AGENT = "DiscordBot (https://github.com/social-sdk/social-sdk, 0.1.0)";
var MAX_SERVER_RETRY_AFTER_MS = 6e4;
var DEFAULT_RATE_LIMIT_WAIT_MS = 1e3;
var DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
var IDEMPOTENT = /* @__PURE__ */ new Set(["GET", "PUT", "DELETE", "HEAD"]);
var HEADER_SAFE = /^[\x21-\x7e]+$/;
function checkCount(name, value, max) {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new RangeError(`${name}: expected an integer from 0 to ${max}, received ${String(value)}`);
  }
  return value;
}
__name(checkCount, "checkCount");
function checkTimeout(ms) {
  if (!Number.isInteger(ms) || ms < 1 || ms > MAX_TIMEOUT_MS) {
    throw new RangeError(`timeout: expected an integer number of ms from 1 to ${MAX_TIMEOUT_MS}, received ${String(ms)}`);
  }
  return ms;
}
__name(checkTimeout, "checkTimeout");
function checkGlobalLimit(perSecond) {
  if (perSecond !== Number.POSITIVE_INFINITY && (!Number.isInteger(perSecond) || perSecond < 1)) {
    throw new RangeError(`globalRequestsPerSecond: expected a positive integer or Infinity, received ${String(perSecond)}`);
  }
  return perSecond;
}
__name(checkGlobalLimit, "checkGlobalLimit");
var TRANSPORT_KEYS = optionKeys({
  baseUrl: true,
  apiVersion: true,
  authorization: true,
  userAgent: true,
  locale: true,
  timeoutMs: true,
  fetch: true,
  globalRequestsPerSecond: true,
  rateLimitRetries: true,
  maxRateLimitWaitMs: true,
  maxResponseBytes: true,
  retries: true,
  backoff: true,
  hooks: true
});
var NO_KEYS = /* @__PURE__ */ new Set();
var BACKOFF_KEYS = optionKeys({ baseMs: true, maxMs: true });
var HOOK_KEYS = optionKeys({ onRequest: true, onResponse: true, onRetry: true });
function checkAuthorization(auth) {
  if (auth === void 0)
    return void 0;
  if (auth.type !== "Bot" && auth.type !== "Bearer") {
    throw new TypeError(`authorization.type: expected 'Bot' or 'Bearer', received ${String(auth.type)}`);
  }
  const prefixed = tokenSchemeProblem("authorization.token", auth.token, `authorization.type, '${auth.type}', says its type`);
  if (prefixed !== void 0)
    throw new TypeError(prefixed);
  if (typeof auth.token !== "string" || !HEADER_SAFE.test(auth.token)) {
    throw new TypeError("authorization.token: expected a non-empty string of visible ASCII characters");
  }
  return { type: auth.type, token: auth.token };
}
__name(checkAuthorization, "checkAuthorization");
function authorizationHeader(auth) {
  return auth === void 0 ? void 0 : `${auth.type} ${auth.token}`;
}
__name(authorizationHeader, "authorizationHeader");
function normaliseBaseUrl(baseUrl) {
  const url = parseUrl(baseUrl);
  if (url === void 0)
    throw new TypeError(`baseUrl: expected an absolute http(s) URL, received ${JSON.stringify(baseUrl)}`);
  if (!isHttpUrl(url)) {
    throw new TypeError(`baseUrl: expected an http: or https: URL, received ${url.protocol}`);
  }
  if (url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== "") {
    throw new TypeError("baseUrl: must not contain credentials, a query or a fragment");
  }
  return url.href.replace(/\/+$/, "");
}
__name(normaliseBaseUrl, "normaliseBaseUrl");
function queryString(query) {
  if (query === void 0)
    return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== void 0)
      search.append(key, String(value));
  const text = search.toString();
  return text === "" ? "" : `?${text}`;
}
__name(queryString, "queryString");
function formBody(form) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(form))
    if (value !== void 0)
      search.append(key, value);
  return search.toString();
}
__name(formBody, "formBody");
function errorCode(error) {
  for (let e = error, depth = 0; e instanceof Error && depth < 4; depth++) {
    const code = e.code;
    if (typeof code === "string" && code !== "")
      return code;
    e = e.cause;
  }
  return void 0;
}
__name(errorCode, "errorCode");
function parseJson(text) {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
__name(parseJson, "parseJson");
function callHook(hook, make) {
  if (hook === void 0)
    return;
  try {
    hook(make());
  } catch {
  }
}
__name(callHook, "callHook");
var Transport = class {
  static {
    __name(this, "Transport");
  }
  baseUrl;
  apiVersion;
  userAgent;
  #authorization;
  /** `Authorization` header value of `#authorization`, built when it is set rather than per request. */
  #authorizationHeader;
  #locale;
  #timeoutMs;
  #hooks;
  #fetch;
  /** The default fetch and its sockets, when no fetch was injected (an injected one is the caller's). */
  #owned;
  /** The default fetch's exchange (request and body in one step), when no fetch was injected. */
  #exchange;
  #limits;
  #deadlines;
  #rateLimitRetries;
  #maxRateLimitWaitMs;
  #maxResponseBytes;
  #retries;
  #backoff;
  #apiRoot;
  #versionedRoot;
  constructor(options = {}) {
    checkOptionKeys(options, TRANSPORT_KEYS, "new Transport: options");
    checkOptionKeys(options.backoff, BACKOFF_KEYS, "new Transport: options.backoff");
    checkOptionKeys(options.hooks, HOOK_KEYS, "new Transport: options.hooks");
    this.baseUrl = normaliseBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL);
    this.apiVersion = checkCount("apiVersion", options.apiVersion ?? 10, 1e3);
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
    if (!/^[\x20-\x7e]+$/.test(this.userAgent))
      throw new TypeError("userAgent: expected printable ASCII");
    this.#authorization = checkAuthorization(options.authorization);
    this.#authorizationHeader = authorizationHeader(this.#authorization);
    this.#locale = void 0;
    this.setLocale(options.locale);
    this.#timeoutMs = checkTimeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    if (options.fetch === void 0) {
      this.#owned = createDefaultFetch();
      this.#fetch = this.#owned.fetch;
      this.#exchange = this.#owned.exchange;
    } else {
      this.#owned = void 0;
      this.#fetch = options.fetch;
      this.#exchange = void 0;
    }
    this.#deadlines = new Deadlines(options.fetch === void 0);
    this.#limits = new RateLimits(checkGlobalLimit(options.globalRequestsPerSecond ?? 50));
    this.#rateLimitRetries = checkCount("rateLimitRetries", options.rateLimitRetries ?? 3, 100);
    this.#maxRateLimitWaitMs = options.maxRateLimitWaitMs === void 0 ? void 0 : checkCount("maxRateLimitWaitMs", options.maxRateLimitWaitMs, 24 * 36e5);
    this.#maxResponseBytes = checkCount("maxResponseBytes", options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES, 2 ** 31 - 1);
    this.#retries = checkCount("retries", options.retries ?? 3, 100);
    this.#backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
    checkCount("backoff.baseMs", this.#backoff.baseMs, MAX_TIMEOUT_MS);
    checkCount("backoff.maxMs", this.#backoff.maxMs, MAX_TIMEOUT_MS);
    this.#hooks = new HookSets(options.hooks);
    this.#apiRoot = `${this.baseUrl}/api`;
    this.#versionedRoot = `${this.#apiRoot}/v${this.apiVersion}`;
  }
  /** The current per-attempt timeout in ms. */
  get timeoutMs() {
    return this.#timeoutMs;
  }
  /** Changes the per-attempt timeout (integer ms, 1..600000); applies to attempts that start later. */
  setTimeout(ms) {
    this.#timeoutMs = checkTimeout(ms);
  }
  /** `'Bot'`, `'Bearer'`, or undefined when requests go out without credentials. */
  get authorizationType() {
    return this.#authorization?.type;
  }
  /** Replaces the credentials (or removes them with `undefined`); the next attempt uses the new ones. */
  setAuthorization(authorization) {
    this.#authorization = checkAuthorization(authorization);
    this.#authorizationHeader = authorizationHeader(this.#authorization);
  }
  /** The locale sent as `X-Service-Locale`, if any. */
  get locale() {
    return this.#locale;
  }
  /** Sets or clears the locale sent as `X-Service-Locale`. */
  setLocale(locale) {
    if (locale !== void 0 && !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale)) {
      throw new TypeError(`locale: expected a language tag such as 'de' or 'en-US', received ${JSON.stringify(locale)}`);
    }
    this.#locale = locale;
  }
  /** Changes the global limit (requests per second, or `Infinity`). */
  setGlobalRequestsPerSecond(perSecond) {
    this.#limits.global.setLimit(checkGlobalLimit(perSecond));
  }
  /**
   * Replaces the observability hooks given in the options (or by the last `setHooks`). Hooks added with
   * {@link Transport.addHooks} (a client's log) stay.
   */
  setHooks(hooks) {
    this.#hooks.set(hooks);
  }
  /**
   * Adds observability hooks beside the others; `setHooks` does not remove them.
   * @returns a function that removes them.
   */
  addHooks(hooks) {
    return this.#hooks.add(hooks);
  }
  /**
   * Closes the connections the default fetch keeps alive, idle or in use (a request in flight on one
   * fails as on a dropped connection: a `NetworkError`, retried as such). The transport stays usable: a later request opens a new connection.
   * Idle kept-alive connections never hold a process open, so closing is for a prompt, clean end (a
   * server shutting down, a test), not a requirement; with an injected fetch there is nothing to close.
   */
  close() {
    this.#owned?.close();
  }
  /**
   * Sends one call, retrying as configured, and resolves with the parsed response; rejects with a
   * `ServiceError`, `OAuthError`, `RateLimitedError`, `TimeoutError`, `NetworkError`, `AbortError` or
   * `InvalidResponseError`.
   */
  async request(request) {
    const { method, route, signal } = request;
    if (request.options !== void 0) {
      checkOptionKeys(request.options, request.optionKeys ?? NO_KEYS, `${method} ${route}: options`);
    }
    const info = { method, route };
    const url = request.url === void 0 ? `${request.versioned === false ? this.#apiRoot : this.#versionedRoot}${buildPath(route, request.params)}${queryString(request.query)}` : this.#onOrigin(request.url, info);
    const maxResponseBytes = request.maxResponseBytes === void 0 ? this.#maxResponseBytes : Math.min(this.#maxResponseBytes, checkCount("maxResponseBytes", request.maxResponseBytes, 2 ** 31 - 1));
    let body;
    let contentType;
    if (request.form !== void 0) {
      body = formBody(request.form);
      contentType = "application/x-www-form-urlencoded";
    } else if (request.json !== void 0) {
      body = JSON.stringify(request.json);
      contentType = "application/json";
    }
    const routeKey = `${method} ${route}`;
    const major = majorParameter(route, request.params);
    const retryFailures = IDEMPOTENT.has(method) || request.retryNonIdempotent === true;
    const retries = request.retries === void 0 ? this.#retries : Math.min(this.#retries, checkCount("retries", request.retries, 100));
    let rateLimited = 0;
    let failures = 0;
    for (let attempt = 1; ; attempt++) {
      const bucket = this.#limits.bucketFor(routeKey, major);
      const event = { method, route, bucket: bucket.key, attempt };
      const admittedAt = Date.now();
      this.#refuseLongWait(bucket, admittedAt, info, rateLimited);
      if (!bucket.gate.tryAcquire(admittedAt))
        await this.#admit(bucket.gate, signal, info, false);
      else if (!this.#limits.global.tryAcquire(admittedAt))
        await this.#admit(bucket.gate, signal, info, true);
      else
        this.#limits.global.release();
      const headers = this.#headers(request, contentType);
      const onRequest = this.#hooks.current.onRequest;
      if (onRequest !== void 0)
        callHook(onRequest, () => event);
      const started = performance.now();
      const result = await this.#attempt(url, method, headers, body, signal, maxResponseBytes);
      const durationMs = performance.now() - started;
      if (result.kind === "too-large") {
        bucket.gate.release();
        callHook(this.#hooks.current.onResponse, () => ({ ...event, status: result.status, durationMs }));
        throw new InvalidResponseError(info, result.status, `body is larger than ${result.limit} bytes (maxResponseBytes); it was not read`, "");
      }
      if (result.kind === "failure") {
        bucket.gate.release();
        callHook(this.#hooks.current.onResponse, () => ({
          ...event,
          status: 0,
          durationMs,
          failure: result.failure
        }));
        if (result.failure === "aborted")
          throw new AbortError(info, signal?.reason);
        const error = result.failure === "timeout" ? new TimeoutError(info, this.#timeoutMs, attempt) : new NetworkError(info, errorCode(result.error), attempt, result.error);
        if (!retryFailures || failures >= retries)
          throw error;
        failures++;
        await this.#retryWait(event, result.failure, 0, backoffDelay(failures, this.#backoff), signal, info);
        continue;
      }
      const { status, text } = result;
      const now = Date.now();
      const limits = parseRateLimitHeaders(result.headers, now, status === 429 || status >= 500);
      if (limits.window !== void 0) {
        bucket.gate.learn(limits.window, now);
        if (limits.bucket !== void 0) {
          const shared = this.#limits.learnHash(routeKey, major, limits.bucket, bucket.gate);
          if (shared !== bucket.gate)
            shared.learn(limits.window, now, false);
        }
      } else if (status !== 429) {
        bucket.gate.learnUnlimited();
      }
      bucket.gate.release();
      const onResponse = this.#hooks.current.onResponse;
      if (onResponse !== void 0) {
        callHook(onResponse, () => ({ ...event, status, durationMs, rateLimit: limits.window }));
      }
      if (status === 429) {
        rateLimited++;
        const safeText = redact(text, this.#secrets(request));
        const parsed2 = parseJson(safeText);
        const rateBody = parsed2.ok && isRecord(parsed2.value) ? parsed2.value : {};
        const bodyWait = typeof rateBody.retry_after === "number" ? rateBody.retry_after * 1e3 : 0;
        const waitMs = Math.max(bodyWait, limits.retryAfterMs ?? 0) || DEFAULT_RATE_LIMIT_WAIT_MS;
        const global = limits.global || rateBody.global === true || limits.scope === "global";
        (global ? this.#limits.global : bucket.gate).block(now + waitMs);
        if (rateLimited > this.#rateLimitRetries || waitMs > this.#rateLimitWaitCap()) {
          throw new RateLimitedError(info, {
            retryAfter: waitMs / 1e3,
            global,
            scope: limits.scope,
            bucket: bucket.key,
            attempts: rateLimited,
            responseBody: safeText
          });
        }
        callHook(this.#hooks.current.onRetry, () => ({
          ...event,
          reason: "rate-limit",
          status,
          delayMs: waitMs
        }));
        continue;
      }
      if (status >= 500 && retryFailures && failures < retries) {
        failures++;
        const serverWait = Math.min(limits.retryAfterMs ?? 0, MAX_SERVER_RETRY_AFTER_MS);
        const delay = Math.max(backoffDelay(failures, this.#backoff), serverWait);
        await this.#retryWait(event, "server-error", status, delay, signal, info);
        continue;
      }
      if (status >= 300)
        throw this.#errorFor(info, request, status, text);
      if (status === 204 || text === "")
        return { status, body: void 0, headers: result.headers };
      const parsed = parseJson(text);
      if (!parsed.ok) {
        const detail = request.sensitiveResponse ? "" : ` (${redact(parsed.reason, this.#secrets(request))})`;
        const quoted = request.sensitiveResponse ? "[withheld: credentials response]" : redact(text, this.#secrets(request));
        throw new InvalidResponseError(info, status, `is not valid JSON${detail}`, quoted);
      }
      return { status, body: parsed.value, headers: result.headers };
    }
  }
  /**
   * Waits for the bucket (unless `holdingBucket`), then the global limiter; maps a caller abort to
   * `AbortError`, giving back a bucket slot already taken.
   */
  /** The longest rate-limit wait a call accepts now, in ms. */
  #rateLimitWaitCap() {
    return this.#maxRateLimitWaitMs ?? this.#timeoutMs;
  }
  /**
   * Fails at once, rather than queueing, when the bucket or the global limit is blocked for longer than
   * the cap: a queued call would hold its place (and everyone's behind it) for that long.
   */
  #refuseLongWait(bucket, now, info, attempts) {
    const bucketWait = bucket.gate.blockedFor(now);
    const globalWait = this.#limits.global.blockedFor(now);
    const waitMs = Math.max(bucketWait, globalWait);
    if (waitMs <= this.#rateLimitWaitCap())
      return;
    throw new RateLimitedError(info, {
      retryAfter: waitMs / 1e3,
      global: globalWait >= bucketWait,
      scope: void 0,
      bucket: bucket.key,
      attempts,
      responseBody: ""
    });
  }
  async #admit(gate, signal, info, holdingBucket) {
    if (!holdingBucket) {
      try {
        await gate.acquire(signal);
      } catch (error) {
        throw new AbortError(info, error);
      }
    }
    const global = this.#limits.global;
    try {
      if (!global.tryAcquire(Date.now()))
        await global.acquire(signal);
    } catch (error) {
      gate.release();
      throw new AbortError(info, error);
    }
    global.release();
  }
  async #retryWait(event, reason, status, delayMs, signal, info) {
    callHook(this.#hooks.current.onRetry, () => ({ ...event, reason, status, delayMs }));
    try {
      await sleep(delayMs, signal);
    } catch (error) {
      throw new AbortError(info, error);
    }
  }
  #headers(request, contentType) {
    const headers = { "User-Agent": this.userAgent };
    const auth = request.auth ?? "transport";
    if (auth === "transport") {
      if (this.#authorizationHeader !== void 0)
        headers.Authorization = this.#authorizationHeader;
    } else if (auth !== "none" && "bearer" in auth) {
      headers.Authorization = `Bearer ${auth.bearer}`;
    } else if (auth !== "none") {
      const pair = `${encodeURIComponent(auth.basic.id)}:${encodeURIComponent(auth.basic.secret)}`;
      headers.Authorization = `Basic ${Buffer.from(pair).toString("base64")}`;
    }
    if (contentType !== void 0)
      headers["Content-Type"] = contentType;
    if (this.#locale !== void 0)
      headers["X-Service-Locale"] = this.#locale;
    return headers;
  }
  /** One attempt: fetch and read the whole body within the timeout, combined with the caller's signal. */
  async #attempt(url, method, headers, body, signal, maxResponseBytes) {
    if (signal?.aborted)
      return { kind: "failure", failure: "aborted", error: signal.reason };
    const deadline = this.#deadlines.start(this.#timeoutMs);
    if (this.#exchange !== void 0) {
      try {
        const result = await this.#exchange(url, method, headers, body, deadline, signal, maxResponseBytes);
        if (result.kind === "response" && this.#deadlines.expired(deadline) && !signal?.aborted) {
          return { kind: "failure", failure: "timeout", error: void 0 };
        }
        return result;
      } catch (error) {
        return this.#failure(error, signal, deadline);
      } finally {
        this.#deadlines.release(deadline);
      }
    }
    let combined;
    let onAbort;
    if (signal !== void 0) {
      const controller = new AbortController();
      onAbort = /* @__PURE__ */ __name(() => controller.abort(signal.aborted ? signal.reason : deadline.signal.reason), "onAbort");
      signal.addEventListener("abort", onAbort, { once: true });
      deadline.signal.addEventListener("abort", onAbort, { once: true });
      combined = controller;
    }
    try {
      const init = {
        method,
        headers,
        signal: combined?.signal ?? deadline.signal,
        redirect: "manual"
      };
      if (body !== void 0)
        init.body = body;
      const response = await this.#fetch(url, init);
      let text;
      try {
        text = await readBoundedText(response, maxResponseBytes);
      } catch (error) {
        if (!(error instanceof BodyTooLarge))
          throw error;
        return { kind: "too-large", status: response.status, limit: error.limit };
      }
      if (this.#deadlines.expired(deadline) && !signal?.aborted) {
        return { kind: "failure", failure: "timeout", error: void 0 };
      }
      return { kind: "response", status: response.status, headers: response.headers, text };
    } catch (error) {
      return this.#failure(error, signal, deadline);
    } finally {
      this.#deadlines.release(deadline);
      if (onAbort !== void 0) {
        signal?.removeEventListener("abort", onAbort);
        deadline.signal.removeEventListener("abort", onAbort);
      }
    }
  }
  /** What ended an attempt that failed: the caller's abort, the deadline, or the network. */
  #failure(error, signal, deadline) {
    if (signal?.aborted)
      return { kind: "failure", failure: "aborted", error };
    if (this.#deadlines.expired(deadline))
      return { kind: "failure", failure: "timeout", error };
    return { kind: "failure", failure: "network", error };
  }
  /** `url` when it is on the transport's origin; a `ValidationError` (nothing is sent) otherwise. */
  #onOrigin(url, info) {
    const origin = new URL(this.baseUrl).origin;
    const received = URL.canParse(url) ? new URL(url).origin : void 0;
    if (received === origin)
      return url;
    const what = received === void 0 ? "no absolute URL" : `a URL on ${received}`;
    throw new ValidationError(info, "url", [
      {
        path: ["url"],
        code: IssueCodes.INVALID_ARGUMENT,
        message: `expected a URL on ${origin}, received ${what}`
      }
    ]);
  }
  #secrets(request) {
    const secrets = [...request.secrets ?? []];
    if (this.#authorization !== void 0)
      secrets.push(this.#authorization.token);
    if (typeof request.auth === "object")
      secrets.push("bearer" in request.auth ? request.auth.bearer : request.auth.basic.secret);
    return secrets;
  }
  /** The error for a non-2xx response: the service's JSON error, an OAuth error, or a plain HTTP error. */
  #errorFor(info, request, status, rawText) {
    const text = redact(rawText, this.#secrets(request));
    const parsed = parseJson(text);
    const value = parsed.ok ? parsed.value : void 0;
    if (isRecord(value) && typeof value.error === "string" && value.code === void 0) {
      const oauth = value;
      const description = typeof oauth.error_description === "string" ? oauth.error_description : void 0;
      return new OAuthError(info, {
        status,
        error: oauth.error,
        errorDescription: description,
        responseBody: text
      });
    }
    if (isRecord(value) && typeof value.code === "number" && typeof value.message === "string") {
      const body = value;
      return new ServiceError(info, {
        status,
        code: body.code,
        message: body.message,
        errors: isRecord(body.errors) ? body.errors : void 0,
        lines: flattenErrorBody(body),
        responseBody: text
      });
    }
    if (status < 400) {
      return new InvalidResponseError(info, status, "is a redirect, which the service never sends", text);
    }
    const message = isRecord(value) && typeof value.message === "string" ? value.message : "no error body";
    return new ServiceError(info, { status, code: 0, message, responseBody: text });
  }
};

// dist/api/bodyCheckOptions.js
var SDK_BODY_CHECKS = { unknownFields: "refuse" };

// dist/api/call.js
var CALL_OPTION_KEYS = optionKeys({ signal: true });
function callFields(options, keys = CALL_OPTION_KEYS) {
  return { signal: options?.signal, options, optionKeys: keys };
}
__name(callFields, "callFields");
function snowflakeArgument(value, name) {
  try {
    return parseSnowflake(value, name);
  } catch (error) {
    if (!(error instanceof InvalidSnowflakeError))
      throw error;
    throw ValidationError.argument(name, error.message);
  }
}
__name(snowflakeArgument, "snowflakeArgument");
function ensureValid(request, what, issues) {
  if (issues.length > 0)
    throw new ValidationError(request, what, issues);
}
__name(ensureValid, "ensureValid");
function snowflakeArgs(request, args) {
  const out = {};
  const issues = [];
  for (const name of Object.keys(args)) {
    try {
      out[name] = parseSnowflake(args[name], name);
    } catch (error) {
      if (!(error instanceof InvalidSnowflakeError))
        throw error;
      const message = error.message.startsWith(`${name}: `) ? error.message.slice(name.length + 2) : error.message;
      issues.push({ path: [name], code: IssueCodes.SNOWFLAKE_TYPE_INVALID, message });
    }
  }
  ensureValid(request, "arguments", issues);
  return out;
}
__name(snowflakeArgs, "snowflakeArgs");
var PLACEHOLDERS = {
  applicationId: "application.id",
  guildId: "guild.id",
  commandId: "command.id",
  lobbyId: "lobby.id",
  userId: "user.id",
  channelId: "channel.id",
  interactionId: "interaction.id",
  messageId: "message.id"
};
function routeParams(request, args) {
  const present = {};
  for (const [name, value] of Object.entries(args))
    if (value !== void 0)
      present[name] = value;
  return placeRouteParams(snowflakeArgs(request, present));
}
__name(routeParams, "routeParams");
function placeRouteParams(ids) {
  const params = {};
  for (const [name, value] of Object.entries(ids))
    params[PLACEHOLDERS[name] ?? name] = value;
  return params;
}
__name(placeRouteParams, "placeRouteParams");

export {
  ActivityTypes,
  StatusDisplayTypes,
  ActivityPartyPrivacy,
  ActivityGamePlatforms,
  ALL_GAME_PLATFORMS,
  ActivityActionTypes,
  SNOWFLAKE_EPOCH_MS,
  InvalidSnowflakeError,
  parseSnowflake,
  isSnowflake,
  compareSnowflakes,
  deconstructSnowflake,
  snowflakeTimestamp,
  composeSnowflake,
  snowflakeFromTimestamp,
  SnowflakeGenerator,
  IssueCodes,
  formatPath,
  formatIssue,
  TOKEN_EXCHANGE_GRANT_TYPE,
  ACCESS_TOKEN_TYPE,
  CONNECTION_SERVICES,
  ConnectionVisibility,
  HttpStatusCode,
  AdditionalContentType,
  DisclosureTypes,
  IntegrationType,
  DEVICE_CODE_GRANT_TYPE,
  USER_CODE_ALPHABET,
  USER_CODE_LENGTH,
  SLOW_DOWN_STEP_SECONDS,
  DEFAULT_DEVICE_POLL_INTERVAL_SECONDS,
  enumNamer,
  ApplicationCommandType,
  ApplicationCommandOptionType,
  EntryPointCommandHandlerType,
  ApplicationIntegrationType,
  InteractionContextType,
  ApplicationCommandPermissionType,
  InteractionType,
  InteractionCallbackType,
  ChannelType,
  THREAD_CHANNEL_TYPES,
  ApplicationFlags,
  LobbyMemberFlags,
  AuthorizationTokenType,
  enumName,
  isEnumValue,
  ApiErrorCode,
  GatewayOpcode,
  GatewayCloseCode,
  FATAL_GATEWAY_CLOSE_CODES,
  SESSION_ENDING_CLOSE_CODES,
  GATEWAY_VERSION,
  GatewayLimits,
  GATEWAY_EVENT_NAMES,
  GatewayIntentBits,
  ALL_INTENTS,
  ApplicationIntentFlags,
  PRIVILEGED_INTENTS,
  MessageFlags,
  Limits,
  MAX_FRIENDS,
  ClientCacheBounds,
  commandCountLimit,
  LOCALES,
  isLocale,
  LOCALE_FALLBACK,
  PermissionFlags,
  ALL_PERMISSIONS,
  InvalidPermissionsError,
  permissionsProblem,
  parsePermissions,
  serializePermissions,
  permissionBits,
  hasAllPermissions,
  hasAnyPermission,
  permissionNames,
  everyonePermissionId,
  allChannelsPermissionId,
  StatusType,
  AvatarType,
  CHOSEN_STATUSES,
  AuthenticationExternalAuthType,
  ExternalIdentityProviderType,
  EXTERNAL_AUTH_TYPE_WIRE,
  PROVISIONAL_TOKEN_TTL_SECONDS,
  MAX_EXTERNAL_AUTH_TOKEN_LENGTH,
  MAX_PROVISIONAL_DISPLAY_NAME_LENGTH,
  ProvisionalErrorCode,
  RelationshipType,
  RelationshipGroupType,
  RELATIONSHIP_KINDS,
  report,
  isRecord,
  defineOwn,
  codePoints,
  show,
  NAME_PATTERN_SOURCE,
  TextRule,
  checkText,
  checkLocalizations,
  checkBoolean,
  checkKnownKeys,
  reportNotInEnum,
  listItems,
  reportUnknownField,
  enumList,
  checkEnumList,
  parseUrl,
  isHttpUrl,
  INVALID_FORM_BODY_MESSAGE,
  toErrorBody,
  parseErrorBody,
  flattenErrorBody,
  checkOptionList,
  OPTION_TYPE_NAMES,
  invocationPath,
  invocationLeafOptions,
  validateInvocationOptions,
  validateInteractionResponse,
  validateInteractionMessage,
  allowedResponseTypes,
  optionKeys,
  checkOptionKeys,
  SDK_BODY_CHECKS,
  SdkError,
  HttpResponseError,
  ServiceError,
  OAuthError,
  RateLimitedError,
  TimeoutError,
  NetworkError,
  AbortError,
  InvalidResponseError,
  ValidationError,
  callFields,
  snowflakeArgument,
  ensureValid,
  snowflakeArgs,
  routeParams,
  placeRouteParams,
  REDACTED,
  tokenSchemeProblem,
  backoffDelay,
  MAJOR_PARAMETERS,
  MAX_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_BASE_URL,
  DEFAULT_USER_AGENT,
  Transport
};
