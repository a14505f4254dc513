export function gatewayRoutes(gateway) {
    return async (app) => {
        gateway.attach(app.server);
        app.addHook('preClose', async () => gateway.close());
        app.get('/gateway', { config: { bucket: 'gateway' } }, async () => ({ url: gateway.url() }));
    };
}
