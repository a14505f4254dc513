/** The same over HTTP, under `/_emulator/provisional` (registered by the control routes). */
export function provisionalControlRoutes(control, body) {
    return async (app) => {
        app.put('/provisional/applications/:id', async (request) => control.configure(request.params.id, body(request.body)));
        app.post('/provisional/applications/:id/id-tokens', async (request, reply) => reply.code(201).send({
            id_token: await control.mintIdToken(request.params.id, body(request.body)),
        }));
        app.post('/provisional/tickets', async (request, reply) => reply
            .code(201)
            .send({ ticket: await control.mintTicket(body(request.body)) }));
        app.put('/provisional/bans/:userId', async (request, reply) => {
            await control.ban(request.params.userId, true);
            return reply.code(204).send();
        });
        app.delete('/provisional/bans/:userId', async (request, reply) => {
            await control.ban(request.params.userId, false);
            return reply.code(204).send();
        });
        app.put('/provisional/merge-duration', async (request, reply) => {
            const { ms } = body(request.body);
            if (typeof ms !== 'number')
                throw new TypeError('ms: expected a number of milliseconds');
            control.setMergeDuration(ms);
            return reply.code(204).send();
        });
    };
}
