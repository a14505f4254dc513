import { MessageFlags } from '../../model/index.js';
import { noteRequest } from '../requestEntry.js';
import { describeAnswer } from './answers.js';
const WEBHOOK = '/webhooks/:application_id/:interaction_token';
/** No token in `Authorization`: the interaction token in the path is the credential (OpenAPI: `{}` or Bot). */
const PATH_TOKEN = { config: { auth: { noToken: 'the interaction token in the path' } } };
/** `with_response`: a boolean query parameter (`true`/`1`). */
function flag(value) {
    return typeof value === 'string' && (value.toLowerCase() === 'true' || value === '1');
}
export function interactionRoutes(interactions) {
    return async (app) => {
        app.post('/interactions/:interaction_id/:interaction_token/callback', PATH_TOKEN, (request, reply) => {
            const { interaction_id: id, interaction_token: token } = request.params;
            const record = interactions.callback(id, token, request.body);
            const response = record.response;
            if (response)
                noteRequest(request, `interaction ${id}: answered ${describeAnswer(response)}`);
            if (!flag(request.query.with_response) || !response)
                return reply.code(204).send();
            const body = {
                interaction: {
                    id: record.id,
                    type: record.type,
                    ...(record.original
                        ? {
                            response_message_id: record.original.id,
                            response_message_loading: ((record.original.flags ?? 0) & MessageFlags.LOADING) !== 0,
                            response_message_ephemeral: ((record.original.flags ?? 0) & MessageFlags.EPHEMERAL) !== 0,
                        }
                        : {}),
                    ...(record.channelId === null ? {} : { channel_id: record.channelId }),
                    ...(record.guildId === null ? {} : { guild_id: record.guildId }),
                },
                resource: { type: response.type, ...(record.original ? { message: record.original } : {}) },
            };
            return reply.code(200).send(body);
        });
        app.post(WEBHOOK, PATH_TOKEN, (request, reply) => {
            const { application_id: appId, interaction_token: token } = request.params;
            const { record, message } = interactions.followUp(appId, token, request.body);
            noteRequest(request, `interaction ${record.id}: follow-up ${message.id}`);
            return reply.send(message);
        });
        for (const path of [`${WEBHOOK}/messages/@original`, `${WEBHOOK}/messages/:message_id`]) {
            const idOf = (params) => params.message_id ?? '@original';
            app.get(path, PATH_TOKEN, (request, reply) => {
                const { application_id: appId, interaction_token: token } = request.params;
                return reply.send(interactions.getMessage(appId, token, idOf(request.params)));
            });
            app.patch(path, PATH_TOKEN, (request, reply) => {
                const { application_id: appId, interaction_token: token } = request.params;
                const { record, message } = interactions.editMessage(appId, token, idOf(request.params), request.body);
                noteRequest(request, `interaction ${record.id}: message ${message.id} edited`);
                return reply.send(message);
            });
            app.delete(path, PATH_TOKEN, (request, reply) => {
                const { application_id: appId, interaction_token: token } = request.params;
                const record = interactions.deleteMessage(appId, token, idOf(request.params));
                noteRequest(request, `interaction ${record.id}: ${idOf(request.params)} deleted`);
                return reply.code(204).send();
            });
        }
    };
}
