import { Limits } from '../../model/limits.js';
import * as lobbyRules from '../../rules/lobby.js';
import { validateModerationMetadataBody } from '../../rules/moderationMetadata.js';
import { authenticate } from '../callers.js';
import { Errors, valid } from '../errors.js';
import { LOBBY_SCOPES } from '../oauth/scopes.js';
import { createLobby, createOrJoinLobby, deleteOwnLobby, liveLobby, ownLobby, updateLobby, visibleLobby, } from './lobbies.js';
import { applyBulkMembers, removeMember, requireRoom, requireUser, upsertMember } from './members.js';
import { addMessage, messagesOf, setModerationMetadata } from './messages.js';
import { lobbyWire, memberWire, messageWire } from './wire.js';
const JSON_TYPE = 'application/json; charset=utf-8';
const bot = { bot: true };
const player = { bearer: true, anyScope: LOBBY_SCOPES, userRequired: true };
const either = { ...player, bot: true };
export function lobbyRoutes(pages) {
    return async (app) => {
        const ctx = app.emulator;
        /** The lobby in the path, which the calling bot's application must own. */
        const botsLobby = (request) => ownLobby(ctx, authenticate(ctx, request, bot), request.params.lobby_id);
        app.post('/lobbies', { config: { bucket: 'lobbies.create' } }, async (request, reply) => {
            const principal = authenticate(ctx, request, bot);
            const input = valid(lobbyRules.validateLobbyBody(request.body));
            return reply.code(201).send(lobbyWire(createLobby(ctx, principal.application.id, input)));
        });
        app.put('/lobbies', { config: { bucket: 'lobbies.create' } }, async (request) => {
            const principal = authenticate(ctx, request, player);
            const input = valid(lobbyRules.validateCreateOrJoinLobbyBody(request.body));
            return lobbyWire(createOrJoinLobby(ctx, principal.application.id, principal.user?.id ?? '', input));
        });
        app.get('/lobbies/:lobby_id', { config: { bucket: 'lobbies.get' } }, async (request) => {
            const principal = authenticate(ctx, request, either);
            return lobbyWire(visibleLobby(ctx, principal, request.params.lobby_id));
        });
        app.patch('/lobbies/:lobby_id', { config: { bucket: 'lobbies.modify' } }, async (request) => {
            const lobby = botsLobby(request);
            updateLobby(ctx, lobby, valid(lobbyRules.validateLobbyBody(request.body)));
            return lobbyWire(lobby);
        });
        app.delete('/lobbies/:lobby_id', { config: { bucket: 'lobbies.delete' } }, async (request, reply) => {
            const principal = authenticate(ctx, request, bot);
            deleteOwnLobby(ctx, principal.application.id, request.params.lobby_id);
            return reply.code(204).send();
        });
        app.put('/lobbies/:lobby_id/members/:user_id', { config: { bucket: 'lobbies.members' } }, async (request) => {
            const lobby = botsLobby(request);
            const id = requireUser(ctx, request.params.user_id);
            const { metadata, flags } = valid(lobbyRules.validateAddLobbyMemberBody(request.body));
            requireRoom(lobby, [{ id }]);
            return memberWire(upsertMember(ctx, lobby, { id, metadata, flags, remove: false }));
        });
        app.delete('/lobbies/:lobby_id/members/@me', { config: { bucket: 'lobbies.members' } }, async (request, reply) => {
            const principal = authenticate(ctx, request, player);
            const lobby = liveLobby(ctx, request.params.lobby_id);
            if (!lobby || lobby.applicationId !== principal.application.id)
                throw Errors.unknownLobby();
            removeMember(ctx, lobby, principal.user?.id ?? '');
            return reply.code(204).send();
        });
        app.delete('/lobbies/:lobby_id/members/:user_id', { config: { bucket: 'lobbies.members' } }, async (request, reply) => {
            removeMember(ctx, botsLobby(request), request.params.user_id);
            return reply.code(204).send();
        });
        app.post('/lobbies/:lobby_id/members/bulk', { config: { bucket: 'lobbies.members' } }, async (request) => {
            const lobby = botsLobby(request);
            const items = valid(lobbyRules.validateBulkLobbyMembersBody(request.body));
            return applyBulkMembers(ctx, lobby, items).map(memberWire);
        });
        app.post('/lobbies/:lobby_id/messages', { config: { bucket: 'lobbies.messages.create' } }, async (request, reply) => {
            const principal = authenticate(ctx, request, player);
            const lobby = visibleLobby(ctx, principal, request.params.lobby_id);
            const input = valid(lobbyRules.validateLobbyMessageBody(request.body));
            const author = principal.user;
            if (!author)
                throw Errors.unauthorized();
            return reply.code(201).send(messageWire(addMessage(ctx, lobby, author.id, input), author));
        });
        app.put('/lobbies/:lobby_id/messages/:message_id/moderation-metadata', { config: { bucket: 'lobbies.messages.moderation' } }, async (request, reply) => {
            const lobby = botsLobby(request);
            const metadata = valid(validateModerationMetadataBody(request.body));
            setModerationMetadata(ctx, lobby, request.params.message_id, metadata);
            return reply.code(204).send();
        });
        app.get('/lobbies/:lobby_id/messages', { config: { bucket: 'lobbies.messages.list' } }, async (request, reply) => {
            const principal = authenticate(ctx, request, either);
            const lobby = visibleLobby(ctx, principal, request.params.lobby_id);
            const limit = valid(lobbyRules.validateLobbyMessagesLimit(request.query.limit));
            const notBefore = ctx.clock.now() - Limits.LOBBY_MESSAGES_MAX_AGE_MS;
            const page = pages.page(messagesOf(ctx, lobby), limit, notBefore);
            return reply.header('content-type', JSON_TYPE).send(page);
        });
    };
}
