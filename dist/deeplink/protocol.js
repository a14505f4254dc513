import { nodeNet } from '../native/builtins.js';
/** The request line's prefix. */
export const REQUEST_PREFIX = 'REDIRECT ';
/** Default limit for one connection (connect, send, answer), in milliseconds. */
export const DEFAULT_FORWARD_TIMEOUT_MS = 3000;
/** The longest reply a client reads. */
const MAX_REPLY_BYTES = 128;
/** The reply of the running instance, or why there was none. */
export class RedirectForwardError extends Error {
    code;
    name = 'RedirectForwardError';
    constructor(message, 
    /** `rejected` (the running instance refused the URL), `timeout`, `connection` or `protocol`. */
    code) {
        super(message);
        this.code = code;
    }
}
/**
 * Reads one `\n`-terminated line of at most `maxBytes` bytes from `socket`, then stops reading. Resolves
 * with the line (latin1; callers accept ASCII only), or undefined if the peer closed first; rejects when
 * the line is too long or the time is up. Bytes after the newline are ignored.
 */
export function readLine(socket, maxBytes, timeoutMs) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let length = 0;
        const timer = setTimeout(() => finish(new RedirectForwardError('no complete line in time', 'timeout')), timeoutMs);
        const onData = (chunk) => {
            const newline = chunk.indexOf(0x0a);
            const take = newline === -1 ? chunk : chunk.subarray(0, newline);
            length += take.length;
            if (length > maxBytes) {
                finish(new RedirectForwardError(`line longer than ${maxBytes} bytes`, 'protocol'));
                return;
            }
            chunks.push(take);
            if (newline !== -1)
                finish(undefined, Buffer.concat(chunks).toString('latin1'));
        };
        const onEnd = () => finish(undefined, undefined);
        const onError = (error) => finish(new RedirectForwardError(`connection failed: ${error.message}`, 'connection'));
        function finish(error, line) {
            clearTimeout(timer);
            socket.off('data', onData);
            socket.off('end', onEnd);
            socket.off('error', onError);
            socket.pause();
            if (error)
                reject(error);
            else
                resolve(line);
        }
        socket.on('data', onData);
        socket.on('end', onEnd);
        socket.on('error', onError);
    });
}
/**
 * Sends `url` to the running instance listening on `endpoint` over an already connected socket, and
 * waits for its answer. Resolves when the URL was accepted; rejects with a {@link RedirectForwardError}.
 */
export async function sendRedirect(socket, url, timeoutMs = DEFAULT_FORWARD_TIMEOUT_MS) {
    try {
        socket.on('error', () => { }); // reported through readLine
        const reply = readLine(socket, MAX_REPLY_BYTES, timeoutMs);
        socket.write(`${REQUEST_PREFIX}${url}\n`);
        const line = await reply;
        if (line === 'OK')
            return;
        if (line?.startsWith('ERROR ')) {
            throw new RedirectForwardError(`the running instance refused the URL: ${line.slice(6)}`, 'rejected');
        }
        throw new RedirectForwardError('the running instance gave no valid answer', 'protocol');
    }
    finally {
        socket.destroy();
    }
}
/**
 * Connects to `endpoint`. Resolves with the socket, or with `'absent'` when nobody listens there
 * (ENOENT, or ECONNREFUSED for a socket file left behind by a process that died).
 */
export function connectEndpoint(endpoint, timeoutMs) {
    return new Promise((resolve, reject) => {
        const socket = nodeNet().connect(endpoint);
        const timer = setTimeout(() => {
            socket.destroy();
            reject(new RedirectForwardError(`no answer from ${endpoint} in ${timeoutMs} ms`, 'timeout'));
        }, timeoutMs);
        socket.once('connect', () => {
            clearTimeout(timer);
            socket.removeAllListeners('error');
            resolve(socket);
        });
        socket.once('error', (error) => {
            clearTimeout(timer);
            socket.destroy();
            if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')
                resolve('absent');
            else
                reject(new RedirectForwardError(`cannot connect to ${endpoint}: ${error.message}`, 'connection'));
        });
    });
}
/** How long to wait before another try, growing, while the running instance is busy. */
const RETRY_DELAYS_MS = [25, 50, 100, 200, 400];
/**
 * Hands `url` over on `first` (a connected socket), and when the running instance drops the connection
 * without an answer (busy with other connections, or an idle one holding a place), connects again and
 * retries, briefly, until `timeoutMs` has passed in all. A refusal of the URL is final.
 */
export async function sendRedirectWithRetry(first, endpoint, url, timeoutMs = DEFAULT_FORWARD_TIMEOUT_MS) {
    const deadline = Date.now() + timeoutMs;
    let socket = first;
    for (let attempt = 0;; attempt += 1) {
        try {
            if (socket === 'absent')
                throw new RedirectForwardError(`no running instance listens on ${endpoint}`, 'connection');
            await sendRedirect(socket, url, Math.max(1, deadline - Date.now()));
            return;
        }
        catch (error) {
            const dropped = error instanceof RedirectForwardError && (error.code === 'connection' || error.code === 'protocol');
            const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)] ?? 400;
            if (!dropped || Date.now() + delay >= deadline)
                throw error;
            await new Promise((resolve) => setTimeout(resolve, delay));
            socket = await connectEndpoint(endpoint, Math.max(1, deadline - Date.now()));
        }
    }
}
/** Connects to the running instance at `endpoint` and hands it `url` (what a second process does). */
export async function forwardRedirect(endpoint, url, timeoutMs = DEFAULT_FORWARD_TIMEOUT_MS) {
    const socket = await connectEndpoint(endpoint, timeoutMs);
    if (socket === 'absent')
        throw new RedirectForwardError(`no running instance listens on ${endpoint}`, 'connection');
    await sendRedirectWithRetry(socket, endpoint, url, timeoutMs);
}
