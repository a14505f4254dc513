import * as dmRules from '../../rules/directMessage.js';
import { validateModerationMetadataBody } from '../../rules/moderationMetadata.js';
import { valid } from '../errors.js';
import { botCallerOf } from '../routeAuth.js';
import { DIRECT_MESSAGE_AUTH, directMessageCaller } from './access.js';
import * as conversations from './conversations.js';
import { directMessageWire } from './wire.js';
const BASE = '/users/@me/direct-messages';
const dm = DIRECT_MESSAGE_AUTH;
/** The moderation route: the application's bot (OpenAPI `update_user_message_external_moderation_metadata`). */
const bot = { tokens: ['bot'] };
export const directMessageRoutes = async (app) => {
    const ctx = app.emulator;
    app.get(BASE, { config: { bucket: 'dms.summaries', auth: dm } }, async (request) => conversations.summaries(ctx, directMessageCaller(request)));
    app.post(`${BASE}/:user_id`, { config: { bucket: 'dms.create', auth: dm } }, async (request, reply) => {
        const caller = directMessageCaller(request);
        const { user_id } = valid(dmRules.validateDirectMessageIds(request.params));
        const input = valid(dmRules.validateDirectMessageBody(request.body));
        const message = conversations.send(ctx, caller, user_id, input);
        return reply.code(201).send(directMessageWire(ctx, message, caller.userId));
    });
    app.get(`${BASE}/:user_id`, { config: { bucket: 'dms.list', auth: dm } }, async (request) => {
        const caller = directMessageCaller(request);
        const { user_id } = valid(dmRules.validateDirectMessageIds(request.params));
        const limit = valid(dmRules.validateDirectMessagesLimit(request.query.limit));
        return conversations
            .history(ctx, caller, user_id, limit)
            .map((m) => directMessageWire(ctx, m, caller.userId));
    });
    app.patch(`${BASE}/:user_id/:message_id`, { config: { bucket: 'dms.edit', auth: dm } }, async (request) => {
        const caller = directMessageCaller(request);
        const ref = messageRef(request.params);
        const input = valid(dmRules.validateDirectMessageBody(request.body, { mode: 'edit' }));
        const message = conversations.edit(ctx, caller, ref, input);
        return directMessageWire(ctx, message, caller.userId);
    });
    app.put('/partner-sdk/dms/:user_id_1/:user_id_2/messages/:message_id/moderation-metadata', { config: { bucket: 'dms.moderation', auth: bot } }, async (request, reply) => {
        const principal = botCallerOf(request);
        const { user_id_1, user_id_2, message_id } = request.params;
        const first = valid(dmRules.validateDirectMessageIds({ user_id: user_id_1, message_id }));
        const second = valid(dmRules.validateDirectMessageIds({ user_id: user_id_2 }));
        const metadata = valid(validateModerationMetadataBody(request.body));
        conversations.setModerationMetadata(ctx, principal.application.id, [first.user_id, second.user_id], first.message_id ?? '', metadata);
        return reply.code(204).send();
    });
    app.delete(`${BASE}/:user_id/:message_id`, { config: { bucket: 'dms.delete', auth: dm } }, async (request, reply) => {
        const caller = directMessageCaller(request);
        conversations.remove(ctx, caller, messageRef(request.params));
        return reply.code(204).send();
    });
};
/** The message a PATCH or DELETE path names (50035 for malformed ids). */
function messageRef(params) {
    const { user_id, message_id } = valid(dmRules.validateDirectMessageIds(params));
    return { otherId: user_id, messageId: message_id ?? '' };
}
