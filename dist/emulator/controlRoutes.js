import { userActionRoutes } from './console/actionRoutes.js';
import { desktopAppControlRoutes } from './desktopApp/controlRoutes.js';
import { memoryRoute } from './memoryRoute.js';
import { provisionalControlRoutes } from './provisional/controlRoutes.js';
import { voiceControlRoutes } from './voice/controlRoutes.js';
function body(value) {
    if (value === undefined || value === null)
        return {};
    if (typeof value !== 'object' || Array.isArray(value))
        throw new TypeError('expected a JSON object body');
    return value;
}
function sinceOf(query) {
    const raw = query.since;
    if (raw === undefined)
        return undefined;
    const since = Number(raw);
    if (!Number.isInteger(since) || since < 0)
        throw new TypeError('since: expected a sequence number >= 0');
    return since;
}
/** The control routes, bound to one emulator (`state`: its whole state as JSON text). */
export function controlRoutes(control, state) {
    return async (app) => {
        app.setErrorHandler((error, _request, reply) => {
            // fastify's own errors carry their status (413 for a body over the limit); some of them are
            // RangeErrors, so the status is read before the argument-error rule below.
            const status = error.statusCode;
            if (status !== undefined && status >= 400 && status < 500) {
                return reply.code(status).send({ code: 0, message: error.message });
            }
            if (error instanceof TypeError || error instanceof RangeError) {
                return reply.code(400).send({ code: 0, message: error.message });
            }
            return reply.code(500).send({ code: 0, message: `500: ${error.message}` });
        });
        app.get('/state', async (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(state()));
        app.post('/seed', async (request, reply) => reply.code(201).send(await control.seed(body(request.body))));
        app.post('/applications', async (request, reply) => reply.code(201).send(await control.createApplication(body(request.body))));
        app.post('/users', async (request, reply) => reply.code(201).send(await control.createUser(body(request.body))));
        app.delete('/users/:id', async (request, reply) => {
            await control.removeUser(request.params.id);
            return reply.code(204).send();
        });
        app.post('/users/:id/deauthorize', async (request) => {
            const applicationId = body(request.body).application_id;
            if (applicationId !== undefined && typeof applicationId !== 'string')
                throw new TypeError('application_id: expected a string');
            return { revoked: await control.deauthorize(request.params.id, applicationId) };
        });
        app.patch('/users/:id', async (request) => control.updateUser(request.params.id, body(request.body)));
        app.put('/users/:id/presence', async (request, reply) => {
            await control.setPresence(request.params.id, body(request.body));
            return reply.code(204).send();
        });
        app.post('/users/:id/played', async (request, reply) => {
            const applicationId = body(request.body).application_id;
            if (typeof applicationId !== 'string')
                throw new TypeError('application_id: expected a string');
            await control.markPlayed(request.params.id, applicationId);
            return reply.code(204).send();
        });
        app.post('/relationships', async (request, reply) => {
            await control.addRelationship(body(request.body));
            return reply.code(204).send();
        });
        app.post('/relationships/remove', async (request, reply) => {
            await control.removeRelationship(body(request.body));
            return reply.code(204).send();
        });
        app.post('/reset', async (_request, reply) => {
            await control.reset();
            return reply.code(204).send();
        });
        await app.register(provisionalControlRoutes(control.provisional, body));
        await app.register(voiceControlRoutes(control.voice, body));
        await app.register(userActionRoutes(control.act, body));
        await app.register(desktopAppControlRoutes(control.desktopApp, body));
        await app.register(memoryRoute);
        app.get('/clock', async () => ({ now: control.clock.now() }));
        app.post('/clock/advance', async (request) => {
            const { ms } = body(request.body);
            if (typeof ms !== 'number')
                throw new TypeError('ms: expected a number of milliseconds');
            return { now: await control.clock.advance(ms) };
        });
        app.put('/clock', async (request) => {
            const { now, frozen } = body(request.body);
            if (now !== undefined && typeof now !== 'number')
                throw new TypeError('now: expected Unix milliseconds');
            if (frozen !== undefined && typeof frozen !== 'boolean')
                throw new TypeError('frozen: expected a boolean');
            if (typeof now === 'number')
                await control.clock.set(now);
            if (typeof frozen === 'boolean')
                await control.clock.freeze(frozen);
            return { now: control.clock.now() };
        });
        app.get('/consent', async () => control.settings.consent);
        app.put('/consent', async (request) => {
            const fields = body(request.body);
            // A misspelt field (`user_id`) would silently set consent for everyone: refuse what is not known.
            const unknown = Object.keys(fields).filter((key) => key !== 'mode' && key !== 'userId');
            if (unknown.length > 0)
                throw new TypeError(`${unknown.join(', ')}: not a consent field (mode, userId)`);
            const { mode, userId } = fields;
            if (userId !== undefined && userId !== null && typeof userId !== 'string')
                throw new TypeError('userId: expected a string or null');
            return control.setConsent(mode, userId);
        });
        app.get('/settings', async () => control.settings);
        app.patch('/settings', async (request) => {
            const { codeTtlMs, accessTokenTtlSeconds } = body(request.body);
            await control.configure({
                ...(codeTtlMs === undefined ? {} : { codeTtlMs: codeTtlMs }),
                ...(accessTokenTtlSeconds === undefined
                    ? {}
                    : { accessTokenTtlSeconds: accessTokenTtlSeconds }),
            });
            return control.settings;
        });
        app.get('/faults', async () => control.faults.list());
        app.post('/faults', async (request, reply) => reply.code(201).send(control.faults.add(body(request.body))));
        app.delete('/faults', async (_request, reply) => {
            control.faults.clear();
            return reply.code(204).send();
        });
        app.delete('/faults/:id', async (request, reply) => control.faults.remove(Number(request.params.id))
            ? reply.code(204).send()
            : reply.code(404).send({ code: 0, message: '404: Not Found' }));
        app.get('/rate-limits', async () => control.rateLimits.get());
        app.put('/rate-limits', async (request) => {
            const value = request.body === false ? false : body(request.body);
            control.rateLimits.configure(value);
            return control.rateLimits.get();
        });
        app.post('/rate-limits/reset', async (_request, reply) => {
            control.rateLimits.reset();
            return reply.code(204).send();
        });
        app.post('/keys/rotate', async (request) => {
            const { dropPrevious } = body(request.body);
            if (dropPrevious !== undefined && typeof dropPrevious !== 'boolean')
                throw new TypeError('dropPrevious: expected a boolean');
            return { kid: await control.rotateKeys({ dropPrevious: dropPrevious === true }) };
        });
        app.get('/gateway', async () => ({ url: control.gateway.url(), ...control.gateway.stats() }));
        app.get('/gateway/sessions', async () => control.gateway.sessions());
        app.post('/gateway/drop', async (request) => {
            const { userId, resumable } = body(request.body);
            return {
                sessions: control.gateway.drop(userId, { resumable: resumable }),
            };
        });
        app.post('/gateway/reconnect', async (request) => ({
            sessions: control.gateway.reconnect(body(request.body).userId),
        }));
        app.put('/gateway/acks', async (request) => {
            const { paused, userId } = body(request.body);
            if (typeof paused !== 'boolean')
                throw new TypeError('paused: expected a boolean');
            if (paused)
                control.gateway.pauseAcks(userId);
            else
                control.gateway.resumeAcks(userId);
            return { paused };
        });
        app.get('/requests', async (request) => control.requests(sinceOf(request.query)));
        app.delete('/requests', async (_request, reply) => {
            control.clearRequests();
            return reply.code(204).send();
        });
        app.get('/events', async (request) => control.events({ type: request.query.type, since: sinceOf(request.query) }));
        app.delete('/events', async (_request, reply) => {
            await control.clearEvents();
            return reply.code(204).send();
        });
        app.post('/events/flush', async (_request, reply) => {
            await control.flushWebhooks();
            return reply.code(204).send();
        });
        app.post('/interactions/commands', async (request) => control.invokeCommand(body(request.body)));
        app.post('/interactions/autocomplete', async (request) => control.autocomplete(body(request.body)));
        app.get('/interactions', async () => control.interactions());
        app.get('/interactions/:id', async (request, reply) => {
            const record = control.interaction(request.params.id);
            return record ? record : reply.code(404).send({ code: 0, message: '404: Not Found' });
        });
        app.get('/applications/:id/keys', async (request) => control.applicationKeys(request.params.id));
    };
}
