import { urlToHttpOptions } from 'node:url';
import { bodiless, IncomingHeaders, incomingResponse } from './incomingResponse.js';
import { loadOnce } from './loadOnce.js';
import { BodyTooLarge, readBoundedText } from './responseBody.js';
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
/** `/`, as `charCodeAt` reads it. */
const SLASH = 47;
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
    if (!isPlainPath(path))
        return undefined;
    return [origin.toLowerCase(), path];
}
/** True for a path the URL parser would send as it is (see `PLAIN_PATH`; dot segments are not). */
function isPlainPath(path) {
    return PLAIN_PATH.test(path) && !DOT_SEGMENT.test(path);
}
/** A dot segment, written plainly or escaped, which the URL parser resolves. */
const DOT_SEGMENT = /\/\.|%2e/i;
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
    /** The exchange on a known origin: one promise, settled once, whatever ends the request. */
    const run = (origin, path, auth, method, headers, body, deadline, signal, limit) => new Promise((resolve, reject) => {
        if (signal?.aborted) {
            reject(abortReason(signal));
            return;
        }
        // Its slot fired while the origin was being loaded (a first request): it is not in the slot yet.
        if (deadline.signal.aborted) {
            reject(new Error('the request timed out'));
            return;
        }
        headers.Accept = '*/*';
        headers['Accept-Encoding'] = 'gzip, deflate, br';
        if (body !== undefined)
            headers['Content-Length'] = Buffer.byteLength(body);
        const req = origin.request({
            protocol: origin.protocol,
            hostname: origin.hostname,
            port: origin.port,
            path,
            auth,
            method,
            headers,
            agent: origin.agent,
        });
        let done = false;
        const onAbort = signal === undefined ? undefined : () => req.destroy(abortReason(signal));
        /** Settles once; the request leaves the deadline's slot and the signal when it has ended. */
        const settle = (result, error) => {
            if (done)
                return;
            done = true;
            deadline.requests.delete(req);
            if (onAbort !== undefined)
                signal?.removeEventListener('abort', onAbort);
            if (result === undefined)
                reject(error);
            else
                resolve(result);
        };
        const fail = (error) => settle(undefined, error);
        deadline.requests.add(req);
        if (onAbort !== undefined)
            signal?.addEventListener('abort', onAbort, { once: true });
        // Persistent, not once: a socket can also fail after the response has begun, and a second
        // 'error' without a listener would crash the process.
        req.on('error', fail);
        req.on('response', (message) => {
            message.on('error', fail);
            const status = message.statusCode ?? 0;
            if (message.headers['content-encoding'] !== undefined && !bodiless(method, status)) {
                // Compressed: through the decoder, read by the general reader (same bound, same failures).
                incomingResponse(method, message)
                    .then((response) => readBoundedText(response, limit))
                    .then((text) => settle({ kind: 'response', status, headers: new IncomingHeaders(message.headers), text }), (error) => error instanceof BodyTooLarge ? settle({ kind: 'too-large', status, limit }) : fail(error));
                return;
            }
            const declared = Number(message.headers['content-length'] ?? Number.NaN);
            if (declared > limit) {
                settle({ kind: 'too-large', status, limit });
                message.destroy();
                return;
            }
            const chunks = [];
            let size = 0;
            message.on('data', (chunk) => {
                if (done)
                    return;
                size += chunk.byteLength;
                if (size > limit) {
                    settle({ kind: 'too-large', status, limit });
                    message.destroy();
                    return;
                }
                chunks.push(chunk);
            });
            message.on('end', () => {
                const text = chunks.length === 1
                    ? chunks[0].toString('utf8')
                    : Buffer.concat(chunks, size).toString('utf8');
                settle({ kind: 'response', status, headers: new IncomingHeaders(message.headers), text });
            });
            // Destroyed without an error (a dropped connection can end so): the body is incomplete. 'close'
            // also follows every complete body: no error is built then (its stack trace cost ~8 us a request).
            message.on('close', () => {
                if (!done)
                    fail(new Error('the body ended before it was complete'));
            });
        });
        req.end(body);
    });
    // The origin of the last plain URL as it was written (`http://127.0.0.1:8080`), and what it names: a
    // transport calls one origin, so most URLs start with it and need no splitting at all.
    let lastPrefix = '';
    let lastOrigin;
    const exchange = (url, method, headers, body, deadline, signal, limit) => {
        if (lastOrigin !== undefined &&
            url.startsWith(lastPrefix) &&
            url.charCodeAt(lastPrefix.length) === SLASH) {
            const path = url.slice(lastPrefix.length);
            if (isPlainPath(path))
                return run(lastOrigin, path, undefined, method, headers, body, deadline, signal, limit);
        }
        const plain = splitPlain(url);
        const known = plain === undefined ? undefined : origins.get(plain[0]);
        if (plain !== undefined && known !== undefined) {
            // (A URL with no path at all, `http://host`, is sent as `/` and not remembered.)
            if (url.endsWith(plain[1])) {
                lastPrefix = url.slice(0, url.length - plain[1].length);
                lastOrigin = known;
            }
            return run(known, plain[1], undefined, method, headers, body, deadline, signal, limit);
        }
        return target(url).then(({ origin, path, auth }) => run(origin, path, auth, method, headers, body, deadline, signal, limit));
    };
    return {
        fetch: send,
        exchange,
        close: () => {
            httpAgent?.destroy();
            httpsAgent?.destroy();
        },
    };
}
