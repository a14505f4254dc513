import { ApiError } from '../errors.js';
import { commandAccess, PERMISSIONS_EDIT_AUTH, PERMISSIONS_READ_AUTH, permissionEditor, } from './access.js';
import { CommandErrors } from './errors.js';
import { checkPermissionsBody } from './permissionEntries.js';
const BASE = '/applications/:application_id/guilds/:guild_id/commands';
/** The gateway event an edit emits. */
export const PERMISSIONS_UPDATE_EVENT = 'APPLICATION_COMMAND_PERMISSIONS_UPDATE';
/** The routes over the emulator's command registry. */
export function commandPermissionRoutes(registry) {
    return async (app) => {
        const ctx = app.emulator;
        const read = { config: { auth: PERMISSIONS_READ_AUTH } };
        app.get(`${BASE}/permissions`, read, async (request) => {
            const { scope } = commandAccess(ctx, request, request.params);
            return registry.permissions.list(scope.applicationId, request.params.guild_id);
        });
        // Batch Edit Application Command Permissions is disabled on the service: edit one command at a time.
        const disabled = { config: { auth: { noToken: 'disabled on the service: always 405' } } };
        app.put(`${BASE}/permissions`, disabled, async (_request, reply) => {
            reply.header('allow', 'GET');
            throw new ApiError(405, 0, '405: Method Not Allowed (batch editing of command permissions is disabled; ' +
                'use PUT .../commands/{command.id}/permissions for each command)');
        });
        app.get(`${BASE}/:command_id/permissions`, read, async (request) => {
            const { scope } = commandAccess(ctx, request, request.params);
            const id = request.params.command_id;
            requireTarget(registry, scope, id);
            return registry.permissions.get(scope.applicationId, request.params.guild_id, id);
        });
        const edit = { config: { auth: PERMISSIONS_EDIT_AUTH } };
        app.put(`${BASE}/:command_id/permissions`, edit, async (request) => {
            const { scope } = permissionEditor(ctx, request, request.params);
            const id = request.params.command_id;
            requireTarget(registry, scope, id);
            const checked = checkPermissionsBody(ctx.store, scope.guildId, request.body);
            if ('issues' in checked)
                throw CommandErrors.invalidForm(checked.issues);
            const object = registry.permissions.set(scope.applicationId, scope.guildId, id, checked.entries);
            ctx.events.record(PERMISSIONS_UPDATE_EVENT, scope.applicationId, structuredClone({ ...object }));
            return object;
        });
    };
}
/**
 * A permissions target: the application itself (app-level overwrites), one of its global commands, or
 * one of its commands in this guild; 10063 otherwise.
 */
function requireTarget(registry, scope, id) {
    if (id === scope.applicationId)
        return;
    if (registry.has({ applicationId: scope.applicationId, guildId: null }, id))
        return;
    if (registry.has(scope, id))
        return;
    throw CommandErrors.unknownCommand();
}
