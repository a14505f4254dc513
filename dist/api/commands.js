import { validateCommand } from '../rules/validateCommand.js';
import { validateCommandSet } from '../rules/validateCommandSet.js';
import { ensureValid, routeParams } from './call.js';
const GLOBAL = '/applications/{application.id}/commands';
const GUILD = '/applications/{application.id}/guilds/{guild.id}/commands';
function scopeOf(target) {
    return target.guildId === undefined ? 'global' : 'guild';
}
function base(target, method, commandId) {
    const scope = scopeOf(target);
    const route = `${scope === 'global' ? GLOBAL : GUILD}${commandId === undefined ? '' : '/{command.id}'}`;
    const request = { method, route };
    const params = routeParams(request, {
        applicationId: target.applicationId,
        guildId: target.guildId,
        commandId,
    });
    return { scope, route, request, params };
}
async function list(transport, target, options) {
    const { route, params } = base(target, 'GET');
    const query = options.withLocalizations === undefined ? undefined : { with_localizations: options.withLocalizations };
    const response = await transport.request({
        method: 'GET',
        route,
        params,
        query,
        signal: options.signal,
    });
    return response.body ?? [];
}
async function create(transport, target, body, options) {
    const { scope, route, request, params } = base(target, 'POST');
    ensureValid(request, 'command', validateCommand(body, { scope, mode: 'create' }));
    const response = await transport.request({
        method: 'POST',
        route,
        params,
        json: body,
        signal: options.signal,
    });
    return { command: response.body, created: response.status === 201 };
}
async function get(transport, target, commandId, options) {
    const { route, params } = base(target, 'GET', commandId);
    return (await transport.request({ method: 'GET', route, params, signal: options.signal })).body;
}
async function edit(transport, target, commandId, body, options) {
    const { scope, route, request, params } = base(target, 'PATCH', commandId);
    ensureValid(request, 'command', validateCommand(body, { scope, mode: 'edit', existingType: options.existingType }));
    const response = await transport.request({
        method: 'PATCH',
        route,
        params,
        json: body,
        signal: options.signal,
    });
    return response.body;
}
async function remove(transport, target, commandId, options) {
    const { route, params } = base(target, 'DELETE', commandId);
    await transport.request({ method: 'DELETE', route, params, signal: options.signal });
}
async function bulkOverwrite(transport, target, commands, options) {
    const { scope, route, request, params } = base(target, 'PUT');
    ensureValid(request, 'commands', validateCommandSet(commands, scope));
    const response = await transport.request({
        method: 'PUT',
        route,
        params,
        json: commands,
        signal: options.signal,
    });
    return response.body ?? [];
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
