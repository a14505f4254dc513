/**
 * `PUT /channels/{channel.id}/voice-status` (Bot token only, as the OpenAPI description says): the body
 * checked by the rule the SDK checks it with (`src/rules/voiceStatus.ts`, 50035 otherwise), then the
 * voice domain decides (voice/status.ts). Answers 204 without a body.
 */
import type { FastifyPluginAsync } from 'fastify';
import { isSnowflake } from '../../model/index.js';
import { type Issue, IssueCodes, toErrorBody, validateVoiceStatusBody } from '../../rules/index.js';
import { Errors } from '../errors.js';
import { botCallerOf } from '../routeAuth.js';
import { setVoiceChannelStatus } from './status.js';

type Params = { channel_id: string };

export const voiceRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.emulator;
  app.put<{ Params: Params }>(
    '/channels/:channel_id/voice-status',
    { config: { bucket: 'channels.voice-status', auth: { tokens: ['bot'] } } },
    async (request, reply) => {
      const { application } = botCallerOf(request);
      const channelId = request.params.channel_id;
      const issues: Issue[] = [];
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
      if (issues.length > 0) throw Errors.invalidFormBody(toErrorBody(issues).errors);
      setVoiceChannelStatus(ctx, application, channelId, body.value.status);
      return reply.code(204).send();
    },
  );
};
