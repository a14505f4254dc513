import {
  checkCommandPermissionsBody,
  send,
  sendForList,
  validateCommand,
  validateCommandSet
} from "./chunk-O67AVAP4.js";
import {
  ApiErrorCode,
  ServiceError,
  callFields,
  ensureValid,
  optionKeys,
  routeParams
} from "./chunk-EYNRBFIB.js";
import {
  __name
} from "./chunk-25XPD655.js";

// dist/api/commands.js
var GLOBAL = "/applications/{application.id}/commands";
var GUILD = "/applications/{application.id}/guilds/{guild.id}/commands";
var LIST_KEYS = optionKeys({ signal: true, withLocalizations: true });
var EDIT_KEYS = optionKeys({ signal: true, existingType: true });
function scopeOf(target) {
  return target.guildId === void 0 ? "global" : "guild";
}
__name(scopeOf, "scopeOf");
function routeOf(target, commandId) {
  const scope = scopeOf(target);
  const route = `${scope === "global" ? GLOBAL : GUILD}${commandId === void 0 ? "" : "/{command.id}"}`;
  const ids = { applicationId: target.applicationId, guildId: target.guildId, commandId };
  return { scope, route, ids };
}
__name(routeOf, "routeOf");
function list(transport, target, options) {
  const query = options.withLocalizations === void 0 ? void 0 : { with_localizations: options.withLocalizations };
  const { route, ids } = routeOf(target);
  return sendForList(transport, { method: "GET", route, ids, query, options, optionKeys: LIST_KEYS });
}
__name(list, "list");
async function create(transport, target, body, options) {
  const { scope, route, ids } = routeOf(target);
  const request = { method: "POST", route };
  const params = routeParams(request, ids);
  ensureValid(request, "command", validateCommand(body, { scope, mode: "create" }));
  const response = await transport.request({
    ...request,
    params,
    json: body,
    ...callFields(options)
  });
  return { command: response.body, created: response.status === 201 };
}
__name(create, "create");
function get(transport, target, commandId, options) {
  const { route, ids } = routeOf(target, commandId);
  return send(transport, { method: "GET", route, ids, options });
}
__name(get, "get");
function edit(transport, target, commandId, body, options) {
  const { scope, route, ids } = routeOf(target, commandId);
  const check = /* @__PURE__ */ __name(() => validateCommand(body, { scope, mode: "edit", existingType: options.existingType }), "check");
  return send(transport, {
    method: "PATCH",
    route,
    ids,
    body,
    check,
    what: "command",
    options,
    optionKeys: EDIT_KEYS
  });
}
__name(edit, "edit");
async function remove(transport, target, commandId, options) {
  const { route, ids } = routeOf(target, commandId);
  await send(transport, { method: "DELETE", route, ids, options });
}
__name(remove, "remove");
function bulkOverwrite(transport, target, commands, options) {
  const { scope, route, ids } = routeOf(target);
  const check = /* @__PURE__ */ __name(() => validateCommandSet(commands, scope), "check");
  return sendForList(transport, {
    method: "PUT",
    route,
    ids,
    body: commands,
    check,
    what: "commands",
    options
  });
}
__name(bulkOverwrite, "bulkOverwrite");
function listGlobalCommands(transport, applicationId, options = {}) {
  return list(transport, { applicationId }, options);
}
__name(listGlobalCommands, "listGlobalCommands");
function listGuildCommands(transport, applicationId, guildId, options = {}) {
  return list(transport, { applicationId, guildId }, options);
}
__name(listGuildCommands, "listGuildCommands");
function createGlobalCommand(transport, applicationId, body, options = {}) {
  return create(transport, { applicationId }, body, options);
}
__name(createGlobalCommand, "createGlobalCommand");
function createGuildCommand(transport, applicationId, guildId, body, options = {}) {
  return create(transport, { applicationId, guildId }, body, options);
}
__name(createGuildCommand, "createGuildCommand");
function getGlobalCommand(transport, applicationId, commandId, options = {}) {
  return get(transport, { applicationId }, commandId, options);
}
__name(getGlobalCommand, "getGlobalCommand");
function getGuildCommand(transport, applicationId, guildId, commandId, options = {}) {
  return get(transport, { applicationId, guildId }, commandId, options);
}
__name(getGuildCommand, "getGuildCommand");
function editGlobalCommand(transport, applicationId, commandId, body, options = {}) {
  return edit(transport, { applicationId }, commandId, body, options);
}
__name(editGlobalCommand, "editGlobalCommand");
function editGuildCommand(transport, applicationId, guildId, commandId, body, options = {}) {
  return edit(transport, { applicationId, guildId }, commandId, body, options);
}
__name(editGuildCommand, "editGuildCommand");
function deleteGlobalCommand(transport, applicationId, commandId, options = {}) {
  return remove(transport, { applicationId }, commandId, options);
}
__name(deleteGlobalCommand, "deleteGlobalCommand");
function deleteGuildCommand(transport, applicationId, guildId, commandId, options = {}) {
  return remove(transport, { applicationId, guildId }, commandId, options);
}
__name(deleteGuildCommand, "deleteGuildCommand");
function bulkOverwriteGlobalCommands(transport, applicationId, commands, options = {}) {
  return bulkOverwrite(transport, { applicationId }, commands, options);
}
__name(bulkOverwriteGlobalCommands, "bulkOverwriteGlobalCommands");
function bulkOverwriteGuildCommands(transport, applicationId, guildId, commands, options = {}) {
  return bulkOverwrite(transport, { applicationId, guildId }, commands, options);
}
__name(bulkOverwriteGuildCommands, "bulkOverwriteGuildCommands");

// dist/api/permissions.js
var GUILD_PERMISSIONS = "/applications/{application.id}/guilds/{guild.id}/commands/permissions";
var COMMAND_PERMISSIONS = "/applications/{application.id}/guilds/{guild.id}/commands/{command.id}/permissions";
async function listGuildCommandPermissions(transport, applicationId, guildId, options = {}) {
  const ids = { applicationId, guildId };
  return sendForList(transport, { method: "GET", route: GUILD_PERMISSIONS, ids, options });
}
__name(listGuildCommandPermissions, "listGuildCommandPermissions");
async function getCommandPermissions(transport, applicationId, guildId, commandId, options = {}) {
  const ids = { applicationId, guildId, commandId };
  return send(transport, { method: "GET", route: COMMAND_PERMISSIONS, ids, options });
}
__name(getCommandPermissions, "getCommandPermissions");
async function editCommandPermissions(transport, applicationId, guildId, commandId, body, options = {}) {
  const request = { method: "PUT", route: COMMAND_PERMISSIONS };
  const params = routeParams(request, { applicationId, guildId, commandId });
  ensureValid(request, "permissions", checkCommandPermissionsBody(body));
  if (transport.authorizationType === "Bot") {
    throw new ServiceError(request, {
      status: 403,
      code: ApiErrorCode.BOTS_CANNOT_USE_ENDPOINT,
      message: "Bots cannot use this endpoint",
      lines: [
        "refused before sending: editing command permissions needs a Bearer token with the applications.commands.permissions.update scope, not a Bot token"
      ],
      responseBody: ""
    });
  }
  const response = await transport.request({
    ...request,
    params,
    json: body,
    ...callFields(options)
  });
  return response.body;
}
__name(editCommandPermissions, "editCommandPermissions");

export {
  listGlobalCommands,
  listGuildCommands,
  createGlobalCommand,
  createGuildCommand,
  getGlobalCommand,
  getGuildCommand,
  editGlobalCommand,
  editGuildCommand,
  deleteGlobalCommand,
  deleteGuildCommand,
  bulkOverwriteGlobalCommands,
  bulkOverwriteGuildCommands,
  listGuildCommandPermissions,
  getCommandPermissions,
  editCommandPermissions
};
