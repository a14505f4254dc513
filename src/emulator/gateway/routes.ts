/**
 * The gateway on the emulator's HTTP server: `GET /api/v10/gateway` says where the WebSocket endpoint is
 * (as the service does, without credentials), `GET /api/v10/gateway/bot` adds a bot's shard count and
 * `session_start_limit`, and the endpoint itself takes upgrades of the same server.
 * Before the server closes, every gateway connection is closed (upgraded sockets would keep it open).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { GatewayInfo } from '../../model/gateway.js';
import { botCallerOf } from '../routeAuth.js';
import type { Gateway } from './gateway.js';

export function gatewayRoutes(gateway: Gateway): FastifyPluginAsync {
  return async (app) => {
    gateway.attach(app.server);
    app.addHook('preClose', async () => gateway.close());
    app.get(
      '/gateway',
      { config: { bucket: 'gateway', auth: { noToken: 'public: where the gateway is (no credentials)' } } },
      async (): Promise<GatewayInfo> => ({ url: gateway.url() }),
    );
    // What a bot library asks before it connects: one shard, and the application's allowance of new
    // sessions (counted per application on the emulator clock, the same count IDENTIFY takes from).
    app.get(
      '/gateway/bot',
      { config: { bucket: 'gateway.bot', auth: { tokens: ['bot'] } } },
      async (request) => {
        const bot = botCallerOf(request);
        return {
          url: gateway.url(),
          shards: 1,
          session_start_limit: gateway.sessionStartLimit(bot.user?.id ?? '', bot.application.id),
        };
      },
    );
  };
}
