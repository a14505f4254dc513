/**
 * The gateway on the emulator's HTTP server: `GET /api/v10/gateway` says where the WebSocket endpoint is
 * (as the service does, without credentials), `GET /api/v10/gateway/bot` adds a bot's shard count and
 * `session_start_limit`, and the endpoint itself takes upgrades of the same server.
 * Before the server closes, every gateway connection is closed (upgraded sockets would keep it open).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Gateway } from './gateway.js';
export declare function gatewayRoutes(gateway: Gateway): FastifyPluginAsync;
