/**
 * The interaction answer routes (OpenAPI `create_interaction_response` and the webhook message routes):
 * the first answer through `POST /interactions/{id}/{token}/callback`, then follow-ups and the original
 * answer under `/webhooks/{app}/{token}`. The token in the path is the credential; the request log shows
 * it as `[redacted]` and notes what each call did. The rules live in the interactions domain.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { InteractionService } from './service.js';
export declare function interactionRoutes(interactions: InteractionService): FastifyPluginAsync;
