import { validateActivityInviteBody } from '../../rules/activity.js';
import { validatePathIds } from '../../rules/lobby.js';
import { DIRECT_MESSAGE_AUTH, directMessageCaller } from '../directMessages/access.js';
import { directMessageWire } from '../directMessages/wire.js';
import { valid } from '../errors.js';
/** The plugin, over the emulator's one {@link InviteService}. */
export function inviteRoutes(invites) {
    return async (app) => {
        const ctx = app.emulator;
        const userId = (params) => valid(validatePathIds({ user_id: params.user_id })).user_id ?? '';
        app.post('/users/@me/activity-invites/:user_id', { config: { bucket: 'invites.create', auth: DIRECT_MESSAGE_AUTH } }, async (request, reply) => {
            const caller = directMessageCaller(request);
            const to = userId(request.params);
            const content = valid(validateActivityInviteBody(request.body));
            return reply
                .code(201)
                .send(directMessageWire(ctx, invites.invite(caller, to, content), caller.userId));
        });
        app.post('/users/@me/activity-join-requests/:user_id', { config: { bucket: 'invites.create', auth: DIRECT_MESSAGE_AUTH } }, async (request, reply) => {
            const caller = directMessageCaller(request);
            const message = invites.requestJoin(caller, userId(request.params));
            return reply.code(201).send(directMessageWire(ctx, message, caller.userId));
        });
        app.post('/users/@me/activity-invites/:message_id/accept', { config: { bucket: 'invites.accept', auth: DIRECT_MESSAGE_AUTH } }, async (request) => {
            const caller = directMessageCaller(request);
            const ids = valid(validatePathIds({ message_id: request.params.message_id }));
            return invites.accept(caller, ids.message_id ?? '');
        });
    };
}
