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
/** Origins a fetch remembers; past this many (a fetch used for many hosts) it forgets them all. */
const MAX_ORIGINS = 64;
/**
 * The origin and the path of a URL as the transport writes them (`http://127.0.0.1:8080/api/v10/x?y=1`),
 * or undefined for any other form (userinfo, a fragment, characters a path may not carry as they are),
 * which takes the URL parser's road. Splitting the string costs nothing next to `new URL()` and
 * `urlToHttpOptions()` (about 6 us a request on this machine: issue 45).
 */
function splitPlain(url) {
    const schemeEnd = url.startsWith('https://') ? 8 : url.startsWith('http://') ? 7 : -1;
    if (schemeEnd === -1)
        return undefined;
    const slash = url.indexOf('/', schemeEnd);
    const origin = slash === -1 ? url : url.slice(0, slash);
    const path = slash === -1 ? '/' : url.slice(slash);
    if (origin.length === schemeEnd || origin.includes('@') || origin.includes('?'))
        return undefined;
    if (!PLAIN_PATH.test(path) || path.includes('/.') || /%2e/i.test(path))
        return undefined;
    return [origin.toLowerCase(), path];
}
/**
 * A path and query the URL parser would leave as they are: RFC 3986's unreserved and reserved characters
 * and escapes, nothing it would escape or rewrite (`"<>\`{}'\\`, a `#` fragment); dot segments (`/.`,
 * `%2e`) are left to it too.
 */
const PLAIN_PATH = /^\/[A-Za-z0-9\-._~!$&()*+,;=:@/?%[\]]*$/;
/** A fetch whose sockets are kept alive between requests and belong to it alone. */
export function createDefaultFetch() {
    let httpAgent;
    let httpsAgent;
    let http;
    let https;
    const origins = new Map();
    /** The module and agent for `protocol`, loading the module on first use. */
    const moduleFor = async (protocol) => {
        if (protocol === 'https:') {
            https ??= (await loadHttps());
            httpsAgent ??= new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS });
            return { agent: httpsAgent, request: https.request };
        }
        http ??= (await loadHttp());
        httpAgent ??= new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS });
        return { agent: httpAgent, request: http.request };
    };
    /** The origin `key` names, parsed (and its module loaded) the first time. */
    const originOf = async (key) => {
        const known = origins.get(key);
        if (known !== undefined)
            return known;
        const options = urlToHttpOptions(new URL(key));
        const { agent, request } = await moduleFor(options.protocol ?? 'http:');
        if (origins.size >= MAX_ORIGINS)
            origins.clear();
        const origin = {
            protocol: options.protocol ?? 'http:',
            hostname: options.hostname ?? 'localhost',
            port: options.port ?? '',
            agent,
            request,
        };
        origins.set(key, origin);
        return origin;
    };
    /** The request's options: from the remembered origin and the raw path, or through the URL parser. */
    const target = async (url) => {
        const plain = splitPlain(url);
        if (plain !== undefined) {
            const [key, path] = plain;
            const origin = origins.get(key) ?? (await originOf(key));
            return { origin, path };
        }
        const parsed = new URL(url);
        const options = urlToHttpOptions(parsed);
        const { agent, request } = await moduleFor(parsed.protocol);
        const origin = {
            protocol: parsed.protocol,
            hostname: options.hostname ?? 'localhost',
            port: options.port ?? '',
            agent,
            request,
        };
        return { origin, path: options.path ?? '/', auth: options.auth };
    };
    const send = async (url, init) => {
        const { origin, path, auth } = await target(url);
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
        const req = origin.request({
            protocol: origin.protocol,
            hostname: origin.hostname,
            port: origin.port,
            path,
            auth,
            method: init.method,
            headers,
            agent: origin.agent,
        });
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
        fetch: send,
        close: () => {
            httpAgent?.destroy();
            httpsAgent?.destroy();
        },
    };
}
