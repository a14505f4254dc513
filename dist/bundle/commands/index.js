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
} from "../chunk-GAG6HOV7.js";
import {
  planCommandSync,
  validateCommand,
  validateCommandSet
} from "../chunk-O67AVAP4.js";
import {
  ApplicationCommandType,
  IssueCodes,
  Limits,
  SdkError,
  Transport,
  ValidationError,
  checkOptionKeys,
  commandCountLimit,
  formatIssue,
  optionKeys,
  parseSnowflake
} from "../chunk-EYNRBFIB.js";
import {
  __name
} from "../chunk-25XPD655.js";

// dist/commands/commandInput.js
var MAX_QUOTED = 300;
function toPlainCommand(input, path = []) {
  try {
    const text = JSON.stringify(input);
    return { command: text === void 0 ? void 0 : JSON.parse(text) };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0]?.slice(0, MAX_QUOTED) : void 0;
    return {
      command: void 0,
      issue: {
        path,
        code: IssueCodes.BASE_TYPE_UNREADABLE,
        message: `The command could not be turned into JSON${reason ? `: ${reason}` : ""}; pass plain JSON or an object whose toJSON() returns it.`
      }
    };
  }
}
__name(toPlainCommand, "toPlainCommand");
function toPlainCommands(input) {
  if (!Array.isArray(input)) {
    const got = input === null ? "null" : typeof input === "object" ? "an object" : `a ${typeof input}`;
    return {
      commands: [],
      issues: [
        {
          path: [],
          code: IssueCodes.LIST_TYPE_CONVERT,
          message: `Must be an array of commands; got ${got}.`
        }
      ]
    };
  }
  const commands = [];
  const issues = [];
  for (let i = 0; i < input.length; i++) {
    const { command, issue } = toPlainCommand(input[i], [i]);
    commands.push(command);
    if (issue)
      issues.push(issue);
  }
  return { commands, issues };
}
__name(toPlainCommands, "toPlainCommands");

// dist/commands/scopedRoutes.js
function scopedRoutes(transport, applicationId, guildId) {
  const app = applicationId;
  if (guildId === void 0) {
    return {
      list: /* @__PURE__ */ __name((options) => listGlobalCommands(transport, app, options), "list"),
      get: /* @__PURE__ */ __name((id, options) => getGlobalCommand(transport, app, id, options), "get"),
      create: /* @__PURE__ */ __name((body, options) => createGlobalCommand(transport, app, body, options), "create"),
      edit: /* @__PURE__ */ __name((id, body, options) => editGlobalCommand(transport, app, id, body, options), "edit"),
      delete: /* @__PURE__ */ __name((id, options) => deleteGlobalCommand(transport, app, id, options), "delete"),
      bulkOverwrite: /* @__PURE__ */ __name((commands, options) => bulkOverwriteGlobalCommands(transport, app, commands, options), "bulkOverwrite")
    };
  }
  const guild = guildId;
  return {
    list: /* @__PURE__ */ __name((options) => listGuildCommands(transport, app, guild, options), "list"),
    get: /* @__PURE__ */ __name((id, options) => getGuildCommand(transport, app, guild, id, options), "get"),
    create: /* @__PURE__ */ __name((body, options) => createGuildCommand(transport, app, guild, body, options), "create"),
    edit: /* @__PURE__ */ __name((id, body, options) => editGuildCommand(transport, app, guild, id, body, options), "edit"),
    delete: /* @__PURE__ */ __name((id, options) => deleteGuildCommand(transport, app, guild, id, options), "delete"),
    bulkOverwrite: /* @__PURE__ */ __name((commands, options) => bulkOverwriteGuildCommands(transport, app, guild, commands, options), "bulkOverwrite")
  };
}
__name(scopedRoutes, "scopedRoutes");

// dist/commands/syncItem.js
var SERVER_FIELDS = /* @__PURE__ */ new Set([
  "application_id",
  "guild_id",
  "version",
  "name_localized",
  "description_localized"
]);
function definitionItem(command) {
  return withoutServerFields(command);
}
__name(definitionItem, "definitionItem");
function isDefault(field, value, type) {
  switch (field) {
    case "type":
      return value === ApplicationCommandType.CHAT_INPUT;
    case "name_localizations":
    case "description_localizations":
      return value === null || typeof value === "object" && Object.keys(value).length === 0;
    case "description":
      return value === "" && type !== ApplicationCommandType.CHAT_INPUT;
    case "options":
      return Array.isArray(value) && value.length === 0;
    case "default_member_permissions":
    case "contexts":
      return value === null;
    case "dm_permission":
    case "default_permission":
      return value === true;
    case "nsfw":
      return value === false;
    case "integration_types":
      return Array.isArray(value) && value.length === 1 && value[0] === 0;
    default:
      return false;
  }
}
__name(isDefault, "isDefault");
function exportItem(command) {
  const type = command.type ?? ApplicationCommandType.CHAT_INPUT;
  const out = {};
  for (const [field, value] of Object.entries(withoutServerFields(command))) {
    if (value !== void 0 && !isDefault(field, value, type))
      out[field] = value;
  }
  return out;
}
__name(exportItem, "exportItem");
function withoutServerFields(value) {
  if (Array.isArray(value))
    return value.map(withoutServerFields);
  if (typeof value !== "object" || value === null)
    return value;
  const out = {};
  for (const [key2, field] of Object.entries(value)) {
    if (!SERVER_FIELDS.has(key2))
      out[key2] = withoutServerFields(field);
  }
  return out;
}
__name(withoutServerFields, "withoutServerFields");

// dist/commands/applyPlan.js
function nothingApplied() {
  return { created: [], updated: [], deleted: [], writes: 0, spent: 0 };
}
__name(nothingApplied, "nothingApplied");
function named(command) {
  return { id: command.id, type: command.type ?? 1, name: command.name };
}
__name(named, "named");
function updateOf(update) {
  const renamed = update.changes.includes("name");
  return {
    id: update.id,
    type: update.current.type,
    name: update.desired.name,
    previousName: renamed ? update.current.name : void 0,
    changes: update.changes
  };
}
__name(updateOf, "updateOf");
function report(options, progress) {
  try {
    options.onProgress?.(progress);
  } catch {
  }
}
__name(report, "report");
async function applyIndividually(routes, plan, applied, options) {
  const total = plan.delete.length + plan.update.length + plan.create.length;
  const call = { signal: options.signal };
  for (const command of plan.delete) {
    await routes.delete(command.id, call);
    applied.writes++;
    applied.deleted.push(named(command));
    report(options, { done: applied.writes, total, operation: "delete", command: named(command) });
  }
  for (const update of plan.update) {
    await routes.edit(update.id, update.patch, { ...call, existingType: update.current.type });
    applied.writes++;
    applied.updated.push(updateOf(update));
    report(options, { done: applied.writes, total, operation: "update", command: named(update.desired) });
  }
  for (const body of plan.create) {
    const { command, created } = await routes.create(body, call);
    applied.writes++;
    if (created)
      applied.spent++;
    applied.created.push(named(command));
    report(options, { done: applied.writes, total, operation: "create", command: named(command) });
  }
}
__name(applyIndividually, "applyIndividually");
function bulkBody(plan, order) {
  const items = [
    ...plan.unchanged.map(definitionItem),
    // Registered fields the desired command leaves to the service stay as they are, as with a PATCH.
    ...plan.update.map((update) => ({ ...definitionItem(update.current), ...update.patch })),
    ...plan.create
  ];
  return items.sort((a, b) => order(a) - order(b));
}
__name(bulkBody, "bulkBody");
async function applyAsBulk(routes, plan, registered, body, applied, options) {
  const result = await routes.bulkOverwrite(body, { signal: options.signal });
  applied.writes++;
  const before = new Set(registered.map((command) => command.id));
  for (const command of result) {
    if (!before.has(command.id)) {
      applied.created.push(named(command));
      applied.spent++;
    }
  }
  applied.updated.push(...plan.update.map(updateOf));
  applied.deleted.push(...plan.delete.map(named));
  report(options, { done: 1, total: 1, operation: "bulk", command: void 0 });
}
__name(applyAsBulk, "applyAsBulk");

// dist/commands/desiredSet.js
function checkCommandSet(input, scope) {
  const plain2 = toPlainCommands(input);
  if (!Array.isArray(input))
    return plain2;
  const unreadable = new Set(plain2.issues.map((issue) => issue.path[0]));
  const ruled = validateCommandSet(plain2.commands, scope, { mode: "bulk" }).filter((issue) => !unreadable.has(issue.path[0]));
  const issues = [...plain2.issues, ...ruled].sort(byIndex);
  return { commands: plain2.commands, issues };
}
__name(checkCommandSet, "checkCommandSet");
function byIndex(a, b) {
  const ia = typeof a.path[0] === "number" ? a.path[0] : Number.POSITIVE_INFINITY;
  const ib = typeof b.path[0] === "number" ? b.path[0] : Number.POSITIVE_INFINITY;
  return ia === ib ? 0 : ia < ib ? -1 : 1;
}
__name(byIndex, "byIndex");

// dist/commands/errors.js
var CommandSyncErrorCode = {
  /**
   * The plan needs deletes that `allowDeletes` does not permit: a kept command holds a name the plan
   * writes, keeping it would exceed a per-type limit, or a cycle of renames must re-create a command.
   * Nothing was sent.
   */
  NEEDS_DELETES: "ERR_SYNC_NEEDS_DELETES",
  /**
   * A guild command would need a field that guild create and edit requests do not take (only a bulk
   * overwrite sets it, and sync uses one only with `allowDeletes`). Nothing was sent.
   */
  NEEDS_BULK_OVERWRITE: "ERR_SYNC_NEEDS_BULK_OVERWRITE",
  /** A call failed after others had succeeded: `result` says what was done, `cause` what failed. */
  INCOMPLETE: "ERR_SYNC_INCOMPLETE"
};
var CommandSyncError = class extends SdkError {
  static {
    __name(this, "CommandSyncError");
  }
  name = "CommandSyncError";
  /**
   * Its codes (`error.code === CommandSyncError.codes.INCOMPLETE`): one class carries all three, since
   * what a caller does about each differs by `code` only, so there is no single static `code`.
   */
  static codes = CommandSyncErrorCode;
  code;
  /** For `INCOMPLETE`: the calls that succeeded before the failure (`cause`). */
  result;
  constructor(code, message, options = {}) {
    super(void 0, message, options.cause === void 0 ? void 0 : { cause: options.cause });
    this.code = code;
    this.result = options.result;
  }
};

// dist/commands/keptCommands.js
var TYPE_NAMES = {
  1: "CHAT_INPUT",
  2: "USER",
  3: "MESSAGE",
  4: "PRIMARY_ENTRY_POINT"
};
function typeOf(command) {
  return command.type ?? ApplicationCommandType.CHAT_INPUT;
}
__name(typeOf, "typeOf");
function key(command) {
  return `${typeOf(command)}\0${command.name}`;
}
__name(key, "key");
function describeCommand(command) {
  const type = typeOf(command);
  return type === ApplicationCommandType.CHAT_INPUT ? JSON.stringify(command.name) : `${JSON.stringify(command.name)} (${TYPE_NAMES[type] ?? `type ${type}`})`;
}
__name(describeCommand, "describeCommand");
function keptConflicts(plan, registered, scope) {
  const kept = new Map(plan.delete.map((command) => [key(command), command]));
  if (kept.size === 0)
    return [];
  const problems = [];
  for (const update of plan.update) {
    if (!update.changes.includes("name"))
      continue;
    const holder = kept.get(key(update.desired));
    if (holder !== void 0) {
      problems.push(`renaming ${describeCommand(update.current)} to ${describeCommand(update.desired)} needs the registered command ${holder.id} of that name deleted first`);
    }
  }
  for (const type of [1, 2, 3, 4]) {
    const limit = commandCountLimit(type, scope);
    const after = registered.filter((command) => typeOf(command) === type).length + plan.create.filter((body) => typeOf(body) === type).length;
    const keptOfType = plan.delete.filter((command) => typeOf(command) === type).length;
    if (keptOfType > 0 && after > limit) {
      problems.push(`keeping ${keptOfType} ${TYPE_NAMES[type]} command(s) that are not desired makes ${after}, over the limit of ${limit}`);
    }
  }
  return problems;
}
__name(keptConflicts, "keptConflicts");

// dist/commands/writeChecks.js
function individualWriteIssues(plan, scope, indexOf) {
  const issues = [];
  const add = /* @__PURE__ */ __name((index, found) => {
    for (const issue of found)
      issues.push({ ...issue, path: [index, ...issue.path] });
  }, "add");
  for (const body of plan.create)
    add(indexOf(body), validateCommand(body, { scope, mode: "create" }));
  for (const update of plan.update) {
    const found = validateCommand(update.patch, { scope, mode: "edit", existingType: update.current.type });
    add(indexOf(update.desired), found);
  }
  return issues;
}
__name(individualWriteIssues, "individualWriteIssues");

// dist/commands/sync.js
function typeOf2(command) {
  return command.type ?? ApplicationCommandType.CHAT_INPUT;
}
__name(typeOf2, "typeOf");
function desiredOrder(desired) {
  const index = new Map(desired.map((command, i) => [`${typeOf2(command)}\0${command.name}`, i]));
  return (command) => index.get(`${typeOf2(command)}\0${command.name}`) ?? desired.length;
}
__name(desiredOrder, "desiredOrder");
function byTypeAndName(a, b) {
  return a.type - b.type || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
__name(byTypeAndName, "byTypeAndName");
function resultOf(target, plan, method, applied, kept, dryRun) {
  return {
    scope: target.scope,
    guildId: target.guildId,
    dryRun,
    method,
    created: [...applied.created].sort(byTypeAndName),
    updated: applied.updated,
    deleted: applied.deleted,
    kept: kept.map(named),
    unchanged: plan.unchanged.map(named),
    calls: { reads: 1, writes: applied.writes },
    dailyCreates: { planned: plan.dailyCreates, spent: applied.spent, limit: Limits.DAILY_COMMAND_CREATES },
    plan
  };
}
__name(resultOf, "resultOf");
function plannedOnly(plan) {
  return {
    created: plan.create.map(named),
    updated: plan.update.map(updateOf),
    deleted: plan.delete.map(named),
    writes: 0,
    spent: 0
  };
}
__name(plannedOnly, "plannedOnly");
async function syncCommands(target, desired, options = {}) {
  const { scope } = target;
  const checked = checkCommandSet(desired, scope);
  if (checked.issues.length > 0)
    throw new ValidationError(void 0, "desired commands", checked.issues);
  const commands = checked.commands;
  const order = desiredOrder(commands);
  const registered = await target.routes.list({ withLocalizations: true, signal: options.signal });
  const fullPlan = planCommandSync(registered, commands);
  const allowDeletes = options.allowDeletes === true;
  const kept = allowDeletes ? [] : fullPlan.delete;
  if (!allowDeletes) {
    const problems = keptConflicts(fullPlan, registered, scope);
    if (problems.length > 0) {
      throw new CommandSyncError(CommandSyncErrorCode.NEEDS_DELETES, `sync cannot keep the ${kept.length} registered command(s) that the desired set leaves out (deletes need allowDeletes); nothing was sent:
  ${problems.join("\n  ")}`);
    }
  }
  const plan = allowDeletes ? fullPlan : { ...fullPlan, delete: [] };
  const writes = plan.create.length + plan.update.length + plan.delete.length;
  const bulkSavesCalls = allowDeletes && writes > 1;
  const individualIssues = writes === 0 || bulkSavesCalls ? [] : individualWriteIssues(plan, scope, order);
  let method = "none";
  if (writes > 0)
    method = bulkSavesCalls || allowDeletes && individualIssues.length > 0 ? "bulk" : "individual";
  if (method === "individual" && individualIssues.length > 0) {
    throw new CommandSyncError(CommandSyncErrorCode.NEEDS_BULK_OVERWRITE, `these commands can only be written by a bulk overwrite of the ${scope} scope, which sync uses only with allowDeletes (it replaces the whole set); nothing was sent:
  ${individualIssues.map(formatIssue).join("\n  ")}`);
  }
  if (options.dryRun === true)
    return resultOf(target, plan, method, plannedOnly(plan), kept, true);
  const applied = nothingApplied();
  try {
    if (method === "bulk")
      await applyAsBulk(target.routes, plan, registered, bulkBody(plan, order), applied, options);
    else if (method === "individual")
      await applyIndividually(target.routes, plan, applied, options);
  } catch (error) {
    if (applied.writes === 0)
      throw error;
    const result = resultOf(target, plan, method, applied, kept, false);
    const message = error instanceof Error ? error.message : String(error);
    throw new CommandSyncError(CommandSyncErrorCode.INCOMPLETE, `sync stopped after ${applied.writes} of ${writes} writes (result lists what was done): ${message}`, { result, cause: error });
  }
  return resultOf(target, plan, method, applied, kept, false);
}
__name(syncCommands, "syncCommands");

// dist/commands/client.js
function plain(input, what) {
  const { command, issue } = toPlainCommand(input);
  if (issue)
    throw new ValidationError(void 0, what, [issue]);
  return command;
}
__name(plain, "plain");
var CLIENT_KEYS = optionKeys({
  applicationId: true,
  token: true,
  tokenType: true,
  baseUrl: true,
  fetch: true,
  timeoutMs: true
});
var CALL_KEYS = optionKeys({ signal: true });
var SCOPE_KEYS = optionKeys({ guildId: true, signal: true });
var LIST_KEYS = optionKeys({
  guildId: true,
  signal: true,
  withLocalizations: true
});
var EDIT_KEYS = optionKeys({
  guildId: true,
  signal: true,
  existingType: true
});
var SYNC_KEYS = optionKeys({
  guildId: true,
  dryRun: true,
  allowDeletes: true,
  signal: true,
  onProgress: true
});
var EDIT_PERMISSIONS_KEYS = optionKeys({ signal: true, userToken: true });
var CommandsClient = class {
  static {
    __name(this, "CommandsClient");
  }
  applicationId;
  /** Command permission routes. */
  permissions;
  #transport;
  /** Where and how to connect, for the one-off transport of a permission edit with a user's token. */
  #connection;
  constructor(options) {
    checkOptionKeys(options, CLIENT_KEYS, "createCommandsClient: options");
    this.applicationId = parseSnowflake(options.applicationId, "applicationId");
    this.#connection = { baseUrl: options.baseUrl, fetch: options.fetch, timeoutMs: options.timeoutMs };
    this.#transport = new Transport({
      baseUrl: options.baseUrl,
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      authorization: { type: options.tokenType ?? "Bot", token: options.token }
    });
    this.permissions = this.#permissionsApi();
  }
  /** The registered commands of the scope. */
  list(options = {}) {
    checkOptionKeys(options, LIST_KEYS, "commands.list: options");
    const { signal, withLocalizations } = options;
    return this.#routes(options).list({ signal, withLocalizations });
  }
  /** One registered command. */
  get(commandId, options = {}) {
    checkOptionKeys(options, SCOPE_KEYS, "commands.get: options");
    return this.#routes(options).get(commandId, { signal: options.signal });
  }
  /** Creates a command, or overwrites the one with its type and name (then `created` is false). */
  async create(command, options = {}) {
    checkOptionKeys(options, SCOPE_KEYS, "commands.create: options");
    const body = plain(command, "command");
    return this.#routes(options).create(body, { signal: options.signal });
  }
  /** Edits a command: the given fields replace the stored ones. */
  async edit(commandId, changes, options = {}) {
    checkOptionKeys(options, EDIT_KEYS, "commands.edit: options");
    const body = plain(changes, "command");
    return this.#routes(options).edit(commandId, body, {
      signal: options.signal,
      existingType: options.existingType
    });
  }
  /** Deletes a command (and its permission overwrites). */
  delete(commandId, options = {}) {
    checkOptionKeys(options, SCOPE_KEYS, "commands.delete: options");
    return this.#routes(options).delete(commandId, { signal: options.signal });
  }
  /**
   * Replaces every command of the scope with `commands` (of all types). Registered commands matched by
   * `id` or by type and name stay the same commands; the rest count as daily creates.
   */
  async bulkOverwrite(commands, options = {}) {
    checkOptionKeys(options, SCOPE_KEYS, "commands.bulkOverwrite: options");
    const { commands: items, issues } = toPlainCommands(commands);
    if (issues.length > 0)
      throw new ValidationError(void 0, "commands", issues);
    return this.#routes(options).bulkOverwrite(items, {
      signal: options.signal
    });
  }
  /**
   * The registered commands as a desired set that {@link sync} accepts: ids kept (a rename in the set is
   * an edit), server fields and defaults left out.
   */
  async export(options = {}) {
    checkOptionKeys(options, SCOPE_KEYS, "commands.export: options");
    const registered = await this.#routes(options).list({ withLocalizations: true, signal: options.signal });
    return registered.map(exportItem);
  }
  /**
   * Makes the registered commands of the scope equal to `desired`: checks the whole set first (nothing is
   * sent when any command is invalid), reads once, plans with `planCommandSync` and writes with the
   * fewest calls. Deletes only with `allowDeletes`.
   *
   * @example
   * ```ts
   * const commands = createCommandsClient({ applicationId, token: process.env.BOT_TOKEN ?? '' });
   * const result = await commands.sync([{ name: 'ping', description: 'Replies with pong' }]);
   * console.log(result.calls, result.dailyCreates.spent);
   * ```
   */
  async sync(desired, options = {}) {
    checkOptionKeys(options, SYNC_KEYS, "commands.sync: options");
    const guildId = options.guildId === void 0 ? void 0 : parseSnowflake(options.guildId, "guildId");
    return syncCommands({ routes: this.#routes({ guildId }), scope: guildId === void 0 ? "global" : "guild", guildId }, desired, options);
  }
  /** `CommandsClient(application <id>)`: never the token. */
  toString() {
    return `CommandsClient(application ${this.applicationId})`;
  }
  #routes(options) {
    return scopedRoutes(this.#transport, this.applicationId, options.guildId);
  }
  #permissionsApi() {
    const app = this.applicationId;
    return {
      list: /* @__PURE__ */ __name((guildId, options) => {
        checkOptionKeys(options, CALL_KEYS, "commands.permissions.list: options");
        return listGuildCommandPermissions(this.#transport, app, guildId, options);
      }, "list"),
      get: /* @__PURE__ */ __name((guildId, commandId, options) => {
        checkOptionKeys(options, CALL_KEYS, "commands.permissions.get: options");
        return getCommandPermissions(this.#transport, app, guildId, commandId, options);
      }, "get"),
      edit: /* @__PURE__ */ __name(async (guildId, commandId, body, options = {}) => {
        checkOptionKeys(options, EDIT_PERMISSIONS_KEYS, "commands.permissions.edit: options");
        const transport = options.userToken === void 0 ? this.#transport : new Transport({
          ...this.#connection,
          authorization: { type: "Bearer", token: options.userToken }
        });
        return editCommandPermissions(transport, app, guildId, commandId, body, { signal: options.signal });
      }, "edit")
    };
  }
};
function createCommandsClient(options) {
  return new CommandsClient(options);
}
__name(createCommandsClient, "createCommandsClient");

// dist/commands/syncResult.js
function hasDrift(result) {
  return result.created.length + result.updated.length + result.deleted.length > 0;
}
__name(hasDrift, "hasDrift");
export {
  CommandSyncError,
  CommandSyncErrorCode,
  CommandsClient,
  checkCommandSet,
  createCommandsClient,
  describeCommand,
  exportItem,
  hasDrift
};
