import { ApiError } from '../errors.js';
/** The routes over the emulator's {@link UserActions}; `body` checks that a body is a JSON object. */
export function userActionRoutes(act, body) {
    return async (app) => {
        app.setErrorHandler((error, _request, reply) => {
            if (error instanceof ApiError)
                return reply.code(error.status).send(error.body());
            if (error instanceof TypeError || error instanceof RangeError)
                return reply.code(400).send({ code: 0, message: error.message });
            const status = error.statusCode ?? 500;
            return reply.code(status).send({ code: 0, message: error.message });
        });
        app.post('/act/lobby-messages', async (request, reply) => reply.code(201).send(await act.sendLobbyMessage(body(request.body))));
        app.post('/act/channel-messages', async (request, reply) => reply.code(201).send(await act.sendChannelMessage(body(request.body))));
        app.post('/act/direct-messages', async (request, reply) => reply.code(201).send(await act.sendDirectMessage(body(request.body))));
        app.post('/act/friend-requests', async (request, reply) => reply.code(201).send(await act.sendFriendRequest(body(request.body))));
        app.post('/act/invites', async (request, reply) => reply.code(201).send(await act.sendInvite(body(request.body))));
    };
}
