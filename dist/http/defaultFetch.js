import { urlToHttpOptions } from 'node:url';
import { incomingResponse } from './incomingResponse.js';
import { loadOnce } from './loadOnce.js';
/**
 * Idle kept-alive sockets close after this long. Below the 5 s that Node's HTTP server announces by
 * default, so the client gives a socket up before the server does; a server announcing less
 * (`Keep-Alive: timeout=n`) shortens it further. Node's agent ignores that announcement when the agent
 * has no timeout of its own, hence one here.
 */
export const IDLE_SOCKET_MS = 4_000;
const loadHttp = loadOnce(() => import('node:http'));
const loadHttps = loadOnce(() => import('node:https'));
/** The abort reason as the error a destroyed request reports (an `AbortSignal` reason may be anything). */
function abortReason(signal) {
    return signal.reason instanceof Error ? signal.reason : new Error('the request was aborted');
}
/** A fetch whose sockets are kept alive between requests and belong to it alone. */
export function createDefaultFetch() {
    let http;
    let https;
    const agentFor = async (protocol) => {
        if (protocol === 'https:') {
            const { Agent, request } = await loadHttps();
            https ??= new Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS });
            return { agent: https, request };
        }
        const { Agent, request } = await loadHttp();
        http ??= new Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS });
        return { agent: http, request };
    };
    const send = async (url, init) => {
        const { agent, request } = await agentFor(url.protocol);
        const { signal } = init;
        if (signal.aborted)
            throw abortReason(signal);
        const headers = {
            Accept: '*/*',
            'Accept-Encoding': 'gzip, deflate, br',
            ...init.headers,
        };
        if (init.body !== undefined)
            headers['Content-Length'] = Buffer.byteLength(init.body);
        const req = request({ ...urlToHttpOptions(url), method: init.method, headers, agent });
        const onAbort = () => req.destroy(abortReason(signal));
        const stopListening = () => signal.removeEventListener('abort', onAbort);
        signal.addEventListener('abort', onAbort, { once: true });
        // 'close' comes when the request fails or is destroyed, or after the response has ended.
        req.once('close', stopListening);
        const message = await new Promise((resolve, reject) => {
            req.once('response', resolve);
            // Persistent, not once: a socket can also fail after the response has begun (the body's reader
            // sees that failure), and a second 'error' without a listener would crash the process.
            req.on('error', reject);
            req.end(init.body);
        });
        // The body's last byte has arrived: nothing left to abort (and a reader resumes after this).
        message.once('end', stopListening);
        return incomingResponse(init.method, message);
    };
    return {
        fetch: (url, init) => send(new URL(url), init),
        close: () => {
            http?.destroy();
            https?.destroy();
        },
    };
}
