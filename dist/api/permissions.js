/**
 * Command permission routes (SERVICE.md "Command permissions", FACTS.md for the guild list). Editing
 * needs a user's Bearer token: with a Bot token the call is refused before sending, as the service would.
 */
import { ServiceError } from '../http/errors.js';
import { ApiErrorCode, } from '../model/index.js';
import { callFields, ensureValid, routeParams } from './call.js';
import { checkCommandPermissionsBody } from './checks.js';
import { send, sendForList } from './send.js';
const GUILD_PERMISSIONS = '/applications/{application.id}/guilds/{guild.id}/commands/permissions';
const COMMAND_PERMISSIONS = '/applications/{application.id}/guilds/{guild.id}/commands/{command.id}/permissions';
/**
 * `GET /applications/{app}/guilds/{guild}/commands/permissions`: one permissions object per command
 * with overwrites in the guild (and one with id = application id for app-level overwrites).
 */
export async function listGuildCommandPermissions(transport, applicationId, guildId, options = {}) {
    const ids = { applicationId, guildId };
    return sendForList(transport, { method: 'GET', route: GUILD_PERMISSIONS, ids, options });
}
/** `GET .../commands/{command}/permissions`: the overwrites of one command in a guild. */
export async function getCommandPermissions(transport, applicationId, guildId, commandId, options = {}) {
    const ids = { applicationId, guildId, commandId };
    return send(transport, { method: 'GET', route: COMMAND_PERMISSIONS, ids, options });
}
/**
 * `PUT .../commands/{command}/permissions`: replaces the command's overwrites in the guild (at most 100).
 * Needs a Bearer token with `applications.commands.permissions.update` from a user who can manage the
 * guild; with a Bot token it rejects with a `ServiceError` code 20001 without sending anything.
 */
export async function editCommandPermissions(transport, applicationId, guildId, commandId, body, options = {}) {
    const request = { method: 'PUT', route: COMMAND_PERMISSIONS };
    const params = routeParams(request, { applicationId, guildId, commandId });
    ensureValid(request, 'permissions', checkCommandPermissionsBody(body));
    if (transport.authorizationType === 'Bot') {
        throw new ServiceError(request, {
            status: 403,
            code: ApiErrorCode.BOTS_CANNOT_USE_ENDPOINT,
            message: 'Bots cannot use this endpoint',
            lines: [
                'refused before sending: editing command permissions needs a Bearer token with the ' +
                    'applications.commands.permissions.update scope, not a Bot token',
            ],
            responseBody: '',
        });
    }
    const response = await transport.request({
        ...request,
        params,
        json: body,
        ...callFields(options),
    });
    return response.body;
}
