import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionCallbackType,
  InteractionType,
  IssueCodes,
  Limits,
  MessageFlags,
  OPTION_TYPE_NAMES,
  REDACTED,
  SDK_BODY_CHECKS,
  SdkError,
  Transport,
  ValidationError,
  callFields,
  checkOptionKeys,
  compareSnowflakes,
  ensureValid,
  invocationLeafOptions,
  invocationPath,
  isRecord,
  isSnowflake,
  optionKeys,
  routeParams,
  validateInteractionMessage,
  validateInteractionResponse
} from "./chunk-EYNRBFIB.js";
import {
  __name
} from "./chunk-25XPD655.js";

// dist/interactions/options.js
var GETTER_KEYS = optionKeys({ required: true });
function commandPath(interaction) {
  return invocationPath(interaction.data.options);
}
__name(commandPath, "commandPath");
function focusedOption(interaction) {
  const option = invocationLeafOptions(interaction.data.options).find((o) => o.focused === true);
  if (option === void 0 || typeof option.value !== "string" && typeof option.value !== "number")
    throw missing(["options"], "the autocomplete request has no focused option with a value");
  return { name: option.name, type: option.type, value: option.value };
}
__name(focusedOption, "focusedOption");
function readOptions(interaction) {
  return new InteractionOptions(interaction);
}
__name(readOptions, "readOptions");
var InteractionOptions = class {
  static {
    __name(this, "InteractionOptions");
  }
  /** The invoked subcommand path (see {@link commandPath}). */
  path;
  #where;
  #options;
  #resolved;
  constructor(interaction) {
    this.path = commandPath(interaction);
    this.#where = [`/${interaction.data.name}`, ...this.path].join(" ");
    this.#options = invocationLeafOptions(interaction.data.options);
    this.#resolved = interaction.data.resolved ?? {};
  }
  /** Names of the options given (in the order sent). */
  names() {
    return this.#options.map((option) => option.name);
  }
  /**
   * A STRING option's value.
   * @param name - the option's default (not localized) name.
   * @param options - `{ required: true }` to throw when it is missing.
   */
  getString(name, options) {
    const value = this.#value(name, [ApplicationCommandOptionType.STRING], options);
    return value;
  }
  /** The integer; undefined also while an autocomplete's focused value is not yet a whole integer. */
  getInteger(name, options) {
    return this.#number(name, ApplicationCommandOptionType.INTEGER, options);
  }
  /** The number; undefined also while an autocomplete's focused value is not yet a number. */
  getNumber(name, options) {
    return this.#number(name, ApplicationCommandOptionType.NUMBER, options);
  }
  /**
   * A BOOLEAN option's value.
   * @param name - the option's default (not localized) name.
   * @param options - `{ required: true }` to throw when it is missing.
   */
  getBoolean(name, options) {
    return this.#value(name, [ApplicationCommandOptionType.BOOLEAN], options);
  }
  /** A USER option: the resolved user, and the member when the command was used in a guild. */
  getUser(name, options) {
    const id = this.#value(name, [ApplicationCommandOptionType.USER], options);
    return id === void 0 ? void 0 : this.#user(name, id);
  }
  /** A USER option's member (undefined in DMs, or when the user is not a member of the guild). */
  getMember(name) {
    const id = this.#value(name, [ApplicationCommandOptionType.USER], void 0);
    return id === void 0 ? void 0 : this.#resolved.members?.[id];
  }
  /** A CHANNEL option: the resolved channel, with `permissions` and (bot in the guild) `app_permissions`. */
  getChannel(name, options) {
    const id = this.#value(name, [ApplicationCommandOptionType.CHANNEL], options);
    return id === void 0 ? void 0 : this.#entry(name, "channels", id);
  }
  /** A ROLE option: the resolved role (permissions as a decimal bit-set string). */
  getRole(name, options) {
    const id = this.#value(name, [ApplicationCommandOptionType.ROLE], options);
    return id === void 0 ? void 0 : this.#entry(name, "roles", id);
  }
  /** A MENTIONABLE option: `{ kind: 'user', user, member }` or `{ kind: 'role', role }`. */
  getMentionable(name, options) {
    const id = this.#value(name, [ApplicationCommandOptionType.MENTIONABLE], options);
    if (id === void 0)
      return void 0;
    const role = this.#resolved.roles?.[id];
    const mentionable = role ? { kind: "role", role } : { kind: "user", ...this.#user(name, id) };
    return mentionable;
  }
  /** An ATTACHMENT option: the resolved attachment (file name, size in bytes, URL). */
  getAttachment(name, options) {
    const id = this.#value(name, [ApplicationCommandOptionType.ATTACHMENT], options);
    return id === void 0 ? void 0 : this.#entry(name, "attachments", id);
  }
  #number(name, type, options) {
    const value = this.#value(name, [type], options);
    if (typeof value === "number")
      return value;
    if (typeof value !== "string" || value.trim() === "")
      return void 0;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || type === ApplicationCommandOptionType.INTEGER && !Number.isSafeInteger(parsed))
      return void 0;
    return parsed;
  }
  #value(name, types, options) {
    checkOptionKeys(options, GETTER_KEYS, `${this.#where}: options of "${name}"`);
    const option = this.#options.find((o) => o.name === name);
    if (option === void 0) {
      if (options?.required === true)
        throw missing(["options", name], `${this.#where}: required option "${name}" is missing`);
      return void 0;
    }
    if (!types.includes(option.type)) {
      throw new ValidationError(void 0, `option "${name}"`, [
        {
          path: ["options", name],
          code: IssueCodes.BASE_TYPE_CHOICES,
          message: `${this.#where}: option "${name}" is ${OPTION_TYPE_NAMES[option.type]}, not ${types.map((t) => OPTION_TYPE_NAMES[t]).join(" or ")}`
        }
      ]);
    }
    return option.value;
  }
  #user(name, id) {
    return { user: this.#entry(name, "users", id), member: this.#resolved.members?.[id] };
  }
  #entry(name, map, id) {
    const entry = this.#resolved[map]?.[id];
    if (entry === void 0)
      throw missing(["resolved", map, id], `${this.#where}: option "${name}" names ${id}, which is not in resolved.${map}`);
    return entry;
  }
};
function missing(path, message) {
  return new ValidationError(void 0, "interaction", [{ path, code: IssueCodes.BASE_TYPE_REQUIRED, message }], message);
}
__name(missing, "missing");

// dist/interactions/parse.js
var DECIMAL = /^(0|[1-9][0-9]*)$/;
var ENTITY_MAPS = {
  [ApplicationCommandOptionType.USER]: ["users"],
  [ApplicationCommandOptionType.CHANNEL]: ["channels"],
  [ApplicationCommandOptionType.ROLE]: ["roles"],
  [ApplicationCommandOptionType.MENTIONABLE]: ["users", "roles"],
  [ApplicationCommandOptionType.ATTACHMENT]: ["attachments"]
};
var RESOLVED_MAPS = ["users", "members", "roles", "channels", "messages", "attachments"];
function show(value) {
  if (typeof value === "string")
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}\u2026` : value);
  if (value === null || typeof value !== "object")
    return String(value);
  return Array.isArray(value) ? "an array" : "an object";
}
__name(show, "show");
var Checker = class {
  static {
    __name(this, "Checker");
  }
  issues = [];
  add(path, code, message) {
    this.issues.push({ path, code, message });
  }
  snowflake(value, path, required) {
    if (value === void 0 && !required)
      return;
    if (typeof value !== "string" || !isSnowflake(value))
      this.add(path, IssueCodes.SNOWFLAKE_TYPE_INVALID, `expected a snowflake (decimal id string); got ${show(value)}`);
  }
  string(value, path, required) {
    if (value === void 0 && !required)
      return;
    if (typeof value !== "string")
      this.add(path, IssueCodes.STRING_TYPE_COERCE, `expected a string; got ${show(value)}`);
  }
  permissions(value, path) {
    if (value === void 0)
      return;
    if (typeof value !== "string" || !DECIMAL.test(value))
      this.add(path, IssueCodes.PERMISSIONS_TYPE_INVALID, `expected a permission bit set as a decimal string; got ${show(value)}`);
  }
  object(value, path, required) {
    if (isRecord(value))
      return true;
    if (value !== void 0 || required)
      this.add(path, IssueCodes.DICT_TYPE_CONVERT, `expected an object; got ${show(value)}`);
    return false;
  }
};
function parseInteraction(rawBody) {
  const text = typeof rawBody === "string" ? rawBody : Buffer.from(rawBody).toString("utf8");
  let body;
  try {
    body = JSON.parse(text);
  } catch (error) {
    const at = /position (\d+)/.exec(error instanceof Error ? error.message : "")?.[1];
    throw invalid([
      {
        path: [],
        code: IssueCodes.BASE_TYPE_UNREADABLE,
        message: `not JSON${at ? ` (at position ${at})` : ""}`
      }
    ]);
  }
  const c = new Checker();
  if (!c.object(body, [], true))
    throw invalid(c.issues);
  checkTop(c, body);
  if (c.issues.length > 0)
    throw invalid(c.issues);
  return body;
}
__name(parseInteraction, "parseInteraction");
function invalid(issues) {
  return new ValidationError(void 0, "interaction", issues);
}
__name(invalid, "invalid");
function checkTop(c, body) {
  const type = body.type;
  const handled = [
    InteractionType.PING,
    InteractionType.APPLICATION_COMMAND,
    InteractionType.APPLICATION_COMMAND_AUTOCOMPLETE
  ];
  if (!handled.includes(type)) {
    c.add(["type"], IssueCodes.BASE_TYPE_CHOICES, `expected 1 (PING), 2 (APPLICATION_COMMAND) or 4 (APPLICATION_COMMAND_AUTOCOMPLETE); got ${show(type)}`);
    return;
  }
  c.snowflake(body.id, ["id"], true);
  c.snowflake(body.application_id, ["application_id"], true);
  if (typeof body.token !== "string" || body.token === "")
    c.add(["token"], IssueCodes.STRING_TYPE_COERCE, "expected the interaction token (a non-empty string)");
  if (typeof body.version !== "number" || !Number.isInteger(body.version))
    c.add(["version"], IssueCodes.NUMBER_TYPE_COERCE, `expected an integer; got ${show(body.version)}`);
  if (type === InteractionType.PING)
    return;
  c.snowflake(body.guild_id, ["guild_id"], false);
  c.snowflake(body.channel_id, ["channel_id"], false);
  c.permissions(body.app_permissions, ["app_permissions"]);
  c.string(body.locale, ["locale"], false);
  c.string(body.guild_locale, ["guild_locale"], false);
  if (c.object(body.member, ["member"], false))
    checkMember(c, body.member, ["member"], true);
  if (c.object(body.user, ["user"], false))
    checkUser(c, body.user, ["user"]);
  if (body.member === void 0 && body.user === void 0)
    c.add([], IssueCodes.BASE_TYPE_REQUIRED, "expected `member` (in a guild) or `user` (in a DM): who invoked the command");
  if (c.object(body.data, ["data"], true))
    checkData(c, body.data, type === InteractionType.APPLICATION_COMMAND_AUTOCOMPLETE);
}
__name(checkTop, "checkTop");
function checkUser(c, user, path) {
  c.snowflake(user.id, [...path, "id"], true);
  c.string(user.username, [...path, "username"], true);
}
__name(checkUser, "checkUser");
function checkMember(c, member, path, withUser) {
  if (withUser && c.object(member.user, [...path, "user"], true))
    checkUser(c, member.user, [...path, "user"]);
  if (!Array.isArray(member.roles))
    c.add([...path, "roles"], IssueCodes.LIST_TYPE_CONVERT, `expected an array of role ids; got ${show(member.roles)}`);
  else
    for (const [i, role] of member.roles.entries())
      c.snowflake(role, [...path, "roles", i], true);
  c.permissions(member.permissions, [...path, "permissions"]);
}
__name(checkMember, "checkMember");
function checkData(c, data, autocomplete2) {
  c.snowflake(data.id, ["data", "id"], true);
  c.string(data.name, ["data", "name"], true);
  const type = data.type;
  if (typeof type !== "number" || !Object.values(ApplicationCommandType).includes(type)) {
    c.add(["data", "type"], IssueCodes.BASE_TYPE_CHOICES, `expected a command type 1..4; got ${show(type)}`);
    return;
  }
  c.snowflake(data.guild_id, ["data", "guild_id"], false);
  c.snowflake(data.version, ["data", "version"], autocomplete2);
  const resolved = c.object(data.resolved, ["data", "resolved"], false) ? data.resolved : void 0;
  if (resolved)
    checkResolved(c, resolved);
  if (!autocomplete2 && (type === ApplicationCommandType.USER || type === ApplicationCommandType.MESSAGE)) {
    c.snowflake(data.target_id, ["data", "target_id"], true);
    const map = type === ApplicationCommandType.USER ? "users" : "messages";
    const entries = resolved?.[map];
    if (typeof data.target_id === "string" && !(isRecord(entries) && isRecord(entries[data.target_id])))
      c.add(["data", "resolved", map], IssueCodes.BASE_TYPE_REQUIRED, `expected the target ${data.target_id} in resolved.${map}`);
  }
  if (data.options === void 0) {
    if (autocomplete2)
      c.add(["data", "options"], IssueCodes.BASE_TYPE_REQUIRED, "an autocomplete request carries its options");
    return;
  }
  const focused = { count: 0 };
  checkOptions(c, data.options, ["data", "options"], { autocomplete: autocomplete2, resolved, focused, depth: 0 });
  if (autocomplete2 && focused.count !== 1)
    c.add(["data", "options"], IssueCodes.BASE_TYPE_REQUIRED, `expected exactly one focused option; got ${focused.count}`);
}
__name(checkData, "checkData");
function checkResolved(c, resolved) {
  for (const map of RESOLVED_MAPS) {
    const entries = resolved[map];
    const path = ["data", "resolved", map];
    if (!c.object(entries, path, false))
      continue;
    for (const [id, entry] of Object.entries(entries)) {
      if (!isSnowflake(id))
        c.add([...path, id], IssueCodes.SNOWFLAKE_TYPE_INVALID, "keys are ids");
      if (!c.object(entry, [...path, id], true))
        continue;
      if (map === "members")
        checkMember(c, entry, [...path, id], false);
      else if (entry.id !== id)
        c.add([...path, id, "id"], IssueCodes.SNOWFLAKE_TYPE_INVALID, `expected the key ${id}; got ${show(entry.id)}`);
    }
  }
}
__name(checkResolved, "checkResolved");
function checkOptions(c, options, path, scope) {
  if (!Array.isArray(options)) {
    c.add(path, IssueCodes.LIST_TYPE_CONVERT, `expected an array of options; got ${show(options)}`);
    return;
  }
  options.forEach((option, i) => {
    const at = [...path, i];
    if (!c.object(option, at, true))
      return;
    c.string(option.name, [...at, "name"], true);
    const type = option.type;
    if (typeof type !== "number" || !Object.values(ApplicationCommandOptionType).includes(type)) {
      c.add([...at, "type"], IssueCodes.BASE_TYPE_CHOICES, `expected an option type 1..11; got ${show(type)}`);
      return;
    }
    if (type === ApplicationCommandOptionType.SUB_COMMAND || type === ApplicationCommandOptionType.SUB_COMMAND_GROUP) {
      if (scope.depth >= 2 || type === ApplicationCommandOptionType.SUB_COMMAND_GROUP && scope.depth > 0)
        c.add([...at, "type"], IssueCodes.BASE_TYPE_CHOICES, "a subcommand group or subcommand nested deeper than the service allows");
      if (option.options !== void 0)
        checkOptions(c, option.options, [...at, "options"], { ...scope, depth: scope.depth + 1 });
      return;
    }
    if (option.focused === true) {
      if (!scope.autocomplete)
        c.add([...at, "focused"], IssueCodes.BASE_TYPE_UNKNOWN_FIELD, "only autocomplete requests have a focused option");
      scope.focused.count++;
    }
    checkValue(c, option, type, [...at, "value"], scope);
  });
}
__name(checkOptions, "checkOptions");
function checkValue(c, option, type, path, scope) {
  const value = option.value;
  const partialAllowed = scope.autocomplete && typeof value === "string";
  switch (type) {
    case ApplicationCommandOptionType.STRING:
      c.string(value, path, true);
      return;
    case ApplicationCommandOptionType.INTEGER:
      if (!partialAllowed && !(typeof value === "number" && Number.isSafeInteger(value)))
        c.add(path, IssueCodes.NUMBER_TYPE_COERCE, `expected an integer; got ${show(value)}`);
      return;
    case ApplicationCommandOptionType.NUMBER:
      if (!partialAllowed && !(typeof value === "number" && Number.isFinite(value)))
        c.add(path, IssueCodes.NUMBER_TYPE_COERCE, `expected a number; got ${show(value)}`);
      return;
    case ApplicationCommandOptionType.BOOLEAN:
      if (typeof value !== "boolean")
        c.add(path, IssueCodes.BOOLEAN_TYPE_COERCE, `expected a boolean; got ${show(value)}`);
      return;
    default: {
      c.snowflake(value, path, true);
      if (scope.autocomplete || typeof value !== "string")
        return;
      const maps = ENTITY_MAPS[type] ?? [];
      const found = maps.some((map) => {
        const entries = scope.resolved?.[map];
        return isRecord(entries) && isRecord(entries[value]);
      });
      if (!found)
        c.add(path, IssueCodes.BASE_TYPE_REQUIRED, `expected ${value} in resolved.${maps.join(" or resolved.")}`);
    }
  }
}
__name(checkValue, "checkValue");

// dist/interactions/rawBody.js
var RawBodyError = class extends Error {
  static {
    __name(this, "RawBodyError");
  }
  status;
  name = "RawBodyError";
  constructor(status, message) {
    super(message);
    this.status = status;
  }
};
function bytesOf(value) {
  if (typeof value === "string")
    return Buffer.from(value);
  if (value instanceof Uint8Array)
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  return void 0;
}
__name(bytesOf, "bytesOf");
async function readRawBody(req, limits, given) {
  const kept = bytesOf(given) ?? bytesOf(req.rawBody) ?? bytesOf(req.body);
  if (kept !== void 0) {
    if (kept.length > limits.maxBytes)
      throw tooLarge(limits.maxBytes);
    return kept;
  }
  if (req.body !== void 0 || req.readableEnded) {
    throw new RawBodyError(500, "the request body was already read and parsed, so its signature cannot be checked: mount the handler before any JSON body parser, or give it the raw bytes (express.raw(), a buffer content parser in fastify)");
  }
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limits.maxBytes)
    throw tooLarge(limits.maxBytes);
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const finish = /* @__PURE__ */ __name((error) => {
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      if (error) {
        req.pause();
        reject(error);
      } else
        resolve(Buffer.concat(chunks, size));
    }, "finish");
    const onData = /* @__PURE__ */ __name((chunk) => {
      size += chunk.length;
      if (size > limits.maxBytes)
        finish(tooLarge(limits.maxBytes));
      else
        chunks.push(chunk);
    }, "onData");
    const onEnd = /* @__PURE__ */ __name(() => finish(), "onEnd");
    const onError = /* @__PURE__ */ __name((error) => finish(new RawBodyError(400, `the request body could not be read: ${error.message}`)), "onError");
    const timer = setTimeout(() => finish(new RawBodyError(408, `the request body did not arrive within ${limits.timeoutMs} ms`)), limits.timeoutMs);
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}
__name(readRawBody, "readRawBody");
function tooLarge(max) {
  return new RawBodyError(413, `the request body is larger than ${max} bytes`);
}
__name(tooLarge, "tooLarge");

// dist/interactions/replayGuard.js
var DEFAULT_MAX_REMEMBERED_IDS = 1e4;
var ReplayGuard = class {
  static {
    __name(this, "ReplayGuard");
  }
  #windowMs;
  #maxIds;
  #now;
  /** Insertion order is arrival order: the oldest are first. */
  #seen = /* @__PURE__ */ new Map();
  /**
   * @param windowMs - how long an id is remembered (Infinity: until pushed out by newer ones).
   * @param maxIds - the most ids remembered at once.
   * @param now - Unix ms.
   */
  constructor(windowMs, maxIds, now) {
    this.#windowMs = windowMs;
    this.#maxIds = maxIds;
    this.#now = now;
  }
  /** How many ids are remembered now. */
  get size() {
    return this.#seen.size;
  }
  /**
   * The answer the first request with this id got (or will get), for a replay; undefined for a first
   * request, whose answer is then remembered as `answer`.
   */
  claim(id, answer) {
    const now = this.#now();
    this.#forgetOld(now);
    const seen = this.#seen.get(id);
    if (seen !== void 0)
      return seen.answer;
    this.#seen.set(id, { at: now, answer: answer() });
    while (this.#seen.size > this.#maxIds)
      this.#seen.delete(this.#seen.keys().next().value);
    return void 0;
  }
  #forgetOld(now) {
    for (const [id, seen] of this.#seen) {
      if (now - seen.at <= this.#windowMs)
        return;
      this.#seen.delete(id);
    }
  }
};

// dist/interactions/replies.js
import { inspect } from "node:util";

// dist/api/interactions.js
var CALLBACK = "/interactions/{interaction.id}/{interaction.token}/callback";
var WEBHOOK = "/webhooks/{webhook.id}/{webhook.token}";
var ORIGINAL = `${WEBHOOK}/messages/@original`;
var MESSAGE = `${WEBHOOK}/messages/{message.id}`;
var TOKEN = /^[\x21-\x7e]{1,1000}$/;
var CALLBACK_KEYS = optionKeys({ signal: true, withResponse: true });
function checkToken(token, name) {
  if (typeof token !== "string" || !TOKEN.test(token))
    throw ValidationError.argument(name, `${name}: expected the interaction token (1-1000 visible ASCII characters)`);
  return token;
}
__name(checkToken, "checkToken");
async function call(transport, init, options, keys) {
  try {
    const response = await transport.request({
      method: init.method,
      route: init.route,
      params: init.params,
      json: init.json,
      query: init.query,
      auth: "none",
      secrets: [init.token],
      ...callFields(options, keys)
    });
    return response.body;
  } catch (error) {
    if (error instanceof SdkError)
      scrubCause(error, init.token);
    throw error;
  }
}
__name(call, "call");
function scrubCause(error, token) {
  const cause = error.cause;
  if (!(cause instanceof Error) || !`${cause.message}${cause.stack ?? ""}`.includes(token))
    return;
  const clean = new Error(cause.message.split(token).join(REDACTED));
  clean.name = cause.name;
  Object.defineProperty(error, "cause", { value: clean, configurable: true, writable: true });
}
__name(scrubCause, "scrubCause");
function webhook(transport, init, options) {
  const request = { method: init.method, route: init.route };
  const token = checkToken(init.token, "token");
  if (init.body !== void 0)
    ensureValid(request, "body", validateInteractionMessage(init.body.data, { ...SDK_BODY_CHECKS, mode: init.body.mode }));
  const ids = routeParams(request, { applicationId: init.applicationId, messageId: init.messageId });
  const params = {
    "webhook.id": ids["application.id"] ?? "",
    "webhook.token": token
  };
  if (ids["message.id"] !== void 0)
    params["message.id"] = ids["message.id"];
  return call(transport, { method: init.method, route: init.route, params, token, json: init.body?.data, query: init.query }, options);
}
__name(webhook, "webhook");
async function createInteractionResponse(transport, interactionId, token, body, options = {}) {
  const request = { method: "POST", route: CALLBACK };
  const checked2 = checkToken(token, "token");
  ensureValid(request, "body", validateInteractionResponse(body, SDK_BODY_CHECKS));
  const { "interaction.id": id = "" } = routeParams(request, { interactionId });
  return call(transport, {
    method: "POST",
    route: CALLBACK,
    params: { "interaction.id": id, "interaction.token": checked2 },
    token: checked2,
    json: body,
    query: options.withResponse === void 0 ? void 0 : { with_response: options.withResponse }
  }, options, CALLBACK_KEYS);
}
__name(createInteractionResponse, "createInteractionResponse");
function createFollowupMessage(transport, applicationId, token, body, options = {}) {
  const init = { applicationId, token, body: { data: body, mode: "create" }, query: { wait: true } };
  return webhook(transport, { method: "POST", route: WEBHOOK, ...init }, options);
}
__name(createFollowupMessage, "createFollowupMessage");
function getOriginalInteractionResponse(transport, applicationId, token, options = {}) {
  return webhook(transport, { method: "GET", route: ORIGINAL, applicationId, token }, options);
}
__name(getOriginalInteractionResponse, "getOriginalInteractionResponse");
function editOriginalInteractionResponse(transport, applicationId, token, body, options = {}) {
  const edit = { data: body, mode: "edit" };
  return webhook(transport, { method: "PATCH", route: ORIGINAL, applicationId, token, body: edit }, options);
}
__name(editOriginalInteractionResponse, "editOriginalInteractionResponse");
async function deleteOriginalInteractionResponse(transport, applicationId, token, options = {}) {
  await webhook(transport, { method: "DELETE", route: ORIGINAL, applicationId, token }, options);
}
__name(deleteOriginalInteractionResponse, "deleteOriginalInteractionResponse");
function editFollowupMessage(transport, applicationId, token, messageId, body, options = {}) {
  const edit = { data: body, mode: "edit" };
  return webhook(transport, { method: "PATCH", route: MESSAGE, applicationId, token, messageId, body: edit }, options);
}
__name(editFollowupMessage, "editFollowupMessage");
async function deleteFollowupMessage(transport, applicationId, token, messageId, options = {}) {
  await webhook(transport, { method: "DELETE", route: MESSAGE, applicationId, token, messageId }, options);
}
__name(deleteFollowupMessage, "deleteFollowupMessage");

// dist/interactions/replies.js
var InteractionReplies = class {
  static {
    __name(this, "InteractionReplies");
  }
  interactionId;
  applicationId;
  #transport;
  #token;
  constructor(transport, interaction) {
    this.#transport = transport;
    this.interactionId = interaction.id;
    this.applicationId = interaction.application_id;
    this.#token = interaction.token;
  }
  /** Posts a follow-up message (up to 15 minutes after the interaction). */
  followUp(data) {
    const body = typeof data === "string" ? { content: data } : data;
    return createFollowupMessage(this.#transport, this.applicationId, this.#token, body);
  }
  /** Edits the original answer (after a deferred answer: sets its message). */
  editOriginal(data) {
    const body = typeof data === "string" ? { content: data } : data;
    return editOriginalInteractionResponse(this.#transport, this.applicationId, this.#token, body);
  }
  /** The message of the original answer, as the service now has it. */
  getOriginal() {
    return getOriginalInteractionResponse(this.#transport, this.applicationId, this.#token);
  }
  /** Deletes the message of the original answer. */
  deleteOriginal() {
    return deleteOriginalInteractionResponse(this.#transport, this.applicationId, this.#token);
  }
  /**
   * Edits a follow-up message.
   * @param messageId - the follow-up's id, as {@link InteractionReplies.followUp} returned it.
   * @param data - the fields to change (content, embeds, components, ...).
   * @returns the edited message.
   */
  editFollowUp(messageId, data) {
    return editFollowupMessage(this.#transport, this.applicationId, this.#token, messageId, data);
  }
  /** Deletes the follow-up message with this id. */
  deleteFollowUp(messageId) {
    return deleteFollowupMessage(this.#transport, this.applicationId, this.#token, messageId);
  }
  /** `InteractionReplies(interaction <id>)`: never the token. */
  toString() {
    return `InteractionReplies(interaction ${this.interactionId})`;
  }
  /** What `console.log` and `util.inspect` print: the same as {@link InteractionReplies.toString}. */
  [inspect.custom]() {
    return this.toString();
  }
};

// dist/interactions/responses.js
function checked(response, focusedOptionType) {
  const issues = validateInteractionResponse(response, { unknownFields: "refuse", focusedOptionType });
  if (issues.length > 0)
    throw new ValidationError(void 0, "interaction response", issues);
  return response;
}
__name(checked, "checked");
var ANSWER_KEYS = optionKeys({ ephemeral: true });
function withFlags(data, options) {
  checkOptionKeys(options, ANSWER_KEYS, "messageResponse: options");
  if (options.ephemeral !== true)
    return data;
  return { ...data, flags: (data.flags ?? 0) | MessageFlags.EPHEMERAL };
}
__name(withFlags, "withFlags");
function messageData(data) {
  return typeof data === "string" ? { content: data } : data;
}
__name(messageData, "messageData");
function messageResponse(data, options = {}) {
  return checked({ type: InteractionCallbackType.CHANNEL_MESSAGE_WITH_SOURCE, data: withFlags(messageData(data), options) });
}
__name(messageResponse, "messageResponse");
function deferredMessageResponse(options = {}) {
  checkOptionKeys(options, ANSWER_KEYS, "deferredMessageResponse: options");
  const data = options.ephemeral === true ? { flags: MessageFlags.EPHEMERAL } : void 0;
  return checked(data === void 0 ? { type: InteractionCallbackType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE } : { type: InteractionCallbackType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE, data });
}
__name(deferredMessageResponse, "deferredMessageResponse");
function deferredUpdateResponse() {
  return checked({ type: InteractionCallbackType.DEFERRED_UPDATE_MESSAGE });
}
__name(deferredUpdateResponse, "deferredUpdateResponse");
function updateMessageResponse(data) {
  return checked({ type: InteractionCallbackType.UPDATE_MESSAGE, data: messageData(data) });
}
__name(updateMessageResponse, "updateMessageResponse");
function autocompleteResponse(choices, options = {}) {
  return checked({ type: InteractionCallbackType.APPLICATION_COMMAND_AUTOCOMPLETE_RESULT, data: { choices: [...choices] } }, options.optionType);
}
__name(autocompleteResponse, "autocompleteResponse");
function modalResponse(data) {
  return checked({ type: InteractionCallbackType.MODAL, data });
}
__name(modalResponse, "modalResponse");
function launchActivityResponse() {
  return checked({ type: InteractionCallbackType.LAUNCH_ACTIVITY });
}
__name(launchActivityResponse, "launchActivityResponse");
function pongResponse() {
  return { type: InteractionCallbackType.PONG };
}
__name(pongResponse, "pongResponse");

// dist/interactions/verify.js
import { createPublicKey, verify } from "node:crypto";
var ED25519_SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");
var PUBLIC_KEY = /^[0-9a-fA-F]{64}$/;
var SIGNATURE = /^[0-9a-fA-F]{128}$/;
var TIMESTAMP = /^[0-9]{1,12}$/;
var DEFAULT_MAX_SKEW_SECONDS = 300;
var parsedKeys = /* @__PURE__ */ new Map();
var PARSED_KEYS_MAX = 16;
function keyOf(publicKey) {
  if (typeof publicKey !== "string")
    return publicKey;
  let key = parsedKeys.get(publicKey);
  if (key === void 0) {
    key = interactionPublicKey(publicKey);
    if (parsedKeys.size >= PARSED_KEYS_MAX)
      parsedKeys.delete(parsedKeys.keys().next().value);
    parsedKeys.set(publicKey, key);
  }
  return key;
}
__name(keyOf, "keyOf");
function interactionPublicKey(hex) {
  if (typeof hex !== "string" || !PUBLIC_KEY.test(hex))
    throw ValidationError.argument("publicKey", "publicKey: expected the application's Ed25519 public key as 64 hex characters");
  return createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(hex, "hex")]),
    format: "der",
    type: "spki"
  });
}
__name(interactionPublicKey, "interactionPublicKey");
var VERIFY_KEYS = optionKeys({ maxSkewSeconds: true, now: true });
function interactionSignatureProblem(publicKey, signature, timestamp, rawBody, options = {}) {
  checkOptionKeys(options, VERIFY_KEYS, "verifyInteraction: options");
  const key = keyOf(publicKey);
  if (typeof signature !== "string" || !SIGNATURE.test(signature))
    return "X-Signature-Ed25519 is not a signature (128 hex characters)";
  if (typeof timestamp !== "string" || !TIMESTAMP.test(timestamp))
    return "X-Signature-Timestamp is not a Unix time in seconds";
  const maxSkew = options.maxSkewSeconds ?? DEFAULT_MAX_SKEW_SECONDS;
  if (!(maxSkew >= 0))
    throw ValidationError.argument("maxSkewSeconds", "maxSkewSeconds: expected a number >= 0 (or Infinity)");
  const skew = Math.abs((options.now ?? Date.now)() / 1e3 - Number(timestamp));
  if (skew > maxSkew)
    return `X-Signature-Timestamp is ${Math.round(skew)} s away from now (at most ${maxSkew} s allowed)`;
  return verify(null, signedMessage(timestamp, rawBody), key, Buffer.from(signature, "hex")) ? void 0 : "the signature does not match the body";
}
__name(interactionSignatureProblem, "interactionSignatureProblem");
function signedMessage(timestamp, rawBody) {
  const bodyBytes = typeof rawBody === "string" ? Buffer.byteLength(rawBody) : rawBody.byteLength;
  const message = Buffer.allocUnsafe(timestamp.length + bodyBytes);
  message.write(timestamp, 0, "latin1");
  if (typeof rawBody === "string")
    message.write(rawBody, timestamp.length, "utf8");
  else
    message.set(rawBody, timestamp.length);
  return message;
}
__name(signedMessage, "signedMessage");
function verifyInteraction(publicKey, signature, timestamp, rawBody, options = {}) {
  return interactionSignatureProblem(publicKey, signature, timestamp, rawBody, options) === void 0;
}
__name(verifyInteraction, "verifyInteraction");

// dist/interactions/handler.js
var DEFAULT_DEFER_AFTER_MS = 2e3;
var DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
var DEFAULT_BODY_TIMEOUT_MS = 1e4;
function createInteractionHandler(options) {
  const settings = checkOptions2(options);
  const pending = /* @__PURE__ */ new Set();
  const handler = /* @__PURE__ */ __name((req, res, rawBodyOrNext) => {
    const work = handle(settings, req, res, typeof rawBodyOrNext === "function" ? void 0 : rawBodyOrNext).catch((error) => settings.onError(asError(error), void 0));
    pending.add(work);
    void work.finally(() => pending.delete(work));
  }, "handler");
  return Object.assign(handler, {
    drain: /* @__PURE__ */ __name(async () => {
      while (pending.size > 0)
        await Promise.allSettled([...pending]);
    }, "drain")
  });
}
__name(createInteractionHandler, "createInteractionHandler");
var HANDLER_KEYS = optionKeys({
  publicKey: true,
  commands: true,
  autocomplete: true,
  onError: true,
  transport: true,
  deferAfterMs: true,
  maxBodyBytes: true,
  bodyTimeoutMs: true,
  maxSkewSeconds: true,
  now: true,
  maxRememberedIds: true
});
function checkOptions2(options) {
  if (typeof options !== "object" || options === null)
    throw ValidationError.argument("options", "options: expected an object");
  checkOptionKeys(options, HANDLER_KEYS, "createInteractionHandler: options");
  const deferAfterMs = options.deferAfterMs ?? DEFAULT_DEFER_AFTER_MS;
  if (!Number.isInteger(deferAfterMs) || deferAfterMs < 1 || deferAfterMs >= Limits.INTERACTION_RESPONSE_DEADLINE_MS)
    throw ValidationError.argument("deferAfterMs", `deferAfterMs: expected an integer from 1 to ${Limits.INTERACTION_RESPONSE_DEADLINE_MS - 1} (the first answer is due within 3 s)`);
  const maxBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const timeoutMs = options.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS;
  const maxIds = options.maxRememberedIds ?? DEFAULT_MAX_REMEMBERED_IDS;
  for (const [name, value] of [
    ["maxBodyBytes", maxBytes],
    ["bodyTimeoutMs", timeoutMs],
    ["maxRememberedIds", maxIds]
  ])
    if (!Number.isInteger(value) || value < 1)
      throw ValidationError.argument(name, `${name}: expected a positive integer`);
  return {
    key: interactionPublicKey(options.publicKey),
    commands: handlersOf(options.commands, "commands"),
    autocomplete: handlersOf(options.autocomplete, "autocomplete"),
    onError: options.onError ?? warn,
    transport: options.transport ?? new Transport(),
    deferAfterMs,
    limits: { maxBytes, timeoutMs },
    verify: { maxSkewSeconds: options.maxSkewSeconds, now: options.now },
    // Twice the skew: a timestamp may lie up to the skew ahead, and stays acceptable the skew after.
    replays: new ReplayGuard(2 * 1e3 * (options.maxSkewSeconds ?? DEFAULT_MAX_SKEW_SECONDS), maxIds, options.now ?? Date.now)
  };
}
__name(checkOptions2, "checkOptions");
function handlersOf(table, what) {
  if (table === void 0)
    return {};
  if (typeof table !== "object" || table === null)
    throw ValidationError.argument(what, `${what}: expected an object of path -> function`);
  for (const [path, fn] of Object.entries(table))
    if (typeof fn !== "function")
      throw ValidationError.argument(what, `${what}["${path}"]: expected a function`);
  return table;
}
__name(handlersOf, "handlersOf");
function warn(error) {
  process.emitWarning(`${error.name}: ${error.message}`, "InteractionHandlerWarning");
}
__name(warn, "warn");
function asError(error) {
  return error instanceof Error ? error : new Error(String(error));
}
__name(asError, "asError");
async function handle(settings, req, res, given) {
  if (req.method !== "POST") {
    res.writeHead(405, { allow: "POST" }).end();
    return;
  }
  let body;
  try {
    body = await readRawBody(req, settings.limits, given);
  } catch (error) {
    const failure = asError(error);
    const status = failure instanceof RawBodyError ? failure.status : 400;
    if (status === 408 || status === 413 || status === 400)
      closeAfterAnswer(req, res);
    sendText(res, status, failure.message);
    settings.onError(failure, void 0);
    return;
  }
  const problem = interactionSignatureProblem(settings.key, req.headers["x-signature-ed25519"], req.headers["x-signature-timestamp"], body, settings.verify);
  if (problem !== void 0) {
    sendText(res, 401, "invalid request signature");
    settings.onError(new Error(`interaction refused (401): ${problem}`), void 0);
    return;
  }
  let interaction;
  try {
    interaction = parseInteraction(body);
  } catch (error) {
    sendText(res, 400, "malformed interaction");
    settings.onError(asError(error), void 0);
    return;
  }
  const replayed = settings.replays.claim(interaction.id, () => answerOf(res));
  if (replayed !== void 0) {
    settings.onError(new Error(`interaction ${interaction.id} was received again: answered as the first time, not run again`), interaction);
    send(res, await replayed);
    return;
  }
  if (interaction.type === InteractionType.PING)
    sendJson(res, 200, pongResponse());
  else if (interaction.type === InteractionType.APPLICATION_COMMAND_AUTOCOMPLETE)
    await autocomplete(settings, interaction, res);
  else
    await command(settings, interaction, res);
}
__name(handle, "handle");
function routeKey(interaction, path) {
  if (interaction.data.type !== ApplicationCommandType.CHAT_INPUT)
    return interaction.data.name;
  return [interaction.data.name, ...path].join(" ");
}
__name(routeKey, "routeKey");
function routeOf(settings, table, interaction, res) {
  const options = readOptions(interaction);
  const key = routeKey(interaction, options.path);
  const run = table[key];
  if (run !== void 0)
    return { run, key, options };
  const kind = table === settings.commands ? "command" : "autocomplete";
  sendText(res, 404, `no ${kind} handler`);
  settings.onError(new Error(`no ${kind} handler for "${key}"`), interaction);
  return void 0;
}
__name(routeOf, "routeOf");
async function autocomplete(settings, interaction, res) {
  const route = routeOf(settings, settings.autocomplete, interaction, res);
  if (route === void 0)
    return;
  const { run, options } = route;
  try {
    const focused = focusedOption(interaction);
    const choices = await run(interaction, { options, path: options.path, focused });
    sendJson(res, 200, autocompleteResponse(choices, { optionType: focused.type }));
  } catch (error) {
    sendText(res, 500, "the autocomplete handler failed");
    settings.onError(asError(error), interaction);
  }
}
__name(autocomplete, "autocomplete");
async function command(settings, interaction, res) {
  const route = routeOf(settings, settings.commands, interaction, res);
  if (route === void 0)
    return;
  const { run, key, options } = route;
  const replies = new InteractionReplies(settings.transport, interaction);
  const work = Promise.resolve().then(() => run(interaction, { options, path: options.path, replies }));
  let timer;
  const deferred = new Promise((resolve) => {
    timer = setTimeout(() => resolve("deferred"), settings.deferAfterMs);
  });
  let outcome;
  try {
    outcome = await Promise.race([work, deferred]);
  } catch (error) {
    clearTimeout(timer);
    sendText(res, 500, "the command handler failed");
    settings.onError(asError(error), interaction);
    return;
  }
  clearTimeout(timer);
  if (outcome !== "deferred") {
    const issues = validateInteractionResponse(outcome, {
      interactionType: interaction.type,
      unknownFields: "refuse"
    });
    if (issues.length > 0) {
      sendText(res, 500, "the command handler answered something invalid");
      settings.onError(new ValidationError(void 0, `the answer to "${key}"`, issues), interaction);
      return;
    }
    sendJson(res, 200, outcome);
    return;
  }
  sendJson(res, 200, deferredMessageResponse());
  let final;
  try {
    final = await work;
  } catch (error) {
    settings.onError(asError(error), interaction);
    return;
  }
  try {
    await finishDeferred(key, final, replies);
  } catch (error) {
    settings.onError(asError(error), interaction);
  }
}
__name(command, "command");
async function finishDeferred(key, final, replies) {
  if (final.type === InteractionCallbackType.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE)
    return;
  if (final.type !== InteractionCallbackType.CHANNEL_MESSAGE_WITH_SOURCE) {
    throw new Error(`"${key}" answered type ${final.type} after its deferred answer; only a message (4) can follow one`);
  }
  await replies.editOriginal(final.data);
}
__name(finishDeferred, "finishDeferred");
var recorders = /* @__PURE__ */ new WeakMap();
function answerOf(res) {
  return new Promise((resolve) => {
    recorders.set(res, resolve);
    res.once("close", () => resolve({ status: 503, contentType: "text/plain; charset=utf-8", body: "no answer was sent" }));
  });
}
__name(answerOf, "answerOf");
function sendJson(res, status, body) {
  send(res, { status, contentType: "application/json", body: JSON.stringify(body) });
}
__name(sendJson, "sendJson");
function sendText(res, status, text) {
  send(res, { status, contentType: "text/plain; charset=utf-8", body: text });
}
__name(sendText, "sendText");
function send(res, answer) {
  if (res.headersSent || res.destroyed)
    return;
  recorders.get(res)?.(answer);
  res.writeHead(answer.status, {
    "content-type": answer.contentType,
    "content-length": Buffer.byteLength(answer.body)
  }).end(answer.body);
}
__name(send, "send");
var LINGER_MS = 1e3;
function closeAfterAnswer(req, res) {
  res.setHeader("connection", "close");
  res.once("finish", () => {
    const socket = req.socket;
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}
__name(closeAfterAnswer, "closeAfterAnswer");

// dist/interactions/readRepair.js
function isStale(interaction, registeredVersion) {
  if (!isSnowflake(registeredVersion))
    throw ValidationError.argument("registeredVersion", "registeredVersion: expected a command version snowflake");
  const version = interaction.data.version;
  if (version === void 0)
    return false;
  return compareSnowflakes(version, registeredVersion) !== 0;
}
__name(isStale, "isStale");

// dist/interactions/targets.js
function target(interaction, type, what) {
  const { data } = interaction;
  if (data.type !== type || data.target_id === void 0) {
    const message = `/${data.name} is not a ${what} command: it has no target ${what === "USER" ? "user" : "message"}`;
    throw new ValidationError(void 0, "interaction", [{ path: ["data", "target_id"], code: IssueCodes.BASE_TYPE_REQUIRED, message }], message);
  }
  return data.target_id;
}
__name(target, "target");
function targetUser(interaction) {
  const id = target(interaction, ApplicationCommandType.USER, "USER");
  const user = interaction.data.resolved?.users?.[id];
  if (user === void 0)
    throw unresolved(id, "users");
  return user;
}
__name(targetUser, "targetUser");
function targetMember(interaction) {
  const id = target(interaction, ApplicationCommandType.USER, "USER");
  return interaction.data.resolved?.members?.[id];
}
__name(targetMember, "targetMember");
function targetMessage(interaction) {
  const id = target(interaction, ApplicationCommandType.MESSAGE, "MESSAGE");
  const message = interaction.data.resolved?.messages?.[id];
  if (message === void 0)
    throw unresolved(id, "messages");
  return message;
}
__name(targetMessage, "targetMessage");
function unresolved(id, map) {
  const message = `the target ${id} is not in resolved.${map}`;
  return new ValidationError(void 0, "interaction", [{ path: ["data", "resolved", map], code: IssueCodes.BASE_TYPE_REQUIRED, message }], message);
}
__name(unresolved, "unresolved");

export {
  createInteractionResponse,
  createFollowupMessage,
  getOriginalInteractionResponse,
  editOriginalInteractionResponse,
  deleteOriginalInteractionResponse,
  editFollowupMessage,
  deleteFollowupMessage,
  commandPath,
  focusedOption,
  readOptions,
  InteractionOptions,
  parseInteraction,
  RawBodyError,
  InteractionReplies,
  messageResponse,
  deferredMessageResponse,
  deferredUpdateResponse,
  updateMessageResponse,
  autocompleteResponse,
  modalResponse,
  launchActivityResponse,
  pongResponse,
  DEFAULT_MAX_SKEW_SECONDS,
  interactionPublicKey,
  interactionSignatureProblem,
  verifyInteraction,
  createInteractionHandler,
  isStale,
  targetUser,
  targetMember,
  targetMessage
};
