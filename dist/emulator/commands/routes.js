import { COMMANDS_AUTH, commandAccess } from './access.js';
import { requesterLocale } from './locale.js';
import { noteBodyText } from './memo.js';
const GLOBAL = '/applications/:application_id/commands';
const GUILD = '/applications/:application_id/guilds/:guild_id/commands';
/** The routes over the emulator's registry, answering from its response cache. */
export function commandRoutes(registry, responses) {
    return async (app) => {
        const ctx = app.emulator;
        // Bodies keep the JSON text they were parsed from, so the registry's memo can key on that text
        // instead of serializing the parsed body again (see memo.ts).
        const parseJson = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
        app.removeContentTypeParser('application/json');
        app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
            parseJson(request, text, (error, body) => {
                if (!error)
                    noteBodyText(body, text);
                done(error, body);
            });
        });
        // Synchronous handlers: each answers at once (an async handler costs a promise and a tick per request).
        const auth = { config: { auth: COMMANDS_AUTH } };
        for (const base of [GLOBAL, GUILD]) {
            app.get(base, auth, (request, reply) => {
                const { principal, scope } = commandAccess(ctx, request, request.params);
                const commands = registry.list(scope);
                const locale = withLocalizations(request.query.with_localizations)
                    ? null
                    : requesterLocale(request.headers, userLocale(principal));
                reply.type(JSON_TYPE).send(responses.list(commands, locale));
            });
            app.post(base, auth, (request, reply) => {
                const { scope } = commandAccess(ctx, request, request.params);
                const { command, created } = registry.create(scope, request.body);
                reply
                    .code(created ? 201 : 200)
                    .type(JSON_TYPE)
                    .send(responses.command(command));
            });
            app.put(base, auth, (request, reply) => {
                const { scope } = commandAccess(ctx, request, request.params);
                reply.type(JSON_TYPE).send(responses.list(registry.bulkOverwrite(scope, request.body), null));
            });
            app.get(`${base}/:command_id`, auth, (request, reply) => {
                const { scope } = commandAccess(ctx, request, request.params);
                reply.type(JSON_TYPE).send(responses.command(registry.get(scope, request.params.command_id)));
            });
            app.patch(`${base}/:command_id`, auth, (request, reply) => {
                const { scope } = commandAccess(ctx, request, request.params);
                reply
                    .type(JSON_TYPE)
                    .send(responses.command(registry.edit(scope, request.params.command_id, request.body)));
            });
            app.delete(`${base}/:command_id`, auth, (request, reply) => {
                const { scope } = commandAccess(ctx, request, request.params);
                registry.delete(scope, request.params.command_id);
                reply.code(204).send();
            });
        }
    };
}
const JSON_TYPE = 'application/json; charset=utf-8';
/** `with_localizations`: a boolean query parameter (`true`/`1`; anything else is false). */
function withLocalizations(value) {
    return value !== undefined && (value.toLowerCase() === 'true' || value === '1');
}
/** The user-setting locale of the requester: the token's user, or the bot user. */
function userLocale(principal) {
    return principal.user?.locale;
}
