import { isSnowflake } from '../../model/index.js';
import { IssueCodes, toErrorBody, validateVoiceStatusBody } from '../../rules/index.js';
import { Errors } from '../errors.js';
import { botCallerOf } from '../routeAuth.js';
import { setVoiceChannelStatus } from './status.js';
export const voiceRoutes = async (app) => {
    const ctx = app.emulator;
    app.put('/channels/:channel_id/voice-status', { config: { bucket: 'channels.voice-status', auth: { tokens: ['bot'] } } }, async (request, reply) => {
        const { application } = botCallerOf(request);
        const channelId = request.params.channel_id;
        const issues = [];
        // The path id is reported like a body field, as the service does for malformed snowflakes.
        if (!isSnowflake(channelId)) {
            issues.push({
                path: ['channel_id'],
                code: IssueCodes.SNOWFLAKE_TYPE_INVALID,
                message: `Value ${JSON.stringify(channelId)} is not snowflake.`,
            });
        }
        const body = validateVoiceStatusBody(request.body);
        issues.push(...body.issues);
        if (issues.length > 0)
            throw Errors.invalidFormBody(toErrorBody(issues).errors);
        setVoiceChannelStatus(ctx, application, channelId, body.value.status);
        return reply.code(204).send();
    });
};
