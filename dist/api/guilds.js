/**
 * Guild and linked-channel routes a game calls with the player's Bearer token: the player's guilds
 * (`GET /users/@me/guilds`, scope `guilds` or the social layer), a guild's channels as the player sees
 * them (our design: docs/service.md, "Linked channels"), linking a lobby to a guild text channel
 * (`PATCH /lobbies/{lobby}/channel-linking`) and the guild invites of a linked lobby (for the caller, or
 * for a member with the app's Bot token). Invite codes are single use: an error never quotes one.
 */
import { InvalidResponseError } from '../http/errors.js';
import { isSnowflake, permissionsProblem, } from '../model/index.js';
import { validateChannelLinkBody } from '../rules/index.js';
import { SDK_BODY_CHECKS } from './bodyCheckOptions.js';
import { callFields, routeParams } from './call.js';
import { send, sendForList } from './send.js';
/** `GET /users/@me/guilds`: the guilds the user is in, by id. */
export async function getCurrentUserGuilds(transport, options = {}) {
    return sendForList(transport, { method: 'GET', route: '/users/@me/guilds', options });
}
/**
 * `GET /guilds/{guild}/channels`: the channels the user can view, sorted by position, each with the
 * user's permission bits and the lobby it is linked to.
 */
export async function getGuildChannels(transport, guildId, options = {}) {
    const request = { method: 'GET', route: '/guilds/{guild.id}/channels' };
    const params = routeParams(request, { guildId });
    const response = await transport.request({ ...request, params, ...callFields(options) });
    const channels = response.body ?? [];
    const problem = channelsProblem(channels);
    if (problem !== undefined)
        throw new InvalidResponseError(request, response.status, problem, '');
    return channels;
}
const isId = (value) => typeof value === 'string' && isSnowflake(value);
const isInt = (value) => Number.isSafeInteger(value);
/** What is wrong with a channel list (the first problem, with its index), or undefined. Checked once, here. */
function channelsProblem(body) {
    if (!Array.isArray(body))
        return 'is not a JSON array';
    for (const [i, item] of body.entries()) {
        const c = (typeof item === 'object' && item !== null ? item : {});
        const overwrites = Array.isArray(c.permission_overwrites) ? c.permission_overwrites : [];
        const linked = c.linked_lobby;
        if (!isId(c.id) || typeof c.name !== 'string' || !isInt(c.type) || !isInt(c.position))
            return `has no id, name, type or position at [${i}]`;
        if (c.parent_id != null && !isId(c.parent_id))
            return `has a bad parent_id at [${i}]`;
        if (c.permissions !== undefined && permissionsProblem(c.permissions) !== undefined)
            return `has bad permissions at [${i}]`;
        if (overwrites.some((o) => permissionsProblem(o?.allow) !== undefined || permissionsProblem(o?.deny) !== undefined))
            return `has a bad permission overwrite at [${i}]`;
        if (linked != null && (!isId(linked.application_id) || !isId(linked.lobby_id)))
            return `has a bad linked_lobby at [${i}]`;
    }
    return undefined;
}
/**
 * `PATCH /lobbies/{lobby}/channel-linking`: links the lobby to a guild text channel, or, with `null`,
 * unlinks it (an empty body, as the guide sends). Resolves with the lobby as it now is.
 * @example
 * const lobby = await setLobbyChannelLink(transport, lobbyId, channelId); // lobby.linked_channel?.id
 */
export async function setLobbyChannelLink(transport, lobbyId, channelId, options = {}) {
    const route = '/lobbies/{lobby.id}/channel-linking';
    const body = channelId === null ? {} : { channel_id: String(channelId) };
    const check = () => validateChannelLinkBody(body, SDK_BODY_CHECKS).issues;
    return send(transport, { method: 'PATCH', route, ids: { lobbyId }, body, check, options });
}
/**
 * `POST /lobbies/{lobby}/members/@me/invites` (Bearer), or `.../members/{user}/invites` with the app's
 * Bot token when `userId` is given: a single-use invite, valid one hour, into the linked channel's guild.
 */
export async function createLinkedLobbyGuildInvite(transport, lobbyId, userId, options = {}) {
    const route = userId === undefined
        ? '/lobbies/{lobby.id}/members/@me/invites'
        : '/lobbies/{lobby.id}/members/{user.id}/invites';
    return send(transport, {
        method: 'POST',
        route,
        ids: { lobbyId, userId },
        sensitiveResponse: true,
        options,
    });
}
