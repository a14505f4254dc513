import { botCallerOf } from '../routeAuth.js';
export function gatewayRoutes(gateway) {
    return async (app) => {
        gateway.attach(app.server);
        app.addHook('preClose', async () => gateway.close());
        app.get('/gateway', { config: { bucket: 'gateway', auth: { noToken: 'public: where the gateway is (no credentials)' } } }, async () => ({ url: gateway.url() }));
        // What a bot library asks before it connects: one shard, and the application's allowance of new
        // sessions (counted per application on the emulator clock, the same count IDENTIFY takes from).
        app.get('/gateway/bot', { config: { bucket: 'gateway.bot', auth: { tokens: ['bot'] } } }, async (request) => {
            const bot = botCallerOf(request);
            return {
                url: gateway.url(),
                shards: 1,
                session_start_limit: gateway.sessionStartLimit(bot.user?.id ?? '', bot.application.id),
            };
        });
    };
}
