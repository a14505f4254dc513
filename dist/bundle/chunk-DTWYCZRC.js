import {
  checkCommandPermissionsBody,
  validateCommand,
  validateCommandSet
} from "./chunk-NDYGA32J.js";
import {
  ApiErrorCode,
  ServiceError,
  __name,
  ensureValid,
  routeParams
} from "./chunk-RN6IUPZA.js";

// dist/api/commands.js
var GLOBAL = "/applications/{application.id}/commands";
var GUILD = "/applications/{application.id}/guilds/{guild.id}/commands";
function scopeOf(target) {
  return target.guildId === void 0 ? "global" : "guild";
}
__name(scopeOf, "scopeOf");
function base(target, method, commandId) {
  const scope = scopeOf(target);
  const route = `${scope === "global" ? GLOBAL : GUILD}${commandId === void 0 ? "" : "/{command.id}"}`;
  const request = { method, route };
  const params = routeParams(request, {
    applicationId: target.applicationId,
    guildId: target.guildId,
    commandId
  });
  return { scope, route, request, params };
}
__name(base, "base");
async function list(transport, target, options) {
  const { route, params } = base(target, "GET");
  const query = options.withLocalizations === void 0 ? void 0 : { with_localizations: options.withLocalizations };
  const response = await transport.request({
    method: "GET",
    route,
    params,
    query,
    signal: options.signal
  });
  return response.body ?? [];
}
__name(list, "list");
async function create(transport, target, body, options) {
  const { scope, route, request, params } = base(target, "POST");
  ensureValid(request, "command", validateCommand(body, { scope, mode: "create" }));
  const response = await transport.request({
    method: "POST",
    route,
    params,
    json: body,
    signal: options.signal
  });
  return { command: response.body, created: response.status === 201 };
}
__name(create, "create");
async function get(transport, target, commandId, options) {
  const { route, params } = base(target, "GET", commandId);
  return (await transport.request({ method: "GET", route, params, signal: options.signal })).body;
}
__name(get, "get");
async function edit(transport, target, commandId, body, options) {
  const { scope, route, request, params } = base(target, "PATCH", commandId);
  ensureValid(request, "command", validateCommand(body, { scope, mode: "edit", existingType: options.existingType }));
  const response = await transport.request({
    method: "PATCH",
    route,
    params,
    json: body,
    signal: options.signal
  });
  return response.body;
}
__name(edit, "edit");
async function remove(transport, target, commandId, options) {
  const { route, params } = base(target, "DELETE", commandId);
  await transport.request({ method: "DELETE", route, params, signal: options.signal });
}
__name(remove, "remove");
async function bulkOverwrite(transport, target, commands, options) {
  const { scope, route, request, params } = base(target, "PUT");
  ensureValid(request, "commands", validateCommandSet(commands, scope));
  const response = await transport.request({
    method: "PUT",
    route,
    params,
    json: commands,
    signal: options.signal
  });
  return response.body ?? [];
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
  const request = { method: "GET", route: GUILD_PERMISSIONS };
  const params = routeParams(request, { applicationId, guildId });
  const response = await transport.request({
    ...request,
    params,
    signal: options.signal
  });
  return response.body ?? [];
}
__name(listGuildCommandPermissions, "listGuildCommandPermissions");
async function getCommandPermissions(transport, applicationId, guildId, commandId, options = {}) {
  const request = { method: "GET", route: COMMAND_PERMISSIONS };
  const params = routeParams(request, { applicationId, guildId, commandId });
  const response = await transport.request({
    ...request,
    params,
    signal: options.signal
  });
  return response.body;
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
    signal: options.signal
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
