export function voiceControlRoutes(voice, body) {
    return async (app) => {
        app.get('/voice/calls', async () => voice.calls());
        app.get('/voice/calls/:id', async (request, reply) => {
            const call = voice.call(request.params.id);
            return call === undefined ? reply.code(404).send({ code: 0, message: 'no such call' }) : call;
        });
        app.get('/voice/stats', async () => voice.stats());
        app.get('/voice/calls/:id/relayed/:userId', async (request) => voice.relayed(request.params.id, request.params.userId).map((payload) => payload.toString('base64')));
        app.get('/voice/ca', async (_request, reply) => {
            const ca = await voice.certificateAuthority();
            return reply.header('content-type', 'application/x-pem-file').send(ca.pem);
        });
        app.get('/voice/ca.json', async () => voice.certificateAuthority());
        app.post('/voice/mute', async (request) => {
            const b = body(request.body);
            return { ok: await voice.mute(b.serverId, b.userId, (b.muted ?? true)) };
        });
        app.post('/voice/deafen', async (request) => {
            const b = body(request.body);
            return {
                ok: await voice.deafen(b.serverId, b.userId, (b.deafened ?? true)),
            };
        });
        app.post('/voice/disconnect', async (request) => {
            const b = body(request.body);
            return { ok: await voice.disconnect(b.serverId, b.userId) };
        });
        app.post('/voice/calls/:id/move', async (request) => ({
            endpoint: await voice.move(request.params.id),
        }));
        app.put('/voice/calls/:id/faults', async (request) => ({
            faults: voice.setFaults(request.params.id, body(request.body)),
        }));
        app.delete('/voice/calls/:id/faults', async (request) => ({
            faults: voice.setFaults(request.params.id, null),
        }));
        app.post('/voice/calls/:id/end', async (request) => ({
            ok: voice.end(request.params.id),
        }));
        app.post('/voice/calls/:id/drop', async (request) => ({
            ok: voice.dropSocket(request.params.id, body(request.body).userId),
        }));
        app.put('/voice/withheld', async (request) => {
            const b = body(request.body);
            return { withheld: voice.withholdServerUpdates(b.serverId, (b.withheld ?? true)) };
        });
        app.post('/voice/crash', async () => ({ closed: voice.crash() }));
        app.get('/voice/settings', async () => ({ dave: voice.daveMode() }));
        app.put('/voice/settings', async (request) => ({
            dave: voice.setDaveMode(body(request.body).dave),
        }));
    };
}
