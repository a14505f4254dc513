import {
  ALL_GAME_PLATFORMS,
  ALL_INTENTS,
  ALL_PERMISSIONS,
  ActivityGamePlatforms,
  ActivityPartyPrivacy,
  ActivityTypes,
  ApiErrorCode,
  ApplicationCommandPermissionType,
  ApplicationCommandType,
  ApplicationIntegrationType,
  AuthenticationExternalAuthType,
  CHOSEN_STATUSES,
  ChannelType,
  DEFAULT_DEVICE_POLL_INTERVAL_SECONDS,
  EXTERNAL_AUTH_TYPE_WIRE,
  EntryPointCommandHandlerType,
  GatewayCloseCode,
  GatewayLimits,
  GatewayOpcode,
  InteractionContextType,
  IssueCodes,
  LOCALE_FALLBACK,
  Limits,
  LobbyMemberFlags,
  MAX_EXTERNAL_AUTH_TOKEN_LENGTH,
  MAX_PROVISIONAL_DISPLAY_NAME_LENGTH,
  PRIVILEGED_INTENTS,
  PermissionFlags,
  SDK_BODY_CHECKS,
  StatusDisplayTypes,
  THREAD_CHANNEL_TYPES,
  TextRule,
  USER_CODE_ALPHABET,
  USER_CODE_LENGTH,
  allChannelsPermissionId,
  callFields,
  checkBoolean,
  checkEnumList,
  checkKnownKeys,
  checkLocalizations,
  checkOptionKeys,
  checkOptionList,
  checkText,
  codePoints,
  commandCountLimit,
  defineOwn,
  ensureValid,
  enumList,
  everyonePermissionId,
  hasAllPermissions,
  isEnumValue,
  isHttpUrl,
  isLocale,
  isRecord,
  isSnowflake,
  listItems,
  optionKeys,
  parseSnowflake,
  parseUrl,
  permissionNames,
  permissionsProblem,
  placeRouteParams,
  report,
  reportNotInEnum,
  reportUnknownField,
  routeParams,
  show
} from "./chunk-EYNRBFIB.js";
import {
  __name
} from "./chunk-25XPD655.js";

// dist/rules/fields.js
var DICT_MESSAGE = "Only dictionaries may be used in a DictType";
function lengthIssue(min, max) {
  return min > 0 ? { code: IssueCodes.BASE_TYPE_BAD_LENGTH, message: `Must be between ${min} and ${max} in length.` } : { code: IssueCodes.BASE_TYPE_MAX_LENGTH, message: `Must be ${max} or fewer in length.` };
}
__name(lengthIssue, "lengthIssue");
var FieldChecker = class {
  static {
    __name(this, "FieldChecker");
  }
  unknownFields;
  issues = [];
  constructor(unknownFields = "ignore") {
    this.unknownFields = unknownFields;
  }
  add(path, code, message) {
    this.issues.push({ path, code, message });
    return void 0;
  }
  /** A required field that is absent (or null), in the service's words. */
  missing(path) {
    return this.add(path, IssueCodes.BASE_TYPE_REQUIRED, "This field is required");
  }
  /** Unknown fields of `fields` (when refused), reported at `path` + the field's name. */
  knownKeys(fields, known, what, path) {
    if (this.unknownFields === "refuse")
      checkKnownKeys({ issues: this.issues, path }, fields, known, what);
  }
  /** The body's fields; `{}` (with an issue) when it is not an object. */
  object(body, known, what) {
    if (!isRecord(body)) {
      this.add([], IssueCodes.DICT_TYPE_CONVERT, DICT_MESSAGE);
      return {};
    }
    this.knownKeys(body, known, what, []);
    return body;
  }
  /** The fields of a body that may be left out: no body, or null, reads as no fields (and no issue). */
  optionalObject(body, known, what) {
    return body === void 0 || body === null ? {} : this.object(body, known, what);
  }
  /** Absent, null, or at most 25 keys with string values of at most 1024 characters. */
  metadata(value, path, maxKeys, maxValue) {
    if (value === void 0 || value === null)
      return value;
    if (!isRecord(value))
      return this.add(path, IssueCodes.DICT_TYPE_CONVERT, DICT_MESSAGE);
    const entries = Object.entries(value);
    if (entries.length > maxKeys) {
      return this.add(path, IssueCodes.BASE_TYPE_MAX_LENGTH, `Must be ${maxKeys} or fewer in length.`);
    }
    const out = {};
    let ok = true;
    for (const [key, item] of entries) {
      if (typeof item !== "string") {
        this.add([...path, key], IssueCodes.STRING_TYPE_COERCE, "Could not interpret value as string.");
        ok = false;
      } else if (codePoints(item) > maxValue) {
        const { code, message } = lengthIssue(0, maxValue);
        this.add([...path, key], code, message);
        ok = false;
      } else {
        defineOwn(out, key, item);
      }
    }
    return ok ? out : void 0;
  }
  /** Absent or null, or an integer in `min..max`. */
  integer(value, path, min, max) {
    if (value === void 0 || value === null)
      return void 0;
    if (typeof value !== "number" || !Number.isInteger(value)) {
      return this.add(path, IssueCodes.NUMBER_TYPE_COERCE, `Value "${String(value).slice(0, 40)}" is not int.`);
    }
    if (value < min) {
      return this.add(path, IssueCodes.BASE_TYPE_MIN_VALUE, `int value should be greater than or equal to ${min}.`);
    }
    if (value > max) {
      return this.add(path, IssueCodes.BASE_TYPE_MAX_VALUE, `int value should be less than or equal to ${max}.`);
    }
    return value;
  }
  /** Lobby and member `flags`: absent, null, or 1 (the only flag the service accepts in requests). */
  flags(value, path) {
    if (value === void 0 || value === null)
      return void 0;
    if (value !== 1)
      return this.add(path, IssueCodes.BASE_TYPE_CHOICES, "Value must be one of (1,).");
    return value;
  }
  /** Absent or null, or a boolean. */
  boolean(value, path) {
    if (value === void 0 || value === null)
      return void 0;
    if (typeof value !== "boolean") {
      return this.add(path, IssueCodes.BOOLEAN_TYPE_COERCE, "Must be either true or false.");
    }
    return value;
  }
  /** A required string of `min..max` characters (code points). */
  string(value, path, min, max) {
    if (value === void 0 || value === null)
      return this.missing(path);
    return this.optionalString(value, path, min, max);
  }
  /** Absent or null, or a string of `min..max` characters (code points). */
  optionalString(value, path, min, max) {
    if (value === void 0 || value === null)
      return void 0;
    if (typeof value !== "string") {
      return this.add(path, IssueCodes.STRING_TYPE_COERCE, "Could not interpret value as string.");
    }
    const length = codePoints(value);
    if (length < min || length > max) {
      const { code, message } = lengthIssue(min, max);
      return this.add(path, code, message);
    }
    return value;
  }
  /** Absent or null, or an http(s) URL of 1..max characters. */
  url(value, path, max) {
    const text2 = this.optionalString(value, path, 1, max);
    if (text2 === void 0)
      return void 0;
    if (!/^https?:\/\/[^\s]+$/i.test(text2))
      return this.add(path, IssueCodes.STRING_TYPE_REGEX, "Must be an http:// or https:// URL.");
    return text2;
  }
  /** A required snowflake, normalised to its decimal form (`"007"` -> `"7"`). */
  snowflake(value, path) {
    if (value === void 0 || value === null)
      return this.missing(path);
    if (typeof value !== "string" || !isSnowflake(value)) {
      return this.add(path, IssueCodes.SNOWFLAKE_TYPE_INVALID, `Value "${String(value).slice(0, 40)}" is not snowflake.`);
    }
    return BigInt(value).toString();
  }
  /** An array of `min..max` items; undefined (with an issue) otherwise. */
  list(value, path, min, max) {
    if (!Array.isArray(value)) {
      return this.add(path, IssueCodes.LIST_TYPE_CONVERT, "Only iterables may be used in a ListType");
    }
    if (value.length < min || value.length > max) {
      const { code, message } = lengthIssue(min, max);
      return this.add(path, code, message);
    }
    return value;
  }
  /** An item of a list that must be an object: its fields, or undefined (with an issue). */
  item(value, path) {
    return isRecord(value) ? value : this.add(path, IssueCodes.DICT_TYPE_CONVERT, DICT_MESSAGE);
  }
};

// dist/rules/activity.js
var ActivityLimits = {
  NAME_MAX: 128,
  TEXT_MAX: 128,
  URL_MAX: 256,
  IMAGE_MAX: 256,
  PARTY_ID_MAX: 128,
  SECRET_MAX: 128,
  /** A party's size is a C++ `int32_t`. */
  PARTY_SIZE_MAX: 2147483647,
  BUTTONS_MAX: 2,
  BUTTON_LABEL_MAX: 32,
  BUTTON_URL_MAX: 512,
  /** An invite may be accepted for 6 hours after it was sent (the C++ library's documentation). */
  INVITE_VALIDITY_MS: 6 * 60 * 60 * 1e3
};
var SECONDS_BELOW = 1e11;
function activityTimestampMs(value) {
  return value < SECONDS_BELOW ? value * 1e3 : value;
}
__name(activityTimestampMs, "activityTimestampMs");
var FIELDS = /* @__PURE__ */ new Set([
  "name",
  "type",
  "status_display_type",
  "state",
  "state_url",
  "details",
  "details_url",
  "application_id",
  "parent_application_id",
  "timestamps",
  "assets",
  "party",
  "secrets",
  "buttons",
  "supported_platforms"
]);
var ASSET_IMAGES = ["large_image", "small_image", "invite_cover_image"];
var ASSET_TEXTS = ["large_text", "small_text"];
var ASSET_URLS = ["large_url", "small_url"];
var ASSET_FIELDS = /* @__PURE__ */ new Set([...ASSET_IMAGES, ...ASSET_TEXTS, ...ASSET_URLS]);
var TIMESTAMP_FIELDS = /* @__PURE__ */ new Set(["start", "end"]);
var PARTY_FIELDS = /* @__PURE__ */ new Set(["id", "size", "privacy"]);
var SECRET_FIELDS = /* @__PURE__ */ new Set(["join"]);
var BUTTON_FIELDS = /* @__PURE__ */ new Set(["label", "url"]);
var enumValues = /* @__PURE__ */ __name((table) => new Set(Object.values(table)), "enumValues");
var TYPES = enumValues(ActivityTypes);
var DISPLAY_TYPES = enumValues(StatusDisplayTypes);
var PRIVACIES = enumValues(ActivityPartyPrivacy);
var ActivityChecker = class extends FieldChecker {
  static {
    __name(this, "ActivityChecker");
  }
  /** An enum value of `table`, or undefined (with an issue). */
  choice(value, path, allowed, required) {
    if (value === void 0 || value === null) {
      return required ? this.missing(path) : void 0;
    }
    if (typeof value === "number" && allowed.has(value))
      return value;
    return this.add(path, IssueCodes.BASE_TYPE_CHOICES, `Value must be one of (${[...allowed].join(", ")}).`);
  }
  /** A nested object's fields (unknown ones refused when asked), or undefined when absent or not one. */
  nested(value, path, known, what) {
    if (value === void 0 || value === null)
      return void 0;
    if (!isRecord(value))
      return this.add(path, IssueCodes.DICT_TYPE_CONVERT, `Expected ${what} (an object).`);
    this.knownKeys(value, known, what, path);
    return value;
  }
};
function validateActivity(value, options = {}) {
  const c = new ActivityChecker(options.unknownFields);
  const fields = c.object(value, FIELDS, "an activity");
  const out = {
    name: c.string(fields.name, ["name"], 1, ActivityLimits.NAME_MAX) ?? "",
    // Absent reads as Playing, what a game's activity is (an old client's `{ name }` stays accepted).
    type: c.choice(fields.type, ["type"], TYPES, false) ?? ActivityTypes.Playing
  };
  const display = c.choice(fields.status_display_type, ["status_display_type"], DISPLAY_TYPES, false);
  if (display !== void 0)
    out.status_display_type = display;
  for (const key of ["state", "details"]) {
    const text2 = c.optionalString(fields[key], [key], 1, ActivityLimits.TEXT_MAX);
    if (text2 !== void 0)
      out[key] = text2;
  }
  for (const key of ["state_url", "details_url"]) {
    const url = c.url(fields[key], [key], ActivityLimits.URL_MAX);
    if (url !== void 0)
      out[key] = url;
  }
  for (const key of ["application_id", "parent_application_id"])
    if (fields[key] !== void 0 && fields[key] !== null)
      out[key] = c.snowflake(fields[key], [key]) ?? "";
  const timestamps = timestampsOf(c, fields.timestamps);
  if (timestamps)
    out.timestamps = timestamps;
  const assets = assetsOf(c, fields.assets);
  if (assets)
    out.assets = assets;
  const party = partyOf(c, fields.party);
  if (party)
    out.party = party;
  const secrets = c.nested(fields.secrets, ["secrets"], SECRET_FIELDS, "secrets");
  if (secrets) {
    const join = c.optionalString(secrets.join, ["secrets", "join"], 1, ActivityLimits.SECRET_MAX);
    out.secrets = join === void 0 ? {} : { join };
  }
  const buttons = buttonsOf(c, fields.buttons);
  if (buttons)
    out.buttons = buttons;
  const platforms = c.integer(fields.supported_platforms, ["supported_platforms"], 0, ALL_GAME_PLATFORMS);
  if (platforms !== void 0)
    out.supported_platforms = platforms;
  return { value: out, issues: c.issues };
}
__name(validateActivity, "validateActivity");
function timestampsOf(c, value) {
  const fields = c.nested(value, ["timestamps"], TIMESTAMP_FIELDS, "timestamps");
  if (!fields)
    return void 0;
  const out = {};
  const start = c.integer(fields.start, ["timestamps", "start"], 0, Number.MAX_SAFE_INTEGER);
  const end = c.integer(fields.end, ["timestamps", "end"], 0, Number.MAX_SAFE_INTEGER);
  if (start !== void 0)
    out.start = start;
  if (end !== void 0)
    out.end = end;
  if (start !== void 0 && end !== void 0 && end < start)
    c.add(["timestamps", "end"], IssueCodes.BASE_TYPE_MIN_VALUE, "Must not be before timestamps.start.");
  return out;
}
__name(timestampsOf, "timestampsOf");
function assetsOf(c, value) {
  const fields = c.nested(value, ["assets"], ASSET_FIELDS, "assets");
  if (!fields)
    return void 0;
  const out = {};
  for (const key of ASSET_IMAGES) {
    const image = c.optionalString(fields[key], ["assets", key], 1, ActivityLimits.IMAGE_MAX);
    if (image !== void 0)
      out[key] = image;
  }
  for (const key of ASSET_TEXTS) {
    const text2 = c.optionalString(fields[key], ["assets", key], 1, ActivityLimits.TEXT_MAX);
    if (text2 !== void 0)
      out[key] = text2;
  }
  for (const key of ASSET_URLS) {
    const url = c.url(fields[key], ["assets", key], ActivityLimits.URL_MAX);
    if (url !== void 0)
      out[key] = url;
  }
  return out;
}
__name(assetsOf, "assetsOf");
function partyOf(c, value) {
  const fields = c.nested(value, ["party"], PARTY_FIELDS, "a party");
  if (!fields)
    return void 0;
  const out = {};
  const id = c.optionalString(fields.id, ["party", "id"], 1, ActivityLimits.PARTY_ID_MAX);
  if (id !== void 0)
    out.id = id;
  if (fields.size !== void 0 && fields.size !== null) {
    const size = c.list(fields.size, ["party", "size"], 2, 2);
    if (size) {
      const current = c.integer(size[0], ["party", "size", 0], 0, ActivityLimits.PARTY_SIZE_MAX);
      const max = c.integer(size[1], ["party", "size", 1], 1, ActivityLimits.PARTY_SIZE_MAX);
      if (current === void 0 || max === void 0) {
        if (size[0] === void 0 || size[0] === null || size[1] === void 0 || size[1] === null)
          c.add(["party", "size"], IssueCodes.BASE_TYPE_REQUIRED, "Expected [current, max], two integers.");
      } else if (current > max)
        c.add(["party", "size", 0], IssueCodes.BASE_TYPE_MAX_VALUE, "The current size must not exceed the max.");
      else
        out.size = [current, max];
    }
  }
  const privacy = c.choice(fields.privacy, ["party", "privacy"], PRIVACIES, false);
  if (privacy !== void 0)
    out.privacy = privacy;
  return out;
}
__name(partyOf, "partyOf");
function buttonsOf(c, value) {
  if (value === void 0 || value === null)
    return void 0;
  const list = c.list(value, ["buttons"], 0, ActivityLimits.BUTTONS_MAX);
  if (!list)
    return void 0;
  const out = [];
  list.forEach((item, index) => {
    const fields = c.nested(item, ["buttons", index], BUTTON_FIELDS, "a button");
    if (!fields) {
      if (item === void 0 || item === null)
        c.add(["buttons", index], IssueCodes.DICT_TYPE_CONVERT, "Expected a button (an object).");
      return;
    }
    const label = c.string(fields.label, ["buttons", index, "label"], 1, ActivityLimits.BUTTON_LABEL_MAX);
    const url = fields.url === void 0 || fields.url === null ? void 0 : fields.url;
    const checkedUrl = url === void 0 ? c.missing(["buttons", index, "url"]) : c.url(url, ["buttons", index, "url"], ActivityLimits.BUTTON_URL_MAX);
    if (label !== void 0 && checkedUrl !== void 0)
      out.push({ label, url: checkedUrl });
  });
  return out;
}
__name(buttonsOf, "buttonsOf");
function notJoinableReason(activity, platform = ActivityGamePlatforms.Desktop) {
  if (activity === void 0)
    return "there is no activity to join";
  const party = activity.party;
  if (!party?.id)
    return "the activity has no party id";
  if (party.size !== void 0 && party.size[0] >= party.size[1])
    return "the party is full";
  if (!activity.secrets?.join)
    return "the activity has no join secret";
  const platforms = activity.supported_platforms ?? ActivityGamePlatforms.Desktop;
  if ((platforms & platform) === 0)
    return "the activity does not support the receiver's platform";
  return void 0;
}
__name(notJoinableReason, "notJoinableReason");
function mayInvite(relation) {
  return !relation.blocked && (relation.friends || relation.bothInGame);
}
__name(mayInvite, "mayInvite");
function inviteIsValid(invite, now, senderActivity) {
  return now - invite.sentAt <= ActivityLimits.INVITE_VALIDITY_MS && senderActivity?.party?.id === invite.partyId;
}
__name(inviteIsValid, "inviteIsValid");
function withoutSecrets(activity) {
  if (activity.secrets === void 0)
    return activity;
  const { secrets: _secrets, ...rest } = activity;
  return rest;
}
__name(withoutSecrets, "withoutSecrets");
var ActivityIssueCodes = {
  /** The activity to share is not joinable (no party, full, no join secret, wrong platform). */
  ACTIVITY_NOT_JOINABLE: "ACTIVITY_NOT_JOINABLE",
  /** The invite can no longer be accepted (older than 6 hours, or its sender left the party). */
  ACTIVITY_INVITE_INVALID: "ACTIVITY_INVITE_INVALID",
  /** The invite is not of the kind the call takes (accepting a join request, replying to an invite). */
  ACTIVITY_INVITE_TYPE_INVALID: "ACTIVITY_INVITE_TYPE_INVALID"
};
var INVITE_CONTENT_MAX = 2e3;
var INVITE_FIELDS = /* @__PURE__ */ new Set(["content"]);
function validateActivityInviteBody(body, options = {}) {
  const c = new FieldChecker(options.unknownFields);
  const fields = c.optionalObject(body, INVITE_FIELDS, "an invite");
  const content = c.optionalString(fields.content, ["content"], 0, INVITE_CONTENT_MAX);
  return { value: content ?? "", issues: c.issues };
}
__name(validateActivityInviteBody, "validateActivityInviteBody");

// dist/rules/channelLinking.js
var LINK_CHANNEL_PERMISSIONS = PermissionFlags.MANAGE_CHANNELS | PermissionFlags.VIEW_CHANNEL | PermissionFlags.SEND_MESSAGES;
var fieldRefusal = /* @__PURE__ */ __name((code, message) => ({
  status: 400,
  code: 50035,
  message: "Invalid Form Body",
  errors: { channel_id: { _errors: [{ code, message }] } }
}), "fieldRefusal");
function channelLinkRefusal(channel, permissions, lobbyId) {
  if (!hasAllPermissions(permissions, PermissionFlags.VIEW_CHANNEL))
    return { status: 403, code: 50001, message: "Missing Access" };
  if (channel.type !== ChannelType.GUILD_TEXT)
    return { status: 400, code: 50024, message: "Cannot execute action on this channel type" };
  if (channel.nsfw)
    return fieldRefusal("CHANNEL_LINK_AGE_RESTRICTED", "An age-restricted channel cannot be linked to a lobby");
  if (channel.linkedLobbyId !== null && channel.linkedLobbyId !== lobbyId)
    return fieldRefusal("CHANNEL_LINK_ALREADY_LINKED", "This channel is already linked to another lobby");
  if (!hasAllPermissions(permissions, LINK_CHANNEL_PERMISSIONS))
    return { status: 403, code: 50013, message: "Missing Permissions" };
  return void 0;
}
__name(channelLinkRefusal, "channelLinkRefusal");
function lobbyLinkRefusal(lobby2, memberFlags) {
  if (memberFlags !== null && !canLinkLobby(memberFlags))
    return { status: 403, code: 50013, message: "Missing Permissions" };
  if (lobby2.fromSecret)
    return {
      status: 400,
      code: 50035,
      message: "Invalid Form Body",
      errors: {
        _errors: [
          { code: "LOBBY_LINK_SECRET_LOBBY", message: "A lobby created from a secret cannot be linked" }
        ]
      }
    };
  return void 0;
}
__name(lobbyLinkRefusal, "lobbyLinkRefusal");
function canLinkLobby(memberFlags) {
  return (memberFlags & LobbyMemberFlags.CAN_LINK_LOBBY) !== 0;
}
__name(canLinkLobby, "canLinkLobby");
var READ_WRITE = PermissionFlags.VIEW_CHANNEL | PermissionFlags.SEND_MESSAGES;
function openToAllMembers(overwrites) {
  return overwrites.every((overwrite) => (BigInt(overwrite.deny) & READ_WRITE) === 0n);
}
__name(openToAllMembers, "openToAllMembers");
var LINK_KEYS = /* @__PURE__ */ new Set(["channel_id"]);
function validateChannelLinkBody(body, options = {}) {
  const c = new FieldChecker(options.unknownFields);
  const fields = c.optionalObject(body, LINK_KEYS, "a channel link");
  const raw = fields.channel_id;
  const channelId = raw === void 0 || raw === null ? null : c.snowflake(raw, ["channel_id"]) ?? null;
  return { value: { channelId }, issues: c.issues };
}
__name(validateChannelLinkBody, "validateChannelLinkBody");

// dist/rules/channelPermissions.js
function channelPermissions(input) {
  const { guild, member: member3 } = input;
  if (guild.ownerId !== null && guild.ownerId === member3.userId)
    return ALL_PERMISSIONS;
  const roleIds = member3.roleIds.filter((id) => id !== guild.id);
  let bits2 = BigInt(input.rolePermissions(guild.id) ?? "0");
  for (const roleId of roleIds)
    bits2 |= BigInt(input.rolePermissions(roleId) ?? "0");
  if ((bits2 & PermissionFlags.ADMINISTRATOR) !== 0n)
    return ALL_PERMISSIONS;
  const overwrites = input.overwrites ?? [];
  const everyone = overwrites.find((o) => o.type === 0 && o.id === guild.id);
  if (everyone)
    bits2 = bits2 & ~BigInt(everyone.deny) | BigInt(everyone.allow);
  let allow = 0n;
  let deny = 0n;
  for (const overwrite of overwrites) {
    if (overwrite.type !== 0 || !roleIds.includes(overwrite.id))
      continue;
    allow |= BigInt(overwrite.allow);
    deny |= BigInt(overwrite.deny);
  }
  bits2 = bits2 & ~deny | allow;
  const own = overwrites.find((o) => o.type === 1 && o.id === member3.userId);
  if (own)
    bits2 = bits2 & ~BigInt(own.deny) | BigInt(own.allow);
  return bits2 & ALL_PERMISSIONS;
}
__name(channelPermissions, "channelPermissions");

// dist/rules/commandPermissions.js
var BODY_KEYS = /* @__PURE__ */ new Set(["permissions"]);
var ENTRY_KEYS = /* @__PURE__ */ new Set(["id", "type", "permission"]);
var TYPES2 = Object.values(ApplicationCommandPermissionType);
function validateCommandPermissionsBody(body, options = {}) {
  const ctx = { issues: [], path: [] };
  const done = /* @__PURE__ */ __name(() => ({ value: [], issues: ctx.issues }), "done");
  if (!isRecord(body)) {
    report(ctx, [], IssueCodes.DICT_TYPE_CONVERT, `Must be an object with \`permissions\`; got ${show(body)}.`);
    return done();
  }
  checkKnownKeys(ctx, body, BODY_KEYS, "a permissions edit");
  const list = body.permissions;
  if (!Array.isArray(list)) {
    const code = list === void 0 || list === null ? IssueCodes.BASE_TYPE_REQUIRED : IssueCodes.LIST_TYPE_CONVERT;
    report(ctx, ["permissions"], code, `Must be an array of up to ${Limits.COMMAND_PERMISSIONS} permissions; got ${show(list)}.`);
    return done();
  }
  if (list.length > Limits.COMMAND_PERMISSIONS) {
    report(ctx, ["permissions"], IssueCodes.BASE_TYPE_MAX_LENGTH, `Must be ${Limits.COMMAND_PERMISSIONS} or fewer in length; got ${list.length}.`);
    return done();
  }
  const seen = /* @__PURE__ */ new Map();
  list.forEach((item, index) => {
    ctx.path.push("permissions", index);
    checkEntry(ctx, item, index, seen, options);
    ctx.path.length -= 2;
  });
  return { value: list, issues: ctx.issues };
}
__name(validateCommandPermissionsBody, "validateCommandPermissionsBody");
function checkEntry(ctx, item, index, seen, options) {
  if (!isRecord(item)) {
    report(ctx, [], IssueCodes.DICT_TYPE_CONVERT, `Must be a command permission { id, type, permission }; got ${show(item)}.`);
    return;
  }
  checkKnownKeys(ctx, item, ENTRY_KEYS, "a command permission");
  const { id, type } = item;
  const idValid = typeof id === "string" && isSnowflake(id);
  if (!idValid) {
    report(ctx, ["id"], IssueCodes.SNOWFLAKE_TYPE_INVALID, `Must be a snowflake (a decimal string from 0 to 2^64-1); got ${show(id)}.`);
  }
  const typeValid = TYPES2.includes(type);
  if (!typeValid) {
    reportNotInEnum(ctx, ["type"], ApplicationCommandPermissionType, type);
  }
  if (typeof item.permission !== "boolean") {
    report(ctx, ["permission"], IssueCodes.BOOLEAN_TYPE_COERCE, `Must be a boolean; got ${show(item.permission)}.`);
  }
  if (!idValid || !typeValid)
    return;
  const key = `${type}:${id}`;
  const first = seen.get(key);
  if (first !== void 0) {
    report(ctx, ["id"], IssueCodes.LIST_ITEM_VALUE_DUPLICATE, `This target already has an entry at index ${first}.`);
  } else
    seen.set(key, index);
  const targets = options.targets;
  if (targets === void 0)
    return;
  const target = type;
  if (target === ApplicationCommandPermissionType.CHANNEL && id === allChannelsPermissionId(targets.guildId))
    return;
  const problem2 = targets.check(target, id);
  if (problem2)
    report(ctx, ["id"], problem2.code, problem2.message);
}
__name(checkEntry, "checkEntry");

// dist/rules/oauth.js
import { createHash } from "node:crypto";
var CODE_VERIFIER = /^[A-Za-z0-9\-._~]+$/;
var S256_CHALLENGE = /^[A-Za-z0-9\-_]{43}$/;
var TOKEN = /^[\x21-\x7e]{1,4096}$/;
var LOOPBACK_HOST = "127.0.0.1";
function codeVerifierProblem(verifier) {
  if (typeof verifier !== "string")
    return { kind: "type", length: 0 };
  const { PKCE_VERIFIER_MIN: min, PKCE_VERIFIER_MAX: max } = Limits;
  if (verifier.length < min || verifier.length > max)
    return { kind: "length", length: verifier.length };
  if (!CODE_VERIFIER.test(verifier))
    return { kind: "characters", length: verifier.length };
  return void 0;
}
__name(codeVerifierProblem, "codeVerifierProblem");
function s256Challenge(verifier) {
  return createHash("sha256").update(verifier, "ascii").digest("base64url");
}
__name(s256Challenge, "s256Challenge");
function isS256Challenge(challenge) {
  return typeof challenge === "string" && S256_CHALLENGE.test(challenge);
}
__name(isS256Challenge, "isS256Challenge");
function isTokenString(value) {
  return typeof value === "string" && TOKEN.test(value);
}
__name(isTokenString, "isTokenString");
function parseTokenResponse(body) {
  const fail = /* @__PURE__ */ __name((problem2) => ({ ok: false, problem: problem2 }), "fail");
  if (!isRecord(body))
    return fail("is not a JSON object");
  const { access_token: access, token_type: type, expires_in: expiresIn } = body;
  if (!isTokenString(access))
    return fail("has no valid access_token");
  if (typeof type !== "string" || type.toLowerCase() !== "bearer") {
    return fail(`has token_type ${JSON.stringify(String(type).slice(0, 32))}; only Bearer is known`);
  }
  if (typeof expiresIn !== "number" || !Number.isInteger(expiresIn) || expiresIn <= 0 || expiresIn > 2 ** 31 - 1) {
    return fail("has no numeric expires_in (a positive integer of seconds)");
  }
  const refresh = body.refresh_token;
  if (refresh !== void 0 && !isTokenString(refresh))
    return fail("has a malformed refresh_token");
  const scope = body.scope;
  if (scope !== void 0 && typeof scope !== "string")
    return fail("has a non-string scope");
  const idToken = body.id_token;
  if (idToken !== void 0 && typeof idToken !== "string")
    return fail("has a non-string id_token");
  const tokens = {
    access_token: access,
    token_type: "Bearer",
    expires_in: expiresIn,
    scope: scope ?? ""
  };
  if (refresh !== void 0)
    tokens.refresh_token = refresh;
  if (idToken !== void 0)
    tokens.id_token = idToken;
  return { ok: true, tokens };
}
__name(parseTokenResponse, "parseTokenResponse");

// dist/rules/deviceGrant.js
var GROUP = USER_CODE_LENGTH / 2;
function normalizeUserCode(typed) {
  if (typeof typed !== "string" || typed.length > 64)
    return void 0;
  const letters = typed.toUpperCase().replace(/[\s-]/g, "");
  if (letters.length !== USER_CODE_LENGTH)
    return void 0;
  for (const letter of letters)
    if (!USER_CODE_ALPHABET.includes(letter))
      return void 0;
  return letters;
}
__name(normalizeUserCode, "normalizeUserCode");
function formatUserCode(code) {
  return `${code.slice(0, GROUP)}-${code.slice(GROUP)}`;
}
__name(formatUserCode, "formatUserCode");
function parseDeviceAuthorizationResponse(body) {
  const fail = /* @__PURE__ */ __name((problem2) => ({ ok: false, problem: problem2 }), "fail");
  if (!isRecord(body))
    return fail("is not a JSON object");
  if (!isTokenString(body.device_code))
    return fail("has no valid device_code");
  if (typeof body.user_code !== "string" || body.user_code === "" || body.user_code.length > 64)
    return fail("has no valid user_code");
  const uri = absoluteUrl(body.verification_uri);
  if (uri === void 0)
    return fail("has no absolute verification_uri");
  const complete = body.verification_uri_complete === void 0 ? uri : absoluteUrl(body.verification_uri_complete);
  if (complete === void 0)
    return fail("has a verification_uri_complete that is not an absolute URL");
  if (!positiveSeconds(body.expires_in))
    return fail("has no expires_in (a positive integer of seconds)");
  const interval = body.interval ?? DEFAULT_DEVICE_POLL_INTERVAL_SECONDS;
  if (!positiveSeconds(interval))
    return fail("has an interval that is not a positive integer of seconds");
  return {
    ok: true,
    value: {
      device_code: body.device_code,
      user_code: body.user_code,
      verification_uri: uri,
      verification_uri_complete: complete,
      expires_in: body.expires_in,
      interval
    }
  };
}
__name(parseDeviceAuthorizationResponse, "parseDeviceAuthorizationResponse");
function positiveSeconds(value) {
  return typeof value === "number" && Number.isInteger(value) && value > 0 && value <= 86400;
}
__name(positiveSeconds, "positiveSeconds");
function absoluteUrl(value) {
  if (typeof value !== "string" || value.length > 2048)
    return void 0;
  const url = parseUrl(value);
  return url !== void 0 && isHttpUrl(url) ? value : void 0;
}
__name(absoluteUrl, "absoluteUrl");

// dist/rules/messageFields.js
var SETTABLE_MESSAGE_FLAGS = 1 << 2 | 1 << 12;
var NONCE_WINDOW_MS = 5 * 60 * 1e3;
var MESSAGE_CREATE_FIELDS = [
  "content",
  "embeds",
  "allowed_mentions",
  "sticker_ids",
  "components",
  "flags",
  "attachments",
  "poll",
  "shared_client_theme",
  "message_reference",
  "nonce",
  "enforce_nonce",
  "tts"
];
var MESSAGE_EDIT_FIELDS = [
  "content",
  "embeds",
  "flags",
  "allowed_mentions",
  "sticker_ids",
  "components",
  "attachments"
];
var PLAYER_REFUSES = "a player's message (a lobby's or a direct one) cannot carry";
var WHY = {
  embeds: `${PLAYER_REFUSES} embeds: the C++ library's MessageHandle shows none (a bot may, in a channel)`,
  components: `${PLAYER_REFUSES} components: only applications send them (a bot may, in a channel)`,
  message_reference: `${PLAYER_REFUSES} a reply: the C++ library's MessageHandle has none (a bot may reply in a channel)`,
  attachments: "attachments name uploaded files, and the emulator takes no upload: send none",
  sticker_ids: "the emulator has no stickers: send none",
  poll: "polls are voted on in Discord's own client, which the emulator does not have: send none",
  shared_client_theme: "a Discord client theme has no meaning outside Discord's client: send none"
};
function nonce(c, value) {
  if (value === void 0 || value === null)
    return void 0;
  if (typeof value === "number" && Number.isSafeInteger(value))
    return value;
  if (typeof value === "string")
    return c.optionalString(value, ["nonce"], 0, 25);
  return c.add(["nonce"], IssueCodes.NUMBER_TYPE_COERCE, "Must be an integer or a string of at most 25 characters.");
}
__name(nonce, "nonce");
function flags(c, value) {
  const read = c.integer(value, ["flags"], 0, 2 ** 31 - 1);
  if (read === void 0 || (read & ~SETTABLE_MESSAGE_FLAGS) === 0)
    return read;
  return c.add(["flags"], IssueCodes.BASE_TYPE_CHOICES, `Only SUPPRESS_EMBEDS (4) and SUPPRESS_NOTIFICATIONS (4096) may be set; received ${read}.`);
}
__name(flags, "flags");
var PARSE = /* @__PURE__ */ new Set(["users", "roles", "everyone"]);
function idList(c, value, path) {
  if (value === void 0 || value === null)
    return void 0;
  const list = c.list(value, path, 0, 100);
  if (list === void 0)
    return void 0;
  const out = [];
  for (const [i, id] of list.entries()) {
    const read = c.snowflake(id, [...path, i]);
    if (read !== void 0)
      out.push(read);
  }
  return out;
}
__name(idList, "idList");
function allowedMentions(c, value) {
  if (value === void 0 || value === null)
    return void 0;
  const fields = c.item(value, ["allowed_mentions"]);
  if (fields === void 0)
    return void 0;
  let parse;
  if (fields.parse !== void 0 && fields.parse !== null) {
    const list = c.list(fields.parse, ["allowed_mentions", "parse"], 0, 3);
    parse = [];
    for (const [i, kind] of (list ?? []).entries()) {
      if (typeof kind === "string" && PARSE.has(kind))
        parse.push(kind);
      else
        c.add(["allowed_mentions", "parse", i], IssueCodes.BASE_TYPE_CHOICES, "Value must be one of (users, roles, everyone).");
    }
  }
  const users = idList(c, fields.users, ["allowed_mentions", "users"]);
  const roles = idList(c, fields.roles, ["allowed_mentions", "roles"]);
  if (parse?.includes("users") && users !== void 0 && users.length > 0)
    c.add(["allowed_mentions", "users"], IssueCodes.BASE_TYPE_CHOICES, 'users cannot be listed while parse holds "users".');
  if (parse?.includes("roles") && roles !== void 0 && roles.length > 0)
    c.add(["allowed_mentions", "roles"], IssueCodes.BASE_TYPE_CHOICES, 'roles cannot be listed while parse holds "roles".');
  const repliedUser = c.boolean(fields.replied_user, ["allowed_mentions", "replied_user"]);
  return { parse, users, roles, repliedUser };
}
__name(allowedMentions, "allowedMentions");
function objects(c, value, name, max) {
  if (value === void 0 || value === null)
    return void 0;
  const list = c.list(value, [name], 0, max);
  if (list === void 0)
    return void 0;
  const out = [];
  for (const [i, item] of list.entries()) {
    const read = c.item(item, [name, i]);
    if (read !== void 0)
      out.push(read);
  }
  return out;
}
__name(objects, "objects");
function reference(c, value) {
  if (value === void 0 || value === null)
    return void 0;
  const fields = c.item(value, ["message_reference"]);
  if (fields === void 0)
    return void 0;
  const messageId = c.snowflake(fields.message_id, ["message_reference", "message_id"]);
  const failIfNotExists = c.boolean(fields.fail_if_not_exists, ["message_reference", "fail_if_not_exists"]);
  return messageId === void 0 ? void 0 : { messageId, failIfNotExists: failIfNotExists ?? true };
}
__name(reference, "reference");
function none(value) {
  return value === void 0 || value === null || Array.isArray(value) && value.length === 0;
}
__name(none, "none");
function checkMessageFields(c, fields, route, mode) {
  const bot = route === "channel";
  const refused = ["attachments", "sticker_ids", "poll", "shared_client_theme"];
  if (!bot)
    refused.push("embeds", "components", "message_reference");
  for (const name of refused)
    if (isRecord(fields) && name in fields && !none(fields[name]))
      c.add([name], IssueCodes.BASE_TYPE_CHOICES, WHY[name]);
  const creating = mode === "create";
  return {
    nonce: creating ? nonce(c, fields.nonce) : void 0,
    enforceNonce: creating ? c.boolean(fields.enforce_nonce, ["enforce_nonce"]) === true : false,
    tts: creating ? c.boolean(fields.tts, ["tts"]) : void 0,
    flags: flags(c, fields.flags),
    allowedMentions: allowedMentions(c, fields.allowed_mentions),
    embeds: bot ? objects(c, fields.embeds, "embeds", 10) : void 0,
    components: bot ? objects(c, fields.components, "components", 40) : void 0,
    messageReference: bot && creating ? reference(c, fields.message_reference) : void 0
  };
}
__name(checkMessageFields, "checkMessageFields");

// dist/rules/lobby.js
var keys = /* @__PURE__ */ __name((...names) => new Set(names), "keys");
var LOBBY_KEYS = keys("metadata", "members", "idle_timeout_seconds", "flags", "override_event_webhooks_url");
var JOIN_KEYS = keys("secret", "lobby_metadata", "member_metadata", "idle_timeout_seconds", "flags");
var ADD_MEMBER_KEYS = keys("metadata", "flags", "additional_name");
var MEMBER_KEYS = keys("id", "metadata", "flags");
var BULK_MEMBER_KEYS = keys("id", "metadata", "flags", "remove_member", "additional_name");
var MESSAGE_KEYS = keys("metadata", ...MESSAGE_CREATE_FIELDS);
var MESSAGE_EDIT_KEYS = keys("metadata", ...MESSAGE_EDIT_FIELDS);
function metadata(c, value, path) {
  return c.metadata(value, path, Limits.LOBBY_METADATA_KEYS, Limits.LOBBY_METADATA_VALUE_MAX);
}
__name(metadata, "metadata");
function additionalName(c, value, path) {
  if (value === null)
    return null;
  return c.optionalString(value, path, 1, Limits.LOBBY_MEMBER_ADDITIONAL_NAME_MAX);
}
__name(additionalName, "additionalName");
function idleTimeout(c, value) {
  return c.integer(value, ["idle_timeout_seconds"], Limits.LOBBY_IDLE_TIMEOUT_MIN_SECONDS, Limits.LOBBY_IDLE_TIMEOUT_MAX_SECONDS);
}
__name(idleTimeout, "idleTimeout");
function member(c, value, path, bulk) {
  const item = c.item(value, path);
  if (item === void 0)
    return void 0;
  c.knownKeys(item, bulk ? BULK_MEMBER_KEYS : MEMBER_KEYS, "a lobby member", path);
  const id = c.snowflake(item.id, [...path, "id"]);
  const meta = metadata(c, item.metadata, [...path, "metadata"]);
  const flags2 = c.flags(item.flags, [...path, "flags"]);
  const remove = bulk ? c.boolean(item.remove_member, [...path, "remove_member"]) : void 0;
  if (id === void 0)
    return void 0;
  const read = { id, metadata: meta, flags: flags2, remove: remove ?? false };
  if (bulk) {
    const name = additionalName(c, item.additional_name, [...path, "additional_name"]);
    if (name !== void 0)
      read.additionalName = name;
  }
  return read;
}
__name(member, "member");
function members(c, value, path, min, max, bulk) {
  const list = c.list(value, path, min, max);
  if (list === void 0)
    return void 0;
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const [i, item] of list.entries()) {
    const read = member(c, item, [...path, i], bulk);
    if (!read)
      continue;
    if (seen.has(read.id)) {
      c.add([...path, i, "id"], IssueCodes.LIST_ITEM_VALUE_DUPLICATE, "Each member may appear once.");
    }
    seen.add(read.id);
    out.push(read);
  }
  return out;
}
__name(members, "members");
function validateLobbyBody(body, options = {}) {
  const c = new FieldChecker(options.unknownFields);
  const fields = c.object(body, LOBBY_KEYS, "a lobby");
  const value = {
    metadata: metadata(c, fields.metadata, ["metadata"]),
    members: fields.members === void 0 || fields.members === null ? void 0 : members(c, fields.members, ["members"], 0, Limits.LOBBY_CREATE_MEMBERS, false),
    idleTimeoutSeconds: idleTimeout(c, fields.idle_timeout_seconds),
    flags: c.flags(fields.flags, ["flags"]),
    overrideEventWebhooksUrl: fields.override_event_webhooks_url === null ? null : c.url(fields.override_event_webhooks_url, ["override_event_webhooks_url"], Limits.LOBBY_WEBHOOKS_URL_MAX)
  };
  return { value, issues: c.issues };
}
__name(validateLobbyBody, "validateLobbyBody");
function validateCreateOrJoinLobbyBody(body, options = {}) {
  const c = new FieldChecker(options.unknownFields);
  const fields = c.object(body, JOIN_KEYS, "a create-or-join request");
  const value = {
    secret: c.string(fields.secret, ["secret"], 1, Limits.LOBBY_SECRET_MAX) ?? "",
    lobbyMetadata: metadata(c, fields.lobby_metadata, ["lobby_metadata"]),
    memberMetadata: metadata(c, fields.member_metadata, ["member_metadata"]),
    idleTimeoutSeconds: idleTimeout(c, fields.idle_timeout_seconds),
    flags: c.flags(fields.flags, ["flags"])
  };
  return { value, issues: c.issues };
}
__name(validateCreateOrJoinLobbyBody, "validateCreateOrJoinLobbyBody");
function validateAddLobbyMemberBody(body, options = {}) {
  const c = new FieldChecker(options.unknownFields);
  const fields = c.optionalObject(body, ADD_MEMBER_KEYS, "a lobby member");
  const value = {
    metadata: metadata(c, fields.metadata, ["metadata"]),
    flags: c.flags(fields.flags, ["flags"]),
    additionalName: additionalName(c, fields.additional_name, ["additional_name"])
  };
  return { value, issues: c.issues };
}
__name(validateAddLobbyMemberBody, "validateAddLobbyMemberBody");
function validateBulkLobbyMembersBody(body, options = {}) {
  const c = new FieldChecker(options.unknownFields);
  const value = members(c, body, [], 1, Limits.LOBBY_BULK_MEMBERS, true) ?? [];
  return { value, issues: c.issues };
}
__name(validateBulkLobbyMembersBody, "validateBulkLobbyMembersBody");
function validateLobbyMessageBody(body, options = {}) {
  const c = new FieldChecker(options.unknownFields);
  const mode = options.mode ?? "create";
  const fields = c.object(body, mode === "edit" ? MESSAGE_EDIT_KEYS : MESSAGE_KEYS, "a lobby message");
  const filled = /* @__PURE__ */ __name((value) => Array.isArray(value) && value.length > 0, "filled");
  const textless = options.route === "channel" && (fields.content === void 0 || fields.content === null || fields.content === "") && (filled(fields.embeds) || filled(fields.components));
  const content = textless ? "" : c.string(fields.content, ["content"], Limits.LOBBY_MESSAGE_CONTENT_MIN, Limits.LOBBY_MESSAGE_CONTENT_MAX) ?? "";
  if (content !== "" && content.trim() === "") {
    c.add(["content"], IssueCodes.BASE_TYPE_REQUIRED, "Cannot send an empty message");
  }
  const meta = metadata(c, fields.metadata, ["metadata"]);
  const extra = checkMessageFields(c, fields, options.route ?? "lobby", mode);
  return { value: { content, metadata: meta, fields: extra }, issues: c.issues };
}
__name(validateLobbyMessageBody, "validateLobbyMessageBody");
function validateLobbyMessagesLimit(raw) {
  if (raw === void 0)
    return { value: Limits.LOBBY_MESSAGES_DEFAULT, issues: [] };
  const c = new FieldChecker();
  const parsed = typeof raw === "string" && /^-?\d{1,10}$/.test(raw) ? Number(raw) : raw;
  const value = c.integer(parsed, ["limit"], 1, Limits.LOBBY_MESSAGES_PER_REQUEST);
  return { value: value ?? Limits.LOBBY_MESSAGES_DEFAULT, issues: c.issues };
}
__name(validateLobbyMessagesLimit, "validateLobbyMessagesLimit");
function validatePathIds(ids) {
  const c = new FieldChecker();
  const value = {};
  for (const [name, raw] of Object.entries(ids))
    value[name] = c.snowflake(raw, [name]) ?? "";
  return { value, issues: c.issues };
}
__name(validatePathIds, "validatePathIds");

// dist/rules/directMessage.js
function validateDirectMessageBody(body, options = {}) {
  return validateLobbyMessageBody(body, { ...options, route: "direct" });
}
__name(validateDirectMessageBody, "validateDirectMessageBody");
function validateDirectMessagesLimit(raw) {
  return validateLobbyMessagesLimit(raw);
}
__name(validateDirectMessagesLimit, "validateDirectMessagesLimit");
function validateDirectMessageIds(ids) {
  const { user_id, message_id } = ids;
  const checked = validatePathIds(message_id === void 0 ? { user_id } : { user_id, message_id });
  const { value } = checked;
  const path = { user_id: value.user_id ?? "" };
  if (value.message_id !== void 0)
    path.message_id = value.message_id;
  return { value: path, issues: checked.issues };
}
__name(validateDirectMessageIds, "validateDirectMessageIds");

// dist/rules/wireShape.js
var expected = /* @__PURE__ */ __name((what, test) => (value, path) => test(value) ? void 0 : `${path}: expected ${what}`, "expected");
var snowflake = expected("a snowflake string", (value) => typeof value === "string" && isSnowflake(value) && String(BigInt(value)) === value);
var boolean = expected("a boolean", (value) => typeof value === "boolean");
var integer = expected("an integer", (value) => typeof value === "number" && Number.isSafeInteger(value));
var anything = /* @__PURE__ */ __name(() => void 0, "anything");
function text(max, min = 0) {
  return expected(`a string of ${min}..${max} characters`, (value) => typeof value === "string" && value.length >= min && value.length <= max);
}
__name(text, "text");
function nullable(shape) {
  return (value, path) => value === null ? void 0 : shape(value, path);
}
__name(nullable, "nullable");
function optional(shape) {
  return (value, path) => value === void 0 ? void 0 : shape(value, path);
}
__name(optional, "optional");
function arrayOf(item, max) {
  return (value, path) => {
    if (!Array.isArray(value) || value.length > max)
      return `${path}: expected an array of at most ${max}`;
    for (let i = 0; i < value.length; i++) {
      const problem2 = item(value[i], `${path}[${i}]`);
      if (problem2 !== void 0)
        return problem2;
    }
    return void 0;
  };
}
__name(arrayOf, "arrayOf");
function objectOf(fields) {
  const entries = Object.entries(fields);
  return (value, path) => {
    if (!isRecord(value))
      return `${path}: expected an object`;
    for (const [key, shape] of entries) {
      const problem2 = shape(value[key], `${path}.${key}`);
      if (problem2 !== void 0)
        return problem2;
    }
    return void 0;
  };
}
__name(objectOf, "objectOf");
function stringRecord(max, valueMax) {
  return (value, path) => {
    if (!isRecord(value))
      return `${path}: expected an object of strings`;
    const keys2 = Object.keys(value);
    if (keys2.length > max)
      return `${path}: expected at most ${max} entries`;
    for (const key of keys2) {
      const entry = value[key];
      if (typeof entry !== "string" || entry.length > valueMax)
        return `${path}: expected string values of at most ${valueMax} characters`;
    }
    return void 0;
  };
}
__name(stringRecord, "stringRecord");
function both(first, second) {
  return (value, path) => first(value, path) ?? second(value, path);
}
__name(both, "both");

// dist/rules/dispatches.js
var DispatchBounds = {
  LOBBIES: 1e4,
  MEMBERS: 1e4,
  METADATA_KEYS: 1e3,
  METADATA_VALUE: 16384,
  CONTENT: 16384,
  NAME: 256,
  LIST: 1e5,
  URL: 2048
};
var B = DispatchBounds;
var metadata2 = optional(nullable(stringRecord(B.METADATA_KEYS, B.METADATA_VALUE)));
var time = optional(nullable(text(64)));
var user = objectOf({
  id: snowflake,
  username: text(B.NAME, 1),
  global_name: optional(nullable(text(B.NAME))),
  avatar: optional(nullable(text(B.NAME)))
});
var member2 = both(objectOf({ id: snowflake, metadata: metadata2, connected: optional(boolean), user: optional(user) }), userIsSelf);
var lobby = objectOf({
  id: snowflake,
  metadata: metadata2,
  members: arrayOf(member2, B.MEMBERS)
});
var memberEvent = objectOf({ lobby_id: snowflake, member: member2 });
var messageFields = {
  id: snowflake,
  content: text(B.CONTENT),
  channel_id: snowflake,
  author: user,
  metadata: metadata2,
  timestamp: time,
  edited_timestamp: time
};
var ready = objectOf({
  session_id: text(128, 1),
  user,
  resume_gateway_url: text(B.URL, 1),
  lobbies: arrayOf(lobby, B.LOBBIES),
  relationships: optional(arrayOf(anything, B.LIST)),
  presences: optional(arrayOf(anything, B.LIST))
});
var DISPATCH_SHAPES = {
  READY: ready,
  RESUMED: anything,
  LOBBY_CREATE: lobby,
  LOBBY_UPDATE: lobby,
  LOBBY_DELETE: objectOf({ id: snowflake }),
  LOBBY_MEMBER_ADD: memberEvent,
  LOBBY_MEMBER_UPDATE: memberEvent,
  LOBBY_MEMBER_REMOVE: objectOf({ lobby_id: snowflake, member: objectOf({ id: snowflake }) }),
  LOBBY_MESSAGE_CREATE: objectOf({ ...messageFields, lobby_id: snowflake }),
  LOBBY_MESSAGE_UPDATE: objectOf({ ...messageFields, lobby_id: snowflake }),
  LOBBY_MESSAGE_DELETE: objectOf({ id: snowflake, lobby_id: snowflake, channel_id: snowflake }),
  MESSAGE_CREATE: objectOf({ ...messageFields, recipient_id: snowflake }),
  MESSAGE_UPDATE: objectOf({ ...messageFields, recipient_id: snowflake }),
  MESSAGE_DELETE: objectOf({ id: snowflake, channel_id: snowflake }),
  // The friends cache checks every field of these (client/friendsWire.ts); here only what routes them.
  RELATIONSHIP_ADD: objectOf({ id: snowflake, type: integer, user }),
  RELATIONSHIP_UPDATE: objectOf({ id: snowflake, type: integer, user }),
  RELATIONSHIP_REMOVE: objectOf({ id: snowflake }),
  PRESENCE_UPDATE: objectOf({ user: objectOf({ id: snowflake }), status: text(32, 1) }),
  USER_UPDATE: user
};
var KNOWN = new Set(Object.keys(DISPATCH_SHAPES));
function checkDispatch(t, d) {
  if (!KNOWN.has(t))
    return { ok: true };
  const reason = DISPATCH_SHAPES[t](d, "d");
  return reason === void 0 ? { ok: true } : { ok: false, t, reason };
}
__name(checkDispatch, "checkDispatch");
function userIsSelf(value, path) {
  const { id, user: user2 } = value;
  return user2 === void 0 || user2.id === id ? void 0 : `${path}.user.id: expected the member's id`;
}
__name(userIsSelf, "userIsSelf");

// dist/rules/gateway.js
function isTokenText(value) {
  return typeof value === "string" && /^[\x21-\x7e]{1,4096}$/.test(value);
}
__name(isTokenText, "isTokenText");
var BEFORE_IDENTIFY = /* @__PURE__ */ new Set([
  GatewayOpcode.Heartbeat,
  GatewayOpcode.Identify,
  GatewayOpcode.Resume
]);
var SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;
var EVENT_NAME = /^[A-Z][A-Z0-9_]{0,63}$/;
var PROPERTY_MAX = 256;
var problem = /* @__PURE__ */ __name((code, reason) => ({ ok: false, code, reason }), "problem");
var decode = /* @__PURE__ */ __name((reason) => problem(GatewayCloseCode.DecodeError, reason), "decode");
var isSeq = /* @__PURE__ */ __name((value) => typeof value === "number" && Number.isSafeInteger(value) && value >= 0, "isSeq");
function opFrame(text2) {
  let value;
  try {
    value = JSON.parse(text2);
  } catch {
    return "frame: not valid JSON";
  }
  if (!isRecord(value))
    return "frame: expected a JSON object";
  const op = value.op;
  if (typeof op !== "number" || !Number.isInteger(op))
    return "op: expected an integer opcode";
  return { op, value };
}
__name(opFrame, "opFrame");
function envelope(text2) {
  const parsed = opFrame(text2);
  if (typeof parsed === "string")
    return decode(parsed);
  const { op, value } = parsed;
  return {
    ok: true,
    frame: {
      op,
      d: value.d ?? null,
      s: value.s ?? null,
      t: value.t ?? null
    }
  };
}
__name(envelope, "envelope");
function checkClientFrame(text2, identified) {
  const read = envelope(text2);
  if (!read.ok)
    return read;
  const { op, d } = read.frame;
  if (!identified && !BEFORE_IDENTIFY.has(op))
    return problem(GatewayCloseCode.NotAuthenticated, `op: ${op} sent before IDENTIFY`);
  switch (op) {
    case GatewayOpcode.Heartbeat:
      if (d !== null && !isSeq(d))
        return decode("d: expected the last sequence number or null");
      return { ok: true, frame: { op, d } };
    case GatewayOpcode.Identify:
      return identify(d);
    case GatewayOpcode.Resume:
      return resume(d);
    case GatewayOpcode.PresenceUpdate: {
      const checked = checkPresenceUpdate(d);
      return checked.ok ? { ok: true, frame: { op, d: checked.frame } } : checked;
    }
    case GatewayOpcode.VoiceStateUpdate:
      return voiceStateUpdate(d);
    case GatewayOpcode.UpdateLobbyVoiceStates:
      return lobbyVoiceStates(d);
    case GatewayOpcode.LobbyVoiceServerPing:
      if (!isRecord(d) || typeof d.lobby_id !== "string" || !SNOWFLAKE_TEXT.test(d.lobby_id))
        return decode("d.lobby_id: expected a snowflake string");
      return { ok: true, frame: { op, d: { lobby_id: d.lobby_id } } };
    default:
      return problem(GatewayCloseCode.UnknownOpcode, `op: ${op} is not an opcode a client may send`);
  }
}
__name(checkClientFrame, "checkClientFrame");
var SNOWFLAKE_TEXT = /^\d{1,20}$/;
var LOBBY_CALLS_MAX = 10;
function flag(value) {
  if (value === void 0 || value === null)
    return false;
  return typeof value === "boolean" ? value : void 0;
}
__name(flag, "flag");
function voiceStateUpdate(d) {
  if (!isRecord(d))
    return decode("d: expected an object with guild_id and channel_id");
  if (typeof d.guild_id !== "string" || !SNOWFLAKE_TEXT.test(d.guild_id))
    return decode("d.guild_id: expected a snowflake string");
  const channel = d.channel_id ?? null;
  if (channel !== null && (typeof channel !== "string" || !SNOWFLAKE_TEXT.test(channel)))
    return decode("d.channel_id: expected a snowflake string or null");
  const selfMute = flag(d.self_mute);
  const selfDeaf = flag(d.self_deaf);
  const selfVideo = flag(d.self_video);
  if (selfMute === void 0)
    return decode("d.self_mute: expected a boolean");
  if (selfDeaf === void 0)
    return decode("d.self_deaf: expected a boolean");
  if (selfVideo === void 0)
    return decode("d.self_video: expected a boolean");
  return {
    ok: true,
    frame: {
      op: GatewayOpcode.VoiceStateUpdate,
      d: {
        guild_id: d.guild_id,
        channel_id: channel,
        self_mute: selfMute,
        self_deaf: selfDeaf,
        self_video: selfVideo
      }
    }
  };
}
__name(voiceStateUpdate, "voiceStateUpdate");
function lobbyVoiceStates(d) {
  if (!Array.isArray(d))
    return decode("d: expected an array of lobby voice states");
  if (d.length > LOBBY_CALLS_MAX)
    return decode(`d: at most ${LOBBY_CALLS_MAX} lobby voice states`);
  const out = [];
  for (const [i, item] of d.entries()) {
    if (!isRecord(item))
      return decode(`d[${i}]: expected an object`);
    if (typeof item.lobby_id !== "string" || !SNOWFLAKE_TEXT.test(item.lobby_id))
      return decode(`d[${i}].lobby_id: expected a snowflake string`);
    const selfMute = flag(item.self_mute);
    const selfDeaf = flag(item.self_deaf);
    const selfVideo = flag(item.self_video);
    if (selfMute === void 0 || selfDeaf === void 0 || selfVideo === void 0)
      return decode(`d[${i}]: self_mute, self_deaf and self_video must be booleans`);
    if (out.some((entry) => entry.lobby_id === item.lobby_id))
      return decode(`d[${i}].lobby_id: named twice`);
    out.push({ lobby_id: item.lobby_id, self_mute: selfMute, self_deaf: selfDeaf, self_video: selfVideo });
  }
  return { ok: true, frame: { op: GatewayOpcode.UpdateLobbyVoiceStates, d: out } };
}
__name(lobbyVoiceStates, "lobbyVoiceStates");
function identify(d) {
  if (!isRecord(d))
    return decode("d: expected an object with a token");
  const token = typeof d.token === "string" && d.token.startsWith("Bot ") ? d.token.slice(4) : d.token;
  if (!isTokenText(token))
    return decode("d.token: expected 1 to 4096 visible ASCII characters");
  const properties = d.properties;
  if (properties !== void 0 && properties !== null) {
    if (!isRecord(properties))
      return decode("d.properties: expected an object");
    for (const [key, value] of Object.entries(properties)) {
      if (typeof value !== "string" || value.length > PROPERTY_MAX)
        return decode(`d.properties.${key.slice(0, 32)}: expected a string of at most ${PROPERTY_MAX} characters`);
    }
  }
  const data = { token };
  if (isRecord(properties))
    data.properties = properties;
  if (d.intents !== void 0 && d.intents !== null) {
    if (typeof d.intents !== "number" || !Number.isSafeInteger(d.intents))
      return problem(GatewayCloseCode.InvalidIntents, "d.intents: expected an integer bit set");
    data.intents = d.intents;
  }
  if (d.shard !== void 0 && d.shard !== null) {
    const shard = d.shard;
    if (!Array.isArray(shard) || shard.length !== 2 || !shard.every(isSeq))
      return problem(GatewayCloseCode.InvalidShard, "d.shard: expected [shard_id, num_shards]");
    data.shard = [shard[0], shard[1]];
  }
  return { ok: true, frame: { op: GatewayOpcode.Identify, d: data } };
}
__name(identify, "identify");
function resume(d) {
  if (!isRecord(d))
    return decode("d: expected an object with token, session_id and seq");
  if (!isTokenText(d.token))
    return decode("d.token: expected 1 to 4096 visible ASCII characters");
  if (typeof d.session_id !== "string" || !SESSION_ID.test(d.session_id))
    return decode("d.session_id: expected the session id from READY");
  if (!isSeq(d.seq))
    return decode("d.seq: expected the last sequence number received (an integer >= 0)");
  return {
    ok: true,
    frame: { op: GatewayOpcode.Resume, d: { token: d.token, session_id: d.session_id, seq: d.seq } }
  };
}
__name(resume, "resume");
var CHOSEN = new Set(CHOSEN_STATUSES);
function checkPresenceUpdate(d) {
  if (!isRecord(d))
    return decode("d: expected an object with since, activities, status and afk");
  if (typeof d.status !== "string" || !CHOSEN.has(d.status))
    return decode(`d.status: expected one of ${CHOSEN_STATUSES.join(", ")}`);
  const activities = d.activities;
  if (!Array.isArray(activities) || activities.length > GatewayLimits.PRESENCE_ACTIVITIES_MAX)
    return decode(`d.activities: expected an array of at most ${GatewayLimits.PRESENCE_ACTIVITIES_MAX} activity`);
  const checkedActivities = [];
  for (const [index, activity] of activities.entries()) {
    const checked = validateActivity(activity);
    const issue = checked.issues[0];
    if (issue !== void 0)
      return decode(`d.activities[${index}]${issuePath(issue.path)}: ${issue.message}`);
    checkedActivities.push(checked.value);
  }
  if (d.since !== null && !isSeq(d.since))
    return decode("d.since: expected null or Unix ms (an integer >= 0)");
  if (typeof d.afk !== "boolean")
    return decode("d.afk: expected a boolean");
  const command = {
    since: d.since,
    activities: checkedActivities,
    status: d.status,
    afk: d.afk
  };
  return { ok: true, frame: command };
}
__name(checkPresenceUpdate, "checkPresenceUpdate");
function issuePath(path) {
  return path.map((part) => typeof part === "number" ? `[${part}]` : `.${part}`).join("");
}
__name(issuePath, "issuePath");
function checkServerFrame(text2) {
  const read = envelope(text2);
  if (!read.ok)
    return read;
  const { op, d, s, t } = read.frame;
  switch (op) {
    case GatewayOpcode.Dispatch:
      if (!isSeq(s) || s === 0)
        return decode("s: expected a sequence number >= 1 on a dispatch");
      if (typeof t !== "string" || !EVENT_NAME.test(t))
        return decode("t: expected an event name");
      if (t === "READY") {
        const ready2 = readyProblem(d);
        if (ready2 !== void 0)
          return decode(ready2);
      }
      return { ok: true, frame: { op, d, s, t } };
    case GatewayOpcode.Heartbeat:
    case GatewayOpcode.Reconnect:
    case GatewayOpcode.HeartbeatAck:
      return { ok: true, frame: { op } };
    case GatewayOpcode.InvalidSession:
      return { ok: true, frame: { op, d: d === true } };
    case GatewayOpcode.Hello: {
      const interval = isRecord(d) ? d.heartbeat_interval : void 0;
      if (typeof interval !== "number" || !Number.isInteger(interval) || interval < GatewayLimits.HEARTBEAT_MIN_MS || interval > GatewayLimits.HEARTBEAT_MAX_MS) {
        return decode(`d.heartbeat_interval: expected an integer of ${GatewayLimits.HEARTBEAT_MIN_MS}..${GatewayLimits.HEARTBEAT_MAX_MS} ms`);
      }
      return { ok: true, frame: { op, d: { heartbeat_interval: interval } } };
    }
    default:
      return problem(GatewayCloseCode.UnknownOpcode, `op: ${op} is not an opcode a server sends`);
  }
}
__name(checkServerFrame, "checkServerFrame");
function readyProblem(d) {
  if (!isRecord(d))
    return "d: READY without data";
  const ready2 = d;
  if (typeof ready2.session_id !== "string" || !SESSION_ID.test(ready2.session_id))
    return "d.session_id: expected a session id";
  if (!isRecord(ready2.user) || typeof ready2.user.id !== "string")
    return "d.user.id: expected the user";
  if (typeof ready2.resume_gateway_url !== "string" || !/^wss?:\/\//.test(ready2.resume_gateway_url))
    return "d.resume_gateway_url: expected a ws: or wss: URL";
  if (!Array.isArray(ready2.lobbies))
    return "d.lobbies: expected an array";
  return void 0;
}
__name(readyProblem, "readyProblem");

// dist/rules/intents.js
var refuse = /* @__PURE__ */ __name((code, reason) => ({ ok: false, code, reason }), "refuse");
function intentsProblem(intents, applicationFlags) {
  if (intents === void 0)
    return refuse(GatewayCloseCode.InvalidIntents, "d.intents: required for a bot (a bit set of intents)");
  if (!Number.isSafeInteger(intents) || intents < 0 || (intents & ~ALL_INTENTS) !== 0 || intents > ALL_INTENTS)
    return refuse(GatewayCloseCode.InvalidIntents, `d.intents: ${intents} has bits that are not intents`);
  const refused = PRIVILEGED_INTENTS.filter((privileged) => (intents & privileged.bit) !== 0 && (applicationFlags & privileged.approvedBy) === 0);
  if (refused.length > 0)
    return refuse(GatewayCloseCode.DisallowedIntents, `d.intents: ${refused.map((p) => p.name).join(", ")} not enabled for this application`);
  return void 0;
}
__name(intentsProblem, "intentsProblem");
function shardProblem(shard, guildCount, maxGuildsPerShard) {
  if (shard !== void 0 && (shard[0] !== 0 || shard[1] !== 1))
    return refuse(GatewayCloseCode.InvalidShard, `d.shard: [${shard[0]}, ${shard[1]}] is not served (GET /gateway/bot says shards: 1; send [0, 1])`);
  if (guildCount > maxGuildsPerShard)
    return refuse(GatewayCloseCode.ShardingRequired, `the bot is in ${guildCount} guilds, more than one shard carries (${maxGuildsPerShard})`);
  return void 0;
}
__name(shardProblem, "shardProblem");

// dist/rules/lobbyCapacity.js
var LOBBY_FULL_STATUS = 400;
function membersAfter(current, changes) {
  let count = current.size;
  const added = /* @__PURE__ */ new Set();
  const removed = /* @__PURE__ */ new Set();
  for (const { id, remove } of changes) {
    const present = current.has(id) && !removed.has(id) || added.has(id);
    if (remove === true && present) {
      count--;
      added.delete(id);
      removed.add(id);
    } else if (remove !== true && !present) {
      count++;
      added.add(id);
      removed.delete(id);
    }
  }
  return count;
}
__name(membersAfter, "membersAfter");
function lobbyFullError(memberCount) {
  if (memberCount <= Limits.LOBBY_MEMBERS_MAX)
    return void 0;
  return {
    code: ApiErrorCode.MAX_LOBBY_MEMBERS,
    message: `Maximum number of lobby members reached (${Limits.LOBBY_MEMBERS_MAX})`
  };
}
__name(lobbyFullError, "lobbyFullError");
function tooManyLobbiesError(lobbyCount, userId) {
  if (lobbyCount < Limits.LOBBIES_PER_USER)
    return void 0;
  return {
    code: ApiErrorCode.MAX_LOBBIES,
    message: `Maximum number of lobbies reached (${Limits.LOBBIES_PER_USER}): user ${userId} is in ${lobbyCount} lobbies of this application`
  };
}
__name(tooManyLobbiesError, "tooManyLobbiesError");
function isTooManyLobbies(body) {
  return body?.code === ApiErrorCode.MAX_LOBBIES;
}
__name(isTooManyLobbies, "isTooManyLobbies");
function isLobbyFull(body) {
  return body?.code === ApiErrorCode.MAX_LOBBY_MEMBERS;
}
__name(isLobbyFull, "isLobbyFull");

// dist/rules/localize.js
function ownEntry(dict, key) {
  if (!Object.hasOwn(dict, key))
    return void 0;
  const value = dict[key];
  return typeof value === "string" ? value : void 0;
}
__name(ownEntry, "ownEntry");
function localizedEntry(dict, locale) {
  if (dict === null || dict === void 0 || typeof locale !== "string")
    return void 0;
  const own = ownEntry(dict, locale);
  if (own !== void 0)
    return own;
  const fallback = isLocale(locale) ? LOCALE_FALLBACK[locale] : void 0;
  return fallback === void 0 ? void 0 : ownEntry(dict, fallback);
}
__name(localizedEntry, "localizedEntry");
function resolveLocalized(dict, defaultValue, locale) {
  return localizedEntry(dict, locale) ?? defaultValue;
}
__name(resolveLocalized, "resolveLocalized");
function localizeFields(source, locale) {
  const { name_localizations, description_localizations, name_localized: _staleName, description_localized: _staleDescription, ...rest } = source;
  const out = { ...rest };
  const name = localizedEntry(name_localizations, locale);
  if (name !== void 0)
    out.name_localized = name;
  const description = localizedEntry(description_localizations, locale);
  if (description !== void 0)
    out.description_localized = description;
  return out;
}
__name(localizeFields, "localizeFields");
function localizeChoice(choice, locale) {
  const { name_localizations, name_localized: _stale, ...rest } = choice;
  const out = { ...rest };
  const name = localizedEntry(name_localizations, locale);
  if (name !== void 0)
    out.name_localized = name;
  return out;
}
__name(localizeChoice, "localizeChoice");
function localizeOption(option, locale) {
  const out = localizeFields(option, locale);
  if ("options" in out && Array.isArray(out.options)) {
    out.options = out.options.map((nested) => localizeOption(nested, locale));
  }
  if ("choices" in out && Array.isArray(out.choices)) {
    out.choices = out.choices.map((choice) => localizeChoice(choice, locale));
  }
  return out;
}
__name(localizeOption, "localizeOption");
function localizeCommand(command, locale) {
  const out = localizeFields(command, locale);
  if (Array.isArray(command.options))
    out.options = command.options.map((option) => localizeOption(option, locale));
  return out;
}
__name(localizeCommand, "localizeCommand");

// dist/rules/mentions.js
var MENTION = /<@(!|&)?(\d{1,20})>/g;
function parseMentions(content) {
  const users = /* @__PURE__ */ new Set();
  const roles = /* @__PURE__ */ new Set();
  for (const match of content.matchAll(MENTION)) {
    const id = match[2];
    if (match[1] === "&")
      roles.add(id);
    else
      users.add(id);
  }
  return { users: [...users], roles: [...roles], everyone: /@(everyone|here)\b/.test(content) };
}
__name(parseMentions, "parseMentions");

// dist/rules/moderationMetadata.js
function validateModerationMetadataBody(body) {
  const c = new FieldChecker();
  if (body === void 0 || body === null) {
    c.add([], IssueCodes.DICT_TYPE_CONVERT, "Only dictionaries may be used in a DictType");
    return { value: {}, issues: c.issues };
  }
  const value = c.metadata(body, [], Limits.MODERATION_METADATA_KEYS, Limits.MODERATION_METADATA_VALUE_MAX);
  return { value: value ?? {}, issues: c.issues };
}
__name(validateModerationMetadataBody, "validateModerationMetadataBody");

// dist/rules/permissions.js
var TYPE_NAME = { 1: "ROLE", 2: "USER", 3: "CHANNEL" };
function describeEntry(level, entry, label) {
  const kind = TYPE_NAME[entry.type] ?? `type ${entry.type}`;
  const what = label === void 0 ? `${kind} ${entry.id}` : `${kind} ${entry.id} (${label})`;
  return `${level}-level ${what} is ${entry.permission ? "allowed" : "denied"}`;
}
__name(describeEntry, "describeEntry");
var DECIMAL = /^(0|[1-9][0-9]*)$/;
function bits(value, what) {
  if (typeof value === "bigint" && value >= 0n)
    return value;
  if (typeof value === "string" && DECIMAL.test(value))
    return BigInt(value);
  throw new TypeError(`${what}: expected a permission bit set as a non-negative decimal string or bigint`);
}
__name(bits, "bits");
function entriesOf(source, ownerId, guildId, what) {
  if (source === null || source === void 0)
    return [];
  if (Array.isArray(source))
    return source;
  const object = source;
  if (parseSnowflake(object.id, `${what}.id`) !== ownerId) {
    throw new TypeError(`${what}.id: ${object.id} is not ${ownerId}; these overwrites belong to another target`);
  }
  if (parseSnowflake(object.guild_id, `${what}.guild_id`) !== guildId) {
    throw new TypeError(`${what}.guild_id: ${object.guild_id} is not the guild ${guildId}`);
  }
  if (!Array.isArray(object.permissions))
    throw new TypeError(`${what}.permissions: expected an array`);
  return object.permissions;
}
__name(entriesOf, "entriesOf");
var EntryIndex = class {
  static {
    __name(this, "EntryIndex");
  }
  #byKey = /* @__PURE__ */ new Map();
  constructor(entries) {
    for (const entry of entries) {
      const key = `${entry.type}:${entry.id}`;
      if (!this.#byKey.has(key))
        this.#byKey.set(key, entry);
    }
  }
  get(type, id) {
    return this.#byKey.get(`${type}:${id}`);
  }
};
function channelEntry(index, subject) {
  const own = index.get(ApplicationCommandPermissionType.CHANNEL, subject.channelId);
  if (own !== void 0)
    return { entry: own };
  const all = index.get(ApplicationCommandPermissionType.CHANNEL, subject.allChannelsId);
  return all === void 0 ? void 0 : { entry: all, label: "All Channels" };
}
__name(channelEntry, "channelEntry");
function memberEntry(index, subject, level) {
  const user2 = index.get(ApplicationCommandPermissionType.USER, subject.userId);
  if (user2 !== void 0) {
    return { step: "user", entry: user2, permission: user2.permission, message: describeEntry(level, user2) };
  }
  let firstTrue;
  let firstFalse;
  for (const roleId of subject.roleIds) {
    const role = index.get(ApplicationCommandPermissionType.ROLE, roleId);
    if (role === void 0)
      continue;
    if (role.permission)
      firstTrue ??= role;
    else
      firstFalse ??= role;
  }
  if (firstTrue !== void 0) {
    return { step: "role", entry: firstTrue, permission: true, message: describeEntry(level, firstTrue) };
  }
  if (firstFalse !== void 0) {
    const message = `${describeEntry(level, firstFalse)} and none of the member's roles is allowed`;
    return { step: "role", entry: firstFalse, permission: false, message };
  }
  const everyone = index.get(ApplicationCommandPermissionType.ROLE, subject.everyoneId);
  if (everyone === void 0)
    return void 0;
  return {
    step: "everyone",
    entry: everyone,
    permission: everyone.permission,
    message: describeEntry(level, everyone, "@everyone")
  };
}
__name(memberEntry, "memberEntry");
function canUseCommand(input) {
  const { command, member: member3, channel, guild } = input;
  const guildId = parseSnowflake(guild.id, "guild.id");
  const memberBits = bits(member3.permissions, "member.permissions");
  if (hasAllPermissions(memberBits, PermissionFlags.ADMINISTRATOR)) {
    return {
      allowed: true,
      reason: { step: "administrator", message: "the member has Administrator, which may run every command" }
    };
  }
  const isThread = THREAD_CHANNEL_TYPES.has(channel.type);
  if (isThread && (channel.parent_id === null || channel.parent_id === void 0)) {
    throw new TypeError(`channel.parent_id: thread ${channel.id} has no parent channel to take permissions from`);
  }
  const everyoneId = everyonePermissionId(guildId);
  const subject = {
    userId: parseSnowflake(member3.user.id, "member.user.id"),
    // @everyone is its own step (after the roles), so it is not one of the member's roles here.
    roleIds: member3.roles.map((id, i) => parseSnowflake(id, `member.roles[${i}]`)).filter((id) => id !== everyoneId),
    channelId: parseSnowflake(isThread ? channel.parent_id : channel.id, isThread ? "channel.parent_id" : "channel.id"),
    everyoneId,
    allChannelsId: allChannelsPermissionId(guildId)
  };
  const commandId = parseSnowflake(command.id, "command.id");
  const applicationId = parseSnowflake(command.application_id, "command.application_id");
  const commandLevel = new EntryIndex(entriesOf(input.commandPermissions, commandId, guildId, "commandPermissions"));
  const appLevel = new EntryIndex(entriesOf(input.appPermissions, applicationId, guildId, "appPermissions"));
  const channelLevel = channelEntry(commandLevel, subject) !== void 0 ? "command" : "application";
  const channelMatch = channelEntry(channelLevel === "command" ? commandLevel : appLevel, subject);
  if (channelMatch !== void 0 && !channelMatch.entry.permission) {
    const where = isThread ? ` (thread ${channel.id} uses its parent ${subject.channelId})` : "";
    return {
      allowed: false,
      reason: {
        step: "channel",
        level: channelLevel,
        entry: channelMatch.entry,
        message: `${describeEntry(channelLevel, channelMatch.entry, channelMatch.label)}${where}`
      }
    };
  }
  const commandMatch = memberEntry(commandLevel, subject, "command");
  if (commandMatch !== void 0) {
    return {
      allowed: commandMatch.permission,
      reason: {
        step: commandMatch.step,
        level: "command",
        entry: commandMatch.entry,
        message: commandMatch.message
      }
    };
  }
  const appMatch = memberEntry(appLevel, subject, "application");
  if (appMatch !== void 0 && !appMatch.permission) {
    return {
      allowed: false,
      reason: { step: appMatch.step, level: "application", entry: appMatch.entry, message: appMatch.message }
    };
  }
  const prefix = appMatch === void 0 ? "no overwrite decided" : `${appMatch.message}, so`;
  const defaults = command.default_member_permissions;
  const byDefaults = /* @__PURE__ */ __name((allowed, required2, message, missing2) => ({
    allowed,
    reason: {
      step: "default_member_permissions",
      required: required2,
      ...missing2 === void 0 ? {} : { missing: missing2 },
      message: `${prefix} ${message}`
    }
  }), "byDefaults");
  if (defaults === null || defaults === void 0) {
    return byDefaults(true, null, "default_member_permissions is null (everyone may run it)");
  }
  const required = bits(defaults, "command.default_member_permissions");
  if (required === 0n) {
    return byDefaults(false, required, 'default_member_permissions is "0" (administrators only)');
  }
  const missing = required & ~memberBits;
  if (missing === 0n) {
    return byDefaults(true, required, `the member has every permission of default_member_permissions "${defaults}"`);
  }
  const names = permissionNames(missing);
  const lacking = names.length > 0 ? names.join(", ") : `bits ${missing}`;
  return byDefaults(false, required, `the member lacks ${lacking} of default_member_permissions "${defaults}"`, missing);
}
__name(canUseCommand, "canUseCommand");

// dist/rules/provisional.js
function externalAuthTypeWire(value) {
  return typeof value === "number" && Number.isInteger(value) ? EXTERNAL_AUTH_TYPE_WIRE[value] : void 0;
}
__name(externalAuthTypeWire, "externalAuthTypeWire");
function externalAuthTypeOf(wire) {
  const index = EXTERNAL_AUTH_TYPE_WIRE.indexOf(wire);
  return index < 0 ? void 0 : index;
}
__name(externalAuthTypeOf, "externalAuthTypeOf");
function externalCredentialIssues(type, token, names, typeIsWire = false) {
  const issues = [];
  const known = typeIsWire ? externalAuthTypeOf(type) !== void 0 : externalAuthTypeWire(type) !== void 0;
  if (!known) {
    const allowed = typeIsWire ? EXTERNAL_AUTH_TYPE_WIRE.join(", ") : `an AuthenticationExternalAuthType (0..${AuthenticationExternalAuthType.PlayStationNetworkIdToken})`;
    issues.push({
      path: [names.type],
      code: IssueCodes.BASE_TYPE_CHOICES,
      message: `Must be one of ${allowed}.`
    });
  }
  if (typeof token !== "string" || token.length === 0) {
    issues.push({
      path: [names.token],
      code: IssueCodes.BASE_TYPE_REQUIRED,
      message: "Must be a non-empty string."
    });
  } else if (token.length > MAX_EXTERNAL_AUTH_TOKEN_LENGTH) {
    issues.push({
      path: [names.token],
      code: IssueCodes.BASE_TYPE_MAX_LENGTH,
      message: `Must be ${MAX_EXTERNAL_AUTH_TOKEN_LENGTH} or fewer in length (got ${token.length}).`
    });
  }
  return issues;
}
__name(externalCredentialIssues, "externalCredentialIssues");
function displayNameIssues(name, path) {
  if (typeof name !== "string" || name.trim() === "") {
    return [{ path: [path], code: IssueCodes.BASE_TYPE_REQUIRED, message: "Must be a non-blank string." }];
  }
  const length = [...name].length;
  if (length > MAX_PROVISIONAL_DISPLAY_NAME_LENGTH) {
    return [
      {
        path: [path],
        code: IssueCodes.BASE_TYPE_BAD_LENGTH,
        message: `Must be between 1 and ${MAX_PROVISIONAL_DISPLAY_NAME_LENGTH} in length (got ${length}).`
      }
    ];
  }
  return [];
}
__name(displayNameIssues, "displayNameIssues");
function parseProvisionalTokenResponse(body) {
  const parsed = parseTokenResponse(body);
  if (!parsed.ok)
    return parsed;
  const { id_token: idToken } = parsed.tokens;
  if (idToken === void 0)
    return { ok: false, problem: "has no id_token" };
  return { ok: true, tokens: { ...parsed.tokens, id_token: idToken } };
}
__name(parseProvisionalTokenResponse, "parseProvisionalTokenResponse");

// dist/rules/relationship.js
var RelationshipIssueCodes = {
  /** A username that cannot be a unique username (characters, length, two periods in a row). */
  USERNAME_INVALID: "USERNAME_INVALID",
  /** A send body with both or neither of `username` and `user_id`. */
  FRIEND_REQUEST_TARGET_INVALID: "FRIEND_REQUEST_TARGET_INVALID",
  /** The request does not fit the pair's current state (accept without a request, remove a non-friend...). */
  RELATIONSHIP_STATE_INVALID: "RELATIONSHIP_STATE_INVALID"
};
var USERNAME_MIN = 2;
var USERNAME_MAX = 32;
var USERNAME = /^[a-z0-9_.]{2,32}$/;
var USERNAME_RULE = `2 to 32 characters of a-z, 0-9, _ and . (lowercase, no two periods in a row)`;
var BODY_FIELDS = /* @__PURE__ */ new Set(["username", "user_id"]);
var KINDS = /* @__PURE__ */ new Set(["discord", "game"]);
function usernameIssues(value, path = ["username"]) {
  if (typeof value !== "string")
    return [{ path, code: IssueCodes.STRING_TYPE_COERCE, message: "Could not interpret value as string." }];
  if (value.length > USERNAME_MAX || !USERNAME.test(value) || value.includes(".."))
    return [
      {
        path,
        code: RelationshipIssueCodes.USERNAME_INVALID,
        message: `Must be a unique username: ${USERNAME_RULE}.`
      }
    ];
  return [];
}
__name(usernameIssues, "usernameIssues");
function validateRelationshipKind(kind) {
  if (typeof kind === "string" && KINDS.has(kind))
    return { value: kind, issues: [] };
  return {
    value: "discord",
    issues: [
      {
        path: ["kind"],
        code: IssueCodes.BASE_TYPE_CHOICES,
        message: `Value must be one of ('discord', 'game'), received ${JSON.stringify(String(kind).slice(0, 32))}.`
      }
    ]
  };
}
__name(validateRelationshipKind, "validateRelationshipKind");
function validateRelationshipUserId(userId) {
  const checked = validatePathIds({ user_id: userId });
  return { value: checked.value.user_id ?? "", issues: checked.issues };
}
__name(validateRelationshipUserId, "validateRelationshipUserId");
function validateFriendRequestBody(body, options = {}) {
  const c = new FieldChecker(options.unknownFields);
  const fields = c.object(body, BODY_FIELDS, "a friend request");
  if (c.issues.length > 0 && Object.keys(fields).length === 0)
    return { value: { username: "" }, issues: c.issues };
  const hasName = fields.username !== void 0 && fields.username !== null;
  const hasId = fields.user_id !== void 0 && fields.user_id !== null;
  if (hasName === hasId) {
    c.add([], RelationshipIssueCodes.FRIEND_REQUEST_TARGET_INVALID, hasName ? "Give exactly one of username and user_id, not both." : "Give exactly one of username (a unique username) and user_id (a snowflake).");
    return { value: { username: "" }, issues: c.issues };
  }
  if (hasName) {
    c.issues.push(...usernameIssues(fields.username));
    return { value: { username: String(fields.username) }, issues: c.issues };
  }
  const id = c.snowflake(fields.user_id, ["user_id"]);
  return { value: { user_id: id ?? "" }, issues: c.issues };
}
__name(validateFriendRequestBody, "validateFriendRequestBody");

// dist/rules/sync.js
var InvalidCommandSetError = class _InvalidCommandSetError extends TypeError {
  static {
    __name(this, "InvalidCommandSetError");
  }
  name = "InvalidCommandSetError";
  static code = "INVALID_COMMAND_SET";
  code = _InvalidCommandSetError.code;
};
var SERVER_FIELDS = [
  "id",
  "application_id",
  "guild_id",
  "version",
  "name_localized",
  "description_localized"
];
var ANY = /* @__PURE__ */ Symbol("any");
function dictKey(dict) {
  if (dict === null || dict === void 0)
    return "[]";
  const entries = Object.entries(dict).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
  return JSON.stringify(entries);
}
__name(dictKey, "dictKey");
function setKey(values) {
  return JSON.stringify([...new Set(values)].sort((a, b) => a - b));
}
__name(setKey, "setKey");
function choiceKey(choice) {
  return [choice.name, dictKey(choice.name_localizations), choice.value];
}
__name(choiceKey, "choiceKey");
function optionKey(option) {
  const o = option;
  return [
    o.type,
    o.name,
    dictKey(o.name_localizations),
    o.description ?? "",
    dictKey(o.description_localizations),
    o.required === true,
    o.autocomplete === true,
    (o.choices ?? []).map(choiceKey),
    (o.options ?? []).map(optionKey),
    setKey(o.channel_types ?? []),
    o.min_value ?? null,
    o.max_value ?? null,
    o.min_length ?? null,
    o.max_length ?? null
  ];
}
__name(optionKey, "optionKey");
function permissionsKey(value) {
  if (value === null || value === void 0)
    return null;
  return /^[0-9]+$/.test(value) ? BigInt(value).toString() : value;
}
__name(permissionsKey, "permissionsKey");
var FIELD_RULES = [
  { field: "name", key: /* @__PURE__ */ __name((c) => c.name, "key"), whenAbsent: "reset", patch: /* @__PURE__ */ __name((d) => d.name, "patch") },
  {
    field: "name_localizations",
    key: /* @__PURE__ */ __name((c) => dictKey(c.name_localizations), "key"),
    whenAbsent: "reset",
    patch: /* @__PURE__ */ __name((d) => d.name_localizations ?? null, "patch")
  },
  {
    field: "description",
    // USER and MESSAGE commands come back with "" and take no description on create.
    key: /* @__PURE__ */ __name((c) => c.description ?? "", "key"),
    whenAbsent: "reset",
    patch: /* @__PURE__ */ __name((d) => d.description ?? "", "patch")
  },
  {
    field: "description_localizations",
    key: /* @__PURE__ */ __name((c) => dictKey(c.description_localizations), "key"),
    whenAbsent: "reset",
    patch: /* @__PURE__ */ __name((d) => d.description_localizations ?? null, "patch")
  },
  {
    field: "options",
    key: /* @__PURE__ */ __name((c) => JSON.stringify((c.options ?? []).map(optionKey)), "key"),
    whenAbsent: "reset",
    patch: /* @__PURE__ */ __name((d) => d.options ?? [], "patch")
  },
  {
    field: "default_member_permissions",
    key: /* @__PURE__ */ __name((c) => permissionsKey(c.default_member_permissions), "key"),
    whenAbsent: "reset",
    patch: /* @__PURE__ */ __name((d) => d.default_member_permissions ?? null, "patch")
  },
  // Deprecated; the service fills `true` for global commands.
  {
    field: "dm_permission",
    key: /* @__PURE__ */ __name((c) => c.dm_permission ?? true, "key"),
    whenAbsent: ANY,
    patch: /* @__PURE__ */ __name((d) => d.dm_permission, "patch")
  },
  {
    field: "default_permission",
    key: /* @__PURE__ */ __name((c) => c.default_permission ?? true, "key"),
    whenAbsent: "reset",
    patch: /* @__PURE__ */ __name((d) => d.default_permission ?? true, "patch")
  },
  { field: "nsfw", key: /* @__PURE__ */ __name((c) => c.nsfw ?? false, "key"), whenAbsent: "reset", patch: /* @__PURE__ */ __name((d) => d.nsfw ?? false, "patch") },
  // Filled from the app's configuration (integration types) or the service's defaults (contexts).
  {
    field: "integration_types",
    key: /* @__PURE__ */ __name((c) => c.integration_types == null ? null : setKey(c.integration_types), "key"),
    whenAbsent: ANY,
    patch: /* @__PURE__ */ __name((d) => d.integration_types, "patch")
  },
  {
    field: "contexts",
    key: /* @__PURE__ */ __name((c) => c.contexts == null ? null : setKey(c.contexts), "key"),
    whenAbsent: ANY,
    patch: /* @__PURE__ */ __name((d) => d.contexts, "patch")
  },
  // PRIMARY_ENTRY_POINT only; the service picks the handler when none is given.
  { field: "handler", key: /* @__PURE__ */ __name((c) => c.handler ?? null, "key"), whenAbsent: ANY, patch: /* @__PURE__ */ __name((d) => d.handler, "patch") }
];
function isAbsent(desired, field) {
  const value = desired[field];
  return value === void 0 || value === null;
}
__name(isAbsent, "isAbsent");
function diffCommand(current, desired) {
  const changes = [];
  for (const rule of FIELD_RULES) {
    if (rule.whenAbsent === ANY && isAbsent(desired, rule.field))
      continue;
    if (rule.key(current) !== rule.key(desired))
      changes.push(rule.field);
  }
  return changes;
}
__name(diffCommand, "diffCommand");
function patchFor(desired, changes) {
  const patch = {};
  for (const rule of FIELD_RULES) {
    if (changes.includes(rule.field))
      patch[rule.field] = rule.patch(desired);
  }
  return patch;
}
__name(patchFor, "patchFor");
function typeOf(command) {
  return command.type ?? ApplicationCommandType.CHAT_INPUT;
}
__name(typeOf, "typeOf");
function identity(command) {
  return `${typeOf(command)}\0${command.name}`;
}
__name(identity, "identity");
function byTypeAndName(a, b) {
  const t = typeOf(a) - typeOf(b);
  if (t !== 0)
    return t;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}
__name(byTypeAndName, "byTypeAndName");
function indexSet(commands, what) {
  const byIdentity = /* @__PURE__ */ new Map();
  const byId = /* @__PURE__ */ new Map();
  commands.forEach((command, i) => {
    const key = identity(command);
    if (byIdentity.has(key)) {
      throw new InvalidCommandSetError(`${what}[${i}]: a second command of type ${typeOf(command)} named "${command.name}"; names are unique per type within a scope`);
    }
    byIdentity.set(key, command);
    const id = command.id;
    if (typeof id === "string") {
      if (byId.has(id))
        throw new InvalidCommandSetError(`${what}[${i}].id: ${id} appears twice`);
      byId.set(id, command);
    }
  });
  return { byIdentity, byId };
}
__name(indexSet, "indexSet");
function createBody(desired) {
  const body = { ...desired };
  for (const field of SERVER_FIELDS)
    delete body[field];
  return body;
}
__name(createBody, "createBody");
function renameWaits(pairs, byIdentity) {
  const waits = /* @__PURE__ */ new Map();
  for (const [command, item] of pairs) {
    const holder = byIdentity.get(identity(item));
    if (holder !== void 0 && holder !== command && pairs.has(holder))
      waits.set(command, holder);
  }
  return waits;
}
__name(renameWaits, "renameWaits");
function breakRenameCycles(pairs, byIdentity) {
  const recreated = [];
  for (; ; ) {
    const waits = renameWaits(pairs, byIdentity);
    let cycle;
    for (const start of waits.keys()) {
      const path = [];
      let node = start;
      while (node !== void 0 && !path.includes(node)) {
        path.push(node);
        node = waits.get(node);
      }
      if (node !== void 0) {
        cycle = path.slice(path.indexOf(node));
        break;
      }
    }
    if (cycle === void 0)
      return recreated;
    const items = cycle.map((command2) => pairs.get(command2));
    const victim = items.reduce((a, b) => byTypeAndName(a, b) <= 0 ? a : b);
    const command = cycle[items.indexOf(victim)];
    pairs.delete(command);
    recreated.push(victim);
  }
}
__name(breakRenameCycles, "breakRenameCycles");
function renameDepths(pairs, byIdentity) {
  const waits = renameWaits(pairs, byIdentity);
  const depths = /* @__PURE__ */ new Map();
  const depthOf = /* @__PURE__ */ __name((command) => {
    const known = depths.get(command);
    if (known !== void 0)
      return known;
    const holder = waits.get(command);
    const depth = holder === void 0 ? 0 : depthOf(holder) + 1;
    depths.set(command, depth);
    return depth;
  }, "depthOf");
  for (const command of pairs.keys())
    depthOf(command);
  return depths;
}
__name(renameDepths, "renameDepths");
function planCommandSync(current, desired) {
  const registered = indexSet(current, "current");
  indexSet(desired, "desired");
  const pairs = /* @__PURE__ */ new Map();
  const unmatched = [];
  for (const item of desired) {
    const byId = item.id === void 0 ? void 0 : registered.byId.get(item.id);
    if (byId !== void 0 && typeOf(byId) === typeOf(item))
      pairs.set(byId, item);
    else
      unmatched.push(item);
  }
  const create = [];
  for (const item of unmatched) {
    const byName = registered.byIdentity.get(identity(item));
    if (byName !== void 0 && !pairs.has(byName))
      pairs.set(byName, item);
    else
      create.push(createBody(item));
  }
  for (const item of breakRenameCycles(pairs, registered.byIdentity))
    create.push(createBody(item));
  const depth = renameDepths(pairs, registered.byIdentity);
  const update = [];
  const unchanged = [];
  const deleted = [];
  for (const command of current) {
    const item = pairs.get(command);
    if (item === void 0) {
      deleted.push(command);
      continue;
    }
    const changes = diffCommand(command, item);
    if (changes.length === 0)
      unchanged.push(command);
    else
      update.push({
        id: command.id,
        current: command,
        desired: item,
        changes,
        patch: patchFor(item, changes)
      });
  }
  create.sort(byTypeAndName);
  update.sort((a, b) => (depth.get(a.current) ?? 0) - (depth.get(b.current) ?? 0) || byTypeAndName(a.desired, b.desired));
  deleted.sort(byTypeAndName);
  unchanged.sort(byTypeAndName);
  return { create, update, delete: deleted, unchanged, dailyCreates: create.length };
}
__name(planCommandSync, "planCommandSync");

// dist/rules/validateCommand.js
var BASE_FIELDS = [
  "type",
  "name",
  "name_localizations",
  "description",
  "description_localizations",
  "options",
  "default_member_permissions",
  "dm_permission",
  "default_permission",
  "integration_types",
  "contexts",
  "nsfw",
  "handler"
];
var COMMAND_FIELDS = {
  create: BASE_FIELDS,
  edit: BASE_FIELDS,
  bulk: [...BASE_FIELDS, "id"],
  stored: [...BASE_FIELDS, "id", "application_id", "guild_id", "version"]
};
function isCommandField(key, mode) {
  switch (key) {
    case "type":
    case "name":
    case "name_localizations":
    case "description":
    case "description_localizations":
    case "options":
    case "default_member_permissions":
    case "dm_permission":
    case "default_permission":
    case "integration_types":
    case "contexts":
    case "nsfw":
    case "handler":
      return true;
    case "id":
      return mode === "bulk" || mode === "stored";
    case "application_id":
    case "guild_id":
    case "version":
      return mode === "stored";
    default:
      return false;
  }
}
__name(isCommandField, "isCommandField");
var TYPE_NAMES = ["", "CHAT_INPUT", "USER", "MESSAGE", "PRIMARY_ENTRY_POINT"];
var SNOWFLAKE_FIELDS = ["id", "application_id", "guild_id", "version"];
var CONTEXTS = enumList(InteractionContextType);
var INTEGRATION_TYPES = enumList(ApplicationIntegrationType);
function validateCommand(body, options) {
  checkOptionKeys(options, VALIDATE_KEYS, "validateCommand: options");
  const ctx = { issues: [], path: [] };
  checkCommandInto(ctx, body, options);
  return ctx.issues;
}
__name(validateCommand, "validateCommand");
var VALIDATE_KEYS = optionKeys({
  scope: true,
  mode: true,
  existingType: true,
  embedded: true,
  appIntegrationTypes: true
});
function checkCommandInto(ctx, body, options) {
  const depth = ctx.path.length;
  try {
    return checkCommand(ctx, body, options);
  } catch (error) {
    ctx.path.length = depth;
    report(ctx, [], IssueCodes.BASE_TYPE_UNREADABLE, `The command could not be read (${error instanceof Error ? error.name : "exception"}); send plain JSON.`);
    return 0;
  }
}
__name(checkCommandInto, "checkCommandInto");
function checkCommand(ctx, body, options) {
  if (!isRecord(body)) {
    report(ctx, [], IssueCodes.DICT_TYPE_CONVERT, `Must be a command object; got ${show(body)}.`);
    return 0;
  }
  const { scope, mode } = options;
  const creating = mode !== "edit";
  for (const key in body) {
    if (!isCommandField(key, mode)) {
      reportUnknownField(ctx, key, COMMAND_FIELDS[mode], mode === "edit" ? "an edit request" : "a command");
    }
  }
  const type = checkType(ctx, body.type, options);
  const global = scope === "global";
  const chatInput = type === ApplicationCommandType.CHAT_INPUT;
  let size = 0;
  const name = body.name;
  if (name === void 0 || name === null) {
    if (creating || name === null) {
      report(ctx, ["name"], IssueCodes.BASE_TYPE_REQUIRED, "This field is required: the command name (1-32 characters).");
    }
  } else {
    const rule = chatInput ? TextRule.CHAT_NAME : TextRule.CONTEXT_NAME;
    size += Math.max(checkText(ctx, "name", name, rule), checkLocalizations(ctx, "name_localizations", body.name_localizations, name, rule));
  }
  if (name === void 0 && body.name_localizations !== void 0) {
    checkLocalizations(ctx, "name_localizations", body.name_localizations, void 0, chatInput ? TextRule.CHAT_NAME : TextRule.CONTEXT_NAME);
  }
  size += checkDescription(ctx, body, type, creating);
  const commandOptions = body.options;
  if (commandOptions !== void 0) {
    if (chatInput) {
      ctx.path.push("options");
      size += checkOptionList(ctx, commandOptions);
      ctx.path.pop();
    } else if (!(Array.isArray(commandOptions) && commandOptions.length === 0) && commandOptions !== null) {
      report(ctx, ["options"], IssueCodes.APPLICATION_COMMAND_FIELD_NOT_ALLOWED, `\`options\` are only allowed on CHAT_INPUT commands; ${TYPE_NAMES[type]} commands take no arguments.`);
    }
  }
  const dmp = body.default_member_permissions;
  if (dmp !== void 0 && dmp !== null) {
    const problem2 = typeof dmp === "string" ? permissionStringProblem(dmp) : 'expected a decimal string (e.g. "8")';
    if (problem2 !== void 0)
      report(ctx, ["default_member_permissions"], IssueCodes.PERMISSIONS_TYPE_INVALID, `${problem2}; got ${show(dmp)}.`);
  }
  checkBoolean(ctx, "nsfw", body.nsfw, false);
  checkBoolean(ctx, "default_permission", body.default_permission, true);
  checkGlobalOnly(ctx, body, options, global);
  checkHandler(ctx, body.handler, type, options);
  checkIds(ctx, body, mode);
  if (size > Limits.COMMAND_TOTAL_CHARACTERS) {
    report(ctx, [], IssueCodes.APPLICATION_COMMAND_TOO_LARGE, `Command exceeds maximum size (${Limits.COMMAND_TOTAL_CHARACTERS}): names, descriptions and choices total ${size} characters, counting the longest localized variant of each.`);
  }
  return type;
}
__name(checkCommand, "checkCommand");
var permissionAnswers = /* @__PURE__ */ new Map();
var PERMISSION_STRING_MAX = 20;
var PERMISSION_ANSWERS_MAX = 256;
function permissionStringProblem(value) {
  if (value.length > PERMISSION_STRING_MAX)
    return permissionsProblem(value);
  let answer = permissionAnswers.get(value);
  if (answer === void 0) {
    answer = permissionsProblem(value) ?? "";
    if (permissionAnswers.size >= PERMISSION_ANSWERS_MAX)
      permissionAnswers.clear();
    permissionAnswers.set(value, answer);
  }
  return answer === "" ? void 0 : answer;
}
__name(permissionStringProblem, "permissionStringProblem");
function checkType(ctx, raw, options) {
  const valid = typeof raw === "number" && Number.isInteger(raw) && raw >= 1 && raw <= 4;
  if (options.mode === "edit") {
    const existing = options.existingType ?? ApplicationCommandType.CHAT_INPUT;
    if (raw !== void 0 && raw !== existing) {
      report(ctx, ["type"], IssueCodes.APPLICATION_COMMAND_FIELD_NOT_ALLOWED, `\`type\` is not editable (the command is ${TYPE_NAMES[existing] ?? existing}); delete and recreate it instead.`);
    }
    return existing;
  }
  if (raw === void 0)
    return ApplicationCommandType.CHAT_INPUT;
  if (!valid) {
    reportNotInEnum(ctx, ["type"], ApplicationCommandType, raw);
    return ApplicationCommandType.CHAT_INPUT;
  }
  if (raw === ApplicationCommandType.PRIMARY_ENTRY_POINT && options.scope === "guild") {
    report(ctx, ["type"], IssueCodes.APPLICATION_COMMAND_NOT_ALLOWED_IN_GUILD, "PRIMARY_ENTRY_POINT commands cannot be created in a guild: register it as a global command.");
  }
  return raw;
}
__name(checkType, "checkType");
function checkDescription(ctx, body, type, creating) {
  const description = body.description;
  const localizations = body.description_localizations;
  if (type === ApplicationCommandType.USER || type === ApplicationCommandType.MESSAGE) {
    if (description !== void 0 && description !== null && description !== "") {
      report(ctx, ["description"], IssueCodes.APPLICATION_COMMAND_FIELD_NOT_ALLOWED, `${TYPE_NAMES[type]} commands take no description (it is always ""); remove \`description\`.`);
    }
    if (localizations !== void 0 && localizations !== null && !(isRecord(localizations) && isEmpty(localizations))) {
      report(ctx, ["description_localizations"], IssueCodes.APPLICATION_COMMAND_FIELD_NOT_ALLOWED, `${TYPE_NAMES[type]} commands take no description; remove \`description_localizations\`.`);
    }
    return 0;
  }
  if (description === void 0 || description === null) {
    if (type === ApplicationCommandType.CHAT_INPUT && (creating || description === null)) {
      report(ctx, ["description"], IssueCodes.BASE_TYPE_REQUIRED, "This field is required: CHAT_INPUT commands need a description (1-100 characters).");
    }
    return checkLocalizations(ctx, "description_localizations", localizations, void 0, TextRule.DESCRIPTION);
  }
  if (type === ApplicationCommandType.PRIMARY_ENTRY_POINT && description === "")
    return 0;
  return Math.max(checkText(ctx, "description", description, TextRule.DESCRIPTION), checkLocalizations(ctx, "description_localizations", localizations, description, TextRule.DESCRIPTION));
}
__name(checkDescription, "checkDescription");
function isEmpty(obj) {
  for (const _ in obj)
    return false;
  return true;
}
__name(isEmpty, "isEmpty");
function checkGlobalOnly(ctx, body, options, global) {
  const integrationTypes = body.integration_types;
  const contexts = body.contexts;
  const dmPermission = body.dm_permission;
  if (integrationTypes === void 0 && contexts === void 0 && dmPermission === void 0)
    return;
  const guildAccepts = options.mode === "bulk" || options.mode === "stored";
  for (const key of ["integration_types", "contexts", "dm_permission"]) {
    const value = key === "integration_types" ? integrationTypes : key === "contexts" ? contexts : dmPermission;
    if (value === void 0)
      continue;
    if (!global && !guildAccepts) {
      report(ctx, [key], IssueCodes.APPLICATION_COMMAND_GLOBAL_ONLY_FIELD, `\`${key}\` is only allowed on global commands; guild commands are available in that guild only.`);
      continue;
    }
    if (key === "dm_permission") {
      checkBoolean(ctx, key, value, true);
    } else if (key === "contexts") {
      if (value === null)
        continue;
      const list = checkEnumList(ctx, key, value, CONTEXTS);
      const botDm = list?.indexOf(InteractionContextType.BOT_DM) ?? -1;
      if (!global && botDm >= 0) {
        report(ctx, [key, botDm], IssueCodes.APPLICATION_COMMAND_NOT_ALLOWED_IN_GUILD, "Guild commands do not support the BOT_DM (1) context.");
      }
    } else {
      const list = checkEnumList(ctx, key, value, INTEGRATION_TYPES);
      const supported = options.appIntegrationTypes;
      if (list !== void 0 && supported !== void 0) {
        for (let i = 0; i < list.length; i++) {
          const item = list[i];
          if (typeof item === "number" && isEnumValue(ApplicationIntegrationType, item) && !supported.includes(item)) {
            report(ctx, [key, i], IssueCodes.APPLICATION_COMMAND_INTEGRATION_TYPE_UNSUPPORTED, `The application does not support integration type ${item}; enable it on the application first.`);
          }
        }
      }
    }
  }
}
__name(checkGlobalOnly, "checkGlobalOnly");
function checkHandler(ctx, handler, type, options) {
  if (handler === void 0 || handler === null)
    return;
  if (type !== ApplicationCommandType.PRIMARY_ENTRY_POINT) {
    report(ctx, ["handler"], IssueCodes.APPLICATION_COMMAND_FIELD_NOT_ALLOWED, `\`handler\` is only allowed on PRIMARY_ENTRY_POINT (4) commands, not on ${TYPE_NAMES[type]}.`);
    return;
  }
  if (handler !== EntryPointCommandHandlerType.APP_HANDLER && handler !== EntryPointCommandHandlerType.DISCORD_LAUNCH_ACTIVITY) {
    reportNotInEnum(ctx, ["handler"], EntryPointCommandHandlerType, handler);
  } else if (options.embedded === false) {
    report(ctx, ["handler"], IssueCodes.APPLICATION_COMMAND_HANDLER_REQUIRES_EMBEDDED, "`handler` can only be set by applications with the EMBEDDED flag (an Activity).");
  }
}
__name(checkHandler, "checkHandler");
function checkIds(ctx, body, mode) {
  if (mode !== "bulk" && mode !== "stored")
    return;
  for (const key of SNOWFLAKE_FIELDS) {
    const value = body[key];
    if (value === void 0 || mode === "bulk" && key !== "id")
      continue;
    if (typeof value !== "string" || !isSnowflake(value)) {
      report(ctx, [key], IssueCodes.SNOWFLAKE_TYPE_INVALID, `Must be a snowflake (a decimal id string); got ${show(value)}.`);
    }
  }
}
__name(checkIds, "checkIds");

// dist/rules/validateCommandSet.js
var TYPE_NAMES2 = ["", "CHAT_INPUT", "USER", "MESSAGE", "PRIMARY_ENTRY_POINT"];
function seenAt(first, key, index) {
  const seen = first.get(key);
  if (seen === void 0)
    first.set(key, index);
  return seen;
}
__name(seenAt, "seenAt");
function validateCommandSet(commands, scope, options = {}) {
  const ctx = { issues: [], path: [] };
  const items = listItems(ctx, commands, "commands", Limits.BULK_OVERWRITE_COMMANDS);
  if (items === void 0)
    return ctx.issues;
  const commandOptions = { ...options, scope, mode: options.mode ?? "bulk" };
  const counts = [0, 0, 0, 0, 0];
  const firstByName = /* @__PURE__ */ new Map();
  const firstById = /* @__PURE__ */ new Map();
  for (let i = 0; i < items.length; i++) {
    const command = items[i];
    ctx.path.push(i);
    const type = checkCommandInto(ctx, command, commandOptions);
    ctx.path.pop();
    if (type < 1 || type > 4 || !isRecord(command))
      continue;
    counts[type] = (counts[type] ?? 0) + 1;
    const name = command.name;
    const sameName = typeof name === "string" ? seenAt(firstByName, `${type}:${name}`, i) : void 0;
    if (sameName !== void 0) {
      report(ctx, [i, "name"], IssueCodes.APPLICATION_COMMANDS_DUPLICATE_NAME, `Application command names must be unique per type: ${TYPE_NAMES2[type]} command ${show(name)} is also at index ${sameName}.`);
    }
    const id = command.id;
    const sameId = typeof id === "string" ? seenAt(firstById, id, i) : void 0;
    if (sameId !== void 0) {
      report(ctx, [i, "id"], IssueCodes.LIST_ITEM_VALUE_DUPLICATE, `Command id ${id} is also used at index ${sameId}.`);
    }
  }
  for (let type = 1; type <= 4; type++) {
    const limit = commandCountLimit(type, scope);
    const count = counts[type] ?? 0;
    if (limit > 0 && count > limit) {
      report(ctx, [], IssueCodes.APPLICATION_COMMANDS_TOO_MANY, `At most ${limit} ${TYPE_NAMES2[type]} commands are allowed per ${scope === "global" ? "application" : "guild"}; got ${count}.`);
    }
  }
  return ctx.issues;
}
__name(validateCommandSet, "validateCommandSet");

// dist/rules/voiceStatus.js
var STATUS_KEYS = /* @__PURE__ */ new Set(["status"]);
function validateVoiceStatusBody(body, options = {}) {
  const c = new FieldChecker(options.unknownFields);
  const fields = c.object(body, STATUS_KEYS, "a voice channel status");
  const status = c.optionalString(fields.status, ["status"], 0, Limits.VOICE_CHANNEL_STATUS_MAX);
  return { value: { status: status ?? null }, issues: c.issues };
}
__name(validateVoiceStatusBody, "validateVoiceStatusBody");

// dist/api/checks.js
function checkLobbyBody(body) {
  return validateLobbyBody(body, SDK_BODY_CHECKS).issues;
}
__name(checkLobbyBody, "checkLobbyBody");
function checkCreateOrJoinLobbyBody(body) {
  return validateCreateOrJoinLobbyBody(body, SDK_BODY_CHECKS).issues;
}
__name(checkCreateOrJoinLobbyBody, "checkCreateOrJoinLobbyBody");
function checkAddLobbyMemberBody(body) {
  return validateAddLobbyMemberBody(body, SDK_BODY_CHECKS).issues;
}
__name(checkAddLobbyMemberBody, "checkAddLobbyMemberBody");
function checkBulkLobbyMembersBody(body) {
  return validateBulkLobbyMembersBody(body, SDK_BODY_CHECKS).issues;
}
__name(checkBulkLobbyMembersBody, "checkBulkLobbyMembersBody");
function checkLobbyMessageBody(body) {
  return validateLobbyMessageBody(body, SDK_BODY_CHECKS).issues;
}
__name(checkLobbyMessageBody, "checkLobbyMessageBody");
function checkLobbyMessagesLimit(limit) {
  return validateLobbyMessagesLimit(limit).issues;
}
__name(checkLobbyMessagesLimit, "checkLobbyMessagesLimit");
function checkCommandPermissionsBody(body) {
  return validateCommandPermissionsBody(body).issues;
}
__name(checkCommandPermissionsBody, "checkCommandPermissionsBody");
function checkVoiceStatusBody(body) {
  return validateVoiceStatusBody(body, SDK_BODY_CHECKS).issues;
}
__name(checkVoiceStatusBody, "checkVoiceStatusBody");

// dist/api/send.js
async function send(transport, call) {
  const request = { method: call.method, route: call.route };
  const ids = call.parsedIds !== void 0 ? placeRouteParams(call.parsedIds) : call.ids === void 0 ? void 0 : routeParams(request, call.ids);
  if (call.check !== void 0)
    ensureValid(request, call.what ?? "body", call.check(call.body));
  const response = await transport.request({
    ...request,
    params: call.params === void 0 ? ids : { ...ids, ...call.params },
    json: call.body,
    query: call.query,
    sensitiveResponse: call.sensitiveResponse,
    ...callFields(call.options, call.optionKeys)
  });
  return response.body;
}
__name(send, "send");
async function sendForList(transport, call) {
  return await send(transport, call) ?? [];
}
__name(sendForList, "sendForList");

export {
  ActivityLimits,
  activityTimestampMs,
  validateActivity,
  notJoinableReason,
  mayInvite,
  inviteIsValid,
  withoutSecrets,
  ActivityIssueCodes,
  INVITE_CONTENT_MAX,
  validateActivityInviteBody,
  LINK_CHANNEL_PERMISSIONS,
  channelLinkRefusal,
  lobbyLinkRefusal,
  canLinkLobby,
  openToAllMembers,
  validateChannelLinkBody,
  channelPermissions,
  validateCommandPermissionsBody,
  LOOPBACK_HOST,
  codeVerifierProblem,
  s256Challenge,
  isS256Challenge,
  isTokenString,
  parseTokenResponse,
  normalizeUserCode,
  formatUserCode,
  parseDeviceAuthorizationResponse,
  SETTABLE_MESSAGE_FLAGS,
  NONCE_WINDOW_MS,
  MESSAGE_CREATE_FIELDS,
  MESSAGE_EDIT_FIELDS,
  validateLobbyBody,
  validateCreateOrJoinLobbyBody,
  validateAddLobbyMemberBody,
  validateBulkLobbyMembersBody,
  validateLobbyMessageBody,
  validateLobbyMessagesLimit,
  validatePathIds,
  validateDirectMessageBody,
  validateDirectMessagesLimit,
  validateDirectMessageIds,
  DispatchBounds,
  DISPATCH_SHAPES,
  checkDispatch,
  isTokenText,
  checkClientFrame,
  checkPresenceUpdate,
  checkServerFrame,
  intentsProblem,
  shardProblem,
  LOBBY_FULL_STATUS,
  membersAfter,
  lobbyFullError,
  tooManyLobbiesError,
  isTooManyLobbies,
  isLobbyFull,
  localizedEntry,
  resolveLocalized,
  localizeCommand,
  parseMentions,
  validateModerationMetadataBody,
  canUseCommand,
  externalAuthTypeWire,
  externalAuthTypeOf,
  externalCredentialIssues,
  displayNameIssues,
  parseProvisionalTokenResponse,
  RelationshipIssueCodes,
  USERNAME_MIN,
  USERNAME_MAX,
  usernameIssues,
  validateRelationshipKind,
  validateRelationshipUserId,
  validateFriendRequestBody,
  InvalidCommandSetError,
  diffCommand,
  planCommandSync,
  validateCommand,
  validateCommandSet,
  validateVoiceStatusBody,
  send,
  sendForList,
  checkLobbyBody,
  checkCreateOrJoinLobbyBody,
  checkAddLobbyMemberBody,
  checkBulkLobbyMembersBody,
  checkLobbyMessageBody,
  checkLobbyMessagesLimit,
  checkCommandPermissionsBody,
  checkVoiceStatusBody
};
