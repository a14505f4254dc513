import { validateChannelLinkBody } from '../../rules/channelLinking.js';
import { Errors, valid } from '../errors.js';
import { ownLobby, visibleLobby } from '../lobbies/lobbies.js';
import { lobbyWire } from '../lobbies/wire.js';
import { LOBBY_SCOPES } from '../oauth/scopes.js';
import { botCallerOf, callerOf, userCallerOf } from '../routeAuth.js';
import { acceptGuildInvite, createLinkedGuildInvite, resolveGuildInvite } from './invites.js';
import { setLobbyLink } from './links.js';
/** A player: a user's Bearer token with a lobby scope. */
const player = { tokens: ['user'], scopes: LOBBY_SCOPES };
/** A player, or the application's bot. */
const either = { tokens: ['bot', 'user'], scopes: LOBBY_SCOPES };
/** The application's bot. */
const bot = { tokens: ['bot'] };
export const linkedChannelRoutes = async (app) => {
    const ctx = app.emulator;
    app.patch('/lobbies/:lobby_id/channel-linking', { config: { bucket: 'lobbies.channelLinking', auth: either } }, async (request) => {
        const principal = callerOf(request);
        const lobby = ownLobby(ctx, principal, request.params.lobby_id);
        const { channelId } = valid(validateChannelLinkBody(request.body));
        return lobbyWire(setLobbyLink(ctx, principal, lobby, channelId));
    });
    app.post('/lobbies/:lobby_id/members/@me/invites', { config: { bucket: 'lobbies.invites', auth: player } }, async (request) => {
        const principal = userCallerOf(request);
        const lobby = visibleLobby(ctx, principal, request.params.lobby_id);
        return { code: createLinkedGuildInvite(ctx, lobby, principal.user.id) };
    });
    app.post('/lobbies/:lobby_id/members/:user_id/invites', { config: { bucket: 'lobbies.invites', auth: bot } }, async (request) => {
        const principal = botCallerOf(request);
        const lobby = ownLobby(ctx, principal, request.params.lobby_id);
        const userId = request.params.user_id;
        if (!lobby.members.some((member) => member.id === userId))
            throw Errors.unknownUser();
        return { code: createLinkedGuildInvite(ctx, lobby, userId) };
    });
    app.get('/invites/:code', {
        config: {
            bucket: 'invites.resolve',
            auth: { noToken: 'public: anyone holding the code (openapi.json: no token, or a Bot token)' },
        },
    }, async (request) => resolveGuildInvite(ctx, request.params.code));
    app.post('/invites/:code', { config: { bucket: 'invites.accept', auth: player } }, async (request) => {
        const principal = userCallerOf(request);
        const guild = acceptGuildInvite(ctx, request.params.code, principal.user.id);
        return { guild_id: guild.id, guild: { id: guild.id, name: guild.name } };
    });
};
