import { optionKeys } from '../rules/optionKeys.js';
import { validateCommand } from '../rules/validateCommand.js';
import { validateCommandSet } from '../rules/validateCommandSet.js';
import { callFields, ensureValid, routeParams } from './call.js';
import { send, sendForList } from './send.js';
const GLOBAL = '/applications/{application.id}/commands';
const GUILD = '/applications/{application.id}/guilds/{guild.id}/commands';
const LIST_KEYS = optionKeys({ signal: true, withLocalizations: true });
const EDIT_KEYS = optionKeys({ signal: true, existingType: true });
function scopeOf(target) {
    return target.guildId === undefined ? 'global' : 'guild';
}
/** The route of a call on `target` (one command's when `commandId` is given) and its ids. */
function routeOf(target, commandId) {
    const scope = scopeOf(target);
    const route = `${scope === 'global' ? GLOBAL : GUILD}${commandId === undefined ? '' : '/{command.id}'}`;
    const ids = { applicationId: target.applicationId, guildId: target.guildId, commandId };
    return { scope, route, ids };
}
function list(transport, target, options) {
    const query = options.withLocalizations === undefined ? undefined : { with_localizations: options.withLocalizations };
    const { route, ids } = routeOf(target);
    return sendForList(transport, { method: 'GET', route, ids, query, options, optionKeys: LIST_KEYS });
}
async function create(transport, target, body, options) {
    const { scope, route, ids } = routeOf(target);
    const request = { method: 'POST', route };
    const params = routeParams(request, ids);
    ensureValid(request, 'command', validateCommand(body, { scope, mode: 'create' }));
    // Not `send`: whether the command is new is in the status (201), not the body.
    const response = await transport.request({
        ...request,
        params,
        json: body,
        ...callFields(options),
    });
    return { command: response.body, created: response.status === 201 };
}
function get(transport, target, commandId, options) {
    const { route, ids } = routeOf(target, commandId);
    return send(transport, { method: 'GET', route, ids, options });
}
function edit(transport, target, commandId, body, options) {
    const { scope, route, ids } = routeOf(target, commandId);
    const check = () => validateCommand(body, { scope, mode: 'edit', existingType: options.existingType });
    return send(transport, {
        method: 'PATCH',
        route,
        ids,
        body,
        check,
        what: 'command',
        options,
        optionKeys: EDIT_KEYS,
    });
}
async function remove(transport, target, commandId, options) {
    const { route, ids } = routeOf(target, commandId);
    await send(transport, { method: 'DELETE', route, ids, options });
}
function bulkOverwrite(transport, target, commands, options) {
    const { scope, route, ids } = routeOf(target);
    const check = () => validateCommandSet(commands, scope);
    return sendForList(transport, {
        method: 'PUT',
        route,
        ids,
        body: commands,
        check,
        what: 'commands',
        options,
    });
}
/** `GET /applications/{app}/commands`: the app's global commands. */
export function listGlobalCommands(transport, applicationId, options = {}) {
    return list(transport, { applicationId }, options);
}
/** `GET /applications/{app}/guilds/{guild}/commands`: the app's commands in one guild. */
export function listGuildCommands(transport, applicationId, guildId, options = {}) {
    return list(transport, { applicationId, guildId }, options);
}
/** `POST /applications/{app}/commands`: creates (201) or overwrites by name (200) a global command. */
export function createGlobalCommand(transport, applicationId, body, options = {}) {
    return create(transport, { applicationId }, body, options);
}
/** `POST /applications/{app}/guilds/{guild}/commands`: creates (201) or overwrites (200) a guild command. */
export function createGuildCommand(transport, applicationId, guildId, body, options = {}) {
    return create(transport, { applicationId, guildId }, body, options);
}
/** `GET /applications/{app}/commands/{command}`. */
export function getGlobalCommand(transport, applicationId, commandId, options = {}) {
    return get(transport, { applicationId }, commandId, options);
}
/** `GET /applications/{app}/guilds/{guild}/commands/{command}`. */
export function getGuildCommand(transport, applicationId, guildId, commandId, options = {}) {
    return get(transport, { applicationId, guildId }, commandId, options);
}
/** `PATCH /applications/{app}/commands/{command}`: supplied fields replace the stored ones. */
export function editGlobalCommand(transport, applicationId, commandId, body, options = {}) {
    return edit(transport, { applicationId }, commandId, body, options);
}
/** `PATCH /applications/{app}/guilds/{guild}/commands/{command}`. */
export function editGuildCommand(transport, applicationId, guildId, commandId, body, options = {}) {
    return edit(transport, { applicationId, guildId }, commandId, body, options);
}
/** `DELETE /applications/{app}/commands/{command}` (204). */
export function deleteGlobalCommand(transport, applicationId, commandId, options = {}) {
    return remove(transport, { applicationId }, commandId, options);
}
/** `DELETE /applications/{app}/guilds/{guild}/commands/{command}` (204). */
export function deleteGuildCommand(transport, applicationId, guildId, commandId, options = {}) {
    return remove(transport, { applicationId, guildId }, commandId, options);
}
/** `PUT /applications/{app}/commands`: replaces all global commands (of every type) with `commands`. */
export function bulkOverwriteGlobalCommands(transport, applicationId, commands, options = {}) {
    return bulkOverwrite(transport, { applicationId }, commands, options);
}
/** `PUT /applications/{app}/guilds/{guild}/commands`: replaces all of the app's commands in a guild. */
export function bulkOverwriteGuildCommands(transport, applicationId, guildId, commands, options = {}) {
    return bulkOverwrite(transport, { applicationId, guildId }, commands, options);
}
