import { loadAssets } from './assets.js';
import { ConsoleFeed } from './feed.js';
import { VIEWS } from './views.js';
/** Where the console's files are served, under the control prefix. */
export const CONSOLE_PATH = '/ui';
/**
 * The page may load only its own files and talk only to its own origin, and no other site may frame it
 * (its buttons change the state: a framing page could trick a click).
 */
const PAGE_HEADERS = {
    'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-cache',
};
/** The console's routes over one emulator; `assetsDir` overrides where the files are read from (tests). */
export function consoleRoutes(sources, assetsDir) {
    return async (app) => {
        const feed = new ConsoleFeed(sources);
        app.addHook('onClose', async () => feed.close());
        let assets;
        try {
            assets = loadAssets(assetsDir);
        }
        catch (error) {
            // The emulator still runs without its console (a build that did not copy the files): the page
            // says why instead.
            assets = error;
        }
        app.setErrorHandler((error, _request, reply) => {
            const status = error instanceof TypeError || error instanceof RangeError ? 400 : 500;
            return reply.code(status).send({ code: 0, message: error.message });
        });
        const sendAsset = (reply, name) => {
            if (assets instanceof Error)
                return reply.code(503).send({ code: 0, message: assets.message });
            const asset = assets.get(name);
            if (asset === undefined)
                return reply.code(404).send({ code: 0, message: `404: no console file ${name}` });
            return reply.headers(PAGE_HEADERS).type(asset.type).send(asset.body);
        };
        app.get(CONSOLE_PATH, async (_request, reply) => sendAsset(reply, 'index.html'));
        app.get(`${CONSOLE_PATH}/`, async (_request, reply) => sendAsset(reply, 'index.html'));
        app.get(`${CONSOLE_PATH}/*`, async (request, reply) => sendAsset(reply, request.params['*']));
        app.get('/views/:page', async (request, reply) => {
            const view = VIEWS[request.params.page];
            if (view === undefined || !Object.hasOwn(VIEWS, request.params.page))
                return reply.code(404).send({
                    code: 0,
                    message: `page: expected one of ${Object.keys(VIEWS).join(', ')}, received "${request.params.page}"`,
                });
            const query = (request.query ?? {});
            return reply.header('cache-control', 'no-store').send(view(sources, query));
        });
        app.get('/stream', async (_request, reply) => {
            reply.hijack();
            feed.open(reply.raw);
        });
    };
}
