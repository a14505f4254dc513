import { nodeHttp } from '../native/builtins.js';
import { hostHeaderCount } from '../rules/hostHeader.js';
import { LOOPBACK_CALLBACK_PATH, LOOPBACK_HOST, loopbackRedirectUri } from '../rules/redirect.js';
const PAGE_HEADERS = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    Connection: 'close',
};
function page(title, text) {
    return (`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
        '<style>body{font-family:system-ui,sans-serif;margin:4rem auto;max-width:32rem;text-align:center}</style>' +
        `</head><body><h1>${title}</h1><p>${text}</p></body></html>`);
}
const DONE_PAGE = page('Sign-in response received', 'You can close this window and return to the application.');
const REJECTED_PAGE = page('Not a valid sign-in response', 'This link does not belong to a pending sign-in.');
const NOT_FOUND_PAGE = page('Not found', 'Nothing here.');
/**
 * Starts a receiver. `onCallback` receives the full callback URL and says whether it settled an
 * authorization; after the first one that did, the receiver closes itself.
 */
export async function startLoopbackReceiver(onCallback) {
    let closed = false;
    let port = 0;
    const server = nodeHttp().createServer((request, response) => {
        const answer = (status, body) => {
            response.writeHead(status, PAGE_HEADERS);
            response.end(body);
        };
        // A page on another origin could make the browser send requests here; a DNS-rebinding one would carry
        // a foreign Host header. Only our exact origin is served.
        // Exactly one Host header, ours (rules/hostHeader.ts).
        if (request.headers.host !== `${LOOPBACK_HOST}:${port}` || hostHeaderCount(request.rawHeaders) !== 1)
            return answer(400, REJECTED_PAGE);
        const path = (request.url ?? '').split('?', 1)[0];
        if (request.method !== 'GET' || path !== LOOPBACK_CALLBACK_PATH)
            return answer(404, NOT_FOUND_PAGE);
        const outcome = onCallback(`http://${LOOPBACK_HOST}:${port}${request.url ?? ''}`);
        if (!outcome.handled)
            return answer(400, REJECTED_PAGE);
        answer(200, DONE_PAGE);
        receiver.close();
    });
    server.on('clientError', (_error, socket) => socket.destroy());
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen({ host: LOOPBACK_HOST, port: 0 }, () => {
            server.off('error', reject);
            resolve();
        });
    });
    port = server.address().port;
    const receiver = {
        redirectUri: loopbackRedirectUri(port),
        port,
        close() {
            if (closed)
                return;
            closed = true;
            // Let the answer in flight finish, then drop idle keep-alive sockets.
            server.close();
            server.closeIdleConnections();
        },
    };
    return receiver;
}
