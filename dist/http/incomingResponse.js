import { loadOnce } from './loadOnce.js';
// zlib is only needed when a server actually compresses: not loaded before then (issue 20).
const loadDecoding = loadOnce(async () => ({
    zlib: await import('node:zlib'),
    stream: await import('node:stream'),
}));
/** The header names are lower case in `IncomingMessage.headers`; a repeated header is joined by `, `. */
export class IncomingHeaders {
    #raw;
    constructor(raw) {
        this.#raw = raw;
    }
    get(name) {
        // The transport asks in lower case: a hit needs no lower-cased copy of the name.
        const value = this.#raw[name] ?? this.#raw[name.toLowerCase()];
        if (typeof value === 'string')
            return value;
        // Not own headers (`constructor`, from the object's prototype) read as absent.
        return Array.isArray(value) ? value.join(', ') : null;
    }
}
class IncomingResponse {
    status;
    headers;
    body;
    constructor(message, body) {
        this.status = message.statusCode ?? 0;
        this.headers = new IncomingHeaders(message.headers);
        this.body = body;
    }
    async text() {
        const chunks = [];
        for await (const chunk of this.body)
            chunks.push(chunk);
        return Buffer.concat(chunks).toString('utf8');
    }
}
/** True when the response can carry no body, so a `Content-Encoding` on it names nothing to decode. */
export function bodiless(method, status) {
    return method === 'HEAD' || status === 204 || status === 304;
}
/**
 * The response for `message`, its body decoded when `Content-Encoding` is gzip, deflate (either framing,
 * as `createUnzip` detects) or br; any other coding is passed through as it came.
 */
export async function incomingResponse(method, message) {
    // An error after nobody reads the body any more (it was refused as too large) must not crash the
    // process: whoever reads the stream still sees its errors through the stream itself.
    message.on('error', () => undefined);
    const coding = message.headers['content-encoding']?.trim().toLowerCase();
    if (coding === undefined || bodiless(method, message.statusCode ?? 0)) {
        return new IncomingResponse(message, message);
    }
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== 'deflate' && coding !== 'br') {
        return new IncomingResponse(message, message);
    }
    const { zlib, stream } = await loadDecoding();
    const decoder = coding === 'br' ? zlib.createBrotliDecompress() : zlib.createUnzip();
    // The decoder ends in error when the compressed stream breaks off or is corrupt, so a truncated body
    // is a failure (as it was with node-fetch), never a short text.
    stream.pipeline(message, decoder, () => undefined);
    return new IncomingResponse(message, decoder);
}
