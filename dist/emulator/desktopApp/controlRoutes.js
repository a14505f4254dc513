export function desktopAppControlRoutes(apps, body) {
    return async (app) => {
        app.get('/desktop-app', async () => apps.list());
        app.post('/desktop-app/start', async (request) => {
            const { userId, dir } = body(request.body);
            return apps.start({ userId: userId, dir: dir });
        });
        app.post('/desktop-app/stop', async (request, reply) => {
            await apps.stop(body(request.body).userId);
            return reply.code(204).send();
        });
        app.post('/desktop-app/kill', async (request, reply) => {
            await apps.kill(body(request.body).userId);
            return reply.code(204).send();
        });
        app.post('/desktop-app/restart', async (request) => apps.restart(body(request.body).userId));
        app.post('/desktop-app/accept-invite', async (request) => ({
            games: apps.acceptInvite(body(request.body)),
        }));
        app.post('/desktop-app/request-join', async (request) => ({
            games: apps.requestJoin(body(request.body)),
        }));
        app.post('/desktop-app/answer-join-request', async (request) => ({
            answered: apps.answerJoinRequest(body(request.body)),
        }));
    };
}
