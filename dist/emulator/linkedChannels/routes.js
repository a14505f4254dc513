import { validateChannelLinkBody } from '../../rules/channelLinking.js';
import { authenticate } from '../callers.js';
import { Errors, valid } from '../errors.js';
import { ownLobby, visibleLobby } from '../lobbies/lobbies.js';
import { lobbyWire } from '../lobbies/wire.js';
import { LOBBY_SCOPES } from '../oauth/scopes.js';
import { acceptGuildInvite, createLinkedGuildInvite } from './invites.js';
import { setLobbyLink } from './links.js';
const player = { bearer: true, anyScope: LOBBY_SCOPES, userRequired: true };
export const linkedChannelRoutes = async (app) => {
    const ctx = app.emulator;
    app.patch('/lobbies/:lobby_id/channel-linking', { config: { bucket: 'lobbies.channelLinking' } }, async (request) => {
        const principal = authenticate(ctx, request, { ...player, bot: true });
        const lobby = ownLobby(ctx, principal, request.params.lobby_id);
        const { channelId } = valid(validateChannelLinkBody(request.body));
        return lobbyWire(setLobbyLink(ctx, principal, lobby, channelId));
    });
    app.post('/lobbies/:lobby_id/members/@me/invites', { config: { bucket: 'lobbies.invites' } }, async (request) => {
        const principal = authenticate(ctx, request, player);
        const lobby = visibleLobby(ctx, principal, request.params.lobby_id);
        return { code: createLinkedGuildInvite(ctx, lobby, principal.user?.id ?? '') };
    });
    app.post('/lobbies/:lobby_id/members/:user_id/invites', { config: { bucket: 'lobbies.invites' } }, async (request) => {
        const principal = authenticate(ctx, request, { bot: true });
        const lobby = ownLobby(ctx, principal, request.params.lobby_id);
        const userId = request.params.user_id;
        if (!lobby.members.some((member) => member.id === userId))
            throw Errors.unknownUser();
        return { code: createLinkedGuildInvite(ctx, lobby, userId) };
    });
    app.post('/invites/:code', { config: { bucket: 'invites.accept' } }, async (request) => {
        const principal = authenticate(ctx, request, { bearer: true, userRequired: true });
        const guild = acceptGuildInvite(ctx, request.params.code, principal.user?.id ?? '');
        return { guild_id: guild.id, guild: { id: guild.id, name: guild.name } };
    });
};
