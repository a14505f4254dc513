/**
 * `PUT /channels/{channel.id}/voice-status` (Bot token only, as the OpenAPI description says): the body
 * checked by the rule the SDK checks it with (`src/rules/voiceStatus.ts`, 50035 otherwise), then the
 * voice domain decides (voice/status.ts). Answers 204 without a body.
 */
import type { FastifyPluginAsync } from 'fastify';
export declare const voiceRoutes: FastifyPluginAsync;
