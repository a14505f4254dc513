import { Limits } from '../../model/limits.js';
import * as lobbyRules from '../../rules/lobby.js';
import { validateModerationMetadataBody } from '../../rules/moderationMetadata.js';
import { Errors, valid } from '../errors.js';
import { LOBBY_SCOPES } from '../oauth/scopes.js';
import { botCallerOf, callerOf, userCallerOf } from '../routeAuth.js';
import { createLobby, createOrJoinLobby, deleteOwnLobby, liveLobby, ownLobby, updateLobby, visibleLobby, } from './lobbies.js';
import { applyBulkMembers, removeMember, requireLobbySlots, requireRoom, requireUser, upsertMember, } from './members.js';
import { addMessage, messagesOf, setModerationMetadata } from './messages.js';
import { lobbyWire, memberWire, messageWire } from './wire.js';
const JSON_TYPE = 'application/json; charset=utf-8';
/** The application's bot (the server side of lobbies). */
const bot = { tokens: ['bot'] };
/** A player: a user's Bearer token with a lobby scope. */
const player = { tokens: ['user'], scopes: LOBBY_SCOPES };
/** Either of them. */
const either = { tokens: ['bot', 'user'], scopes: LOBBY_SCOPES };
/**
 * @param pages - the serialized message pages.
 * @param membership - the lobbies each user is in: a join that would be a user's 101st is refused.
 */
export function lobbyRoutes(pages, membership) {
    return async (app) => {
        const ctx = app.emulator;
        /** The lobby in the path, which the calling bot's application must own. */
        const botsLobby = (request) => ownLobby(ctx, botCallerOf(request), request.params.lobby_id);
        app.post('/lobbies', { config: { bucket: 'lobbies.create', auth: bot } }, async (request, reply) => {
            const principal = botCallerOf(request);
            const input = valid(lobbyRules.validateLobbyBody(request.body));
            return reply
                .code(201)
                .send(lobbyWire(createLobby(ctx, membership, principal.application.id, input), 'app'));
        });
        app.put('/lobbies', { config: { bucket: 'lobbies.create', auth: player } }, async (request) => {
            const principal = userCallerOf(request);
            const input = valid(lobbyRules.validateCreateOrJoinLobbyBody(request.body));
            return lobbyWire(createOrJoinLobby(ctx, membership, principal.application.id, principal.user.id, input));
        });
        app.get('/lobbies/:lobby_id', { config: { bucket: 'lobbies.get', auth: either } }, async (request) => {
            const principal = callerOf(request);
            const viewer = principal.kind === 'bot' ? 'app' : 'member';
            return lobbyWire(visibleLobby(ctx, principal, request.params.lobby_id), viewer);
        });
        app.patch('/lobbies/:lobby_id', { config: { bucket: 'lobbies.modify', auth: bot } }, async (request) => {
            const lobby = botsLobby(request);
            updateLobby(ctx, membership, lobby, valid(lobbyRules.validateLobbyBody(request.body)));
            return lobbyWire(lobby, 'app');
        });
        app.delete('/lobbies/:lobby_id', { config: { bucket: 'lobbies.delete', auth: bot } }, async (request, reply) => {
            const principal = botCallerOf(request);
            deleteOwnLobby(ctx, principal.application.id, request.params.lobby_id);
            return reply.code(204).send();
        });
        app.put('/lobbies/:lobby_id/members/:user_id', { config: { bucket: 'lobbies.members', auth: bot } }, async (request) => {
            const lobby = botsLobby(request);
            const id = requireUser(ctx, request.params.user_id);
            const { metadata, flags, additionalName } = valid(lobbyRules.validateAddLobbyMemberBody(request.body));
            requireRoom(lobby, [{ id }]);
            requireLobbySlots(membership, lobby.applicationId, lobby, [{ id }]);
            return memberWire(upsertMember(ctx, lobby, { id, metadata, flags, remove: false, additionalName }));
        });
        app.delete('/lobbies/:lobby_id/members/@me', { config: { bucket: 'lobbies.members', auth: player } }, async (request, reply) => {
            const principal = userCallerOf(request);
            const lobby = liveLobby(ctx, request.params.lobby_id);
            if (!lobby || lobby.applicationId !== principal.application.id)
                throw Errors.unknownLobby();
            removeMember(ctx, lobby, principal.user.id);
            return reply.code(204).send();
        });
        app.delete('/lobbies/:lobby_id/members/:user_id', { config: { bucket: 'lobbies.members', auth: bot } }, async (request, reply) => {
            removeMember(ctx, botsLobby(request), request.params.user_id);
            return reply.code(204).send();
        });
        app.post('/lobbies/:lobby_id/members/bulk', { config: { bucket: 'lobbies.members', auth: bot } }, async (request) => {
            const lobby = botsLobby(request);
            const items = valid(lobbyRules.validateBulkLobbyMembersBody(request.body));
            for (const item of items)
                if (!item.remove)
                    requireUser(ctx, item.id);
            requireLobbySlots(membership, lobby.applicationId, lobby, items);
            return applyBulkMembers(ctx, lobby, items).map(memberWire);
        });
        app.post('/lobbies/:lobby_id/messages', { config: { bucket: 'lobbies.messages.create', auth: player } }, async (request, reply) => {
            const principal = userCallerOf(request);
            const lobby = visibleLobby(ctx, principal, request.params.lobby_id);
            const input = valid(lobbyRules.validateLobbyMessageBody(request.body));
            const author = principal.user;
            return reply.code(201).send(messageWire(addMessage(ctx, lobby, author.id, input), author));
        });
        app.put('/lobbies/:lobby_id/messages/:message_id/moderation-metadata', { config: { bucket: 'lobbies.messages.moderation', auth: bot } }, async (request, reply) => {
            const lobby = botsLobby(request);
            const metadata = valid(validateModerationMetadataBody(request.body));
            setModerationMetadata(ctx, lobby, request.params.message_id, metadata);
            return reply.code(204).send();
        });
        app.get('/lobbies/:lobby_id/messages', { config: { bucket: 'lobbies.messages.list', auth: either } }, async (request, reply) => {
            const principal = callerOf(request);
            const lobby = visibleLobby(ctx, principal, request.params.lobby_id);
            const limit = valid(lobbyRules.validateLobbyMessagesLimit(request.query.limit));
            const notBefore = ctx.clock.now() - Limits.LOBBY_MESSAGES_MAX_AGE_MS;
            const page = pages.page(messagesOf(ctx, lobby), limit, notBefore);
            return reply.header('content-type', JSON_TYPE).send(page);
        });
    };
}
